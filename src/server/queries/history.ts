import { and, desc, eq, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { HistoryQuery, WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { notFound } from '../lib/http-error.ts'
import { inCalendarDays } from './date-range.ts'
import { findPersonalRecords } from './personal-records.ts'
import { ownsDay } from './workout-days.ts'
import { setColumns, setOrder, toSet, toWorkout, workoutColumns } from './workouts.ts'

const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`

/** Which of history's optional conditions a request uses; one prepared statement per shape. */
type Shape = { cursor: 'none' | 'time' | 'row'; day: boolean; from: boolean; to: boolean }

function conditions(shape: Shape): SQL[] {
  const where: SQL[] = []
  // decisions.md §8: strictly after (before, beforeId) in (completedAt desc, id desc) order.
  if (shape.cursor === 'row') {
    where.push(
      sql`(${workouts.completedAt}, ${workouts.id}) < (${param('before', 'timestamptz')}, ${param('beforeId', 'uuid')})`,
    )
  }
  if (shape.cursor === 'time') {
    where.push(sql`${workouts.completedAt} < ${param('before', 'timestamptz')}`)
  }
  if (shape.day) where.push(eq(workouts.workoutDayId, sql.placeholder('dayId')))
  where.push(
    inCalendarDays(workouts.completedAt, {
      from: shape.from ? sql.placeholder('from') : undefined,
      to: shape.to ? sql.placeholder('to') : undefined,
      tz: sql.placeholder('tz'),
    }),
  )
  return where
}

const pageQueries = new Map<string, ReturnType<typeof pageQuery>>()
const pageQuery = (shape: Shape, name: string) =>
  preparedQuery((db) =>
    db
      .select(workoutColumns)
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, sql.placeholder('userId')),
          isNotNull(workouts.completedAt),
          ...conditions(shape),
        ),
      )
      .orderBy(desc(workouts.completedAt), desc(workouts.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  )

/**
 * decisions.md §4/§8: a page of completed workouts, newest first by (completedAt, id), filtered
 * by day and date range; an index range scan (workouts_user_completed_idx, or
 * workouts_day_completed_idx for a day) that stops at the page's end.
 */
export async function completedPage(db: Db, userId: string, query: HistoryQuery) {
  const { limit, before, beforeId, dayId, from, to, tz } = query
  if (dayId && !(await ownsDay(db, userId, dayId))) throw notFound('Workout day not found')
  const shape: Shape = {
    cursor: before ? (beforeId ? 'row' : 'time') : 'none',
    day: dayId !== undefined,
    from: from !== undefined,
    to: to !== undefined,
  }
  const name = `history_${shape.cursor}${shape.day ? '_day' : ''}${shape.from ? '_from' : ''}${shape.to ? '_to' : ''}`
  let prepared = pageQueries.get(name)
  if (!prepared) pageQueries.set(name, (prepared = pageQuery(shape, name)))
  return prepared(db).execute({ userId, limit, before, beforeId, dayId, from, to, tz })
}

/** GET /api/workouts. */
export async function listCompleted(db: Db, userId: string, query: HistoryQuery) {
  return (await completedPage(db, userId, query)).map(toWorkout)
}

/** The sets of a history page's workouts, in reading order. */
const pageSetsQuery = preparedQuery((db) =>
  db
    .select(setColumns)
    .from(workoutSets)
    .where(sql`${workoutSets.workoutId} = any(${sql.placeholder('workoutIds')}::uuid[])`)
    .orderBy(workoutSets.workoutId, ...setOrder)
    .prepare('history_page_sets'),
)

/** GET /api/workouts-with-sets: a history page with its sets and PR flags, in three queries. */
export async function historyPage(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<WorkoutWithSets[]> {
  const page = await completedPage(db, userId, query)
  if (page.length === 0) return []
  const ids = page.map((w) => w.id)
  const [sets, records] = await Promise.all([
    pageSetsQuery(db).execute({ workoutIds: ids }),
    findPersonalRecords(db, ids),
  ])
  const byWorkout = new Map<string, WorkoutWithSets>(
    page.map((w) => [w.id, { ...toWorkout(w), sets: [], exercises: [] }]),
  )
  for (const row of sets) {
    const workout = byWorkout.get(row.workoutId)!
    workout.sets.push(toSet(row))
    const key = row.exerciseName.toLowerCase()
    if (row.completed && !workout.exercises.some((e) => e.name.toLowerCase() === key)) {
      workout.exercises.push({
        name: row.exerciseName,
        isPR: records.has(`${row.workoutId}:${key}`),
      })
    }
  }
  return [...byWorkout.values()]
}

const working = sql`${workoutSets.completed} and not ${workoutSets.isWarmup}`
const inSetOrder = sql`${workoutSets.setNumber}, ${workoutSets.createdAt}`
// Epley in double precision, as the client computes it (domain/volume.ts), so ties fall alike.
const recordOrder = sql`case when ${workoutSets.reps} > 0
  then ${workoutSets.weight}::float8 * (1 + ${workoutSets.reps}::float8 / 30) else 0 end desc, ${inSetOrder}`
const topOrder = sql`${workoutSets.weight} desc, ${workoutSets.reps} desc, ${inSetOrder}`
/** The column of the exercise's first completed working set in `order` (null without one). */
const firstWorking = <T>(column: SQLWrapper, order: SQL) =>
  sql<T | null>`(array_agg(${column} order by ${order}) filter (where ${working}))[1]`

/**
 * Each page workout's exercises with a completed set, in historyPage's order (first logged
 * first), named as historyPage names them (the first completed set's spelling), with their
 * completed sets counted: the sets are read in the database and never leave it.
 */
const pageExercisesQuery = preparedQuery((db) =>
  db
    .select({
      workoutId: workoutSets.workoutId,
      name: sql<string>`(array_agg(${workoutSets.exerciseName} order by ${workoutSets.setNumber}, ${workoutSets.createdAt}) filter (where ${workoutSets.completed}))[1]`,
      completedSets: sql<number>`(count(*) filter (where ${workoutSets.completed}))::int`,
      recordWeight: firstWorking<string>(workoutSets.weight, recordOrder),
      recordReps: firstWorking<number>(workoutSets.reps, recordOrder),
      topWeight: firstWorking<string>(workoutSets.weight, topOrder),
      topReps: firstWorking<number>(workoutSets.reps, topOrder),
    })
    .from(workoutSets)
    .where(sql`${workoutSets.workoutId} = any(${sql.placeholder('workoutIds')}::uuid[])`)
    .groupBy(workoutSets.workoutId, sql`lower(${workoutSets.exerciseName})`)
    .having(sql`bool_or(${workoutSets.completed})`)
    .orderBy(
      workoutSets.workoutId,
      sql`min(${workoutSets.createdAt})`,
      sql`min(${workoutSets.setNumber}) filter (where ${workoutSets.completed})`,
      sql`lower(${workoutSets.exerciseName})`,
    )
    .prepare('history_page_exercises'),
)

/** GET /api/workout-summaries: a history page as its collapsed cards show it, in three queries. */
export async function summaryPage(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<WorkoutSummary[]> {
  const page = await completedPage(db, userId, query)
  if (page.length === 0) return []
  const ids = page.map((w) => w.id)
  // The PR flags by their own indexed read: folded into the aggregate as a subquery, PostgreSQL
  // hashed every lifter's PR rows instead of probing the page's.
  const [exercises, records] = await Promise.all([
    pageExercisesQuery(db).execute({ workoutIds: ids }),
    findPersonalRecords(db, ids),
  ])
  const byWorkout = new Map<string, WorkoutSummary>(
    page.map((w) => [w.id, { ...toWorkout(w), exercises: [] }]),
  )
  const figures = (weight: string | null, reps: number | null) =>
    weight === null ? null : { weight: String(Number(weight)), reps: Number(reps) }
  for (const row of exercises) {
    byWorkout.get(row.workoutId)!.exercises.push({
      name: row.name,
      isPR: records.has(`${row.workoutId}:${row.name.toLowerCase()}`),
      completedSets: row.completedSets,
      recordSet: figures(row.recordWeight, row.recordReps),
      topSet: figures(row.topWeight, row.topReps),
    })
  }
  return [...byWorkout.values()]
}
