import { loadCatalog } from '#client/api/use-catalog.ts'
import { STORED_NAMES, shownNames, type ShownNames } from '#shared/domain/exercise-names.ts'
import { languageData, useLanguageData } from './language-data.ts'

/*
 * The catalogue's names in the language shown (docs/product/languages.md): each language's
 * names a chunk of their own, fetched with the catalogue only when a screen first shows a name
 * in that language (never in English); the English name until they are in. What is sent,
 * stored, matched and exported stays the English name.
 */
const inLanguage = (load: () => Promise<{ NAMES: Readonly<Record<string, string>> }>) => () =>
  Promise.all([loadCatalog(), load()]).then(([catalog, { NAMES }]) => shownNames(catalog, NAMES))

const NAMES = languageData<ShownNames>({
  de: inLanguage(() => import('#shared/data/names/de.ts')),
  es: inLanguage(() => import('#shared/data/names/es.ts')),
  fr: inLanguage(() => import('#shared/data/names/fr.ts')),
  'pt-BR': inLanguage(() => import('#shared/data/names/pt-BR.ts')),
})

/**
 * The catalogue's names as the screen shows them: `shown(name)` for any stored name, `byKey`
 * for the pickers' search. Re-renders when they are in and on a switch of language.
 */
export function useShownNames(): ShownNames {
  return useLanguageData(NAMES) ?? STORED_NAMES
}

/** The name to show for a stored exercise name (see useShownNames). */
export function useExerciseName(): (name: string) => string {
  return useShownNames().shown
}
