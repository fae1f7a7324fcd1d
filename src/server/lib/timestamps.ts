/** docs/product/api.md: timestamps are ISO 8601 strings. */
export const iso = (date: Date) => date.toISOString()
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null)
/** A timestamp as the drivers hand it over: node-postgres' text, PGlite's Date. */
export type DriverTime = string | Date
export const isoOf = (time: DriverTime) => new Date(time).toISOString()
