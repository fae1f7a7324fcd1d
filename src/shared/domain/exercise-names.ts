import type { CatalogEntry } from './muscles.ts'
import { sameName } from './names.ts'

/*
 * docs/product/languages.md: the catalogue's names are shown in the lifter's language, and stored,
 * matched and exported in English; a lifter's own names are never translated. The one home of
 * which name a screen shows (the translations: src/shared/data/names/<language>.ts, by key).
 */

/** The catalogue's names as one language shows them. */
export type ShownNames = {
  /** The name a screen shows for a stored name: the catalogue's translated, any other as it is. */
  shown: (name: string) => string
  /** Each catalogue entry's shown name, by its key (the pickers find an entry by it too). */
  byKey: ReadonlyMap<string, string>
}

/** English: every name as it is stored. */
export const STORED_NAMES: ShownNames = { shown: (name) => name, byKey: new Map() }

/**
 * The catalogue's names in a language, from its translations by key. Only a name spelled as the
 * catalogue spells it is the catalogue's: "bench press" or an import's "Barbell Bench Press" is
 * the lifter's own spelling, shown as it is.
 */
export function shownNames(
  catalog: readonly CatalogEntry[],
  translations: Readonly<Record<string, string>>,
): ShownNames {
  const byKey = new Map(catalog.map((entry) => [entry.key, translations[entry.key] ?? entry.name]))
  const byName = new Map(catalog.map((entry) => [entry.name, byKey.get(entry.key)!]))
  return { shown: (name) => byName.get(name) ?? name, byKey }
}

/**
 * The name a typed one stands for in the pickers: the lifter's own spelling of it, else the
 * catalogue's English name for its English or its shown name ("Bankdrücken" is Bench Press),
 * else the typed name itself, a new exercise.
 */
export function typedExerciseName(
  typed: string,
  ownNames: readonly string[],
  catalog: readonly CatalogEntry[],
  names: ShownNames,
): string {
  return (
    ownNames.find((name) => sameName(name, typed)) ??
    catalog.find(
      (entry) =>
        sameName(entry.name, typed) || sameName(names.byKey.get(entry.key) ?? entry.name, typed),
    )?.name ??
    typed
  )
}
