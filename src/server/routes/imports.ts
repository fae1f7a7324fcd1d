import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  IMPORT_MAX_BYTES,
  ImportBody,
  ImportQuery,
  ImportResultSchema,
} from '#shared/contract/imports.ts'
import { parseImport } from '../formats/import.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { importWorkouts } from '../queries/imports.ts'

/** decisions.md §9: `POST /api/imports` with a Strong or Hevy export as the body. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is the file, whatever a client calls it (text/csv, text/plain, a bare curl upload),
  // read as UTF-8 (invalid bytes become U+FFFD, which PostgreSQL stores).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body.toString('utf8')),
  )

  app.post(
    '/',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        operationId: 'importWorkouts',
        summary: 'Imports a Strong or Hevy CSV export, or previews it (dryRun)',
        consumes: ['text/csv'],
        body: ImportBody,
        querystring: ImportQuery,
        // Any content type is read as the file, so never 415.
        response: {
          200: ImportResultSchema,
          201: ImportResultSchema,
          ...errorAnswers(400, 401, 413),
        },
      },
    },
    async (request, reply) => {
      const { dryRun, unit, tz } = request.query
      const parsed = parseImport(Buffer.from(request.body ?? ''), { unit, tz })
      const result = await importWorkouts(app.db, request.user.id, parsed, dryRun)
      return reply.code(dryRun ? 200 : 201).send(result)
    },
  )
}
