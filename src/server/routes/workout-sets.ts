import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams, NoContentSchema } from '#shared/contract/common.ts'
import {
  CreateWorkoutSetBody,
  UpdateWorkoutSetBody,
  WorkoutSetSchema,
} from '#shared/contract/workout-sets.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { createSet, deleteSet, updateSet } from '../queries/workout-sets.ts'

export const workoutSetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        operationId: 'createWorkoutSet',
        summary: 'Logs a set; a repeat of the same id answers 200 with the set as stored',
        body: CreateWorkoutSetBody,
        response: {
          200: WorkoutSetSchema,
          201: WorkoutSetSchema,
          // docs/product/tokens-and-restore.md: 410, the id of a set the lifter deleted (also with its workout).
          ...errorAnswers(...BODY_ERRORS, 401, 404, 409, 410),
        },
      },
    },
    async (request, reply) => {
      const { set, created } = await createSet(app.db, request.user.id, request.body)
      // docs/product/nothing-lost.md: a repeat of a create answers 200 with the set as it is.
      return reply.code(created ? 201 : 200).send(set)
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        operationId: 'updateWorkoutSet',
        summary: 'Changes a logged set',
        params: IdParams,
        body: UpdateWorkoutSetBody,
        response: { 200: WorkoutSetSchema, ...errorAnswers(...BODY_ERRORS, 401, 404) },
      },
    },
    async (request) => updateSet(app.db, request.user.id, request.params.id, request.body),
  )

  // docs/product/nothing-lost.md: removing a set deletes it.
  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteWorkoutSet',
        summary: 'Removes a logged set',
        params: IdParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteSet(app.db, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
