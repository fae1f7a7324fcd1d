import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorSchema, IdParams, PageQuery } from '#shared/contract/common.ts'
import {
  CreateWorkoutBody,
  DraftWorkoutSchema,
  UpdateWorkoutBody,
  WorkoutSchema,
  WorkoutWithSetsSchema,
  type WorkoutWithSets,
} from '#shared/contract/workouts.ts'
import { WorkoutSetSchema } from '#shared/contract/workout-sets.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workoutDays, workoutExerciseRecords, workouts, workoutSets } from '../db/schema.ts'
import { badRequest, notFound } from '../lib/http-error.ts'
import { findPersonalRecords, refreshRecords } from '../queries/personal-records.ts'
import {
  createWorkout,
  findWorkout,
  ownedWorkout,
  refreshWorkoutTotals,
  setColumns,
  setOrder,
  toSet,
  toWorkout,
  updateWorkout,
  workoutColumns,
} from '../queries/workouts.ts'

// A little slack for a phone whose clock runs ahead of the server's.
const CLOCK_SKEW_MS = 5 * 60 * 1000

function notInFuture(field: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined
  const date = new Date(value)
  if (date.getTime() > Date.now() + CLOCK_SKEW_MS)
    throw badRequest(`${field}: must not be in the future`)
  return date
}

/** decisions.md §4/§7: completed workouts, newest first by completedAt, paged with limit + before. */
const completedPageQuery = (cursor: boolean) =>
  preparedQuery((db) =>
    db
      .select(workoutColumns)
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, sql.placeholder('userId')),
          isNotNull(workouts.completedAt),
          cursor
            ? lt(workouts.completedAt, sql`${sql.placeholder('before')}::timestamptz`)
            : undefined,
        ),
      )
      .orderBy(desc(workouts.completedAt), desc(workouts.id))
      .limit(sql.placeholder('limit'))
      .prepare(cursor ? 'completed_workouts_before' : 'completed_workouts'),
  )
const firstPage = completedPageQuery(false)
const laterPage = completedPageQuery(true)

function completedPage(db: Db, userId: string, query: PageQuery) {
  const { limit, before } = query
  return before
    ? laterPage(db).execute({ userId, limit, before })
    : firstPage(db).execute({ userId, limit })
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

export const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: WorkoutSchema, 404: ErrorSchema }

  app.get(
    '/',
    { schema: { querystring: PageQuery, response: { 200: z.array(WorkoutSchema) } } },
    async (request) => (await completedPage(app.db, request.user.id, request.query)).map(toWorkout),
  )

  app.get(
    '/drafts',
    { schema: { response: { 200: z.array(DraftWorkoutSchema) } } },
    async (request) => {
      const rows = await app.db
        .select({
          ...workoutColumns,
          // A draft is named after its day as it is now; a deleted day's draft keeps its name.
          workoutDayName: sql<string>`coalesce(${workoutDays.name}, ${workouts.workoutDayName})`,
          // The day's exercises while it exists; else the exercises the draft has logged.
          exerciseCount: sql<number>`coalesce(
            jsonb_array_length(${workoutDays.exercises}),
            (select count(distinct lower(${workoutSets.exerciseName})) from ${workoutSets}
             where ${workoutSets.workoutId} = ${workouts.id})
          )::int`,
        })
        .from(workouts)
        .leftJoin(workoutDays, eq(workoutDays.id, workouts.workoutDayId))
        .where(and(eq(workouts.userId, request.user.id), isNull(workouts.completedAt)))
        .orderBy(desc(workouts.startedAt))
      return rows.map((row) => ({ ...toWorkout(row), exerciseCount: Number(row.exerciseCount) }))
    },
  )

  app.post(
    '/',
    {
      schema: {
        body: CreateWorkoutBody,
        response: { 200: WorkoutSchema, 201: WorkoutSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { workout, created } = await createWorkout(app.db, request.user.id, request.body)
      // decisions.md §8: a repeat of a create answers 200 with the workout as it is.
      return reply.code(created ? 201 : 200).send(workout)
    },
  )

  app.get('/:id', { schema: { params: IdParams, response: one } }, async (request) =>
    findWorkout(app.db, request.user.id, request.params.id),
  )

  app.patch(
    '/:id',
    { schema: { params: IdParams, body: UpdateWorkoutBody, response: one } },
    async (request) =>
      updateWorkout(app.db, request.user.id, request.params.id, {
        startedAt: notInFuture('startedAt', request.body.startedAt),
        completedAt: notInFuture('completedAt', request.body.completedAt),
        sets: request.body.sets,
      }),
  )

  app.delete('/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .delete(workouts)
        .where(ownedWorkout(request.user.id, request.params.id))
        .returning({ id: workouts.id, completedAt: workouts.completedAt })
      if (!row) throw notFound('Workout not found')
      // Its own records go with it (cascade); later workouts may now hold the PR.
      if (row.completedAt) {
        const keys = await tx
          .select({ key: workoutExerciseRecords.exerciseKey })
          .from(workoutExerciseRecords)
          .where(eq(workoutExerciseRecords.workoutId, row.id))
        await refreshRecords(
          tx,
          request.user.id,
          keys.map((k) => k.key),
          row.completedAt,
        )
      }
    })
    return reply.code(204).send()
  })

  app.post('/:id/complete', { schema: { params: IdParams, response: one } }, async (request) => {
    return app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(workouts)
        // Completing twice keeps the first completion time.
        .set({ completedAt: sql`coalesce(${workouts.completedAt}, now())` })
        .where(ownedWorkout(request.user.id, request.params.id))
        .returning({ id: workouts.id })
      if (!row) throw notFound('Workout not found')
      await refreshWorkoutTotals(tx, row.id)
      return findWorkout(tx, request.user.id, row.id)
    })
  })

  app.get(
    '/:id/sets',
    {
      schema: { params: IdParams, response: { 200: z.array(WorkoutSetSchema), 404: ErrorSchema } },
    },
    async (request) => {
      await findWorkout(app.db, request.user.id, request.params.id)
      const rows = await app.db
        .select(setColumns)
        .from(workoutSets)
        .where(eq(workoutSets.workoutId, request.params.id))
        .orderBy(...setOrder)
      return rows.map(toSet)
    },
  )
}

/** GET /api/workouts-with-sets: one request per history page, sets and PR flags included. */
export const workoutsWithSetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { querystring: PageQuery, response: { 200: z.array(WorkoutWithSetsSchema) } } },
    async (request) => {
      const page = await completedPage(app.db, request.user.id, request.query)
      if (page.length === 0) return []
      const ids = page.map((w) => w.id)
      const [sets, records] = await Promise.all([
        pageSetsQuery(app.db).execute({ workoutIds: ids }),
        findPersonalRecords(app.db, ids),
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
    },
  )
}
