import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  expectAccessible,
  launchBrowser,
  newContext,
  outboxWrites,
  screenshot,
  signUpViaApi,
  storedValue,
} from '../support/browser.ts'

/**
 * docs/product/exercises.md in the live session at 390 px (issue 43): the pinned note, the
 * exercise's page, warm-ups, moving and replacing an exercise, offline too.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const PHONE = DISPLAYS[0]!

function eventually<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 15_000, interval: 100 })
}

async function api<T = Record<string, unknown>>(
  context: BrowserContext,
  method: string,
  url: string,
  data?: object,
): Promise<T> {
  const res = await context.request.fetch(url, { method, ...(data && { data }) })
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300)
  return (res.status() === 204 ? null : await res.json()) as T
}

type Day = { id: string; exercises: { name: string }[] }
type ServerSet = {
  exerciseName: string
  setNumber: number
  weight: string
  reps: number
  kind: string
  completed: boolean
}

const working = { isWarmup: false }
const PUSH = [
  { name: 'Bench Press', sets: [working, working, working] },
  { name: 'Overhead Press', sets: [working] },
  { name: 'Triceps Pushdown', sets: [working] },
]

async function lifterWithPush(unit: 'lbs' | 'kg' = 'lbs') {
  const context = await newContext(browser, PHONE)
  await signUpViaApi(context)
  if (unit === 'kg') await api(context, 'PATCH', '/api/auth/user', { unit })
  const day = await api<Day>(context, 'POST', '/api/workout-days', {
    name: 'Push',
    exercises: PUSH,
  })
  return { context, day }
}

/** Opens the session once the server has its workout and nothing waits in the outbox. */
async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
    true,
  )
  await eventually(() => storedValue(page, `workout-session-${dayId}-`, '-workoutId')).toBeTruthy()
  await eventually(() => outboxWrites(page)).toEqual([])
  return (await storedValue(page, `workout-session-${dayId}-`, '-workoutId'))!
}

const serverSets = (context: BrowserContext, workoutId: string) =>
  api<ServerSet[]>(context, 'GET', `/api/workouts/${workoutId}/sets`)
const dayNames = async (context: BrowserContext, dayId: string) =>
  (await api<Day>(context, 'GET', `/api/workout-days/${dayId}`)).exercises.map((e) => e.name)
/** The session's exercise cards, by their headings, in order. */
const cardNames = (page: Page) => page.locator('main h2 button span.truncate').allInnerTexts()
/** The open rows of an exercise's sets: "kind weight reps", a value as typed or else as planned. */
const setRows = (page: Page, exercise: string) =>
  page
    .getByRole('list', { name: `${exercise} sets` })
    .getByRole('listitem')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [
          row.querySelector('button[aria-label*="set type of"]')?.textContent,
          ...[...row.querySelectorAll('input')].map((input) => input.value || input.placeholder),
        ].join(' '),
      ),
    )

async function exerciseMenu(page: Page, exercise: string, item: string) {
  await page.getByRole('button', { name: `${exercise} options` }).click()
  await page.getByRole('menuitem', { name: item }).click()
}

describe('the session’s exercises', () => {
  it('shows the pinned note under the name, and opens the exercise’s page and back', async () => {
    const { context, day } = await lifterWithPush()
    await api(context, 'PUT', '/api/exercise-notes/Overhead%20Press', { note: 'Thumbless grip' })
    const page = await context.newPage()
    await openSession(page, day.id)
    const card = page.locator('#exercise-2')
    await card.getByText('Pinned note: Thumbless grip').waitFor()
    await expectAccessible(page)
    await screenshot(page, 'session-note-390-dark')
    await exerciseMenu(page, 'Overhead Press', 'About Overhead Press')
    await page.waitForURL((url) => url.pathname === '/exercises/Overhead%20Press')
    await page.getByRole('region', { name: 'Pinned note' }).getByText('Thumbless grip').waitFor()
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === `/workout/${day.id}`)
    await card.getByText('Pinned note: Thumbless grip').waitFor()
    await context.close()
  })

  it('adds warm-ups for 225 lbs on a 45 bar with 45/25/10/5/2.5 plates, before the working sets', async () => {
    const { context, day } = await lifterWithPush()
    await api(context, 'PATCH', '/api/auth/user', {
      plates: {
        lbs: { barWeight: 45, plates: [45, 25, 10, 5, 2.5] },
        kg: { barWeight: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] },
      },
    })
    await api(context, 'PUT', '/api/progressions/Bench%20Press', {
      type: 'linear',
      weight: '225',
      sets: 3,
      reps: 5,
      increment: '5',
    })
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    await exerciseMenu(page, 'Bench Press', 'Add warm-up sets')
    await eventually(() => setRows(page, 'Bench Press')).toEqual([
      'Warm-up 45 10',
      'Warm-up 90 5',
      'Warm-up 135 3',
      'Warm-up 180 2',
      'Working 225 5',
      'Working 225 5',
      'Working 225 5',
    ])
    await expectAccessible(page)
    await screenshot(page, 'session-warmups-390-dark')
    await eventually(async () =>
      (await serverSets(context, workoutId)).map((s) => [s.setNumber, s.kind, s.weight, s.reps]),
    ).toEqual([
      [1, 'warmup', '45', 10],
      [2, 'warmup', '90', 5],
      [3, 'warmup', '135', 3],
      [4, 'warmup', '180', 2],
    ])
    await context.close()
  })

  it('asks a kilogram lifter for the weight, and rounds down to their plates', async () => {
    const { context, day } = await lifterWithPush('kg')
    await api(context, 'PATCH', '/api/auth/user', {
      plates: {
        lbs: { barWeight: 45, plates: [45, 35, 25, 10, 5, 2.5] },
        kg: { barWeight: 20, plates: [20, 10, 5] },
      },
    })
    const page = await context.newPage()
    await openSession(page, day.id)
    await exerciseMenu(page, 'Overhead Press', 'Add warm-up sets')
    const dialog = page.getByRole('dialog', { name: 'Warm-up sets' })
    await dialog.getByLabel('First working set (kg)').fill('102,5')
    await dialog.getByText('20 × 10, 40 × 5, 60 × 3, 80 × 2 (kg)').waitFor()
    await expectAccessible(page)
    await screenshot(page, 'session-warmups-kg-390-dark')
    await dialog.getByRole('button', { name: 'Add warm-up sets' }).click()
    await eventually(() => setRows(page, 'Overhead Press')).toEqual([
      'Warm-up 20 10',
      'Warm-up 40 5',
      'Warm-up 60 3',
      'Warm-up 80 2',
      expect.stringMatching(/^Working /),
    ])
    await context.close()
  })

  it('moves an exercise up in the workout, and in the day only when asked', async () => {
    const { context, day } = await lifterWithPush()
    const page = await context.newPage()
    await openSession(page, day.id)
    await exerciseMenu(page, 'Triceps Pushdown', 'Move up')
    await eventually(() => cardNames(page)).toEqual([
      'Bench Press',
      'Triceps Pushdown',
      'Overhead Press',
    ])
    expect(await dayNames(context, day.id)).toEqual([
      'Bench Press',
      'Overhead Press',
      'Triceps Pushdown',
    ])
    await page.getByRole('button', { name: 'Triceps Pushdown options' }).click()
    await page.getByRole('menuitemcheckbox', { name: 'Also in the day' }).click()
    await screenshot(page, 'session-exercise-menu-390-dark')
    await page.getByRole('menuitem', { name: 'Move up' }).click()
    await eventually(() => cardNames(page)).toEqual([
      'Triceps Pushdown',
      'Bench Press',
      'Overhead Press',
    ])
    await eventually(() => dayNames(context, day.id)).toEqual([
      'Triceps Pushdown',
      'Bench Press',
      'Overhead Press',
    ])
    // Kept across a reload.
    await page.reload()
    await eventually(() => cardNames(page)).toEqual([
      'Triceps Pushdown',
      'Bench Press',
      'Overhead Press',
    ])
    await context.close()
  })
})
