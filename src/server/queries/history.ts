import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { HistoryQuery, WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { summarizeExercises } from '#shared/domain/workout-summary.ts'
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

/** A history page's workouts, their sets and their PR flags: three queries, the last two at once. */
async function pageWithSets(db: Db, userId: string, query: HistoryQuery) {
  const page = await completedPage(db, userId, query)
  if (page.length === 0) return { page, sets: [], records: new Set<string>() }
  const ids = page.map((w) => w.id)
  const [sets, records] = await Promise.all([
    pageSetsQuery(db).execute({ workoutIds: ids }),
    findPersonalRecords(db, ids),
  ])
  return { page, sets, records }
}

/** GET /api/workouts-with-sets: a history page with its sets and PR flags, in three queries. */
export async function historyPage(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<WorkoutWithSets[]> {
  const { page, sets, records } = await pageWithSets(db, userId, query)
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

/**
 * GET /api/workout-summaries: a history page as its collapsed cards show it. The same three
 * queries as historyPage, the sets reduced here (summarizeExercises, shared with the client):
 * aggregating them in SQL (an ordered array_agg per figure) cost PostgreSQL 11 ms a page where
 * reading them costs 2.5. Exercises, their order and their names come out as historyPage's.
 */
export async function summaryPage(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<WorkoutSummary[]> {
  const { page, sets, records } = await pageWithSets(db, userId, query)
  const setsOf = new Map(page.map((w) => [w.id, [] as typeof sets]))
  for (const set of sets) setsOf.get(set.workoutId)!.push(set)
  return page.map((w) => ({
    ...toWorkout(w),
    exercises: summarizeExercises(setsOf.get(w.id)!, (key) => records.has(`${w.id}:${key}`)),
  }))
}
