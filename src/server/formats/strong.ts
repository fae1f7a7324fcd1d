import { fromMetres, type DistanceUnit, type LengthUnit } from '#shared/domain/measures.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { lineError, notAnExport, type CsvCell, type CsvFile } from './csv.ts'
import {
  clip,
  missingChoices,
  nameOf,
  notesOf,
  parseDuration,
  parseLocalDateTime,
  readNumber,
  slashDayOrder,
  toDistance,
  toPounds,
  toReps,
  toRpe,
  toSeconds,
  type ImportRow,
} from './rows.ts'

/**
 * Strong's CSV exports, every header shape of docs/product/import-formats.md: S1–S8 by their column names,
 * the translated S7 headers (and any unknown 12-column header) by S7's positions.
 */

type Column =
  | 'date'
  | 'workoutName'
  | 'exerciseName'
  | 'setOrder'
  | 'weight'
  | 'weightUnit'
  | 'reps'
  | 'distance'
  | 'distanceUnit'
  | 'seconds'
  | 'duration'
  | 'durationSeconds'
  | 'notes'
  | 'workoutNumber'
  | 'rpe'

/** Column names (lower-cased), with the unit a weight or distance column names. */
const NAMES: Record<string, { column: Column; unit?: WeightUnit; length?: LengthUnit }> = {
  date: { column: 'date' },
  'workout name': { column: 'workoutName' },
  'exercise name': { column: 'exerciseName' },
  'set order': { column: 'setOrder' },
  weight: { column: 'weight' },
  kg: { column: 'weight', unit: 'kg' },
  lbs: { column: 'weight', unit: 'lbs' },
  'weight (kg)': { column: 'weight', unit: 'kg' },
  'weight (lbs)': { column: 'weight', unit: 'lbs' },
  'weight unit': { column: 'weightUnit' },
  reps: { column: 'reps' },
  // docs/product/exercise-types.md: a set's distance and time.
  distance: { column: 'distance' },
  km: { column: 'distance', length: 'km' },
  'distance (meters)': { column: 'distance', length: 'm' },
  'distance unit': { column: 'distanceUnit' },
  seconds: { column: 'seconds' },
  duration: { column: 'duration' },
  'workout duration': { column: 'duration' },
  'duration (sec)': { column: 'durationSeconds' },
  notes: { column: 'notes' },
  'workout #': { column: 'workoutNumber' },
  rpe: { column: 'rpe' },
}

/** The current layout, S7 (Ironlog exports it): also the positions of translated headers. */
export const STRONG_COLUMNS = [
  'Date',
  'Workout Name',
  'Duration',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
  'Distance',
  'Seconds',
  'Notes',
  'Workout Notes',
  'RPE',
] as const

const S7_POSITIONS: Partial<Record<Column, number>> = {
  date: 0,
  workoutName: 1,
  duration: 2,
  exerciseName: 3,
  setOrder: 4,
  weight: 5,
  reps: 6,
  distance: 7,
  seconds: 8,
  notes: 9,
  rpe: 11,
}

/** S7 in the app languages docs/product/import-formats.md has seen; dates stay ISO, exercise names English. */
const TRANSLATED_HEADERS = new Set([
  'Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE',
  "Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,Notes,Notes d'entraînement,RPE",
  '日期,锻炼名称,时长,运动名称,设置顺序,重量,次,距离,秒,备注,锻炼备注,RPE',
])

const REQUIRED: Column[] = ['date', 'workoutName', 'exerciseName', 'setOrder', 'weight', 'reps']

type Layout = {
  at: Partial<Record<Column, number>>
  /** The unit the header names (S1, S6), if any. */
  unit?: WeightUnit
  /** The distance unit the header names (S1: km, S6: metres), if any. */
  length?: LengthUnit
  /** Positions guessed from the column count, not read from names. */
  guessed: boolean
  /** S6 (`WARM_UP` rows can follow set 1): warm-ups go first within an exercise. */
  warmupsFirst: boolean
}

export function strongLayout(header: string[]): Layout | null {
  const at: Partial<Record<Column, number>> = {}
  let unit: WeightUnit | undefined
  let length: LengthUnit | undefined
  header.forEach((name, index) => {
    const known = NAMES[name.toLowerCase()]
    if (known && at[known.column] === undefined) {
      at[known.column] = index
      unit ??= known.unit
      length ??= known.length
    }
  })
  if (REQUIRED.every((column) => at[column] !== undefined)) {
    return { at, unit, length, guessed: false, warmupsFirst: at.workoutNumber !== undefined }
  }
  // Translated S7 headers (German, French, Chinese…) keep S7's 12 columns in S7's order.
  if (TRANSLATED_HEADERS.has(header.join(','))) {
    return { at: S7_POSITIONS, guessed: false, warmupsFirst: false }
  }
  if (header.length === STRONG_COLUMNS.length) {
    return { at: S7_POSITIONS, guessed: true, warmupsFirst: false }
  }
  return null
}

// docs/product/set-kinds.md, Set Order: a number is a working set; the markers that replace it are
// W (S6: WARM_UP), F (FAILURE) and D.
const MARKERS: Record<string, SetKind> = {
  w: 'warmup',
  warm: 'warmup',
  warmup: 'warmup',
  f: 'failure',
  failure: 'failure',
  d: 'drop',
  drop: 'drop',
  dropset: 'drop',
}

/** The kind a Set Order says, or 'other' for a row that is no set. */
function setKind(raw: string): SetKind | 'other' {
  const text = raw.trim()
  if (/^\d+(\.0*)?$/.test(text)) return 'working'
  // `Rest Timer`, `Ruhezeit` and whatever other languages call it are 'other'.
  return MARKERS[text.toLowerCase().replace(/[^a-z]/g, '')] ?? 'other'
}

/** The marker the export writes for a set of `kind` (docs/product/set-kinds.md), `number` for a working one. */
export function setOrderOf(kind: SetKind, number: number): string {
  return { warmup: 'W', failure: 'F', drop: 'D', working: String(number) }[kind]
}

/** The other way: `1h 4m`, `29m`, `55s`, as Strong writes it. */
export function formatStrongDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`
  if (minutes > 0) return `${minutes}m`
  return `${whole}s`
}

/** S4 and S5's `Distance Unit` (`km`, `mi.`); empty is the file's or the lifter's. */
function rowLength(raw: string, line: number): LengthUnit | null {
  const named = raw.trim().toLowerCase().replace(/\.$/, '')
  if (!named) return null
  if (named === 'km' || named === 'kms') return 'km'
  if (named === 'mi' || named === 'mile' || named === 'miles') return 'mi'
  if (named === 'm' || named === 'meters' || named === 'metres') return 'm'
  throw lineError(line, `Distance Unit: "${clip(named)}" is neither km nor mi`)
}

export function readStrongRows(
  file: CsvFile,
  layout: Layout,
  options: { unit?: WeightUnit | undefined; distanceUnit: DistanceUnit; tz: string },
): ImportRow[] {
  const { at } = layout
  const field = (fields: string[], column: Column) => {
    const index = at[column]
    return index === undefined ? '' : (fields[index] ?? '')
  }
  const dayOrder = slashDayOrder(file.records.map((record) => field(record.fields, 'date')))
  const first = file.records[0]
  if (
    layout.guessed &&
    first &&
    parseLocalDateTime(field(first.fields, 'date'), options.tz, dayOrder) === null
  ) {
    throw notAnExport(`unknown columns ${columnList(file.header)}`)
  }
  const decimalComma = file.delimiter === ';'
  // S2, S3, S7, S8 and translated headers name no unit (docs/product/import-export.md).
  const needsUnit = !layout.unit && at.weightUnit === undefined
  if (needsUnit && !options.unit) throw missingUnit()
  const width = file.header.length

  const starts = new Map<string, number | null>()
  const rows: ImportRow[] = []
  for (const { fields, line } of file.records) {
    if (fields.length > width) {
      throw lineError(line, `has ${fields.length} fields but the header has ${width}`)
    }
    const date = field(fields, 'date')
    let startedAt = starts.get(date)
    if (startedAt === undefined) {
      startedAt = parseLocalDateTime(date, options.tz, dayOrder)
      starts.set(date, startedAt)
    }
    if (startedAt === null) {
      throw lineError(line, `Date: "${clip(date)}" is not a date and time`)
    }
    const seconds =
      at.durationSeconds !== undefined
        ? readNumber(field(fields, 'durationSeconds'), 'Duration (sec)', line)
        : parseDuration(field(fields, 'duration'))

    const kind = setKind(field(fields, 'setOrder'))
    const reps = toReps(readNumber(field(fields, 'reps'), 'Reps', line, decimalComma), 'Reps', line)
    // docs/product/exercise-types.md: a row with a distance or a time is a set too; a rest timer (`other`) never.
    const length =
      layout.length ?? rowLength(field(fields, 'distanceUnit'), line) ?? options.distanceUnit
    const distance =
      kind === 'other'
        ? null
        : toDistance(field(fields, 'distance'), length, 'Distance', line, decimalComma)
    const duration =
      kind === 'other'
        ? null
        : toSeconds(
            readNumber(field(fields, 'seconds'), 'Seconds', line, decimalComma),
            'Seconds',
            line,
          )
    const isSet = kind !== 'other' && (reps > 0 || distance !== null || duration !== null)
    const rawWeight = readNumber(field(fields, 'weight'), 'Weight', line, decimalComma)
    let unit = layout.unit ?? options.unit
    if (at.weightUnit !== undefined) {
      const named = field(fields, 'weightUnit').trim().toLowerCase()
      if (named === 'kg' || named === 'kgs') unit = 'kg'
      else if (named === 'lbs' || named === 'lb') unit = 'lbs'
      else if (named) throw lineError(line, `Weight Unit: "${clip(named)}" is neither kg nor lbs`)
    }
    if (isSet && rawWeight && !unit) throw missingUnit()
    const exerciseName = nameOf(field(fields, 'exerciseName'))
    if (isSet && !exerciseName) throw lineError(line, 'Exercise Name: is empty')
    const workoutName = nameOf(field(fields, 'workoutName')) || 'Workout'
    const number = field(fields, 'workoutNumber').trim()

    rows.push({
      line,
      workoutKey: number ? `#${number}` : `${date}\u0000${workoutName}`,
      workoutName,
      startedAt,
      completedAt: seconds === null ? null : startedAt + seconds * 1000,
      exerciseName,
      set: isSet,
      kind: kind === 'other' ? 'working' : kind,
      rpe: isSet
        ? toRpe(readNumber(field(fields, 'rpe'), 'RPE', line, decimalComma), 'RPE', line)
        : null,
      supersetId: null,
      weight: isSet ? toPounds(rawWeight, unit ?? 'lbs', 'Weight', line) : 0,
      reps,
      duration: isSet ? duration : null,
      distance: isSet ? distance : null,
      notes: notesOf(field(fields, 'notes')),
      rank: layout.warmupsFirst && kind !== 'warmup' ? 1 : 0,
    })
  }
  return rows
}

export const missingUnit = () => missingChoices(['unit'])

export const columnList = (header: string[]) =>
  header
    .slice(0, 6)
    .map((name) => clip(name, 30))
    .join(', ') + (header.length > 6 ? ', …' : '')

/** The columns of the current layout that Strong quotes: its texts. */
export const STRONG_TEXT_COLUMNS: ReadonlySet<number> = new Set(
  (['Workout Name', 'Exercise Name', 'Notes', 'Workout Notes'] as const).map((name) =>
    STRONG_COLUMNS.indexOf(name),
  ),
)

/**
 * One record of Strong's current layout (what Ironlog exports), for writeCsv with
 * STRONG_TEXT_COLUMNS; docs/product/exercise-types.md: the distance in `distanceUnit`, exactly (fromMetres), and
 * the seconds, 0 for none as Strong writes them.
 */
export function strongCsvRecord(
  row: {
    date: string
    workoutName: string
    duration: string
    exerciseName: string
    setOrder: string
    weight: string
    reps: number
    distance: string | null
    seconds: number | null
    rpe: number | null
    notes: string | null
  },
  distanceUnit: DistanceUnit,
): CsvCell[] {
  return [
    row.date,
    row.workoutName,
    row.duration,
    row.exerciseName,
    row.setOrder,
    row.weight,
    row.reps,
    row.distance === null ? 0 : fromMetres(row.distance, distanceUnit),
    row.seconds ?? 0,
    row.notes ?? '',
    '',
    row.rpe ?? '',
  ]
}
