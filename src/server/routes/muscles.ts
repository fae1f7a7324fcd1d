import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CATALOG } from '#shared/data/catalog.ts'
import { INSTRUCTIONS } from '#shared/data/instructions.ts'
import { NameSchema, NoContentSchema } from '#shared/contract/common.ts'
import {
  CatalogSchema,
  ExerciseMusclesParams,
  ExerciseMusclesSchema,
  MuscleVolumeQuery,
  MuscleVolumeSchema,
  PutExerciseMusclesBody,
  PutExerciseMusclesParams,
} from '#shared/contract/muscles.ts'
import { noneMatchHas } from '../lib/conditional.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { notFound } from '../lib/http-error.ts'
import { parseField } from '../lib/parse-field.ts'
import {
  deleteExerciseMuscles,
  listExerciseMuscles,
  putExerciseMuscles,
} from '../queries/exercise-muscles.ts'
import { readMuscleVolume } from '../queries/muscle-volume.ts'

/**
 * docs/product/body-weight-and-muscles.md: GET /api/catalog. The catalogue is code, the same for every lifter until the
 * next release: written once, answered with an ETag (a repeat is a 304 without a body) and kept
 * by the browser for a day.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = JSON.stringify(
    CATALOG.map((entry) => ({ ...entry, instructions: INSTRUCTIONS[entry.key] ?? [] })),
  )
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  app.get(
    '/',
    {
      schema: {
        operationId: 'getCatalog',
        summary: 'The exercise catalogue: names, aliases, muscles, equipment and instructions',
        response: {
          200: CatalogSchema,
          304: NoContentSchema.describe('Not modified: the ETag sent in If-None-Match is current'),
          ...errorAnswers(401),
        },
      },
    },
    async (request, reply) => {
      void reply.header('etag', etag).header('cache-control', 'private, max-age=86400')
      if (noneMatchHas(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      // Already JSON: sent as it is.
      return reply.type('application/json; charset=utf-8').send(body as never)
    },
  )
}

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
