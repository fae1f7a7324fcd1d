import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AlternativeSchema, AlternativesParams } from '#shared/contract/exercise-alternatives.ts'
import { MAX_ALTERNATIVES } from '#shared/domain/alternatives.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { listAlternatives } from '../queries/exercise-alternatives.ts'

/** docs/product/exercises.md: what can take an exercise's place when its rack is taken. */
export const exerciseAlternativeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:exerciseName',
    {
      schema: {
        operationId: 'listExerciseAlternatives',
        summary: `At most ${MAX_ALTERNATIVES} catalogue entries and names of the lifter’s own sharing a primary muscle with the exercise: those sharing all of its primary muscles first, then the same type, then other equipment before the same; [] for a name with no muscles`,
        params: AlternativesParams,
        response: {
          200: z.array(AlternativeSchema).max(MAX_ALTERNATIVES),
          ...errorAnswers(401, 404),
        },
      },
      config: { conditional: 'data' },
    },
    (request) => listAlternatives(app.db, request.user.id, request.params.exerciseName),
  )
}
