import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { validatorCompiler } from 'fastify-type-provider-zod'
import {
  IMPORT_MAX_BYTES,
  ImportBody,
  ImportQuery,
  ImportResultSchema,
  RestoreDocumentSchema,
} from '#shared/contract/imports.ts'
import { readImportFile } from '../import-worker.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { exerciseTypesByKey } from '../queries/exercise-types.ts'
import { importWorkouts } from '../queries/imports.ts'
import { restoreExport } from '../queries/restore.ts'

/**
 * docs/product/import-export.md, docs/product/import-more-apps.md: `POST /api/imports` with another app's export as the body;
 * docs/product/tokens-and-restore.md: with Ironlog's own JSON export (Content-Type: application/json), a restore.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  // The body is the file, whatever a client calls it (text/csv, text/plain, a bare curl upload),
  // read as UTF-8 (invalid bytes become U+FFFD, which PostgreSQL stores); JSON is a restore.
  // Both are only read here: the worker parses and validates them (import-worker.ts).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, body.toString('utf8')),
  )
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES },
    (_request, body, done) => done(null, { restore: body as string }),
  )

  app.post(
    '/',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        operationId: 'importWorkouts',
        summary:
          'Imports the CSV export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur or Alpha Progression, or restores an Ironlog JSON export, or previews either (dryRun)',
        // Each type its own schema, for the document; the worker checks the body against it.
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
          ...errorAnswers(400, 401, 409, 413),
        },
      },
      // The body is validated off the event loop (readImportFile), not here.
      validatorCompiler: (route) =>
        route.httpPart === 'body'
          ? (value: unknown) => ({ value })
          : validatorCompiler(route as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (request, reply) => {
      const { dryRun, unit, dateOrder, tz } = request.query
      // docs/product/exercise-types.md: a file that does not name its distance unit is read in the query's, else the lifter's.
      const distanceUnit = request.query.distanceUnit ?? request.user.distanceUnit
      const body = request.body as string | undefined | { restore: string }
      const userId = request.user.id
      // docs/product/import-more-apps.md: StrongLifts' set cells are seconds for the lifter's duration exercises.
      const exerciseTypes = typeof body === 'object' ? {} : await exerciseTypesByKey(app.db, userId)
      const file = await readImportFile(
        typeof body === 'object'
          ? { kind: 'json', text: body.restore }
          : {
              kind: 'csv',
              text: body ?? '',
              options: { unit, distanceUnit, dateOrder, tz, exerciseTypes },
            },
      )
      const result =
        file.kind === 'json'
          ? await restoreExport(app.db, userId, file.document, dryRun)
          : await importWorkouts(app.db, userId, file.parsed, dryRun)
      return reply.code(dryRun ? 200 : 201).send(result)
    },
  )
}
