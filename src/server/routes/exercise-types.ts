import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NameSchema, NoContentSchema } from '#shared/contract/common.ts'
import {
  ExerciseTypeItemSchema,
  ExerciseTypeParams,
  PutExerciseTypeBody,
  PutExerciseTypeParams,
} from '#shared/contract/exercise-types.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { notFound } from '../lib/http-error.ts'
import { parseField } from '../lib/parse-field.ts'
import {
  deleteExerciseType,
  listExerciseTypes,
  putExerciseType,
} from '../queries/exercise-types.ts'

/** docs/product/exercise-types.md: the type of each of the lifter's exercise names. */
export const exerciseTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listExerciseTypes',
        summary: 'Each of the lifter’s exercise names (as GET /api/exercises) with its type',
        response: { 200: z.array(ExerciseTypeItemSchema), ...errorAnswers(401) },
      },
      config: { conditional: 'data' },
    },
    (request) => listExerciseTypes(app.db, request.user.id),
  )

  app.put(
    '/:exerciseName',
    {
      schema: {
        operationId: 'putExerciseType',
        summary: 'Sets the type of an exercise name; its history counts as that type from now on',
        params: PutExerciseTypeParams,
        body: PutExerciseTypeBody,
        response: { 200: ExerciseTypeItemSchema, ...errorAnswers(...BODY_ERRORS, 401) },
      },
    },
    (request) =>
      putExerciseType(
        app.db,
        request.user.id,
        parseField(NameSchema, 'exerciseName', request.params.exerciseName),
        request.body.type,
      ),
  )

  app.delete(
    '/:exerciseName',
    {
      schema: {
        operationId: 'deleteExerciseType',
        summary: 'Puts an exercise name back on its automatic type',
        params: ExerciseTypeParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const { exerciseName } = request.params
      if (!(await deleteExerciseType(app.db, request.user.id, exerciseName))) {
        throw notFound('No type set for this exercise')
      }
      return reply.code(204).send(null)
    },
  )
}
