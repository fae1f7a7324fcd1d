import { i18n, type Messages } from '@lingui/core'
import { useSyncExternalStore } from 'react'
import {
  bestLanguage,
  setFormatLanguage,
  cookieLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type DisplayLanguage,
  type Language,
} from '#shared/domain/languages.ts'

/*
 * The interface's language (docs/product/languages.md, docs/decisions/029-languages-with-lingui.md):
 * Lingui's one `i18n`, its catalogue loaded on demand, one chunk per language (only the active
 * one is ever fetched), and every figure and date formatted to match (shared/domain/format.ts).
 */

/*
 * Each language's messages come in parts, one chunk each: `core` (the app's shell, home and
 * the 404 page) and one per screen folder of features/ (lingui.config.ts), loaded with that
 * screen's code (withMessages), so that home never fetches the texts of screens it does not
 * show.
 */
const CATALOGUES = import.meta.glob<{ messages: Messages }>('/src/shared/locales/*/*.po')

const loaded = new Map<string, Promise<Messages>>()
function catalogue(part: string, language: DisplayLanguage): Promise<Messages> {
  const key = `/src/shared/locales/${part}/${language}.po`
  let messages = loaded.get(key)
  if (!messages) {
    // A part without a message yet has no file.
    const load = CATALOGUES[key] ?? (() => Promise.resolve({ messages: {} }))
    messages = load().then((module) => module.messages)
    // A failed load (offline, before the service worker kept it) is tried again next time.
    messages.catch(() => loaded.delete(key))
    loaded.set(key, messages)
  }
  return messages
}

/** The parts this page has needed so far: a switch of language loads each of them anew. */
const parts = new Set(['core'])

/** `language`'s messages of `needed` parts and core, as one catalogue. */
export async function messagesFor(
  language: DisplayLanguage,
  needed: Iterable<string> = [],
): Promise<Messages> {
  const all = await Promise.all(
    [...new Set(['core', ...needed])].map((part) => catalogue(part, language)),
  )
  return Object.assign({}, ...all) as Messages
}

let wanted: DisplayLanguage | null = null

/**
 * Shows the app in `language`: its catalogues loaded (once), then everything switched at once —
 * messages, formats and `<html lang>`. The last call wins when two overlap.
 */
export async function showLanguage(language: DisplayLanguage): Promise<void> {
  wanted = language
  if (i18n.locale === language) return
  let messages: Messages
  let taken: number
  // Parts asked for meanwhile (a screen's chunk loading alongside) come in too.
  do {
    taken = parts.size
    messages = await messagesFor(language, [...parts])
  } while (taken !== parts.size)
  if (wanted !== language) return
  activate(language, messages)
}

/** The same, synchronously, with the messages in hand (the server's render). */
export function activate(language: DisplayLanguage, messages: Messages) {
  setFormatLanguage(language)
  i18n.loadAndActivate({ locale: language, messages })
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/**
 * A part's messages in the language shown (or about to be), added to the active catalogue. A
 * screen's chunk loads through withMessages; this is for a part needed without one (landing).
 */
export function loadMessagesOf(part: string): Promise<void> {
  parts.add(part)
  const language = wanted ?? currentLanguage()
  return catalogue(part, language).then((messages) => {
    // Into the active catalogue; a switch under way takes it in with the other parts.
    if (i18n.locale === language) i18n.load(language, messages)
  })
}

type Ready = Promise<void> & { status?: 'fulfilled' }
const ready = new Map<string, Ready>()

/**
 * A promise for React's use(): `part`'s messages are in. Marked fulfilled once it is, so a render
 * after that does not suspend even once.
 */
export function messagesReady(part: string): Ready {
  let promise = ready.get(part)
  if (!promise) {
    const made: Ready = loadMessagesOf(part).then(() => {
      made.status = 'fulfilled'
    })
    made.catch(() => ready.delete(part))
    ready.set(part, made)
    promise = made
  }
  return promise
}

/**
 * A screen's lazy import with its messages: all fetched at once, the screen ready when all are
 * in. `parts`: its folder under features/ (lingui.config.ts gives each its catalogue), and the
 * folders of what it shows from other screens (their index.ts).
 */
export function withMessages<T>(
  parts: string | readonly string[],
  load: () => Promise<T>,
): () => Promise<T> {
  const names = typeof parts === 'string' ? [parts] : parts
  return () =>
    Promise.all([load(), ...names.map((part) => loadMessagesOf(part))]).then(([module]) => module)
}

/** The language the interface shows now. */
export function currentLanguage(): DisplayLanguage {
  return (i18n.locale || 'en') as DisplayLanguage
}

/** The language, re-rendering on a switch (for what Lingui's own hooks do not cover). */
export function useLanguage(): DisplayLanguage {
  return useSyncExternalStore(
    (listener) => i18n.on('change', listener),
    currentLanguage,
    currentLanguage,
  )
}

function readCookie(): string | undefined {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))
  return match ? decodeURIComponent(match[1]!) : undefined
}

/**
 * The language this device shows: the tests' pseudo-language when its cookie says so, else the
 * signed-in lifter's, else the one chosen here (the cookie), else the browser's best match
 * (navigator.languages, the Accept-Language the server reads), else English.
 */
export function deviceLanguage(lifter?: Language): DisplayLanguage {
  const chosen = cookieLanguage(readCookie())
  if (chosen && !isLanguage(chosen)) return chosen
  return lifter ?? chosen ?? bestLanguage(navigator.languages ?? [navigator.language])
}

/**
 * Keeps `language` in the cookie: a signed-out visitor's choice, and the server's guess for this
 * device's next page (its `<html lang>` and the catalogue it announces). The pseudo-language's
 * cookie, set by tests, is left alone.
 */
export function rememberLanguage(language: Language) {
  if (!isLanguage(cookieLanguage(readCookie()) ?? 'en')) return
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}
