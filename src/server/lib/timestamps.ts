/** docs/product/api.md: timestamps are ISO 8601 strings. */
export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
