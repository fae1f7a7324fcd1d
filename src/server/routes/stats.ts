import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { preparedQuery } from '../db/client.ts'
import { workouts } from '../db/schema.ts'
import { StatsQuery, StatsSchema } from '#shared/contract/workouts.ts'

// decisions.md §4: the current calendar month in the caller's time zone.
const monthStart = sql`(date_trunc('month', now() at time zone ${sql.placeholder('tz')}::text) at time zone ${sql.placeholder('tz')}::text)`

const monthStatsQuery = preparedQuery((db) =>
  db
    .select({
      totalWorkouts: sql<number>`count(*)::int`,
      totalVolume: sql<string>`coalesce(sum(${workouts.totalVolume}), 0)::text`,
    })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, sql.placeholder('userId')),
        gte(workouts.completedAt, monthStart),
        lt(workouts.completedAt, sql`${monthStart} + interval '1 month'`),
      ),
    )
    .prepare('month_stats'),
)

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: StatsQuery, response: { 200: StatsSchema } } },
    async (request) => {
      const [row] = await monthStatsQuery(app.db).execute({
        userId: request.user.id,
        tz: request.query.tz,
      })
      return { totalWorkouts: Number(row!.totalWorkouts), totalVolume: Number(row!.totalVolume) }
    },
  )
}
