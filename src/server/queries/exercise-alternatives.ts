import type { Alternative } from '#shared/contract/exercise-alternatives.ts'
import { CATALOG, CATALOG_INDEX } from '#shared/data/catalog.ts'
import { rankAlternatives } from '#shared/domain/alternatives.ts'
import { DEFAULT_EXERCISE_TYPE, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { resolveMuscles, type ResolvedMuscles } from '#shared/domain/muscles.ts'
import { nameKey } from '#shared/domain/names.ts'
import type { Db } from '../db/client.ts'
import { catalogType } from './exercise-figures.ts'
import { listExerciseMuscles } from './exercise-muscles.ts'
import { listExerciseNames } from './exercises.ts'
import { listExerciseTypes } from './exercise-types.ts'

/** The catalogue's entries as the alternatives compare them. */
const CATALOG_PROFILES: readonly Alternative[] = CATALOG.map((entry) => ({
  name: entry.name,
  catalogKey: entry.key,
  type: entry.type,
  equipment: entry.equipment,
  primary: [...entry.primary],
  secondary: [...entry.secondary],
}))

/** A name with its muscles (a mapping of the lifter's own taking part) and its type. */
function profileOf(name: string, muscles: ResolvedMuscles, type: ExerciseType): Alternative {
  const entry = muscles.catalogKey === null ? null : CATALOG_INDEX.byKey.get(muscles.catalogKey)
  return {
    name,
    catalogKey: muscles.catalogKey,
    type,
    equipment: entry?.equipment ?? null,
    primary: muscles.primary,
    secondary: muscles.secondary,
  }
}

/**
 * GET /api/exercise-alternatives/{exerciseName} (docs/product/exercises.md): what can take the
 * exercise's place, best first (rankAlternatives). The candidates are the catalogue's entries and
 * this lifter's own names, each with the muscles and type it counts for; a lifter's name that
 * stands for a catalogue entry is offered instead of the entry, as they write it. A name that is
 * neither theirs nor the catalogue's has no muscles, so none.
 */
export async function listAlternatives(
  db: Db,
  userId: string,
  exerciseName: string,
): Promise<Alternative[]> {
  // Both lists are of the lifter's names: read once for the two.
  const names = await listExerciseNames(db, userId)
  const [muscles, types] = await Promise.all([
    listExerciseMuscles(db, userId, names),
    listExerciseTypes(db, userId, names),
  ])
  const typeByKey = new Map(types.map((each) => [nameKey(each.exerciseName), each.type]))
  const typeOf = (name: string) =>
    typeByKey.get(nameKey(name)) ?? catalogType(name) ?? DEFAULT_EXERCISE_TYPE
  const own = muscles.map((each) => profileOf(each.exerciseName, each, typeOf(each.exerciseName)))
  const key = nameKey(exerciseName)
  const exercise =
    own.find((each) => nameKey(each.name) === key) ??
    profileOf(exerciseName, resolveMuscles(exerciseName, null, CATALOG_INDEX), typeOf(exerciseName))
  if (exercise.primary.length === 0) return []
  const ownEntries = new Set(own.map((each) => each.catalogKey))
  const candidates = [
    ...own,
    ...CATALOG_PROFILES.filter((entry) => !ownEntries.has(entry.catalogKey)),
  ]
  return rankAlternatives(exercise, candidates)
}
