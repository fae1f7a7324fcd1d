import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorSchema, IdParams, NoContentSchema } from '#shared/contract/common.ts'
import {
  AppendExerciseBody,
  CreateWorkoutDayBody,
  ListWorkoutDaysQuery,
  UpdateWorkoutDayBody,
  WorkoutDaySchema,
} from '#shared/contract/workout-days.ts'
import {
  DayLastSetsParams,
  DayLastSetsSchema,
  DayRecordsSchema,
  LastSetSchema,
  LastSetsParams,
} from '#shared/contract/workout-sets.ts'
import { DayPlanSchema } from '#shared/contract/progressions.ts'
import { DEFAULT_AHEAD } from '#shared/domain/progression.ts'
import { notFound } from '../lib/http-error.ts'
import { readDayPlan } from '../queries/progressions.ts'
import { findDayLastSets, findDayRecords, findLastSets } from '../queries/last-sets.ts'
import {
  appendExercise,
  createDay,
  deleteDay,
  findDay,
  listWorkoutDays,
  ownsDay,
  setArchived,
  updateDay,
} from '../queries/workout-days.ts'

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
    async (request, reply) =>
      reply.code(201).send(await createDay(app.db, request.user.id, request.body)),
  )

  app.patch(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: UpdateWorkoutDayBody,
        response: { ...one, 409: ErrorSchema },
      },
    },
    async (request) => updateDay(app.db, request.user.id, request.params.id, request.body),
  )

  app.post(
    '/:id/exercises',
    {
      schema: {
        params: IdParams,
        body: AppendExerciseBody,
        response: { 201: WorkoutDaySchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await appendExercise(app.db, request.user.id, request.params.id, request.body)),
  )

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: NoContentSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      await deleteDay(app.db, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  for (const [action, archived] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.patch(`/:id/${action}`, { schema: { params: IdParams, response: one } }, async (request) =>
      setArchived(app.db, request.user.id, request.params.id, archived),
    )
  }

  app.get(
    '/:dayId/last-sets',
    {
      schema: {
        params: DayLastSetsParams,
        response: { 200: DayLastSetsSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const lastSets = await findDayLastSets(app.db, request.user.id, request.params.dayId)
      if (!lastSets) throw notFound('Workout day not found')
      return lastSets
    },
  )

  app.get(
    '/:dayId/records',
    {
      schema: {
        params: DayLastSetsParams,
        response: { 200: DayRecordsSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const records = await findDayRecords(app.db, request.user.id, request.params.dayId)
      if (!records) throw notFound('Workout day not found')
      return records
    },
  )

  app.get(
    '/:id/plan',
    {
      schema: {
        operationId: 'getWorkoutDayPlan',
        summary: "Each exercise of the day with its rule's plan, or null without a rule",
        params: IdParams,
        response: { 200: DayPlanSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    (request) =>
      readDayPlan(app.db, request.user.id, request.params.id, DEFAULT_AHEAD, request.user.unit),
  )

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
