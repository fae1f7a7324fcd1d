import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHROMIUM_PATH } from '../support/chromium.ts'
import {
  baseUrl,
  eventually,
  expectAccessible,
  launchBrowser,
  runChromiumArgs,
  newContext,
  outboxWrites,
  PHONE,
  screenshot,
  signUpViaApi,
  workerInCharge,
} from '../support/browser.ts'

// Issue 16: an installable app that opens, reads and logs with no network.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function seedDay(context: BrowserContext, name: string, exercises: object[] = []) {
  const res = await context.request.post('/api/workout-days', { data: { name, exercises } })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}

const dayCard = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name })

/** The paths of the API answers the service worker has kept for offline. */
function savedAnswers(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('ironlog-api')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
}

/** One online visit of home: the service worker installs, takes the page and keeps its reads. */
/** The query hashes the app kept in IndexedDB for offline (lib/query-persister.ts). */
function keptQueries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const name = (await indexedDB.databases()).find((db) =>
      db.name?.startsWith('ironlog-queries-'),
    )?.name
    if (!name) return []
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const saved = await new Promise<{ state?: { queries?: { queryHash: string }[] } } | undefined>(
      (resolve, reject) => {
        const request = database.transaction('cache').objectStore('cache').get('state')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      },
    )
    database.close()
    return (saved?.state?.queries ?? []).map((query) => query.queryHash)
  })
}

async function visitOnline(page: Page, dayName: string) {
  await page.goto('/')
  await dayCard(page, dayName).waitFor()
  await workerInCharge(page)
  await eventually(async () => {
    const saved = await savedAnswers(page)
    return ['/api/auth/user', '/api/workout-days'].every((path) => saved.includes(path))
  }).toBe(true)
}

describe('installable', () => {
  it('serves a manifest with names, colours, start URL and real icons, linked from every page', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    const manifest = await context.request.get('/manifest.webmanifest')
    expect(manifest.status()).toBe(200)
    expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
    const body = (await manifest.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(body).toMatchObject({
      name: 'Ironlog',
      short_name: 'Ironlog',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0c0d10',
      background_color: '#0c0d10',
    })
    expect(body.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ])
    const apple = { src: '/icons/apple-touch-icon.png', sizes: '180x180' }
    for (const icon of [...body.icons, apple]) {
      const res = await context.request.get(icon.src)
      expect(res.status(), icon.src).toBe(200)
      expect(res.headers()['content-type']).toBe('image/png')
      // A PNG of the size it claims: width and height are in the IHDR chunk.
      const png = await res.body()
      expect(png.subarray(1, 4).toString()).toBe('PNG')
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes)
    }

    // Linked from every page: the landing page, the sign-in page, a deep link.
    const page = await context.newPage()
    for (const path of ['/', '/signin', '/history']) {
      await page.goto(path)
      expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
        '/manifest.webmanifest',
      )
      expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe(
        apple.src,
      )
      expect(
        await page.locator('meta[name="apple-mobile-web-app-capable"]').getAttribute('content'),
      ).toBe('yes')
    }
    await context.close()
  })

  it("passes Chromium's own installability check once the service worker runs", async () => {
    // A profile of its own: Chromium never offers to install from an incognito context.
    const profile = mkdtempSync(path.join(tmpdir(), 'ironlog-install-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: await runChromiumArgs(),
      baseURL: baseUrl(),
      viewport: PHONE,
    })
    try {
      await signUpViaApi(context)
      await seedDay(context, 'Push')
      const page = await context.newPage()
      await visitOnline(page, 'Push')
      const cdp = await context.newCDPSession(page)
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[]
      }
      expect(installabilityErrors).toEqual([])
      const { url } = (await cdp.send('Page.getAppManifest')) as { url: string }
      expect(new URL(url).pathname).toBe('/manifest.webmanifest')
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})

describe('offline', () => {
  it('opens home with the lifter’s days after one online visit, from the service worker', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    await signUpViaApi(context)
    await seedDay(context, 'Push', [{ name: 'Bench Press', sets: [{ isWarmup: false }] }])
    const page = await context.newPage()
    await visitOnline(page, 'Push')

    // Made on the server meanwhile: offline, the app cannot know of it.
    await seedDay(context, 'Legs')
    await context.setOffline(true)
    // Really offline: the page itself reaches nothing.
    expect(
      await page.evaluate(() =>
        fetch('/api/health', { cache: 'no-store' }).then(
          () => 'reached',
          () => 'failed',
        ),
      ),
    ).toBe('failed')
    await page.reload()
    await eventually(() => dayCard(page, 'Push').innerText()).toContain('Bench Press')
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    expect(await dayCard(page, 'Legs').count()).toBe(0)
    const banner = page.getByRole('banner').getByText(/^Offline/)
    await eventually(() => banner.innerText()).toBe(
      'Offline — showing what was saved on this device',
    )
    await screenshot(page, 'home-offline-390-dark')
    await expectAccessible(page)

    // Any route opens offline: its code was precached.
    await page.goto('/history')
    await page
      .getByRole('heading', { name: /History/ })
      .first()
      .waitFor()

    // Back online: the screens ask the server again and the banner goes.
    await context.setOffline(false)
    await page.goto('/')
    await dayCard(page, 'Legs').waitFor()
    await eventually(() => banner.count()).toBe(0)
    await context.close()
  })
})

describe('the query cache kept on this device', () => {
  it('shows home and the first history page offline where the service worker saved no answer', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Pull', [{ name: 'Row', sets: [{ isWarmup: false }] }])
    const workout = await (
      await context.request.post('/api/workouts', { data: { workoutDayId: day.id } })
    ).json()
    const row = await context.request.post('/api/workout-sets', {
      data: {
        workoutId: workout.id,
        exerciseName: 'Row',
        setNumber: 1,
        weight: '120',
        reps: 8,
        completed: true,
      },
    })
    expect(row.status()).toBe(201)
    await context.request.post(`/api/workouts/${workout.id}/complete`)
    const page = await context.newPage()
    await visitOnline(page, 'Pull')
    // Home's days kept before history is opened (its read again offline must not hide them).
    await eventually(() => keptQueries(page)).toEqual(
      expect.arrayContaining(['["/api/workout-days",{"includeArchived":false}]']),
    )
    await page.goto('/history')
    const pull = page.getByRole('article').filter({ hasText: 'Pull' }).first()
    await pull.waitFor()
    // A card opened online reads its sets (issue 18): they are kept too.
    await pull.getByRole('heading', { level: 2 }).getByRole('button').click()
    await pull.getByRole('region', { name: 'Row' }).waitFor()
    // Kept in IndexedDB once the answers settle: wait for home's days, history's first page
    // and the opened card's sets.
    await eventually(() => keptQueries(page)).toEqual(
      expect.arrayContaining([
        '["/api/workout-days",{"includeArchived":false}]',
        '["/api/workout-summaries"]',
        `["/api/workouts","${workout.id}","sets"]`,
      ]),
    )
    // The worker keeps only who is signed in: every screen's data must come from the kept cache.
    await page.evaluate(async () => {
      const cache = await caches.open('ironlog-api')
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== '/api/auth/user') await cache.delete(request)
      }
    })
    await context.setOffline(true)
    await page.goto('/')
    await eventually(() => dayCard(page, 'Pull').innerText()).toContain('Row')
    await page.goto('/history')
    await pull.waitFor()
    await pull.getByRole('heading', { level: 2 }).getByRole('button').click()
    expect(await pull.getByRole('region', { name: 'Row' }).innerText()).toMatch(/120 lbs × 8 reps/)
    await eventually(() =>
      page
        .getByRole('banner')
        .getByText(/^Offline/)
        .innerText(),
    ).toBe('Offline — showing what was saved on this device')
    await screenshot(page, 'history-offline-390-dark')
    await context.close()
  })
})

describe('a whole session offline', () => {
  it('starts a day, logs sets and finishes with no network; online again, all of it is on the server once', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', [
      { name: 'Bench Press', sets: [{ isWarmup: false }, { isWarmup: false }] },
    ])
    // Last time, so the session has numbers to show.
    const before = await (
      await context.request.post('/api/workouts', { data: { workoutDayId: day.id } })
    ).json()
    for (const setNumber of [1, 2]) {
      const res = await context.request.post('/api/workout-sets', {
        data: {
          workoutId: before.id,
          exerciseName: 'Bench Press',
          setNumber,
          weight: '140',
          reps: 6,
          completed: true,
        },
      })
      expect(res.status()).toBe(201)
    }
    expect((await context.request.post(`/api/workouts/${before.id}/complete`)).status()).toBe(200)

    // Home once, online; the session itself is first opened in the basement.
    const page = await context.newPage()
    await visitOnline(page, 'Push')
    await eventually(async () =>
      (await savedAnswers(page)).includes(`/api/workout-days/${day.id}/last-sets`),
    ).toBe(true)
    await context.setOffline(true)
    await page.reload()
    await dayCard(page, 'Push').getByRole('link', { name: 'Push' }).click()
    await page.waitForURL(/\/workout\//)
    const finish = page.getByRole('button', { name: 'Finish Workout' })
    await eventually(() => finish.isEnabled()).toBe(true)
    const weight = (set: number) => page.getByLabel(`Bench Press set ${set} Weight (lbs)`)
    const reps = (set: number) => page.getByLabel(`Bench Press set ${set} Reps`)
    // Last time's numbers, offline.
    await eventually(() => weight(1).getAttribute('placeholder')).toBe('140')
    for (const [set, w, r] of [
      [1, '145', '6'],
      [2, '145', '5'],
    ] as const) {
      await weight(set).fill(w)
      await reps(set).fill(r)
      await page.getByRole('button', { name: `Complete Bench Press set ${set}` }).click()
    }
    await screenshot(page, 'session-offline-start-390-dark')
    await finish.click()
    const toasts = page.getByRole('region', { name: /Notifications/ })
    await eventually(() => toasts.innerText()).toContain('Workout Complete!')
    expect(await toasts.innerText()).toContain('Saved on this device')
    await page.waitForURL((url) => url.pathname === '/')
    // Finished is finished, though the server has not heard yet: no draft to resume.
    await eventually(() => page.getByRole('heading', { name: 'Start a Workout' }).isVisible()).toBe(
      true,
    )
    expect(await page.getByRole('heading', { name: 'Draft Workouts' }).count()).toBe(0)
    expect(await page.getByText('In progress').count()).toBe(0)
    // All of it waits in the outbox, the completion last.
    expect((await outboxWrites(page)).map((write) => write.kind)).toEqual([
      'createWorkout',
      'createSet',
      'createSet',
      'completeWorkout',
    ])
    const workouts = async () =>
      (await (await context.request.get('/api/workouts')).json()) as {
        id: string
        startedAt: string
        completedAt: string | null
        totalVolume: number
      }[]
    expect((await workouts()).map((w) => w.id)).toEqual([before.id])

    await context.setOffline(false)
    await eventually(async () => (await outboxWrites(page)).length).toBe(0)
    const after = await workouts()
    expect(after).toHaveLength(2)
    const made = after.find((w) => w.id !== before.id)!
    expect(made.completedAt).not.toBeNull()
    expect(Date.parse(made.startedAt)).toBeLessThanOrEqual(Date.parse(made.completedAt!))
    expect(made.totalVolume).toBe(145 * 6 + 145 * 5)
    const sets = (await (await context.request.get(`/api/workouts/${made.id}/sets`)).json()) as {
      setNumber: number
      weight: string
      reps: number
      completed: boolean
    }[]
    expect(sets.map((s) => `${s.setNumber}: ${s.weight}×${s.reps} ${s.completed}`)).toEqual([
      '1: 145×6 true',
      '2: 145×5 true',
    ])
    // No draft left behind.
    expect(await (await context.request.get('/api/workouts/drafts')).json()).toEqual([])
    await context.close()
  })

  it('a draft begun online and finished offline is no draft on home, and is completed once back online', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Pull', [
      { name: 'Barbell Row', sets: [{ isWarmup: false }] },
    ])
    const draft = await (
      await context.request.post('/api/workouts', { data: { workoutDayId: day.id } })
    ).json()
    const page = await context.newPage()
    await visitOnline(page, 'Pull')
    await page.getByRole('link', { name: /Resume Pull/ }).click()
    await page.waitForURL(/\/workout\//)
    const finish = page.getByRole('button', { name: 'Finish Workout' })
    await eventually(() => finish.isEnabled()).toBe(true)

    await context.setOffline(true)
    await page.getByLabel('Barbell Row set 1 Weight (lbs)').fill('135')
    await page.getByLabel('Barbell Row set 1 Reps').fill('8')
    await page.getByRole('button', { name: 'Complete Barbell Row set 1' }).click()
    await finish.click()
    await page.waitForURL((url) => url.pathname === '/')
    await eventually(() => page.getByRole('heading', { name: 'Start a Workout' }).isVisible()).toBe(
      true,
    )
    // The saved drafts still list it; this device knows better.
    expect(await page.getByRole('heading', { name: 'Draft Workouts' }).count()).toBe(0)
    expect(await page.getByText('In progress').count()).toBe(0)
    expect((await outboxWrites(page)).map((write) => write.kind)).toContain('completeWorkout')

    await context.setOffline(false)
    await eventually(async () => (await outboxWrites(page)).length).toBe(0)
    const done = await (await context.request.get(`/api/workouts/${draft.id}`)).json()
    expect(done.completedAt).not.toBeNull()
    expect(done.totalVolume).toBe(135 * 8)
    expect(await (await context.request.get('/api/workouts/drafts')).json()).toEqual([])
    await context.close()
  })
})
