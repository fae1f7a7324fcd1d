import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  CreateWorkoutDayBody,
  ExerciseTemplate,
  UpdateWorkoutDayBody,
  WorkoutDay,
} from '#shared/contract/workout-days.ts'
import { MAX_ACCOUNT_DAYS, MAX_DAY_EXERCISES } from '#shared/domain/day-limits.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { users, workoutDays, workouts } from '../db/schema.ts'
import { badRequest, conflict, notFound } from '../lib/http-error.ts'
import { iso, isoOrNull } from '../lib/timestamps.ts'
import { filterOnly } from './filter-only.ts'

const dayColumns = {
  id: workoutDays.id,
  name: workoutDays.name,
  icon: workoutDays.icon,
  archived: workoutDays.archived,
  exercises: workoutDays.exercises,
  updatedAt: workoutDays.updatedAt,
  // docs/product/api.md: the completion time of the day's newest completed workout, the first
  // entry of workouts_day_completed_idx (the lifter's condition a filter: filter-only.ts).
  // Written out in full: drizzle leaves columns unqualified in single-table selects.
  lastWorkout: sql<Date | null>`(
    select max(w.completed_at) from workouts w
    where w.workout_day_id = workout_days.id
      and ${filterOnly(sql`w.user_id = workout_days.user_id`)}
      and w.completed_at is not null
  )`.mapWith(workouts.completedAt),
}

type DayRow = Omit<WorkoutDay, 'lastWorkout' | 'updatedAt'> & {
  lastWorkout: Date | null
  updatedAt: Date
}
const toDay = (row: DayRow): WorkoutDay => ({
  ...row,
  updatedAt: iso(row.updatedAt),
  lastWorkout: isoOrNull(row.lastWorkout),
})

/** Every change moves updatedAt forward, by at least a millisecond, so no two versions share one. */
const nextUpdatedAt = sql`greatest(now(), ${workoutDays.updatedAt} + interval '1 millisecond')`

/**
 * A day's exercises as stored: the list and each name's key in its order (docs/product/
 * trust-tokens-and-values.md: SQL compares `exercise_keys[n]`, never the name). Every write of a
 * day's list goes through this; the table's check refuses a list without its keys.
 */
export const dayExerciseColumns = (exercises: ExerciseTemplate[]) => ({
  exercises,
  exerciseKeys: exercises.map((exercise) => nameKey(exercise.name)),
})

const owned = (userId: string, id: string) =>
  and(eq(workoutDays.id, id), eq(workoutDays.userId, userId))

export async function findDay(db: Db, userId: string, id: string): Promise<WorkoutDay> {
  const [row] = await db.select(dayColumns).from(workoutDays).where(owned(userId, id))
  if (!row) throw notFound('Workout day not found')
  return toDay(row)
}

/** Several of the lifter's days, in creation order. */
export async function findDays(db: Db, userId: string, ids: string[]): Promise<WorkoutDay[]> {
  const rows = await db
    .select(dayColumns)
    .from(workoutDays)
    .where(and(inArray(workoutDays.id, ids), eq(workoutDays.userId, userId)))
    .orderBy(asc(workoutDays.seq))
  return rows.map(toDay)
}

// Home and the session screen ask for the days on every visit: prepared once each.
const listDaysQuery = (includeArchived: boolean) =>
  preparedQuery((db) =>
    db
      .select(dayColumns)
      .from(workoutDays)
      .where(
        and(
          eq(workoutDays.userId, sql.placeholder('userId')),
          includeArchived ? undefined : eq(workoutDays.archived, false),
        ),
      )
      .orderBy(asc(workoutDays.seq))
      .prepare(includeArchived ? 'list_all_workout_days' : 'list_workout_days'),
  )
const listDays = { all: listDaysQuery(true), active: listDaysQuery(false) }

/** The lifter's days in creation order, archived ones too when asked. */
export async function listWorkoutDays(
  db: Db,
  userId: string,
  includeArchived: boolean,
): Promise<WorkoutDay[]> {
  const rows = await (includeArchived ? listDays.all : listDays.active)(db).execute({ userId })
  return rows.map(toDay)
}

const ownedDayQuery = preparedQuery((db) =>
  db
    .select({ id: workoutDays.id })
    .from(workoutDays)
    .where(
      and(
        eq(workoutDays.id, sql.placeholder('dayId')),
        eq(workoutDays.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('owned_workout_day'),
)

/** Whether the day exists and is the lifter's. */
export async function ownsDay(db: Db, userId: string, dayId: string): Promise<boolean> {
  const [day] = await ownedDayQuery(db).execute({ userId, dayId })
  return day !== undefined
}

/**
 * docs/product/trust-tokens-and-values.md: an account holds at most MAX_ACCOUNT_DAYS days, by
 * any route (a create, a share accepted, a program started, a restore): 409 when `adding` more
 * would pass it. Counted under a lock on the lifter's row, so two writes at once cannot both
 * pass the count; called in the transaction that adds the days.
 */
export async function makeRoomForDays(tx: Db, userId: string, adding: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
  const [row] = await tx
    .select({ held: count() })
    .from(workoutDays)
    .where(eq(workoutDays.userId, userId))
  const held = row!.held
  if (held + adding > MAX_ACCOUNT_DAYS) {
    throw conflict(
      `An account holds at most ${MAX_ACCOUNT_DAYS} days: it has ${held}, and this adds ${adding}`,
    )
  }
}

export async function createDay(
  db: Db,
  userId: string,
  body: z.output<typeof CreateWorkoutDayBody>,
): Promise<WorkoutDay> {
  const id = await db.transaction(async (tx) => {
    await makeRoomForDays(tx, userId, 1)
    const [row] = await tx
      .insert(workoutDays)
      .values({ ...body, ...dayExerciseColumns(body.exercises), userId })
      .returning({ id: workoutDays.id })
    return row!.id
  })
  return findDay(db, userId, id)
}

/**
 * PATCH /api/workout-days/{id}. docs/product/nothing-lost.md: with `expectedUpdatedAt`, a save based on a
 * stale copy of the day (changed since that time) is 409 and changes nothing.
 */
export async function updateDay(
  db: Db,
  userId: string,
  id: string,
  body: z.output<typeof UpdateWorkoutDayBody>,
): Promise<WorkoutDay> {
  const { name, icon, exercises, expectedUpdatedAt } = body
  const [row] = await db
    .update(workoutDays)
    .set({
      name,
      icon,
      ...(exercises && dayExerciseColumns(exercises)),
      updatedAt: nextUpdatedAt,
    })
    .where(
      and(
        owned(userId, id),
        expectedUpdatedAt === undefined
          ? undefined
          : eq(workoutDays.updatedAt, new Date(expectedUpdatedAt)),
      ),
    )
    .returning({ id: workoutDays.id })
  if (row) return findDay(db, userId, row.id)
  if (await ownsDay(db, userId, id)) {
    throw conflict('expectedUpdatedAt: the day was changed meanwhile; reload it and try again')
  }
  throw notFound('Workout day not found')
}

/**
 * POST /api/workout-days/{id}/exercises (docs/product/nothing-lost.md): the exercise goes on the end of the
 * day's list as the day is now, in one statement, unless the day already has that name
 * (case-insensitively) or is full. docs/product/set-kinds.md: one with a superset joins the superset of
 * the day's last exercise; any other label would stand alone, which is 400.
 */
export async function appendExercise(
  db: Db,
  userId: string,
  id: string,
  exercise: ExerciseTemplate,
): Promise<WorkoutDay> {
  const key = nameKey(exercise.name)
  const [row] = await db
    .update(workoutDays)
    .set({
      exercises: sql`${workoutDays.exercises} || jsonb_build_array(${JSON.stringify(exercise)}::jsonb)`,
      exerciseKeys: sql`array_append(${workoutDays.exerciseKeys}, ${key}::text)`,
      updatedAt: nextUpdatedAt,
    })
    .where(
      and(
        owned(userId, id),
        sql`jsonb_array_length(${workoutDays.exercises}) < ${MAX_DAY_EXERCISES}`,
        sql`not (${key}::text = any(${workoutDays.exerciseKeys}))`,
        exercise.superset === undefined
          ? undefined
          : sql`${workoutDays.exercises}->-1->>'superset' = ${exercise.superset}`,
      ),
    )
    .returning({ id: workoutDays.id })
  if (row) return findDay(db, userId, row.id)
  const [day] = await db
    .select({ exercises: workoutDays.exercises })
    .from(workoutDays)
    .where(owned(userId, id))
  if (!day) throw notFound('Workout day not found')
  if (day.exercises.some((e) => nameKey(e.name) === key)) {
    throw conflict('name: the day already has this exercise')
  }
  if (day.exercises.length >= MAX_DAY_EXERCISES) {
    throw conflict(`exercises: the day already has ${MAX_DAY_EXERCISES} exercises`)
  }
  throw badRequest("superset: must be the superset of the day's last exercise")
}

export async function deleteDay(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(workoutDays)
    .where(owned(userId, id))
    .returning({ id: workoutDays.id })
  if (!row) throw notFound('Workout day not found')
}

export async function setArchived(
  db: Db,
  userId: string,
  id: string,
  archived: boolean,
): Promise<WorkoutDay> {
  const [row] = await db
    .update(workoutDays)
    .set({ archived, updatedAt: nextUpdatedAt })
    .where(owned(userId, id))
    .returning({ id: workoutDays.id })
  if (!row) throw notFound('Workout day not found')
  return findDay(db, userId, row.id)
}
