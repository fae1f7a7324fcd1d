import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { SESSION_COOKIE } from './auth.ts'

/**
 * Issue 15: a documented API for a lifter's own scripts. Every route's zod schemas (the shared
 * contract) become OpenAPI 3.1; registered before the routes, whose definitions it collects.
 */
export const openApi = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ironlog API',
        version: '1',
        description:
          'A script signs in with a personal access token (Settings → API tokens, or POST ' +
          '/api/tokens): send `Authorization: Bearer <token>`. A `read` token may only GET; no ' +
          'token reaches the account’s own routes (tokens, password, sessions, changing or ' +
          'deleting the account). In the browser, POST /api/auth/login (or /api/auth/register) ' +
          'sets the session cookie instead. Weights are pounds, as decimal strings. Errors are ' +
          '{"message"} naming the field.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          token: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token (decisions.md §16), `read` or `write`',
          },
        },
      },
      // Either one signs a request in.
      security: [{ session: [] }, { token: [] }],
    },
    // Grouped by resource, the path's first segment after /api (workouts, shares, auth…).
    transform: (document) => {
      const transformed = jsonSchemaTransform(document)
      const tag = /^\/api\/([^/]+)/.exec(document.url)?.[1]?.replace(/-with-sets$/, '')
      return tag ? { ...transformed, schema: { ...transformed.schema, tags: [tag] } } : transformed
    },
  })
})

/** `GET /api/openapi.json` and the browsable `/api/docs` (Swagger UI, served from this server). */
export async function apiDocs(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // "Authorize" takes a token, which the page keeps across reloads while trying routes.
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: true },
  })
}
