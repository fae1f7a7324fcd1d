import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'
import { expectAllTranslated, inPseudoLanguage } from '../support/languages.ts'

/*
 * docs/product/languages.md, docs/decisions/029: the interface in the lifter's language — chosen by
 * the browser, a switch without a reload, `<html lang>` — and no text that skipped translation:
 * every screen in the tests' pseudo-language shows no word of plain English.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const lang = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.documentElement.lang)

describe('signed out', () => {
  it('speaks the browser’s language, and switches on the landing page without a reload', async () => {
    const context = await newContext(browser, { locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/')
    const heading = page.getByRole('heading', { level: 1 })
    await expect.poll(() => heading.textContent()).toBe('Verfolge deinen Weg zu mehr Kraft')
    expect(await lang(page)).toBe('de')
    expect(await page.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe(
      '/api/login',
    )
    await expectAccessible(page)
    // A mark on the page: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('fr')
    await expect.poll(() => heading.textContent()).toBe('Suis ta progression en force')
    expect(await lang(page)).toBe('fr')
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
    // The choice is the cookie's, and the server's next page is in it from the first paint.
    expect((await context.cookies()).find((c) => c.name === 'ironlog-lang')?.value).toBe('fr')
    const html = await (await context.request.get('/')).text()
    expect(html).toContain('<html lang="fr"')
    await page.goto('/signin')
    await expect.poll(() => lang(page)).toBe('fr')
    await expect(page.getByRole('combobox', { name: 'Langue' })).toBeDefined()
    await context.close()
  })

  it('shows English when the browser asks for none of its languages', async () => {
    const context = await newContext(browser, { locale: 'ja-JP' })
    const page = await context.newPage()
    await page.goto('/')
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Track Your Strength Journey')
    expect(await lang(page)).toBe('en')
    await context.close()
  })

  it.each(['/', '/signin'])('translates every text of %s (pseudo-language)', async (path) => {
    for (const display of DISPLAYS) {
      const context = await newContext(browser, display)
      await inPseudoLanguage(context)
      const page = await context.newPage()
      await page.goto(path)
      await expect.poll(() => page.locator('h1, h2').first().textContent()).toMatch(/⟦/)
      await expectAllTranslated(page)
      await screenshot(page, `pseudo${path.replace('/', '-') || '-landing'}-${display.size}`)
      await context.close()
    }
  })
})

describe('signed in', () => {
  it('takes the lifter’s language from the user menu at once, and keeps it on the account', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/')
    await expect.poll(() => lang(page)).toBe('en')
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))
    await page.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('menuitemradio', { name: 'Deutsch' }).click()
    await expect.poll(() => lang(page)).toBe('de')
    await expect
      .poll(async () => (await (await context.request.get('/api/auth/user')).json()).language)
      .toBe('de')
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
    // Another visit: the server's page and the app are German from the start.
    await page.reload()
    expect(await lang(page)).toBe('de')
    await context.close()
  })
})
