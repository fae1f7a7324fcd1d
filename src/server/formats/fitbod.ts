import { lineError, type CsvFile } from './csv.ts'
import {
  clip,
  exactNotes,
  isSetEntry,
  parseInstant,
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

/**
 * Fitbod's export (docs/product/import-more-apps.md, docs/product/import-formats-more-apps.md): one record per set, newest first, a
 * workout per timestamp, kilograms (often pounds converted, with float noise), seconds and metres.
 */

const COLUMNS = [
  'Date',
  'Exercise',
  'Reps',
  'Weight(kg)',
  'Duration(s)',
  'Distance(m)',
  'Incline',
  'Resistance',
  'isWarmup',
  'Note',
  'multiplier',
] as const

/** Fitbod's eleven names; a spreadsheet re-save may add empty ones (a trailing comma). */
export const isFitbodHeader = (header: string[]) =>
  header.length >= COLUMNS.length &&
  COLUMNS.every((name, index) => header[index] === name) &&
  header.slice(COLUMNS.length).every((name) => name === '')

const at = Object.fromEntries(COLUMNS.map((name, index) => [name, index])) as Record<
  (typeof COLUMNS)[number],
  number
>

/** Fitbod writes every instant with its offset, so the lifter's zone is not read. */
export function readFitbodRows(file: CsvFile): ReadRows {
  const instants = new Map<string, number | null>()
  const rows = file.records.map(({ fields, line }): ImportRow => {
    if (fields.slice(COLUMNS.length).some((field) => field.trim() !== '')) {
      throw lineError(line, `has ${fields.length} fields but the header has ${COLUMNS.length}`)
    }
    const cell = (name: (typeof COLUMNS)[number]) => fields[at[name]] ?? ''
    const date = cell('Date').trim()
    let startedAt = instants.get(date)
    if (startedAt === undefined) {
      instants.set(date, (startedAt = parseInstant(date, 'yyyy-MM-dd HH:mm:ss xx')))
    }
    if (startedAt === null) {
      throw lineError(
        line,
        `Date: "${clip(date)}" is not a date and time (yyyy-MM-dd HH:mm:ss +0000)`,
      )
    }
    const weight = readNumber(cell('Weight(kg)'), 'Weight(kg)', line)
    const reps = toReps(readNumber(cell('Reps'), 'Reps', line), 'Reps', line)
    const duration = toSeconds(
      readNumber(cell('Duration(s)'), 'Duration(s)', line),
      'Duration(s)',
      line,
    )
    const distance = toDistance(cell('Distance(m)'), 'm', 'Distance(m)', line)
    const set = isSetEntry({ reps, duration, distance })
    const exerciseName = trimmedName(cell('Exercise'))
    if (set && !exerciseName) throw lineError(line, 'Exercise: is empty')
    const warmup = cell('isWarmup').trim().toLowerCase()
    if (warmup !== '' && warmup !== 'true' && warmup !== 'false') {
      throw lineError(line, `isWarmup: "${clip(warmup)}" is neither true nor false`)
    }
    return {
      line,
      // One instant, one workout, however the file orders and spaces its records.
      workoutKey: String(startedAt),
      workoutName: 'Fitbod',
      startedAt,
      completedAt: startedAt,
      exerciseName,
      set,
      kind: warmup === 'true' ? 'warmup' : 'working',
      rpe: null,
      supersetId: null,
      // Kilograms; `multiplier` is not read: the weight is the weight.
      weight: set ? toPounds(weight, 'kg', 'Weight(kg)', line) : 0,
      reps,
      duration,
      distance,
      notes: exactNotes(cell('Note')),
      rank: 0,
    }
  })
  return readRows(rows)
}
