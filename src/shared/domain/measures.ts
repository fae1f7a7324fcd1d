import { formatFixed } from './format.ts'
import { decimalText } from './set-values.ts'
import type { WeightUnit } from './units.ts'

/*
 * docs/product/exercise-types.md: a set's time and distance. Storage and the API keep whole seconds and metres (a
 * decimal string with at most 6 decimals); a lifter reads and types time as "m:ss" or "h:mm:ss"
 * and distance in their distance unit. The one home of these rules for the contract, the
 * server (imports, exports), and the screens.
 */

/** A set's duration: whole seconds, 0 to a day. */
export const MAX_DURATION = 86_400
/** A set's distance: metres, 0 to 1,000 km, with at most 6 decimals. */
export const MAX_DISTANCE = 1_000_000
export const DISTANCE_DECIMALS = 6

export const DISTANCE_UNITS = ['km', 'mi'] as const
export type DistanceUnit = (typeof DISTANCE_UNITS)[number]

/** Until a lifter chooses one, the distance unit follows the weight unit: lbs → mi, kg → km. */
export const DEFAULT_DISTANCE_UNIT: Record<WeightUnit, DistanceUnit> = { lbs: 'mi', kg: 'km' }

/**
 * Metres in each unit a distance is written in: 1 mi = 1,609.344 m and 1 ft = 0.3048 m, exactly
 * (feet only in files: docs/product/import-more-apps.md).
 */
const METRES_PER = { m: '1', km: '1000', mi: '1609.344', ft: '0.3048' } as const
export type LengthUnit = keyof typeof METRES_PER

/** The next-set bar's steps: 5 s, and 0.1 of the distance unit. */
export const DURATION_STEP = 5
export const DISTANCE_STEP = 0.1
/** A distance field's step: hundredths of the unit, as distances are written ("5.00 km"). */
export const DISTANCE_FIELD_STEP = 0.01

// Exact decimals: a value is [digits, decimals] = digits / 10^decimals, in bigints.
type Decimal = { digits: bigint; places: number }

/** A non-negative decimal as written, any number of digits (`2414.0160000000005`, `.5`, `60.`). */
function readDecimal(text: string): Decimal | null {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || !/\d/.test(text)) return null
  const fraction = match[2] ?? ''
  return { digits: BigInt(match[1]! + fraction), places: fraction.length }
}

/** `numerator / denominator` to the nearest whole number, halves up (both positive). */
const divideHalfUp = (numerator: bigint, denominator: bigint) =>
  (2n * numerator + denominator) / (2n * denominator)

/** digits / 10^places written canonically: no trailing zeros, no point for a whole number. */
function writeDecimal(digits: bigint, places: number): string {
  const text = digits.toString().padStart(places + 1, '0')
  const whole = text.slice(0, text.length - places)
  const fraction = text.slice(text.length - places).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * A distance written in `unit` (a decimal, "5", "3.1", "4988.9664"), in metres as stored:
 * exact, rounded half up to 6 decimals only where the unit's product has more (a mile written
 * to 3 decimals or more). Null when it is not a non-negative decimal.
 */
export function toMetres(text: string, unit: LengthUnit): string | null {
  const value = readDecimal(text.trim())
  const factor = readDecimal(METRES_PER[unit])!
  if (!value) return null
  const places = value.places + factor.places
  const scaled = value.digits * factor.digits * 10n ** BigInt(DISTANCE_DECIMALS)
  return writeDecimal(divideHalfUp(scaled, 10n ** BigInt(places)), DISTANCE_DECIMALS)
}

/**
 * Stored metres written in `unit` for an export: exactly when the quotient ends (every
 * kilometre figure, a mile figure that was typed in miles), else the shortest decimal that
 * reads back as the same metres (a mile is 1,609.344 m, so ten decimals always do).
 */
export function fromMetres(metres: string, unit: LengthUnit): string {
  const value = readDecimal(metres)!
  const factor = readDecimal(METRES_PER[unit])!
  // value / factor = (value.digits × 10^factor.places) / (factor.digits × 10^value.places)
  const numerator = value.digits * 10n ** BigInt(factor.places)
  const denominator = factor.digits * 10n ** BigInt(value.places)
  for (let places = 0; places <= 12; places++) {
    const scale = 10n ** BigInt(places)
    if ((numerator * scale) % denominator === 0n) {
      return writeDecimal((numerator * scale) / denominator, places)
    }
    const candidate = writeDecimal(divideHalfUp(numerator * scale, denominator), places)
    if (toMetres(candidate, unit) === canonicalMetres(metres)) return candidate
  }
  throw new Error(`${metres} m has no decimal in ${unit}`)
}

/** A metres string in canonical form ("5000.000" is "5000"). */
export function canonicalMetres(metres: string): string {
  const value = readDecimal(metres)
  return value ? writeDecimal(value.digits, value.places) : metres
}

/** Stored metres as a number in `unit`, for display and steppers. */
export function metresIn(metres: string | number, unit: DistanceUnit): number {
  return Number(metres) / Number(METRES_PER[unit])
}

/**
 * A distance the lifter typed in their unit (a decimal comma too), as stored metres; null when
 * it is not a number, and clamped to the largest distance a set may have.
 */
export function parseDistance(text: string, unit: DistanceUnit): string | null {
  const typed = decimalText(text)
  if (typed === null) return null
  const metres = toMetres(typed.startsWith('.') ? `0${typed}` : typed, unit)
  if (metres === null) return null
  return Number(metres) > MAX_DISTANCE ? String(MAX_DISTANCE) : metres
}

/** A distance as a field shows it for editing: in the unit, at most 2 decimals ("5", "3.1"). */
export function distanceField(metres: string | number, unit: DistanceUnit): string {
  return String(Math.round(metresIn(metres, unit) * 100) / 100)
}

/** docs/product/exercise-types.md: "5.00 km", "3.10 mi". */
export function formatDistance(metres: string | number, unit: DistanceUnit): string {
  return `${formatFixed(metresIn(metres, unit), 2)} ${unit}`
}

/**
 * A typed duration, in whole seconds: `90` (seconds), `1:30` (minutes and seconds),
 * `1:02:03` (hours, minutes, seconds); null when it is none of them, clamped to a day.
 */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,5})(?::([0-5]?\d))?(?::([0-5]\d))?$/.exec(text.trim())
  if (!match) return null
  const [, first, second, third] = match
  const seconds =
    third !== undefined
      ? Number(first) * 3600 + Number(second) * 60 + Number(third)
      : second !== undefined
        ? Number(first) * 60 + Number(second)
        : Number(first)
  return Math.min(seconds, MAX_DURATION)
}

const two = (value: number) => String(value).padStart(2, '0')

/** docs/product/exercise-types.md: "m:ss", "h:mm:ss" from an hour ("0:45", "25:00", "1:02:03"). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = whole % 60
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${minutes}:${two(rest)}`
}

/** Pace: time per distance unit, "5:00 /km"; null without both a distance and a time. */
export function formatPace(
  seconds: number | null,
  metres: string | number | null,
  unit: DistanceUnit,
): string | null {
  if (!seconds || metres === null || !Number(metres)) return null
  return `${formatDuration(seconds / metresIn(metres, unit))} /${unit}`
}
