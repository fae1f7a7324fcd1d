import { and, eq, sql } from 'drizzle-orm'
import { CATALOG_INDEX } from '#shared/data/catalog.ts'
import type { ExerciseMuscles, PutExerciseMusclesBody } from '#shared/contract/muscles.ts'
import { resolveMuscles, type CustomMuscles, type Muscle } from '#shared/domain/muscles.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { exerciseMuscles } from '../db/schema.ts'
import { listExerciseNames } from './exercises.ts'

/** A stored setting as resolveMuscles reads it. */
const customColumns = {
  catalogKey: exerciseMuscles.catalogKey,
  primary: exerciseMuscles.primaryMuscles,
  secondary: exerciseMuscles.secondaryMuscles,
}

/**
 * The muscles the lifter set for their names (the primary key's range), prepared: it runs for
 * every read of the names' muscles, alternatives among them (round seven, docs/performance.md).
 */
const customMusclesQuery = preparedQuery((db) =>
  db
    .select({ key: exerciseMuscles.nameKey, name: exerciseMuscles.exerciseName, ...customColumns })
    .from(exerciseMuscles)
    .where(eq(exerciseMuscles.userId, sql.placeholder('userId')))
    .prepare('custom_muscles'),
)

/**
 * docs/product/body-weight-and-muscles.md: each of the lifter's exercise names (GET /api/exercises' list, and any name
 * they set muscles for) with its muscles and where they come from, sorted like that list.
 */
export async function listExerciseMuscles(
  db: Db,
  userId: string,
  /** The lifter's names, when the caller has read them already (listExerciseNames). */
  knownNames?: readonly string[],
): Promise<ExerciseMuscles[]> {
  const [names, custom] = await Promise.all([
    knownNames ?? listExerciseNames(db, userId),
    customMusclesQuery(db).execute({ userId }),
  ])
  const customByKey = new Map(custom.map((row) => [row.key, row]))
  const all = new Map(names.map((name) => [nameKey(name), name]))
  for (const row of custom) if (!all.has(row.key)) all.set(row.key, row.name)
  return [...all]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, exerciseName]) => ({
      exerciseName,
      ...resolveMuscles(exerciseName, customByKey.get(key) ?? null, CATALOG_INDEX),
    }))
}

/** The muscles the lifter set for their names, by name (the JSON export). */
export async function listCustomMuscles(db: Db, userId: string): Promise<ExerciseMuscles[]> {
  const rows = await db
    .select({ name: exerciseMuscles.exerciseName, ...customColumns })
    .from(exerciseMuscles)
    .where(eq(exerciseMuscles.userId, userId))
    .orderBy(exerciseMuscles.nameKey)
  return rows.map((row) => ({
    exerciseName: row.name,
    ...resolveMuscles(row.name, row, CATALOG_INDEX),
  }))
}

/** What a PUT's body sets: a catalogue entry's muscles, or the lifter's own lists. */
export const customMuscles = (body: PutExerciseMusclesBody): CustomMuscles => ({
  catalogKey: body.catalogKey ?? null,
  primary: (body.primary ?? []) as Muscle[],
  secondary: (body.secondary ?? []) as Muscle[],
})

/** The row of a lifter's muscles for a name, keyed as sets group names. */
export const musclesRow = (userId: string, exerciseName: string, custom: CustomMuscles) => ({
  userId,
  nameKey: nameKey(exerciseName),
  exerciseName,
  catalogKey: custom.catalogKey,
  primaryMuscles: [...custom.primary],
  secondaryMuscles: [...custom.secondary],
})

/** Sets (or replaces) the lifter's muscles for a name, matched case-insensitively. */
export async function putExerciseMuscles(
  db: Db,
  userId: string,
  exerciseName: string,
  body: PutExerciseMusclesBody,
): Promise<ExerciseMuscles> {
  const custom = customMuscles(body)
  const row = musclesRow(userId, exerciseName, custom)
  const { userId: _user, nameKey: _key, ...values } = row
  await db
    .insert(exerciseMuscles)
    .values(row)
    .onConflictDoUpdate({
      target: [exerciseMuscles.userId, exerciseMuscles.nameKey],
      set: { ...values, updatedAt: sql`now()` },
    })
  return { exerciseName, ...resolveMuscles(exerciseName, custom, CATALOG_INDEX) }
}

/** Back to the automatic match; whether the lifter had set muscles for the name. */
export async function deleteExerciseMuscles(
  db: Db,
  userId: string,
  exerciseName: string,
): Promise<boolean> {
  const deleted = await db
    .delete(exerciseMuscles)
    .where(
      and(eq(exerciseMuscles.userId, userId), eq(exerciseMuscles.nameKey, nameKey(exerciseName))),
    )
    .returning({ key: exerciseMuscles.nameKey })
  return deleted.length > 0
}
