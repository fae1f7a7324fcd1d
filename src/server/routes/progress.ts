import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ProgressParams, ProgressQuery, ProgressSchema } from '#shared/contract/progress.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { readProgress } from '../queries/progress.ts'

/** docs/product/progress-and-gym-floor.md: one exercise's progress over time. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:exerciseName',
    {
      schema: {
        operationId: 'getProgress',
        summary: 'One exercise’s figures per completed workout, and its bests',
        params: ProgressParams,
        querystring: ProgressQuery,
        // 404: a name that cannot be an exercise's (error-handler.ts).
        response: { 200: ProgressSchema, ...errorAnswers(400, 401, 404) },
      },
      config: { conditional: 'data' },
    },
    (request) => readProgress(app.db, request.user.id, request.params.exerciseName, request.query),
  )
}
