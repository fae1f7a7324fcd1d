import { and, eq, sql } from 'drizzle-orm'
import type { ExerciseTypeItem } from '#shared/contract/exercise-types.ts'
import { resolveExerciseType, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { nameKey } from '#shared/domain/names.ts'
import { preparedText, type Db } from '../db/client.ts'
import { exerciseTypes } from '../db/schema.ts'
import { ALL_TIME, catalogType, refreshFigures } from './exercise-figures.ts'
import { listExerciseNames } from './exercises.ts'

type TypeRow = {
  name: string
  custom: ExerciseType | null
  sets: number | null
  distanceSets: number | null
  weightedDistanceSets: number | null
  timedSets: number | null
}

/**
 * listExerciseTypes' statement ($1: the lifter, $2: the names with their keys, as JSON), prepared
 * (round six, docs/performance.md): PostgreSQL took five times longer to plan it than to run it.
 * Its generic plan is its custom one, as no plan can know the JSON's length: per name a probe of
 * the lifter's types and one of the name's newest figures.
 */
const EXERCISE_TYPES_SQL = `select n.name, t.type as custom, r.sets_so_far as "sets",
    r.distance_sets_so_far as "distanceSets",
    r.weighted_distance_sets_so_far as "weightedDistanceSets",
    r.timed_sets_so_far as "timedSets"
  from jsonb_to_recordset($2::jsonb) as n(name text, key text)
  left join exercise_types t on t.user_id = $1 and t.exercise_key = n.key
  left join lateral (
    select r.sets_so_far, r.distance_sets_so_far, r.weighted_distance_sets_so_far,
           r.timed_sets_so_far
    from workout_exercise_figures r
    where r.user_id = $1 and r.exercise_key = n.key
    order by r.completed_at desc limit 1
  ) as r on true`

const exerciseTypesQuery = preparedText(
  'exercise_types',
  EXERCISE_TYPES_SQL,
  ['userId', 'keys'],
  ['name', 'custom', 'sets', 'distanceSets', 'weightedDistanceSets', 'timedSets'],
)

/**
 * GET /api/exercise-types (docs/product/exercise-types.md): one item per name of GET /api/exercises, in its order,
 * with its type and where it comes from. Per name one probe of the lifter's own types and one of
 * its newest kept figures (whose tallies a type is read from): the cost follows the names.
 */
export async function listExerciseTypes(
  db: Db,
  userId: string,
  /** The lifter's names, when the caller has read them already (listExerciseNames). */
  knownNames?: readonly string[],
): Promise<ExerciseTypeItem[]> {
  const names = knownNames ?? (await listExerciseNames(db, userId))
  if (names.length === 0) return []
  const keys = JSON.stringify(names.map((name) => ({ name, key: nameKey(name) })))
  const rows = (await exerciseTypesQuery(db).execute({ userId, keys })) as TypeRow[]
  const byName = new Map(rows.map((row) => [row.name, row]))
  return names.map((exerciseName) => {
    const row = byName.get(exerciseName)
    const tallies =
      row?.sets == null
        ? null
        : {
            sets: row.sets,
            distanceSets: row.distanceSets ?? 0,
            weightedDistanceSets: row.weightedDistanceSets ?? 0,
            timedSets: row.timedSets ?? 0,
          }
    return {
      exerciseName,
      ...resolveExerciseType(row?.custom ?? null, catalogType(exerciseName), tallies),
    }
  })
}

/**
 * docs/product/exercise-types.md: the lifter's names' types by name key (nameKey) for an import (StrongLifts' set
 * cells are seconds for a `duration` exercise): their own, else as their names list it. A name
 * the file brings that is none of them is the catalogue's, read where the file is.
 */
export async function exerciseTypesByKey(
  db: Db,
  userId: string,
): Promise<Record<string, ExerciseType>> {
  const [listed, custom] = await Promise.all([
    listExerciseTypes(db, userId),
    listCustomTypes(db, userId),
  ])
  const types = new Map(listed.map((item) => [nameKey(item.exerciseName), item.type]))
  for (const item of custom) types.set(nameKey(item.exerciseName), item.type)
  return Object.fromEntries(types)
}

/** The types the lifter set for their names, by name (the JSON export). */
export async function listCustomTypes(db: Db, userId: string) {
  return db
    .select({ exerciseName: exerciseTypes.exerciseName, type: exerciseTypes.type })
    .from(exerciseTypes)
    .where(eq(exerciseTypes.userId, userId))
    .orderBy(exerciseTypes.exerciseKey)
}

/** The row of a lifter's type for a name, keyed as every name is (decision 028). */
export const typeRow = (userId: string, exerciseName: string, type: ExerciseType) => ({
  userId,
  exerciseKey: nameKey(exerciseName),
  exerciseName,
  type,
})

/**
 * PUT /api/exercise-types/{exerciseName}: the lifter's type for a name (matched
 * case-insensitively), and every figure of the name's history counted again as it, in one
 * transaction.
 */
export async function putExerciseType(
  db: Db,
  userId: string,
  exerciseName: string,
  type: ExerciseType,
): Promise<ExerciseTypeItem> {
  return db.transaction(async (tx) => {
    await tx
      .insert(exerciseTypes)
      .values(typeRow(userId, exerciseName, type))
      .onConflictDoUpdate({
        target: [exerciseTypes.userId, exerciseTypes.exerciseKey],
        set: { exerciseName, type, updatedAt: sql`now()` },
      })
    await refreshFigures(tx, userId, [nameKey(exerciseName)], ALL_TIME)
    return { exerciseName, type, source: 'custom' as const }
  })
}

/**
 * DELETE /api/exercise-types/{exerciseName}: back to the automatic type, the name's figures
 * counted again as it; whether the lifter had set one.
 */
export async function deleteExerciseType(
  db: Db,
  userId: string,
  exerciseName: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(exerciseTypes)
      .where(
        and(eq(exerciseTypes.userId, userId), eq(exerciseTypes.exerciseKey, nameKey(exerciseName))),
      )
      .returning({ key: exerciseTypes.exerciseKey })
    if (deleted.length === 0) return false
    await refreshFigures(tx, userId, [deleted[0]!.key], ALL_TIME)
    return true
  })
}
