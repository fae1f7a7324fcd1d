import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  CreateWorkoutBody,
  DraftWorkout,
  SetEditChanges,
  Workout,
} from '#shared/contract/workouts.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import { canonicalMetres } from '#shared/domain/measures.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import { queryRows, type Db } from '../db/client.ts'
import {
  tombstones,
  workoutDays,
  workoutExerciseFigures,
  workouts,
  workoutSets,
} from '../db/schema.ts'
import { conflict, notFound } from '../lib/http-error.ts'
import { iso, isoOrNull } from '../lib/timestamps.ts'
import { exerciseKeysOf, lockFigures, refreshFigures } from './exercise-figures.ts'
import { notDeleted, refuseDeletedId } from './tombstones.ts'

export const workoutColumns = {
  id: workouts.id,
  workoutDayId: workouts.workoutDayId,
  workoutDayName: workouts.workoutDayName,
  startedAt: workouts.startedAt,
  completedAt: workouts.completedAt,
  totalVolume: workouts.totalVolume,
}

type WorkoutRow = {
  id: string
  workoutDayId: string | null
  workoutDayName: string
  startedAt: Date
  completedAt: Date | null
  totalVolume: number
}

export const toWorkout = (row: WorkoutRow): Workout => ({
  ...row,
  startedAt: iso(row.startedAt),
  completedAt: isoOrNull(row.completedAt),
  totalVolume: Number(row.totalVolume),
})

export const setColumns = {
  id: workoutSets.id,
  workoutId: workoutSets.workoutId,
  exerciseName: workoutSets.exerciseName,
  setNumber: workoutSets.setNumber,
  weight: workoutSets.weight,
  reps: workoutSets.reps,
  completed: workoutSets.completed,
  isWarmup: workoutSets.isWarmup,
  kind: workoutSets.kind,
  rpe: workoutSets.rpe,
  superset: workoutSets.superset,
  additionalMode: workoutSets.additionalMode,
  additionalWeight: workoutSets.additionalWeight,
  duration: workoutSets.duration,
  distance: workoutSets.distance,
  notes: workoutSets.notes,
}

/** numeric columns come back as text with the scale they were stored at; answer canonical decimals. */
export const withCanonicalWeights = <
  T extends { weight: string; additionalWeight: string; distance: string | null },
>(
  row: T,
): T => ({
  ...row,
  weight: String(Number(row.weight)),
  additionalWeight: String(Number(row.additionalWeight)),
  distance: row.distance === null ? null : canonicalMetres(row.distance),
})

export const toSet = (row: WorkoutSet): WorkoutSet => withCanonicalWeights(row)

/** A write's kind with is_warmup beside it, as the table keeps them (schema.ts, docs/product/set-kinds.md). */
export function withWarmupFlag<T extends { kind?: SetKind }>(
  values: T,
): T & { isWarmup?: boolean } {
  return values.kind === undefined ? values : { ...values, isWarmup: values.kind === 'warmup' }
}

/**
 * docs/product/set-kinds.md, `isWarmup: false` alone (kindAfterWrite): a warm-up becomes a working set,
 * a drop or failure set stays as it is; either way it is no warm-up.
 */
export const notWarmupColumns = {
  kind: sql<SetKind>`case when ${workoutSets.kind} = 'warmup' then 'working' else ${workoutSets.kind} end`,
  isWarmup: false,
}

/**
 * Sets in the order a lifter reads them: exercises in the order they were first logged,
 * then by set number.
 */
export const setOrder = [
  sql`min(${workoutSets.createdAt}) over (partition by ${workoutSets.workoutId}, ${workoutSets.exerciseKey})`,
  workoutSets.setNumber,
  workoutSets.createdAt,
]

export const ownedWorkout = (userId: string, id: string) =>
  and(eq(workouts.id, id), eq(workouts.userId, userId))

/**
 * POST /api/workouts: a draft of one of the lifter's days, named after it. docs/product/nothing-lost.md: the id
 * may be the client's; a repeat by the same lifter inserts nothing and answers the workout as it
 * is (`created: false`), an id of another lifter's workout is 409; docs/product/tokens-and-restore.md: a deleted one's is 410.
 */
export async function createWorkout(
  db: Db,
  userId: string,
  body: z.output<typeof CreateWorkoutBody>,
): Promise<{ workout: Workout; created: boolean }> {
  const [row] = await db
    .insert(workouts)
    .select(
      db
        .select({
          id: sql`coalesce(${body.id ?? null}::uuid, gen_random_uuid())`.as('id'),
          userId: workoutDays.userId,
          workoutDayId: workoutDays.id,
          workoutDayName: workoutDays.name,
          startedAt: sql`now()`.as('started_at'),
          completedAt: sql`null::timestamptz`.as('completed_at'),
          totalVolume: sql`0`.as('total_volume'),
          exerciseSummary: sql`null::json`.as('exercise_summary'),
          createdAt: sql`now()`.as('created_at'),
        })
        .from(workoutDays)
        .where(
          and(
            eq(workoutDays.id, body.workoutDayId),
            eq(workoutDays.userId, userId),
            notDeleted(body.id ?? null),
          ),
        ),
    )
    .onConflictDoNothing({ target: workouts.id })
    .returning(workoutColumns)
  if (row) return { workout: toWorkout(row), created: true }
  if (body.id) {
    const [existing] = await db
      .select({ ...workoutColumns, userId: workouts.userId })
      .from(workouts)
      .where(eq(workouts.id, body.id))
    if (existing) {
      const { userId: owner, ...workout } = existing
      if (owner !== userId) throw conflict('id: is already used by another record')
      // docs/product/trust-tokens-and-values.md: a repeat names the same day, or it is no repeat.
      if (workout.workoutDayId !== body.workoutDayId) {
        throw conflict('id: names a workout of another day')
      }
      return { workout: toWorkout(workout), created: false }
    }
    await refuseDeletedId(db, userId, body.id)
  }
  throw notFound('Workout day not found')
}

/**
 * docs/product/trust-tokens-and-values.md: POST /api/workout-days/{id}/draft — the day's newest
 * open draft (`created` false), or a new one as a create makes it. The day's row is locked for
 * the transaction: devices entering the day at once take turns, and all but the first find the
 * first's draft.
 */
export async function openDayDraft(
  db: Db,
  userId: string,
  workoutDayId: string,
  id: string | undefined,
): Promise<{ workout: Workout; created: boolean }> {
  return db.transaction(async (tx) => {
    const [day] = await tx
      .select({ id: workoutDays.id })
      .from(workoutDays)
      .where(and(eq(workoutDays.id, workoutDayId), eq(workoutDays.userId, userId)))
      .for('update')
    if (!day) throw notFound('Workout day not found')
    const [draft] = await tx
      .select(workoutColumns)
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, userId),
          eq(workouts.workoutDayId, workoutDayId),
          isNull(workouts.completedAt),
        ),
      )
      .orderBy(desc(workouts.startedAt), desc(workouts.id))
      .limit(1)
    if (draft) return { workout: toWorkout(draft), created: false }
    return createWorkout(tx, userId, { workoutDayId, ...(id && { id }) })
  })
}

export async function findWorkout(db: Db, userId: string, id: string): Promise<Workout> {
  const [row] = await db.select(workoutColumns).from(workouts).where(ownedWorkout(userId, id))
  if (!row) throw notFound('Workout not found')
  return toWorkout(row)
}

/**
 * After any change to a workout's sets or completion: its figures and those of later workouts
 * (docs/product/history-and-prs.md, refreshFigures), and its volume (docs/product/api.md: the server's sum over its completed sets,
 * warm-ups included, each counted as its exercise's type counts it; drafts keep 0 until
 * completed). `extraKeys` names exercises the workout no longer has (a renamed or deleted
 * set); `from` an earlier time to recompute from (a completion moved back).
 */
export async function refreshWorkoutTotals(
  db: Db,
  userId: string,
  workoutId: string,
  options: { extraKeys?: string[]; from?: Date | null } = {},
): Promise<void> {
  await lockFigures(db, userId)
  // Lock first (NO KEY UPDATE: set inserts hold KEY SHARE on the workout through their foreign
  // key), count in the next statements: under READ COMMITTED their snapshots then hold every set
  // committed by writers that locked before us, and a writer still to come waits and counts
  // after us, so concurrent writes cannot leave a total that misses one of them.
  const [completed] = await db
    .select({ completedAt: workouts.completedAt })
    .from(workouts)
    .where(and(ownedWorkout(userId, workoutId), isNotNull(workouts.completedAt)))
    .for('no key update')
  if (!completed?.completedAt) return
  const keys = new Set([
    ...(await exerciseKeysOf(db, userId, workoutId)),
    ...(options.extraKeys ?? []),
  ])
  const from =
    options.from && options.from < completed.completedAt ? options.from : completed.completedAt
  const touched = await refreshFigures(db, userId, [...keys], from)
  // A workout left without a set of an exercise has no figures to sum: its total is 0.
  if (!touched.includes(workoutId)) {
    await db.update(workouts).set({ totalVolume: 0 }).where(ownedWorkout(userId, workoutId))
  }
}

/**
 * PATCH /api/workouts/{id} (docs/product/nothing-lost.md): the times and every set change in one
 * transaction, totals and PR flags recomputed once. A set that is not one of this workout's
 * is 404 and nothing is written.
 */
export async function updateWorkout(
  db: Db,
  userId: string,
  id: string,
  changes: { startedAt?: Date; completedAt?: Date; sets?: SetEditChanges[] },
): Promise<Workout> {
  return db.transaction(async (tx) => {
    await lockFigures(tx, userId)
    const [before] = await tx
      .select({ id: workouts.id, completedAt: workouts.completedAt })
      .from(workouts)
      .where(ownedWorkout(userId, id))
      .for('no key update')
    if (!before) throw notFound('Workout not found')
    const { startedAt, completedAt, sets } = changes
    if (startedAt || completedAt) {
      await tx.update(workouts).set({ startedAt, completedAt }).where(ownedWorkout(userId, id))
    }
    if (sets && sets.length > 0) {
      // One statement for every set: a field left out keeps its value; `null` clears a
      // nullable one (a JSON null is a value, an absent key is SQL null).
      const updated = await queryRows<{ id: string }>(
        tx,
        sql`update workout_sets s set
              weight = coalesce((e->>'weight')::numeric, s.weight),
              reps = coalesce((e->>'reps')::int, s.reps),
              completed = coalesce((e->>'completed')::boolean, s.completed),
              -- docs/product/set-kinds.md: a kind named, else notWarmup's (notWarmupColumns), else as is.
              kind = coalesce(e->>'kind', case when (e->>'notWarmup')::boolean and s.kind = 'warmup'
                                               then 'working' else s.kind end),
              is_warmup = coalesce((e->>'kind') = 'warmup',
                                   case when (e->>'notWarmup')::boolean then false
                                        else s.is_warmup end),
              rpe = case when e->'rpe' is null then s.rpe else (e->>'rpe')::float8 end,
              superset = case when e->'superset' is null then s.superset else e->>'superset' end,
              additional_mode = case when e->'additionalMode' is null then s.additional_mode
                                     else e->>'additionalMode' end,
              additional_weight = coalesce((e->>'additionalWeight')::numeric, s.additional_weight),
              duration = case when e->'duration' is null then s.duration
                              else (e->>'duration')::int end,
              distance = case when e->'distance' is null then s.distance
                              else (e->>'distance')::numeric end,
              notes = case when e->'notes' is null then s.notes else e->>'notes' end
            from jsonb_array_elements(${JSON.stringify(sets)}::jsonb) as e
            where s.id = (e->>'id')::uuid and s.workout_id = ${id} and s.user_id = ${userId}
            returning s.id`,
      )
      if (updated.length < sets.length) {
        const found = new Set(updated.map((row) => row.id))
        const index = sets.findIndex((set) => !found.has(set.id))
        throw notFound(`sets.${index}.id: set not found in this workout`)
      }
    }
    // A client's totalVolume is never trusted; the server's own sum stands (docs/product/api.md).
    // A completion moved back in time changes the PR flags from its old place on.
    await refreshWorkoutTotals(tx, userId, id, { from: before.completedAt })
    return findWorkout(tx, userId, id)
  })
}

/** GET /api/workouts/drafts: the lifter's open workouts, newest first. */
export async function listDrafts(db: Db, userId: string): Promise<DraftWorkout[]> {
  const rows = await db
    .select({
      ...workoutColumns,
      // A draft is named after its day as it is now; a deleted day's draft keeps its name.
      workoutDayName: sql<string>`coalesce(${workoutDays.name}, ${workouts.workoutDayName})`,
      // The day's exercises while it exists; else the exercises the draft has logged.
      exerciseCount: sql<number>`coalesce(
        jsonb_array_length(${workoutDays.exercises}),
        (select count(distinct ${workoutSets.exerciseKey}) from ${workoutSets}
         where ${workoutSets.workoutId} = ${workouts.id} and ${workoutSets.userId} = ${userId})
      )::int`,
    })
    .from(workouts)
    .leftJoin(
      workoutDays,
      and(eq(workoutDays.id, workouts.workoutDayId), eq(workoutDays.userId, workouts.userId)),
    )
    .where(and(eq(workouts.userId, userId), isNull(workouts.completedAt)))
    .orderBy(desc(workouts.startedAt))
  return rows.map((row) => ({ ...toWorkout(row), exerciseCount: Number(row.exerciseCount) }))
}

/**
 * DELETE /api/workouts/{id}: its sets and records go with it; later workouts may now hold the PR.
 * docs/product/tokens-and-restore.md: the workout's id and its sets' are kept as tombstones, in the same statement.
 */
export async function deleteWorkout(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockFigures(tx, userId)
    const keys = await tx
      .select({ key: workoutExerciseFigures.exerciseKey })
      .from(workoutExerciseFigures)
      .where(
        and(eq(workoutExerciseFigures.workoutId, id), eq(workoutExerciseFigures.userId, userId)),
      )
    // The sets are read in the statement's snapshot, before its cascade removes them.
    const [row] = await queryRows<{ completed_at: string | null }>(
      tx,
      sql`with deleted as (
            delete from ${workouts} where ${ownedWorkout(userId, id)}
            returning ${workouts.id}, ${workouts.completedAt}),
          marked as (
            insert into ${tombstones} (id, user_id, kind)
            select id, ${userId}::uuid, 'workout' from deleted
            union all
            select s.id, ${userId}::uuid, 'set' from workout_sets s join deleted on s.workout_id = deleted.id
            on conflict do nothing)
          select completed_at from deleted`,
    )
    if (!row) throw notFound('Workout not found')
    if (row.completed_at) {
      await refreshFigures(
        tx,
        userId,
        keys.map((k) => k.key),
        new Date(row.completed_at),
      )
    }
  })
}

/** POST /api/workouts/{id}/complete: completing twice keeps the first completion time. */
export async function completeWorkout(db: Db, userId: string, id: string): Promise<Workout> {
  return db.transaction(async (tx) => {
    await lockFigures(tx, userId)
    const [row] = await tx
      .update(workouts)
      .set({ completedAt: sql`coalesce(${workouts.completedAt}, now())` })
      .where(ownedWorkout(userId, id))
      .returning({ id: workouts.id })
    if (!row) throw notFound('Workout not found')
    await refreshWorkoutTotals(tx, userId, row.id)
    return findWorkout(tx, userId, row.id)
  })
}

/** GET /api/workouts/{id}/sets, in reading order. */
export async function listSets(db: Db, userId: string, id: string): Promise<WorkoutSet[]> {
  await findWorkout(db, userId, id)
  const rows = await db
    .select(setColumns)
    .from(workoutSets)
    .where(and(eq(workoutSets.workoutId, id), eq(workoutSets.userId, userId)))
    .orderBy(...setOrder)
  return rows.map(toSet)
}
