import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AccountSecuritySchema,
  AuthMethodsSchema,
  ChangePasswordBody,
  EndedSessionsSchema,
  EndOtherSessionsBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  UserSchema,
} from '#shared/contract/auth.ts'
import { ErrorSchema, NoContentSchema } from '#shared/contract/common.ts'
import { LIMITS, sendLimited } from '../auth/limits.ts'
import { proveIdentity } from '../auth/identity-proof.ts'
import { listSessions } from '../queries/sign-in-sessions.ts'
import { endOtherSignIns } from '../queries/tokens.ts'
import { BODY_ERRORS, errorAnswers, PUBLIC, SESSION_ONLY } from '../lib/error-answers.ts'
import { badRequest } from '../lib/http-error.ts'
import type { Mailer } from '../mail/mailer.ts'
import { resetMail } from '../mail/messages.ts'
import { mailTranslator } from '../mail/translations.ts'
import {
  consumeResetToken,
  createResetToken,
  RESET_TOKEN_TTL_MINUTES,
  setPassword,
} from '../queries/password-changes.ts'
import { takeTry } from '../queries/rate-limits.ts'
import { findPasswordHash, findUser, hasOidcIdentity, markEmailProved } from '../queries/users.ts'

/** The same answer whether or not the e-mail has an account. */
export const RESET_REQUESTED =
  'If an account uses that e-mail, we have sent it a link to choose a new password. The link works for 30 minutes.'

/**
 * docs/product/sign-in-and-processes.md, Settings → Account security: change the password (other sessions end), see
 * the signed-in sessions and end every other one, and reset a forgotten password by e-mail
 * when SMTP is configured.
 */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer | null
  appUrl: string
}> = async (app, opts) => {
  /** The signed-in lifter and their session token, or a 401 sent. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply) {
    const user = await app.sessionUser(request)
    const token = app.sessionToken(request)
    if (!user || !token) {
      await reply.code(401).send({ message: 'Unauthorized' })
      return null
    }
    return { user, token }
  }

  const methodsSchema = {
    operationId: 'getAuthMethods',
    summary: 'What this server offers besides the password: reset by e-mail',
    ...PUBLIC,
    response: { 200: AuthMethodsSchema },
  }
  app.get('/auth/methods', { schema: methodsSchema }, async () => ({
    passwordReset: opts.mailer !== null,
  }))

  app.get(
    '/auth/security',
    {
      schema: {
        operationId: 'getAccountSecurity',
        summary: 'Whether the account has a password, and its signed-in sessions',
        ...SESSION_ONLY,
        response: { 200: AccountSecuritySchema, ...errorAnswers(401) },
      },
    },
    async (request, reply) => {
      const session = await signedIn(request, reply)
      if (!session) return reply
      const [passwordHash, hasIdentityProvider, sessions] = await Promise.all([
        findPasswordHash(app.db, session.user.id),
        hasOidcIdentity(app.db, session.user.id),
        listSessions(app.db, session.user.id, session.token),
      ])
      return reply
        .header('cache-control', 'no-store')
        .send({ hasPassword: passwordHash !== null, hasIdentityProvider, sessions })
    },
  )

  const changePassword = {
    operationId: 'changePassword',
    summary: 'Sets a new password; every other session ends and every API token is revoked',
    ...SESSION_ONLY,
    body: ChangePasswordBody,
    response: { 204: NoContentSchema, ...errorAnswers(...BODY_ERRORS, 401, 429) },
  }
  app.post('/auth/password', { schema: changePassword }, async (request, reply) => {
    const session = await signedIn(request, reply)
    if (!session) return reply
    const { user, token } = session
    const { currentPassword, newPassword } = request.body
    // An account without a password (OIDC) sets its first soon after signing in.
    const proved = await proveIdentity(app, request, reply, user, {
      password: currentPassword,
      field: 'currentPassword',
      // 400, not 401: the lifter is signed in, only the field is wrong.
      wrongPasswordStatus: 400,
      act: 'set a password',
    })
    if (!proved) return reply
    await setPassword(app.db, user.id, await app.passwords.hash(newPassword), token)
    return reply.code(204).send(null)
  })

  app.post(
    '/auth/sessions/end-others',
    {
      schema: {
        operationId: 'endOtherSessions',
        summary:
          'Signs out every other session of the account; with revokeTokens, revokes every API token too',
        ...SESSION_ONLY,
        body: EndOtherSessionsBody,
        response: { 200: EndedSessionsSchema, ...errorAnswers(...BODY_ERRORS, 401) },
      },
    },
    async (request, reply) => {
      const session = await signedIn(request, reply)
      if (!session) return reply
      const revokeTokens = request.body?.revokeTokens ?? false
      return reply.send(await endOtherSignIns(app.db, session.user.id, session.token, revokeTokens))
    },
  )

  app.post(
    '/auth/password-reset',
    {
      schema: {
        operationId: 'requestPasswordReset',
        summary: 'Sends a link to choose a new password, when the e-mail has an account',
        ...PUBLIC,
        body: PasswordResetRequestBody,
        // 404: this server sends no e-mail (SMTP_URL unset).
        response: {
          202: ErrorSchema.describe('The same answer whether or not the e-mail has an account'),
          ...errorAnswers(...BODY_ERRORS, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const mailer = opts.mailer
      if (!mailer) {
        return reply.code(404).send({ message: 'Password reset by e-mail is not set up here' })
      }
      const address = request.ip
      const account = request.body.email.toLowerCase()
      // Counted whether or not the account exists, so the limit tells nothing either.
      const wait = await takeTry(app.db, { kind: 'reset', address, account }, [
        { limit: LIMITS.resetPerAddress, address },
        { limit: LIMITS.resetPerAccount, account },
      ])
      if (wait > 0) return sendLimited(reply, wait, 'Too many reset links asked for.')
      const reset = await createResetToken(app.db, request.body.email)
      if (reset) {
        const link = `${opts.appUrl}/reset-password#token=${reset.token}`
        // Not awaited: the answer takes as long whether or not a mail goes out.
        mailTranslator(reset.language)
          .then((i18n) => mailer.send(resetMail(reset.email, link, i18n)))
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'password reset e-mail could not be sent')
          })
      }
      return reply.code(202).send({ message: RESET_REQUESTED })
    },
  )

  app.post(
    '/auth/password-reset/confirm',
    {
      schema: {
        operationId: 'confirmPasswordReset',
        summary:
          'Sets the new password of a reset link and signs in; every session ends and every API token is revoked',
        ...PUBLIC,
        body: PasswordResetBody,
        response: { 200: UserSchema, ...errorAnswers(...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      const userId = await consumeResetToken(app.db, request.body.token)
      if (!userId) {
        throw badRequest(
          `token: this reset link has expired or was already used; links work once, for ${RESET_TOKEN_TTL_MINUTES} minutes`,
        )
      }
      // Every session ends (whoever knew the old password is out); this browser signs in anew.
      await setPassword(app.db, userId, await app.passwords.hash(request.body.password), null)
      // The link reached the address: the account is its owner's (docs/product/trust-accounts-and-devices.md).
      await markEmailProved(app.db, userId)
      await app.signIn(request, reply, userId)
      return reply.send(await findUser(app.db, userId))
    },
  )
}
