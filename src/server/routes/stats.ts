import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { queryRows } from '../db/client.ts'
import { StatsQuery, StatsSchema } from '#shared/contract/workouts.ts'

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: StatsQuery, response: { 200: StatsSchema } } },
    async (request) => {
      const tz = request.query.tz
      // decisions.md §4: the current calendar month in the caller's time zone.
      const monthStart = sql`(date_trunc('month', now() at time zone ${tz}) at time zone ${tz})`
      const [row] = await queryRows<{ total_workouts: number; total_volume: string }>(
        app.db,
        sql`
        select count(*)::int as total_workouts, coalesce(sum(total_volume), 0)::text as total_volume
        from workouts
        where user_id = ${request.user.id}
          and completed_at >= ${monthStart}
          and completed_at < ${monthStart} + interval '1 month'
      `,
      )
      return { totalWorkouts: Number(row!.total_workouts), totalVolume: Number(row!.total_volume) }
    },
  )
}
