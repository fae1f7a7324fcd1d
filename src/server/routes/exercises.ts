import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ExerciseNamesSchema } from '#shared/contract/workout-days.ts'
import { listExerciseNames } from '../queries/exercises.ts'

export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: ExerciseNamesSchema } } }, async (request) =>
    listExerciseNames(app.db, request.user.id),
  )
}
