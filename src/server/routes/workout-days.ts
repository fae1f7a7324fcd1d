import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorSchema, IdParams } from '#shared/contract/common.ts'
import {
  CreateWorkoutDayBody,
  ListWorkoutDaysQuery,
  UpdateWorkoutDayBody,
  WorkoutDaySchema,
  type WorkoutDay,
} from '#shared/contract/workout-days.ts'
import { LastSetSchema, LastSetsParams } from '#shared/contract/workout-sets.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workoutDays, workouts } from '../db/schema.ts'
import { notFound } from '../lib/http-error.ts'
import { isoOrNull } from '../lib/timestamps.ts'
import { findLastSets } from '../queries/last-sets.ts'
import { ownsDay } from '../queries/workout-days.ts'

const dayColumns = {
  id: workoutDays.id,
  name: workoutDays.name,
  icon: workoutDays.icon,
  archived: workoutDays.archived,
  exercises: workoutDays.exercises,
  // decisions.md §4: the completion time of the day's newest completed workout (index-only lookup).
  // Written out in full: drizzle leaves columns unqualified in single-table selects.
  lastWorkout: sql<Date | null>`(
    select max(w.completed_at) from workouts w
    where w.workout_day_id = workout_days.id and w.completed_at is not null
  )`.mapWith(workouts.completedAt),
}

type DayRow = Omit<WorkoutDay, 'lastWorkout'> & { lastWorkout: Date | null }
const toDay = (row: DayRow): WorkoutDay => ({ ...row, lastWorkout: isoOrNull(row.lastWorkout) })

const owned = (userId: string, id: string) =>
  and(eq(workoutDays.id, id), eq(workoutDays.userId, userId))

export async function findDay(db: Db, userId: string, id: string): Promise<WorkoutDay> {
  const [row] = await db.select(dayColumns).from(workoutDays).where(owned(userId, id))
  if (!row) throw notFound('Workout day not found')
  return toDay(row)
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

export const workoutDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: WorkoutDaySchema, 404: ErrorSchema }

  app.get(
    '/',
    { schema: { querystring: ListWorkoutDaysQuery, response: { 200: z.array(WorkoutDaySchema) } } },
    async (request) =>
      listWorkoutDays(app.db, request.user.id, request.query.includeArchived ?? false),
  )

  app.get('/:id', { schema: { params: IdParams, response: one } }, async (request) =>
    findDay(app.db, request.user.id, request.params.id),
  )

  app.post(
    '/',
    { schema: { body: CreateWorkoutDayBody, response: { 201: WorkoutDaySchema } } },
    async (request, reply) => {
      const [row] = await app.db
        .insert(workoutDays)
        .values({ ...request.body, userId: request.user.id })
        .returning({ id: workoutDays.id })
      return reply.code(201).send(await findDay(app.db, request.user.id, row!.id))
    },
  )

  app.patch(
    '/:id',
    { schema: { params: IdParams, body: UpdateWorkoutDayBody, response: one } },
    async (request) => {
      const { name, icon, exercises } = request.body
      const [row] = await app.db
        .update(workoutDays)
        .set({ name, icon, exercises })
        .where(owned(request.user.id, request.params.id))
        .returning({ id: workoutDays.id })
      if (!row) throw notFound('Workout day not found')
      return findDay(app.db, request.user.id, row.id)
    },
  )

  app.delete('/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const [row] = await app.db
      .delete(workoutDays)
      .where(owned(request.user.id, request.params.id))
      .returning({ id: workoutDays.id })
    if (!row) throw notFound('Workout day not found')
    return reply.code(204).send()
  })

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.patch(
      `/:id/${action}`,
      { schema: { params: IdParams, response: one } },
      async (request) => {
        const [row] = await app.db
          .update(workoutDays)
          .set({ archived })
          .where(owned(request.user.id, request.params.id))
          .returning({ id: workoutDays.id })
        if (!row) throw notFound('Workout day not found')
        return findDay(app.db, request.user.id, row.id)
      },
    )
  }

  app.get(
    '/:dayId/last-sets/:exerciseName',
    {
      schema: {
        params: LastSetsParams,
        response: { 200: z.array(LastSetSchema), 404: ErrorSchema },
      },
    },
    async (request) => {
      const { dayId, exerciseName } = request.params
      if (!(await ownsDay(app.db, request.user.id, dayId))) throw notFound('Workout day not found')
      return findLastSets(app.db, request.user.id, dayId, exerciseName)
    },
  )
}
