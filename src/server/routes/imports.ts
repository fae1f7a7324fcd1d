import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  IMPORT_MAX_BYTES,
  ImportBody,
  ImportQuery,
  ImportResultSchema,
  RestoreDocumentSchema,
  type RestoreDocument,
} from '#shared/contract/imports.ts'
import { detectImport } from '../formats/import.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { exerciseTypeOf } from '../queries/exercise-types.ts'
import { importWorkouts } from '../queries/imports.ts'
import { restoreExport } from '../queries/restore.ts'

/**
 * docs/product/import-export.md, docs/product/import-more-apps.md: `POST /api/imports` with another app's export as the body;
 * docs/product/tokens-and-restore.md: with Ironlog's own JSON export (Content-Type: application/json), a restore.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is the file, whatever a client calls it (text/csv, text/plain, a bare curl upload),
  // read as UTF-8 (invalid bytes become U+FFFD, which PostgreSQL stores); JSON is a restore.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body.toString('utf8')),
  )
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        const message = 'body: is not valid JSON (send another app’s CSV export as text/csv)'
        done(Object.assign(new Error(message), { statusCode: 400 }), undefined)
      }
    },
  )

  app.post(
    '/',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        operationId: 'importWorkouts',
        summary:
          'Imports the CSV export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur or Alpha Progression, or restores an Ironlog JSON export, or previews either (dryRun)',
        // Each type its own schema (Fastify validates the one sent); any other type is a CSV.
        body: {
          content: {
            'text/csv': { schema: ImportBody },
            'application/json': { schema: RestoreDocumentSchema },
          },
        },
        querystring: ImportQuery,
        // Any content type is read as a file, so never 415.
        response: {
          200: ImportResultSchema,
          201: ImportResultSchema,
          ...errorAnswers(400, 401, 413),
        },
      },
    },
    async (request, reply) => {
      const { dryRun, unit, dateOrder, tz } = request.query
      // docs/product/exercise-types.md: a file that does not name its distance unit is read in the query's, else the lifter's.
      const distanceUnit = request.query.distanceUnit ?? request.user.distanceUnit
      const body = request.body as string | undefined | RestoreDocument
      if (typeof body === 'object') {
        const restored = await restoreExport(app.db, request.user.id, body, dryRun)
        return reply.code(dryRun ? 200 : 201).send(restored)
      }
      const file = detectImport(Buffer.from(body ?? ''))
      // docs/product/import-more-apps.md: StrongLifts' set cells are seconds for the lifter's duration exercises.
      const typeOf =
        file.format === 'stronglifts' ? await exerciseTypeOf(app.db, request.user.id) : null
      const isTimed = typeOf ? (name: string) => typeOf(name) === 'duration' : undefined
      const parsed = file.parse({ unit, distanceUnit, dateOrder, tz, isTimed })
      const result = await importWorkouts(app.db, request.user.id, parsed, dryRun)
      return reply.code(dryRun ? 200 : 201).send(result)
    },
  )
}
