import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { CreateWorkoutSetBody, SetChanges, WorkoutSet } from '#shared/contract/workout-sets.ts'
import { nameKey, sameName } from '#shared/domain/names.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { tombstones, workouts, workoutSets } from '../db/schema.ts'
import { conflict, notFound } from '../lib/http-error.ts'
import { notDeleted, refuseDeletedId } from './tombstones.ts'
import {
  notWarmupColumns,
  ownedWorkout,
  refreshWorkoutTotals,
  setColumns,
  toSet,
  withWarmupFlag,
} from './workouts.ts'

type NewSet = z.output<typeof CreateWorkoutSetBody>

const param = (name: keyof NewSet, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`

/**
 * A set goes into a draft in one prepared statement: no transaction, no totals to refresh (a
 * draft keeps volume 0 and has no PR flags until completed). FOR SHARE holds off a concurrent
 * completion until this commits, and one that committed first makes the draft test fail, so a
 * set is never written into a completed workout without its totals refreshed: that case takes
 * the full path. (An insert from a select names every column: id and created_at as their
 * defaults would.) docs/product/nothing-lost.md: the id may be the client's; an id already taken inserts
 * nothing, and the caller looks at whose it is.
 */
const insertIntoDraftQuery = preparedQuery((db) =>
  db
    .insert(workoutSets)
    .select(
      sql`select coalesce(${param('id', 'uuid')}, gen_random_uuid()), w.id, w.user_id,
            ${param('exerciseName', 'text')}, ${sql.placeholder('exerciseKey')}::text,
            ${param('setNumber', 'int')},
            ${param('weight', 'numeric')}, ${param('reps', 'int')},
            ${param('completed', 'boolean')}, ${param('kind', 'text')},
            ${param('kind', 'text')} = 'warmup', ${param('rpe', 'float8')},
            ${param('superset', 'text')},
            ${param('additionalMode', 'text')}, ${param('additionalWeight', 'numeric')},
            ${param('duration', 'int')}, ${param('distance', 'numeric')},
            ${param('notes', 'text')}, now()
          from workouts w
          where w.id = ${param('workoutId', 'uuid')} and w.user_id = ${sql.placeholder('userId')}
            and w.completed_at is null and ${notDeleted(param('id', 'uuid'))}
          for share`,
    )
    .onConflictDoNothing({ target: workoutSets.id })
    .returning(setColumns)
    .prepare('insert_set_into_draft'),
)

const setByIdQuery = preparedQuery((db) =>
  db
    .select({ ...setColumns, userId: workoutSets.userId })
    .from(workoutSets)
    .where(eq(workoutSets.id, sql.placeholder('id')))
    .prepare('set_by_id'),
)

/**
 * docs/product/nothing-lost.md: the lifter's own set under that id is the answer to a repeat;
 * another's is 409. docs/product/trust-tokens-and-values.md: so is the lifter's own set of
 * another workout or exercise than the create names: a reused id never passes for a new set.
 */
async function existingSet(
  db: Db,
  userId: string,
  body: { id?: string | undefined; workoutId: string; exerciseName: string },
): Promise<WorkoutSet | undefined> {
  const [row] = await setByIdQuery(db).execute({ id: body.id })
  if (!row) return undefined
  if (row.userId !== userId) throw conflict('id: is already used by another record')
  if (row.workoutId !== body.workoutId) throw conflict('id: names a set of another workout')
  if (!sameName(row.exerciseName, body.exerciseName)) {
    throw conflict('id: names a set of another exercise')
  }
  const { userId: _owner, ...set } = row
  return toSet(set)
}

/**
 * POST /api/workout-sets. `created` is false when the id was already the lifter's: the answer is
 * the set as stored, and nothing changed. The id of a deleted set is 410 (docs/product/tokens-and-restore.md).
 */
export async function createSet(
  db: Db,
  userId: string,
  body: NewSet,
): Promise<{ set: WorkoutSet; created: boolean }> {
  const exerciseKey = nameKey(body.exerciseName)
  const [draftSet] = await insertIntoDraftQuery(db).execute({
    ...body,
    exerciseKey,
    id: body.id ?? null,
    userId,
  })
  if (draftSet) return { set: toSet(draftSet), created: true }
  // A repeat, a completed workout (history being edited), or none of the lifter's.
  if (body.id) {
    const existing = await existingSet(db, userId, body)
    if (existing) return { set: existing, created: false }
    await refuseDeletedId(db, userId, body.id)
  }
  return db.transaction(async (tx) => {
    const [workout] = await tx
      .select({ id: workouts.id })
      .from(workouts)
      .where(ownedWorkout(userId, body.workoutId))
    if (!workout) throw notFound('Workout not found')
    const [row] = await tx
      .insert(workoutSets)
      .values(withWarmupFlag({ ...body, exerciseKey, id: body.id, userId }))
      .onConflictDoNothing({ target: workoutSets.id })
      .returning(setColumns)
    if (!row) {
      // The same id created by a concurrent request.
      const existing = await existingSet(tx, userId, body)
      if (!existing) throw conflict('id: is already used by another record')
      return { set: existing, created: false }
    }
    await refreshWorkoutTotals(tx, userId, workout.id)
    return { set: toSet(row), created: true }
  })
}

/** The columns a set's changes write: with a kind its warm-up flag, with a name its key. */
function changedColumns(values: Omit<SetChanges, 'notWarmup'>) {
  const columns = withWarmupFlag(values)
  return values.exerciseName === undefined
    ? columns
    : { ...columns, exerciseKey: nameKey(values.exerciseName) }
}

type ColumnChanges = ReturnType<typeof changedColumns> & { exerciseKey?: string }

/**
 * A draft's set changes in one prepared statement, locked against a concurrent completion as
 * above. One statement per combination of fields a client sends: at most 2¹², a handful in use.
 */
const updateDraftSetQueries = new Map<string, ReturnType<typeof updateDraftSetQuery>>()
const updateDraftSetQuery = (fields: (keyof ColumnChanges)[], notWarmup: boolean) =>
  preparedQuery((db) =>
    db
      .update(workoutSets)
      .set({
        ...Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)])),
        ...(notWarmup && notWarmupColumns),
      })
      .where(
        and(
          eq(workoutSets.id, sql.placeholder('id')),
          eq(workoutSets.userId, sql.placeholder('userId')),
          sql`exists (select 1 from workouts w
                      where w.id = workout_sets.workout_id and w.completed_at is null for share)`,
        ),
      )
      .returning(setColumns)
      .prepare(`update_draft_set_${fields.join('_')}${notWarmup ? '_not_warmup' : ''}`),
  )

function updateDraftSet(db: Db, userId: string, id: string, changes: SetChanges) {
  const { notWarmup = false, ...values } = changes
  const columns = changedColumns(values)
  const fields = (Object.keys(columns) as (keyof ColumnChanges)[]).sort()
  const key = `${fields.join(',')}${notWarmup ? ',notWarmup' : ''}`
  let query = updateDraftSetQueries.get(key)
  if (!query) updateDraftSetQueries.set(key, (query = updateDraftSetQuery(fields, notWarmup)))
  return query(db).execute({ ...columns, id, userId })
}

const ownedSet = (userId: string, id: string) =>
  and(eq(workoutSets.id, id), eq(workoutSets.userId, userId))

/** PATCH /api/workout-sets/{id}: a draft's set in one statement, a completed workout's with its totals. */
export async function updateSet(
  db: Db,
  userId: string,
  id: string,
  changes: SetChanges,
): Promise<WorkoutSet> {
  if (Object.keys(changes).length > 0) {
    // The session's edits.
    const [draftSet] = await updateDraftSet(db, userId, id, changes)
    if (draftSet) return toSet(draftSet)
  }
  return db.transaction(async (tx) => {
    const where = ownedSet(userId, id)
    // A renamed set may leave its old exercise without a record to keep.
    const [before] =
      changes.exerciseName === undefined
        ? []
        : await tx.select({ exerciseName: workoutSets.exerciseName }).from(workoutSets).where(where)
    const { notWarmup, ...values } = changes
    const [row] =
      Object.keys(changes).length > 0
        ? await tx
            .update(workoutSets)
            .set({ ...changedColumns(values), ...(notWarmup && notWarmupColumns) })
            .where(where)
            .returning(setColumns)
        : await tx.select(setColumns).from(workoutSets).where(where)
    if (!row) throw notFound('Set not found')
    await refreshWorkoutTotals(tx, userId, row.workoutId, {
      extraKeys: before ? [nameKey(before.exerciseName)] : [],
    })
    return toSet(row)
  })
}

/**
 * DELETE /api/workout-sets/{id}, with the workout's totals and records refreshed; its id is kept
 * as a tombstone (docs/product/tokens-and-restore.md).
 */
export async function deleteSet(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(workoutSets)
      .where(ownedSet(userId, id))
      .returning({ workoutId: workoutSets.workoutId, exerciseName: workoutSets.exerciseName })
    if (!row) throw notFound('Set not found')
    await tx.insert(tombstones).values({ id, userId, kind: 'set' }).onConflictDoNothing()
    await refreshWorkoutTotals(tx, userId, row.workoutId, {
      extraKeys: [nameKey(row.exerciseName)],
    })
  })
}
