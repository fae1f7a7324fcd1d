/**
 * The languages the interface speaks (docs/product/languages.md): English, the default, whose texts
 * are the product's own, and four translations. The one home of the codes, how a browser's
 * preferences pick one, and the cookie that keeps a signed-out visitor's choice.
 */
export const LANGUAGES = ['en', 'de', 'es', 'fr', 'pt-BR'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'

/**
 * The tests' pseudo-language: every message wrapped and accented (scripts/i18n-extract.ts writes
 * its catalogue), so that a text that skipped translation shows up as plain English. Reached only
 * through the cookie below; never a lifter's `language`.
 */
export const PSEUDO_LANGUAGE = 'en-XA'
export type DisplayLanguage = Language | typeof PSEUDO_LANGUAGE
export const DISPLAY_LANGUAGES: readonly DisplayLanguage[] = [...LANGUAGES, PSEUDO_LANGUAGE]

/** A signed-out visitor's choice, and a device's last language (the server's first paint reads it). */
export const LANGUAGE_COOKIE = 'ironlog-lang'

/** Each language by its own name, as the switch lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
}

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value)
}

/** A code the app can display: a language, or the tests' pseudo-language. */
export function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return value === PSEUDO_LANGUAGE || isLanguage(value)
}

/**
 * The best of our languages for a browser's preferences, in their order (`navigator.languages`,
 * or an `Accept-Language` header read by acceptedLanguages): an exact code first, then the same
 * base language ("de-AT" → de, "pt" or "pt-PT" → pt-BR, "en-GB" → en); none → English.
 */
export function bestLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.trim().toLowerCase()
    if (!lower || lower === '*') continue
    const exact = LANGUAGES.find((code) => code.toLowerCase() === lower)
    if (exact) return exact
    const base = lower.split('-')[0]
    const sameBase = LANGUAGES.find((code) => code.toLowerCase().split('-')[0] === base)
    if (sameBase) return sameBase
  }
  return DEFAULT_LANGUAGE
}

/** An `Accept-Language` header's tags, most wanted first (q=0 dropped, ties in header order). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .slice(0, 50)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter(({ tag, quality }) => tag && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag)
}

/** The cookie's language from a Cookie header's value for it; the pseudo-language too. */
export function cookieLanguage(value: string | undefined): DisplayLanguage | null {
  return isDisplayLanguage(value) ? value : null
}

// The language figures and dates are formatted in (shared/domain/format.ts reads it): kept here,
// not there, so that the landing page's switch does not load every format with it.
let formatting: DisplayLanguage = DEFAULT_LANGUAGE

/** Formats every figure and date in `language` from now on (the client's switch, a render). */
export function setFormatLanguage(language: DisplayLanguage) {
  formatting = language
}

export function formatLanguage(): DisplayLanguage {
  return formatting
}
