import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ExportQuery } from '#shared/contract/imports.ts'
import { exportFileName, jsonExport, strongCsvExport } from '../queries/export.ts'

/** decisions.md §9: `GET /api/export?format=csv|json`, streamed as a download. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { querystring: ExportQuery } }, async (request, reply) => {
    const { format, tz } = request.query
    const body =
      format === 'csv'
        ? strongCsvExport(app.db, request.user.id, tz)
        : jsonExport(app.db, request.user)
    return reply
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${exportFileName(format, tz)}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(body))
  })
}
