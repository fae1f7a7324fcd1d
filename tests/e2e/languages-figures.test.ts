import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUpViaApi,
  storedValue,
} from '../support/browser.ts'

/*
 * docs/product/languages.md: "A weight or a distance typed with a comma or with a point reads the
 * same" — a German lifter types "102,5" in the session's set fields, the plate calculator's bar
 * and the history's Edit Workout form, and the server keeps 102.5.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** A lifter's own name: never translated, so the labels below stay the same in every language. */
const EXERCISE = 'Sams Presse'

async function post(context: BrowserContext, url: string, data?: object) {
  const res = await context.request.post(url, { data })
  expect(res.ok(), `${url}: ${res.status()}`).toBe(true)
  return (await res.json()) as { id: string }
}

/** A German lifter in pounds (stored as typed) with a day of one exercise. */
async function germanLifter() {
  const context = await newContext(browser, { viewport: PHONE })
  await signUpViaApi(context)
  const res = await context.request.patch('/api/auth/user', {
    data: { language: 'de', unit: 'lbs' },
  })
  expect(res.status()).toBe(200)
  const day = await post(context, '/api/workout-days', {
    name: 'Drücken',
    exercises: [{ name: EXERCISE, sets: [{ isWarmup: false }] }],
  })
  return { context, dayId: day.id }
}

async function serverWeights(context: BrowserContext, workoutId: string) {
  const res = await context.request.get(`/api/workouts/${workoutId}/sets`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { weight: string }[]).map((set) => set.weight)
}

async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await eventually(() => page.getByRole('button', { name: 'Training beenden' }).isEnabled()).toBe(
    true,
  )
  return (await storedValue(page, `workout-session-${dayId}-`, '-workoutId'))!
}

describe('a German lifter types a decimal comma', () => {
  it('in the session’s weight and the plate calculator’s bar', async () => {
    const { context, dayId } = await germanLifter()
    const page = await context.newPage()
    const workoutId = await openSession(page, dayId)
    const weight = page.getByLabel(`${EXERCISE} Satz 1 Gewicht (lbs)`)
    await weight.fill('102,5')
    await page.getByLabel(`${EXERCISE} Satz 1 Wdh.`).fill('5')

    await page.getByRole('button', { name: `Satzoptionen für ${EXERCISE} Satz 1` }).click()
    await page.getByRole('menuitem', { name: 'Scheibenrechner' }).click()
    const dialog = page.getByRole('dialog', { name: 'Scheibenrechner' })
    const perSide = dialog.getByTestId('plates-per-side')
    // 102.5 on a 45 lb bar: 28.75 a side, 25 + 2.5 and 1.25 left over.
    await eventually(() => perSide.innerText()).toBe('Pro Seite: 25 + 2,5 lbs')
    const bar = dialog.getByLabel('Stange (lbs)')
    await bar.fill('22,5')
    await bar.press('Enter')
    // 102.5 − 22.5 = 80: 40 a side.
    await eventually(() => perSide.innerText()).toBe('Pro Seite: 35 + 5 lbs')
    expect(await bar.inputValue()).toBe('22,5')
    await eventually(async () => {
      const user = await (await context.request.get('/api/auth/user')).json()
      return user.plates?.lbs?.barWeight
    }).toBe(22.5)
    await expectAccessible(page)
    await screenshot(page, 'de-plates-comma-390')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    await page.getByRole('button', { name: `${EXERCISE} Satz 1 abschließen` }).click()
    await eventually(() => serverWeights(context, workoutId)).toEqual(['102.5'])
    await context.close()
  })

  it('in the history’s Edit Workout form', async () => {
    const { context, dayId } = await germanLifter()
    const workout = await post(context, '/api/workouts', { workoutDayId: dayId })
    await post(context, '/api/workout-sets', {
      workoutId: workout.id,
      exerciseName: EXERCISE,
      setNumber: 1,
      weight: '95',
      reps: 5,
      isWarmup: false,
      completed: true,
    })
    await post(context, `/api/workouts/${workout.id}/complete`)
    const page = await context.newPage()
    await page.goto('/history')
    await page.getByRole('button', { name: /^Trainingsoptionen: / }).click()
    await page.getByRole('menuitem', { name: 'Training bearbeiten' }).click()
    const dialog = page.getByRole('dialog', { name: 'Training bearbeiten' })
    const set = dialog.getByRole('group', { name: `${EXERCISE} Satz 1` })
    await set.getByLabel('Gewicht (lbs)', { exact: true }).fill('102,5')
    await screenshot(page, 'de-edit-workout-comma-390')
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click()
    await eventually(() => serverWeights(context, workout.id)).toEqual(['102.5'])
    await context.close()
  })
})
