import { randomUUID } from 'node:crypto'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { AdditionalMode } from '#shared/contract/common.ts'
import type { ImportResult } from '#shared/contract/imports.ts'
import { rememberingNameKey } from '#shared/domain/names.ts'
import { isEmbedded, type Db } from '../db/client.ts'
import { users, workouts } from '../db/schema.ts'
import type { ImportedSet, ParsedImport } from '../formats/import.ts'
import { refreshFigures } from './exercise-figures.ts'

/** A workout as an import writes it: a CSV's (completed, no day) or a restored export's. */
export type WorkoutToInsert = {
  name: string
  startedAt: Date
  /** Null: a draft. */
  completedAt: Date | null
  workoutDayId: string | null
  /** A CSV's sets say none of these: done, with no extra weight. */
  sets: Array<
    ImportedSet &
      Partial<{ completed: boolean; additionalMode: AdditionalMode; additionalWeight: string }>
  >
}

const MINUTE = 60_000
// Rows per insert statement: a JSON parameter of a few hundred KB at most.
const SET_BATCH = 2500
const WORKOUT_BATCH = 2500
/** Rows one short step writes or refreshes: it holds the embedded database for a few ms. */
const ROWS_PER_SHORT_STEP = 250

const minuteKey = (name: string, startedAt: Date) =>
  `${Math.floor(startedAt.getTime() / MINUTE)}\u0000${name}`

/**
 * docs/product/import-export.md: the parsed file's workouts become completed workouts of the
 * lifter, in steps (inSteps), skipping those the account already has (same name, start in the
 * same minute), so importing a file twice adds nothing. A dry run answers the same counts and
 * writes nothing.
 */
export async function importWorkouts(
  db: Db,
  userId: string,
  parsed: ParsedImport,
  dryRun: boolean,
): Promise<ImportResult> {
  const fresh = await inSteps(db, userId, async (steps) => {
    const fresh = await steps.run((tx) => withoutDuplicates(tx, userId, parsed.workouts))
    if (!dryRun && fresh.length > 0) await insertWorkouts(steps, userId, fresh.map(asCompleted))
    return fresh
  })
  return importCounts(parsed.format, parsed.workouts, fresh, parsed.skippedRows)
}

/** A long write's steps: `run` one (a transaction of its own, or a part of the shared one). */
export type Steps = {
  run: <T>(work: (tx: Db) => Promise<T>) => Promise<T>
  /**
   * About how many rows one step writes (sets, and a workout as one) or a records refresh reads:
   * a few hundred where each step is a transaction of its own, as many as there are where not.
   */
  rowsPerStep: number
}

/** A lifter's import running in this process, which the next one waits for. */
const importing = new Map<string, Promise<unknown>>()

/**
 * docs/product/trust-tokens-and-values.md: a long write (an import, a restore) in short steps.
 * The embedded database runs one statement at a time for every request, and a transaction holds
 * it to its end: there each step is a transaction of its own, under the lifter's import lock, and
 * other lifters' requests are answered between the steps. A lifter's imports then go one at a
 * time in this process (an embedded database has only one), so none reads what another is still
 * writing. If the process stops between steps, what was written stays; the same file again
 * adds the rest (docs/product/import-export.md: what the account has is skipped).
 * PostgreSQL serves other requests on its other connections: there the steps share one
 * transaction, and the write is whole or nothing.
 */
export async function inSteps<T>(
  db: Db,
  userId: string,
  write: (steps: Steps) => Promise<T>,
): Promise<T> {
  if (!isEmbedded(db)) {
    return db.transaction(async (rawTx) => {
      const tx = rawTx as unknown as Db
      await lockImports(tx, userId)
      return write({ run: (work) => work(tx), rowsPerStep: Infinity })
    })
  }
  const before = importing.get(userId) ?? Promise.resolve()
  const mine = before
    .catch(() => undefined)
    .then(() =>
      write({
        run: async (work) => {
          // A turn of the event loop first: PGlite answers without one, so back-to-back steps
          // would take the database again before a waiting request could ask for it.
          await new Promise((resolve) => setImmediate(resolve))
          return db.transaction(async (rawTx) => {
            const tx = rawTx as unknown as Db
            await lockImports(tx, userId)
            return work(tx)
          })
        },
        rowsPerStep: ROWS_PER_SHORT_STEP,
      }),
    )
  importing.set(userId, mine)
  try {
    return await mine
  } finally {
    if (importing.get(userId) === mine) importing.delete(userId)
  }
}

type CountedWorkout = { startedAt: Date; sets: Array<{ exerciseName: string }> }

/** The answer (docs/product/import-export.md): what of the file's workouts (oldest first) is imported. */
export function importCounts(
  format: ImportResult['format'],
  file: CountedWorkout[],
  fresh: CountedWorkout[],
  skippedRows: number,
): ImportResult {
  const exercises = new Map<string, string>()
  const keyOf = rememberingNameKey()
  for (const workout of fresh) {
    for (const set of workout.sets) {
      const key = keyOf(set.exerciseName)
      if (!exercises.has(key)) exercises.set(key, set.exerciseName)
    }
  }
  const first = file[0]
  const last = file.at(-1)
  return {
    format,
    workouts: fresh.length,
    sets: fresh.reduce((sum, workout) => sum + workout.sets.length, 0),
    exercises: [...exercises.values()].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base' }),
    ),
    duplicates: file.length - fresh.length,
    skippedRows,
    firstDate: first ? first.startedAt.toISOString() : null,
    lastDate: last ? last.startedAt.toISOString() : null,
  }
}

/**
 * One import at a time per lifter, a dry run too (docs/product/trust-accounts-and-devices.md), until the transaction
 * ends: a double-click must not import twice, and a preview answers what the import beside it
 * leaves.
 */
export async function lockImports(tx: Db, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/** A CSV's workout: completed, with no day (its sets are as a CSV's, WorkoutToInsert). */
const asCompleted = (workout: ParsedImport['workouts'][number]): WorkoutToInsert => ({
  ...workout,
  workoutDayId: null,
})

/**
 * The file's workouts (oldest first) the account does not have yet, by docs/product/import-export.md's rule: one indexed
 * range read.
 */
export async function withoutDuplicates<W extends { name: string; startedAt: Date }>(
  db: Db,
  userId: string,
  file: W[],
): Promise<W[]> {
  if (file.length === 0) return []
  const from = Math.floor(file[0]!.startedAt.getTime() / MINUTE) * MINUTE
  const to = (Math.floor(file.at(-1)!.startedAt.getTime() / MINUTE) + 1) * MINUTE
  const existing = await db
    .select({ name: workouts.workoutDayName, startedAt: workouts.startedAt })
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        gte(workouts.startedAt, new Date(from)),
        lt(workouts.startedAt, new Date(to)),
      ),
    )
  const taken = new Set(existing.map((row) => minuteKey(row.name, row.startedAt)))
  return file.filter((workout) => !taken.has(minuteKey(workout.name, workout.startedAt)))
}

/**
 * Writes the workouts with their sets, and their figures, PRs and volumes, in `steps`: a step
 * writes some workouts whole (their sets with them); then the figures are counted a group of
 * exercises a step. Short steps hold the embedded database for a few hundred rows.
 */
export async function insertWorkouts(steps: Steps, userId: string, imported: WorkoutToInsert[]) {
  // Ids in the order of the workouts: two starting at the same time are listed (by start, then
  // id) in the file's order, as a restored export's were.
  const ids = imported.map(() => randomUUID()).sort()
  const rows = imported.map((workout, index) => ({ id: ids[index]!, workout }))
  const perStep = steps.rowsPerStep
  for (const slice of slices(rows, ({ workout }) => workout.sets.length + 1, perStep)) {
    await steps.run((tx) => writeWorkouts(tx, userId, slice))
  }

  // docs/product/api.md, docs/product/history-and-prs.md: the figures, PRs and volumes once for
  // the whole import, from its earliest completed workout on, as for any completed workout (a
  // draft's wait for its completion); a stretch of time a step, each stretch's sets about a
  // step's worth, oldest first: a step reads only its stretch's workouts (refreshFigures with
  // `to`), and the next one goes on from the figures it wrote. (A group of exercises a step read
  // every imported workout in each step: seconds a step on the embedded database.)
  const completed = rows
    .filter(({ workout }) => workout.completedAt !== null)
    .sort((a, b) => a.workout.completedAt!.getTime() - b.workout.completedAt!.getTime())
  if (completed.length === 0) return
  const keyOf = rememberingNameKey()
  const keys = [
    ...new Set(
      completed.flatMap(({ workout }) => workout.sets.map((set) => keyOf(set.exerciseName))),
    ),
  ]
  const times = completed.map(({ workout }) => ({
    completedAt: workout.completedAt!,
    sets: workout.sets.length,
  }))
  await refreshInStretches(steps, userId, keys, times)
}

/**
 * The figures of `keys` counted again in `steps`, a stretch of time a step: `workouts` (completed,
 * oldest first, with their sets) cut into stretches of about a step's sets, each counted from
 * the figures the one before wrote (refreshFigures with `to`): a step reads only its stretch.
 */
export async function refreshInStretches(
  steps: Steps,
  userId: string,
  keys: string[],
  workouts: Array<{ completedAt: Date; sets: number }>,
) {
  if (keys.length === 0) return
  const stretches = slices(workouts, (workout) => workout.sets, steps.rowsPerStep)
  for (const [index, stretch] of stretches.entries()) {
    const from = stretch[0]!.completedAt
    const to = stretches[index + 1]?.[0]!.completedAt ?? null
    await steps.run((tx) => refreshFigures(tx, userId, keys, from, to))
  }
}

/** `items` in consecutive slices whose weights add up to at most `max` (one heavier item alone). */
function slices<T>(items: T[], weight: (item: T) => number, max: number): T[][] {
  const all: T[][] = []
  let current: T[] = []
  let load = 0
  for (const item of items) {
    const w = weight(item)
    if (current.length > 0 && load + w > max) {
      all.push(current)
      current = []
      load = 0
    }
    current.push(item)
    load += w
  }
  if (current.length > 0) all.push(current)
  return all
}

/** Some workouts with their sets. */
async function writeWorkouts(
  tx: Db,
  userId: string,
  rows: Array<{ id: string; workout: WorkoutToInsert }>,
) {
  // Each batch is one JSON parameter unpacked in SQL: thousands of rows without thousands of
  // bound parameters, which PGlite in particular binds slowly.
  for (let at = 0; at < rows.length; at += WORKOUT_BATCH) {
    const batch = rows.slice(at, at + WORKOUT_BATCH).map(({ id, workout }) => ({
      id,
      day_id: workout.workoutDayId,
      name: workout.name,
      started_at: workout.startedAt.toISOString(),
      completed_at: workout.completedAt?.toISOString() ?? null,
    }))
    await tx.execute(sql`
      insert into workouts (id, user_id, workout_day_id, workout_day_name, started_at, completed_at)
      select x.id, ${userId}, x.day_id, x.name, x.started_at, x.completed_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(id uuid, day_id uuid, name text, started_at timestamptz, completed_at timestamptz)
    `)
  }

  const keyOf = rememberingNameKey()
  const sets = rows.flatMap(({ id, workout }) =>
    workout.sets.map((set, index) => ({
      workout_id: id,
      exercise_name: set.exerciseName,
      exercise_key: keyOf(set.exerciseName),
      set_number: set.setNumber,
      weight: set.weight,
      reps: set.reps,
      completed: set.completed ?? true,
      kind: set.kind,
      rpe: set.rpe,
      superset: set.superset,
      additional_mode: set.additionalMode ?? null,
      additional_weight: set.additionalWeight ?? '0',
      duration: set.duration,
      distance: set.distance,
      notes: set.notes,
      // History reads exercises in the order their first set was created (queries/workouts.ts).
      created_at: new Date(workout.startedAt.getTime() + index).toISOString(),
    })),
  )
  for (let at = 0; at < sets.length; at += SET_BATCH) {
    await tx.execute(sql`
      insert into workout_sets
        (workout_id, user_id, exercise_name, exercise_key, set_number, weight, reps, completed,
         kind, is_warmup, rpe, superset, additional_mode, additional_weight, duration, distance,
         notes, created_at)
      select x.workout_id, ${userId}, x.exercise_name, x.exercise_key, x.set_number, x.weight, x.reps,
             x.completed, x.kind, x.kind = 'warmup', x.rpe, x.superset, x.additional_mode,
             x.additional_weight, x.duration, x.distance, x.notes, x.created_at
      from jsonb_to_recordset(${JSON.stringify(sets.slice(at, at + SET_BATCH))}::jsonb)
        as x(workout_id uuid, exercise_name text, exercise_key text, set_number int, weight numeric, reps int,
             completed boolean, kind text, rpe float8, superset text, additional_mode text,
             additional_weight numeric, duration int, distance numeric, notes text,
             created_at timestamptz)
    `)
  }
}
