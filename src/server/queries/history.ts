import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import {
  WorkoutSummarySchema,
  type HistoryQuery,
  type WorkoutWithSets,
} from '#shared/contract/workouts.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedPerShape, preparedQuery, workoutsPerStatement, type Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { notFound } from '../lib/http-error.ts'
import { jsonWriterWithWritten } from '../lib/response-serializer.ts'
import { inCalendarDays } from './date-range.ts'
import { findPersonalRecords } from './exercise-figures.ts'
import { ownsDay } from './workout-days.ts'
import { setColumns, setOrder, toSet, toWorkout, workoutColumns } from './workouts.ts'

const param = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`

/** Which of history's optional conditions a request uses; one prepared statement per shape. */
type Shape = { cursor: 'none' | 'time' | 'row'; day: boolean; from: boolean; to: boolean }

function conditions(shape: Shape): SQL[] {
  const where: SQL[] = []
  // docs/product/nothing-lost.md: strictly after (before, beforeId) in (completedAt desc, id desc) order.
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

/**
 * A page of the lifter's completed workouts (docs/product/api.md, docs/product/nothing-lost.md),
 * its conditions besides the lifter's: filtered by day and date range, newest first by
 * (completedAt, id) (pageOrder) up to the limit; an index range scan
 * (workouts_user_completed_idx, or workouts_day_completed_idx for a day) that stops at the
 * page's end.
 */
const onPage = (shape: Shape) => [isNotNull(workouts.completedAt), ...conditions(shape)]
const pageOrder = [desc(workouts.completedAt), desc(workouts.id)]

/** One prepared statement per shape of a history request, named after `kind` and the shape. */
const perShape = <T>(kind: string, build: (db: Db, shape: Shape, name: string) => T) =>
  preparedPerShape(
    kind,
    (shape: Shape) =>
      `${shape.cursor}${shape.day ? '_day' : ''}${shape.from ? '_from' : ''}${shape.to ? '_to' : ''}`,
    build,
  )

/** A history request's shape and parameters; a day filter must be one of the lifter's days. */
async function historyRequest(db: Db, userId: string, query: HistoryQuery) {
  const { limit, before, beforeId, dayId, from, to, tz } = query
  if (dayId && !(await ownsDay(db, userId, dayId))) throw notFound('Workout day not found')
  const shape: Shape = {
    cursor: before ? (beforeId ? 'row' : 'time') : 'none',
    day: dayId !== undefined,
    from: from !== undefined,
    to: to !== undefined,
  }
  return { shape, params: { userId, limit, before, beforeId, dayId, from, to, tz } }
}

const pageStatement = perShape('history', (db, shape, name) =>
  db
    .select(workoutColumns)
    .from(workouts)
    .where(and(eq(workouts.userId, sql.placeholder('userId')), ...onPage(shape)))
    .orderBy(...pageOrder)
    .limit(sql.placeholder('limit'))
    .prepare(name),
)

/** A page of completed workouts (onPage). */
export async function completedPage(db: Db, userId: string, query: HistoryQuery) {
  const { shape, params } = await historyRequest(db, userId, query)
  return pageStatement(db, shape).execute(params)
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
    .where(
      and(
        sql`${workoutSets.workoutId} = any(${sql.placeholder('workoutIds')}::uuid[])`,
        eq(workoutSets.userId, sql.placeholder('userId')),
      ),
    )
    .orderBy(workoutSets.workoutId, ...setOrder)
    .prepare('history_page_sets'),
)

/** The sets of a page's workouts, a few workouts a statement where statements queue. */
async function pageSets(db: Db, userId: string, ids: string[]) {
  const size = workoutsPerStatement(db)
  if (ids.length <= size) return pageSetsQuery(db).execute({ userId, workoutIds: ids })
  const sets = []
  for (let at = 0; at < ids.length; at += size) {
    const workoutIds = ids.slice(at, at + size)
    sets.push(...(await pageSetsQuery(db).execute({ userId, workoutIds })))
  }
  return sets
}

/** A history page's workouts, their sets and their PR flags: three queries, the last two at once. */
async function pageWithSets(db: Db, userId: string, query: HistoryQuery) {
  const page = await completedPage(db, userId, query)
  if (page.length === 0) return { page, sets: [], records: new Set<string>() }
  const ids = page.map((w) => w.id)
  const [sets, records] = await Promise.all([
    pageSets(db, userId, ids),
    findPersonalRecords(db, userId, ids),
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
    const key = nameKey(row.exerciseName)
    if (row.completed && !workout.exercises.some((e) => nameKey(e.name) === key)) {
      workout.exercises.push({
        name: row.exerciseName,
        isPR: records.has(`${row.workoutId}:${key}`),
      })
    }
  }
  return [...byWorkout.values()]
}

/**
 * A history page with its workouts' exercises as their collapsed cards show them: the page
 * (onPage) with each workout's kept summary (workouts.exercise_summary, which the figures'
 * refresh aggregates from its figures), so the page reads no figures and no sets.
 */
const summaryStatement = perShape('summaries', (db, shape, name) =>
  db
    .select({ ...workoutColumns, exerciseSummary: workouts.exerciseSummary })
    .from(workouts)
    .where(and(eq(workouts.userId, sql.placeholder('userId')), ...onPage(shape)))
    .orderBy(...pageOrder)
    .limit(sql.placeholder('limit'))
    .prepare(name),
)

const writeSummary = jsonWriterWithWritten(WorkoutSummarySchema, 'exercises')

/**
 * GET /api/workout-summaries: a history page as its collapsed cards show them (summaryStatement),
 * as the JSON the route answers: each workout's exercises are kept written (decision 036), so
 * they are put in as they are, not parsed and written again. They are the page's sets reduced
 * by summarizeExercises (domain/workout-summary.ts), which the client still uses for an edited
 * workout; tests/api/history.test.ts holds the two to the same answer.
 */
export async function summaryPageJson(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<string> {
  const { shape, params } = await historyRequest(db, userId, query)
  const rows = await summaryStatement(db, shape).execute(params)
  const workouts = rows.map(({ exerciseSummary, ...workout }) =>
    writeSummary(toWorkout(workout), exerciseSummary ?? '[]'),
  )
  return `[${workouts.join(',')}]`
}
