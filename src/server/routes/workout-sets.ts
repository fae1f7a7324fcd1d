import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema, IdParams, NoContentSchema } from '#shared/contract/common.ts'
import {
  CreateWorkoutSetBody,
  UpdateWorkoutSetBody,
  WorkoutSetSchema,
} from '#shared/contract/workout-sets.ts'
import { createSet, deleteSet, updateSet } from '../queries/workout-sets.ts'

export const workoutSetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        body: CreateWorkoutSetBody,
        response: {
          200: WorkoutSetSchema,
          201: WorkoutSetSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          // decisions.md §16: the id of a set the lifter deleted (also with its workout).
          410: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { set, created } = await createSet(app.db, request.user.id, request.body)
      // decisions.md §8: a repeat of a create answers 200 with the set as it is.
      return reply.code(created ? 201 : 200).send(set)
    },
  )

  app.patch(
    '/:id',
    {
      schema: {
        params: IdParams,
        body: UpdateWorkoutSetBody,
        response: { 200: WorkoutSetSchema, 404: ErrorSchema },
      },
    },
    async (request) => updateSet(app.db, request.user.id, request.params.id, request.body),
  )

  // decisions.md §8: removing a set deletes it.
  app.delete(
    '/:id',
    { schema: { params: IdParams, response: { 204: NoContentSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      await deleteSet(app.db, request.user.id, request.params.id)
      return reply.code(204).send(null)
    },
  )
}
