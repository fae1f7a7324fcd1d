import { isRpe } from '#shared/domain/set-kinds.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { lineError, type CsvFile } from './csv.ts'
import {
  clip,
  exactNotes,
  parseInstant,
  readNumber,
  readRows,
  toPounds,
  toReps,
  trimmedName,
  type ImportRow,
  type ReadRows,
} from './rows.ts'

/**
 * Liftosaur's history CSV (docs/product/import-more-apps.md, docs/product/import-formats-more-apps.md): one record per planned set, a
 * workout per `Workout DateTime` instant in any of three shapes, units per record.
 */

const COLUMNS = [
  'Workout DateTime',
  'Program',
  'Day Name',
  'Exercise',
  'Is Warmup Set?',
  'Required Reps',
  'Completed Reps',
  'Is AMRAP?',
  'Required RPE',
  'Completed RPE',
  'Log RPE?',
  'Required Weight Value',
  'Required Weight Unit',
  'Completed Weight Value',
  'Completed Weight Unit',
  'Ask Weight?',
  'Completed Reps Time',
  'Target Muscles',
  'Synergist Muscles',
  'Notes',
] as const
type Column = (typeof COLUMNS)[number]

export const isLiftosaurHeader = (header: string[]) => header.join(',') === COLUMNS.join(',')

const at = Object.fromEntries(COLUMNS.map((name, index) => [name, index])) as Record<Column, number>

/** The shapes of one file's times: with milliseconds, without, and with a written offset. */
const TIME_PATTERNS = [
  "yyyy-MM-dd'T'HH:mm:ss.SSSX",
  "yyyy-MM-dd'T'HH:mm:ssX",
  'yyyy-MM-dd HH:mm:ss xxx',
]

const UNITS: Record<string, WeightUnit> = { kg: 'kg', lb: 'lbs' }

/** A time with its offset, exact; null when empty. */
function instantOf(raw: string, field: Column, line: number): number | null {
  const text = raw.trim()
  if (!text) return null
  for (const pattern of TIME_PATTERNS) {
    const time = parseInstant(text, pattern)
    if (time !== null) return time
  }
  throw lineError(line, `${field}: "${clip(text)}" is not a date and time`)
}

export function readLiftosaurRows(file: CsvFile): ReadRows {
  const records = file.records.map(({ fields, line }) => {
    if (fields.length > COLUMNS.length) {
      throw lineError(line, `has ${fields.length} fields but the header has ${COLUMNS.length}`)
    }
    const cell = (name: Column) => fields[at[name]] ?? ''
    const startedAt = instantOf(cell('Workout DateTime'), 'Workout DateTime', line)
    if (startedAt === null) throw lineError(line, 'Workout DateTime: is empty')
    return {
      cell,
      line,
      startedAt,
      doneAt: instantOf(cell('Completed Reps Time'), 'Completed Reps Time', line),
    }
  })
  // A workout ends with its last set done, when that is after its start.
  const ends = new Map<number, number>()
  for (const { startedAt, doneAt } of records) {
    if (doneAt !== null && doneAt > (ends.get(startedAt) ?? startedAt)) ends.set(startedAt, doneAt)
  }

  const rows = records.map(({ cell, line, startedAt }): ImportRow => {
    const reps = toReps(
      readNumber(cell('Completed Reps'), 'Completed Reps', line),
      'Completed Reps',
      line,
    )
    const set = reps > 0
    const weight = readNumber(cell('Completed Weight Value'), 'Completed Weight Value', line)
    const unitName = cell('Completed Weight Unit').trim()
    const unit = UNITS[unitName]
    if (unitName && !unit) {
      throw lineError(line, `Completed Weight Unit: "${clip(unitName)}" is neither kg nor lb`)
    }
    if (weight !== null && !unit) {
      throw lineError(line, `Completed Weight Unit: is empty for a weight of ${weight}`)
    }
    const rpe = set ? readNumber(cell('Completed RPE'), 'Completed RPE', line) : null
    if (rpe !== null && !isRpe(rpe)) {
      throw lineError(
        line,
        `Completed RPE: ${clip(String(rpe))} is not an RPE from 1 to 10 in steps of 0.5`,
      )
    }
    const exerciseName = trimmedName(cell('Exercise'))
    if (set && !exerciseName) throw lineError(line, 'Exercise: is empty')
    return {
      line,
      workoutKey: String(startedAt),
      workoutName: trimmedName(cell('Day Name')) || trimmedName(cell('Program')) || 'Liftosaur',
      startedAt,
      completedAt: ends.get(startedAt) ?? null,
      exerciseName,
      set,
      duration: null,
      distance: null,
      // An AMRAP set is a working set.
      kind: cell('Is Warmup Set?').trim() === '1' ? 'warmup' : 'working',
      rpe,
      supersetId: null,
      weight: set ? toPounds(weight, unit ?? 'lbs', 'Completed Weight Value', line) : 0,
      reps,
      notes: exactNotes(cell('Notes')),
      rank: 0,
    }
  })
  return readRows(rows)
}
