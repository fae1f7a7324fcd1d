import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DESKTOP,
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** A completed Bench Press workout `daysAgo` days ago with the given sets (weight, reps). */
async function seedWorkout(
  context: BrowserContext,
  dayId: string,
  daysAgo: number,
  sets: [string, number][],
) {
  const workout = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
  expect(workout.status()).toBe(201)
  const { id } = (await workout.json()) as { id: string }
  for (const [index, [weight, reps]] of sets.entries()) {
    const set = await context.request.post('/api/workout-sets', {
      data: {
        workoutId: id,
        exerciseName: 'Bench Press',
        setNumber: index + 1,
        weight,
        reps,
        completed: true,
      },
    })
    expect(set.status()).toBe(201)
  }
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
  const done = await context.request.patch(`/api/workouts/${id}`, {
    data: { startedAt: at, completedAt: at },
  })
  expect(done.status()).toBe(200)
}

/** A lifter with a few weeks of bench, and one workout from half a year ago. */
async function lifterWithHistory(options: Parameters<typeof newContext>[1]) {
  const context = await newContext(browser, options)
  await signUpViaApi(context)
  const day = await context.request.post('/api/workout-days', {
    data: { name: 'Push', exercises: [{ name: 'Bench Press', sets: [{ isWarmup: false }] }] },
  })
  const { id } = (await day.json()) as { id: string }
  await seedWorkout(context, id, 200, [['125', 5]])
  await seedWorkout(context, id, 70, [['135', 5]])
  await seedWorkout(context, id, 35, [['145', 5]])
  // e1RM 155 × (1 + 5/30) = 180.8; volume 155 × 5 + 155 × 3 = 1,240.
  await seedWorkout(context, id, 7, [
    ['155', 5],
    ['155', 3],
  ])
  return context
}

const statCard = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, exact: true }).locator('../..')
const tableRows = (page: Page) => page.locator('table tbody tr')

describe('progress', () => {
  it('goes from home to records to a chart with the right bests, and switches the period', async () => {
    const context = await lifterWithHistory({ viewport: PHONE, theme: 'dark' })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('link', { name: 'Records & progress' }).click()
    await page.waitForURL((url) => url.pathname === '/records')
    // Issue 32: a table row, the units in the headers, e1RM in whole pounds (180.8), volume in
    // the app's one format (1,240).
    const row = page.getByRole('row', { name: /^Bench Press/ })
    await eventually(async () => (await row.innerText()).replace(/\s+/g, ' ')).toMatch(
      /^Bench Press [A-Z][a-z]{2} \d{1,2}, \d{4} 181 155 × 5 1\.2K$/,
    )
    const bench = row.getByRole('link', { name: 'Bench Press' })
    await expectAccessible(page)
    await screenshot(page, 'records-390-dark')
    // By the exercise's page (issue 43).
    await bench.click()
    await page.waitForURL((url) => url.pathname === '/exercises/Bench%20Press')
    await page.getByRole('link', { name: 'Progress charts' }).click()
    await page.waitForURL((url) => url.pathname === '/progress/Bench%20Press')
    await page.getByRole('heading', { name: 'Bench Press', level: 1 }).waitFor()

    await eventually(() => statCard(page, 'Best e1RM').innerText()).toMatch(/Best e1RM\s+181\s/)
    expect(await statCard(page, 'Heaviest Set').innerText()).toMatch(/155\s+lbs × 5/)
    expect(await statCard(page, 'Best Volume').innerText()).toMatch(/1\.2K/)
    // Three charts drawn, each with a text alternative.
    await eventually(() => page.locator('figure canvas').count()).toBe(3)
    expect(await page.locator('figure').first().innerText()).toContain(
      'Estimated one-rep max over 3 workouts',
    )
    // The last 3 months by default: the workout from 200 days ago is left out until "All".
    await page.getByText('Every workout as a table').click()
    expect(await tableRows(page).count()).toBe(3)
    await page.getByRole('radio', { name: 'All' }).click()
    await eventually(() => tableRows(page).count()).toBe(4)
    expect(await page.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe('true')
    await expectAccessible(page)
    await screenshot(page, 'progress-390-dark')
    await context.close()
  })

  it('opens from history by the exercise’s page, and greets an exercise never done', async () => {
    const context = await lifterWithHistory({ viewport: DESKTOP, theme: 'light' })
    const page = await context.newPage()
    await page.goto('/history')
    const card = page.getByRole('article').first()
    await card.getByRole('button', { name: /^Push/ }).click()
    await card.getByRole('link', { name: 'Bench Press' }).click()
    await page.waitForURL((url) => url.pathname === '/exercises/Bench%20Press')
    await page.getByRole('link', { name: 'Progress charts' }).click()
    await page.waitForURL((url) => url.pathname === '/progress/Bench%20Press')
    await eventually(() => page.locator('figure canvas').count()).toBe(3)
    await expectAccessible(page)
    await screenshot(page, 'progress-1280-light')

    await page.goto('/progress/Deadlift')
    await page.getByText('No completed sets of Deadlift yet').waitFor()
    await expectAccessible(page)
    await screenshot(page, 'progress-empty-1280-light')
    await context.close()
  })

  it('shows a new lifter an empty records list with a way to start', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, theme: 'dark' })
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/records')
    await page.getByText('No records yet').waitFor()
    expect(await page.getByRole('link', { name: 'Start a Workout' }).getAttribute('href')).toBe('/')
    await expectAccessible(page)
    await context.close()
  })
})
