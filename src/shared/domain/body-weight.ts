import { EARLIEST_CALENDAR_DAY } from './time-limits.ts'
import { LBS_PER_KG, toStoredPounds, type WeightUnit } from './units.ts'

/**
 * docs/product/body-weight-and-muscles.md, docs/product/trust-accounts-and-devices.md: a body weight is one a calendar day, in pounds, from 20 to 1500,
 * dated from 1900 to tomorrow in UTC (a lifter ahead of UTC logs "today" before UTC's day).
 */
export const MIN_BODY_WEIGHT = 20
export const MAX_BODY_WEIGHT = 1500
/** Stored to 3 decimals, as any weight entered in kilograms is (units.ts). */
export const BODY_WEIGHT_DECIMALS = 3
/** The first calendar day of every time the API takes (time-limits.ts): 1900-01-01. */
export const EARLIEST_BODY_WEIGHT_DATE = EARLIEST_CALENDAR_DAY

const DAY_MS = 86_400_000

/** The range a lifter may enter, in their unit ("from 9.08 to 680.38 kg"). */
export function bodyWeightRange(unit: WeightUnit): { min: number; max: number } {
  // Inward to 0.01, so each end stays within the limits once stored in pounds.
  return unit === 'lbs'
    ? { min: MIN_BODY_WEIGHT, max: MAX_BODY_WEIGHT }
    : {
        min: Math.ceil((MIN_BODY_WEIGHT / LBS_PER_KG) * 100) / 100,
        max: Math.floor((MAX_BODY_WEIGHT / LBS_PER_KG) * 100) / 100,
      }
}

/**
 * A body weight typed in the lifter's unit (a decimal comma too), as the API takes it: pounds as
 * a decimal string; null when it is not a number within the range.
 */
export function parseBodyWeight(text: string, unit: WeightUnit): string | null {
  const trimmed = text.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null
  const value = Number(trimmed)
  const { min, max } = bodyWeightRange(unit)
  if (value < min || value > max) return null
  return String(toStoredPounds(Math.round(value * 100) / 100, unit))
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addCalendarDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The calendar day (YYYY-MM-DD) of `date` where it is read: the browser's local day. */
export function localCalendarDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The latest date a body weight may have: tomorrow in UTC. */
export function latestBodyWeightDate(now: number): string {
  return addCalendarDays(new Date(now).toISOString().slice(0, 10), 1)
}

/**
 * docs/product/exercise-types.md: the body weight a workout of `day` (its start's calendar day in
 * UTC) counts: the latest dated on or before it, else the earliest after it; null without any.
 * The server's twin is queries/set-figures.ts bodyWeightOfWorkoutSql.
 */
export function bodyWeightOn<T extends { date: string }>(
  weights: readonly T[],
  day: string,
): T | null {
  let before: T | null = null
  let after: T | null = null
  for (const entry of weights) {
    if (entry.date <= day) {
      if (!before || entry.date > before.date) before = entry
    } else if (!after || entry.date < after.date) {
      after = entry
    }
  }
  return before ?? after
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
