import cookie from '@fastify/cookie'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { User } from '#shared/contract/auth.ts'
import { LIFTER_HEADER, SIGNED_OUT_COOKIE } from '#shared/domain/lifter.ts'
import { bearerToken } from '../auth/bearer.ts'
import { errorAnswers, SESSION_ONLY } from '../lib/error-answers.ts'
import {
  createSession,
  deleteSession,
  findSessionStart,
  findSessionUser,
  SESSION_TTL_MS,
} from '../queries/sign-in-sessions.ts'
import { findTokenUser } from '../queries/tokens.ts'

export const SESSION_COOKIE = 'ironlog_session'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for routes that need a signed-in user, by session cookie or API token
     * (docs/product/tokens-and-restore.md): 401 otherwise, 403 for a read-only token's write.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** Starts a fresh session (rotating any earlier one) and sets its cookie. */
    signIn: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>
    signOut: (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    sessionUser: (request: FastifyRequest) => Promise<User | null>
    /** The request's session token when its cookie is validly signed (not that it is live). */
    sessionToken: (request: FastifyRequest) => string | null
    /** When the request's session began (a sign-in), or null without one. */
    sessionStartedAt: (request: FastifyRequest) => Promise<Date | null>
  }
  interface FastifyRequest {
    /** Set by requireUser; only read it in routes guarded by it. */
    user: User
    /** The signed-in lifter's data version as the session lookup read it (docs/decisions/026). */
    dataVersion: string | undefined
  }
}

export const auth = fp(
  async (app: FastifyInstance, opts: { sessionSecret: string; secureCookies: boolean }) => {
    await app.register(cookie, { secret: opts.sessionSecret })

    const sessionToken = (request: FastifyRequest): string | null => {
      // A request with an API token is that token's alone (docs/product/tokens-and-restore.md).
      if (bearerToken(request.headers) !== null) return null
      const raw = request.cookies[SESSION_COOKIE]
      if (!raw) return null
      const unsigned = request.unsignCookie(raw)
      return unsigned.valid ? unsigned.value : null
    }

    // docs/product/trust-accounts-and-devices.md: a lifter who signed out offline left this cookie (the session cookie is
    // HttpOnly, out of the page's reach): the first request back ends that session, and is
    // answered as signed out.
    app.addHook('onRequest', async (request, reply) => {
      if (request.cookies[SIGNED_OUT_COOKIE] === undefined) return
      const token = sessionToken(request)
      if (token) await deleteSession(app.db, token)
      delete request.cookies[SESSION_COOKIE]
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
      reply.clearCookie(SIGNED_OUT_COOKIE, { path: '/' })
    })

    app.decorateRequest('user', null as unknown as User)
    app.decorateRequest('dataVersion', undefined)
    app.decorate('sessionToken', sessionToken)

    app.decorate('sessionUser', async (request: FastifyRequest) => {
      const token = sessionToken(request)
      const found = token ? await findSessionUser(app.db, token) : null
      if (!found) return null
      const { dataVersion, ...user } = found
      request.dataVersion = dataVersion
      return user
    })

    app.decorate('sessionStartedAt', async (request: FastifyRequest) => {
      const token = sessionToken(request)
      return token ? findSessionStart(app.db, token) : null
    })

    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request.headers)
      if (token !== null) return signInWithToken(request, reply, token)
      const user = await app.sessionUser(request)
      if (!user) return reply.code(401).send({ message: 'Unauthorized' })
      // A write queued for one lifter, sent while another is signed in (docs/product/trust-accounts-and-devices.md).
      const lifter = request.headers[LIFTER_HEADER]
      if (lifter !== undefined && lifter !== user.id) {
        return reply
          .code(401)
          .send({ message: 'Unauthorized: another lifter is signed in on this device' })
      }
      request.user = user
    })

    /** docs/product/tokens-and-restore.md: a live token signs its lifter in; a `read` one only for reads. */
    async function signInWithToken(request: FastifyRequest, reply: FastifyReply, token: string) {
      const signedIn = await findTokenUser(app.db, token)
      if (!signedIn) {
        return reply
          .code(401)
          .send({ message: 'Unauthorized: this API token is revoked, expired or unknown' })
      }
      if (signedIn.scope === 'read' && request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(403).send({ message: 'This API token may only read (GET)' })
      }
      request.user = signedIn.user
    }

    // docs/product/tokens-and-restore.md: the account's own routes (their schema says SESSION_ONLY) refuse any
    // token before anything else, and say so in the document.
    const refuseTokens = async (request: FastifyRequest, reply: FastifyReply) => {
      if (bearerToken(request.headers) === null) return
      return reply.code(403).send({
        message:
          'An API token cannot manage the account (tokens, password, sessions): sign in to Ironlog for that',
      })
    }
    app.addHook('onRoute', (route) => {
      const { schema } = route
      if (schema?.security !== SESSION_ONLY.security) return
      route.onRequest = [refuseTokens, ...[route.onRequest ?? []].flat()]
      route.schema = { ...schema, response: { ...errorAnswers(403), ...(schema.response ?? {}) } }
    })

    app.decorate('signIn', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      const previous = sessionToken(request)
      if (previous) await deleteSession(app.db, previous)
      const token = await createSession(app.db, userId, request.headers['user-agent'] ?? null)
      reply.setCookie(SESSION_COOKIE, token, {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: opts.secureCookies,
        path: '/',
        maxAge: SESSION_TTL_MS / 1000,
      })
    })

    app.decorate('signOut', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = sessionToken(request)
      if (token) await deleteSession(app.db, token)
      reply.clearCookie(SESSION_COOKIE, { path: '/' })
    })
  },
  { name: 'auth', dependencies: ['db'] },
)
