import { i18n } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import type { DisplayLanguage } from '#shared/domain/languages.ts'
import { currentLanguage } from './i18n.ts'

/**
 * Data translated outside the message catalogues (the catalogue's names and instructions,
 * docs/decisions/029): a chunk per language, fetched the first time a screen asks for it in
 * that language, never for a language that has none (English, the source).
 */
export type LanguageData<T> = {
  /** The active language's data: null when it has none, undefined until its chunk is in. */
  current: () => T | null | undefined
  subscribe: (listener: () => void) => () => void
}

export function languageData<T>(
  loaders: Partial<Record<DisplayLanguage, () => Promise<T>>>,
): LanguageData<T> {
  const loaded = new Map<DisplayLanguage, T>()
  const loading = new Set<DisplayLanguage>()
  const listeners = new Set<() => void>()

  function current(): T | null | undefined {
    const language = currentLanguage()
    const load = loaders[language]
    if (!load) return null
    if (loaded.has(language)) return loaded.get(language)
    if (!loading.has(language)) {
      loading.add(language)
      load()
        .then((data) => {
          loaded.set(language, data)
          for (const listener of listeners) listener()
        })
        // Offline before the chunk was kept: tried again on the next render.
        .catch(() => {})
        .finally(() => loading.delete(language))
    }
    return undefined
  }

  function subscribe(listener: () => void) {
    listeners.add(listener)
    const stop = i18n.on('change', listener)
    return () => {
      listeners.delete(listener)
      stop()
    }
  }

  return { current, subscribe }
}

/** The active language's data (see LanguageData), re-rendering when it is in and on a switch. */
export function useLanguageData<T>(data: LanguageData<T>): T | null | undefined {
  // The server renders without it: the source language until the chunk is in.
  return useSyncExternalStore(data.subscribe, data.current, () => null)
}
