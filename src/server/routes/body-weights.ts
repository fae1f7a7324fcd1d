import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  BodyWeightDateSchema,
  BodyWeightParams,
  BodyWeightSchema,
  BodyWeightsQuery,
  PutBodyWeightBody,
} from '#shared/contract/body-weights.ts'
import { NoContentSchema } from '#shared/contract/common.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { notFound } from '../lib/http-error.ts'
import { parseField } from '../lib/parse-field.ts'
import { deleteBodyWeight, listBodyWeights, putBodyWeight } from '../queries/body-weights.ts'

/** docs/product/body-weight-and-muscles.md: the lifter's body weight, one a calendar day, in pounds. */
export const bodyWeightRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listBodyWeights',
        summary: 'The body weights within inclusive days, oldest first',
        querystring: BodyWeightsQuery,
        response: { 200: z.array(BodyWeightSchema), ...errorAnswers(400, 401) },
      },
      config: { conditional: 'data' },
    },
    (request) => listBodyWeights(app.db, request.user.id, request.query),
  )

  app.put(
    '/:date',
    {
      schema: {
        operationId: 'putBodyWeight',
        summary: 'Sets the body weight of a date (a second PUT replaces it)',
        params: BodyWeightParams,
        body: PutBodyWeightBody,
        response: { 200: BodyWeightSchema, ...errorAnswers(...BODY_ERRORS, 401) },
      },
    },
    (request) =>
      putBodyWeight(app.db, request.user.id, {
        date: parseField(BodyWeightDateSchema, 'date', request.params.date),
        weight: request.body.weight,
      }),
  )

  app.delete(
    '/:date',
    {
      schema: {
        operationId: 'deleteBodyWeight',
        summary: 'Removes the body weight of a date',
        params: BodyWeightParams,
        response: { 204: NoContentSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const date = parseField(BodyWeightDateSchema, 'date', request.params.date)
      if (!(await deleteBodyWeight(app.db, request.user.id, date))) throw notFound()
      return reply.code(204).send(null)
    },
  )
}
