import type { ExportFormat, ImportQuery, ImportResult } from '#shared/contract/imports.ts'
import { api } from '#client/lib/api-client.ts'

/** docs/product/tokens-and-restore.md: Ironlog's own JSON export, which an import restores. */
export const isJsonExport = (file: File) =>
  file.type === 'application/json' || /\.json$/i.test(file.name)

/**
 * docs/product/import-export.md: a Strong or Hevy export, previewed (`dryRun`) or imported; docs/product/tokens-and-restore.md: or an Ironlog
 * JSON export, restored.
 */
export function importFile(file: File, query: ImportQuery) {
  const params = new URLSearchParams({ dryRun: String(query.dryRun), tz: query.tz })
  if (query.unit) params.set('unit', query.unit)
  const fileType = isJsonExport(file) ? 'application/json' : 'text/csv'
  return api<ImportResult>(`/api/imports?${params}`, { method: 'POST', file, fileType })
}

/** A download link: the browser saves the file the server names. */
export const exportUrl = (format: ExportFormat, tz: string) =>
  `/api/export?${new URLSearchParams({ format, tz })}`
