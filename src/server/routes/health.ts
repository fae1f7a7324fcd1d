import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorAnswers, PUBLIC } from '../lib/error-answers.ts'
import { pingDatabase } from '../queries/health.ts'

/** How long the database may take to answer before the process counts as unhealthy. */
const HEALTH_TIMEOUT_MS = 2000

/**
 * docs/product/sign-in-and-processes.md: `GET /api/health` → 200 `{"status":"ok"}` when the database answers, 503
 * otherwise, for a load balancer to route around a process that cannot serve.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Whether this process can serve: its database answers',
        ...PUBLIC,
        response: { 200: z.object({ status: z.literal('ok') }), ...errorAnswers(503) },
      },
    },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined
      try {
        await Promise.race([
          pingDatabase(app.db),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timed out')), HEALTH_TIMEOUT_MS)
          }),
        ])
      } catch (error) {
        request.log.warn({ err: error }, 'health check: the database is not answering')
        return reply.code(503).send({ message: 'The database is not answering' })
      } finally {
        clearTimeout(timer)
      }
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const })
    },
  )
}
