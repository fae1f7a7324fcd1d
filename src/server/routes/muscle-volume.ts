import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MuscleVolumeQuery, MuscleVolumeSchema } from '#shared/contract/muscles.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { readMuscleVolume } from '../queries/muscle-volume.ts'

/** docs/product/body-weight-and-muscles.md: hard sets per muscle over a week (or the days asked for). */
export const muscleVolumeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'getMuscleVolume',
        summary: 'Hard sets per muscle over calendar days (the last 7 by default)',
        querystring: MuscleVolumeQuery,
        response: { 200: MuscleVolumeSchema, ...errorAnswers(400, 401) },
      },
      config: { conditional: 'today' },
    },
    (request) => readMuscleVolume(app.db, request.user.id, request.query),
  )
}
