import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  eventually,
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

const complete = (page: Page, exercise: string, set: number) =>
  page.getByRole('button', { name: `Complete ${exercise} set ${set}` })
async function logSet(page: Page, exercise: string, set: number, weight: string, reps: string) {
  await page.getByLabel(`${exercise} set ${set} Weight (lbs)`).fill(weight)
  await page.getByLabel(`${exercise} set ${set} Reps`).fill(reps)
  await complete(page, exercise, set).click()
}
/** The server's sets of the workout as "name number: weight×reps completed", sorted. */
const serverLines = async (context: BrowserContext, workoutId: string) =>
  (await serverSets(context, workoutId))
    .map((s) => `${s.exerciseName} ${s.setNumber}: ${s.weight}×${s.reps} ${s.completed}`)
    .sort()

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
      // A warm-up's mark is W, a working set's its number (docs/product/set-kinds.md).
      'W 45 10',
      'W 90 5',
      'W 135 3',
      'W 180 2',
      '5 225 5',
      '6 225 5',
      '7 225 5',
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
      'W 20 10',
      'W 40 5',
      'W 60 3',
      'W 80 2',
      expect.stringMatching(/^5 /),
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

  it('replaces an exercise with one set logged: the logged set stays, the open ones move, the day changes only when asked', async () => {
    const { context, day } = await lifterWithPush()
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    await logSet(page, 'Bench Press', 1, '185', '5')
    await eventually(() => serverLines(context, workoutId)).toEqual(['Bench Press 1: 185×5 true'])

    await exerciseMenu(page, 'Bench Press', 'Replace exercise')
    const dialog = page.getByRole('dialog', { name: 'Replace Bench Press' })
    const offered = dialog.getByRole('list', { name: 'Alternatives' }).getByRole('button')
    // The alternatives first: the closest, a dumbbell press, at the top.
    await eventually(() => offered.first().innerText()).toBe(
      'Dumbbell Bench Press\nDumbbell · Chest',
    )
    expect(await offered.count()).toBe(10)
    await expectAccessible(page)
    await screenshot(page, 'session-replace-390-dark')
    await offered.first().click()

    await eventually(() => cardNames(page)).toEqual([
      'Bench Press',
      'Dumbbell Bench Press',
      'Overhead Press',
      'Triceps Pushdown',
    ])
    await page.getByText('Replaced by Dumbbell Bench Press in this workout').waitFor()
    // The two open sets moved; the logged one stayed with Bench Press.
    expect(await setRows(page, 'Dumbbell Bench Press')).toHaveLength(2)
    expect(await complete(page, 'Bench Press', 1).getAttribute('aria-pressed')).toBe('true')
    await logSet(page, 'Dumbbell Bench Press', 1, '70', '8')
    await eventually(() => serverLines(context, workoutId)).toEqual([
      'Bench Press 1: 185×5 true',
      'Dumbbell Bench Press 1: 70×8 true',
    ])
    expect(await dayNames(context, day.id)).toEqual(PUSH.map((exercise) => exercise.name))

    // With "Also in the day", the day's template changes too; search finds what is not offered.
    await exerciseMenu(page, 'Overhead Press', 'Replace exercise')
    const next = page.getByRole('dialog', { name: 'Replace Overhead Press' })
    await next.getByRole('switch', { name: /Also in the day/ }).click()
    await next.getByLabel('Search or name another exercise').fill('landmine')
    await next.getByRole('list', { name: 'Exercises found' }).getByRole('button').first().click()
    await eventually(() => dayNames(context, day.id)).toEqual([
      'Bench Press',
      'Landmine Press',
      'Triceps Pushdown',
    ])
    expect(await cardNames(page)).toEqual([
      'Bench Press',
      'Dumbbell Bench Press',
      'Landmine Press',
      'Triceps Pushdown',
    ])
    await context.close()
  })

  it('replaces an exercise offline, the day too, and sends it all once online', async () => {
    const { context, day } = await lifterWithPush()
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    await context.setOffline(true)
    await exerciseMenu(page, 'Triceps Pushdown', 'Replace exercise')
    const dialog = page.getByRole('dialog', { name: 'Replace Triceps Pushdown' })
    // Never read online, the alternatives wait for the network; a name typed works offline.
    await dialog.getByText('Alternatives could not be loaded. Search for one above.').waitFor()
    await dialog.getByRole('switch', { name: /Also in the day/ }).click()
    await dialog.getByLabel('Search or name another exercise').fill('Skull Crusher')
    await screenshot(page, 'session-replace-offline-390-dark')
    await dialog.getByRole('button', { name: 'Replace', exact: true }).click()
    await eventually(() => cardNames(page)).toEqual([
      'Bench Press',
      'Overhead Press',
      'Skull Crusher',
    ])
    await logSet(page, 'Skull Crusher', 1, '60', '10')
    await eventually(async () => (await outboxWrites(page)).map((write) => write.kind)).toEqual(
      expect.arrayContaining(['editDay', 'createSet']),
    )
    expect(await serverLines(context, workoutId)).toEqual([])
    expect(await dayNames(context, day.id)).toEqual(PUSH.map((exercise) => exercise.name))

    await context.setOffline(false)
    await eventually(() => serverLines(context, workoutId)).toEqual(['Skull Crusher 1: 60×10 true'])
    await eventually(() => dayNames(context, day.id)).toEqual([
      'Bench Press',
      'Overhead Press',
      'Skull Crusher',
    ])
    await eventually(() => outboxWrites(page)).toEqual([])
    await context.close()
  })
})
