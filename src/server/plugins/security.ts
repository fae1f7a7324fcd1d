import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Security headers, and decisions.md §3: a state-changing request whose Origin is another
 * origin gets 403 (a second wall behind SameSite=Lax cookies).
 */
export const security = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  await app.register(helmet, {
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
    strictTransportSecurity: false,
  })

  const trustedOrigin = new URL(opts.appUrl).origin
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    const origin = request.headers.origin
    if (!origin) return
    const ownOrigin = `${request.protocol}://${request.host}`
    if (origin !== ownOrigin && origin !== trustedOrigin) {
      return reply.code(403).send({ message: 'Cross-origin request refused' })
    }
  })
})
