import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { LastSet } from '#shared/contract/workout-sets.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedText, queryRows, type Db } from '../db/client.ts'
import { workouts } from '../db/schema.ts'
import { filterOnly } from './filter-only.ts'
import { countingSetSql, loadSql } from './set-figures.ts'
import { ownsDay } from './workout-days.ts'
import { withCanonicalWeights } from './workouts.ts'

/**
 * The newest completed workout with a completed set of the exercise keyed `key`, on day
 * `$1` of lifter `$2` (`onDay`) or on any day: one probe of the index of the figures kept per
 * completed workout and exercise (workout_exercise_figures_day_idx, _user_idx), so it reads no
 * sets (drafts' sets included: issue 46 measured last-sets slowing as drafts grew) and no
 * workout it does not answer, whatever the history. A generic plan is the same probe, so the
 * statements are prepared.
 */
const newestWith = (key: string, onDay: boolean) => `(
    select r.workout_id from workout_exercise_figures r
    where r.user_id = $2 and r.exercise_key = ${key}${onDay ? ' and r.workout_day_id = $1' : ''}
      and r.sets > 0
    order by r.completed_at desc, r.workout_id desc
    limit 1)`

/** That workout on the day, failing that on any day (coalesce runs the second only if needed). */
const lastWorkoutOf = (key: string) =>
  `coalesce(${newestWith(key, true)}, ${newestWith(key, false)})`

/** A last set's columns (LastSet) of `s`, with whether the row has one (outer joins). */
const LAST_SET_COLUMNS = `s.id is not null as "hasSet",
  s.set_number as "setNumber", s.weight::text as "weight", s.reps as "reps",
  s.is_warmup as "isWarmup", s.kind as "kind", s.rpe as "rpe", s.superset as "superset",
  s.additional_mode as "additionalMode",
  s.additional_weight::text as "additionalWeight", s.duration as "duration",
  s.distance::text as "distance", s.notes as "notes",
  s.created_at as "setCreatedAt"`
const COLUMNS = [
  'hasSet',
  'setNumber',
  'weight',
  'reps',
  'isWarmup',
  'kind',
  'rpe',
  'superset',
  'additionalMode',
  'additionalWeight',
  'duration',
  'distance',
  'notes',
]

/**
 * docs/product/api.md, docs/product/settled-details.md: the completed sets of the exercise keyed $3
 * (nameKey: names match case-insensitively) from the newest completed workout of day $1 that has
 * it; failing that, of any day; no row when day $1 is not lifter $2's. The sets are read by
 * (workout, exercise) (workout_sets_workout_exercise_idx), the lifter's condition a filter
 * (filter-only.ts): as an index condition the generic plan ANDed in every set the lifter has of
 * the exercise (workout_sets_user_exercise_idx), the drafts' too, so last-sets slowed as a draft
 * grew (issue 46).
 */
export const LAST_SETS_SQL = `select ${LAST_SET_COLUMNS}
  from workout_days d
  left join workout_sets s
    on s.workout_id = ${lastWorkoutOf('$3')} and ${filterOnly('s.user_id = $2')}
      and s.completed and s.exercise_key = $3
  where d.id = $1 and d.user_id = $2`

const lastSetsQuery = preparedText(
  'last_sets',
  LAST_SETS_SQL,
  ['dayId', 'userId', 'key'],
  COLUMNS,
  ['setNumber', 'setCreatedAt'],
)

/** LAST_SETS_SQL's answer: the sets, or null when the day is not the lifter's. */
export async function findLastSets(
  db: Db,
  userId: string,
  dayId: string,
  exerciseName: string,
): Promise<LastSet[] | null> {
  const key = nameKey(exerciseName)
  const rows = (await lastSetsQuery(db).execute({ dayId, userId, key })) as Array<
    LastSet & { hasSet: boolean }
  >
  if (rows.length === 0) return null
  return rows.flatMap(({ hasSet, ...set }) => (hasSet ? [withCanonicalWeights(set)] : []))
}

/**
 * GET /api/workout-days/{dayId}/last-sets: LAST_SETS_SQL for every exercise of day $1 of lifter
 * $2, in the day's order, in one statement (entering a session is one request). Each
 * exercise's sets through a lateral subquery that `offset 0` keeps a nested loop: one index
 * probe per exercise. Joined plainly, with PostgreSQL's guess of 100 exercises a day, a small
 * database got a hash join over a scan of every set (20 ms instead of 0.2; bench/plans.ts).
 */
export const DAY_LAST_SETS_SQL = `select x.ord::int as "ord", x.exercise->>'name' as "exerciseName",
    ${LAST_SET_COLUMNS}
  from workout_days d
  cross join lateral jsonb_array_elements(d.exercises) with ordinality as x(exercise, ord)
  left join lateral (
    select * from workout_sets s
    where s.workout_id = ${lastWorkoutOf('d.exercise_keys[x.ord]')} and ${filterOnly('s.user_id = $2')}
      and s.completed and s.exercise_key = d.exercise_keys[x.ord]
    offset 0
  ) as s on true
  where d.id = $1 and d.user_id = $2`

const dayLastSetsQuery = preparedText(
  'day_last_sets',
  DAY_LAST_SETS_SQL,
  ['dayId', 'userId'],
  ['ord', 'exerciseName', ...COLUMNS],
  ['ord', 'setNumber', 'setCreatedAt'],
)

type DayLastSetRow = LastSet & { ord: number; exerciseName: string; hasSet: boolean }

/** DAY_LAST_SETS_SQL's answer; null when the day is not the lifter's. */
export async function findDayLastSets(
  db: Db,
  userId: string,
  dayId: string,
): Promise<Array<{ exerciseName: string; sets: LastSet[] }> | null> {
  const rows = (await dayLastSetsQuery(db).execute({ dayId, userId })) as DayLastSetRow[]
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
 * completed working set at each load, over the lifter's completed workouts (one statement,
 * through the lifter's sets of each exercise); and the day's newest completed workout's volume.
 * The load is what records compare (docs/product/exercise-types.md): for a bodyweight type the
 * body weight its workout counted with the weight added or taken off, as kept on the workout's
 * figures (the type `k` and body weight `w` set-figures.ts loadSql reads). Null when the day is
 * not the lifter's.
 */
export async function findDayRecords(db: Db, userId: string, dayId: string) {
  if (!(await ownsDay(db, userId, dayId))) return null
  const [rows, last] = await Promise.all([
    queryRows<BestRow>(
      db,
      sql`select x.ord::int as "ord", x.exercise->>'name' as "exerciseName",
                 ${sql.raw(loadSql)}::float8 as "weight", max(s.reps)::int as "reps"
          from workout_days d
          cross join lateral jsonb_array_elements(d.exercises) with ordinality as x(exercise, ord)
          join workout_sets s
            on s.user_id = d.user_id and s.exercise_key = d.exercise_keys[x.ord]
              and ${sql.raw(countingSetSql)} and s.reps > 0
          join workout_exercise_figures f
            on f.workout_id = s.workout_id and f.exercise_key = s.exercise_key
              and f.user_id = d.user_id
          cross join lateral (select f.exercise_type as type) k
          cross join lateral (select f.body_weight) w
          where d.id = ${dayId} and d.user_id = ${userId}
          group by x.ord, x.exercise->>'name', 3
          order by x.ord, 3`,
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
