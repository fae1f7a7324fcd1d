import type { ExerciseNote } from '#shared/contract/exercise-notes.ts'
import type { ExerciseMuscles } from '#shared/contract/muscles.ts'
import {
  indexCatalog,
  resolveMuscles,
  type CatalogEntry,
  type ResolvedMuscles,
} from '#shared/domain/muscles.ts'
import { nameKey } from '#shared/domain/names.ts'

/** What the exercise page shows of one name, from the lifter's lists and the catalogue. */
export type ExerciseAbout = {
  /** The name as the lifter writes it (their own spelling), else the catalogue's, else as asked. */
  name: string
  /** The catalogue entry its muscles and instructions come from, if any. */
  entry: CatalogEntry | null
  muscles: ResolvedMuscles
  note: ExerciseNote | null
}

/**
 * docs/product/exercises.md: the exercise `/exercises/{name}` is about, or null when the name is
 * none of the lifter's names (their days, sets, muscles or notes) and not in the catalogue.
 */
export function aboutExercise(
  asked: string,
  lists: {
    muscles: readonly ExerciseMuscles[]
    notes: readonly ExerciseNote[]
    catalog: readonly CatalogEntry[]
  },
): ExerciseAbout | null {
  const key = nameKey(asked)
  const own = lists.muscles.find((each) => nameKey(each.exerciseName) === key) ?? null
  const note = lists.notes.find((each) => nameKey(each.exerciseName) === key) ?? null
  const index = indexCatalog(lists.catalog)
  const muscles: ResolvedMuscles = own ?? resolveMuscles(asked, null, index)
  const entry = muscles.catalogKey === null ? null : (index.byKey.get(muscles.catalogKey) ?? null)
  if (!own && !note && !entry) return null
  return {
    name: own?.exerciseName ?? note?.exerciseName ?? sameEntryName(asked, entry) ?? asked,
    entry,
    muscles,
    note,
  }
}

/** The catalogue's own spelling when the name asked is the entry's name in another case. */
const sameEntryName = (asked: string, entry: CatalogEntry | null) =>
  entry && nameKey(entry.name) === nameKey(asked) ? entry.name : null
