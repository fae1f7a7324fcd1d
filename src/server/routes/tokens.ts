import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams, NoContentSchema } from '#shared/contract/common.ts'
import { ApiTokenSchema, CreatedTokenSchema, CreateTokenBody } from '#shared/contract/tokens.ts'
import { proveFreshly } from '../auth/identity-proof.ts'
import { BODY_ERRORS, errorAnswers, SESSION_ONLY } from '../lib/error-answers.ts'
import { createToken, listTokens, revokeToken } from '../queries/tokens.ts'

/**
 * docs/product/tokens-and-restore.md: a lifter's personal access tokens. The account's own (SESSION_ONLY): a
 * request with a token is refused (403, plugins/auth.ts) before the session is asked for.
 * docs/product/trust-tokens-and-values.md: making one needs a fresh proof, and a lifter holds at
 * most MAX_LIVE_TOKENS.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  // On each route, after the refusal (a hook of the plugin would run before it).
  const onRequest = app.requireUser

  app.post(
    '/',
    {
      schema: {
        operationId: 'createToken',
        summary:
          'Creates a personal access token (with the password, or within 10 minutes of signing in); the answer holds its secret, shown this once',
        ...SESSION_ONLY,
        body: CreateTokenBody,
        response: {
          201: CreatedTokenSchema,
          ...errorAnswers(...BODY_ERRORS, 401, 403, 409, 429),
        },
      },
      onRequest,
    },
    async (request, reply) => {
      const { password, ...token } = request.body
      const proved = await proveFreshly(app, request, reply, request.user, {
        password,
        field: 'password',
        act: 'make a token',
      })
      if (!proved) return reply
      const created = await createToken(app.db, request.user.id, token)
      return reply.code(201).header('cache-control', 'no-store').send(created)
    },
  )

  app.get(
    '/',
    {
      schema: {
        operationId: 'listTokens',
        summary: 'The lifter’s live personal access tokens, newest first, without their secrets',
        ...SESSION_ONLY,
        response: { 200: z.array(ApiTokenSchema), ...errorAnswers(401) },
      },
      onRequest,
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await listTokens(app.db, request.user.id)),
  )

  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'revokeToken',
        summary: 'Revokes a personal access token: it signs nothing in from now on',
        ...SESSION_ONLY,
        params: IdParams,
        response: { 204: NoContentSchema, ...errorAnswers(401, 404) },
      },
      onRequest,
    },
    async (request, reply) => {
      if (!(await revokeToken(app.db, request.user.id, request.params.id))) {
        return reply.code(404).send({ message: 'Token not found' })
      }
      return reply.code(204).send(null)
    },
  )
}
