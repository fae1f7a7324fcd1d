import type { WeightUnit } from '#shared/domain/units.ts'
import { lineError, type CsvFile, type CsvRecord } from './csv.ts'
import {
  clip,
  exactNotes,
  parseDuration,
  parseWallTime,
  readNumber,
  readRows,
  toPounds,
  toReps,
  trimmedName,
  workoutRow,
  type ImportRow,
  type ReadRows,
} from './rows.ts'

/**
 * Alpha Progression's export (docs/product/import-more-apps.md, docs/product/import-formats-more-apps.md): not a table but blocks,
 * one per workout, parted by empty lines: its name, its start and duration, an optional plan
 * line, then per exercise `N. name`, targets, a set header and the sets.
 */

/** `2023-02-21 5:46 pm`: a 12-hour clock, a space or a no-break space before am or pm. */
const START = /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}[ \u00a0][ap]m$/i
const PLAN = /^Day\s+\d+\s+·\s+Week\s+\d+\s+·\s+\S/
const EXERCISE = /^(\d+)\.\s+(.+)$/s
const TARGET = /^\d+(?:\s*[-–]\s*\d+)?\s+reps?$/i
const SUPERSET = /^Superset\s+\d+$/i
/** Set headers and the unit of their sets' weight (`#,REPS`: no weight). */
const SET_HEADERS: Record<string, WeightUnit | null> = {
  '#,LBS,REPS': 'lbs',
  '#,KG,REPS': 'kg',
  '#,REPS': null,
}

/** A name record, then a record whose first field is a start time. */
export const isAlphaProgression = (file: CsvFile) =>
  file.header.length === 1 && START.test(file.records[0]?.fields[0]?.trim() ?? '')

/** Records of one workout: from the file's start or an empty line to the next empty line. */
function blocksOf(records: CsvRecord[]): CsvRecord[][] {
  const blocks: CsvRecord[][] = []
  for (const record of records) {
    if (record.afterBlank || blocks.length === 0) blocks.push([])
    blocks.at(-1)!.push(record)
  }
  return blocks
}

const notExpected = (record: CsvRecord, expected: string) =>
  lineError(
    record.line,
    `"${clip(record.fields.join(','))}" is not what Alpha Progression writes here (${expected})`,
  )

export function readAlphaProgressionRows(file: CsvFile, options: { tz: string }): ReadRows {
  const records = [
    { fields: file.header, line: file.headerLine, afterBlank: true },
    ...file.records,
  ]
  const rows: ImportRow[] = []
  for (const block of blocksOf(records)) {
    const [nameRecord, startRecord, ...rest] = block
    if (nameRecord!.fields.length !== 1) throw notExpected(nameRecord!, "a workout's name")
    if (!startRecord)
      throw lineError(nameRecord!.line, 'the workout has no start line after its name')
    const [start = '', duration = '', ...more] = startRecord.fields
    if (!START.test(start.trim()) || more.length > 0) {
      throw notExpected(startRecord, 'a start "yyyy-MM-dd h:mm am", then the duration')
    }
    const line = startRecord.line
    const startedAt = parseWallTime(
      start.replace(/\u00a0/g, ' ').trim(),
      'yyyy-MM-dd h:mm a',
      options.tz,
    )
    if (startedAt === null) throw lineError(line, `"${clip(start)}" is not a date and time`)
    const seconds = parseDuration(duration)
    if (seconds === null)
      throw lineError(line, `"${clip(duration)}" is not a duration (51 min, 1:04 hr)`)
    const workout = workoutRow({
      line,
      workoutKey: `#${line}`,
      workoutName: trimmedName(nameRecord!.fields[0]) || 'Alpha Progression',
      startedAt,
      completedAt: startedAt + seconds * 1000,
    })
    rows.push({ ...workout, opensWorkout: true })

    let exercise: { name: string; superset: string | null; note: string | null } | null = null
    // Set records follow a set header: the unit of their weight, or null for `#,REPS`.
    let sets: { unit: WeightUnit | null; width: number } | null = null
    const body =
      rest[0] && rest[0].fields.length === 1 && PLAN.test(rest[0].fields[0]!.trim())
        ? rest.slice(1)
        : rest
    for (const record of body) {
      const { fields } = record
      const first = fields[0]!.trim()
      const named = fields.length <= 2 ? EXERCISE.exec(first) : null
      if (named) {
        const second = fields[1] ?? ''
        const superset = SUPERSET.test(second.trim()) ? second.trim() : null
        // Any other text (`1 dropset`, a note of several lines) is the note of its first set.
        exercise = {
          name: trimmedName(named[2]),
          superset,
          note: superset ? null : exactNotes(second),
        }
        sets = null
        continue
      }
      if (!exercise) throw notExpected(record, 'an exercise "1. Name"')
      const header = fields.map((field) => field.trim()).join(',')
      if (header in SET_HEADERS) {
        sets = { unit: SET_HEADERS[header]!, width: fields.length }
        continue
      }
      if (!sets) {
        if (fields.length === 1 && TARGET.test(first)) continue
        throw notExpected(record, 'a target "10 reps" or a set header "#,LBS,REPS"')
      }
      if (fields.length !== sets.width || !/^\d+$/.test(first)) {
        throw notExpected(record, `a set "1,${sets.unit ? '27.5,' : ''}20" or the next exercise`)
      }
      // `-` is no value: `1,-,-` is a planned set not done.
      const value = (at: number, field: string) => {
        const text = (fields[at] ?? '').trim()
        return text === '-' ? null : readNumber(text, field, record.line)
      }
      const reps = toReps(value(fields.length - 1, 'REPS'), 'REPS', record.line)
      const set = reps > 0
      const weight = sets.unit ? value(1, sets.unit.toUpperCase()) : null
      rows.push({
        ...workout,
        line: record.line,
        exerciseName: exercise.name,
        set,
        supersetId: exercise.superset,
        weight: set ? toPounds(weight, sets.unit ?? 'lbs', 'weight', record.line) : 0,
        reps,
        notes: set ? exercise.note : null,
      })
      // The exercise's note goes on its first set only.
      if (set) exercise.note = null
    }
  }
  return readRows(rows)
}
