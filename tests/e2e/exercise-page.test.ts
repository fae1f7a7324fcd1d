import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Display,
  DISPLAYS,
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'

/** docs/product/exercises.md: a page per exercise (issue 43). */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function api(context: BrowserContext, method: string, url: string, data?: object) {
  const res = await context.request.fetch(url, { method, ...(data && { data }) })
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300)
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>)
}

/** A completed workout of `dayId` `daysAgo` days back with the given Bench Press sets. */
async function benchWorkout(
  context: BrowserContext,
  dayId: string,
  daysAgo: number,
  sets: [string, number][],
) {
  const workout = await api(context, 'POST', '/api/workouts', { workoutDayId: dayId })
  for (const [index, [weight, reps]] of sets.entries()) {
    await api(context, 'POST', '/api/workout-sets', {
      workoutId: workout!.id,
      exerciseName: 'Bench Press',
      setNumber: index + 1,
      weight,
      reps,
      completed: true,
    })
  }
  const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
  await api(context, 'PATCH', `/api/workouts/${String(workout!.id)}`, {
    startedAt: at,
    completedAt: at,
  })
}

/** A lifter with two weeks of bench, a rule for it and a pinned note. */
async function benchLifter(display: Display) {
  const context = await newContext(browser, display)
  await signUpViaApi(context)
  const day = await api(context, 'POST', '/api/workout-days', {
    name: 'Push',
    exercises: [{ name: 'Bench Press', sets: [{ isWarmup: false }, { isWarmup: false }] }],
  })
  await benchWorkout(context, String(day!.id), 14, [
    ['135', 5],
    ['135', 5],
  ])
  await benchWorkout(context, String(day!.id), 7, [
    ['145', 5],
    ['145', 4],
  ])
  await api(context, 'PUT', '/api/progressions/Bench%20Press', {
    type: 'linear',
    weight: '150',
    sets: 2,
    reps: 5,
    increment: '5',
  })
  await api(context, 'PUT', '/api/exercise-notes/Bench%20Press', { note: 'Grip on the rings' })
  return context
}

describe('the exercise page', () => {
  DISPLAYS.forEach((display) =>
    it(`opens from the records and shows everything of Bench Press at ${display.size} px, ${display.theme}`, async () => {
      const context = await benchLifter(display)
      const page = await context.newPage()
      // Issue 46: the page asks for the sessions it lists, never the whole history.
      const progressReads: URL[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/api/progress/')) progressReads.push(url)
      })
      await page.goto('/records')
      await page
        .getByRole('row', { name: /^Bench Press/ })
        .getByRole('link')
        .click()
      await page.waitForURL((url) => url.pathname === '/exercises/Bench%20Press')
      await page.getByRole('heading', { name: 'Bench Press', level: 1 }).waitFor()

      const note = page.getByRole('region', { name: 'Pinned note' })
      await note.getByText('Grip on the rings').waitFor()
      const muscles = page.getByRole('region', { name: 'Muscles' })
      expect(await muscles.innerText()).toMatch(/Works most\s+Chest\s+Helps\s+Front delts, Triceps/)
      const howTo = page.getByRole('region', { name: 'How to do it' })
      expect(await howTo.getByRole('listitem').count()).toBeGreaterThanOrEqual(2)
      await page.getByText('Next: 2 × 5 at 150 lbs').waitFor()
      await page.getByRole('heading', { name: 'Last sessions' }).waitFor()
      const sessions = page.getByRole('heading', { name: 'Last sessions' }).locator('..')
      expect(await sessions.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringMatching(/145 lbs × 5\s+2 sets/),
        expect.stringMatching(/135 lbs × 5\s+2 sets/),
      ])
      // The records as the records screen keeps them: 145 × 5 is e1RM 169; 135 × 5 twice, the
      // older workout, is the best volume (1,350).
      const records = page.getByRole('region', { name: 'Records' })
      expect((await records.innerText()).replace(/\s+/g, ' ')).toMatch(
        /Best e1RM 169 lbs, estimated Heaviest Set 145 lbs × 5 Best Volume 1\.4K lbs in one workout/,
      )
      expect(progressReads.map((url) => url.searchParams.get('last'))).toEqual(['5'])
      await expectAccessible(page)
      await screenshot(page, `exercise-page-${display.size}-${display.theme}`)

      // The note is edited here, and stays.
      await note.getByRole('button', { name: 'Edit note' }).click()
      await note.getByLabel('Note for Bench Press').fill('  Grip on the rings\nFeet back  ')
      await expectAccessible(page)
      await note.getByRole('button', { name: 'Save note' }).click()
      await note.getByRole('button', { name: 'Edit note' }).waitFor()
      expect(await note.locator('p').innerText()).toBe('Grip on the rings\nFeet back')
      expect(await api(context, 'GET', '/api/exercise-notes')).toEqual([
        expect.objectContaining({ note: 'Grip on the rings\nFeet back' }),
      ])

      // The charts are one tap away, and the way back leads to the records.
      await page.getByRole('link', { name: 'Progress charts' }).click()
      await page.waitForURL((url) => url.pathname === '/progress/Bench%20Press')
      await page.goBack()
      await page.getByRole('link', { name: 'Back' }).click()
      await page.waitForURL((url) => url.pathname === '/records')
      await context.close()
    }),
  )

  it('greets a catalogue exercise never done, and says so of a name it does not know', async () => {
    const display = DISPLAYS[0]!
    const context = await newContext(browser, display)
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/exercises/pec%20deck')
    await page.getByRole('heading', { name: 'Pec Deck', level: 1 }).waitFor()
    await page.getByText('No completed sets of Pec Deck yet.', { exact: false }).waitFor()
    await page.getByText('No progression rule for Pec Deck.', { exact: false }).waitFor()
    await page
      .getByRole('region', { name: 'Pinned note' })
      .getByText('Nothing pinned.', { exact: false })
      .waitFor()
    await expectAccessible(page)
    await screenshot(page, `exercise-page-empty-${display.size}-${display.theme}`)

    await page.goto('/exercises/Zottman%20Wobble')
    await page.getByText('No exercise called Zottman Wobble').waitFor()
    await expectAccessible(page)
    await screenshot(page, `exercise-page-unknown-${display.size}-${display.theme}`)

    // The lifter's own name without muscles: none shown, a way to assign them.
    await api(context, 'POST', '/api/workout-days', {
      name: 'Arms',
      exercises: [{ name: 'Zottman Wobble', sets: [{ isWarmup: false }] }],
    })
    await page.reload()
    const muscles = page.getByRole('region', { name: 'Muscles' })
    await muscles.getByRole('button', { name: 'Assign muscles' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Biceps' }).first().click()
    await page.getByRole('dialog').getByRole('button', { name: 'Save muscles' }).click()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    await eventually(() => muscles.locator('dd').allInnerTexts()).toEqual(['Biceps'])
    expect(await page.getByRole('region', { name: 'How to do it' }).count()).toBe(0)
    await context.close()
  })

  it('opens from the day editor, and leads back to it', async () => {
    const display = DISPLAYS[0]!
    const context = await benchLifter(display)
    const page = await context.newPage()
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Edit Exercises' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
    await expectAccessible(page)
    await screenshot(page, `exercise-page-day-editor-${display.size}-${display.theme}`)
    await dialog.getByRole('link', { name: 'About Bench Press' }).click()
    await page.waitForURL((url) => url.pathname === '/exercises/Bench%20Press')
    await page.getByRole('region', { name: 'Pinned note' }).getByText('Grip on the rings').waitFor()
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((url) => url.pathname === '/settings')
    await context.close()
  })

  it('says when it could not load, and tries again', async () => {
    const context = await newContext(browser, DISPLAYS[1]!)
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.route('**/api/exercise-notes', (route) => route.abort())
    await page.goto('/exercises/Squat')
    const alert = page.getByRole('alert').filter({ hasText: 'This exercise could not be loaded.' })
    await alert.waitFor()
    await expectAccessible(page)
    await screenshot(page, `exercise-page-error-${DISPLAYS[1]!.size}-${DISPLAYS[1]!.theme}`)
    await page.unroute('**/api/exercise-notes')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('region', { name: 'How to do it' }).waitFor()
    await context.close()
  })
})
