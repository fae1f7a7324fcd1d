import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { ExerciseRecord, Progress, ProgressQuery } from '#shared/contract/progress.ts'
import { progressBests } from '#shared/domain/progress.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workoutExerciseRecords as records } from '../db/schema.ts'
import { inCalendarDays } from './date-range.ts'

/** docs/product/progress-and-gym-floor.md: numbers rounded to 0.1. */
const tenth = (value: number) => Math.round(value * 10) / 10

/**
 * GET /api/progress/{exerciseName}: the lifter's completed workouts with completed working sets
 * of the exercise, oldest first; with `last`, the newest `last` of them. Read from the
 * materialised per-workout figures by the (user, exercise, completedAt) index, newest first when
 * only the last are asked: the cost is the points answered, not the history kept.
 */
export async function readProgress(
  db: Db,
  userId: string,
  exerciseName: string,
  { last, ...range }: ProgressQuery,
): Promise<Progress> {
  const query = db
    .select({
      workoutId: records.workoutId,
      completedAt: records.completedAt,
      exerciseName: records.exerciseName,
      e1rm: records.best,
      topWeight: records.topWeight,
      topReps: records.topReps,
      volume: records.volume,
      sets: records.sets,
    })
    .from(records)
    .where(
      and(
        eq(records.userId, userId),
        eq(records.exerciseKey, nameKey(exerciseName)),
        gt(records.workingSets, 0),
        inCalendarDays(records.completedAt, range),
      ),
    )
  const rows = last
    ? (
        await query.orderBy(desc(records.completedAt), desc(records.workoutId)).limit(last)
      ).toReversed()
    : await query.orderBy(asc(records.completedAt), asc(records.workoutId))
  const points = rows.map((row) => ({
    workoutId: row.workoutId,
    date: row.completedAt.toISOString(),
    e1rm: tenth(row.e1rm),
    topWeight: tenth(row.topWeight),
    topReps: row.topReps,
    volume: tenth(row.volume),
    sets: row.sets,
  }))
  return {
    exerciseName: rows.at(-1)?.exerciseName || exerciseName,
    points,
    best: progressBests(points),
  }
}

const userIdParam = sql.placeholder('userId')

/**
 * GET /api/records: per exercise with completed sets, the best e1RM, the heaviest set and the
 * best workout volume with their workouts and dates, most recently trained first. The
 * exercises come from a skip scan of the (user, exercise) index and each figure from one probe
 * of its own index, so the cost follows the number of exercises, not the length of the history.
 * Prepared (issue 35): planning this statement cost PostgreSQL about as much as running it
 * (0.26–0.46 ms against 0.29–0.54 ms in EXPLAIN ANALYZE); its generic plan is the same
 * lookups by key, so it holds for every lifter.
 */
const recordsQuery = preparedQuery((db) => {
  const field = <T>(name: string) => sql<T>`${sql.identifier(name)}`
  return db
    .select({
      exerciseName: field<string>('exerciseName'),
      lastTrainedAt: field<string | Date>('lastTrainedAt'),
      e1rm: field<number>('e1rm'),
      e1rmWorkoutId: field<string>('e1rmWorkoutId'),
      e1rmAt: field<string | Date>('e1rmAt'),
      topWeight: field<number>('topWeight'),
      topReps: field<number>('topReps'),
      topWorkoutId: field<string>('topWorkoutId'),
      topAt: field<string | Date>('topAt'),
      volume: field<number>('volume'),
      volumeWorkoutId: field<string>('volumeWorkoutId'),
      volumeAt: field<string | Date>('volumeAt'),
    })
    .from(
      sql`(
    with recursive exercise(key) as (
      (select exercise_key from workout_exercise_records
       where user_id = ${userIdParam} order by exercise_key limit 1)
      union all
      select (select r.exercise_key from workout_exercise_records r
              where r.user_id = ${userIdParam} and r.exercise_key > exercise.key
              order by r.exercise_key limit 1)
      from exercise where exercise.key is not null
    )
    select exercise.key, last.exercise_name as "exerciseName", last.completed_at as "lastTrainedAt",
           e.best as "e1rm", e.workout_id as "e1rmWorkoutId", e.completed_at as "e1rmAt",
           h.top_weight as "topWeight", h.top_reps as "topReps",
           h.workout_id as "topWorkoutId", h.completed_at as "topAt",
           v.volume as "volume", v.workout_id as "volumeWorkoutId", v.completed_at as "volumeAt"
    from exercise
    cross join lateral (
      select r.exercise_name, r.completed_at from workout_exercise_records r
      where r.user_id = ${userIdParam} and r.exercise_key = exercise.key and r.sets > 0
      order by r.completed_at desc limit 1
    ) as last
    cross join lateral (
      select r.best, r.workout_id, r.completed_at from workout_exercise_records r
      where r.user_id = ${userIdParam} and r.exercise_key = exercise.key and r.sets > 0
      order by r.best desc, r.completed_at limit 1
    ) as e
    cross join lateral (
      select r.top_weight, r.top_reps, r.workout_id, r.completed_at from workout_exercise_records r
      where r.user_id = ${userIdParam} and r.exercise_key = exercise.key and r.sets > 0
      order by r.top_weight desc, r.top_reps desc, r.completed_at limit 1
    ) as h
    cross join lateral (
      select r.volume, r.workout_id, r.completed_at from workout_exercise_records r
      where r.user_id = ${userIdParam} and r.exercise_key = exercise.key and r.sets > 0
      order by r.volume desc, r.completed_at limit 1
    ) as v
    where exercise.key is not null
  ) as records`,
    )
    .orderBy(sql`"lastTrainedAt" desc, "key"`)
    .prepare('records')
})

export async function readRecords(db: Db, userId: string): Promise<ExerciseRecord[]> {
  const rows = await recordsQuery(db).execute({ userId })
  // Drivers differ: node-postgres gives Dates, PGlite may give strings.
  const at = (date: string | Date) => new Date(date).toISOString()
  return rows.map((row) => ({
    exerciseName: row.exerciseName,
    lastTrainedAt: at(row.lastTrainedAt),
    e1rm: { value: tenth(Number(row.e1rm)), workoutId: row.e1rmWorkoutId, date: at(row.e1rmAt) },
    heaviest: {
      weight: tenth(Number(row.topWeight)),
      reps: Number(row.topReps),
      workoutId: row.topWorkoutId,
      date: at(row.topAt),
    },
    volume: {
      value: tenth(Number(row.volume)),
      workoutId: row.volumeWorkoutId,
      date: at(row.volumeAt),
    },
  }))
}
