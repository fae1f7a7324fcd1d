import { IMPORT_MAX_EXERCISES, type ImportFormat } from '#shared/contract/imports.ts'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import { freeSupersetLabel } from '#shared/domain/supersets.ts'
import { unreasonableTime } from '#shared/domain/time-limits.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { nameKey } from '#shared/domain/names.ts'
import { ImportError, lineError, notAnExport, readCsv } from './csv.ts'
import { isHevyHeader, readHevyRows } from './hevy.ts'
import type { ImportRow } from './rows.ts'
import { columnList, readStrongRows, strongLayout } from './strong.ts'

export type ImportedSet = {
  exerciseName: string
  setNumber: number
  /** Pounds, canonical decimal. */
  weight: string
  reps: number
  /** docs/product/exercise-types.md: whole seconds and metres, null where the row has none. */
  duration: number | null
  distance: string | null
  kind: SetKind
  rpe: number | null
  superset: string | null
  notes: string | null
}

export type ImportedWorkout = {
  name: string
  startedAt: Date
  completedAt: Date
  sets: ImportedSet[]
}

export type ParsedImport = {
  format: ImportFormat
  /** Oldest first. */
  workouts: ImportedWorkout[]
  skippedRows: number
}

/**
 * A Strong or Hevy export read into completed workouts (docs/product/import-export.md, docs/product/import-formats.md),
 * or an ImportError (400) naming the line, or the count of exercise names (docs/product/trust-accounts-and-devices.md).
 * Pure: nothing is written here.
 */
export function parseImport(
  file: Buffer,
  options: {
    unit?: WeightUnit | undefined
    /** For files that do not name theirs (docs/product/exercise-types.md): the query's, else the lifter's. */
    distanceUnit: DistanceUnit
    tz: string
    now?: number
  },
): ParsedImport {
  const csv = readCsv(file)
  let format: ImportFormat
  let rows: ImportRow[]
  if (isHevyHeader(csv.header)) {
    format = 'hevy'
    rows = readHevyRows(csv, options)
  } else {
    const layout = strongLayout(csv.header)
    if (!layout) throw notAnExport(`unknown columns ${columnList(csv.header)}`)
    format = 'strong'
    rows = readStrongRows(csv, layout, options)
  }
  const workouts = toWorkouts(rows, options.now ?? Date.now())
  const names = new Set(workouts.flatMap((w) => w.sets.map((set) => nameKey(set.exerciseName))))
  if (names.size > IMPORT_MAX_EXERCISES) {
    throw new ImportError(
      `the file has ${names.size} distinct exercise names; at most ${IMPORT_MAX_EXERCISES} can be imported at once`,
    )
  }
  return { format, workouts, skippedRows: rows.filter((row) => !row.set).length }
}

/**
 * Rows grouped into workouts by their key; within a workout, exercises in the order they first
 * appear, each exercise's sets in set order, numbered from 1 (warm-ups included, as the app
 * numbers them). A workout whose rows are all skipped is kept, with no sets. docs/product/set-kinds.md:
 * the file's supersets are labelled A, B, … in order of first appearance in each workout.
 */
function toWorkouts(rows: ImportRow[], now: number): ImportedWorkout[] {
  const byKey = new Map<
    string,
    { first: ImportRow; exercises: Map<string, ImportRow[]>; labels: Map<string, string> }
  >()
  for (const row of rows) {
    let workout = byKey.get(row.workoutKey)
    if (!workout) {
      workout = { first: row, exercises: new Map(), labels: new Map() }
      byKey.set(row.workoutKey, workout)
    }
    if (!row.set) continue
    if (row.supersetId !== null && !workout.labels.has(row.supersetId)) {
      workout.labels.set(row.supersetId, freeSupersetLabel(workout.labels.values()))
    }
    const key = nameKey(row.exerciseName)
    const sets = workout.exercises.get(key)
    if (sets) sets.push(row)
    else workout.exercises.set(key, [row])
  }
  const workouts = [...byKey.values()].map(({ first, exercises, labels }) => {
    // docs/product/trust-accounts-and-devices.md: a year never read as another (0026 stays 0026), and refused here.
    const problem = unreasonableTime(first.startedAt, now)
    if (problem) {
      const start = new Date(first.startedAt).toISOString().slice(0, 16).replace('T', ' ')
      const hint = first.startedAt < now ? ' (years are written with four digits)' : ''
      throw lineError(first.line, `the workout starts ${start} UTC: its date ${problem}${hint}`)
    }
    const sets = [...exercises.values()].flatMap((exerciseRows) =>
      exerciseRows
        .map((row, order) => ({ row, order }))
        .sort((a, b) => a.row.rank - b.row.rank || a.order - b.order)
        .map(({ row }, index) => ({
          exerciseName: row.exerciseName,
          setNumber: index + 1,
          weight: String(row.weight),
          reps: row.reps,
          duration: row.duration,
          distance: row.distance,
          kind: row.kind,
          rpe: row.rpe,
          superset: row.supersetId === null ? null : labels.get(row.supersetId)!,
          notes: row.notes,
        })),
    )
    // Open workouts show durations like `264h 1m`; an end still to come is now.
    const end = Math.max(first.startedAt, Math.min(first.completedAt ?? first.startedAt, now))
    return {
      name: first.workoutName,
      startedAt: new Date(first.startedAt),
      completedAt: new Date(end),
      sets,
      line: first.line,
    }
  })
  return workouts
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.line - b.line)
    .map(({ line: _, ...workout }) => workout)
}
