import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ExportDocumentSchema, ExportQuery } from '#shared/contract/imports.ts'
import { errorAnswers } from '../lib/error-answers.ts'
import { exportFileName, jsonExport, strongCsvExport } from '../queries/export.ts'

/** docs/product/import-export.md: `GET /api/export?format=csv|json`, streamed as a download. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    operationId: 'exportData',
    summary: 'Everything of the lifter’s, as Strong’s CSV layout or as one JSON document',
    querystring: ExportQuery,
    response: {
      200: {
        description: 'A download: the file name with the date is in Content-Disposition',
        content: {
          'text/csv': {
            schema: z
              .string()
              .describe(
                'format=csv: Strong’s 12-column layout, weights in lbs, distances in the lifter’s distance unit',
              ),
          },
          'application/json': { schema: ExportDocumentSchema },
        },
      },
      ...errorAnswers(400, 401),
    },
  }
  app.get('/', { schema }, async (request, reply) => {
    const { format, tz } = request.query
    const body =
      format === 'csv'
        ? strongCsvExport(app.db, request.user.id, tz, request.user.distanceUnit)
        : jsonExport(app.db, request.user)
    return (
      reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(format, tz)}"`)
        .header('cache-control', 'no-store')
        // A stream is sent as it is: the schema above documents it, it does not serialize it.
        .send(Readable.from(body) as never)
    )
  })
}
