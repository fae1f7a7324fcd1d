import { TZDate } from '@date-fns/tz'
// Each function from its own module, as hevy.ts does (issue 18, memory).
import { isValid } from 'date-fns/isValid'
import type { Locale } from 'date-fns/locale'
import { parse } from 'date-fns/parse'
import type { DateOrder } from '#shared/contract/imports.ts'
import { isRpe, type SetKind } from '#shared/domain/set-kinds.ts'
import { MAX_DISTANCE, MAX_DURATION, toMetres, type LengthUnit } from '#shared/domain/measures.ts'
import { MAX_REPS, MAX_WEIGHT } from '#shared/domain/set-values.ts'
import { MAX_NAME_LENGTH, MAX_NOTES_LENGTH, plainName } from '#shared/domain/text.ts'
import { toStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { ImportError, lineError, withoutFormulaGuard } from './csv.ts'

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
  /**
   * A row that only opens its workout, so that a workout of no entries is still imported
   * (docs/product/import-more-apps.md): not an entry of the file, never a skipped row.
   */
  opensWorkout?: true
}

/** A row of a workout with no entry yet: what its entries copy, and (marked) what opens it. */
export const workoutRow = (
  workout: Pick<ImportRow, 'line' | 'workoutKey' | 'workoutName' | 'startedAt' | 'completedAt'>,
): ImportRow => ({
  ...workout,
  exerciseName: '',
  set: false,
  kind: 'working',
  rpe: null,
  supersetId: null,
  weight: 0,
  reps: 0,
  duration: null,
  distance: null,
  notes: null,
  rank: 0,
})

/** What a reader makes of a file: its rows, and how many of its entries are not sets. */
export type ReadRows = { rows: ImportRow[]; skippedRows: number }

/** The rows' entries that are not sets (every row but a workout's opener). */
export const readRows = (rows: ImportRow[]): ReadRows => ({
  rows,
  skippedRows: rows.filter((row) => !row.set && !row.opensWorkout).length,
})

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

/** A number field as written, trimmed (a decimal comma read as a point); a negative is 400. */
function nonNegativeText(
  raw: string | undefined,
  field: string,
  line: number,
  decimalComma: boolean,
) {
  const value = readNumber(raw, field, line, decimalComma)
  if (value === null) return null
  if (value < 0) throw lineError(line, `${field}: ${clip((raw ?? '').trim())} is below 0`)
  const trimmed = (raw ?? '').trim()
  const text = decimalComma ? trimmed.replace(',', '.') : trimmed
  // Exponents and other shapes Number reads: their value, written out.
  return /^\d*\.?\d*$/.test(text) ? text : value.toFixed(12)
}

/**
 * docs/product/exercise-types.md, docs/product/import-more-apps.md: a distance field in `unit`, as stored metres,
 * exactly: the field's own digits are multiplied (2414.0160000000005 m, 1.3 mi = 2092.1472 m),
 * rounded to 6 decimals halves up; empty or 0 is none, beyond 1,000 km a 400 naming the line.
 */
export function toDistance(
  raw: string | undefined,
  unit: LengthUnit,
  field: string,
  line: number,
  decimalComma = false,
): string | null {
  const text = nonNegativeText(raw, field, line, decimalComma)
  if (text === null) return null
  const metres = toMetres(text, unit)!
  if (Number(metres) > MAX_DISTANCE) {
    throw lineError(line, `${field}: ${clip(text)} ${unit} is more than ${MAX_DISTANCE / 1000} km`)
  }
  return metres === '0' ? null : metres
}

/**
 * docs/product/exercise-types.md: a set's time in whole seconds, halves up (600.5 is 601); empty or 0 is
 * none; below 0 or beyond a day a 400 naming the line.
 */
export function toSeconds(seconds: number | null, field: string, line: number): number | null {
  if (seconds === null) return null
  if (seconds < 0) throw lineError(line, `${field}: ${seconds} is below 0`)
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

const DATE_PATTERNS = { iso: 'yyyy-M-d', dmy: 'd/M/yyyy', mdy: 'M/d/yyyy' } as const

/**
 * A local date and time of Strong's (LOCAL_DATE_TIME) placed in `tz` by date-fns, as hevy.ts
 * reads Hevy's; epoch ms, or null when it is no such time or no real one (February 30th, 25:00).
 * Narrow no-break spaces before am/pm (docs/product/import-formats.md) count as spaces. Years are
 * kept as written (0024 is never 1924: import.ts refuses one before 1900).
 */
export function parseLocalDateTime(raw: string, tz: string, dayOrder: DateOrder = 'dmy') {
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
export function slashDayOrder(dates: Iterable<string>): DateOrder {
  for (const raw of dates) {
    const match = /^\s*(\d{1,2})[/.](\d{1,2})[/.]\d{4}/.exec(raw)
    if (!match) continue
    if (+match[1]! > 12) return 'dmy'
    if (+match[2]! > 12) return 'mdy'
  }
  return 'dmy'
}

/**
 * A time written with its offset (`2021-03-02 18:04:11 +0000`, `…T05:57:42.701Z`) in the layout
 * `pattern` (date-fns): exact, whatever the lifter's zone (docs/product/import-more-apps.md). Epoch ms, or null.
 */
export function parseInstant(text: string, pattern: string): number | null {
  const date = parse(text.trim(), pattern, new Date(0))
  return isValid(date) ? date.getTime() : null
}

/**
 * docs/product/import-more-apps.md: a format with dates only starts its workouts at noon of the date in `tz`.
 * `pattern` reads the date (date-fns); epoch ms, or null when the text is not one.
 */
export const noonOf = (text: string, pattern: string, tz: string) =>
  parseWallTime(`${text.trim()} 12:00`, `${pattern} H:mm`, tz)

/** Whether an entry is a set (docs/product/import-more-apps.md): reps, seconds or metres above 0. */
export const isSetEntry = (entry: {
  reps: number
  duration: number | null
  distance: string | null
}) => entry.reps > 0 || entry.duration !== null || entry.distance !== null

/** A note as the file gives it, exactly; one of only white space is none. */
export function exactNotes(raw: string | undefined): string | null {
  const notes = raw ?? ''
  return notes.trim() ? notes.slice(0, MAX_NOTES_LENGTH) : null
}

/** An exercise or workout name as written, trimmed (docs/product/import-more-apps.md). */
export const trimmedName = (raw: string | undefined) => (raw ?? '').trim().slice(0, MAX_NAME_LENGTH)

/** The 400 for options a file needs and the request lacks, naming each (docs/product/import-more-apps.md). */
export function missingChoices(choices: Array<'unit' | 'dateOrder'>) {
  return new ImportError(choices.map((choice) => CHOICE_MESSAGES[choice]).join('. '))
}

const CHOICE_MESSAGES = {
  unit: 'unit: this file does not say whether its weights are in kg or lbs; choose kg or lbs',
  dateOrder:
    'dateOrder: this file’s dates do not show whether the day or the month comes first; choose dmy or mdy',
}

const DURATION_UNITS: Array<[RegExp, number]> = [
  [/^(h|hr|hrs|hour|hours|std|小时|時間)$/, 3600],
  [/^(m|min|mins|minute|minutes|分钟|分)$/, 60],
  [/^(s|sec|secs|second|seconds|sek|秒|秒钟)$/, 1],
]

/**
 * A duration as the apps write it, in seconds, or null: Strong's workouts (`29m`, `1h 5m`, `55s`,
 * `21min`, `1小时13分钟`), FitNotes' sets (`0:09:21`), Alpha Progression's workouts (`51 min`,
 * `1:04 hr`, `45:32 hr`, however long, with a no-break space before the unit).
 */
export function parseDuration(raw: string): number | null {
  const text = raw.trim().toLowerCase()
  if (!text) return null
  const clock = /^(\d+):(\d{2})(?::(\d{2}))?(?:\s*hr)?$/.exec(text)
  if (clock) return +clock[1]! * 3600 + +clock[2]! * 60 + +(clock[3] ?? 0)
  let seconds = 0
  let rest = text
  const token = /^\s*(\d+(?:\.\d+)?)\s*([^\d\s.]+)\.?/
  while (rest.trim()) {
    const match = token.exec(rest)
    const unit = match && DURATION_UNITS.find(([names]) => names.test(match[2]!))
    if (!match || !unit) return null
    seconds += Number(match[1]) * unit[1]
    rest = rest.slice(match[0].length)
  }
  return Math.round(seconds)
}
