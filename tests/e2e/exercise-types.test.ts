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
 * docs/product/exercise-types.md in the live session (issue 40): a weighted pull-up with its whole
 * load, a plank timed by the row's timer, a run with its distance and time.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

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

type ServerSet = {
  exerciseName: string
  weight: string
  reps: number
  duration: number | null
  distance: string | null
  completed: boolean
}

/** The browser's local calendar day. */
function today() {
  const date = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
    true,
  )
  await eventually(() => storedValue(page, `workout-session-${dayId}-`, '-workoutId')).toBeTruthy()
  return (await storedValue(page, `workout-session-${dayId}-`, '-workoutId'))!
}

const rowText = (page: Page, exercise: string) =>
  page
    .getByRole('list', { name: `${exercise} sets` })
    .getByRole('listitem')
    .first()
    .innerText()

describe('exercise types in the session (issue 40)', () => {
  DISPLAYS.forEach((display) =>
    it(`logs a weighted pull-up, a timed plank and a run at ${display.size} px, ${display.theme}`, async () => {
      const context = await newContext(browser, display)
      await signUpViaApi(context)
      // 180 lbs, today: the pull-up's load is 180 + 25.
      await api(context, 'PUT', `/api/body-weights/${today()}`, { weight: '180' })
      const day = await api<{ id: string }>(context, 'POST', '/api/workout-days', {
        name: 'Mixed',
        exercises: ['Pull-Up', 'Plank', 'Running'].map((name) => ({
          name,
          sets: [{ isWarmup: false }],
        })),
      })
      const page = await context.newPage()
      const workoutId = await openSession(page, day.id)

      // Each card's columns say what its sets hold: added weight and reps, a time, a distance
      // and a time (a lifter in pounds counts miles).
      await page.getByLabel('Pull-Up set 1 Added weight (lbs)').fill('25')
      await page.getByLabel('Pull-Up set 1 Reps').fill('8')
      await page.getByRole('button', { name: 'Complete Pull-Up set 1' }).click()
      await eventually(() => rowText(page, 'Pull-Up')).toContain('BW+25 × 8')
      expect(await rowText(page, 'Pull-Up')).toContain('BW 180 + 25')

      // The plank's timer counts up and puts the time in the row.
      const time = page.getByLabel('Plank set 1 Time (m:ss)')
      await page.getByRole('button', { name: 'Start the timer of Plank set 1' }).click()
      await eventually(() => time.inputValue()).toMatch(/^0:0[2-9]$/)
      await page.getByRole('button', { name: 'Stop the timer of Plank set 1' }).click()
      const held = await time.inputValue()
      expect(held).toMatch(/^0:0[2-9]$/)
      await page.getByRole('button', { name: 'Complete Plank set 1' }).click()
      await eventually(() => rowText(page, 'Plank')).toContain(held)

      await page.getByLabel('Running set 1 Distance (mi)').fill('3.1')
      await page.getByLabel('Running set 1 Time (m:ss)').fill('25:00')
      await screenshot(page, `exercise-types-session-${display.size}-${display.theme}`)
      await page.getByRole('button', { name: 'Complete Running set 1' }).click()
      await eventually(() => rowText(page, 'Running')).toContain('3.10 mi in 25:00')
      await expectAccessible(page)

      await eventually(() => outboxWrites(page)).toEqual([])
      const sets = await api<ServerSet[]>(context, 'GET', `/api/workouts/${workoutId}/sets`)
      const byName = (name: string) => sets.find((set) => set.exerciseName === name)
      expect(byName('Pull-Up')).toMatchObject({ weight: '25', reps: 8, completed: true })
      expect(byName('Plank')).toMatchObject({
        duration: Number(held.slice(2)),
        distance: null,
        completed: true,
      })
      // 3.1 mi, exactly: 3.1 × 1,609.344 m.
      expect(byName('Running')).toMatchObject({
        distance: '4988.9664',
        duration: 1500,
        completed: true,
      })
      await api(context, 'POST', `/api/workouts/${workoutId}/complete`)

      // History writes each set as what it is, and the records their longest and farthest.
      await page.goto('/history')
      await page.getByRole('button', { name: /^Mixed/ }).click()
      const card = page.getByRole('article', { name: /^Mixed/ })
      const exercise = (name: string) => card.getByRole('region', { name }).innerText()
      await eventually(() => exercise('Pull-Up')).toContain('BW+25 × 8')
      expect(await exercise('Pull-Up')).toContain('Body weight 180')
      expect(await exercise('Plank')).toContain(held)
      expect(await exercise('Running')).toContain('3.10 mi in 25:00')
      await screenshot(page, `exercise-types-history-${display.size}-${display.theme}`)
      await expectAccessible(page)
      await page.goto('/records')
      await page.getByText('Farthest 3.10 mi in 25:00').waitFor()
      await page.getByText(`Longest ${held}`).waitFor()

      // The run's progress: its distance per workout and its pace.
      await page.goto('/progress/Running')
      await page.getByRole('heading', { name: 'Distance per Workout' }).waitFor()
      await page.getByRole('heading', { name: 'Pace' }).waitFor()
      expect(await page.getByRole('region', { name: 'Bests' }).innerText()).toContain('3.10')
      await screenshot(page, `exercise-types-progress-${display.size}-${display.theme}`)
      await expectAccessible(page)
      await context.close()
    }),
  )

  it('sets an exercise’s type on its page', async () => {
    const display = DISPLAYS[0]!
    const context = await newContext(browser, display)
    await signUpViaApi(context)
    await api(context, 'POST', '/api/workout-days', {
      name: 'Carries',
      exercises: [{ name: 'Backyard Tire Drag', sets: [{ isWarmup: false }] }],
    })
    const page = await context.newPage()
    await page.goto(`/exercises/${encodeURIComponent('Backyard Tire Drag')}`)
    const select = page.getByRole('combobox', { name: 'Type of Backyard Tire Drag' })
    await eventually(() => select.innerText()).toBe('Automatic: Weight & reps')
    await select.click()
    await page.getByRole('option', { name: 'Weight & distance' }).click()
    await eventually(() => select.innerText()).toBe('Weight & distance')
    await page
      .getByText('Your choice: your sets of it count as this type, past ones too.')
      .waitFor()
    expect(await api(context, 'GET', '/api/exercise-types')).toEqual([
      { exerciseName: 'Backyard Tire Drag', type: 'weight_distance', source: 'custom' },
    ])
    await screenshot(page, `exercise-types-page-${display.size}-${display.theme}`)
    await expectAccessible(page)

    await context.close()
  })
})
