import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Account,
  appStarted,
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  outboxWrites,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'

/**
 * docs/product/nothing-lost.md, issue 11: nothing lost, nothing doubled. Real Chromium against the production
 * build; the network fails where Playwright's routing makes it fail (aborted or refused requests,
 * requests held in flight), the server and its database are real.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

type ServerSet = {
  id: string
  exerciseName: string
  setNumber: number
  weight: string
  reps: number
  completed: boolean
}

const PUSH = [
  { name: 'Bench Press', sets: [{ isWarmup: false }, { isWarmup: false }, { isWarmup: false }] },
  { name: 'Hammer Curl', sets: [{ isWarmup: false }] },
]

async function seedDay(context: BrowserContext, name = 'Push', exercises = PUSH) {
  const res = await context.request.post('/api/workout-days', { data: { name, exercises } })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}

async function drafts(context: BrowserContext): Promise<Array<{ id: string }>> {
  return (await context.request.get('/api/workouts/drafts')).json()
}

/** The completed sets of the lifter's drafts, as "Exercise n: weight×reps", sorted. */
async function loggedOnServer(context: BrowserContext) {
  const lines: string[] = []
  for (const draft of await drafts(context)) {
    const sets: ServerSet[] = await (
      await context.request.get(`/api/workouts/${draft.id}/sets`)
    ).json()
    for (const set of sets.filter((s) => s.completed)) {
      lines.push(`${set.exerciseName} ${set.setNumber}: ${set.weight}×${set.reps}`)
    }
  }
  return lines.sort()
}

async function serverSets(context: BrowserContext): Promise<ServerSet[]> {
  const all: ServerSet[] = []
  for (const draft of await drafts(context)) {
    all.push(...(await (await context.request.get(`/api/workouts/${draft.id}/sets`)).json()))
  }
  return all
}

async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await page.getByLabel('Bench Press set 1 Weight (lbs)').waitFor()
}

async function logSet(page: Page, exercise: string, set: number, w: string, r: string) {
  await page.getByLabel(`${exercise} set ${set} Weight (lbs)`).fill(w)
  await page.getByLabel(`${exercise} set ${set} Reps`).fill(r)
  await page.getByRole('button', { name: `Complete ${exercise} set ${set}` }).click()
}

/** The rows of an exercise's sets on the session screen. */
const setsOf = (page: Page, exercise: string) =>
  page.getByRole('list', { name: `${exercise} sets` }).getByRole('listitem')

/** How many of the session's set rows (PUSH's exercises) show `line`, e.g. '135 lbs × 10'. */
async function timesShown(page: Page, line: string) {
  const rows = [
    ...(await setsOf(page, 'Bench Press').allInnerTexts()),
    ...(await setsOf(page, 'Hammer Curl').allInnerTexts()),
  ]
  return rows.filter((row) => row.includes(line)).length
}

const unsaved = (page: Page) => page.getByRole('banner').getByText(/not yet saved/)

/** Set writes fail as if the connection dropped: the request never reaches the server. */
const failSetWrites = (page: Page) =>
  page.route('**/api/workout-sets**', (route) => route.abort('internetdisconnected'))

describe('nothing lost, nothing doubled (docs/product/nothing-lost.md)', () => {
  it('keeps sets whose writes failed across a reload and sends them once writes work', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context)
    const page = await context.newPage()
    await openSession(page, day.id)
    await failSetWrites(page)
    await logSet(page, 'Bench Press', 1, '135', '8')
    await logSet(page, 'Bench Press', 2, '145', '6')
    await logSet(page, 'Hammer Curl', 1, '0', '12')
    await eventually(() => unsaved(page).innerText()).toBe('3 sets not yet saved')
    // Reloaded while the writes still fail: the outbox is read back and still says so.
    await page.reload()
    await eventually(() => unsaved(page).innerText()).toBe('3 sets not yet saved')
    expect(await page.getByLabel('Bench Press set 2 Weight (lbs)').count()).toBe(0)
    expect(await loggedOnServer(context)).toEqual([])
    await page.unroute('**/api/workout-sets**')
    await eventually(() => loggedOnServer(context)).toEqual([
      'Bench Press 1: 135×8',
      'Bench Press 2: 145×6',
      'Hammer Curl 1: 0×12',
    ])
    await eventually(() => unsaved(page).count()).toBe(0)
    expect(await serverSets(context)).toHaveLength(3)
    await context.close()
  })

  it('drains from home, without the session being opened again', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context)
    const page = await context.newPage()
    await openSession(page, day.id)
    await failSetWrites(page)
    await logSet(page, 'Bench Press', 1, '100', '10')
    await logSet(page, 'Bench Press', 2, '110', '8')
    await eventually(() => unsaved(page).innerText()).toBe('2 sets not yet saved')
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    // Home says what is waiting, under its header too.
    await eventually(() => unsaved(page).innerText()).toBe('2 sets not yet saved')
    await expectAccessible(page)
    await screenshot(page, 'home-unsent-390-dark')
    await page.unroute('**/api/workout-sets**')
    await eventually(() => loggedOnServer(context)).toEqual([
      'Bench Press 1: 100×10',
      'Bench Press 2: 110×8',
    ])
    await eventually(() => unsaved(page).count()).toBe(0)
    expect(page.url()).toMatch(/\/$/)
    await context.close()
  })

  it('loses nothing when the day is archived and unarchived in /settings meanwhile', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context)
    const page = await context.newPage()
    await openSession(page, day.id)
    await failSetWrites(page)
    await logSet(page, 'Bench Press', 1, '185', '5')
    await logSet(page, 'Hammer Curl', 1, '25', '10')
    await eventually(() => unsaved(page).innerText()).toBe('2 sets not yet saved')
    await page.goto('/settings')
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Push', exact: true }) })
    await card.getByRole('button', { name: 'Archive Push' }).click()
    await page.getByRole('button', { name: 'Show Archived' }).click()
    await card.getByRole('button', { name: 'Unarchive Push' }).click()
    await page.getByRole('button', { name: 'Show Active' }).click()
    await card.waitFor()
    // docs/product/states.md cleared the day's stored session; the outbox is apart from it.
    const stored = await page.evaluate((prefix) => {
      return Object.keys(localStorage).filter((key) => key.startsWith(prefix))
    }, `workout-session-${day.id}-`)
    expect(stored).toEqual([])
    const writes = await outboxWrites(page)
    expect(new Set(writes.map((write) => write.id)).size).toBe(2)
    expect(writes.filter((write) => write.kind === 'createSet')).toHaveLength(2)
    await page.unroute('**/api/workout-sets**')
    await eventually(() => loggedOnServer(context)).toEqual([
      'Bench Press 1: 185×5',
      'Hammer Curl 1: 25×10',
    ])
    // Back in the session, the draft is continued with what was logged (set 1 done: no input
    // to wait for, whichever comes first, the draft's sets or the first render).
    await page.goto(`/workout/${day.id}`)
    await eventually(() =>
      page
        .getByRole('list', { name: 'Bench Press sets' })
        .getByRole('listitem')
        .first()
        .innerText(),
    ).toContain('185 lbs × 5')
    expect(await drafts(context)).toHaveLength(1)
    await context.close()
  })

  it('sends a set tapped right before a reload, the page gone before its frame was painted', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context)
    const page = await context.newPage()
    await openSession(page, day.id)
    await page.getByLabel('Bench Press set 1 Weight (lbs)').fill('135')
    await page.getByLabel('Bench Press set 1 Reps').fill('8')
    await eventually(async () =>
      (await serverSets(context)).map((s) => `${s.weight}×${s.reps} ${s.completed}`),
    ).toEqual(['135×8 false'])
    // A phone slower than the reload: the tap's frame (after which the write goes into the
    // outbox) is never painted before the page is left; the reload starts in the tap's task.
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0
      document.querySelector<HTMLElement>('[aria-label="Complete Bench Press set 1"]')!.click()
      location.reload()
    })
    await page.getByLabel('Bench Press set 2 Weight (lbs)').waitFor()
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: 'Complete Bench Press set 1' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true')
    await eventually(() => loggedOnServer(context)).toEqual(['Bench Press 1: 135×8'])
    expect(await drafts(context)).toHaveLength(1)
    await context.close()
  })

  it('deletes a removed set on the server, even while its create is still in flight', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context)
    const page = await context.newPage()
    await openSession(page, day.id)
    await eventually(async () => (await drafts(context)).length).toBe(1)
    // Hold the create of the last set in flight until the lifter has removed it.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let holding = false
    await page.route('**/api/workout-sets', async (route: Route) => {
      if (route.request().method() !== 'POST' || holding) return route.continue()
      holding = true
      await held
      await route.continue()
    })
    await logSet(page, 'Bench Press', 3, '200', '3')
    await eventually(() => holding).toBe(true)
    await page.getByRole('button', { name: 'Remove Set' }).first().click()
    await eventually(() => page.getByLabel('Bench Press set 3 Weight (lbs)').count()).toBe(0)
    expect(await page.getByText('200 lbs × 3').count()).toBe(0)
    release()
    await eventually(() => outboxWrites(page)).toEqual([])
    expect(await serverSets(context)).toEqual([])
    await context.close()
  })

  it('continues a draft on a second device with its logged sets shown: one draft', async () => {
    const first = await newContext(browser)
    const account: Account = await signUpViaApi(first)
    const day = await seedDay(first)
    const phone = await first.newPage()
    await openSession(phone, day.id)
    await logSet(phone, 'Bench Press', 1, '135', '10')
    await logSet(phone, 'Hammer Curl', 1, '20', '8')
    await eventually(() => loggedOnServer(first)).toEqual([
      'Bench Press 1: 135×10',
      'Hammer Curl 1: 20×8',
    ])

    // Same account, empty storage: another browser.
    const second = await newContext(browser)
    const login = await second.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    })
    expect(login.status()).toBe(200)
    const laptop = await second.newPage()
    // Its first set is logged already: it shows as done, without inputs.
    await laptop.goto(`/workout/${day.id}`)
    const benchSets = laptop.getByRole('list', { name: 'Bench Press sets' }).getByRole('listitem')
    await eventually(() => benchSets.first().innerText()).toContain('135 lbs × 10')
    await eventually(() =>
      laptop
        .getByRole('list', { name: 'Hammer Curl sets' })
        .getByRole('listitem')
        .first()
        .innerText(),
    ).toContain('20 lbs × 8')
    // Logging on goes into the same draft.
    await logSet(laptop, 'Bench Press', 2, '155', '6')
    await eventually(() => loggedOnServer(second)).toEqual([
      'Bench Press 1: 135×10',
      'Bench Press 2: 155×6',
      'Hammer Curl 1: 20×8',
    ])
    expect(await drafts(second)).toHaveLength(1)
    await screenshot(laptop, 'session-continued-390-dark')
    await first.close()
    await second.close()
  })

  it('four browsers entering one day at once share one draft; each one’s set lands and shows once', async () => {
    // docs/product/trust-tokens-and-values.md: one draft per day, at the same moment too.
    const first = await newContext(browser)
    await signUpViaApi(first)
    const day = await seedDay(first)
    // The same lifter's other devices (signed in with the same cookie: one sign-up).
    const others = await Promise.all([1, 2, 3].map(() => newContext(browser)))
    for (const other of others) await other.addCookies(await first.cookies())
    const pages = await Promise.all([first, ...others].map((context) => context.newPage()))
    const logged: Array<[string, number, string, string]> = [
      ['Bench Press', 1, '135', '10'],
      ['Hammer Curl', 1, '20', '8'],
      ['Bench Press', 2, '145', '6'],
      ['Bench Press', 3, '150', '5'],
    ]
    const expected = logged.map(([name, set, w, r]) => `${name} ${set}: ${w}×${r}`).sort()
    // All four at once: any two of them race as two devices do.
    await Promise.all(pages.map((page) => openSession(page, day.id)))
    await Promise.all(pages.map((page, i) => logSet(page, ...logged[i]!)))
    await eventually(() => loggedOnServer(first)).toEqual(expected)
    expect(await drafts(first)).toHaveLength(1)
    const sets = await serverSets(first)
    expect(sets).toHaveLength(4)
    expect(new Set(sets.map((set) => set.id)).size).toBe(4)
    // Each page, reloaded, shows every set once.
    for (const page of pages) {
      await page.reload()
      await eventually(async () =>
        (await setsOf(page, 'Bench Press').allInnerTexts()).join(),
      ).toMatch(/135 lbs × 10.*145 lbs × 6.*150 lbs × 5/s)
      for (const line of ['135 lbs × 10', '20 lbs × 8', '145 lbs × 6', '150 lbs × 5']) {
        expect(await timesShown(page, line)).toBe(1)
      }
    }
    await Promise.all([first, ...others].map((context) => context.close()))
  })

  it('a draft made offline joins the one another device opened meanwhile: each set lands and shows once', async () => {
    // docs/product/trust-tokens-and-values.md: a device holding another draft of the day moves
    // its unsent sets into the shared one.
    const first = await newContext(browser)
    const account: Account = await signUpViaApi(first)
    const day = await seedDay(first)
    const phone = await first.newPage()
    await phone.goto('/')
    // The phone loses the server once home has read its days: it enters the day with a draft of
    // its own, queued with its sets (the page's code still loads; the API is gone).
    const pushLink = phone.getByRole('article').filter({ hasText: 'Push' }).getByRole('link', {
      name: 'Push',
    })
    await pushLink.waitFor()
    await appStarted(phone)
    await phone.route('**/api/**', (route) => route.abort('internetdisconnected'))
    await pushLink.click()
    await phone.waitForURL(/\/workout\//)
    await phone.getByLabel('Bench Press set 1 Weight (lbs)').waitFor()
    await first.setOffline(true)
    await logSet(phone, 'Bench Press', 1, '135', '10')
    await logSet(phone, 'Bench Press', 2, '145', '8')
    await eventually(async () => (await outboxWrites(phone)).map((write) => write.kind)).toEqual([
      'createWorkout',
      'createSet',
      'createSet',
    ])

    // Meanwhile another device enters the day online and logs a set in the server's draft.
    const second = await newContext(browser)
    const login = await second.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    })
    expect(login.status()).toBe(200)
    const laptop = await second.newPage()
    await openSession(laptop, day.id)
    await logSet(laptop, 'Hammer Curl', 1, '20', '8')
    await eventually(() => loggedOnServer(second)).toEqual(['Hammer Curl 1: 20×8'])
    const [shared] = await drafts(second)

    // Back online: the phone's draft resolves to the shared one, its sets land there once.
    await phone.unroute('**/api/**')
    await first.setOffline(false)
    await eventually(() => outboxWrites(phone)).toEqual([])
    expect(await drafts(first)).toEqual([expect.objectContaining({ id: shared!.id })])
    expect(await loggedOnServer(first)).toEqual([
      'Bench Press 1: 135×10',
      'Bench Press 2: 145×8',
      'Hammer Curl 1: 20×8',
    ])
    expect(await serverSets(first)).toHaveLength(3)
    // The phone goes on in the shared draft: the other device's set shows, and each set once.
    await eventually(() => setsOf(phone, 'Hammer Curl').first().innerText()).toContain('20 lbs × 8')
    for (const line of ['135 lbs × 10', '145 lbs × 8', '20 lbs × 8']) {
      expect(await timesShown(phone, line)).toBe(1)
    }
    // Logged on the phone from now on, it lands in the shared draft too.
    await logSet(phone, 'Bench Press', 3, '150', '5')
    await eventually(() => serverSets(first)).toHaveLength(4)
    expect(await drafts(first)).toHaveLength(1)
    await first.close()
    await second.close()
  })

  it('ends with exactly what is on screen when half the set writes fail at random', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context)
    const page = await context.newPage()
    await openSession(page, day.id)
    // A flaky connection: every other set write is lost, before or after the server acts.
    let count = 0
    await page.route('**/api/workout-sets**', async (route) => {
      count += 1
      if (count % 4 === 1) return route.abort('connectionreset')
      if (count % 4 === 3) {
        await route.fetch()
        return route.abort('connectionreset')
      }
      return route.continue()
    })
    await logSet(page, 'Bench Press', 1, '135', '8')
    await logSet(page, 'Bench Press', 2, '140', '8')
    await logSet(page, 'Bench Press', 3, '145', '8')
    await page.getByRole('button', { name: 'Remove Set' }).first().click()
    await page.getByRole('button', { name: 'Add Set' }).first().click()
    await logSet(page, 'Bench Press', 3, '150', '5')
    await logSet(page, 'Hammer Curl', 1, '0', '15')
    await page.getByLabel('Bench Press set 1 Reps').waitFor({ state: 'detached' })
    await eventually(() => outboxWrites(page)).toEqual([])
    expect(await loggedOnServer(context)).toEqual([
      'Bench Press 1: 135×8',
      'Bench Press 2: 140×8',
      'Bench Press 3: 150×5',
      'Hammer Curl 1: 0×15',
    ])
    expect(await serverSets(context)).toHaveLength(4)
    expect(await drafts(context)).toHaveLength(1)
    await context.close()
  })

  it('keeps both changes when the day editor saves a list that changed elsewhere', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context)
    const page = await context.newPage()
    await page.goto('/settings')
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Push', exact: true }) })
      .getByRole('button', { name: 'Edit Exercises' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
    await dialog.waitFor()
    // Meanwhile a session on another device adds an exercise to the day.
    const appended = await context.request.post(`/api/workout-days/${day.id}/exercises`, {
      data: { name: 'Cable Fly', sets: [{ isWarmup: false }] },
    })
    expect(appended.status()).toBe(201)
    await dialog.getByLabel('Add an exercise').fill('Row')
    await dialog.getByLabel('Add an exercise').press('Enter')
    await dialog.getByText('All changes saved').waitFor()
    const names = async () =>
      (
        (await (await context.request.get(`/api/workout-days/${day.id}`)).json()) as {
          exercises: Array<{ name: string }>
        }
      ).exercises.map((exercise) => exercise.name)
    await eventually(names).toEqual(['Bench Press', 'Hammer Curl', 'Row', 'Cable Fly'])
    // The editor shows the day as saved, the other device's exercise included.
    await dialog.getByRole('button', { name: 'Rename Cable Fly' }).waitFor()
    await context.close()
  })
})
