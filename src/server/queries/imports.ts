import { randomUUID } from 'node:crypto'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { AdditionalMode } from '#shared/contract/common.ts'
import type { ImportResult } from '#shared/contract/imports.ts'
import { nameKey } from '#shared/domain/names.ts'
import type { Db } from '../db/client.ts'
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
  sets: Array<
    ImportedSet & {
      completed: boolean
      additionalMode: AdditionalMode
      additionalWeight: string
    }
  >
}

const MINUTE = 60_000
// Rows per insert statement: a JSON parameter of a few hundred KB at most.
const SET_BATCH = 2500
const WORKOUT_BATCH = 2500

const minuteKey = (name: string, startedAt: Date) =>
  `${Math.floor(startedAt.getTime() / MINUTE)}\u0000${name}`

/**
 * docs/product/import-export.md: the parsed file's workouts become completed workouts of the lifter, in one
 * transaction, skipping those the account already has (same name, start in the same minute),
 * so importing a file twice adds nothing. A dry run answers the same counts and writes nothing.
 */
export async function importWorkouts(
  db: Db,
  userId: string,
  parsed: ParsedImport,
  dryRun: boolean,
): Promise<ImportResult> {
  const fresh = await db.transaction(async (tx) => {
    await lockImports(tx, userId)
    const fresh = await withoutDuplicates(tx, userId, parsed.workouts)
    if (!dryRun && fresh.length > 0) await insertWorkouts(tx, userId, fresh.map(asCompleted))
    return fresh
  })
  return importCounts(parsed.format, parsed.workouts, fresh, parsed.skippedRows)
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
  for (const workout of fresh) {
    for (const set of workout.sets) {
      const key = nameKey(set.exerciseName)
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

/** A CSV's workout: completed, with no day, its sets done and with no additional weight. */
const asCompleted = (workout: ParsedImport['workouts'][number]): WorkoutToInsert => ({
  ...workout,
  workoutDayId: null,
  sets: workout.sets.map((set) => ({
    ...set,
    completed: true,
    additionalMode: null,
    additionalWeight: '0',
  })),
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
 * Writes the workouts with their sets, their volume and the PRs they make, in the caller's
 * transaction.
 */
export async function insertWorkouts(tx: Db, userId: string, imported: WorkoutToInsert[]) {
  // Ids in the order of the workouts: two starting at the same time are listed (by start, then
  // id) in the file's order, as a restored export's were.
  const ids = imported.map(() => randomUUID()).sort()
  const rows = imported.map((workout, index) => ({ id: ids[index]!, workout }))
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

  const sets = rows.flatMap(({ id, workout }) =>
    workout.sets.map((set, index) => ({
      workout_id: id,
      exercise_name: set.exerciseName,
      exercise_key: nameKey(set.exerciseName),
      set_number: set.setNumber,
      weight: set.weight,
      reps: set.reps,
      completed: set.completed,
      kind: set.kind,
      rpe: set.rpe,
      superset: set.superset,
      additional_mode: set.additionalMode,
      additional_weight: set.additionalWeight,
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

  // docs/product/api.md, docs/product/history-and-prs.md: the figures, PRs and volumes once for the whole import, from its
  // earliest completed workout on, as for any completed workout (a draft's wait for its
  // completion).
  const completed = rows.filter(({ workout }) => workout.completedAt !== null)
  if (completed.length === 0) return
  const keys = [
    ...new Set(
      completed.flatMap(({ workout }) => workout.sets.map((set) => nameKey(set.exerciseName))),
    ),
  ]
  const from = new Date(Math.min(...completed.map(({ workout }) => workout.completedAt!.getTime())))
  await refreshFigures(tx, userId, keys, from)
}
