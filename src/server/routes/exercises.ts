import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { queryRows } from '../db/client.ts'
import { ExerciseNamesSchema } from '#shared/contract/workout-days.ts'

export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  // decisions.md §4/§7: the user's own names from their days (archived too) and logged sets,
  // each once case-insensitively, sorted alphabetically.
  app.get('/', { schema: { response: { 200: ExerciseNamesSchema } } }, async (request) => {
    const userId = request.user.id
    const rows = await queryRows<{ name: string }>(
      app.db,
      sql`
      select min(name) as name from (
        select exercise->>'name' as name
        from workout_days, jsonb_array_elements(exercises) as exercise
        where user_id = ${userId}
        union
        select distinct exercise_name from workout_sets where user_id = ${userId}
      ) as names
      group by lower(name)
      order by lower(name), min(name)
    `,
    )
    return rows.map((row) => row.name)
  })
}
