import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appStarted,
  DESKTOP,
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUpViaApi,
  storedValue,
} from '../support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function lifter(options: Parameters<typeof newContext>[1], unit: 'lbs' | 'kg') {
  const context = await newContext(browser, options)
  await signUpViaApi(context)
  const res = await context.request.patch('/api/auth/user', { data: { unit } })
  expect(res.status()).toBe(200)
  const day = await context.request.post('/api/workout-days', {
    data: { name: 'Legs', exercises: [{ name: 'Squat', sets: [{ isWarmup: false }] }] },
  })
  expect(day.status()).toBe(201)
  return { context, dayId: ((await day.json()) as { id: string }).id }
}

/** Opens the session and answers its server workout's id once it exists. */
async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
    true,
  )
  return (await storedValue(page, `workout-session-${dayId}-`, '-workoutId'))!
}

async function serverWeights(context: BrowserContext, workoutId: string) {
  const res = await context.request.get(`/api/workouts/${workoutId}/sets`)
  expect(res.status()).toBe(200)
  return ((await res.json()) as { weight: string }[]).map((set) => set.weight)
}

describe('kilograms', () => {
  it('takes and shows kg in the session, on home, in history and last time', async () => {
    const { context, dayId } = await lifter({ viewport: PHONE, theme: 'dark' }, 'kg')
    const page = await context.newPage()
    const first = await openSession(page, dayId)
    await page.getByLabel('Squat set 1 Weight (kg)').fill('100')
    await page.getByLabel('Squat set 1 Reps').fill('5')
    await page.getByRole('button', { name: 'Complete Squat set 1' }).click()
    await screenshot(page, 'session-kg-390-dark')
    // Stored in pounds, to 3 decimals (docs/product/progress-and-gym-floor.md).
    await eventually(() => serverWeights(context, first)).toEqual(['220.462'])
    await page.getByRole('button', { name: 'Finish Workout' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    // 100 × 5 = 500 kg.
    const volume = page
      .getByRole('region', { name: 'Your Stats' })
      .getByRole('heading', { name: 'Total Volume', exact: true })
      .locator('../..')
    await eventually(() => volume.innerText()).toMatch(/0\.5K\s+kg lifted/)

    await page.goto('/history')
    const workout = page.getByRole('article').first()
    // The workout's volume in kg, in the app's one format (issue 32).
    await eventually(() => workout.innerText()).toContain('0.5K kg')
    await appStarted(page)
    await workout.getByRole('button', { name: /^Legs/ }).click()
    expect(await workout.getByRole('region', { name: 'Squat' }).innerText()).toContain(
      '100 kg × 5 reps',
    )
    await workout.getByRole('button', { name: /^Workout options: / }).click()
    await page.getByRole('menuitem', { name: 'Edit Workout' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Workout' })
    const set = dialog.getByRole('group', { name: 'Squat set 1' })
    expect(await set.getByLabel('Weight (kg)', { exact: true }).inputValue()).toBe('100')
    await set.getByLabel('Weight (kg)', { exact: true }).fill('105')
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await eventually(() => workout.getByRole('region', { name: 'Squat' }).innerText()).toContain(
      '105 kg × 5 reps',
    )
    await eventually(() => serverWeights(context, first)).toEqual(['231.485'])

    // The next session shows last time's numbers in kg, and one tap repeats them.
    const second = await openSession(page, dayId)
    const weight = page.getByLabel('Squat set 1 Weight (kg)')
    expect(await weight.getAttribute('placeholder')).toBe('105')
    // Planned in the inputs (issue 32), and in the bar that logs it.
    expect(await page.getByLabel('Squat set 1 Reps').getAttribute('placeholder')).toBe('5')
    expect(await page.getByRole('region', { name: 'Next set' }).innerText()).toContain('105 × 5')
    await page.getByRole('button', { name: 'Complete Squat set 1' }).click()
    await eventually(() => serverWeights(context, second)).toEqual(['231.485'])
    await expectAccessible(page)
    await context.close()
  })

  it('keeps pounds for a lifter who chose them', async () => {
    const { context, dayId } = await lifter({ viewport: DESKTOP, theme: 'light' }, 'lbs')
    const page = await context.newPage()
    const workoutId = await openSession(page, dayId)
    await page.getByLabel('Squat set 1 Weight (lbs)').fill('225')
    await page.getByLabel('Squat set 1 Reps').fill('5')
    await page.getByRole('button', { name: 'Complete Squat set 1' }).click()
    await eventually(() => serverWeights(context, workoutId)).toEqual(['225'])
    await screenshot(page, 'session-lbs-1280-light')
    await context.close()
  })
})

describe('plate calculator', () => {
  const perSide = (page: Page) => page.getByTestId('plates-per-side').innerText()

  it('loads the bar per side, greedy from the heaviest plate, and remembers the gym', async () => {
    const { context, dayId } = await lifter({ viewport: PHONE, theme: 'light' }, 'lbs')
    const page = await context.newPage()
    await openSession(page, dayId)
    await page.getByLabel('Squat set 1 Weight (lbs)').fill('225')
    await page.getByRole('button', { name: 'Set options for Squat set 1' }).click()
    await page.getByRole('menuitem', { name: 'Plate calculator' }).click()
    const dialog = page.getByRole('dialog', { name: 'Plate Calculator' })
    await dialog.waitFor()
    await eventually(() => perSide(page)).toBe('Each side: 45 + 45 lbs')
    await expectAccessible(page)
    await screenshot(page, 'plates-390-light')

    // 227.5 cannot be made exactly without 1.25 lb plates.
    await page.keyboard.press('Escape')
    // The closing sheet must be gone, or two per-side lines are on the page at once.
    await dialog.waitFor({ state: 'hidden' })
    await page.getByLabel('Squat set 1 Weight (lbs)').fill('227.5')
    await page.getByRole('button', { name: 'Set options for Squat set 1' }).click()
    await page.getByRole('menuitem', { name: 'Plate calculator' }).click()
    await eventually(() => perSide(page)).toBe('Each side: 45 + 45 lbs')
    await eventually(() => dialog.innerText()).toContain(
      '2.5 lbs cannot be made with these plates.',
    )

    // A gym without 45s, and a 35 lb bar: remembered on the server.
    await dialog.getByRole('button', { name: '45 lbs plates' }).click()
    await eventually(() =>
      dialog.getByRole('button', { name: '45 lbs plates' }).getAttribute('aria-pressed'),
    ).toBe('false')
    await dialog.getByLabel('Bar (lbs)').fill('35')
    await dialog.getByLabel('Bar (lbs)').press('Enter')
    // 227.5 − 35 = 192.5, 96.25 a side: 35 + 35 + 25 + 1.25 left.
    await eventually(() => perSide(page)).toBe('Each side: 35 + 35 + 25 lbs')
    await eventually(async () => {
      const user = await (await context.request.get('/api/auth/user')).json()
      return user.plates?.lbs
    }).toEqual({ barWeight: 35, plates: [35, 25, 10, 5, 2.5] })
    await context.close()
  })

  it('works in kilograms, and a plate the gym lacks is left out', async () => {
    const { context, dayId } = await lifter({ viewport: DESKTOP, theme: 'dark' }, 'kg')
    const page = await context.newPage()
    await openSession(page, dayId)
    await page.getByLabel('Squat set 1 Weight (kg)').fill('100')
    await page.getByRole('button', { name: 'Set options for Squat set 1' }).click()
    await page.getByRole('menuitem', { name: 'Plate calculator' }).click()
    const dialog = page.getByRole('dialog', { name: 'Plate Calculator' })
    // 100 kg on a 20 kg bar: 40 a side.
    await eventually(() => perSide(page)).toBe('Each side: 25 + 15 kg')
    await dialog.getByRole('button', { name: '15 kg plates' }).click()
    await eventually(() => perSide(page)).toBe('Each side: 25 + 10 + 5 kg')
    await expectAccessible(page)
    await screenshot(page, 'plates-1280-dark')
    await context.close()
  })
})
