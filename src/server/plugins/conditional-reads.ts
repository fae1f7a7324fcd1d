import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { NoContentSchema } from '#shared/contract/common.ts'
import { noneMatchHas, readEtag, serverBuild } from '../lib/conditional.ts'
import { readDataVersion } from '../queries/sign-in-sessions.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Issue 35, docs/decisions/026: a read of the signed-in lifter's own data, answered with an
     * ETag of their data version; `If-None-Match` with it is a 304 without the read. `today`:
     * the answer also depends on the day (its ETag changes every quarter hour).
     */
    conditional?: 'data' | 'today'
  }
}

const NOT_MODIFIED = NoContentSchema.describe(
  'Not modified: the ETag sent in If-None-Match is current (nothing the lifter wrote since changed it)',
)

/**
 * Conditional reads: every route whose config says `conditional` lists 304, and before its
 * handler (after validation and the session) compares the request's If-None-Match with the
 * ETag of the lifter's data version as the session lookup read it. A match is answered 304, no
 * body, no query; else the route answers as always, with the ETag. Register before the routes.
 */
export const conditionalReads = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const kind = route.config?.conditional
    if (!kind) return
    const schema = route.schema as { response?: object } | undefined
    route.schema = { ...schema, response: { ...schema?.response, 304: NOT_MODIFIED } }

    const answerUnchanged = async (request: FastifyRequest, reply: FastifyReply) => {
      const etag = readEtag({
        build: serverBuild(),
        userId: request.user.id,
        url: request.url,
        version: request.dataVersion ?? (await readDataVersion(app.db, request.user.id)),
        now: kind === 'today' ? Date.now() : null,
      })
      // no-cache: a browser keeps it, and asks again every time.
      void reply.header('etag', etag).header('cache-control', 'private, no-cache')
      if (noneMatchHas(request.headers['if-none-match'], etag)) {
        return reply.code(304).send(null)
      }
    }
    // An error (a day not found) is no answer to keep.
    const dropOnError = async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode >= 400) {
        void reply.removeHeader('etag').header('cache-control', 'private, no-store')
      }
      return payload
    }
    route.preHandler = [...[route.preHandler ?? []].flat(), answerUnchanged]
    route.onSend = [...[route.onSend ?? []].flat(), dropOnError]
  })
})
