import type { DateOrder } from '#shared/contract/imports.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { lineError, type CsvFile, type CsvRecord } from './csv.ts'
import {
  clip,
  exactNotes,
  missingChoices,
  noonOf,
  readNumber,
  readRows,
  toPounds,
  toReps,
  toSeconds,
  trimmedName,
  workoutRow,
  type ImportRow,
  type ReadRows,
} from './rows.ts'

/**
 * StrongLifts 5x5's spreadsheet export (docs/product/import-more-apps.md, docs/product/import-formats-more-apps.md): one row per
 * workout, one block per exercise (name, KG, LB, a cell per set), ragged rows, three date orders
 * and the Android app's doubled rows.
 */

export const isStrongLiftsHeader = (header: string[]) =>
  header[0] === 'Date' &&
  header[1] === 'Note' &&
  ['Exercise 1', 'Weight (KG)', 'Weight (LB)', 'Set 1'].every((name) => header.includes(name))

type Block = { name: number; kg: number; lb: number; sets: number[] }

/** Each column followed by `Weight (KG)`, `Weight (LB)` and `Set 1`… opens a block, whatever its own name. */
function blocksOf(header: string[]): Block[] {
  const blocks: Block[] = []
  header.forEach((_, index) => {
    if (
      header[index + 1] !== 'Weight (KG)' ||
      header[index + 2] !== 'Weight (LB)' ||
      header[index + 3] !== 'Set 1'
    ) {
      return
    }
    const sets: number[] = []
    for (let at = index + 3; /^Set \d+$/.test(header[at] ?? ''); at++) sets.push(at)
    blocks.push({ name: index, kg: index + 1, lb: index + 2, sets })
  })
  return blocks
}

const SLASH_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/

/** The order a date's numbers show, if any: a first above 12 is a day, a second above 12 a month. */
function shownOrder(first: number, second: number): DateOrder | null {
  if (first > 12) return 'dmy'
  if (second > 12) return 'mdy'
  return null
}

export function readStrongLiftsRows(
  file: CsvFile,
  options: {
    tz: string
    unit?: WeightUnit | undefined
    dateOrder?: DateOrder | undefined
    /** docs/product/exercise-types.md: whether the name is a `duration` exercise for this lifter. */
    isTimed?: ((exerciseName: string) => boolean) | undefined
  },
): ReadRows {
  // A trailing empty name (one generation ends its header with a comma) is no column.
  const header = [...file.header]
  while (header.at(-1) === '') header.pop()
  const blocks = blocksOf(header)
  const workoutAt = header.indexOf('Workout')

  // A row identical to an earlier one is the Android app's double: dropped before anything else.
  const seen = new Set<string>()
  const records: Array<CsvRecord & { date: [number, number, number] }> = []
  for (const record of file.records) {
    const fields = [...record.fields]
    while (fields.length > 0 && fields.at(-1) === '') fields.pop()
    if (fields.length > header.length) {
      throw lineError(
        record.line,
        `has ${fields.length} fields but the header has ${header.length}`,
      )
    }
    const key = fields.join('\u0000')
    if (seen.has(key)) continue
    seen.add(key)
    const raw = (fields[0] ?? '').trim()
    const match = SLASH_DATE.exec(raw)
    if (!match)
      throw lineError(
        record.line,
        `Date: "${clip(raw)}" is not a date (dd/mm/yyyy, dd/mm/yy or mm/dd/yy)`,
      )
    const year = match[3]!.length === 2 ? 2000 + +match[3]! : +match[3]!
    records.push({ ...record, fields, date: [+match[1]!, +match[2]!, year] })
  }

  // One order per file, read from its values.
  let order: DateOrder | null = null
  let shownAt = 0
  for (const { date, line } of records) {
    const shown = shownOrder(date[0], date[1])
    if (!shown) continue
    if (order && shown !== order) {
      throw lineError(
        line,
        `Date: puts the ${shown === 'dmy' ? 'day' : 'month'} first, but line ${shownAt} puts the ${order === 'dmy' ? 'day' : 'month'} first`,
      )
    }
    if (!order) [order, shownAt] = [shown, line]
  }
  const filled = (fields: string[], at: number) => (fields[at] ?? '').trim() !== ''
  const bothUnits = records.some(({ fields }) =>
    blocks.some(
      (block) => filled(fields, block.name) && filled(fields, block.kg) && filled(fields, block.lb),
    ),
  )
  const missing = [
    ...(bothUnits && !options.unit ? (['unit'] as const) : []),
    ...(records.length > 0 && !order && !options.dateOrder ? (['dateOrder'] as const) : []),
  ]
  if (missing.length > 0) throw missingChoices(missing)
  const dateOrder = order ?? options.dateOrder ?? 'dmy'

  const rows: ImportRow[] = []
  for (const { fields, line, date } of records) {
    const cell = (at: number) => fields[at] ?? ''
    const [day, month] = dateOrder === 'dmy' ? [date[0], date[1]] : [date[1], date[0]]
    const startedAt = noonOf(`${date[2]}-${month}-${day}`, 'y-M-d', options.tz)
    if (startedAt === null) throw lineError(line, `Date: "${clip(cell(0).trim())}" is not a date`)
    const workout = workoutAt < 0 ? '' : cell(workoutAt).trim()
    const opener = workoutRow({
      line,
      workoutKey: `#${line}`,
      workoutName: workout ? `Workout ${workout}` : 'StrongLifts',
      startedAt,
      completedAt: null,
    })
    rows.push({ ...opener, opensWorkout: true })
    const first = rows.length
    for (const block of blocks) {
      const exerciseName = trimmedName(cell(block.name))
      if (!exerciseName) continue
      // Whichever of KG and LB is filled; where both are, `unit` says which the lifter logged.
      const kgFilled = filled(fields, block.kg)
      const unit: WeightUnit =
        kgFilled && filled(fields, block.lb) ? options.unit! : kgFilled ? 'kg' : 'lbs'
      const column = unit === 'kg' ? block.kg : block.lb
      const field = unit === 'kg' ? 'Weight (KG)' : 'Weight (LB)'
      const weight = toPounds(readNumber(cell(column), field, line), unit, field, line)
      const timed = options.isTimed?.(exerciseName) ?? false
      for (const at of block.sets) {
        const value = cell(at).trim()
        if (value === '') continue
        if (!/^-?\d+$/.test(value) || +value < -1) {
          throw lineError(
            line,
            `${clip(exerciseName)} ${header[at]}: "${clip(value)}" is not a count`,
          )
        }
        const count = +value
        // 0 and -1 (not done) are entries that are no sets.
        const set = count > 0
        const field = `${exerciseName} ${header[at]}`
        rows.push({
          ...opener,
          exerciseName,
          set,
          weight: set ? weight : 0,
          // A `duration` exercise's cells are seconds (Planks 60).
          reps: set && !timed ? toReps(count, field, line) : 0,
          duration: set && timed ? toSeconds(count, field, line) : null,
        })
      }
    }
    // The workout's note goes on its first set.
    const firstSet = rows.slice(first).find((row) => row.set)
    if (firstSet) firstSet.notes = exactNotes(cell(1))
  }
  return readRows(rows)
}
