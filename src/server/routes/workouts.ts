import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorSchema, IdParams, NoContentSchema } from '#shared/contract/common.ts'
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
import { badRequest } from '../lib/http-error.ts'
import { historyPage, listCompleted, summaryPage } from '../queries/history.ts'
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

const historyErrors = { 400: ErrorSchema, 404: ErrorSchema }

export const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = { 200: WorkoutSchema, 404: ErrorSchema }

  app.get(
    '/',
    {
      schema: {
        querystring: HistoryQuery,
        response: { 200: z.array(WorkoutSchema), ...historyErrors },
      },
    },
    async (request) => listCompleted(app.db, request.user.id, request.query),
  )

  app.get(
    '/drafts',
    { schema: { response: { 200: z.array(DraftWorkoutSchema) } } },
    async (request) => listDrafts(app.db, request.user.id),
  )

  app.post(
    '/',
    {
      schema: {
        body: CreateWorkoutBody,
        response: {
          200: WorkoutSchema,
          201: WorkoutSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          // decisions.md §16: the id of a workout the lifter deleted.
          410: ErrorSchema,
        },
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

  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: NoContentSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      await deleteWorkout(app.db, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post('/:id/complete', { schema: { params: IdParams, response: one } }, async (request) =>
    completeWorkout(app.db, request.user.id, request.params.id),
  )

  app.get(
    '/:id/sets',
    {
      schema: { params: IdParams, response: { 200: z.array(WorkoutSetSchema), 404: ErrorSchema } },
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
        querystring: HistoryQuery,
        response: { 200: z.array(WorkoutWithSetsSchema), ...historyErrors },
      },
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
        querystring: HistoryQuery,
        response: { 200: z.array(WorkoutSummarySchema), ...historyErrors },
      },
    },
    async (request) => summaryPage(app.db, request.user.id, request.query),
  )
}
