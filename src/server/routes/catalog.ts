import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NoContentSchema } from '#shared/contract/common.ts'
import { CatalogSchema } from '#shared/contract/muscles.ts'
import { CATALOG_ANSWER as body } from '../lib/catalog-answer.ts'
import { noneMatchHas } from '../lib/conditional.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { sendWritten } from '../lib/response-serializer.ts'

/**
 * docs/product/body-weight-and-muscles.md: GET /api/catalog. The catalogue is code, the same for every lifter until the
 * next release: written once, answered with an ETag (a repeat is a 304 without a body) and kept
 * by the browser for a day.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  app.get(
    '/',
    {
      schema: {
        operationId: 'getCatalog',
        summary: 'The exercise catalogue: names, aliases, muscles, equipment and instructions',
        response: {
          200: CatalogSchema,
          304: NoContentSchema.describe('Not modified: the ETag sent in If-None-Match is current'),
          ...errorAnswers(401),
        },
      },
    },
    async (request, reply) => {
      void reply.header('etag', etag).header('cache-control', 'private, max-age=86400')
      if (noneMatchHas(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      return sendWritten(reply, body)
    },
  )
}
