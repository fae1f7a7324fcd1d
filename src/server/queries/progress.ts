import { and, asc, desc, eq, gt, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { DateRangeQuery } from '#shared/contract/common.ts'
import type { ExerciseRecord, Progress } from '#shared/contract/progress.ts'
import { progressBests } from '#shared/domain/progress.ts'
import type { Db } from '../db/client.ts'
import { workoutExerciseRecords as records } from '../db/schema.ts'
import { inCalendarDays } from './date-range.ts'

/** decisions.md §10: numbers rounded to 0.1. */
const tenth = (value: number) => Math.round(value * 10) / 10

/**
 * GET /api/progress/{exerciseName}: the lifter's completed workouts with completed working sets
 * of the exercise, oldest first. Read from the materialised per-workout figures by the
 * (user, exercise, completedAt) index: the cost is the points answered, not the history kept.
 */
export async function readProgress(
  db: Db,
  userId: string,
  exerciseName: string,
  range: DateRangeQuery,
): Promise<Progress> {
  const rows = await db
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
        eq(records.exerciseKey, exerciseName.toLowerCase()),
        gt(records.workingSets, 0),
        inCalendarDays(records.completedAt, range),
      ),
    )
    .orderBy(asc(records.completedAt), asc(records.workoutId))
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

/** The first value of `column` over the group's rows in `order` (an arg-max in one pass). */
const firstBy = <T>(column: SQLWrapper, order: SQL) =>
  sql<T>`(array_agg(${column} order by ${order}))[1]`

const byE1rm = sql`${records.best} desc, ${records.completedAt}`
const byTopSet = sql`${records.topWeight} desc, ${records.topReps} desc, ${records.completedAt}`
const byVolume = sql`${records.volume} desc, ${records.completedAt}`
const iso = (column: SQLWrapper) => sql`to_json(${column})#>>'{}'`

/**
 * GET /api/records: per exercise with completed sets, the best e1RM, the heaviest set and the
 * best workout volume with their workouts and dates, most recently trained first. One grouped
 * read of the lifter's materialised figures.
 */
export async function readRecords(db: Db, userId: string): Promise<ExerciseRecord[]> {
  const lastTrainedAt = sql<Date>`max(${records.completedAt})`
  const rows = await db
    .select({
      exerciseName: firstBy<string>(records.exerciseName, sql`${records.completedAt} desc`),
      lastTrainedAt: sql<string>`to_json(${lastTrainedAt})#>>'{}'`,
      e1rm: sql<number>`max(${records.best})`,
      e1rmWorkoutId: firstBy<string>(records.workoutId, byE1rm),
      e1rmAt: firstBy<string>(iso(records.completedAt), byE1rm),
      topWeight: firstBy<number>(records.topWeight, byTopSet),
      topReps: firstBy<number>(records.topReps, byTopSet),
      topWorkoutId: firstBy<string>(records.workoutId, byTopSet),
      topAt: firstBy<string>(iso(records.completedAt), byTopSet),
      volume: sql<number>`max(${records.volume})`,
      volumeWorkoutId: firstBy<string>(records.workoutId, byVolume),
      volumeAt: firstBy<string>(iso(records.completedAt), byVolume),
    })
    .from(records)
    .where(and(eq(records.userId, userId), gt(records.sets, 0)))
    .groupBy(records.exerciseKey)
    .orderBy(desc(lastTrainedAt), records.exerciseKey)
  const at = (date: string) => new Date(date).toISOString()
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
