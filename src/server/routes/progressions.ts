import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NoContentSchema } from '#shared/contract/common.ts'
import {
  PlanQuery,
  PlanSchema,
  ProgramParams,
  ProgramSchema,
  ProgressionParams,
  ProgressionRuleSchema,
  ProgressionSchema,
  StartedProgramSchema,
  StartProgramBody,
} from '#shared/contract/progressions.ts'
import { PROGRAMS } from '#shared/domain/programs.ts'
import {
  deleteRule,
  findRule,
  listRules,
  putRule,
  readPlan,
  startProgram,
} from '../queries/progressions.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'

/** docs/product/progression.md: a lifter's progression rules, per exercise name, and their plans. */
export const progressionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listProgressions',
        summary: "The lifter's progression rules, by exercise name",
        response: { 200: z.array(ProgressionSchema), ...errorAnswers(401) },
      },
      config: { conditional: 'data' },
    },
    (request) => listRules(app.db, request.user.id),
  )

  app.get(
    '/:exerciseName',
    {
      schema: {
        operationId: 'getProgression',
        summary: "An exercise's progression rule (name matched case-insensitively)",
        params: ProgressionParams,
        response: { 200: ProgressionSchema, ...errorAnswers(401, 404) },
      },
      config: { conditional: 'data' },
    },
    (request) => findRule(app.db, request.user.id, request.params.exerciseName),
  )

  app.put(
    '/:exerciseName',
    {
      schema: {
        operationId: 'putProgression',
        summary:
          "Sets an exercise's rule: linear, double or wave. `since` stays when nothing changes",
        params: ProgressionParams,
        body: ProgressionRuleSchema,
        response: { 200: ProgressionSchema, ...errorAnswers(...BODY_ERRORS, 401, 404) },
      },
    },
    (request) => putRule(app.db, request.user.id, request.params.exerciseName, request.body),
  )

  app.delete(
    '/:exerciseName',
    {
      schema: {
        operationId: 'deleteProgression',
        summary: "Removes an exercise's rule",
        params: ProgressionParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteRule(app.db, request.user.id, request.params.exerciseName)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/:exerciseName/plan',
    {
      schema: {
        operationId: 'getProgressionPlan',
        summary: 'The next session of an exercise with a rule, why, and the sessions ahead',
        params: ProgressionParams,
        querystring: PlanQuery,
        response: { 200: PlanSchema, ...errorAnswers(400, 401, 404) },
      },
      config: { conditional: 'data' },
    },
    (request) =>
      readPlan(
        app.db,
        request.user.id,
        request.params.exerciseName,
        request.query.ahead,
        request.user.unit,
      ),
  )
}

/** docs/product/progression.md "Programs": the built-in programs, started in one request. */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const programs = PROGRAMS.map(({ key, name, description, weightLabel, days }) => ({
    key,
    name,
    description,
    weightLabel,
    days: days.map((day) => ({ name: day.name, exercises: day.exercises.map((e) => e.name) })),
  }))

  app.get(
    '/',
    {
      schema: {
        operationId: 'listPrograms',
        summary: 'The built-in programs',
        response: { 200: z.array(ProgramSchema), ...errorAnswers(401) },
      },
    },
    () => programs,
  )

  app.post(
    '/:key/start',
    {
      schema: {
        operationId: 'startProgram',
        summary:
          "Starts a program: creates its days and sets its rules from the lifter's weights (lbs)",
        params: ProgramParams,
        body: StartProgramBody,
        response: { 201: StartedProgramSchema, ...errorAnswers(...BODY_ERRORS, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await startProgram(
            app.db,
            request.user.id,
            request.params.key,
            request.body.weights ?? {},
          ),
        ),
  )
}
