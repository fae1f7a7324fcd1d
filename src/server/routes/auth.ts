import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  DeleteUserBody,
  LoginBody,
  RegisterBody,
  safeReturnTo,
  UpdateUserBody,
  UserSchema,
} from '#shared/contract/auth.ts'
import { NoContentSchema, RedirectSchema } from '#shared/contract/common.ts'
import { LIMITS, sendLimited } from '../auth/limits.ts'
import type { OidcClient, OidcProfile, PendingLogin } from '../auth/oidc.ts'
import { keepPendingJoin } from '../auth/oidc-link.ts'
import { proveIdentity } from '../auth/identity-proof.ts'
import { checkPassword } from '../auth/own-password.ts'
import { BODY_ERRORS, errorAnswers, PUBLIC, SESSION_ONLY } from '../lib/error-answers.ts'
import { SESSION_COOKIE } from '../plugins/auth.ts'
import { requestLanguage } from '../lib/request-language.ts'
import { takeTry } from '../queries/rate-limits.ts'
import {
  createPasswordUser,
  deleteAccount,
  findUserWithPassword,
  oidcSignInUser,
  updateUserPreferences,
} from '../queries/users.ts'

const OIDC_COOKIE = 'ironlog_oidc'

/**
 * Where to go after signing in: an explicit ?returnTo, else the same-origin page the visitor
 * came from (the landing page's Log In links are plain /api/login).
 */
function returnToOf(request: FastifyRequest, query: { returnTo?: string | undefined }): string {
  if (query.returnTo) return safeReturnTo(query.returnTo)
  const referer = request.headers.referer
  if (!referer) return '/'
  try {
    const url = new URL(referer)
    if (
      url.host !== request.host ||
      url.pathname.startsWith('/api/') ||
      url.pathname === '/signin'
    ) {
      return '/'
    }
    return safeReturnTo(url.pathname + url.search)
  } catch {
    return '/'
  }
}

export const authRoutes: FastifyPluginAsyncZod<{
  oidc: OidcClient | null
  secureCookies: boolean
  appUrl: string
}> = async (app, opts) => {
  const userResponse = { 200: UserSchema, ...errorAnswers(401) }

  // OpenAPI: what each answers (the docs, issue 15).
  const redirect = { 302: RedirectSchema }
  const deleteUserSchema = {
    operationId: 'deleteAccount',
    summary: 'Deletes the account and everything of it; takes the password',
    ...SESSION_ONLY,
    body: DeleteUserBody,
    response: { 204: NoContentSchema, ...errorAnswers(...BODY_ERRORS, 401, 429) },
  }
  const callbackSchema = {
    operationId: 'finishOidcSignIn',
    summary: 'Where the identity provider sends the browser back: signs in, then redirects',
    ...PUBLIC,
    response: { ...redirect, ...errorAnswers(400, 401) },
  }

  app.post(
    '/auth/register',
    {
      schema: {
        operationId: 'register',
        summary: 'Creates an account with a password and signs in (sets the session cookie)',
        ...PUBLIC,
        body: RegisterBody,
        response: { 201: UserSchema, ...errorAnswers(...BODY_ERRORS, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName } = request.body
      const wait = await takeTry(app.db, { kind: 'register', address: request.ip }, [
        { limit: LIMITS.registerPerAddress, address: request.ip },
      ])
      if (wait > 0) return sendLimited(reply, wait, 'Too many accounts created from here.')
      const passwordHash = await app.passwords.hash(password)
      const user = await createPasswordUser(app.db, {
        email,
        passwordHash,
        firstName,
        lastName,
        language: requestLanguage(request),
      })
      if (!user)
        return reply.code(409).send({ message: 'An account with this e-mail already exists' })
      await app.signIn(request, reply, user.id)
      return reply.code(201).send(user)
    },
  )

  app.post(
    '/auth/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Signs in with e-mail and password (sets the session cookie)',
        ...PUBLIC,
        body: LoginBody,
        response: { ...userResponse, ...errorAnswers(...BODY_ERRORS, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const account = await findUserWithPassword(app.db, email)
      const check = await checkPassword(
        app,
        request.ip,
        email,
        account?.passwordHash ?? null,
        password,
      )
      if (!check.ok && check.retryAfter) {
        return sendLimited(reply, check.retryAfter, 'Too many failed sign-in attempts.')
      }
      if (!check.ok || !account) {
        return reply.code(401).send({ message: 'Invalid e-mail or password' })
      }
      await app.signIn(request, reply, account.id)
      const { passwordHash: _, ...user } = account
      return reply.send(user)
    },
  )

  const getUserSchema = {
    operationId: 'getUser',
    summary: 'The signed-in lifter',
    response: userResponse,
  }
  // Signed in by cookie or API token alike (docs/product/tokens-and-restore.md).
  const getUser = { schema: getUserSchema, onRequest: app.requireUser }
  app.get('/auth/user', getUser, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(request.user),
  )

  app.patch(
    '/auth/user',
    {
      schema: {
        operationId: 'updateUser',
        summary: 'Changes the lifter’s weight unit, plates or language',
        ...SESSION_ONLY,
        body: UpdateUserBody,
        response: { ...userResponse, ...errorAnswers(...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      const user = await app.sessionUser(request)
      if (!user) return reply.code(401).send({ message: 'Unauthorized' })
      return reply.send(await updateUserPreferences(app.db, user.id, request.body))
    },
  )

  app.delete('/auth/user', { schema: deleteUserSchema }, async (request, reply) => {
    const user = await app.sessionUser(request)
    if (!user) return reply.code(401).send({ message: 'Unauthorized' })
    const proved = await proveIdentity(app, request, reply, user, {
      password: request.body.password,
      field: 'password',
      wrongPasswordStatus: 401,
      act: 'delete the account',
    })
    if (!proved) return reply
    await deleteAccount(app.db, user)
    // Its sessions went with it; the browser's cookie goes too.
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    return reply.code(204).send(null)
  })

  const logoutSchema = {
    operationId: 'logout',
    summary: 'Signs out this browser, then redirects to the landing page',
    ...PUBLIC,
    response: redirect,
  }
  app.get('/logout', { schema: logoutSchema }, async (request, reply) => {
    await app.signOut(request, reply)
    return reply.redirect('/')
  })

  const loginSchema = {
    operationId: 'startSignIn',
    summary: 'Starts signing in: to the identity provider when OIDC is set up, else to /signin',
    ...PUBLIC,
    querystring: z.object({ returnTo: z.string().max(2000).optional() }),
    response: { ...redirect, ...errorAnswers(400) },
  }

  app.get('/login', { schema: loginSchema }, async (request, reply) => {
    const returnTo = returnToOf(request, request.query)
    if (!opts.oidc) {
      const target =
        returnTo === '/' ? '/signin' : `/signin?returnTo=${encodeURIComponent(returnTo)}`
      return reply.redirect(target)
    }
    const { url, pending } = await opts.oidc.start(returnTo)
    reply.setCookie(OIDC_COOKIE, JSON.stringify(pending), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: opts.secureCookies,
      path: '/api/callback',
      maxAge: 10 * 60,
    })
    return reply.redirect(url)
  })

  app.get('/callback', { schema: callbackSchema }, async (request, reply) => {
    const raw = request.cookies[OIDC_COOKIE]
    const unsigned = raw ? request.unsignCookie(raw) : null
    reply.clearCookie(OIDC_COOKIE, { path: '/api/callback' })
    if (!opts.oidc || !unsigned?.valid || !unsigned.value) {
      return reply.code(400).send({ message: 'Sign-in expired or was not started here' })
    }
    const pending = JSON.parse(unsigned.value) as PendingLogin
    const callbackUrl = new URL(request.url, opts.appUrl)
    let profile: OidcProfile
    try {
      profile = await opts.oidc.finish(callbackUrl, pending)
    } catch (error) {
      request.log.warn({ err: error }, 'OIDC sign-in failed')
      return reply.code(401).send({ message: 'Sign-in with the identity provider failed' })
    }
    const account = await oidcSignInUser(app.db, profile, requestLanguage(request))
    if ('joinable' in account) {
      // docs/product/trust-accounts-and-devices.md: not joined, and not signed in (whoever was signed in here is signed
      // out: someone else is at this browser); /signin/link says why and takes proof.
      await app.signOut(request, reply)
      keepPendingJoin(
        reply,
        { profile, userId: account.joinable.userId, returnTo: safeReturnTo(pending.returnTo) },
        opts.secureCookies,
      )
      return reply.redirect('/signin/link')
    }
    await app.signIn(request, reply, account.userId)
    return reply.redirect(safeReturnTo(pending.returnTo))
  })
}
