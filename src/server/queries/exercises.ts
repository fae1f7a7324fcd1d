import { preparedText, type Db } from '../db/client.ts'

/** listExerciseNames' statement ($1: the lifter), one row per name key. */
const EXERCISE_NAMES_SQL = `
  with recursive logged(key, name) as (
    (select exercise_key, exercise_name from workout_sets
     where user_id = $1
     order by exercise_key, exercise_name
     limit 1)
    union all
    select next.key, next.name
    from logged
    cross join lateral (
      select exercise_key as key, exercise_name as name from workout_sets
      where user_id = $1 and exercise_key > logged.key
      order by exercise_key, exercise_name
      limit 1
    ) as next
  )
  select key, min(name) as name from (
    select x.exercise->>'name' as name, d.exercise_keys[x.ord] as key
    from workout_days d
    cross join lateral jsonb_array_elements(d.exercises) with ordinality as x(exercise, ord)
    where d.user_id = $1
    union all
    select name, key from logged
  ) as names
  group by key`

/**
 * Prepared (round six, docs/performance.md): planning the recursive statement cost PostgreSQL
 * about as much as running it, for every request of the four routes that list the names.
 */
const exerciseNamesQuery = preparedText(
  'exercise_names',
  EXERCISE_NAMES_SQL,
  ['userId'],
  ['key', 'name'],
  ['key'],
)

/**
 * GET /api/exercises (docs/product/api.md, docs/product/settled-details.md): the lifter's names from their days (archived too)
 * and logged sets, each once case-insensitively (its first spelling in sort order), sorted.
 *
 * The logged names are read without touching every set a lifter ever logged: a skip scan over
 * workout_sets_user_exercise_idx, (user_id, exercise_key, name), jumps from one name to the next,
 * an index probe per distinct name however long the history.
 */
export async function listExerciseNames(db: Db, userId: string): Promise<string[]> {
  const rows = (await exerciseNamesQuery(db).execute({ userId })) as Array<{ name: string }>
  return rows.map((row) => row.name)
}
