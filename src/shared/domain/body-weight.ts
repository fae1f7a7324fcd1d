/**
 * decisions.md §15 and §17: a body weight is one a calendar day, in pounds, from 20 to 1500,
 * dated from 1900 to tomorrow in UTC (a lifter ahead of UTC logs "today" before UTC's day).
 */
export const MIN_BODY_WEIGHT = 20
export const MAX_BODY_WEIGHT = 1500
/** Stored to 3 decimals, as any weight entered in kilograms is (units.ts). */
export const BODY_WEIGHT_DECIMALS = 3
export const EARLIEST_BODY_WEIGHT_DATE = '1900-01-01'

const DAY_MS = 86_400_000

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The latest date a body weight may have: tomorrow in UTC. */
export function latestBodyWeightDate(now: number): string {
  return addCalendarDays(new Date(now).toISOString().slice(0, 10), 1)
}

/**
 * The trend line of a body-weight chart: for each entry, the mean of the entries of the `days`
 * calendar days that end on its date (a trailing average over time, not over a count of
 * entries, so a week with one weigh-in is not read as a week of them).
 */
export function movingAverage(
  entries: readonly { date: string; weight: number }[],
  days = 7,
): number[] {
  const averages: number[] = []
  let start = 0
  let sum = 0
  for (const [index, entry] of entries.entries()) {
    sum += entry.weight
    const first = addCalendarDays(entry.date, 1 - days)
    while (entries[start]!.date < first) sum -= entries[start++]!.weight
    averages.push(sum / (index - start + 1))
  }
  return averages
}
