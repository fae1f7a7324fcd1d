import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams, NoContentSchema } from '#shared/contract/common.ts'
import {
  CreateWorkoutBody,
  DraftWorkoutSchema,
  HistoryQuery,
  UpdateWorkoutBody,
  WorkoutSchema,
  WorkoutSummarySchema,
  WorkoutWithSetsSchema,
} from '#shared/contract/workouts.ts'
import { WorkoutSetSchema } from '#shared/contract/workout-sets.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { badRequest } from '../lib/http-error.ts'
import { sendWritten } from '../lib/response-serializer.ts'
import { historyPage, listCompleted, summaryPageJson } from '../queries/history.ts'
import {
  completeWorkout,
  createWorkout,
  deleteWorkout,
  findWorkout,
  listDrafts,
  listSets,
  updateWorkout,
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

// 404: a dayId filter that is not one of the lifter's days.
const historyErrors = errorAnswers(400, 401, 404)

export const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: WorkoutSchema, ...errorAnswers(401, 404) }

  app.get(
    '/',
    {
      schema: {
        operationId: 'listWorkouts',
        summary: 'Completed workouts, newest first, a page at a time',
        querystring: HistoryQuery,
        response: { 200: z.array(WorkoutSchema), ...historyErrors },
      },
      config: { conditional: 'data' },
    },
    async (request) => listCompleted(app.db, request.user.id, request.query),
  )

  app.get(
    '/drafts',
    {
      schema: {
        operationId: 'listDraftWorkouts',
        summary: 'Workouts started and not finished',
        response: { 200: z.array(DraftWorkoutSchema), ...errorAnswers(401) },
      },
      config: { conditional: 'data' },
    },
    async (request) => listDrafts(app.db, request.user.id),
  )

  app.post(
    '/',
    {
      schema: {
        operationId: 'createWorkout',
        summary: 'Starts a workout of a day; a repeat of the same id answers 200 with it as stored',
        body: CreateWorkoutBody,
        response: {
          200: WorkoutSchema,
          201: WorkoutSchema,
          // docs/product/tokens-and-restore.md: 410, the id of a workout the lifter deleted.
          ...errorAnswers(...BODY_ERRORS, 401, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      const { workout, created } = await createWorkout(app.db, request.user.id, request.body)
      // docs/product/nothing-lost.md: a repeat of a create answers 200 with the workout as it is.
      return reply.code(created ? 201 : 200).send(workout)
    },
  )

  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getWorkout',
        summary: 'One workout',
        params: IdParams,
        response: one,
      },
      config: { conditional: 'data' },
    },
    async (request) => findWorkout(app.db, request.user.id, request.params.id),
  )

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateWorkout',
        summary: 'Edits a workout: its start and end, and its sets',
        params: IdParams,
        body: UpdateWorkoutBody,
        response: { ...one, ...errorAnswers(...BODY_ERRORS) },
      },
    },
    async (request) =>
      updateWorkout(app.db, request.user.id, request.params.id, {
        startedAt: notInFuture('startedAt', request.body.startedAt),
        completedAt: notInFuture('completedAt', request.body.completedAt),
        sets: request.body.sets,
      }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteWorkout',
        summary: 'Deletes a workout and its sets',
        params: IdParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteWorkout(app.db, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/:id/complete',
    {
      schema: {
        operationId: 'completeWorkout',
        summary: 'Finishes a workout: it goes into history',
        params: IdParams,
        response: one,
      },
    },
    async (request) => completeWorkout(app.db, request.user.id, request.params.id),
  )

  app.get(
    '/:id/sets',
    {
      schema: {
        operationId: 'listWorkoutSets',
        summary: 'A workout’s sets, in the order they were logged',
        params: IdParams,
        response: { 200: z.array(WorkoutSetSchema), ...errorAnswers(401, 404) },
      },
      config: { conditional: 'data' },
    },
    async (request) => listSets(app.db, request.user.id, request.params.id),
  )
}

/** GET /api/workouts-with-sets: one request per history page, sets and PR flags included. */
export const workoutsWithSetsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listWorkoutsWithSets',
        summary: 'A history page: completed workouts with their sets and record flags',
        querystring: HistoryQuery,
        response: { 200: z.array(WorkoutWithSetsSchema), ...historyErrors },
      },
      config: { conditional: 'data' },
    },
    async (request) => historyPage(app.db, request.user.id, request.query),
  )
}

/** GET /api/workout-summaries: the history screen's first request, light (issue 18). */
export const workoutSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listWorkoutSummaries',
        summary: 'A history page, light: each workout’s figures without its sets',
        querystring: HistoryQuery,
        response: { 200: z.array(WorkoutSummarySchema), ...historyErrors },
      },
      config: { conditional: 'data' },
    },
    async (request, reply) =>
      sendWritten(reply, await summaryPageJson(app.db, request.user.id, request.query)),
  )
}
