import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { ExerciseRecord, Progress, ProgressQuery } from '#shared/contract/progress.ts'
import { hasLoad, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { progressBests } from '#shared/domain/progress.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedPerShape, preparedQuery, type Db } from '../db/client.ts'
import { workoutExerciseFigures as records } from '../db/schema.ts'
import { inCalendarDays } from './date-range.ts'
import { figureExercisesSql } from './exercise-figures.ts'

/** docs/product/progress-and-gym-floor.md: numbers rounded to 0.1. */
const tenth = (value: number) => Math.round(value * 10) / 10

/** Which of a progress request's optional parts it uses; one prepared statement per shape. */
type ProgressShape = { from: boolean; to: boolean; last: boolean }

/**
 * The statement behind readProgress, prepared (round five, docs/performance.md): building it
 * with drizzle for every request cost the app more than running it, and PostgreSQL parsed and
 * planned it every time. Its generic plan is the (user, exercise, completedAt) index's range.
 */
const progressStatement = preparedPerShape(
  'progress',
  (shape: ProgressShape) =>
    [shape.from && 'from', shape.to && 'to', shape.last && 'last'].filter(Boolean).join('_') ||
    'all',
  (db, shape, name) => {
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
        duration: records.longestDuration,
        distance: records.totalDistance,
        bodyWeight: records.bodyWeight,
      })
      .from(records)
      .where(
        and(
          eq(records.userId, sql.placeholder('userId')),
          eq(records.exerciseKey, sql.placeholder('exerciseKey')),
          gt(records.countingSets, 0),
          inCalendarDays(records.completedAt, {
            from: shape.from ? sql.placeholder('from') : undefined,
            to: shape.to ? sql.placeholder('to') : undefined,
            tz: sql.placeholder('tz'),
          }),
        ),
      )
    return (
      shape.last
        ? query
            .orderBy(desc(records.completedAt), desc(records.workoutId))
            .limit(sql.placeholder('last'))
        : query.orderBy(asc(records.completedAt), asc(records.workoutId))
    ).prepare(name)
  },
)

/**
 * GET /api/progress/{exerciseName}: the lifter's completed workouts with counting sets of the
 * exercise, oldest first, counted as its type (docs/product/exercise-types.md); with `last`, the
 * newest `last` of them. Read from the materialised per-workout figures by the (user, exercise,
 * completedAt) index, newest first when only the last are asked: the cost is the points
 * answered, not the history kept.
 */
export async function readProgress(
  db: Db,
  userId: string,
  exerciseName: string,
  { last, from, to, tz }: ProgressQuery,
): Promise<Progress> {
  const shape = { from: from !== undefined, to: to !== undefined, last: last !== undefined }
  const selected = await progressStatement(db, shape).execute({
    userId,
    exerciseKey: nameKey(exerciseName),
    from,
    to,
    tz,
    last,
  })
  const rows = last ? selected.toReversed() : selected
  const points = rows.map((row) => ({
    workoutId: row.workoutId,
    date: row.completedAt.toISOString(),
    e1rm: tenth(row.e1rm),
    topWeight: tenth(row.topWeight),
    topReps: row.topReps,
    volume: tenth(Number(row.volume)),
    sets: row.sets,
    duration: row.duration,
    distance: row.distance === null ? null : tenth(Number(row.distance)),
    bodyWeight: row.bodyWeight === null ? null : tenth(Number(row.bodyWeight)),
  }))
  return {
    exerciseName: rows.at(-1)?.exerciseName || exerciseName,
    points,
    best: progressBests(points),
  }
}

const userIdParam = sql.placeholder('userId')

/**
 * GET /api/records: per exercise with completed sets, its type and all-time bests with their
 * workouts and dates, most recently trained first: the best e1RM, the heaviest set and the best
 * workout volume (the types with a load), the longest time, the longest distance and the most
 * reps (the types that have them, docs/product/exercise-types.md). The exercises come from a skip scan of the (user, exercise)
 * index and each figure from one probe of its own index, so the cost follows the number of
 * exercises, not the length of the history; the probes a type has no use for are not made.
 * Prepared (issue 35): planning this statement cost PostgreSQL about as much as running it
 * (0.26–0.46 ms against 0.29–0.54 ms in EXPLAIN ANALYZE); its generic plan is the same
 * lookups by key, so it holds for every lifter.
 */
const recordsQuery = preparedQuery((db) => {
  const field = <T>(name: string) => sql<T>`${sql.identifier(name)}`
  const loads = sql.raw(`last.exercise_type in ('weight_reps', 'bodyweight_reps', 'assisted_reps')`)
  return db
    .select({
      exerciseName: field<string>('exerciseName'),
      type: field<ExerciseType>('type'),
      lastTrainedAt: field<string | Date>('lastTrainedAt'),
      e1rm: field<number | null>('e1rm'),
      e1rmWorkoutId: field<string>('e1rmWorkoutId'),
      e1rmAt: field<string | Date>('e1rmAt'),
      topWeight: field<number>('topWeight'),
      topReps: field<number>('topReps'),
      topWorkoutId: field<string>('topWorkoutId'),
      topAt: field<string | Date>('topAt'),
      volume: field<number | string>('volume'),
      volumeWorkoutId: field<string>('volumeWorkoutId'),
      volumeAt: field<string | Date>('volumeAt'),
      longest: field<number | null>('longest'),
      longestWeight: field<number | string>('longestWeight'),
      longestWorkoutId: field<string>('longestWorkoutId'),
      longestAt: field<string | Date>('longestAt'),
      farthest: field<number | string | null>('farthest'),
      farthestDuration: field<number | null>('farthestDuration'),
      farthestWorkoutId: field<string>('farthestWorkoutId'),
      farthestAt: field<string | Date>('farthestAt'),
      mostReps: field<number | string | null>('mostReps'),
      mostRepsWorkoutId: field<string>('mostRepsWorkoutId'),
      mostRepsAt: field<string | Date>('mostRepsAt'),
    })
    .from(
      sql`(
    ${figureExercisesSql(userIdParam)}
    select exercise.key, last.exercise_name as "exerciseName", last.exercise_type as "type",
           last.completed_at as "lastTrainedAt",
           e.best as "e1rm", e.workout_id as "e1rmWorkoutId", e.completed_at as "e1rmAt",
           h.top_weight as "topWeight", h.top_reps as "topReps",
           h.workout_id as "topWorkoutId", h.completed_at as "topAt",
           v.volume as "volume", v.workout_id as "volumeWorkoutId", v.completed_at as "volumeAt",
           l.longest_duration as "longest", l.longest_weight as "longestWeight",
           l.workout_id as "longestWorkoutId", l.completed_at as "longestAt",
           d.farthest_distance as "farthest", d.farthest_duration as "farthestDuration",
           d.workout_id as "farthestWorkoutId", d.completed_at as "farthestAt",
           m.score as "mostReps", m.workout_id as "mostRepsWorkoutId",
           m.completed_at as "mostRepsAt"
    from exercise
    cross join lateral (
      select r.exercise_name, r.exercise_type, r.completed_at from workout_exercise_figures r
      where r.user_id = ${userIdParam} and r.exercise_key = exercise.key and r.sets > 0
      order by r.completed_at desc limit 1
    ) as last
    left join lateral (
      select r.best, r.workout_id, r.completed_at from workout_exercise_figures r
      where ${loads} and r.user_id = ${userIdParam} and r.exercise_key = exercise.key
        and r.sets > 0
      order by r.best desc, r.completed_at limit 1
    ) as e on true
    left join lateral (
      select r.top_weight, r.top_reps, r.workout_id, r.completed_at from workout_exercise_figures r
      where ${loads} and r.user_id = ${userIdParam} and r.exercise_key = exercise.key
        and r.sets > 0
      order by r.top_weight desc, r.top_reps desc, r.completed_at limit 1
    ) as h on true
    left join lateral (
      select r.volume, r.workout_id, r.completed_at from workout_exercise_figures r
      where ${loads} and r.user_id = ${userIdParam} and r.exercise_key = exercise.key
        and r.sets > 0
      order by r.volume desc, r.completed_at limit 1
    ) as v on true
    left join lateral (
      select r.longest_duration, r.longest_weight, r.workout_id, r.completed_at
      from workout_exercise_figures r
      where last.exercise_type = 'duration' and r.user_id = ${userIdParam}
        and r.exercise_key = exercise.key and r.longest_duration is not null
      order by r.longest_duration desc, r.longest_weight desc, r.completed_at limit 1
    ) as l on true
    left join lateral (
      select r.farthest_distance, r.farthest_duration, r.workout_id, r.completed_at
      from workout_exercise_figures r
      where last.exercise_type in ('distance_duration', 'weight_distance')
        and r.user_id = ${userIdParam} and r.exercise_key = exercise.key
        and r.farthest_distance is not null
      order by r.farthest_distance desc, r.completed_at limit 1
    ) as d on true
    left join lateral (
      select r.score, r.workout_id, r.completed_at from workout_exercise_figures r
      where last.exercise_type = 'reps_only' and r.exercise_type = 'reps_only'
        and r.user_id = ${userIdParam} and r.exercise_key = exercise.key and r.score > 0
      order by r.score desc, r.completed_at limit 1
    ) as m on true
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
  return rows.map((row) => {
    const load = hasLoad(row.type)
    return {
      exerciseName: row.exerciseName,
      type: row.type,
      lastTrainedAt: at(row.lastTrainedAt),
      e1rm:
        load && row.e1rm !== null
          ? { value: tenth(Number(row.e1rm)), workoutId: row.e1rmWorkoutId, date: at(row.e1rmAt) }
          : null,
      heaviest:
        load && row.e1rm !== null
          ? {
              weight: tenth(Number(row.topWeight)),
              reps: Number(row.topReps),
              workoutId: row.topWorkoutId,
              date: at(row.topAt),
            }
          : null,
      volume:
        load && row.e1rm !== null
          ? {
              value: tenth(Number(row.volume)),
              workoutId: row.volumeWorkoutId,
              date: at(row.volumeAt),
            }
          : null,
      longest:
        row.longest === null
          ? null
          : {
              duration: Number(row.longest),
              weight: tenth(Number(row.longestWeight)),
              workoutId: row.longestWorkoutId,
              date: at(row.longestAt),
            },
      farthest:
        row.farthest === null
          ? null
          : {
              distance: Number(row.farthest),
              duration: row.farthestDuration === null ? null : Number(row.farthestDuration),
              workoutId: row.farthestWorkoutId,
              date: at(row.farthestAt),
            },
      mostReps:
        row.mostReps === null
          ? null
          : {
              reps: Number(row.mostReps),
              workoutId: row.mostRepsWorkoutId,
              date: at(row.mostRepsAt),
            },
    }
  })
}
