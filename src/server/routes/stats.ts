import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { StatsQuery, StatsSchema } from '#shared/contract/workouts.ts'
import { readStats } from '../queries/stats.ts'

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: StatsQuery, response: { 200: StatsSchema } } }, (request) =>
    readStats(app.db, request.user.id, request.query.tz),
  )
}
