import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import type { Progress, ProgressQuery } from '#shared/contract/progress.ts'
import { progressBests } from '#shared/domain/progress.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedPerShape, type Db } from '../db/client.ts'
import { workoutExerciseFigures as records } from '../db/schema.ts'
import { inCalendarDays } from './date-range.ts'

/** docs/product/progress-and-gym-floor.md: numbers rounded to 0.1. */
export const tenth = (value: number) => Math.round(value * 10) / 10

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
