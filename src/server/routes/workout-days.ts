import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams, NoContentSchema } from '#shared/contract/common.ts'
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
import { OpenDayDraftBody, WorkoutSchema } from '#shared/contract/workouts.ts'
import { DEFAULT_AHEAD } from '#shared/domain/progression.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { notFound } from '../lib/http-error.ts'
import { readDayPlan } from '../queries/progressions.ts'
import { openDayDraft } from '../queries/workouts.ts'
import { findDayLastSets, findDayRecords, findLastSets } from '../queries/last-sets.ts'
import {
  appendExercise,
  createDay,
  deleteDay,
  findDay,
  listWorkoutDays,
  setArchived,
  updateDay,
} from '../queries/workout-days.ts'

export const workoutDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: WorkoutDaySchema, ...errorAnswers(401, 404) }

  app.get(
    '/',
    {
      schema: {
        operationId: 'listWorkoutDays',
        summary: 'The lifter’s workout days, archived ones too with includeArchived',
        querystring: ListWorkoutDaysQuery,
        response: { 200: z.array(WorkoutDaySchema), ...errorAnswers(400, 401) },
      },
      config: { conditional: 'data' },
    },
    async (request) =>
      listWorkoutDays(app.db, request.user.id, request.query.includeArchived ?? false),
  )

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getWorkoutDay',
        summary: 'One workout day with its exercises',
        params: IdParams,
        response: one,
      },
      config: { conditional: 'data' },
    },
    async (request) => findDay(app.db, request.user.id, request.params.id),
  )

  app.post(
    '/',
    {
      schema: {
        operationId: 'createWorkoutDay',
        summary: 'Plans a new workout day',
        body: CreateWorkoutDayBody,
        response: { 201: WorkoutDaySchema, ...errorAnswers(...BODY_ERRORS, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDay(app.db, request.user.id, request.body)),
  )

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateWorkoutDay',
        summary: 'Changes a workout day: its name, icon, notes or exercises',
        params: IdParams,
        body: UpdateWorkoutDayBody,
        response: { ...one, ...errorAnswers(...BODY_ERRORS, 409) },
      },
    },
    async (request) => updateDay(app.db, request.user.id, request.params.id, request.body),
  )

  app.post(
    '/:id/draft',
    {
      schema: {
        operationId: 'openDayDraft',
        summary:
          'Enters a day: its newest open draft (200), or a new one (201), one at a time per lifter and day',
        params: IdParams,
        body: OpenDayDraftBody,
        response: {
          200: WorkoutSchema,
          201: WorkoutSchema,
          // docs/product/tokens-and-restore.md: 410, the id of a workout the lifter deleted.
          ...errorAnswers(...BODY_ERRORS, 401, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      const { workout, created } = await openDayDraft(
        app.db,
        request.user.id,
        request.params.id,
        request.body?.id,
      )
      return reply.code(created ? 201 : 200).send(workout)
    },
  )

  app.post(
    '/:id/exercises',
    {
      schema: {
        operationId: 'appendExercise',
        summary: 'Adds one exercise at the end of a workout day',
        params: IdParams,
        body: AppendExerciseBody,
        response: { 201: WorkoutDaySchema, ...errorAnswers(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await appendExercise(app.db, request.user.id, request.params.id, request.body)),
  )

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteWorkoutDay',
        summary: 'Deletes a workout day; its logged workouts stay in history',
        params: IdParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteDay(app.db, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  for (const [action, archived, summary] of [
    ['archive', true, 'Archives a workout day: it leaves home and the lists'],
    ['unarchive', false, 'Brings an archived workout day back'],
  ] as const) {
    app.patch(
      `/:id/${action}`,
      { schema: { operationId: `${action}WorkoutDay`, summary, params: IdParams, response: one } },
      async (request) => setArchived(app.db, request.user.id, request.params.id, archived),
    )
  }

  app.get(
    '/:dayId/last-sets',
    {
      schema: {
        operationId: 'listDayLastSets',
        summary: 'Last time’s sets of each exercise of a workout day',
        params: DayLastSetsParams,
        response: { 200: DayLastSetsSchema, ...errorAnswers(401, 404) },
      },
      config: { conditional: 'data' },
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
        operationId: 'listDayRecords',
        summary: 'The bests of each exercise of a workout day, for the session’s PR feedback',
        params: DayLastSetsParams,
        response: { 200: DayRecordsSchema, ...errorAnswers(401, 404) },
      },
      config: { conditional: 'data' },
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
        response: { 200: DayPlanSchema, ...errorAnswers(401, 404) },
      },
      config: { conditional: 'data' },
    },
    (request) =>
      readDayPlan(app.db, request.user.id, request.params.id, DEFAULT_AHEAD, request.user.unit),
  )

  app.get(
    '/:dayId/last-sets/:exerciseName',
    {
      schema: {
        operationId: 'listExerciseLastSets',
        summary: 'Last time’s sets of one exercise of a workout day',
        params: LastSetsParams,
        response: { 200: z.array(LastSetSchema), ...errorAnswers(401, 404) },
      },
      config: { conditional: 'data' },
    },
    async (request) => {
      const { dayId, exerciseName } = request.params
      const sets = await findLastSets(app.db, request.user.id, dayId, exerciseName)
      if (!sets) throw notFound('Workout day not found')
      return sets
    },
  )
}
