import { i18n } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import { loadCatalog } from '#client/api/use-catalog.ts'
import { STORED_NAMES, shownNames, type ShownNames } from '#shared/domain/exercise-names.ts'
import type { DisplayLanguage } from '#shared/domain/languages.ts'
import { currentLanguage } from './i18n.ts'

/*
 * The catalogue's names in the language shown (docs/product/languages.md): each language's
 * names a chunk of their own, fetched with the catalogue only when a screen first shows a name
 * in that language (never in English, never on home's first load); the English name until
 * they are in. What is sent, stored, matched and exported stays the English name.
 */
type Translations = { NAMES: Readonly<Record<string, string>> }
const TRANSLATIONS: Partial<Record<DisplayLanguage, () => Promise<Translations>>> = {
  de: () => import('#shared/data/names/de.ts'),
  es: () => import('#shared/data/names/es.ts'),
  fr: () => import('#shared/data/names/fr.ts'),
  'pt-BR': () => import('#shared/data/names/pt-BR.ts'),
}

const loaded = new Map<DisplayLanguage, ShownNames>()
const loading = new Set<DisplayLanguage>()
const listeners = new Set<() => void>()

function namesIn(language: DisplayLanguage): ShownNames {
  const translations = TRANSLATIONS[language]
  if (!translations) return STORED_NAMES
  const names = loaded.get(language)
  if (names) return names
  if (!loading.has(language)) {
    loading.add(language)
    Promise.all([loadCatalog(), translations()])
      .then(([catalog, { NAMES }]) => {
        loaded.set(language, shownNames(catalog, NAMES))
        for (const listener of listeners) listener()
      })
      // Offline before the chunk was kept: English names now, tried again on the next render.
      .catch(() => {})
      .finally(() => loading.delete(language))
  }
  return STORED_NAMES
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const stop = i18n.on('change', listener)
  return () => {
    listeners.delete(listener)
    stop()
  }
}

/**
 * The catalogue's names as the screen shows them: `shown(name)` for any stored name, `byKey`
 * for the pickers' search. Re-renders when they are in and on a switch of language.
 */
export function useShownNames(): ShownNames {
  return useSyncExternalStore(
    subscribe,
    () => namesIn(currentLanguage()),
    () => STORED_NAMES,
  )
}

/** The name to show for a stored exercise name (see useShownNames). */
export function useExerciseName(): (name: string) => string {
  return useShownNames().shown
}
