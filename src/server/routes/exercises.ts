import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ExerciseNamesSchema } from '#shared/contract/workout-days.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { listExerciseNames } from '../queries/exercises.ts'

export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listExerciseNames',
        summary: 'The names of every exercise the lifter has planned or logged',
        response: { 200: ExerciseNamesSchema, ...errorAnswers(401) },
      },
      config: { conditional: 'data' },
    },
    async (request) => listExerciseNames(app.db, request.user.id),
  )
}
