import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import { bearerToken } from '../auth/bearer.ts'
import { errorAnswers } from '../lib/error-answers.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Helmet's headers for these options, computed once. (@fastify/helmet rebuilds helmet's whole
 * middleware, CSP parsing included, on every request; none of our headers vary per request.)
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: () => undefined,
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined)
  return headers
}

/**
 * Security headers, and docs/product/accounts.md: a state-changing request whose Origin is another
 * origin gets 403 (a second wall behind SameSite=Lax cookies). A request with an API token
 * (docs/product/tokens-and-restore.md) is signed in by the token, never by a cookie, so it needs no such wall.
 */
export const security = fp(
  async (app: FastifyInstance, opts: { appUrl: string; hsts: boolean }) => {
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Radix positions popovers with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Same-origin Referer lets /api/login send the visitor back where they were.
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: opts.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    })
    const trustedOrigin = new URL(opts.appUrl).origin
    // The 403 below, and a read-only API token's (plugins/auth.ts), can answer any
    // state-changing route: each documented one lists it (issue 29).
    app.addHook('onRoute', (route) => {
      const schema = route.schema as { response?: object } | undefined
      if (!schema?.response || [route.method].flat().every((m) => SAFE_METHODS.has(m))) return
      route.schema = { ...schema, response: { ...errorAnswers(403), ...schema.response } }
    })
    app.addHook('onRequest', (request, reply, done) => {
      // The same headers on every answer, from the table built once.
      reply.headers(headers)
      const origin = request.headers.origin
      if (!origin || SAFE_METHODS.has(request.method) || bearerToken(request.headers) !== null) {
        return done()
      }
      const ownOrigin = `${request.protocol}://${request.host}`
      if (origin !== ownOrigin && origin !== trustedOrigin) {
        return reply.code(403).send({ message: 'Cross-origin request refused' })
      }
      done()
    })
  },
)
