/**
 * docs/product/trust-accounts-and-devices.md: every time the API takes (a workout's start and completion, a history
 * cursor, an import's dates) lies between the start of 1900 and one day after the server's now.
 * Earlier is a typo or a two-digit year; later has not happened yet (a day covers any clock and
 * time zone a lifter may be in).
 */
export const EARLIEST_TIME_MS = Date.UTC(1900, 0, 1)
export const LATEST_AHEAD_MS = 24 * 60 * 60 * 1000

/**
 * docs/product/trust-tokens-and-values.md: the calendar days a query takes (`from`, `to`), and
 * every day date arithmetic on them reaches: 1900-01-01 to 9999-12-31.
 */
export const EARLIEST_CALENDAR_DAY = new Date(EARLIEST_TIME_MS).toISOString().slice(0, 10)
export const LATEST_CALENDAR_DAY = '9999-12-31'

/** Whether the calendar day `YYYY-MM-DD` lies between the first and the last the API takes. */
export const isServedDay = (day: string) =>
  day >= EARLIEST_CALENDAR_DAY && day <= LATEST_CALENDAR_DAY

/** Why the time `ms` (since the epoch) is not one the API takes, or null when it is. */
export function unreasonableTime(ms: number, now = Date.now()): string | null {
  if (!(ms >= EARLIEST_TIME_MS)) return 'must not be before 1900'
  if (ms > now + LATEST_AHEAD_MS) return 'must not be more than a day from now'
  return null
}
