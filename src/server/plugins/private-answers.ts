import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * docs/product/trust-tokens-and-values.md: every API answer is private. One a route says
 * nothing about (shares, a lifter's lists, an error) is `private, no-store`; one that says
 * `no-store` or `no-cache` (a conditional read) becomes private too; a route's own `public` or
 * `private` (the catalogue's `private, max-age`) stays as it is.
 */
export const privateAnswers = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return payload
    const said = reply.getHeader('cache-control')
    if (said === undefined) void reply.header('cache-control', 'private, no-store')
    else if (!/\b(private|public)\b/.test(String(said))) {
      void reply.header('cache-control', `private, ${String(said)}`)
    }
    return payload
  })
})
