import type { WeightUnit } from '#shared/domain/units.ts'
import { ImportError, lineError, type CsvFile, type CsvRecord } from './csv.ts'
import {
  clip,
  exactNotes,
  isSetEntry,
  missingChoices,
  noonOf,
  readNumber,
  readRows,
  toDistance,
  toPounds,
  toReps,
  toSeconds,
  trimmedName,
  workoutRow,
  type ImportRow,
  type ReadRows,
} from './rows.ts'

/**
 * JEFIT's export (docs/product/import-more-apps.md, docs/product/import-formats-more-apps.md): a dump of the app's tables, each
 * opened by a banner `### NAME ####…` and closed by a line of `#`, each with its own header.
 */

const BANNER = /^###\s+([^#]*[^#\s])\s*#*$/
const CLOSING = /^#+$/

/** Whether a file's first line (its first record) is a JEFIT banner. */
export const isJefitBanner = (header: string[]) => header.length === 1 && BANNER.test(header[0]!)

/** A row of a section, its cells by the names of the header above it. */
type Row = { cell: (name: string) => string; line: number; header: string[] }
type Section = { headerLine: number; columns: Set<string>; rows: Row[] }

/** The sections read; the others (PROFILE, EXERCISE RECORDS, CUSTOM EXERCISES…) are not. */
const READ = [
  'SETTING',
  'ROUTINES',
  'WORKOUT SESSIONS',
  'EXERCISE LOGS',
  'EXERCISE SET LOGS',
  'CARDIO LOGS',
  'NOTES',
] as const
type SectionName = (typeof READ)[number]

/**
 * The file's sections by name. The first record after a banner is its section's header; in
 * ROUTINES, which holds three tables, so is every record that starts `row_id`.
 */
function sectionsOf(records: CsvRecord[]): Map<SectionName, Section> {
  const sections = new Map<SectionName, Section>()
  let current: { section: Section; header: string[] | null; routines: boolean } | null = null
  for (const record of records) {
    const only = record.fields.length === 1 ? record.fields[0]!.trim() : null
    const banner = only === null ? null : BANNER.exec(only)
    if (banner) {
      const name = banner[1]!.trim().toUpperCase()
      const section: Section = { headerLine: 0, columns: new Set(), rows: [] }
      if ((READ as readonly string[]).includes(name) && !sections.has(name as SectionName)) {
        sections.set(name as SectionName, section)
      }
      current = { section, header: null, routines: name === 'ROUTINES' }
      continue
    }
    if (only !== null && CLOSING.test(only)) {
      current = null
      continue
    }
    if (!current) continue
    if (!current.header || (current.routines && record.fields[0]?.trim() === 'row_id')) {
      current.header = record.fields.map((name) => name.trim())
      current.section.headerLine ||= record.line
      for (const name of current.header) current.section.columns.add(name)
      continue
    }
    const header = current.header
    const { fields } = record
    current.section.rows.push({
      line: record.line,
      header,
      cell: (name) => {
        const at = header.indexOf(name)
        return at < 0 ? '' : (fields[at] ?? '')
      },
    })
  }
  return sections
}

/** A section the file must have, with the columns read from it. */
function required(sections: Map<SectionName, Section>, name: SectionName, columns: string[]) {
  const section = sections.get(name)
  if (!section) {
    throw new ImportError(`line 1: this JEFIT export has no ${name} section`)
  }
  for (const column of columns) {
    if (section.rows.length > 0 && !section.columns.has(column)) {
      throw lineError(section.headerLine, `${name} has no column ${column}`)
    }
  }
  return section.rows
}

const MASS_UNITS: Record<string, WeightUnit> = { lbs: 'lbs', kg: 'kg', kgs: 'kg' }
const PACKED_SET = /^(\d+(?:\.\d+)?)x(\d+)$/

/** Unix seconds as epoch ms. */
function unixTime(row: Row, column: string): number | null {
  const seconds = readNumber(row.cell(column), column, row.line)
  return seconds === null ? null : seconds * 1000
}

export function readJefitRows(
  file: CsvFile,
  options: { tz: string; unit?: WeightUnit | undefined },
): ReadRows {
  const sections = sectionsOf([
    { fields: file.header, line: file.headerLine, afterBlank: false },
    ...file.records,
  ])
  const sessions = required(sections, 'WORKOUT SESSIONS', ['_id', 'day_id', 'starttime', 'endtime'])
  const logs = required(sections, 'EXERCISE LOGS', [
    '_id',
    'belongSys',
    'eid',
    'ename',
    'mydate',
    'logs',
    'belongsession',
  ])
  const setLogs = sections.get('EXERCISE SET LOGS')?.rows ?? []

  // A session is named after its routine day when exactly one day has its id.
  const dayNames = new Map<string, string[]>()
  for (const row of sections.get('ROUTINES')?.rows ?? []) {
    // ROUTINES holds routines, days and exercises: a day's header has `dayIndex`.
    if (!row.header.includes('dayIndex')) continue
    const id = row.cell('_id').trim()
    dayNames.set(id, [...(dayNames.get(id) ?? []), trimmedName(row.cell('name'))])
  }
  const setting = sections.get('SETTING')?.rows[0]
  const mass = MASS_UNITS[(setting?.cell('mass') ?? '').trim().toLowerCase()]

  // The set logs of each exercise log, by set_index.
  const setsOfLog = new Map<string, Array<{ row: Row; index: number }>>()
  for (const row of setLogs) {
    const logId = row.cell('exercise_log_id').trim()
    const index = readNumber(row.cell('set_index'), 'set_index', row.line) ?? 0
    setsOfLog.set(logId, [...(setsOfLog.get(logId) ?? []), { row, index }])
  }
  // Notes of an exercise (belongSys, eid) on a date, in file order.
  const notes = new Map<string, string[]>()
  for (const row of sections.get('NOTES')?.rows ?? []) {
    const note = exactNotes(row.cell('mynote'))
    if (note === null) continue
    const key = noteKey(row)
    notes.set(key, [...(notes.get(key) ?? []), note])
  }

  const rows: ImportRow[] = []
  const opener = (
    workoutKey: string,
    line: number,
    workoutName: string,
    startedAt: number,
    completedAt: number | null,
  ) =>
    rows.push({
      ...workoutRow({ line, workoutKey, workoutName, startedAt, completedAt }),
      opensWorkout: true,
    })

  const sessionIds = new Set<string>()
  for (const session of sessions) {
    const id = session.cell('_id').trim()
    if (sessionIds.has(id)) continue
    sessionIds.add(id)
    const startedAt = unixTime(session, 'starttime')
    if (startedAt === null) throw lineError(session.line, 'starttime: is empty')
    const end = unixTime(session, 'endtime')
    const names = dayNames.get(session.cell('day_id').trim()) ?? []
    const name = names.length === 1 && names[0] ? names[0] : 'JEFIT'
    opener(
      `session ${id}`,
      session.line,
      name,
      startedAt,
      end !== null && end > startedAt ? end : null,
    )
  }

  const logIds = new Set<string>()
  const dates = new Set<string>()
  const noted = new Set<string>()
  let packedWeight = false
  for (const log of logs) {
    const logId = log.cell('_id').trim()
    logIds.add(logId)
    const sessionId = log.cell('belongsession').trim()
    let workoutKey = `session ${sessionId}`
    // Logs of no session in the file: one workout per date, at noon.
    if (!sessionIds.has(sessionId)) {
      const date = log.cell('mydate').trim()
      workoutKey = `date ${date}`
      if (!dates.has(date)) {
        const noon = noonOf(date, 'yyyy-MM-dd', options.tz)
        if (noon === null)
          throw lineError(log.line, `mydate: "${clip(date)}" is not a date (yyyy-MM-dd)`)
        dates.add(date)
        opener(workoutKey, log.line, 'JEFIT', noon, null)
      }
    }
    const exerciseName = trimmedName(log.cell('ename'))
    const setRows = setsOfLog.get(logId)
    const entries = setRows
      ? setRows.sort((a, b) => a.index - b.index).map(({ row }) => setLogEntry(row))
      : packedEntries(log, mass ?? options.unit)
    if (!setRows && !mass && entries.some((entry) => entry.weight > 0)) packedWeight = true
    let first = true
    for (const entry of entries) {
      if (entry.set && !exerciseName) throw lineError(entry.line, 'ename: is empty')
      let note: string | null = null
      const key = noteKey(log)
      // docs/product/import-more-apps.md: the log's notes go on its first set (once, for the first log of the key).
      if (entry.set && first && !noted.has(key)) {
        note = notes.get(key)?.join('\n') ?? null
        noted.add(key)
        first = false
      }
      rows.push({
        // The workout's name and times are its opener's (pushed above).
        ...workoutRow({
          line: entry.line,
          workoutKey,
          workoutName: 'JEFIT',
          startedAt: 0,
          completedAt: null,
        }),
        exerciseName,
        set: entry.set,
        kind: entry.kind,
        weight: entry.set ? entry.weight : 0,
        reps: entry.reps,
        duration: entry.duration,
        distance: entry.distance,
        notes: note,
        // Logs in file order, each log's sets in set_index order.
        rank: rows.length,
      })
    }
  }
  if (packedWeight && !options.unit) throw missingChoices(['unit'])
  // Set logs of no log in the file, and cardio logs (which name no exercise), are not imported.
  const orphans = setLogs.filter((row) => !logIds.has(row.cell('exercise_log_id').trim())).length
  const cardio = sections.get('CARDIO LOGS')?.rows.length ?? 0
  const read = readRows(rows)
  return { rows, skippedRows: read.skippedRows + orphans + cardio }
}

const noteKey = (row: Row) =>
  [row.cell('belongSys'), row.cell('eid'), row.cell('mydate')].map((v) => v.trim()).join('\u0000')

type Entry = {
  line: number
  set: boolean
  kind: 'warmup' | 'working'
  weight: number
  reps: number
  duration: number | null
  distance: string | null
}

/** An EXERCISE SET LOGS row: pounds (empty is 0), reps, seconds, miles; `warm-up` marks a warm-up. */
function setLogEntry(row: Row): Entry {
  const { line } = row
  const reps = toReps(readNumber(row.cell('reps'), 'reps', line), 'reps', line)
  const duration = toSeconds(readNumber(row.cell('duration'), 'duration', line), 'duration', line)
  const distance = toDistance(row.cell('distance_mi'), 'mi', 'distance_mi', line)
  const weight = toPounds(
    readNumber(row.cell('weight_lbs'), 'weight_lbs', line),
    'lbs',
    'weight_lbs',
    line,
  )
  return {
    line,
    set: isSetEntry({ reps, duration, distance }),
    kind: row.cell('set_type').trim() === 'warm-up' ? 'warmup' : 'working',
    weight,
    reps,
    duration,
    distance,
  }
}

/** A log's packed `logs` cell, `WEIGHTxREPS` entries joined by commas, in `unit` (SETTING's `mass`). */
function packedEntries(log: Row, unit: WeightUnit | undefined): Entry[] {
  const packed = log.cell('logs').trim()
  if (!packed) return []
  return packed.split(',').map((text) => {
    const match = PACKED_SET.exec(text.trim())
    if (!match) throw lineError(log.line, `logs: "${clip(text.trim())}" is not WEIGHTxREPS`)
    const reps = toReps(+match[2]!, 'logs', log.line)
    const weight = +match[1]!
    return {
      line: log.line,
      set: reps > 0,
      kind: 'working',
      // Without a unit the weight waits for `unit` (refused above when it is missing).
      weight: unit ? toPounds(weight, unit, 'logs', log.line) : weight,
      reps,
      duration: null,
      distance: null,
    }
  })
}
