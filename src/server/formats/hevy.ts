// Each function and locale from its own module: the packages' indexes load every function and
// every locale into the server process (issue 18, memory).
import { enGB } from 'date-fns/locale/en-GB'
import { enUS } from 'date-fns/locale/en-US'
import { pt } from 'date-fns/locale/pt'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { nameKey } from '#shared/domain/names.ts'
import { lineError, notAnExport, type CsvFile } from './csv.ts'
import {
  clip,
  nameOf,
  notesOf,
  parseLocalDateTime,
  parseWallTime,
  readNumber,
  toDistance,
  toPounds,
  toReps,
  toRpe,
  toSeconds,
  type ImportRow,
} from './rows.ts'
import { columnList } from './strong.ts'

/** docs/product/import-formats.md: `start_time` + `exercise_title` + `set_type` means Hevy. */
export function isHevyHeader(header: string[]): boolean {
  return ['start_time', 'exercise_title', 'set_type'].every((name) => header.includes(name))
}

/**
 * Hevy writes dates in the app's language and region: `7 Apr 2026, 10:14` (English),
 * `Jun 11, 2026, 1:01 PM` (US English), `5 Mai 2026, 07:34` (Portuguese); re-saves unpad the hour.
 */
const HEVY_DATE_FORMATS = [
  { pattern: 'd MMM yyyy, H:mm', locale: enGB },
  { pattern: 'MMM d, yyyy, h:mm a', locale: enUS },
  { pattern: 'd MMM yyyy, H:mm', locale: pt },
]

export function parseHevyDate(raw: string, tz: string): number | null {
  const text = raw.replace(/[\u202f\u00a0]/g, ' ').trim()
  for (const { pattern, locale } of HEVY_DATE_FORMATS) {
    const date = parseWallTime(text, pattern, tz, { locale })
    if (date !== null) return date
  }
  return parseLocalDateTime(text, tz)
}

/** docs/product/set-kinds.md: Hevy's set_type; anything else it may write is a working set. */
const SET_TYPES: Record<string, SetKind> = {
  warmup: 'warmup',
  normal: 'working',
  failure: 'failure',
  dropset: 'drop',
}

export function readHevyRows(file: CsvFile, options: { tz: string }): ImportRow[] {
  const index = (name: string) => file.header.indexOf(name)
  const weightColumn = ['weight_kg', 'weight_lbs'].find((name) => index(name) >= 0)
  const columns = {
    title: index('title'),
    start: index('start_time'),
    end: index('end_time'),
    exercise: index('exercise_title'),
    notes: index('exercise_notes'),
    setIndex: index('set_index'),
    setType: index('set_type'),
    reps: index('reps'),
  }
  // Not in every file that Hevy users have: without them, no RPE and no supersets.
  const rpeAt = index('rpe')
  const supersetAt = index('superset_id')
  // docs/product/exercise-types.md: a set's distance (the column names its unit) and time.
  const distanceColumn = ['distance_km', 'distance_miles'].find((name) => index(name) >= 0)
  const distanceAt = distanceColumn ? index(distanceColumn) : -1
  const length = distanceColumn === 'distance_miles' ? 'mi' : 'km'
  const secondsAt = index('duration_seconds')
  if (!weightColumn || Object.values(columns).some((at) => at < 0)) {
    throw notAnExport(`unknown columns ${columnList(file.header)}`)
  }
  // The column names the unit (docs/product/import-export.md: a file that names its units ignores `unit`).
  const unit: WeightUnit = weightColumn === 'weight_kg' ? 'kg' : 'lbs'
  const weightAt = index(weightColumn)
  const width = file.header.length

  const dates = new Map<string, number | null>()
  const dateOf = (raw: string, field: string, line: number) => {
    let date = dates.get(raw)
    if (date === undefined) dates.set(raw, (date = parseHevyDate(raw, options.tz)))
    if (date === null) throw lineError(line, `${field}: "${clip(raw)}" is not a date and time`)
    return date
  }

  // Hevy repeats an exercise's notes on every set: keep them once, on its first set.
  const noted = new Set<string>()
  return file.records.map(({ fields, line }) => {
    if (fields.length > width) {
      throw lineError(line, `has ${fields.length} fields but the header has ${width}`)
    }
    const field = (at: number) => fields[at] ?? ''
    const startRaw = field(columns.start)
    const startedAt = dateOf(startRaw, 'start_time', line)
    const endRaw = field(columns.end).trim()
    const completedAt = endRaw ? dateOf(endRaw, 'end_time', line) : null
    const reps = toReps(readNumber(field(columns.reps), 'reps', line), 'reps', line)
    const distance = toDistance(field(distanceAt), length, distanceColumn ?? '', line)
    const duration = toSeconds(
      readNumber(field(secondsAt), 'duration_seconds', line),
      'duration_seconds',
      line,
    )
    const exerciseName = nameOf(field(columns.exercise))
    const isSet = reps > 0 || distance !== null || duration !== null
    if (isSet && !exerciseName) throw lineError(line, 'exercise_title: is empty')
    const workoutName = nameOf(field(columns.title)) || 'Workout'
    const workoutKey = `${startRaw}\u0000${workoutName}`
    const workoutExercise = `${workoutKey}\u0000${nameKey(exerciseName)}`
    const firstSet = isSet && !noted.has(workoutExercise)
    if (firstSet) noted.add(workoutExercise)
    return {
      line,
      workoutKey,
      workoutName,
      startedAt,
      completedAt,
      exerciseName,
      set: isSet,
      kind: SET_TYPES[field(columns.setType).trim().toLowerCase()] ?? 'working',
      rpe: isSet ? toRpe(readNumber(field(rpeAt), 'rpe', line), 'rpe', line) : null,
      supersetId: field(supersetAt).trim() || null,
      weight: isSet
        ? toPounds(readNumber(field(weightAt), weightColumn, line), unit, weightColumn, line)
        : 0,
      reps,
      duration,
      distance,
      notes: firstSet ? notesOf(field(columns.notes)) : null,
      rank: readNumber(field(columns.setIndex), 'set_index', line) ?? 0,
    }
  })
}
