import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  OidcLinkConfirmBody,
  OidcLinkPasswordBody,
  OidcLinkSchema,
  UserSchema,
} from '#shared/contract/auth.ts'
import { ErrorSchema } from '#shared/contract/common.ts'
import { LIMITS, sendLimited } from '../auth/limits.ts'
import {
  forgetPendingJoin,
  JOIN_TTL_MINUTES,
  keepPendingJoin,
  pendingJoin,
} from '../auth/oidc-link.ts'
import { checkPassword } from '../auth/own-password.ts'
import { BODY_ERRORS, errorAnswers, PUBLIC } from '../lib/error-answers.ts'
import { badRequest, notFound } from '../lib/http-error.ts'
import type { Mailer } from '../mail/mailer.ts'
import { joinMail } from '../mail/messages.ts'
import { mailTranslator } from '../mail/translations.ts'
import { takeTry } from '../queries/rate-limits.ts'
import { hashToken, newToken } from '../queries/sign-in-sessions.ts'
import { findAccount, findUser, joinOidcIdentity } from '../queries/users.ts'

const EXPIRED = 'This sign-in has expired or was finished. Sign in again.'

/**
 * docs/product/trust-accounts-and-devices.md, `/signin/link`: an OIDC sign-in whose e-mail has an account it may not join
 * unproved (routes/auth.ts' callback leaves it in a cookie) joins it once the lifter proves the
 * account is theirs: its password, or a link mailed to its address (when SMTP is configured).
 * See docs/decisions/020-one-person-one-lifter.md.
 */
export const oidcLinkRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer | null
  appUrl: string
  secureCookies: boolean
}> = async (app, opts) => {
  // 404: no sign-in is waiting to join in this browser (or it expired).
  app.get(
    '/auth/oidc-link',
    {
      schema: {
        operationId: 'getOidcJoin',
        summary: 'The identity-provider sign-in waiting to join the account of its e-mail',
        ...PUBLIC,
        response: { 200: OidcLinkSchema, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const join = pendingJoin(request)
      if (!join) throw notFound(EXPIRED)
      const account = await findAccount(app.db, join.userId)
      if (!account) throw notFound(EXPIRED)
      return reply.header('cache-control', 'no-store').send({
        email: account.email,
        password: account.passwordHash !== null,
        mail: opts.mailer !== null,
        returnTo: join.returnTo,
      })
    },
  )

  app.post(
    '/auth/oidc-link',
    {
      schema: {
        operationId: 'joinOidcWithPassword',
        summary: 'Joins the waiting sign-in to its account with that account’s password',
        ...PUBLIC,
        body: OidcLinkPasswordBody,
        response: { 200: UserSchema, ...errorAnswers(...BODY_ERRORS, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const join = pendingJoin(request)
      if (!join) throw notFound(EXPIRED)
      const account = await findAccount(app.db, join.userId)
      if (!account) throw notFound(EXPIRED)
      const { passwordHash, ...user } = account
      if (!passwordHash) throw badRequest('password: this account has no password')
      // A guess at the account's password, under the sign-in limits (docs/product/sign-in-and-processes.md).
      const check = await checkPassword(
        app,
        request.ip,
        user.email,
        passwordHash,
        request.body.password,
      )
      if (!check.ok && check.retryAfter) {
        return sendLimited(reply, check.retryAfter, 'Too many wrong passwords.')
      }
      if (!check.ok) return reply.code(401).send({ message: 'password: is not correct' })
      if (!(await joinOidcIdentity(app.db, user.id, join.profile, 'password'))) {
        throw notFound(EXPIRED)
      }
      forgetPendingJoin(reply)
      await app.signIn(request, reply, user.id)
      return reply.send(await findUser(app.db, user.id))
    },
  )

  app.post(
    '/auth/oidc-link/mail',
    {
      schema: {
        operationId: 'mailOidcJoinLink',
        summary: 'Mails the account’s address a link that joins the waiting sign-in to it',
        ...PUBLIC,
        // 404 also: this server sends no e-mail (SMTP_URL unset). 503: the mail server failed.
        response: {
          202: ErrorSchema.describe('Where the link was sent'),
          ...errorAnswers(404, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const join = pendingJoin(request)
      if (!join) throw notFound(EXPIRED)
      const mailer = opts.mailer
      if (!mailer) throw notFound('Sending e-mail is not set up here')
      const user = await findAccount(app.db, join.userId)
      if (!user) throw notFound(EXPIRED)
      const account = user.email.toLowerCase()
      const wait = await takeTry(app.db, { kind: 'link', address: request.ip, account }, [
        { limit: LIMITS.linkMailPerAddress, address: request.ip },
        { limit: LIMITS.linkMailPerAccount, account },
      ])
      if (wait > 0) return sendLimited(reply, wait, 'Too many links asked for.')
      const token = newToken()
      try {
        const i18n = await mailTranslator(user.language)
        await mailer.send(joinMail(user.email, `${opts.appUrl}/signin/link#token=${token}`, i18n))
      } catch (error) {
        request.log.error({ err: error }, 'join e-mail could not be sent')
        return reply.code(503).send({ message: 'The e-mail could not be sent. Try again later.' })
      }
      // The link works for the next 30 minutes, in this browser only.
      const { expiresAt: _, ...rest } = join
      keepPendingJoin(reply, { ...rest, tokenHash: hashToken(token) }, opts.secureCookies)
      return reply.code(202).send({
        message: `We sent a link to ${user.email}. Open it in this browser within ${JOIN_TTL_MINUTES} minutes.`,
      })
    },
  )

  app.post(
    '/auth/oidc-link/confirm',
    {
      schema: {
        operationId: 'confirmOidcJoin',
        summary: 'Joins the waiting sign-in to its account with the mailed link’s token',
        ...PUBLIC,
        body: OidcLinkConfirmBody,
        response: { 200: UserSchema, ...errorAnswers(...BODY_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const join = pendingJoin(request)
      if (!join) throw notFound(EXPIRED)
      const given = Buffer.from(hashToken(request.body.token))
      const sent = Buffer.from(join.tokenHash ?? '')
      if (given.length !== sent.length || !timingSafeEqual(given, sent)) {
        throw badRequest(
          'token: this link has expired, was replaced by a newer one, or belongs to another browser',
        )
      }
      if (!(await joinOidcIdentity(app.db, join.userId, join.profile, 'mail'))) {
        throw notFound(EXPIRED)
      }
      forgetPendingJoin(reply)
      await app.signIn(request, reply, join.userId)
      return reply.send(await findUser(app.db, join.userId))
    },
  )
}
