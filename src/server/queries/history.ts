import { and, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { HistoryQuery, WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workoutExerciseRecords, workouts, workoutSets } from '../db/schema.ts'
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

/** A summary's set figures: a canonical decimal, as summarizeExercises answers them. */
const figures = (weight: string | null, reps: number | null) =>
  weight === null || reps === null ? null : { weight: String(Number(weight)), reps }

/**
 * The exercises of a page's workouts as their cards show them, kept per workout and exercise
 * by refreshRecords (personal-records.ts): one read by the primary key, no sets. Each
 * workout's exercises come in the reading order of its sets (setOrder).
 */
const pageExercisesQuery = preparedQuery((db) =>
  db
    .select({
      workoutId: workoutExerciseRecords.workoutId,
      name: workoutExerciseRecords.firstCompletedName,
      isPR: workoutExerciseRecords.isPr,
      completedSets: workoutExerciseRecords.sets,
      recordSetWeight: workoutExerciseRecords.recordSetWeight,
      recordSetReps: workoutExerciseRecords.recordSetReps,
      topSetWeight: workoutExerciseRecords.topSetWeight,
      topSetReps: workoutExerciseRecords.topSetReps,
    })
    .from(workoutExerciseRecords)
    .where(
      and(
        sql`${workoutExerciseRecords.workoutId} = any(${sql.placeholder('workoutIds')}::uuid[])`,
        gt(workoutExerciseRecords.sets, 0),
      ),
    )
    .orderBy(
      workoutExerciseRecords.workoutId,
      workoutExerciseRecords.firstSetAt,
      workoutExerciseRecords.firstCompletedNumber,
      workoutExerciseRecords.firstCompletedAt,
    )
    .prepare('history_page_exercises'),
)

/**
 * GET /api/workout-summaries: a history page as its collapsed cards show them, in two queries:
 * the page, then its exercises' figures kept in workout_exercise_records. The answer is the
 * page's sets reduced by summarizeExercises (domain/workout-summary.ts), which the client
 * still uses for an edited workout; tests/api/history.test.ts holds the two to the same answer.
 */
export async function summaryPage(
  db: Db,
  userId: string,
  query: HistoryQuery,
): Promise<WorkoutSummary[]> {
  const page = await completedPage(db, userId, query)
  if (page.length === 0) return []
  const rows = await pageExercisesQuery(db).execute({ workoutIds: page.map((w) => w.id) })
  const exercisesOf = new Map(page.map((w) => [w.id, [] as WorkoutSummary['exercises']]))
  for (const row of rows) {
    exercisesOf.get(row.workoutId)!.push({
      name: row.name!,
      isPR: row.isPR,
      completedSets: row.completedSets,
      recordSet: figures(row.recordSetWeight, row.recordSetReps),
      topSet: figures(row.topSetWeight, row.topSetReps),
    })
  }
  return page.map((w) => ({ ...toWorkout(w), exercises: exercisesOf.get(w.id)! }))
}
