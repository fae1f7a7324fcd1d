import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  eventually,
  expectAccessible,
  goInApp,
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
      await goInApp(page, '/records')
      await page.getByText('Farthest 3.10 mi in 25:00').waitFor()
      await page.getByText(`Longest ${held}`).waitFor()

      // The run's progress: its distance per workout and its pace.
      await goInApp(page, '/progress/Running')
      await page.getByRole('heading', { name: 'Distance per Workout' }).waitFor()
      await page.getByRole('heading', { name: 'Pace' }).waitFor()
      expect(await page.getByRole('region', { name: 'Bests' }).innerText()).toContain('3.10')
      await screenshot(page, `exercise-types-progress-${display.size}-${display.theme}`)
      await expectAccessible(page)
      await context.close()
    }),
  )

  DISPLAYS.forEach((display) =>
    it(`takes a plank’s worn weight and a sled push’s time, in the row and the history editor, at ${display.size} px, ${display.theme}`, async () => {
      const context = await newContext(browser, display)
      await signUpViaApi(context)
      const day = await api<{ id: string }>(context, 'POST', '/api/workout-days', {
        name: 'Loaded',
        exercises: ['Plank', 'Sled Push'].map((name) => ({ name, sets: [{ isWarmup: false }] })),
      })
      const page = await context.newPage()
      const workoutId = await openSession(page, day.id)

      // docs/product/exercise-types.md: a timed set carries the weight worn, a weight & distance set
      // its time.
      await page.getByLabel('Plank set 1 Added weight (lbs)').fill('25')
      const time = page.getByLabel('Plank set 1 Time (m:ss)')
      await page.getByRole('button', { name: 'Start the timer of Plank set 1' }).click()
      await eventually(() => time.inputValue()).toMatch(/^0:0[1-9]$/)
      // A reload keeps the running timer, as it keeps the rest's.
      await page.reload()
      await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
        true,
      )
      const stop = page.getByRole('button', { name: 'Stop the timer of Plank set 1' })
      await stop.waitFor()
      await eventually(() => time.inputValue()).toMatch(/^0:0[3-9]$/)
      await screenshot(page, `exercise-types-timer-${display.size}-${display.theme}`)
      await stop.click()
      const held = await time.inputValue()
      expect(held).toMatch(/^0:0[3-9]$/)
      await page.getByRole('button', { name: 'Complete Plank set 1' }).click()
      await eventually(() => rowText(page, 'Plank')).toContain(`${held} +25`)

      await page.getByLabel('Sled Push set 1 Weight (lbs)').fill('90')
      await page.getByLabel('Sled Push set 1 Distance (mi)').fill('0.05')
      await page.getByLabel('Sled Push set 1 Time (m:ss)').fill('0:45')
      await screenshot(page, `exercise-types-loaded-session-${display.size}-${display.theme}`)
      await expectAccessible(page)
      await page.getByRole('button', { name: 'Complete Sled Push set 1' }).click()
      await eventually(() => rowText(page, 'Sled Push')).toContain('90 × 0.05 mi in 0:45')

      await eventually(() => outboxWrites(page)).toEqual([])
      const logged = await api<ServerSet[]>(context, 'GET', `/api/workouts/${workoutId}/sets`)
      expect(logged.find((set) => set.exerciseName === 'Plank')).toMatchObject({
        weight: '25',
        duration: Number(held.slice(2)),
      })
      // 0.05 mi, exactly: 80.4672 m.
      expect(logged.find((set) => set.exerciseName === 'Sled Push')).toMatchObject({
        weight: '90',
        distance: '80.4672',
        duration: 45,
      })
      await api(context, 'POST', `/api/workouts/${workoutId}/complete`)

      // The history editor takes both too.
      await page.goto('/history')
      await page.getByRole('button', { name: /^Workout options: / }).click()
      await page.getByRole('menuitem', { name: 'Edit Workout' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Workout' })
      const plank = dialog.getByRole('group', { name: 'Plank set 1' })
      const sled = dialog.getByRole('group', { name: 'Sled Push set 1' })
      expect(await plank.getByLabel('Added weight (lbs)').inputValue()).toBe('25')
      expect(await sled.getByLabel('Time (m:ss)').inputValue()).toBe('0:45')
      await plank.getByLabel('Added weight (lbs)').fill('35')
      await sled.getByLabel('Time (m:ss)').fill('1:05')
      await screenshot(page, `exercise-types-loaded-editor-${display.size}-${display.theme}`)
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Save Changes' }).click()
      await eventually(async () => {
        const sets = await api<ServerSet[]>(context, 'GET', `/api/workouts/${workoutId}/sets`)
        return sets.map((set) => [set.exerciseName, set.weight, set.duration])
      }).toEqual([
        ['Plank', '35', Number(held.slice(2))],
        ['Sled Push', '90', 65],
      ])
      await context.close()
    }),
  )

  it('gives a pull-up its PR by its load with the body weight, as the records compare', async () => {
    const display = DISPLAYS[0]!
    const context = await newContext(browser, display)
    await signUpViaApi(context)
    const day = await api<{ id: string }>(context, 'POST', '/api/workout-days', {
      name: 'Pull',
      exercises: [{ name: 'Pull-Up', sets: [{ isWarmup: false }, { isWarmup: false }] }],
    })
    // January: 180 + 25 for 8 (load 205). Today the body weighs 190.
    await api(context, 'PUT', '/api/body-weights/2026-01-01', { weight: '180' })
    await api(context, 'PUT', `/api/body-weights/${today()}`, { weight: '190' })
    const earlier = await api<{ id: string }>(context, 'POST', '/api/workouts', {
      workoutDayId: day.id,
    })
    await api(context, 'POST', '/api/workout-sets', {
      workoutId: earlier.id,
      exerciseName: 'Pull-Up',
      setNumber: 1,
      weight: '25',
      reps: 8,
      completed: true,
    })
    await api(context, 'POST', `/api/workouts/${earlier.id}/complete`)
    const at = '2026-01-02T10:00:00.000Z'
    await api(context, 'PATCH', `/api/workouts/${earlier.id}`, { startedAt: at, completedAt: at })

    const page = await context.newPage()
    await openSession(page, day.id)
    const rows = page.getByRole('list', { name: 'Pull-Up sets' }).getByRole('listitem')
    // 190 + 20 = 210: heavier than January's 205, though less is added.
    await page.getByLabel('Pull-Up set 1 Added weight (lbs)').fill('20')
    await page.getByLabel('Pull-Up set 1 Reps').fill('8')
    await page.getByRole('button', { name: 'Complete Pull-Up set 1' }).click()
    await eventually(() => rows.nth(0).innerText()).toContain('Weight PR')
    // 190 + 10 = 200 for 8: 8 reps were done heavier, no PR.
    await page.getByLabel('Pull-Up set 2 Added weight (lbs)').fill('10')
    await page.getByLabel('Pull-Up set 2 Reps').fill('8')
    await page.getByRole('button', { name: 'Complete Pull-Up set 2' }).click()
    await eventually(() => rows.nth(1).innerText()).toContain('BW+10 × 8')
    expect(await rows.nth(1).innerText()).not.toContain('PR')
    await context.close()
  })

  it('writes set lines in the lifter’s language', async () => {
    const context = await newContext(browser, DISPLAYS[0]!)
    await signUpViaApi(context)
    await api(context, 'PATCH', '/api/auth/user', {
      language: 'de',
      unit: 'lbs',
      distanceUnit: 'km',
    })
    const day = await api<{ id: string }>(context, 'POST', '/api/workout-days', {
      name: 'Gemischt',
    })
    const workout = await api<{ id: string }>(context, 'POST', '/api/workouts', {
      workoutDayId: day.id,
    })
    const sets = [
      { exerciseName: 'Pull-Up', weight: '22.5', reps: 8 },
      { exerciseName: 'Hanging Leg Raise', weight: '0', reps: 12 },
      { exerciseName: 'Running', weight: '0', reps: 0, distance: '5000', duration: 1500 },
    ]
    for (const [index, set] of sets.entries()) {
      await api(context, 'POST', '/api/workout-sets', {
        workoutId: workout.id,
        setNumber: index + 1,
        completed: true,
        ...set,
      })
    }
    await api(context, 'POST', `/api/workouts/${workout.id}/complete`)
    const page = await context.newPage()
    await page.goto('/history')
    await page.getByRole('button', { name: /^Gemischt/ }).click()
    const card = page.getByRole('article', { name: /^Gemischt/ })
    const exercise = (name: string) => card.getByRole('region', { name }).innerText()
    // German figures (format.ts) and the catalogue's words: "KG" for body weight, "Wdh."; the
    // catalogue's exercises under their German names (src/shared/data/names/de.ts).
    await eventually(() => exercise('Klimmzüge')).toContain('KG+22,5 × 8')
    expect(await exercise('Beinheben hängend')).toContain('12 Wdh.')
    expect(await exercise('Laufen')).toContain('5,00 km in 25:00')
    await context.close()
  })

  it('sets an exercise’s type in the day editor, and the session takes its fields', async () => {
    const display = DISPLAYS[0]!
    const context = await newContext(browser, display)
    await signUpViaApi(context)
    const day = await api<{ id: string }>(context, 'POST', '/api/workout-days', {
      name: 'Odd Jobs',
      exercises: [{ name: 'Backyard Tire Drag', sets: [{ isWarmup: false }] }],
    })
    const page = await context.newPage()
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Edit Exercises' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
    const select = dialog.getByRole('combobox', { name: 'Type of Backyard Tire Drag' })
    await eventually(() => select.innerText()).toBe('Automatic: Weight & reps')
    await select.click()
    await page.getByRole('option', { name: 'Weight & distance' }).click()
    await eventually(() => select.innerText()).toBe('Weight & distance')
    await eventually(() => api(context, 'GET', '/api/exercise-types')).toEqual([
      { exerciseName: 'Backyard Tire Drag', type: 'weight_distance', source: 'custom' },
    ])
    await screenshot(page, `exercise-types-day-editor-${display.size}-${display.theme}`)
    await expectAccessible(page)
    await dialog.getByRole('button', { name: 'Done' }).click()

    // A reps-only exercise's record is its most reps (the records screen).
    const done = await api<{ id: string }>(context, 'POST', '/api/workouts', {
      workoutDayId: day.id,
    })
    for (const [setNumber, reps] of [
      [1, 20],
      [2, 15],
    ] as const) {
      await api(context, 'POST', '/api/workout-sets', {
        workoutId: done.id,
        exerciseName: 'Hanging Leg Raise',
        setNumber,
        weight: '0',
        reps,
        completed: true,
      })
    }
    await api(context, 'POST', `/api/workouts/${done.id}/complete`)
    await page.goto('/records')
    await page
      .getByRole('row', { name: /Hanging Leg Raise/ })
      .getByText('Most reps 20')
      .waitFor()
    // …and the exercise's page says it too.
    await goInApp(page, `/exercises/${encodeURIComponent('Hanging Leg Raise')}`)
    await page.getByText('Best 20 reps').waitFor()

    await openSession(page, day.id)
    await page.getByLabel('Backyard Tire Drag set 1 Distance (mi)').waitFor()
    expect(await page.getByLabel('Backyard Tire Drag set 1 Reps').count()).toBe(0)
    await context.close()
  })

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
