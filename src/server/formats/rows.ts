import { TZDate } from '@date-fns/tz'
// Each function from its own module, as hevy.ts does (issue 18, memory).
import { isValid } from 'date-fns/isValid'
import { parse } from 'date-fns/parse'
import type { Locale } from 'date-fns/locale'
import { isRpe, type SetKind } from '#shared/domain/set-kinds.ts'
import { MAX_DISTANCE, MAX_DURATION, toMetres, type LengthUnit } from '#shared/domain/measures.ts'
import { MAX_REPS, MAX_WEIGHT } from '#shared/domain/set-values.ts'
import { MAX_NAME_LENGTH, MAX_NOTES_LENGTH, plainName } from '#shared/domain/text.ts'
import { toStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { lineError, withoutFormulaGuard } from './csv.ts'

/**
 * One record of either export, read into what docs/product/import-export.md and docs/product/exercise-types.md keep of it. A row that is
 * no set (a rest timer, or one with no reps, distance or time) is `set: false` and counts in
 * `skippedRows`.
 */
export type ImportRow = {
  line: number
  /** Identifies the row's workout within the file. */
  workoutKey: string
  workoutName: string
  startedAt: number
  /** Epoch ms, when the file says when the workout ended. */
  completedAt: number | null
  exerciseName: string
  set: boolean
  kind: SetKind
  /** docs/product/set-kinds.md: the file's RPE, null when not rated. */
  rpe: number | null
  /** The file's own name of the row's superset (Hevy's superset_id), labelled per workout later. */
  supersetId: string | null
  /** Pounds, to 3 decimals. */
  weight: number
  reps: number
  /** docs/product/exercise-types.md: whole seconds and metres (a decimal string), null where the row has none. */
  duration: number | null
  distance: string | null
  notes: string | null
  /** Sorts the sets of an exercise, where row order is not set order. */
  rank: number
}

/** A decimal field; empty is null. `decimalComma` accepts `100,5` (semicolon files from a spreadsheet). */
export function readNumber(
  raw: string | undefined,
  field: string,
  line: number,
  decimalComma = false,
) {
  let text = (raw ?? '').trim()
  if (text === '') return null
  if (decimalComma && /^-?\d+,\d+$/.test(text)) text = text.replace(',', '.')
  const value = Number(text)
  if (!Number.isFinite(value)) throw lineError(line, `${field}: "${clip(text)}" is not a number`)
  return value
}

/**
 * A weight in the file's unit, as stored: pounds to 3 decimals, float noise gone
 * (`149.99999999999997` is 150). Empty is bodyweight (0); so is a negative weight, which some
 * apps write for the help of an assisted exercise.
 */
export function toPounds(weight: number | null, unit: WeightUnit, field: string, line: number) {
  if (weight === null || weight <= 0) return 0
  const pounds = Math.round(toStoredPounds(weight, unit) * 1000) / 1000
  if (pounds > MAX_WEIGHT) {
    throw lineError(
      line,
      `${field}: ${clip(String(weight))} ${unit} is more than ${MAX_WEIGHT} lbs`,
    )
  }
  return pounds
}

/** Reps as a whole number (files write `8.0`); empty is 0. */
export function toReps(reps: number | null, field: string, line: number) {
  const whole = Math.max(0, Math.round(reps ?? 0))
  if (whole > MAX_REPS) throw lineError(line, `${field}: ${whole} is more than ${MAX_REPS} reps`)
  return whole
}

/**
 * docs/product/exercise-types.md: a distance field in `unit`, as stored metres, exactly (to the 6 decimals kept);
 * empty, 0 or less is none. The field's own text is read, so no float rounding comes between.
 */
export function toDistance(
  raw: string | undefined,
  unit: LengthUnit,
  field: string,
  line: number,
  decimalComma = false,
): string | null {
  const value = readNumber(raw, field, line, decimalComma)
  if (value === null || value <= 0) return null
  let text = (raw ?? '').trim()
  if (decimalComma) text = text.replace(',', '.')
  if (!/^\d*\.?\d+$/.test(text)) text = value.toFixed(12)
  const metres = toMetres(text.startsWith('.') ? `0${text}` : text, unit)!
  if (Number(metres) > MAX_DISTANCE) {
    throw lineError(line, `${field}: ${clip(text)} ${unit} is more than ${MAX_DISTANCE / 1000} km`)
  }
  return Number(metres) > 0 ? metres : null
}

/** docs/product/exercise-types.md: a set's time in whole seconds; empty or 0 is none. */
export function toSeconds(seconds: number | null, field: string, line: number): number | null {
  if (seconds === null || seconds <= 0) return null
  const whole = Math.round(seconds)
  if (whole > MAX_DURATION) {
    throw lineError(line, `${field}: ${whole} seconds is more than a day (${MAX_DURATION})`)
  }
  return whole || null
}

/** An RPE (docs/product/set-kinds.md): empty or 0 (how one Strong user's file says "not set") is null. */
export function toRpe(rpe: number | null, field: string, line: number): number | null {
  if (rpe === null || rpe === 0) return null
  if (!isRpe(rpe)) {
    throw lineError(
      line,
      `${field}: ${clip(String(rpe))} is not an RPE from 1 to 10 in steps of 0.5`,
    )
  }
  return rpe
}

/**
 * A name as the app keeps it; the `'` an export put before a formula-like one goes (csv.ts), and
 * a control or bidirectional-override character becomes a space
 * (docs/product/trust-tokens-and-values.md: names are plain text).
 */
export const nameOf = (raw: string | undefined) =>
  withoutFormulaGuard(plainName(raw ?? '').trim()).slice(0, MAX_NAME_LENGTH)

export function notesOf(raw: string | undefined): string | null {
  const notes = withoutFormulaGuard((raw ?? '').trim())
  return notes ? notes.slice(0, MAX_NOTES_LENGTH) : null
}

export const clip = (text: string, length = 40) =>
  text.length > length ? `${text.slice(0, length)}…` : text

/**
 * A local date and time as Strong writes it (`2024-05-14 18:02:11`) or a spreadsheet re-saves it
 * (`2022-10-04 23:17`, `13/09/2021 10:41`, `9:05`, `12:34:56 pm`): a date with a four-digit year,
 * a time, maybe fractions of a second (dropped) and am/pm.
 */
const LOCAL_DATE_TIME =
  /^(?:(\d{4}-\d{1,2}-\d{1,2})[ T]|(\d{1,2}[/.]\d{1,2}[/.]\d{4})[ ,T]+)(\d{1,2}:\d{2}(?::\d{2})?)(?:\.\d+)?\s*(?:([ap])\.?m\.?)?$/i

export type DayOrder = 'dmy' | 'mdy'

const DATE_PATTERNS = { iso: 'yyyy-M-d', dmy: 'd/M/yyyy', mdy: 'M/d/yyyy' } as const

/**
 * A local date and time of Strong's (LOCAL_DATE_TIME) placed in `tz` by date-fns, as hevy.ts
 * reads Hevy's; epoch ms, or null when it is no such time or no real one (February 30th, 25:00).
 * Narrow no-break spaces before am/pm (docs/product/import-formats.md) count as spaces. Years are
 * kept as written (0024 is never 1924: import.ts refuses one before 1900).
 */
export function parseLocalDateTime(raw: string, tz: string, dayOrder: DayOrder = 'dmy') {
  const match = LOCAL_DATE_TIME.exec(raw.replace(/[\u202f\u00a0]/g, ' ').trim())
  if (!match) return null
  const [, iso, slash, time, meridiem] = match as unknown as (string | undefined)[]
  const datePattern = iso ? DATE_PATTERNS.iso : DATE_PATTERNS[dayOrder]
  const seconds = time!.split(':').length === 3 ? ':ss' : ''
  const timePattern = meridiem ? `h:mm${seconds} a` : `H:mm${seconds}`
  const day = iso ?? slash!.replaceAll('.', '/')
  const text = `${day} ${time}${meridiem ? ` ${meridiem}m` : ''}`
  return parseWallTime(text, `${datePattern} ${timePattern}`, tz)
}

/**
 * `text` read by date-fns `parse` with `pattern` as a wall-clock time in `tz`: epoch ms, or null
 * when it is no such time or no real one. Read in UTC, then placed in `tz`: date-fns placing it
 * there itself moves dates before a zone's standard time (Berlin's 0024-05-01 became 0023-03-31),
 * and a year is never rewritten (docs/product/trust-accounts-and-devices.md).
 */
export function parseWallTime(
  text: string,
  pattern: string,
  tz: string,
  options?: { locale: Locale },
): number | null {
  const wall = parse(text, pattern, new TZDate(2000, 0, 1, 'UTC'), options)
  if (!isValid(wall)) return null
  const local = new TZDate(
    2000,
    0,
    1,
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    tz,
  )
  // Set apart from the constructor, which reads years 0–99 as 1900–1999.
  local.setFullYear(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate())
  return local.getTime()
}

/**
 * How a file writes slash dates: day first unless some date can only be month first
 * (`9/13/2021`). docs/product/import-formats.md saw day-first re-saves.
 */
export function slashDayOrder(dates: Iterable<string>): DayOrder {
  for (const raw of dates) {
    const match = /^\s*(\d{1,2})[/.](\d{1,2})[/.]\d{4}/.exec(raw)
    if (!match) continue
    if (+match[1]! > 12) return 'dmy'
    if (+match[2]! > 12) return 'mdy'
  }
  return 'dmy'
}
