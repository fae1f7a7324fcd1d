import { TZDate } from '@date-fns/tz'
// Not the package's index, which loads every function (hevy.ts).
import { format } from 'date-fns/format'
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import type { User } from '#shared/contract/auth.ts'
import { EXPORT_FORMAT, EXPORT_VERSION } from '#shared/contract/imports.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { Workout } from '#shared/contract/workouts.ts'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import { nameKey } from '#shared/domain/names.ts'
import { workoutsPerStatement, type Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { writeCsv, type CsvCell } from '../formats/csv.ts'
import {
  formatStrongDuration,
  setOrderOf,
  STRONG_COLUMNS,
  STRONG_TEXT_COLUMNS,
  strongCsvRecord,
} from '../formats/strong.ts'
import { listBodyWeights } from './body-weights.ts'
import { listCustomMuscles } from './exercise-muscles.ts'
import { listNotes } from './exercise-notes.ts'
import { listCustomTypes } from './exercise-types.ts'
import { listRules } from './progressions.ts'
import { incomingShares, outgoingShares } from './shares.ts'
import { listWorkoutDays } from './workout-days.ts'
import { setColumns, setOrder, toSet, toWorkout, workoutColumns } from './workouts.ts'

/** The lifter's workouts oldest first, a chunk at a time, each with its sets in reading order. */
async function* workoutChunks(db: Db, userId: string, options: { completedOnly: boolean }) {
  // Ids first (small), then rows by id: no cursor on timestamps that carry microseconds.
  const ids = await db
    .select({ id: workouts.id })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        options.completedOnly ? isNotNull(workouts.completedAt) : undefined,
      ),
    )
    .orderBy(asc(workouts.startedAt), asc(workouts.id))
  // A chunk of workouts per round trip: a large history streams out without sitting in memory.
  const size = workoutsPerStatement(db)
  for (let at = 0; at < ids.length; at += size) {
    const chunk = `{${ids
      .slice(at, at + size)
      .map((row) => row.id)
      .join(',')}}`
    const [rows, sets] = await Promise.all([
      db
        .select(workoutColumns)
        .from(workouts)
        .where(and(eq(workouts.userId, userId), sql`${workouts.id} = any(${chunk}::uuid[])`))
        .orderBy(asc(workouts.startedAt), asc(workouts.id)),
      db
        .select(setColumns)
        .from(workoutSets)
        .where(
          and(
            sql`${workoutSets.workoutId} = any(${chunk}::uuid[])`,
            eq(workoutSets.userId, userId),
            options.completedOnly ? eq(workoutSets.completed, true) : undefined,
          ),
        )
        .orderBy(workoutSets.workoutId, ...setOrder),
    ])
    const setsOf = new Map<string, WorkoutSet[]>()
    for (const set of sets) {
      const list = setsOf.get(set.workoutId)
      if (list) list.push(toSet(set))
      else setsOf.set(set.workoutId, [toSet(set)])
    }
    yield rows.map((row) => ({ ...toWorkout(row), sets: setsOf.get(row.id) ?? [] }))
  }
}

/**
 * docs/product/import-export.md, docs/product/set-kinds.md: every completed workout in Strong's current 12-column layout, weights in
 * pounds, warm-ups as `W`, failure sets `F`, drop sets `D` (working sets numbered from 1 per
 * exercise), RPE filled, times local to `tz`, distances in `distanceUnit` and seconds
 * (docs/product/exercise-types.md). A workout without completed sets is one row with no exercise, so it survives a
 * round trip.
 */
export async function* strongCsvExport(
  db: Db,
  userId: string,
  tz: string,
  distanceUnit: DistanceUnit,
) {
  yield writeCsv([STRONG_COLUMNS])
  for await (const chunk of workoutChunks(db, userId, { completedOnly: true })) {
    const records: CsvCell[][] = []
    for (const workout of chunk) {
      const started = new Date(workout.startedAt)
      const common = {
        date: format(new TZDate(started.getTime(), tz), 'yyyy-MM-dd HH:mm:ss'),
        workoutName: workout.workoutDayName,
        duration: formatStrongDuration(
          (new Date(workout.completedAt!).getTime() - started.getTime()) / 1000,
        ),
      }
      if (workout.sets.length === 0) {
        records.push(
          strongCsvRecord(
            {
              ...common,
              exerciseName: '',
              setOrder: '',
              weight: '0',
              reps: 0,
              distance: null,
              seconds: null,
              rpe: null,
              notes: null,
            },
            distanceUnit,
          ),
        )
      }
      const working = new Map<string, number>()
      for (const set of workout.sets) {
        const key = nameKey(set.exerciseName)
        const number = (working.get(key) ?? 0) + (set.kind === 'working' ? 1 : 0)
        working.set(key, number)
        records.push(
          strongCsvRecord(
            {
              ...common,
              exerciseName: set.exerciseName,
              setOrder: setOrderOf(set.kind, number),
              weight: set.weight,
              reps: set.reps,
              distance: set.distance,
              seconds: set.duration,
              rpe: set.rpe,
              notes: set.notes,
            },
            distanceUnit,
          ),
        )
      }
    }
    yield writeCsv(records, STRONG_TEXT_COLUMNS)
  }
}

/**
 * docs/product/import-export.md, docs/product/tokens-and-restore.md: all of the lifter's data as one JSON document (ExportDocumentSchema),
 * which a restore takes back, written piece by piece with the workouts last, so they stream.
 */
export async function* jsonExport(db: Db, user: User) {
  const [
    days,
    progressions,
    outgoing,
    incoming,
    bodyWeights,
    exerciseMuscles,
    exerciseNotes,
    exerciseTypes,
  ] = await Promise.all([
    listWorkoutDays(db, user.id, true),
    listRules(db, user.id),
    outgoingShares(db, user.id),
    incomingShares(db, user.email),
    listBodyWeights(db, user.id, {}),
    listCustomMuscles(db, user.id),
    listNotes(db, user.id),
    listCustomTypes(db, user.id),
  ])
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: new Date().toISOString(),
    profile: user,
    days,
    progressions,
    shares: { outgoing, incoming },
    bodyWeights,
    exerciseMuscles,
    exerciseNotes,
    distanceUnit: user.distanceUnit,
    exerciseTypes,
  }
  yield `${JSON.stringify(head).slice(0, -1)},"workouts":[`
  let first = true
  for await (const chunk of workoutChunks(db, user.id, { completedOnly: false })) {
    const items = chunk.map((workout: Workout & { sets: WorkoutSet[] }) => JSON.stringify(workout))
    if (items.length === 0) continue
    yield `${first ? '' : ','}${items.join(',')}`
    first = false
  }
  yield ']}\n'
}

/** `ironlog-2026-11-26.csv`: the export's date in the lifter's zone. */
export const exportFileName = (extension: string, tz: string) =>
  `ironlog-${format(new TZDate(Date.now(), tz), 'yyyy-MM-dd')}.${extension}`
