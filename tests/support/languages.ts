import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
import { LANGUAGE_COOKIE, LANGUAGE_NAMES, PSEUDO_LANGUAGE } from '#shared/domain/languages.ts'
import { baseUrl } from './browser.ts'

/**
 * The tests' pseudo-language (docs/decisions/029): every message wrapped in ⟦ ⟧ and accented,
 * so that a word of plain English on a screen is a text that skipped translation.
 */
export async function inPseudoLanguage(context: BrowserContext) {
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: PSEUDO_LANGUAGE, url: baseUrl() }])
}

/** What a screen may show as it is: names, not texts (the brand, each language's own name). */
const NOT_TEXTS = ['Ironlog', ...Object.values(LANGUAGE_NAMES), 'lbs', 'kg']

/**
 * The words of plain English the page shows: in its text (what innerText renders, screen
 * readers' hidden text too), its title and every aria-label, title, placeholder and alt. `data`:
 * what the test itself typed or made (names, e-mails), which a screen shows untranslated.
 */
export async function plainEnglish(page: Page, data: readonly string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found = [document.title, document.body.innerText]
    const attributes = ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']
    for (const element of document.body.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name)
        if (value) found.push(value)
      }
    }
    return found
  })
  const known = [...data, ...NOT_TEXTS].sort((a, b) => b.length - a.length)
  const words = new Set<string>()
  for (let text of texts) {
    for (const name of known) text = text.split(name).join(' ')
    for (const word of text.match(/[A-Za-z]{2,}/g) ?? []) words.add(word)
  }
  return [...words]
}

/** Fails, naming them, on any words of plain English (plainEnglish) the page shows. */
export async function expectAllTranslated(page: Page, data: readonly string[] = []) {
  expect(await plainEnglish(page, data), `plain English on ${page.url()}`).toEqual([])
}
