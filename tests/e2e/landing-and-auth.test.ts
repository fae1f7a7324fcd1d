import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  DISPLAYS,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const LANDING_TEXTS = [
  'Track Your Strength Journey',
  'Quick Logging',
  'Track Progress',
  'Workout Days',
  'Exercise Library',
  'Built for Serious Training',
  'One-Handed Operation',
  'Previous Sets Visible',
  'Volume Tracking',
  'Advanced Weight Modes',
  'Workout History',
  'Dark Mode',
  'Ready to Level Up Your Training?',
]

describe('landing page', () => {
  it('shows every text of the spec on any logged-out path, with every login button going to /api/login', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    for (const path of ['/', '/history', '/some/unknown/path']) {
      await page.goto(path)
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Track Your Strength Journey')
      const text = await page.locator('body').innerText()
      for (const expected of LANDING_TEXTS) expect(text).toContain(expected)
      expect(text).toMatch(/©\s*2024/)
      expect(await page.locator('header').innerText()).toContain('Ironlog')
      for (const name of ['Log In', 'Start Training', 'Get Started Free']) {
        expect(await page.getByRole('link', { name }).getAttribute('href')).toBe('/api/login')
      }
    }
    await context.close()
  })

  it('is dark by default, toggles to light and remembers it across reloads', async () => {
    const context = await newContext(browser, { viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto('/')
    const rootClass = () => page.evaluate(() => document.documentElement.className)
    expect(await rootClass()).toContain('dark')
    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    expect(await rootClass()).toContain('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    await page.reload()
    expect(await rootClass()).toContain('light')
    expect(await rootClass()).not.toContain('dark')
    await context.close()
  })

  it('has no serious accessibility violations, phone and desktop, dark and light', async () => {
    for (const { viewport, theme } of DISPLAYS) {
      const context = await newContext(browser, { viewport, theme })
      const page = await context.newPage()
      await page.goto('/')
      await page.getByRole('heading', { name: 'Track Your Strength Journey' }).waitFor()
      await expectAccessible(page)
      await screenshot(page, `landing-${viewport.width}-${theme}`)
      await context.close()
    }
  })

  it('does not download the signed-in app', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await page.getByRole('heading', { name: 'Track Your Strength Journey' }).waitFor()
    expect(scripts.some((url) => /signed-in-app|home-screen|signin-screen/.test(url))).toBe(false)
    await context.close()
  })
})

describe('signing in and out', () => {
  it('creates an account from the landing page, lands signed in, and signs out to the landing page', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'Log In' }).click()
    await page.waitForURL('**/signin')
    await page.getByRole('tab', { name: 'Create account' }).click()
    // Field errors from the shared schema before anything is sent.
    await page.getByRole('button', { name: 'Create account' }).last().click()
    await expect.poll(() => page.getByText('E-mail must be a valid e-mail address').count()).toBe(1)
    await page.getByLabel('First name').fill('Dana')
    await page.getByLabel('Last name').fill('Deadlift')
    await page.getByLabel('E-mail').fill(`dana-${Date.now()}@example.com`)
    await page.getByLabel('Password').fill('short')
    await page.getByRole('button', { name: 'Create account' }).last().click()
    await expect
      .poll(() => page.getByText('Password must be at least 8 characters').count())
      .toBe(1)
    await page.getByLabel('Password').fill('long enough password')
    await page.getByRole('button', { name: 'Create account' }).last().click()
    await page.waitForURL((url) => url.pathname === '/')

    await page.getByRole('button', { name: 'Account menu' }).click()
    const menu = page.getByRole('menu')
    expect(await menu.innerText()).toContain('Dana Deadlift')
    await screenshot(page, 'user-menu-390-dark')
    await menu.getByRole('menuitem', { name: 'Log out' }).click()
    await page.getByRole('heading', { name: 'Track Your Strength Journey' }).waitFor()
    const me = await context.request.get('/api/auth/user')
    expect(me.status()).toBe(401)
    await context.close()
  })

  it('shows one clear message for a wrong password', async () => {
    const context = await newContext(browser)
    const account = await signUpViaApi(context)
    await context.clearCookies()
    const page = await context.newPage()
    await page.goto('/signin')
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill('not the password')
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('Invalid e-mail or password')
    await expectAccessible(page)
    await screenshot(page, 'signin-error-390-dark')
    await context.close()
  })

  it('returns to the page the visitor was going to (returnTo)', async () => {
    const context = await newContext(browser)
    const account = await signUpViaApi(context)
    await context.clearCookies()
    const page = await context.newPage()
    await page.goto('/history')
    await page.getByRole('link', { name: 'Log In' }).click()
    await page.waitForURL('**/signin?returnTo=%2Fhistory')
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.waitForURL((url) => url.pathname === '/history')
    await context.close()
  })

  it('shows the 404 page for an unknown path when signed in', async () => {
    const context = await newContext(browser, { viewport: DESKTOP })
    await signUpViaApi(context, { firstName: 'Kim', lastName: 'Squat' })
    const page = await context.newPage()
    await page.goto('/no/such/page')
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
    await expectAccessible(page)
    await screenshot(page, 'not-found-1280-dark')
    // The same words for going home as the session's 'Workout day not found' (issue 12).
    await page.getByRole('main').getByRole('link', { name: 'Go Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await context.close()
  })
})
