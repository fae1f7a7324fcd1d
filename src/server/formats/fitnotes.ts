import type { WeightUnit } from '#shared/domain/units.ts'
import { lineError, type CsvFile } from './csv.ts'
import {
  clip,
  exactNotes,
  isSetEntry,
  noonOf,
  parseDuration,
  readNumber,
  readRows,
  toDistance,
  toPounds,
  toReps,
  toSeconds,
  trimmedName,
  type ImportRow,
  type ReadRows,
} from './rows.ts'
import type { DistanceUnit, LengthUnit } from '#shared/domain/measures.ts'

/**
 * FitNotes' spreadsheet export (docs/product/import-more-apps.md, docs/product/import-formats-more-apps.md): one record per set, a
 * workout per date, units in the header or per record, and exercise names never quoted.
 */

const TAIL = 'Reps,Distance,Distance Unit,Time'
/** The four shapes: the unit in the weight column's name (kgs, lbs) or a column of its own, each with or without `Comment`. */
const HEADERS = new Set(
  [
    `Date,Exercise,Category,Weight (kgs),${TAIL}`,
    `Date,Exercise,Category,Weight (lbs),${TAIL}`,
    `Date,Exercise,Category,Weight,Weight Unit,${TAIL}`,
  ].flatMap((header) => [header, `${header},Comment`]),
)

export const isFitNotesHeader = (header: string[]) => HEADERS.has(header.join(','))

/** A unit as FitNotes names it: plural (`kgs`, `lbs`), in the header or per record. */
const WEIGHT_UNITS: Record<string, WeightUnit> = { kgs: 'kg', lbs: 'lbs' }
const LENGTH_UNITS = new Set<string>(['m', 'km', 'mi', 'ft'])

export function readFitNotesRows(
  file: CsvFile,
  options: { tz: string; distanceUnit: DistanceUnit },
): ReadRows {
  const { header } = file
  const at = (name: string) => header.indexOf(name)
  const headerUnit = header.includes('Weight (kgs)')
    ? 'kg'
    : header.includes('Weight (lbs)')
      ? 'lbs'
      : null
  const columns = {
    weight: headerUnit ? 3 : at('Weight'),
    weightUnit: at('Weight Unit'),
    reps: at('Reps'),
    distance: at('Distance'),
    distanceUnit: at('Distance Unit'),
    time: at('Time'),
    comment: at('Comment'),
  }
  const noons = new Map<string, number | null>()

  const rows = file.records.map(({ fields: written, line }): ImportRow => {
    // Only `Comment` is quoted: a name with k commas spreads over k more fields, which join again.
    const extra = written.length - header.length
    if (extra < 0) {
      throw lineError(line, `has ${written.length} fields but the header has ${header.length}`)
    }
    const fields = [written[0]!, written.slice(1, 2 + extra).join(','), ...written.slice(2 + extra)]
    const cell = (index: number) => (index < 0 ? '' : (fields[index] ?? ''))

    const date = fields[0]!.trim()
    let startedAt = noons.get(date)
    if (startedAt === undefined)
      noons.set(date, (startedAt = noonOf(date, 'yyyy-MM-dd', options.tz)))
    if (startedAt === null)
      throw lineError(line, `Date: "${clip(date)}" is not a date (yyyy-MM-dd)`)

    const weight = readNumber(cell(columns.weight), 'Weight', line)
    let unit: WeightUnit | null = headerUnit
    if (!unit) {
      const named = cell(columns.weightUnit).trim()
      unit = WEIGHT_UNITS[named] ?? null
      if (named && !unit)
        throw lineError(line, `Weight Unit: "${clip(named)}" is neither kgs nor lbs`)
      if (!unit && weight !== null && weight > 0) {
        throw lineError(line, `Weight Unit: is empty for a weight of ${weight}`)
      }
    }
    const reps = toReps(readNumber(cell(columns.reps), 'Reps', line), 'Reps', line)
    const time = cell(columns.time).trim()
    const clock = time ? parseDuration(time) : null
    if (time && clock === null) throw lineError(line, `Time: "${clip(time)}" is not H:MM:SS`)
    const duration = toSeconds(clock, 'Time', line)
    const distance = distanceOf(cell(columns.distance), cell(columns.distanceUnit), line, options)
    const exerciseName = trimmedName(fields[1])
    const set = isSetEntry({ reps, duration, distance })
    if (set && !exerciseName) throw lineError(line, 'Exercise: is empty')

    return {
      line,
      workoutKey: date,
      workoutName: 'FitNotes',
      startedAt,
      completedAt: null,
      exerciseName,
      set,
      kind: 'working',
      rpe: null,
      supersetId: null,
      // A placeholder weight (1.0 on a pull-up) is kept as written.
      weight: set ? toPounds(weight, unit ?? 'lbs', 'Weight', line) : 0,
      reps,
      duration,
      distance,
      notes: exactNotes(cell(columns.comment)),
      rank: 0,
    }
  })
  return readRows(rows)
}

/**
 * `Distance` in its `Distance Unit`, at face value: 0 is none whatever the unit (timed holds
 * carry `kg`); above 0 without a unit, the request's `distanceUnit`; with another unit, a 400.
 */
function distanceOf(
  raw: string,
  rawUnit: string,
  line: number,
  options: { distanceUnit: DistanceUnit },
): string | null {
  const value = raw.trim()
  if (value === '' || Number(value) === 0) return null
  const unit = rawUnit.trim()
  if (unit && !LENGTH_UNITS.has(unit)) {
    throw lineError(line, `Distance Unit: "${clip(unit)}" is not m, km, mi or ft`)
  }
  return toDistance(value, (unit as LengthUnit) || options.distanceUnit, 'Distance', line)
}
