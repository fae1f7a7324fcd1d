import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RecordsSchema } from '#shared/contract/progress.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { readRecordsJson } from '../queries/exercise-records.ts'
import { sendWritten } from '../lib/response-serializer.ts'

/** docs/product/progress-and-gym-floor.md, GET /api/records: every exercise's all-time bests. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listRecords',
        summary: 'Every exercise’s all-time bests',
        response: { 200: RecordsSchema, ...errorAnswers(401) },
      },
      config: { conditional: 'data' },
    },
    async (request, reply) => sendWritten(reply, await readRecordsJson(app.db, request.user.id)),
  )
}
