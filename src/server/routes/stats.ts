import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StatsQuery, StatsSchema } from '#shared/contract/workouts.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { readStats } from '../queries/stats.ts'

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getStats',
        summary: 'Home’s figures: workouts, volume and their trends',
        querystring: StatsQuery,
        response: { 200: StatsSchema, ...errorAnswers(400, 401) },
      },
      config: { conditional: 'today' },
    },
    (request) => readStats(app.db, request.user.id, request.query.tz),
  )
}
