import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  PHONE,
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

type SetTemplate = { isWarmup: boolean; mode?: 'eccentric' | 'chains' | 'inverseChains' | null }
type ServerSet = {
  id: string
  exerciseName: string
  setNumber: number
  weight: string
  reps: number
  completed: boolean
  isWarmup: boolean
  additionalMode: string | null
  additionalWeight: string
  notes: string | null
}

async function seedDay(
  context: BrowserContext,
  name: string,
  exercises: { name: string; sets: SetTemplate[] }[],
): Promise<{ id: string }> {
  const res = await context.request.post('/api/workout-days', { data: { name, exercises } })
  expect(res.status()).toBe(201)
  return res.json()
}

/** A completed workout of that day, so the session has "last time" to show. */
async function seedCompletedWorkout(
  context: BrowserContext,
  dayId: string,
  sets: Partial<ServerSet>[],
) {
  const workout = await (
    await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
  ).json()
  for (const set of sets) {
    const res = await context.request.post('/api/workout-sets', {
      data: { workoutId: workout.id, completed: true, ...set },
    })
    expect(res.status()).toBe(201)
  }
  expect((await context.request.post(`/api/workouts/${workout.id}/complete`)).status()).toBe(200)
  return workout.id as string
}

async function serverSets(context: BrowserContext, workoutId: string): Promise<ServerSet[]> {
  const res = await context.request.get(`/api/workouts/${workoutId}/sets`)
  expect(res.status()).toBe(200)
  return res.json()
}

async function storedWorkoutId(page: Page, dayId: string) {
  return page.evaluate((key) => localStorage.getItem(key), `workout-session-${dayId}-workoutId`)
}

/** Opens the session and waits until the server workout exists (Finish enabled). */
async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await expect
    .poll(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled())
    .toBe(true)
  const workoutId = await storedWorkoutId(page, dayId)
  expect(workoutId).toBeTruthy()
  return workoutId!
}

const weight = (page: Page, exercise: string, set: number) =>
  page.getByLabel(`${exercise} set ${set} Weight (lbs)`)
const reps = (page: Page, exercise: string, set: number) =>
  page.getByLabel(`${exercise} set ${set} Reps`)
const complete = (page: Page, exercise: string, set: number) =>
  page.getByRole('button', { name: `Complete ${exercise} set ${set}` })

/** Dialogs and the fixed footer read best as the lifter sees them: the viewport only. */
async function viewportShot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return
  await page.screenshot({ path: `.screenshots/${name}.png` })
}

/** Waits for the toast (one at a time, spec §9) to say all of `texts`. */
async function expectToast(page: Page, ...texts: string[]) {
  const region = page.getByRole('region', { name: /Notifications/ })
  for (const text of texts) {
    await expect.poll(() => region.innerText()).toContain(text)
  }
}

async function logSet(page: Page, exercise: string, set: number, w: string, r: string) {
  await weight(page, exercise, set).fill(w)
  await reps(page, exercise, set).fill(r)
  await complete(page, exercise, set).click()
}

const PUSH = [
  { name: 'Bench Press', sets: [{ isWarmup: true }, { isWarmup: false }] },
  { name: 'Overhead Press', sets: [{ isWarmup: false }] },
]

describe('live session', () => {
  it('logs a whole workout and finishes it', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)

    await page.getByRole('heading', { level: 1, name: 'Push' }).waitFor()
    const dateLine = await page.locator('main time').first().innerText()
    expect(dateLine).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/)
    const agenda = page.getByRole('navigation', { name: 'Agenda' })
    expect(await agenda.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Bench Press'),
      expect.stringContaining('Overhead Press'),
    ])
    // The inputs open the numeric keyboard and step by 5 / whole reps.
    expect(await weight(page, 'Bench Press', 1).getAttribute('inputmode')).toBe('decimal')
    expect(await weight(page, 'Bench Press', 1).getAttribute('step')).toBe('5')
    expect(await reps(page, 'Bench Press', 1).getAttribute('inputmode')).toBe('numeric')

    await logSet(page, 'Bench Press', 1, '95', '10')
    // Completed: read-only values and a type badge, no inputs.
    await expect.poll(() => weight(page, 'Bench Press', 1).count()).toBe(0)
    const setOne = page
      .getByRole('list', { name: 'Bench Press sets' })
      .getByRole('listitem')
      .first()
    expect(await setOne.innerText()).toContain('95 lbs × 10')
    expect(await setOne.innerText()).toContain('Warm-up')

    // Set 2 with chains.
    await page.getByRole('button', { name: 'Additional weight mode for Bench Press set 2' }).click()
    await page.getByRole('menuitem', { name: 'Chains', exact: true }).click()
    await page.getByLabel('Bench Press set 2 Chains: additional weight (lbs)').fill('40')
    await logSet(page, 'Bench Press', 2, '135', '8')
    await expect.poll(() => setOneText(page, 1)).toContain('Chains +40')

    // A third set, then removed again.
    await page.getByRole('button', { name: 'Add Set' }).first().click()
    await weight(page, 'Bench Press', 3).waitFor()
    await page.getByRole('button', { name: 'Remove Set' }).first().click()
    await expect.poll(() => weight(page, 'Bench Press', 3).count()).toBe(0)

    // A note on the press set.
    await page.getByRole('button', { name: 'Add note for Overhead Press set 1' }).click()
    await page.getByRole('dialog').getByLabel('Note').fill('Strict, no leg drive')
    await page.getByRole('button', { name: 'Save Note' }).click()
    await logSet(page, 'Overhead Press', 1, '85', '6')

    await page.getByRole('button', { name: 'Finish Workout' }).click()
    await expectToast(page, 'Workout Complete!', 'Great job! Your workout has been saved.')
    await page.waitForURL((url) => url.pathname === '/')

    const workout = await (await context.request.get(`/api/workouts/${workoutId}`)).json()
    expect(workout.completedAt).toBeTruthy()
    // (95×10) + (135 + 40/2)×8 + 85×6
    expect(workout.totalVolume).toBe(950 + 1240 + 510)
    const sets = await serverSets(context, workoutId)
    const logged = sets.filter((s) => s.completed)
    expect(logged).toHaveLength(3)
    expect(logged.find((s) => s.exerciseName === 'Overhead Press')?.notes).toBe(
      'Strict, no leg drive',
    )
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('workout-session-')),
      ),
    ).toEqual([])
    await context.close()
  })
})

async function setOneText(page: Page, index: number) {
  return page
    .getByRole('list', { name: 'Bench Press sets' })
    .getByRole('listitem')
    .nth(index)
    .innerText()
}

describe('screenshots', () => {
  const cases = [PHONE, DESKTOP].flatMap((viewport) =>
    (['dark', 'light'] as const).map((theme) => ({ viewport, theme })),
  )
  it.each(cases)(
    'is accessible and looks right at $viewport.width px, $theme',
    async ({ viewport, theme }) => {
      {
        {
          const context = await newContext(browser, { viewport, theme })
          await signUpViaApi(context)
          const day = await seedDay(context, 'Pull Day', [
            {
              name: 'Deadlift',
              sets: [{ isWarmup: true }, { isWarmup: false }, { isWarmup: false, mode: 'chains' }],
            },
            { name: 'Barbell Row', sets: [{ isWarmup: false }, { isWarmup: false }] },
          ])
          await seedCompletedWorkout(context, day.id, [
            { exerciseName: 'Deadlift', setNumber: 1, weight: '225', reps: 5, isWarmup: true },
            {
              exerciseName: 'Deadlift',
              setNumber: 2,
              weight: '315',
              reps: 5,
              notes:
                'Belt on. Hook grip held fine, last rep slowed down a lot near lockout, keep hips lower next time.',
            },
          ])
          const page = await context.newPage()
          await openSession(page, day.id)
          await complete(page, 'Deadlift', 1).click()
          await expect.poll(() => weight(page, 'Deadlift', 1).count()).toBe(0)
          await weight(page, 'Deadlift', 2).fill('325')
          await expectAccessible(page)
          await screenshot(page, `session-${viewport.width}-${theme}`)
          await viewportShot(page, `session-top-${viewport.width}-${theme}`)
          await page.getByRole('button', { name: 'Add Exercise' }).click()
          await page.getByRole('dialog').getByText('Deadlift').waitFor()
          await expectAccessible(page)
          await viewportShot(page, `session-picker-${viewport.width}-${theme}`)
          await page.keyboard.press('Escape')
          await page.locator('main time').click()
          await page.getByRole('grid').waitFor()
          await expectAccessible(page)
          await viewportShot(page, `session-calendar-${viewport.width}-${theme}`)
          await context.close()
        }
      }
    },
  )
})
