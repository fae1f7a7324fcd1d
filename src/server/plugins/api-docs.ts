import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import type { ZodType } from 'zod'
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
            description:
              'A personal access token (docs/product/tokens-and-restore.md), `read` or `write`',
          },
        },
      },
      // Either one signs a request in.
      security: [{ session: [] }, { token: [] }],
    },
    // Grouped by resource, the path's first segment after /api (workouts, shares, auth…).
    transform: (document) => {
      const transformed = withBodyTypes(document, jsonSchemaTransform)
      const tag = /^\/api\/([^/]+)/.exec(document.url)?.[1]?.replace(/-with-sets$/, '')
      return tag ? { ...transformed, schema: { ...transformed.schema, tags: [tag] } } : transformed
    },
    // Named schemas (`.meta({ id })`, such as the JSON export's IronlogExport) as components.
    transformObject: (document) => {
      const object = jsonSchemaTransformObject(document) as { components?: { schemas?: object } }
      // Only answers are named: the input twin the transform makes of each goes unused.
      const all = object.components?.schemas ?? {}
      const schemas = Object.fromEntries(
        Object.entries(all).filter(([id]) => !(id.endsWith('Input') && id.slice(0, -5) in all)),
      )
      return { ...object, components: { ...object.components, schemas } }
    },
  })
})

type Transform = typeof jsonSchemaTransform
type BodyTypes = { content: Record<string, { schema: ZodType }> }

/**
 * A body schema per content type (Fastify's `body.content`, the import's CSV or JSON) becomes
 * one JSON Schema each; the zod transform itself only knows one body.
 */
const withBodyTypes = (document: Parameters<Transform>[0], transform: Transform) => {
  const body = document.schema?.body as BodyTypes | ZodType | undefined
  if (!body || !('content' in body)) return transform(document)
  const transformed = transform({ ...document, schema: { ...document.schema, body: undefined } })
  const content = Object.fromEntries(
    Object.entries(body.content).map(([type, { schema }]) => [
      type,
      { schema: transform({ ...document, schema: { body: schema } }).schema.body },
    ]),
  )
  return { ...transformed, schema: { ...transformed.schema, body: { content } } }
}

/** `GET /api/openapi.json` and the browsable `/api/docs` (Swagger UI, served from this server). */
export async function apiDocs(app: FastifyInstance) {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // "Authorize" takes a token for the page's life only: kept in the browser, it would outlive
    // signing out (docs/product/trust-tokens-and-values.md).
    uiConfig: { docExpansion: 'list', deepLinking: true, persistAuthorization: false },
  })
}
