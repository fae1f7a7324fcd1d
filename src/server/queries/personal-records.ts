import { sql } from 'drizzle-orm'
import { queryRows, type Db } from '../db/client.ts'

/**
 * decisions.md §6: an exercise in a workout is a PR when its best completed working set, by
 * Epley's estimated one-rep max, beats the best of every earlier completed workout for that
 * exercise (names matched case-insensitively). Equal is not a PR; the first time counts.
 *
 * Answers the keys `${workoutId}:${lower(name)}` that are PRs, for the given page of workouts.
 * One query: bests per workout and exercise up to the page's newest workout, then a running
 * maximum over the earlier ones.
 */
export async function findPersonalRecords(
  db: Db,
  userId: string,
  page: { id: string; completedAt: Date }[],
): Promise<Set<string>> {
  if (page.length === 0) return new Set()
  const newest = new Date(Math.max(...page.map((w) => w.completedAt.getTime())))
  const pageIds = page.map((w) => w.id)
  const rows = await queryRows<{ workout_id: string; exercise: string }>(
    db,
    sql`
    with page_exercises as (
      select distinct lower(exercise_name) as exercise
      from workout_sets
      where workout_id in ${pageIds} and completed and not is_warmup
    ),
    bests as (
      select s.workout_id, lower(s.exercise_name) as exercise, w.completed_at,
             max(s.weight * (1 + s.reps / 30.0)) as best
      from workout_sets s
      join workouts w on w.id = s.workout_id
      where s.user_id = ${userId}
        and lower(s.exercise_name) in (select exercise from page_exercises)
        and s.completed and not s.is_warmup and s.reps > 0 and s.weight > 0
        and w.completed_at is not null and w.completed_at <= ${newest.toISOString()}::timestamptz
      group by s.workout_id, lower(s.exercise_name), w.completed_at
    ),
    ranked as (
      select workout_id, exercise, best,
             max(best) over (
               partition by exercise order by completed_at, workout_id
               rows between unbounded preceding and 1 preceding
             ) as earlier_best
      from bests
    )
    select workout_id::text as workout_id, exercise
    from ranked
    where workout_id in ${pageIds} and (earlier_best is null or best > earlier_best)
  `,
  )
  return new Set(rows.map((row) => `${row.workout_id}:${row.exercise}`))
}
