import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NameSchema, NoContentSchema } from '#shared/contract/common.ts'
import {
  ExerciseMusclesParams,
  ExerciseMusclesSchema,
  PutExerciseMusclesBody,
  PutExerciseMusclesParams,
} from '#shared/contract/muscles.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { notFound } from '../lib/http-error.ts'
import { parseField } from '../lib/parse-field.ts'
import {
  deleteExerciseMuscles,
  listExerciseMuscles,
  putExerciseMuscles,
} from '../queries/exercise-muscles.ts'

/** docs/product/body-weight-and-muscles.md: the muscles each of the lifter's exercise names counts for. */
export const exerciseMuscleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listExerciseMuscles',
        summary: 'Each of the lifter’s exercise names with its muscles and their source',
        response: { 200: z.array(ExerciseMusclesSchema), ...errorAnswers(401) },
      },
      config: { conditional: 'data' },
    },
    (request) => listExerciseMuscles(app.db, request.user.id),
  )

  app.put(
    '/:exerciseName',
    {
      schema: {
        operationId: 'putExerciseMuscles',
        summary: 'Sets the muscles of an exercise name: a catalogue entry’s or the lifter’s own',
        params: PutExerciseMusclesParams,
        body: PutExerciseMusclesBody,
        response: { 200: ExerciseMusclesSchema, ...errorAnswers(...BODY_ERRORS, 401) },
      },
    },
    (request) =>
      putExerciseMuscles(
        app.db,
        request.user.id,
        parseField(NameSchema, 'exerciseName', request.params.exerciseName),
        request.body,
      ),
  )

  app.delete(
    '/:exerciseName',
    {
      schema: {
        operationId: 'deleteExerciseMuscles',
        summary: 'Puts an exercise name back on the automatic match to the catalogue',
        params: ExerciseMusclesParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      const { exerciseName } = request.params
      if (!(await deleteExerciseMuscles(app.db, request.user.id, exerciseName))) throw notFound()
      return reply.code(204).send(null)
    },
  )
}
