import type { Browser, BrowserContext, Page, Route } from 'playwright-core'
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
  workerInCharge,
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

/** The day's stored workout id (docs/product/entities.md's prefix; docs/product/trust-accounts-and-devices.md: keyed by the lifter). */
const storedWorkoutId = (page: Page, dayId: string) =>
  storedValue(page, `workout-session-${dayId}-`, '-workoutId')

/**
 * Opens the session and waits until the server has its workout and the page knows it: Finish is
 * enabled once the workout has an id, but its create may still be in the outbox (a reload then
 * sends it again, and a workout deleted meanwhile would be made anew).
 */
async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
    true,
  )
  // The session cache is written after the frame that shows the change (SessionCache.write).
  await eventually(() => storedWorkoutId(page, dayId)).toBeTruthy()
  await eventually(() => outboxWrites(page)).toEqual([])
  return (await storedWorkoutId(page, dayId))!
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

/** Waits for the toast (one at a time, docs/product/constants.md) to say all of `texts`. */
async function expectToast(page: Page, ...texts: string[]) {
  const region = page.getByRole('region', { name: /Notifications/ })
  for (const text of texts) {
    await eventually(() => region.innerText()).toContain(text)
  }
}

/** Opens a set's menu (mode, note, plates), and picks `item` when given. */
async function setOptions(page: Page, exercise: string, set: number, item?: string) {
  await page.getByRole('button', { name: `Set options for ${exercise} set ${set}` }).click()
  if (item) await page.getByRole('menuitem', { name: item, exact: true }).click()
}

/** Cancel lives in the session's menu and asks first (docs/product/session-form.md). */
async function cancelWorkout(page: Page) {
  await page.getByRole('button', { name: 'Workout options' }).click()
  await page.getByRole('menuitem', { name: 'Cancel Workout' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Discard this workout?' })
  await confirm.getByRole('button', { name: 'Discard' }).click()
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
    // The date line under the header (docs/product/screens.md).
    const dateLine = await page.getByRole('banner').locator('time').first().innerText()
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
    await eventually(() => weight(page, 'Bench Press', 1).count()).toBe(0)
    const setOne = page
      .getByRole('list', { name: 'Bench Press sets' })
      .getByRole('listitem')
      .first()
    expect(await setOne.innerText()).toContain('95 lbs × 10')
    expect(await setOne.innerText()).toContain('Warm-up')

    // Set 2 with chains.
    await setOptions(page, 'Bench Press', 2)
    await page.getByRole('menuitem', { name: 'Chains', exact: true }).click()
    await page.getByLabel('Bench Press set 2 Chains: additional weight (lbs)').fill('40')
    await logSet(page, 'Bench Press', 2, '135', '8')
    await eventually(() => setOneText(page, 1)).toContain('Chains +40')

    // A third set, then removed again.
    await page.getByRole('button', { name: 'Add Set' }).first().click()
    await weight(page, 'Bench Press', 3).waitFor()
    await page.getByRole('button', { name: 'Remove Set' }).first().click()
    await eventually(() => weight(page, 'Bench Press', 3).count()).toBe(0)

    // The only set of an exercise cannot be removed.
    expect(await page.getByRole('button', { name: 'Remove Set' }).nth(1).isDisabled()).toBe(true)
    // Working ⇄ Warm-up, and an extra-weight mode added then cleared.
    // The control shows the set's mark (its number, W for a warm-up); its name and menu the words.
    const type = page.getByRole('button', { name: /set type of Overhead Press set 1, change$/ })
    expect(await type.getAttribute('aria-label')).toMatch(/^Working/)
    expect(await type.innerText()).toBe('1')
    await type.click()
    await page.getByRole('menuitemradio', { name: 'Warm-up' }).click()
    await eventually(() => type.getAttribute('aria-label')).toMatch(/^Warm-up/)
    expect(await type.innerText()).toBe('W')
    await type.click()
    await page.getByRole('menuitemradio', { name: 'Working' }).click()
    await setOptions(page, 'Overhead Press', 1)
    await page.getByRole('menuitem', { name: 'Eccentric' }).click()
    const extra = page.getByLabel('Overhead Press set 1 Eccentric: additional weight (lbs)')
    expect(await extra.inputValue()).toBe('0')
    await page
      .getByRole('button', { name: 'Clear additional weight mode for Overhead Press set 1' })
      .click()
    await eventually(() => extra.count()).toBe(0)
    // Cards collapse and expand.
    const header = page.getByRole('button', { name: /^Overhead Press \d+\/\d+ sets done/ })
    await header.click()
    expect(await header.getAttribute('aria-expanded')).toBe('false')
    await eventually(() => weight(page, 'Overhead Press', 1).count()).toBe(0)
    await header.click()
    await weight(page, 'Overhead Press', 1).waitFor()

    // A note on the press set.
    await setOptions(page, 'Overhead Press', 1, 'Add Note')
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
    const press = logged.find((s) => s.exerciseName === 'Overhead Press')
    expect(press).toMatchObject({
      notes: 'Strict, no leg drive',
      isWarmup: false,
      additionalMode: null,
      weight: '85',
      reps: 6,
    })
    expect(logged.find((s) => s.setNumber === 2 && s.exerciseName === 'Bench Press')).toMatchObject(
      {
        additionalMode: 'chains',
        additionalWeight: '40',
      },
    )
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('workout-session-')),
      ),
    ).toEqual([])
    await context.close()
  })
  it('shows a day that does not exist, with a way home', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/workout/00000000-0000-4000-8000-000000000000')
    await page.getByRole('heading', { name: 'Workout day not found' }).waitFor()
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Go Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await context.close()
  })

  it('starts from a day with no exercises and an empty catalogue', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Fresh Start', [])
    const page = await context.newPage()
    await openSession(page, day.id)
    await page.getByText('No exercises yet. Add one to start logging.').waitFor()
    await page.getByRole('button', { name: 'Add Exercise' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Exercise' })
    await dialog.getByText('No exercises yet').waitFor()
    await dialog.getByLabel('Search or name a new exercise').fill('Goblet Squat')
    await dialog.getByLabel('Search or name a new exercise').press('Enter')
    await expectToast(page, 'Exercise Added')
    await logSet(page, 'Goblet Squat', 1, '70', '12')
    await eventually(
      async () =>
        (await (await context.request.get(`/api/workout-days/${day.id}`)).json()).exercises,
    ).toEqual([{ name: 'Goblet Squat', sets: [{ isWarmup: false, kind: 'working' }] }])
    await context.close()
  })

  it('keeps notes: long ones collapse to two lines, an empty one is none', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    const long =
      'Paused every rep on the chest for a full second, elbows tucked, leg drive stayed honest all the way.'
    await setOptions(page, 'Bench Press', 2, 'Add Note')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'Add Note' }).waitFor()
    await dialog.getByLabel('Note').fill(long)
    await dialog.getByRole('button', { name: 'Save Note' }).click()
    const set2 = page.getByRole('list', { name: 'Bench Press sets' }).getByRole('listitem').nth(1)
    const toggle = set2.getByRole('button', { name: 'Show more' })
    await toggle.waitFor()
    const clamped = await set2
      .getByText(long)
      .evaluate((el) => getComputedStyle(el).webkitLineClamp)
    expect(clamped).toBe('2')
    await toggle.click()
    await set2.getByRole('button', { name: 'Show less' }).waitFor()
    // A short note shows whole, with no toggle.
    await setOptions(page, 'Bench Press', 1, 'Add Note')
    await dialog.getByLabel('Note').fill('Easy')
    await dialog.getByRole('button', { name: 'Save Note' }).click()
    const set1 = page.getByRole('list', { name: 'Bench Press sets' }).getByRole('listitem').first()
    await set1.getByText('Easy').waitFor()
    expect(await set1.getByRole('button', { name: /Show/ }).count()).toBe(0)
    // Emptying a note removes it.
    await setOptions(page, 'Bench Press', 1, 'Edit Note')
    await dialog.getByRole('heading', { name: 'Edit Note' }).waitFor()
    await dialog.getByLabel('Note').fill('   ')
    await dialog.getByRole('button', { name: 'Save Note' }).click()
    await eventually(() => set1.innerText()).not.toContain('Easy')
    await setOptions(page, 'Bench Press', 1)
    await page.getByRole('menuitem', { name: 'Add Note' }).waitFor()
    await page.keyboard.press('Escape')
    // Notes alone are no data to send (docs/product/states.md); logged, the set carries its note.
    await logSet(page, 'Bench Press', 2, '135', '5')
    await eventually(async () =>
      (await serverSets(context, workoutId)).map((s) => s.notes),
    ).toEqual([long])
    await context.close()
  })

  it('resumes the same draft after a reload, with every value kept', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    await logSet(page, 'Bench Press', 1, '95', '10')
    await weight(page, 'Bench Press', 2).fill('135')
    await eventually(async () => (await serverSets(context, workoutId)).length).toBe(2)

    await page.reload()
    await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
      true,
    )
    expect(await storedWorkoutId(page, day.id)).toBe(workoutId)
    expect(await weight(page, 'Bench Press', 2).inputValue()).toBe('135')
    expect(await setOneText(page, 0)).toContain('95 lbs × 10')
    const drafts = await (await context.request.get('/api/workouts/drafts')).json()
    expect(drafts.map((d: { id: string }) => d.id)).toEqual([workoutId])

    // Completing the typed set PATCHes the set created before the reload: no duplicate.
    await reps(page, 'Bench Press', 2).fill('8')
    await complete(page, 'Bench Press', 2).click()
    await eventually(async () =>
      (await serverSets(context, workoutId)).map((s) => [
        s.setNumber,
        s.weight,
        s.reps,
        s.completed,
      ]),
    ).toEqual([
      [1, '95', 10, true],
      [2, '135', 8, true],
    ])
    await context.close()
  })

  it('starts a new workout when the stored one is gone', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const first = await openSession(page, day.id)
    await weight(page, 'Bench Press', 1).fill('100')
    expect((await context.request.delete(`/api/workouts/${first}`)).status()).toBe(204)
    await page.reload()
    await eventually(async () => {
      const id = await storedWorkoutId(page, day.id)
      return id !== null && id !== first
    }).toBe(true)
    // The cache of the deleted workout is gone too.
    await eventually(() => weight(page, 'Bench Press', 1).inputValue()).toBe('')
    await context.close()
  })

  it('repeats last time with one tap', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    await seedCompletedWorkout(context, day.id, [
      { exerciseName: 'Bench Press', setNumber: 1, weight: '95', reps: 12, isWarmup: true },
      {
        exerciseName: 'Bench Press',
        setNumber: 2,
        weight: '140',
        reps: 6,
        additionalMode: 'chains',
        additionalWeight: '30',
        notes: 'Felt fast',
      },
    ])
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    // Last time's values planned in the inputs (issue 32: no second line), its chains with
    // their weight, and its note under the set.
    await eventually(() => weight(page, 'Bench Press', 2).getAttribute('placeholder')).toBe('140')
    expect(await reps(page, 'Bench Press', 2).getAttribute('placeholder')).toBe('6')
    const chains = page.getByLabel('Bench Press set 2 Chains: additional weight (lbs)')
    expect(await chains.getAttribute('placeholder')).toBe('30')
    expect(await chains.inputValue()).toBe('')
    expect(await setOneText(page, 1)).toContain('Last time: Felt fast')

    await complete(page, 'Bench Press', 2).click()
    await eventually(() => setOneText(page, 1)).toContain('140 lbs × 6')
    expect(await complete(page, 'Bench Press', 2).getAttribute('aria-pressed')).toBe('true')
    await eventually(async () =>
      (await serverSets(context, workoutId)).map((s) => [
        s.weight,
        s.reps,
        s.additionalMode,
        s.additionalWeight,
        s.completed,
      ]),
    ).toEqual([['140', 6, 'chains', '30', true]])

    // Tapping again re-opens the set for editing, values kept.
    await complete(page, 'Bench Press', 2).click()
    expect(await weight(page, 'Bench Press', 2).inputValue()).toBe('140')
    await eventually(async () => (await serverSets(context, workoutId))[0]?.completed).toBe(false)
    await context.close()
  })

  it('asks before finishing with incomplete sets', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    await logSet(page, 'Bench Press', 1, '95', '10')
    await page.getByRole('button', { name: 'Finish Workout' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('heading', { name: 'Incomplete Sets Detected' }).waitFor()
    expect(await dialog.innerText()).toContain(
      'Some sets have not been completed or have zero weight/reps. Are you sure you want to finish this workout?',
    )
    await expectAccessible(page)
    await viewportShot(page, 'session-incomplete-390-dark')
    await dialog.getByRole('button', { name: 'Go Back' }).click()
    await eventually(() => dialog.count()).toBe(0)
    expect(page.url()).toContain(`/workout/${day.id}`)

    await page.getByRole('button', { name: 'Finish Workout' }).click()
    await dialog.getByRole('button', { name: 'Finish Anyway' }).click()
    await expectToast(page, 'Workout Complete!')
    await page.waitForURL((url) => url.pathname === '/')
    const workout = await (await context.request.get(`/api/workouts/${workoutId}`)).json()
    expect(workout.completedAt).toBeTruthy()
    expect(workout.totalVolume).toBe(950)
    await context.close()
  })

  it('cancelling deletes a draft with no completed sets and keeps one with', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const empty = await openSession(page, day.id)
    await weight(page, 'Bench Press', 1).fill('95')
    await cancelWorkout(page)
    await page.waitForURL((url) => url.pathname === '/')
    // Deleted through the outbox, as soon as it is sent.
    await eventually(async () =>
      (await context.request.get(`/api/workouts/${empty}`)).status(),
    ).toBe(404)

    const kept = await openSession(page, day.id)
    expect(kept).not.toBe(empty)
    await logSet(page, 'Bench Press', 1, '95', '10')
    await cancelWorkout(page)
    await page.waitForURL((url) => url.pathname === '/')
    const drafts = await (await context.request.get('/api/workouts/drafts')).json()
    expect(drafts.map((d: { id: string }) => d.id)).toEqual([kept])
    expect((await serverSets(context, kept)).filter((s) => s.completed)).toHaveLength(1)
    expect(await storedWorkoutId(page, day.id)).toBeNull()
    await context.close()
  })

  it('changes the workout date from the calendar, by keyboard, never into the future', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    const daysLeftInMonth = (now: Date) =>
      new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate() - now.getDate()
    const before = new Date()
    // The date line under the header opens the calendar (docs/product/screens.md).
    const dateLine = page
      .getByRole('banner')
      .getByRole('button', { name: /, change workout date$/ })
    await dateLine.click()
    const grid = page.getByRole('grid')
    await grid.waitFor()
    // Tomorrow (when it is in this month's view) cannot be picked; a run may cross midnight.
    const disabled = await grid.locator('button:disabled').count()
    expect([daysLeftInMonth(before), daysLeftInMonth(new Date())]).toContain(disabled)
    // Focus starts on the selected day (the day the workout started); ArrowLeft moves a day
    // back, Enter picks it.
    const started = new Date(
      (await (await context.request.get(`/api/workouts/${workoutId}`)).json()).startedAt,
    )
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('Enter')
    await expectToast(page, 'Date updated', 'Workout date has been changed')
    const yesterday = new Date(started.getFullYear(), started.getMonth(), started.getDate() - 1)
    const workout = await (await context.request.get(`/api/workouts/${workoutId}`)).json()
    expect(new Date(workout.startedAt).toDateString()).toBe(yesterday.toDateString())
    const expected = yesterday.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    })
    await eventually(() => dateLine.innerText()).toBe(expected)
    await context.close()
  })

  it('applies the add-exercise rules', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const other = await seedDay(context, 'Arms', [
      { name: 'Cable Curl', sets: [{ isWarmup: false }] },
    ])
    const page = await context.newPage()
    await openSession(page, day.id)
    const openPicker = async () => {
      await page.getByRole('button', { name: 'Add Exercise' }).click()
      return page.getByRole('dialog', { name: 'Add Exercise' })
    }
    let dialog = await openPicker()
    const input = dialog.getByLabel('Search or name a new exercise')
    const add = dialog.getByRole('button', { name: 'Add', exact: true })
    await dialog.getByRole('button', { name: 'Cable Curl' }).waitFor()
    expect(
      await dialog.getByRole('list', { name: 'Exercises' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(['Bench Press', 'Cable Curl', 'Overhead Press'])
    expect(await add.isDisabled()).toBe(true)
    await input.fill('   ')
    expect(await add.isDisabled()).toBe(true)
    await input.fill('PRESS')
    // The lifter's own names (the catalogue's follow in a list of their own, issue 33).
    const own = dialog.getByRole('list', { name: 'Exercises', exact: true })
    expect(await own.getByRole('listitem').allInnerTexts()).toEqual([
      'Bench Press',
      'Overhead Press',
    ])
    await input.fill('zzz')
    await dialog.getByText('No exercises found').waitFor()

    // Already in the session (case-insensitive).
    await input.fill('bench press')
    await add.click()
    // The catalogue's spelling wins over the typed one.
    await expectToast(
      page,
      'Exercise Already Added',
      'Bench Press is already in this workout session',
    )
    await eventually(() => dialog.count()).toBe(0)

    // Not in the day: it joins the day with one working set.
    dialog = await openPicker()
    await dialog.getByLabel('Search or name a new exercise').fill('  Dips  ')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, 'Exercise Added')
    // docs/product/exercise-types.md: dips are the catalogue's bodyweight_reps, a weight added.
    await page.getByLabel('Dips set 1 Added weight (lbs)').waitFor()
    // Through the outbox (decision 033): on the server once it is sent.
    await eventually(async () =>
      (await (await context.request.get(`/api/workout-days/${day.id}`)).json()).exercises.at(-1),
    ).toEqual({ name: 'Dips', sets: [{ isWarmup: false, kind: 'working' }] })
    // Picked from the list, from another day.
    dialog = await openPicker()
    await dialog.getByRole('button', { name: 'Cable Curl' }).click()
    await expectToast(page, 'Exercise Added')
    await weight(page, 'Cable Curl', 1).waitFor()
    expect(
      (
        await page.getByRole('navigation', { name: 'Agenda' }).getByRole('listitem').allInnerTexts()
      ).map((t) => t.replace(/\s+\d+\/\d+$/, '').replace(/^\d+\s*/, '')),
    ).toEqual(['Bench Press', 'Overhead Press', 'Dips', 'Cable Curl'])
    expect(other.id).toBeTruthy()
    await context.close()
  })

  it('adds an exercise the day already has to the session only, with its template sets', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const { id: lifter } = await (await context.request.get('/api/auth/user')).json()
    const day = await seedDay(context, 'Push', [
      { name: 'Bench Press', sets: [{ isWarmup: false }] },
      { name: 'Skull Crusher', sets: [{ isWarmup: true }, { isWarmup: false }] },
    ])
    const page = await context.newPage()
    await page.goto('/')
    // A stored session of this day whose second exercise differs (same count: it is kept).
    await page.evaluate(
      ([dayId, lifter]) => {
        const set = (n: number) => ({
          setNumber: n,
          weight: '',
          reps: '',
          completed: false,
          isWarmup: false,
          additionalMode: null,
          additionalWeight: '0',
          notes: null,
        })
        localStorage.setItem(
          `workout-session-${dayId}-${lifter}-exercises`,
          JSON.stringify([
            { id: 'a', name: 'Bench Press', sets: [set(1)], previous: null },
            { id: 'b', name: 'Pushdown', sets: [set(1)], previous: null },
          ]),
        )
      },
      [day.id, lifter],
    )
    await openSession(page, day.id)
    await weight(page, 'Pushdown', 1).waitFor()
    await page.getByRole('button', { name: 'Add Exercise' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Skull Crusher' }).click()
    await expectToast(page, 'Exercise Added to Session')
    await weight(page, 'Skull Crusher', 2).waitFor()
    expect(
      await page.getByRole('button', { name: /^Warm-up set type of Skull Crusher set 1/ }).count(),
    ).toBe(1)
    const saved = await (await context.request.get(`/api/workout-days/${day.id}`)).json()
    expect(saved.exercises).toHaveLength(2)
    await context.close()
  })
})

describe('nothing logged is lost', () => {
  it('queues sets logged offline and sends them all when the network is back', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)

    await context.setOffline(true)
    await logSet(page, 'Bench Press', 1, '95', '10')
    await logSet(page, 'Bench Press', 2, '135', '8')
    await logSet(page, 'Overhead Press', 1, '85', '6')
    const unsaved = page.getByRole('banner').getByText(/not yet saved/)
    await eventually(() => unsaved.innerText()).toBe('3 sets not yet saved')
    await viewportShot(page, 'session-offline-390-dark')
    // (Finishing offline queues the completion: tests/e2e/offline.test.ts.)
    expect(await serverSets(context, workoutId)).toEqual([])
    // Each set is one create in the outbox (IndexedDB), its changes merged into it while unsent;
    // a change made while its create was in flight (the first try, failing offline) follows it.
    const writes = await outboxWrites(page)
    const creates = writes.filter((write) => write.kind === 'createSet')
    expect(creates).toHaveLength(3)
    expect(new Set(creates.map((write) => write.id)).size).toBe(3)
    for (const write of writes.filter((write) => write.kind !== 'createSet')) {
      expect(write.kind).toBe('updateSet')
      expect(creates.map((create) => create.id)).toContain(write.id)
    }

    await context.setOffline(false)
    await eventually(async () =>
      (await serverSets(context, workoutId))
        .map((s) => `${s.exerciseName} ${s.setNumber}: ${s.weight}×${s.reps} ${s.completed}`)
        .sort(),
    ).toEqual([
      'Bench Press 1: 95×10 true',
      'Bench Press 2: 135×8 true',
      'Overhead Press 1: 85×6 true',
    ])
    await eventually(() => unsaved.count()).toBe(0)
    await page.getByRole('button', { name: 'Finish Workout' }).click()
    await expectToast(page, 'Workout Complete!')
    const workout = await (await context.request.get(`/api/workouts/${workoutId}`)).json()
    expect(workout.totalVolume).toBe(950 + 1080 + 510)
    await context.close()
  })

  it('keeps the day’s edits made offline (an exercise added, a rest kept) and sends them once online', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    await openSession(page, day.id)

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Add Exercise' }).click()
    const picker = page.getByRole('dialog', { name: 'Add Exercise' })
    await picker.getByLabel('Search or name a new exercise').fill('Dips')
    await picker.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, 'Exercise Added')
    // docs/product/exercise-types.md: dips are the catalogue's bodyweight_reps, a weight added.
    await page.getByLabel('Dips set 1 Added weight (lbs)').fill('25')
    await reps(page, 'Dips', 1).fill('8')
    await complete(page, 'Dips', 1).click()
    await page.getByRole('button', { name: '+15 s of rest' }).click()
    await page.getByRole('button', { name: 'Keep 2:15 as the rest for Dips' }).click()
    await expectToast(page, 'Rest Saved', '2:15 for Dips')
    // One more, with nothing logged: only the day's queued edit keeps it in the session.
    await page.getByRole('button', { name: 'Add Exercise' }).click()
    await picker.getByLabel('Search or name a new exercise').fill('Cable Fly')
    await picker.getByRole('button', { name: 'Add', exact: true }).click()
    await page.getByRole('list', { name: 'Cable Fly sets' }).waitFor()
    await eventually(async () =>
      (await outboxWrites(page)).filter((write) => write.kind === 'editDay'),
    ).toHaveLength(3)

    // Online again, with the day's writes still failing: a reload reads the day without Dips
    // from the server, and the session keeps it (the day is shown with its queued edits).
    const dayWrites = '**/api/workout-days/**'
    await page.route(dayWrites, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort(),
    )
    await context.setOffline(false)
    // Without the answers kept on the device (lib/query-persister.ts), the day is read anew.
    await page.evaluate(async () => {
      for (const { name } of await indexedDB.databases()) {
        if (name?.startsWith('ironlog-queries-')) indexedDB.deleteDatabase(name)
      }
    })
    const dayRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/workout-days/${day.id}`,
    )
    await page.reload()
    expect((await dayRead).status()).toBe(200)
    await page.getByRole('list', { name: 'Cable Fly sets' }).waitFor()
    expect(
      await page.getByRole('button', { name: 'Complete Dips set 1' }).getAttribute('aria-pressed'),
    ).toBe('true')
    const onServer = async () =>
      (
        (await (await context.request.get(`/api/workout-days/${day.id}`)).json()) as {
          exercises: { name: string; restSeconds?: number }[]
        }
      ).exercises
    expect((await onServer()).map((e) => e.name)).toEqual(['Bench Press', 'Overhead Press'])
    expect(await page.getByRole('region', { name: 'Next set' }).innerText()).toContain(
      'Bench Press',
    )

    await page.unroute(dayWrites)
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await eventually(onServer).toEqual([
      expect.objectContaining({ name: 'Bench Press' }),
      expect.objectContaining({ name: 'Overhead Press' }),
      { name: 'Dips', sets: [{ isWarmup: false, kind: 'working' }], restSeconds: 135 },
      { name: 'Cable Fly', sets: [{ isWarmup: false, kind: 'working' }] },
    ])
    await eventually(() => outboxWrites(page)).toEqual([])
    await context.close()
  })

  it('sends the sets queued before a reload once the page is back', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    // The server refuses set writes for a while (as during a restart): they stay queued.
    await page.route('**/api/workout-sets**', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    )
    await logSet(page, 'Bench Press', 1, '100', '5')
    await logSet(page, 'Bench Press', 2, '100', '5')
    await eventually(() =>
      page
        .getByRole('banner')
        .getByText(/not yet saved/)
        .innerText(),
    ).toBe('2 sets not yet saved')
    await page.unroute('**/api/workout-sets**')
    await page.reload()
    await eventually(
      async () => (await serverSets(context, workoutId)).filter((s) => s.completed).length,
    ).toBe(2)
    await context.close()
  })

  it('never duplicates a set whose create answer was lost', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    const workoutId = await openSession(page, day.id)
    // The first create reaches the server, but its answer never comes back.
    let dropped = false
    await page.route('**/api/workout-sets', async (route) => {
      if (dropped || route.request().method() !== 'POST') return route.continue()
      dropped = true
      await route.fetch()
      await route.abort('connectionreset')
    })
    await logSet(page, 'Bench Press', 1, '100', '5')
    await eventually(() => dropped).toBe(true)
    await page.getByRole('button', { name: 'Finish Workout' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish Anyway' }).click()
    await expectToast(page, 'Workout Complete!')
    const sets = await serverSets(context, workoutId)
    expect(sets.map((s) => [s.exerciseName, s.setNumber, s.completed])).toEqual([
      ['Bench Press', 1, true],
    ])
    await context.close()
  })

  it('keeps logging while the workout cannot be created, and sends it all once it can', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    // Neither entering the day (its draft made by the server) nor the outbox's create can.
    const restarting = (route: Route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: 'restarting' })
        : route.continue()
    await page.route('**/api/workout-days/*/draft', restarting)
    await page.route('**/api/workouts', restarting)
    await page.goto(`/workout/${day.id}`)
    // The workout's id is the client's own: the session works before the server has it.
    const finish = page.getByRole('button', { name: 'Finish Workout' })
    await eventually(() => finish.isEnabled()).toBe(true)
    await logSet(page, 'Bench Press', 1, '95', '10')
    await eventually(() =>
      page
        .getByRole('banner')
        .getByText(/not yet saved/)
        .innerText(),
    ).toBe('1 set not yet saved')
    await expectAccessible(page)
    await viewportShot(page, 'session-not-saved-390-dark')

    await page.unroute('**/api/workout-days/*/draft')
    await page.unroute('**/api/workouts')
    // The outbox tries again by itself (back-off), the workout first, then its set.
    const workoutId = (await storedWorkoutId(page, day.id))!
    await eventually(async () => (await serverSets(context, workoutId)).length).toBe(1)
    await eventually(() => page.getByText(/not yet saved/).count()).toBe(0)
    const drafts = await (await context.request.get('/api/workouts/drafts')).json()
    expect(drafts.map((d: { id: string }) => d.id)).toEqual([workoutId])
    await context.close()
  })

  it('signs in again when the session ended on the server', async () => {
    const context = await newContext(browser, { serviceWorkers: 'allow' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Push', PUSH)
    const page = await context.newPage()
    await openSession(page, day.id)
    // The service worker's first take-over reads the screen again (issue 16): let it, so the
    // 401 comes from the logged set.
    await workerInCharge(page)
    await page.waitForTimeout(500)
    await context.request.get('/api/logout')
    await logSet(page, 'Bench Press', 1, '100', '5')
    await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...')
    await page.waitForURL((url) => url.pathname === '/signin')
    // What was logged is still in the outbox for after the sign-in: the set's create, and its
    // completion apart when the create had been tried (and refused) before it was queued.
    const writes = await outboxWrites(page)
    expect(writes[0]?.kind).toBe('createSet')
    expect(writes.slice(1).map((write) => write.kind)).toEqual(
      writes.length > 1 ? ['updateSet'] : [],
    )
    expect(new Set(writes.map((write) => write.id)).size).toBe(1)
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
  it.each(DISPLAYS)(
    'is accessible and looks right at $size px, $theme',
    async ({ viewport, theme }) => {
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
      await eventually(() => weight(page, 'Deadlift', 1).count()).toBe(0)
      await weight(page, 'Deadlift', 2).fill('325')
      await expectAccessible(page)
      await screenshot(page, `session-${viewport.width}-${theme}`)
      await viewportShot(page, `session-top-${viewport.width}-${theme}`)
      await page.getByRole('button', { name: 'Add Exercise' }).click()
      await page.getByRole('dialog').getByText('Deadlift').waitFor()
      await expectAccessible(page)
      await viewportShot(page, `session-picker-${viewport.width}-${theme}`)
      await page.keyboard.press('Escape')
      await page
        .getByRole('banner')
        .getByRole('button', { name: /, change workout date$/ })
        .click()
      await page.getByRole('grid').waitFor()
      await expectAccessible(page)
      await viewportShot(page, `session-calendar-${viewport.width}-${theme}`)
      await context.close()
    },
  )
})
