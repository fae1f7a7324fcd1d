import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Account,
  baseUrl,
  DISPLAYS,
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
  workerInCharge,
} from '../support/browser.ts'
import { randomAddress } from '../support/random-address.ts'

/**
 * docs/product/trust-accounts-and-devices.md in Chromium with the service worker active: every queued write belongs to
 * the lifter who made it, signing out (online or offline) leaves nothing of the lifter on the
 * device but their unsent writes, and sign-in redirects stay on the site. A family tablet, two
 * lifters.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const SQUAT = [{ name: 'Zercher Squat', sets: [{ isWarmup: false }, { isWarmup: false }] }]

async function seedDay(context: BrowserContext, name: string) {
  const res = await context.request.post('/api/workout-days', { data: { name, exercises: SQUAT } })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}

async function lifterId(context: BrowserContext): Promise<string> {
  return (await (await context.request.get('/api/auth/user')).json()).id
}

/** Signs `account` in on this browser through the API (its cookie is the context's). */
async function signInViaApi(context: BrowserContext, account: Account) {
  const res = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { 'x-forwarded-for': randomAddress() },
  })
  expect(res.status()).toBe(200)
}

/** One online visit of home: the worker installs, takes the page and keeps the lifter's reads. */
async function visitOnline(page: Page, dayName: string) {
  await page.goto('/')
  await page.getByRole('article').filter({ hasText: dayName }).waitFor()
  await workerInCharge(page)
  await eventually(() => savedAnswers(page)).toEqual(
    expect.arrayContaining(['/api/auth/user', '/api/workout-days']),
  )
}

function savedAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('ironlog-api'))) return []
    const cache = await caches.open('ironlog-api')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
}

async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await page.getByRole('button', { name: 'Add Set' }).first().waitFor()
}

async function logSet(page: Page, set: number, weight: string, reps: string) {
  await page.getByLabel(`Zercher Squat set ${set} Weight (lbs)`).fill(weight)
  await page.getByLabel(`Zercher Squat set ${set} Reps`).fill(reps)
  await page.getByRole('button', { name: `Complete Zercher Squat set ${set}` }).click()
}

/** What this browser holds: IndexedDB databases, localStorage keys, saved API answers. */
async function traces(page: Page) {
  return page.evaluate(async () => ({
    databases: (await indexedDB.databases()).map((db) => db.name ?? ''),
    keys: Object.keys(localStorage),
    answers: (await caches.has('ironlog-api'))
      ? (await (await caches.open('ironlog-api')).keys()).map((r) => new URL(r.url).pathname)
      : [],
  }))
}

/** Nothing on the device is the lifter's: no database or key names them, no answer is saved. */
async function expectNothingOf(page: Page, lifter: string, keptOutbox = false) {
  const { databases, keys, answers } = await traces(page)
  expect(databases.filter((name) => name.includes(lifter))).toEqual(
    keptOutbox ? [`ironlog-outbox-${lifter}`] : [],
  )
  expect(keys.filter((key) => key.includes(lifter))).toEqual([])
  expect(keys.filter((key) => /^(workout-session-|ironlog-rest-)/.test(key))).toEqual([])
  expect(answers).toEqual([])
}

/** The landing page, with nothing of the lifter on it. */
async function expectLanding(page: Page, ...absent: string[]) {
  await page.getByRole('heading', { name: 'Track Your Strength Journey' }).waitFor()
  const text = await page.locator('body').innerText()
  for (const word of absent) expect(text).not.toContain(word)
}

async function openLogOut(page: Page) {
  await page.getByRole('button', { name: /, account menu$/ }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Log out' }).click()
}

/** The sets of the lifter's drafts on the server, as "weight×reps". */
async function serverSets(context: BrowserContext): Promise<string[]> {
  const drafts: Array<{ id: string }> = await (
    await context.request.get('/api/workouts/drafts')
  ).json()
  const sets: string[] = []
  for (const draft of drafts) {
    const rows: Array<{ weight: string; reps: number; completed: boolean }> = await (
      await context.request.get(`/api/workouts/${draft.id}/sets`)
    ).json()
    sets.push(...rows.filter((s) => s.completed).map((s) => `${s.weight}×${s.reps}`))
  }
  return sets.sort()
}

/** A lifter signed in on a fresh browser with a day, its session keys and rest key made. */
async function lifterInSession() {
  const context = await newContext(browser, { serviceWorkers: 'allow' })
  const account = await signUpViaApi(context)
  const lifter = await lifterId(context)
  const day = await seedDay(context, 'Secret Squats')
  const page = await context.newPage()
  await visitOnline(page, 'Secret Squats')
  await openSession(page, day.id)
  await logSet(page, 1, '135', '5')
  await eventually(() => serverSets(context)).toEqual(['135×5'])
  await page.goto('/history')
  await page.getByRole('heading', { level: 1, name: 'Workout History' }).waitFor()
  const before = await traces(page)
  // The device holds the lifter now: kept queries, the outbox, session and rest keys.
  expect(before.databases).toEqual(
    expect.arrayContaining([`ironlog-queries-${lifter}`, `ironlog-outbox-${lifter}`]),
  )
  expect(before.keys.filter((key) => key.includes(lifter)).length).toBeGreaterThan(1)
  return { context, account, lifter, day, page }
}

describe('signing out leaves nothing of the lifter (docs/product/trust-accounts-and-devices.md)', () => {
  it('online: the session ends, and offline / and /history show nothing of them', async () => {
    const { context, account, lifter, page } = await lifterInSession()
    await page.goto('/')
    await openLogOut(page)
    await expectLanding(page, 'Secret Squats')
    expect((await context.request.get('/api/auth/user')).status()).toBe(401)
    await expectNothingOf(page, lifter)
    await context.setOffline(true)
    for (const path of ['/', '/history']) {
      await page.goto(path)
      await expectLanding(page, 'Secret Squats', account.email, 'Zercher')
    }
    await expectNothingOf(page, lifter)
    await context.close()
  })

  it('offline: everything goes at once, and the session ends on the first request back', async () => {
    const { context, account, lifter, page } = await lifterInSession()
    const session = (await context.cookies()).find((c) => c.name === 'ironlog_session')!
    await page.goto('/')
    await context.setOffline(true)
    await openLogOut(page)
    await expectLanding(page, 'Secret Squats')
    await expectNothingOf(page, lifter)
    for (const path of ['/history', '/']) {
      await page.goto(path)
      await expectLanding(page, 'Secret Squats', account.email, 'Zercher')
    }
    await expectNothingOf(page, lifter)
    // Back online, the server renders no screen of theirs and their session is over.
    await context.setOffline(false)
    await page.goto('/history')
    await expectLanding(page, 'Secret Squats', account.email)
    const elsewhere = await newContext(browser)
    await elsewhere.addCookies([session])
    expect((await elsewhere.request.get('/api/auth/user')).status()).toBe(401)
    await elsewhere.close()
    await context.close()
  })

  it('offline, a visit to /api/logout signs out too (the service worker answers it)', async () => {
    const { context, lifter, page } = await lifterInSession()
    await context.setOffline(true)
    await page.goto('/api/logout')
    await page.waitForURL((url) => url.pathname === '/' && url.search === '')
    await expectLanding(page, 'Secret Squats')
    await expectNothingOf(page, lifter)
    await context.setOffline(false)
    expect((await context.request.get('/api/auth/user')).status()).toBe(401)
    await context.close()
  })

  it('warns while sets are not yet saved, and keeps them for the lifter’s next sign-in', async () => {
    const { context, account, lifter, day, page } = await lifterInSession()
    await openSession(page, day.id)
    await context.setOffline(true)
    await logSet(page, 2, '145', '3')
    await page.goto('/')
    await openLogOut(page)
    const dialog = page.getByRole('alertdialog')
    await eventually(() => dialog.getByRole('heading').innerText()).toBe(
      '1 set not yet saved — sign out anyway?',
    )
    await dialog.getByRole('button', { name: 'Stay signed in' }).click()
    await eventually(() => dialog.count()).toBe(0)
    await page.getByRole('article').filter({ hasText: 'Secret Squats' }).waitFor()

    await openSession(page, day.id)
    await page.getByRole('button', { name: 'Add Set' }).first().click()
    await logSet(page, 3, '150', '2')
    await page.goto('/')
    for (const display of DISPLAYS) {
      await page.setViewportSize(display.viewport)
      await page.emulateMedia({ colorScheme: display.theme })
      await page.evaluate((theme) => localStorage.setItem('theme', theme), display.theme)
      await page.reload()
      await openLogOut(page)
      await eventually(() => dialog.getByRole('heading').innerText()).toBe(
        '2 sets not yet saved — sign out anyway?',
      )
      await expectAccessible(page)
      await screenshot(page, `sign-out-unsaved-${display.size}-${display.theme}`)
      if (display !== DISPLAYS.at(-1)) {
        await dialog.getByRole('button', { name: 'Stay signed in' }).click()
        await eventually(() => dialog.count()).toBe(0)
      }
    }
    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expectLanding(page, 'Secret Squats')
    // Only the unsent writes stay, in the lifter's outbox.
    await expectNothingOf(page, lifter, true)

    await context.setOffline(false)
    await signInViaApi(context, account)
    await page.goto('/')
    await eventually(() => serverSets(context)).toEqual(['135×5', '145×3', '150×2'])
    await context.close()
  })
})

describe('a stale tab (docs/product/trust-accounts-and-devices.md)', () => {
  it('A’s sets land in A’s account once A signs in again, and nothing in B’s', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    const a = await signUpViaApi(context, { firstName: 'Ann' })
    const aId = await lifterId(context)
    const day = await seedDay(context, 'Ann’s Legs')
    // Tab A misses the other tab's news (a tab the browser froze, say): the server and the
    // outbox alone must keep its writes from B's account.
    const tabA = await context.newPage()
    await tabA.addInitScript(() => {
      const Channel = window.BroadcastChannel
      window.BroadcastChannel = class extends Channel {
        constructor(name: string) {
          super(name === 'ironlog-lifter' ? 'ironlog-lifter-unheard' : name)
        }
      }
    })
    await visitOnline(tabA, 'Ann’s Legs')
    await openSession(tabA, day.id)
    const tabB = await context.newPage()
    await tabB.goto('/')
    await tabB.getByRole('article').filter({ hasText: 'Ann’s Legs' }).waitFor()

    // A logs two sets with no network…
    await context.setOffline(true)
    await logSet(tabA, 1, '100', '5')
    await logSet(tabA, 2, '110', '5')
    // …signs out in the other tab (offline too), and B signs in on the same browser.
    await openLogOut(tabB)
    const dialog = tabB.getByRole('alertdialog')
    await eventually(() => dialog.getByRole('heading').innerText()).toBe(
      '2 sets not yet saved — sign out anyway?',
    )
    await dialog.getByRole('button', { name: 'Sign out' }).click()
    await expectLanding(tabB, 'Ann’s Legs')
    const b = await signUpViaApi(context, { firstName: 'Ben' })
    const bId = await lifterId(context)

    // A's tab comes back online with B's cookie: its writes are refused, kept, and it leaves.
    await context.setOffline(false)
    await eventually(() => new URL(tabA.url()).pathname).toBe('/')
    await tabA.getByRole('button', { name: /^B., account menu$/ }).waitFor()
    expect(await serverSets(context)).toEqual([])
    expect((await (await context.request.get('/api/workouts')).json()).length).toBe(0)
    expect((await traces(tabA)).databases).toContain(`ironlog-outbox-${aId}`)

    // B signs out; A signs in again: A's sets go out, into A's account.
    await openLogOut(tabA)
    await expectLanding(tabA)
    await signInViaApi(context, a)
    await tabA.goto('/')
    await eventually(() => serverSets(context)).toEqual(['100×5', '110×5'])
    await signInViaApi(context, b)
    expect(await lifterId(context)).toBe(bId)
    expect(await serverSets(context)).toEqual([])
    await context.close()
  })
})

describe('sign-in redirects stay on the site (docs/product/trust-accounts-and-devices.md)', () => {
  const VARIANTS = [
    '//evil.example',
    '/\t/evil.example',
    '/\\evil.example',
    '/%09/evil.example',
    '/%2F/evil.example',
    '/%5C%5Cevil.example',
    'https://evil.example/',
  ]

  // One lifter on one browser, the offline app installed once; each variant ends signed in by
  // the form, and starts signed in whatever the last one left.
  let context: BrowserContext
  let account: Account
  let page: Page
  beforeAll(async () => {
    context = await newContext(browser, { serviceWorkers: 'allow' })
    account = await signUpViaApi(context)
    page = await context.newPage()
  })
  afterAll(() => context.close())

  it.each(VARIANTS)('returnTo %j leads to /', async (returnTo) => {
    const signIn = await context.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: { 'x-forwarded-for': randomAddress() },
    })
    expect(signIn.status()).toBe(200)
    // Signed in already: the sign-in page passes the lifter on.
    await page.goto(`/signin?returnTo=${encodeURIComponent(returnTo)}`)
    await page.waitForURL((url) => url.pathname === '/')
    expect(new URL(page.url()).origin).toBe(baseUrl())
    // Signed out: through /api/login, then the form.
    await context.clearCookies()
    await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`)
    await page.waitForURL((url) => url.pathname === '/signin')
    expect(new URL(page.url()).search).toBe('')
    await page.goto(`/signin?returnTo=${encodeURIComponent(returnTo)}`)
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Sign in' }).last().click()
    await page.waitForURL((url) => url.pathname === '/')
    expect(new URL(page.url()).origin).toBe(baseUrl())
  })
})
