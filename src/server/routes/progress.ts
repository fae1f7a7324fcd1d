import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DateRangeQuery } from '#shared/contract/common.ts'
import { ProgressParams, ProgressSchema, RecordsSchema } from '#shared/contract/progress.ts'
import { readProgress, readRecords } from '../queries/progress.ts'

/** decisions.md §10: one exercise's progress over time. */
export const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:exerciseName',
    {
      schema: {
        params: ProgressParams,
        querystring: DateRangeQuery,
        response: { 200: ProgressSchema },
      },
    },
    (request) => readProgress(app.db, request.user.id, request.params.exerciseName, request.query),
  )
}

/** Every exercise's all-time bests. */
export const recordsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: RecordsSchema } } }, (request) =>
    readRecords(app.db, request.user.id),
  )
}
