import {
  IMPORT_MAX_EXERCISES,
  type CsvImportFormat,
  type DateOrder,
  type ImportFormat,
} from '#shared/contract/imports.ts'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import { CATALOG_INDEX } from '#shared/data/catalog.ts'
import { DEFAULT_EXERCISE_TYPE, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { matchExercise } from '#shared/domain/muscles.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import { freeSupersetLabel } from '#shared/domain/supersets.ts'
import { unreasonableTime } from '#shared/domain/time-limits.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import { nameKey } from '#shared/domain/names.ts'
import { isAlphaProgression, readAlphaProgressionRows } from './alpha-progression.ts'
import { ImportError, lineError, notAnExport, readCsv, type CsvFile } from './csv.ts'
import { isFitbodHeader, readFitbodRows } from './fitbod.ts'
import { isFitNotesHeader, readFitNotesRows } from './fitnotes.ts'
import { isHevyHeader, readHevyRows } from './hevy.ts'
import { isJefitBanner, readJefitRows } from './jefit.ts'
import { isLiftosaurHeader, readLiftosaurRows } from './liftosaur.ts'
import { readRows, type ImportRow, type ReadRows } from './rows.ts'
import { columnList, readStrongRows, strongLayout } from './strong.ts'
import { isStrongLiftsHeader, readStrongLiftsRows } from './stronglifts.ts'

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

export type ImportOptions = {
  /** The weight unit, where a rule asks for it (a file that names none). */
  unit?: WeightUnit | undefined
  /** The distance unit of distances a file gives without one: the request's, else the lifter's. */
  distanceUnit: DistanceUnit
  /** The order of StrongLifts' dates, where its values do not show it. */
  dateOrder?: DateOrder | undefined
  tz: string
  now?: number
  /**
   * docs/product/exercise-types.md: the lifter's names' types by name key (StrongLifts' cells are seconds for a
   * `duration` exercise); a name not among them takes the catalogue's type, else weight_reps.
   */
  exerciseTypes?: Readonly<Record<string, ExerciseType>> | undefined
}

/**
 * An export read into completed workouts (docs/product/import-export.md, docs/product/import-more-apps.md, the files in
 * docs/product/import-formats.md and docs/product/import-formats-more-apps.md), or an ImportError (400) naming the line, or the
 * count of exercise names (docs/product/trust-accounts-and-devices.md). Pure: nothing is written here.
 */
export function parseImport(file: Buffer, options: ImportOptions): ParsedImport {
  const csv = readCsv(file)
  const { format, read } = readerOf(csv)
  return readWorkouts(format, read(csv, options), options)
}

function readWorkouts(
  format: CsvImportFormat,
  { rows, skippedRows }: ReadRows,
  options: ImportOptions,
): ParsedImport {
  const workouts = toWorkouts(rows, options.now ?? Date.now())
  const names = new Set(workouts.flatMap((w) => w.sets.map((set) => nameKey(set.exerciseName))))
  if (names.size > IMPORT_MAX_EXERCISES) {
    throw new ImportError(
      `the file has ${names.size} distinct exercise names; at most ${IMPORT_MAX_EXERCISES} can be imported at once`,
    )
  }
  return { format, workouts, skippedRows }
}

type Reader = (csv: CsvFile, options: ImportOptions) => ReadRows

/** A name's type for the lifter: theirs (options.exerciseTypes), else the catalogue's, else weight_reps. */
const typeOf = (name: string, options: ImportOptions): ExerciseType =>
  options.exerciseTypes?.[nameKey(name)] ??
  matchExercise(name, CATALOG_INDEX)?.type ??
  DEFAULT_EXERCISE_TYPE

/**
 * The format, from the content alone (docs/product/import-more-apps.md gives the order): a banner first is JEFIT,
 * a name then a start time Alpha Progression; else the header line says.
 */
function readerOf(csv: CsvFile): { format: CsvImportFormat; read: Reader } {
  if (isJefitBanner(csv.header)) return { format: 'jefit', read: readJefitRows }
  if (isAlphaProgression(csv)) return { format: 'alphaprogression', read: readAlphaProgressionRows }
  if (isFitbodHeader(csv.header)) return { format: 'fitbod', read: readFitbodRows }
  if (isLiftosaurHeader(csv.header)) return { format: 'liftosaur', read: readLiftosaurRows }
  if (isFitNotesHeader(csv.header)) return { format: 'fitnotes', read: readFitNotesRows }
  if (isStrongLiftsHeader(csv.header)) {
    return {
      format: 'stronglifts',
      read: (file, options) =>
        readStrongLiftsRows(file, {
          ...options,
          isTimed: (name) => typeOf(name, options) === 'duration',
        }),
    }
  }
  if (isHevyHeader(csv.header)) {
    return { format: 'hevy', read: (file, options) => readRows(readHevyRows(file, options)) }
  }
  const layout = strongLayout(csv.header)
  if (!layout) throw notAnExport(`unknown columns ${columnList(csv.header)}`)
  return {
    format: 'strong',
    read: (file, options) => readRows(readStrongRows(file, layout, options)),
  }
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
