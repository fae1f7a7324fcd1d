import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { LastSet } from '#shared/contract/workout-sets.ts'
import { nameKey } from '#shared/domain/names.ts'
import { queryRows, type Db } from '../db/client.ts'
import { workouts } from '../db/schema.ts'
import { countingSetSql } from './set-figures.ts'
import { ownsDay } from './workout-days.ts'
import { withCanonicalWeights } from './workouts.ts'

/**
 * The lifter's newest completed workout in `scope` with the exercise keyed `key` done in it: a walk
 * of the workouts newest first (an index probe of its sets each) that stops at the first hit,
 * so a long history costs nothing for an exercise done lately. Statements with it are not
 * prepared, on purpose: a generic plan, which PostgreSQL picks for a prepared statement after
 * five runs, cannot know how far back the exercise was last done and walked a 100×-history
 * lifter's whole history (48 ms instead of 3); planned for the actual values it stops early.
 */
const newestWith = (scope: SQL, key: SQL) => sql`(
    select w.id from workouts w
    where ${scope} and w.completed_at is not null
      and exists (select 1 from workout_sets s
                  where s.workout_id = w.id and s.completed
                    and s.exercise_key = ${key})
    order by w.completed_at desc, w.id desc
    limit 1)`

/** A last set's columns (LastSet) of `s`, with whether the row has one (outer joins). */
const lastSetColumns = sql`s.id is not null as "hasSet",
  s.set_number as "setNumber", s.weight::text as "weight", s.reps as "reps",
  s.is_warmup as "isWarmup", s.kind as "kind", s.rpe as "rpe",
  s.additional_mode as "additionalMode",
  s.additional_weight::text as "additionalWeight", s.notes as "notes"`

/**
 * docs/product/api.md, docs/product/settled-details.md: the completed sets of an exercise (name matched case-insensitively) from
 * the newest completed workout of this day that has it; failing that, of any day; else [].
 * Null when the day is not the lifter's. One statement (issue 35; it was four round trips: the
 * day's owner, the day's walk, the any-day walk, the sets): the day's row, or none, then the
 * walks (the any-day one only when the day's finds nothing: coalesce is lazy) and the sets.
 */
export async function findLastSets(
  db: Db,
  userId: string,
  dayId: string,
  exerciseName: string,
): Promise<LastSet[] | null> {
  const key = sql`${nameKey(exerciseName)}::text`
  const rows = await queryRows<LastSet & { hasSet: boolean }>(
    db,
    sql`select ${lastSetColumns}
        from workout_days d
        left join lateral (select coalesce(
          ${newestWith(sql`w.workout_day_id = ${dayId} and w.user_id = ${userId}`, key)},
          ${newestWith(sql`w.user_id = ${userId}`, key)}) as id) as last on true
        left join workout_sets s
          on s.workout_id = last.id and s.completed and s.exercise_key = ${key}
        where d.id = ${dayId} and d.user_id = ${userId}
        order by s.set_number, s.created_at`,
  )
  if (rows.length === 0) return null
  return rows.flatMap(({ hasSet, ...set }) => (hasSet ? [withCanonicalWeights(set)] : []))
}

type DayLastSetRow = LastSet & { ord: number; exerciseName: string; hasSet: boolean }

/**
 * GET /api/workout-days/{dayId}/last-sets: findLastSets for every exercise of the day, in the
 * day's order, in one statement (entering a session is one request). Null when the day is not
 * the lifter's. Each exercise walks its workouts newest first as above and stops at the first
 * that has it; the any-day walk runs only when the day's finds nothing (coalesce is lazy).
 * The day's walk names the day by parameter, not as `d.id`: planned for an outer column, it
 * expected a handful of workouts, fetched and sorted all of them (40 ms at 10× a year of
 * history instead of 0.2; bench/explain.ts shows both plans).
 */
export async function findDayLastSets(
  db: Db,
  userId: string,
  dayId: string,
): Promise<Array<{ exerciseName: string; sets: LastSet[] }> | null> {
  const key = sql`d.exercise_keys[x.ord]`
  const rows = await queryRows<DayLastSetRow>(
    db,
    sql`select x.ord::int as "ord", x.exercise->>'name' as "exerciseName",
               ${lastSetColumns}
        from workout_days d
        cross join lateral jsonb_array_elements(d.exercises) with ordinality as x(exercise, ord)
        left join lateral (select coalesce(
          ${newestWith(sql`w.workout_day_id = ${dayId} and w.user_id = ${userId}`, key)},
          ${newestWith(sql`w.user_id = d.user_id`, key)}) as id) as last on true
        left join workout_sets s
          on s.workout_id = last.id and s.completed and s.exercise_key = ${key}
        where d.id = ${dayId} and d.user_id = ${userId}
        order by x.ord, s.set_number, s.created_at`,
  )
  if (rows.length === 0) return (await ownsDay(db, userId, dayId)) ? [] : null
  const byExercise = new Map<number, { exerciseName: string; sets: LastSet[] }>()
  for (const { ord, exerciseName, hasSet, ...set } of rows) {
    let entry = byExercise.get(ord)
    if (!entry) byExercise.set(ord, (entry = { exerciseName, sets: [] }))
    if (hasSet) entry.sets.push(withCanonicalWeights(set))
  }
  return [...byExercise.values()]
}

type BestRow = { ord: number; exerciseName: string; weight: number; reps: number }

/**
 * GET /api/workout-days/{dayId}/records (issue 12): per exercise of the day, the most reps of a
 * completed working set at each weight, over the lifter's completed workouts (one statement,
 * through the lifter's sets of each exercise); and the day's newest completed workout's volume.
 * Null when the day is not the lifter's.
 */
export async function findDayRecords(db: Db, userId: string, dayId: string) {
  if (!(await ownsDay(db, userId, dayId))) return null
  const [rows, last] = await Promise.all([
    queryRows<BestRow>(
      db,
      sql`select x.ord::int as "ord", x.exercise->>'name' as "exerciseName",
                 s.weight::float8 as "weight", max(s.reps)::int as "reps"
          from workout_days d
          cross join lateral jsonb_array_elements(d.exercises) with ordinality as x(exercise, ord)
          join workout_sets s
            on s.user_id = d.user_id and s.exercise_key = d.exercise_keys[x.ord]
              and ${sql.raw(countingSetSql)} and s.reps > 0
          join workouts w on w.id = s.workout_id and w.completed_at is not null
          where d.id = ${dayId} and d.user_id = ${userId}
          group by x.ord, x.exercise->>'name', s.weight
          order by x.ord, s.weight`,
    ),
    db
      .select({ volume: workouts.totalVolume })
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, userId),
          eq(workouts.workoutDayId, dayId),
          isNotNull(workouts.completedAt),
        ),
      )
      .orderBy(desc(workouts.completedAt), desc(workouts.id))
      .limit(1),
  ])
  const exercises = new Map<
    number,
    { exerciseName: string; bests: Array<{ weight: number; reps: number }> }
  >()
  for (const { ord, exerciseName, weight, reps } of rows) {
    let entry = exercises.get(ord)
    if (!entry) exercises.set(ord, (entry = { exerciseName, bests: [] }))
    entry.bests.push({ weight, reps })
  }
  return { lastVolume: last[0]?.volume ?? null, exercises: [...exercises.values()] }
}
