import type { ExportFormat, ImportQuery, ImportResult } from '#shared/contract/imports.ts'
import { api } from '#client/lib/api-client.ts'

/**
 * docs/product/tokens-and-restore.md: Ironlog's own JSON export, which an import restores. Told by its content (a
 * JSON object), never its name (docs/product/import-more-apps.md): the other apps' files are CSV.
 */
export async function isJsonExport(file: File) {
  const start = await file.slice(0, 64).text()
  return start
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('{')
}

/**
 * docs/product/import-export.md, docs/product/import-more-apps.md: another app's export, previewed (`dryRun`) or imported;
 * docs/product/tokens-and-restore.md: or an Ironlog JSON export, restored.
 */
export async function importFile(file: File, query: ImportQuery) {
  const params = new URLSearchParams({ dryRun: String(query.dryRun), tz: query.tz })
  if (query.unit) params.set('unit', query.unit)
  if (query.dateOrder) params.set('dateOrder', query.dateOrder)
  const fileType = (await isJsonExport(file)) ? 'application/json' : 'text/csv'
  return api<ImportResult>(`/api/imports?${params}`, { method: 'POST', file, fileType })
}

/** A download link: the browser saves the file the server names. */
export const exportUrl = (format: ExportFormat, tz: string) =>
  `/api/export?${new URLSearchParams({ format, tz })}`
