import type { ExportFormat, ImportQuery, ImportResult } from '#shared/contract/imports.ts'
import { api } from '#client/lib/api-client.ts'

/** decisions.md §9: a Strong or Hevy export, previewed (`dryRun`) or imported. */
export function importFile(file: Blob, query: ImportQuery) {
  const params = new URLSearchParams({ dryRun: String(query.dryRun), tz: query.tz })
  if (query.unit) params.set('unit', query.unit)
  return api<ImportResult>(`/api/imports?${params}`, { method: 'POST', file })
}

/** A download link: the browser saves the file the server names. */
export const exportUrl = (format: ExportFormat, tz: string) =>
  `/api/export?${new URLSearchParams({ format, tz })}`
