import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  baseUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  screenshotOf,
  signUpViaApi,
} from '../support/browser.ts'

/**
 * docs/product/tokens-and-restore.md / issue 34: Settings → 'API tokens' (a script uses the token, never a
 * cookie) and a restore of Ironlog's own JSON export through the import dialog.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** A request of a script: Node's fetch, no browser, no cookie, only the token. */
const script = (token: string, path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { ...init.headers, authorization: `Bearer ${token}` },
  })

async function openSection(page: Page, heading: string) {
  await page.goto('/settings')
  const section = page.getByRole('region', { name: heading })
  await section.getByRole('heading', { level: 2, name: heading }).waitFor()
  await section.scrollIntoViewIfNeeded()
  return section
}

describe('settings: API tokens', () => {
  it.each(DISPLAYS)(
    'creates a token that a script uses with fetch, then revokes it ($size px, $theme)',
    async ({ viewport, theme, size }) => {
      const context = await newContext(browser, { viewport, theme })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await signUpViaApi(context)
      const page = await context.newPage()
      const section = await openSection(page, 'API tokens')
      await section.getByText('No tokens yet.').waitFor()
      await expectAccessible(page)
      await screenshot(page, `api-tokens-empty-${size}-${theme}`)
      await screenshotOf(section, `api-tokens-section-empty-${size}-${theme}`)

      // A name is needed.
      const form = section.getByRole('form', { name: 'Create a token' })
      await form.getByRole('button', { name: 'Create Token' }).click()
      await form.getByText('Name must not be empty').waitFor()

      await form.getByLabel('Name').fill('Nightly backup')
      await form.getByRole('radio', { name: 'Read & write' }).click()
      await form.getByRole('radio', { name: '30 days' }).click()
      await form.getByRole('button', { name: 'Create Token' }).click()

      // The secret, shown this once, with a copy button.
      const created = section.getByRole('region', { name: 'Your new token' })
      await created.getByText('“Nightly backup” is ready').waitFor()
      const token = await created.getByLabel('Token', { exact: true }).inputValue()
      expect(token).toMatch(/^ironlog_[\w-]{43}$/)
      await created.getByRole('button', { name: 'Copy' }).click()
      await created.getByRole('button', { name: 'Copied' }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token)
      await expectAccessible(page)
      await screenshot(page, `api-tokens-created-${size}-${theme}`)
      await screenshotOf(section, `api-tokens-section-created-${size}-${theme}`)

      // A script: reads, and writes from anywhere (no cookie, so no Origin check).
      const days = await script(token, '/api/workout-days')
      expect(days.status).toBe(200)
      const made = await script(token, '/api/workout-days', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://scripts.example' },
        body: JSON.stringify({ name: 'Made by a script' }),
      })
      expect(made.status).toBe(201)
      // Never the account's own routes.
      expect((await script(token, '/api/tokens')).status).toBe(403)

      await created.getByRole('button', { name: 'Done' }).click()
      expect(await section.getByLabel('Token', { exact: true }).count()).toBe(0)
      await page.reload()
      const list = page.getByRole('list', { name: 'Your Tokens' })
      const item = list.getByRole('listitem').filter({ hasText: 'Nightly backup' })
      await item.getByText('Read & write').waitFor()
      await item.getByText(/^Last used \w{3} \d/).waitFor()
      expect(await item.innerText()).toMatch(/Expires \w{3} \d{1,2}, \d{4}/)
      await page.getByRole('region', { name: 'API tokens' }).scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await screenshot(page, `api-tokens-list-${size}-${theme}`)
      await screenshotOf(
        page.getByRole('region', { name: 'API tokens' }),
        `api-tokens-section-list-${size}-${theme}`,
      )

      await item.getByRole('button', { name: 'Revoke Nightly backup' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Revoke this token?' })
      await confirm.getByText('Scripts that use “Nightly backup” stop working at once.').waitFor()
      await expectAccessible(page)
      await screenshot(page, `api-tokens-revoke-${size}-${theme}`)
      await confirm.getByRole('button', { name: 'Revoke Token' }).click()
      await page.getByRole('region', { name: 'API tokens' }).getByText('No tokens yet.').waitFor()
      expect((await script(token, '/api/workout-days')).status).toBe(401)
      await context.close()
    },
    120_000,
  )
})

describe('/api/docs with a token', () => {
  it('tries a route signed in by the token alone', async () => {
    const owner = await newContext(browser)
    const account = await signUpViaApi(owner)
    const created = await owner.request.post('/api/tokens', {
      data: { name: 'Docs', scope: 'read' },
    })
    const { token } = (await created.json()) as { token: string }
    await owner.close()

    // No cookie here: only what is typed into Authorize signs the requests in.
    const context = await newContext(browser, { viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto('/api/docs')
    await page.getByRole('button', { name: 'Authorize' }).first().click()
    // The bearer scheme's form, beside the cookie's; once applied, its field gives way to Logout.
    const bearer = page
      .locator('.modal-ux form')
      .filter({ has: page.locator('#auth-bearer-value') })
    await bearer.locator('#auth-bearer-value').fill(token)
    await bearer.getByRole('button', { name: 'Apply credentials' }).click()
    await page.locator('.modal-ux').getByRole('button', { name: 'Remove authorization' }).waitFor()
    await page.locator('.modal-ux .close-modal').click()
    const operation = page.locator('#operations-auth-getUser')
    await operation.locator('.opblock-summary').first().click()
    await operation.getByRole('button', { name: 'Try it out' }).click()
    await operation.getByRole('button', { name: 'Execute' }).click()
    const answer = operation.locator('.live-responses-table .response')
    await answer.first().waitFor()
    expect(await answer.locator('.response-col_status').first().innerText()).toBe('200')
    expect(await answer.first().innerText()).toContain(account.email)
    await context.close()
  }, 60_000)
})

describe('settings: API tokens when the server fails', () => {
  it('says so, and tries again', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const page = await context.newPage()
    let fail = true
    await page.route('**/api/tokens', (route) =>
      fail ? route.fulfill({ status: 500, body: '{"message":"down"}' }) : route.fallback(),
    )
    const section = await openSection(page, 'API tokens')
    await section.getByText('Could not load your tokens.').waitFor()
    await expectAccessible(page)
    fail = false
    await section.getByRole('button', { name: 'Try again' }).click()
    await section.getByText('No tokens yet.').waitFor()
    await context.close()
  }, 60_000)
})

describe('settings: restore a JSON export', () => {
  it.each(DISPLAYS)(
    'restores another account’s export through the import dialog ($size px, $theme)',
    async ({ viewport, theme, size }) => {
      // The source account, made through the API as a script would.
      const source = await newContext(browser)
      await signUpViaApi(source)
      const day = await source.request.post('/api/workout-days', {
        data: {
          name: 'Upper A',
          icon: 'chest',
          exercises: [{ name: 'Bench Press', sets: [{ kind: 'warmup' }, { kind: 'working' }] }],
        },
      })
      expect(day.status()).toBe(201)
      const workout = await source.request.post('/api/workouts', {
        data: { workoutDayId: (await day.json()).id },
      })
      const workoutId = (await workout.json()).id
      await source.request.post('/api/workout-sets', {
        data: {
          workoutId,
          exerciseName: 'Bench Press',
          setNumber: 1,
          weight: '135',
          reps: 5,
          completed: true,
          rpe: 8,
        },
      })
      await source.request.post(`/api/workouts/${workoutId}/complete`)
      await source.request.put('/api/progressions/Bench%20Press', {
        data: { type: 'linear', weight: '140', sets: 3, reps: 5, increment: '5' },
      })
      await source.request.put('/api/body-weights/2025-01-15', { data: { weight: '182' } })
      const exported = await source.request.get('/api/export?format=json')
      const file = Buffer.from(await exported.body())
      await source.close()

      const context = await newContext(browser, { viewport, theme })
      await signUpViaApi(context)
      const page = await context.newPage()
      const section = await openSection(page, 'Your data')
      await section.getByRole('button', { name: 'Import from another app' }).click()
      const dialog = page.getByRole('dialog', { name: 'Import from another app' })
      await dialog.getByLabel('Export file').setInputFiles({
        name: 'ironlog-2025-01-15.json',
        mimeType: 'application/json',
        buffer: file,
      })
      await dialog.getByText('Ironlog export').waitFor()
      // The last list is the preview's (the first, the apps' how-tos).
      const summary = await dialog.locator('dl').last().innerText()
      expect(summary).toMatch(/Workouts\s+1/)
      expect(summary).toMatch(/Sets\s+1/)
      expect(summary).toMatch(/Also restores\s+1 day, 1 progression rule, 1 body weight/)
      // A JSON export names its unit (pounds): no unit question.
      expect(await dialog.getByRole('radiogroup').count()).toBe(0)
      await expectAccessible(page)
      await screenshot(page, `restore-preview-${size}-${theme}`)
      await screenshotOf(dialog, `restore-dialog-${size}-${theme}`)

      await dialog.getByRole('button', { name: 'Restore' }).click()
      const toast = page.locator('li[data-state="open"]').filter({ hasText: 'Restore Complete' })
      await toast.waitFor()
      expect(await toast.innerText()).toContain(
        '1 workout, 1 day, 1 progression rule, 1 body weight restored.',
      )
      await expect.poll(() => dialog.count()).toBe(0)

      // The same file again: nothing new.
      await section.getByRole('button', { name: 'Import from another app' }).click()
      await dialog.getByLabel('Export file').setInputFiles({
        name: 'ironlog-2025-01-15.json',
        mimeType: 'application/json',
        buffer: file,
      })
      await dialog.getByText('Everything in this file is already in your history.').waitFor()
      expect(await dialog.getByRole('button', { name: 'Restore' }).isDisabled()).toBe(true)
      await dialog.getByRole('button', { name: 'Cancel' }).click()

      await page.goto('/')
      await page.getByRole('heading', { name: 'Upper A' }).waitFor()
      const rules = await context.request.get('/api/progressions')
      expect(
        (await rules.json()).map((rule: { exerciseName: string }) => rule.exerciseName),
      ).toEqual(['Bench Press'])
      await context.close()
    },
    120_000,
  )
})
