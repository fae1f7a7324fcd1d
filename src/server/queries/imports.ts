import { randomUUID } from 'node:crypto'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import type { ImportResult } from '#shared/contract/imports.ts'
import type { Db } from '../db/client.ts'
import { users, workouts } from '../db/schema.ts'
import type { ImportedWorkout, ParsedImport } from '../formats/import.ts'
import { refreshRecords, setVolumeSql } from './personal-records.ts'

const MINUTE = 60_000
// Rows per insert statement: a JSON parameter of a few hundred KB at most.
const SET_BATCH = 2500
const WORKOUT_BATCH = 2500

const minuteKey = (name: string, startedAt: Date) =>
  `${Math.floor(startedAt.getTime() / MINUTE)}\u0000${name}`

/**
 * decisions.md §9: the parsed file's workouts become completed workouts of the lifter, in one
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
    // One import at a time per lifter, a dry run too (decisions.md §17): a double-click must
    // not import twice, and a preview answers what the import beside it leaves.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const fresh = await withoutDuplicates(tx, userId, parsed.workouts)
    if (!dryRun && fresh.length > 0) await insertWorkouts(tx, userId, fresh)
    return fresh
  })
  const exercises = new Map<string, string>()
  for (const workout of fresh) {
    for (const set of workout.sets) {
      const key = set.exerciseName.toLowerCase()
      if (!exercises.has(key)) exercises.set(key, set.exerciseName)
    }
  }
  const first = parsed.workouts[0]
  const last = parsed.workouts.at(-1)
  return {
    format: parsed.format,
    workouts: fresh.length,
    sets: fresh.reduce((sum, workout) => sum + workout.sets.length, 0),
    exercises: [...exercises.values()].sort((a, b) =>
      a.localeCompare(b, 'en', { sensitivity: 'base' }),
    ),
    duplicates: parsed.workouts.length - fresh.length,
    skippedRows: parsed.skippedRows,
    firstDate: first ? first.startedAt.toISOString() : null,
    lastDate: last ? last.startedAt.toISOString() : null,
  }
}

/** The file's workouts the account does not have yet: one indexed range read. */
async function withoutDuplicates(db: Db, userId: string, file: ImportedWorkout[]) {
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

async function insertWorkouts(tx: Db, userId: string, imported: ImportedWorkout[]) {
  const rows = imported.map((workout) => ({ id: randomUUID(), workout }))
  // Each batch is one JSON parameter unpacked in SQL: thousands of rows without thousands of
  // bound parameters, which PGlite in particular binds slowly.
  for (let at = 0; at < rows.length; at += WORKOUT_BATCH) {
    const batch = rows.slice(at, at + WORKOUT_BATCH).map(({ id, workout }) => ({
      id,
      name: workout.name,
      started_at: workout.startedAt.toISOString(),
      completed_at: workout.completedAt.toISOString(),
    }))
    await tx.execute(sql`
      insert into workouts (id, user_id, workout_day_id, workout_day_name, started_at, completed_at)
      select x.id, ${userId}, null, x.name, x.started_at, x.completed_at
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(id uuid, name text, started_at timestamptz, completed_at timestamptz)
    `)
  }

  const sets = rows.flatMap(({ id, workout }) =>
    workout.sets.map((set, index) => ({
      workout_id: id,
      exercise_name: set.exerciseName,
      set_number: set.setNumber,
      weight: set.weight,
      reps: set.reps,
      kind: set.kind,
      rpe: set.rpe,
      superset: set.superset,
      notes: set.notes,
      // History reads exercises in the order their first set was created (queries/workouts.ts).
      created_at: new Date(workout.startedAt.getTime() + index).toISOString(),
    })),
  )
  for (let at = 0; at < sets.length; at += SET_BATCH) {
    await tx.execute(sql`
      insert into workout_sets
        (workout_id, user_id, exercise_name, set_number, weight, reps, completed, kind,
         is_warmup, rpe, superset, notes, created_at)
      select x.workout_id, ${userId}, x.exercise_name, x.set_number, x.weight, x.reps, true,
             x.kind, x.kind = 'warmup', x.rpe, x.superset, x.notes, x.created_at
      from jsonb_to_recordset(${JSON.stringify(sets.slice(at, at + SET_BATCH))}::jsonb)
        as x(workout_id uuid, exercise_name text, set_number int, weight numeric, reps int,
             kind text, rpe float8, superset text, notes text, created_at timestamptz)
    `)
  }

  // decisions.md §4: the server's own volume, summed in SQL as for any completed workout.
  // One array parameter (a JS array would expand into a list of parameters).
  const ids = `{${rows.map((row) => row.id).join(',')}}`
  await tx.execute(sql`
    update workouts w set total_volume = t.volume
    from (
      select s.workout_id, sum(${setVolumeSql}) as volume
      from workout_sets s
      where s.workout_id = any(${ids}::uuid[]) and s.completed
      group by s.workout_id
    ) t
    where w.id = t.workout_id and w.user_id = ${userId}
  `)

  // PRs once for the whole import, from its earliest workout on (decisions.md §6).
  const keys = [...new Set(sets.map((set) => set.exercise_name.toLowerCase()))]
  const from = imported.reduce(
    (earliest, workout) => (workout.completedAt < earliest ? workout.completedAt : earliest),
    imported[0]!.completedAt,
  )
  await refreshRecords(tx, userId, keys, from)
}
