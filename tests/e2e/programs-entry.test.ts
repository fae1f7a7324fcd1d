import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'

/*
 * Issue 42's programs and charts: the programs screen prefills each lift from the lifter's
 * records and names the rules a start replaces; programs are reached, labelled, from home and
 * from Settings; the body-weight chart opens on a period that fits its weigh-ins.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

function eventually<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 15_000, interval: 100 })
}

async function api(context: BrowserContext, method: string, url: string, data?: object) {
  const res = await context.request.fetch(url, { method, ...(data && { data }) })
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300)
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>)
}

/** The browser's local calendar day `daysAgo` days back. */
function localDay(daysAgo: number) {
  const date = new Date(Date.now() - daysAgo * 86_400_000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** A lifter with a Push day, a 225 lbs × 1 bench press done on it and a rule for the bench. */
async function lifterWithBenchRecord(context: BrowserContext) {
  await signUpViaApi(context)
  const day = await api(context, 'POST', '/api/workout-days', {
    name: 'Push',
    exercises: [{ name: 'Bench Press', sets: [{ isWarmup: false }] }],
  })
  const workout = await api(context, 'POST', '/api/workouts', { workoutDayId: day!.id })
  await api(context, 'POST', '/api/workout-sets', {
    workoutId: workout!.id,
    exerciseName: 'Bench Press',
    setNumber: 1,
    weight: '225',
    reps: 1,
    completed: true,
  })
  await api(context, 'POST', `/api/workouts/${String(workout!.id)}/complete`)
  await api(context, 'PUT', '/api/progressions/Bench%20Press', {
    type: 'linear',
    weight: '200',
    sets: 3,
    reps: 5,
    increment: '5',
  })
}

async function benchRule(context: BrowserContext) {
  return (await api(context, 'GET', '/api/progressions/Bench%20Press'))!
}

async function openProgramsFromHome(page: Page) {
  await page.goto('/')
  await page
    .getByRole('region', { name: 'Start a Workout' })
    .getByRole('link', { name: 'Programs' })
    .click()
  await page.waitForURL((url) => url.pathname === '/programs')
}

describe('programs from the lifter’s records (issue 42)', () => {
  DISPLAYS.forEach(({ viewport, theme, size }) =>
    it(`prefills the bench from a 225 lbs record and names the rule replaced, ${size} px ${theme}`, async () => {
      const context = await newContext(browser, { viewport, theme })
      await lifterWithBenchRecord(context)
      const page = await context.newPage()
      await openProgramsFromHome(page)

      // A 225 lbs single is an estimated 1RM of 232.5 (Epley). 5×5: 90 % of what that moves
      // for 5 (199.3), 179.4, down to the 5 lbs step.
      const fiveByFive = page.getByRole('region', { name: '5×5 Strength' })
      const bench = fiveByFive.getByLabel('Bench Press')
      await eventually(() => bench.inputValue()).toBe('175')
      // No record of the squat: the empty bar.
      expect(await fiveByFive.getByLabel('Squat').inputValue()).toBe('')
      // 5/3/1: a training max of 90 % of the estimate, 209.25.
      expect(
        await page.getByRole('region', { name: '5/3/1' }).getByLabel('Bench Press').inputValue(),
      ).toBe('205')

      // The rule a start replaces, by name, in the form's own words (not a footnote).
      const notice = fiveByFive.getByRole('note')
      expect(await notice.innerText()).toBe(
        'Starting 5×5 Strength replaces your progression rule for Bench Press.',
      )
      expect(
        await notice.evaluate((element) => getComputedStyle(element.querySelector('p')!).fontSize),
      ).toBe('14px')
      await expectAccessible(page)
      await screenshot(page, `programs-prefilled-${size}-${theme}`)

      // The suggestion is the lifter's to change; what the field holds is what starts.
      await bench.fill('180')
      await fiveByFive.getByRole('button', { name: 'Start 5×5 Strength' }).click()
      await page.getByRole('heading', { name: '5×5 Strength is ready' }).waitFor()
      expect(await benchRule(context)).toMatchObject({ weight: '180', sets: 5, reps: 5 })
      await context.close()
    }),
  )

  it('starts at the suggestion when the lifter leaves it', async () => {
    const context = await newContext(browser, DISPLAYS[0]!)
    await lifterWithBenchRecord(context)
    const page = await context.newPage()
    await page.goto('/programs')
    const fiveThreeOne = page.getByRole('region', { name: '5/3/1' })
    await eventually(() => fiveThreeOne.getByLabel('Bench Press').inputValue()).toBe('205')
    await fiveThreeOne.getByRole('button', { name: 'Start 5/3/1' }).click()
    await page.getByRole('heading', { name: '5/3/1 is ready' }).waitFor()
    expect(await benchRule(context)).toMatchObject({ type: 'wave', trainingMax: '205' })
    await context.close()
  })
})

describe('programs are reached by name (issue 42)', () => {
  DISPLAYS.forEach(({ viewport, theme, size }) =>
    it(`from Settings and from home, ${size} px ${theme}`, async () => {
      const context = await newContext(browser, { viewport, theme })
      await signUpViaApi(context)
      const page = await context.newPage()
      // Without days, home's empty state offers a program; no second link beside the heading.
      await page.goto('/')
      await page.getByRole('link', { name: 'Start a Program' }).waitFor()
      expect(await page.getByRole('link', { name: 'Programs', exact: true }).count()).toBe(0)

      await page.goto('/settings')
      const entry = page
        .getByRole('region', { name: 'Workout Days' })
        .getByRole('link', { name: 'Start a Program' })
      // Its words are on screen, not only read to a screen reader.
      await eventually(() => entry.innerText()).toBe('Start a Program')
      await expectAccessible(page)
      await screenshot(page, `settings-programs-entry-${size}-${theme}`)
      await entry.click()
      await page.waitForURL((url) => url.pathname === '/programs')

      await api(context, 'POST', '/api/workout-days', {
        name: 'Legs',
        exercises: [{ name: 'Squat', sets: [{ isWarmup: false }] }],
      })
      await page.goto('/')
      const fromHome = page
        .getByRole('region', { name: 'Start a Workout' })
        .getByRole('link', { name: 'Programs' })
      await eventually(() => fromHome.innerText()).toBe('Programs')
      await expectAccessible(page)
      await screenshot(page, `home-programs-entry-${size}-${theme}`)
      await fromHome.click()
      await page.getByRole('region', { name: '5×5 Strength' }).waitFor()
      await context.close()
    }),
  )
})

describe('the body-weight chart opens on a period that fits (issue 42)', () => {
  it('shows four weeks of weigh-ins whole, and a longer history on 3 months', async () => {
    const context = await newContext(browser, DISPLAYS[0]!)
    await signUpViaApi(context)
    await api(context, 'PUT', `/api/body-weights/${localDay(27)}`, { weight: '180' })
    await api(context, 'PUT', `/api/body-weights/${localDay(0)}`, { weight: '178' })
    const page = await context.newPage()
    await page.goto('/body-weight')
    await eventually(() =>
      page.getByRole('radio', { name: 'All' }).getAttribute('aria-checked'),
    ).toBe('true')
    await page.getByText('Body weight over 2 days', { exact: false }).waitFor({ state: 'attached' })

    await api(context, 'PUT', `/api/body-weights/${localDay(120)}`, { weight: '190' })
    await page.reload()
    await eventually(() =>
      page.getByRole('radio', { name: '3 months' }).getAttribute('aria-checked'),
    ).toBe('true')
    await page.getByText('Body weight over 2 days', { exact: false }).waitFor({ state: 'attached' })
    await page.getByRole('radio', { name: 'All' }).click()
    await page.getByText('Body weight over 3 days', { exact: false }).waitFor({ state: 'attached' })
    await context.close()
  })
})
