import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client.ts'

/**
 * GET /api/exercises (docs/product/api.md, docs/product/settled-details.md): the lifter's names from their days (archived too)
 * and logged sets, each once case-insensitively (its first spelling in sort order), sorted.
 *
 * The logged names are read without touching every set a lifter ever logged: a skip scan over
 * workout_sets_user_exercise_idx, (user_id, exercise_key, name), jumps from one name to the next,
 * an index probe per distinct name however long the history.
 */
export async function listExerciseNames(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`
      with recursive logged(key, name) as (
        (select exercise_key, exercise_name from workout_sets
         where user_id = ${userId}
         order by exercise_key, exercise_name
         limit 1)
        union all
        select next.key, next.name
        from logged
        cross join lateral (
          select exercise_key as key, exercise_name as name from workout_sets
          where user_id = ${userId} and exercise_key > logged.key
          order by exercise_key, exercise_name
          limit 1
        ) as next
      )
      select min(name) as name from (
        select x.exercise->>'name' as name, d.exercise_keys[x.ord] as key
        from workout_days d
        cross join lateral jsonb_array_elements(d.exercises) with ordinality as x(exercise, ord)
        where d.user_id = ${userId}
        union all
        select name, key from logged
      ) as names
      group by key
      order by key, min(name)
    `,
  )
  return rows.map((row) => row.name)
}
