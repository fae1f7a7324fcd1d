import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExerciseTemplate, WorkoutDay } from '#shared/contract/workout-days.ts'
import {
  DESKTOP,
  DISPLAYS,
  PHONE,
  eventually,
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

async function signedIn(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, options)
  await signUpViaApi(context)
  const page = await context.newPage()
  return { context, page }
}

async function seedDay(
  context: BrowserContext,
  name: string,
  exercises: ExerciseTemplate[] = [],
  icon = 'dumbbell',
): Promise<WorkoutDay> {
  const res = await context.request.post('/api/workout-days', { data: { name, icon, exercises } })
  expect(res.status()).toBe(201)
  return (await res.json()) as WorkoutDay
}

async function allDays(context: BrowserContext): Promise<WorkoutDay[]> {
  const res = await context.request.get('/api/workout-days?includeArchived=true')
  return (await res.json()) as WorkoutDay[]
}

async function openSettings(page: Page) {
  await page.goto('/settings')
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor()
}

/** The visible toast (Radix also mirrors its text into a hidden live region). */
async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('li[data-state="open"]').filter({ hasText: title })
  await toast.first().waitFor()
  if (description) expect(await toast.first().innerText()).toContain(description)
}

function card(page: Page, name: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
}

const WARMUP = { isWarmup: true, kind: 'warmup' } as const
const WORKING = { isWarmup: false, kind: 'working' } as const
const THREE_SETS = [WARMUP, WARMUP, WORKING]

describe('settings: workout days', () => {
  it('shows the empty state, then creates a day with a name and an icon', async () => {
    const { context, page } = await signedIn()
    await openSettings(page)
    await page.getByText('No active workout days yet.').waitFor()
    expect(await page.getByRole('button', { name: 'Share' }).isDisabled()).toBe(true)
    expect(await page.getByRole('heading', { level: 2, name: 'Preferences' }).count()).toBe(1)

    await page.getByRole('button', { name: 'Create Your First Day' }).click()
    const dialog = page.getByRole('dialog', { name: 'Create Workout Day' })
    await dialog.waitFor()
    const save = dialog.getByRole('button', { name: 'Save' })
    expect(await save.isDisabled()).toBe(true)
    await dialog.getByLabel('Day Name').fill('   ')
    expect(await save.isDisabled()).toBe(true)

    // The picker opens on click, shows the catalogue in 5 columns and closes after a pick.
    await dialog.getByRole('button', { name: 'Icon Dumbbell' }).click()
    const grid = page.getByRole('group', { name: 'Icons' })
    await grid.waitFor()
    expect(await grid.getByRole('button').count()).toBe(31)
    expect(
      await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length),
    ).toBe(5)
    await grid.getByRole('button', { name: 'Chest', exact: true }).click()
    await expect.poll(() => grid.count()).toBe(0)
    await dialog.getByRole('button', { name: 'Icon Chest' }).waitFor()

    // Enter submits; the name is trimmed.
    await dialog.getByLabel('Day Name').fill('  Push Day ')
    expect(await save.isDisabled()).toBe(false)
    await dialog.getByLabel('Day Name').press('Enter')
    await expectToast(page, 'Day Created')
    await expect.poll(() => dialog.count()).toBe(0)
    await card(page, 'Push Day').getByText('0 exercises').waitFor()
    expect(await page.getByRole('button', { name: 'Share' }).isDisabled()).toBe(false)

    const [day] = await allDays(context)
    expect(day).toMatchObject({ name: 'Push Day', icon: 'chest', archived: false, exercises: [] })

    // Editing name and icon goes through the same dialog.
    await card(page, 'Push Day').getByRole('button', { name: 'Edit Push Day' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit Workout Day' })
    expect(await edit.getByLabel('Day Name').inputValue()).toBe('Push Day')
    await edit.getByRole('button', { name: 'Icon Chest' }).click()
    // Keyboard: the chosen icon has focus; arrows move through the grid, Enter picks.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Chest')
    // Chest, down a row of five to Triceps, right to Biceps.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    await edit.getByRole('button', { name: 'Icon Biceps' }).waitFor()
    await edit.getByLabel('Day Name').fill('Push')
    await edit.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Day Updated')
    await card(page, 'Push').waitFor()
    expect((await allDays(context))[0]).toMatchObject({ name: 'Push', icon: 'biceps' })
    await context.close()
  }, 120_000)

  it('edits exercises: add, rename, reorder, set types and modes, remove sets down to one', async () => {
    const { context, page } = await signedIn({ viewport: PHONE })
    await seedDay(context, 'Push')
    await openSettings(page)
    await card(page, 'Push').getByRole('button', { name: 'Edit Exercises' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
    await dialog.waitFor()
    const addInput = dialog.getByLabel('Add an exercise')

    // Add: trimmed, with Enter or the button; empty and duplicate names are ignored.
    await addInput.fill('  Bench Press  ')
    await addInput.press('Enter')
    await addInput.fill('Dips')
    await dialog.getByRole('button', { name: 'Add', exact: true }).click()
    await addInput.fill('Overhead Press')
    await addInput.press('Enter')
    await addInput.fill('Dips')
    await addInput.press('Enter')
    await dialog.getByText('Dips is already in this day.').waitFor()
    await addInput.fill('   ')
    expect(await dialog.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true)
    await dialog.getByText('All changes saved').waitFor()
    await expect
      .poll(async () => (await allDays(context))[0]!.exercises)
      .toEqual([
        { name: 'Bench Press', sets: THREE_SETS },
        { name: 'Dips', sets: THREE_SETS },
        { name: 'Overhead Press', sets: THREE_SETS },
      ])

    // Rename: Enter confirms, Escape cancels (and keeps the dialog open), a case-insensitive
    // duplicate cancels, blur confirms.
    await dialog.getByRole('button', { name: 'Rename Bench Press' }).click()
    await dialog.getByLabel('New name for Bench Press').fill('Incline Bench')
    await dialog.getByLabel('New name for Bench Press').press('Enter')
    await dialog.getByRole('button', { name: 'Rename Incline Bench' }).click()
    await dialog.getByLabel('New name for Incline Bench').fill('Something else')
    await dialog.getByLabel('New name for Incline Bench').press('Escape')
    await dialog.getByRole('button', { name: 'Rename Incline Bench' }).waitFor()
    expect(await dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Rename Overhead Press' }).click()
    await dialog.getByLabel('New name for Overhead Press').fill('DIPS')
    await dialog.getByLabel('New name for Overhead Press').press('Enter')
    await dialog.getByRole('button', { name: 'Rename Overhead Press' }).click()
    await dialog.getByLabel('New name for Overhead Press').fill('  ')
    await dialog.getByLabel('New name for Overhead Press').press('Enter')
    await dialog.getByRole('button', { name: 'Rename Overhead Press' }).click()
    await dialog.getByLabel('New name for Overhead Press').fill('Shoulder Press')
    await addInput.click() // blur confirms
    await dialog.getByRole('button', { name: 'Rename Shoulder Press' }).waitFor()

    // Reorder by keyboard: focus stays on the moved exercise.
    await dialog.getByRole('button', { name: 'Move Shoulder Press up' }).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    expect(await dialog.getByRole('button', { name: 'Move Shoulder Press up' }).isDisabled()).toBe(
      true,
    )
    await dialog.getByRole('button', { name: 'Move Incline Bench down' }).click()

    // Sets of Dips: set 3 to warm-up with chains, set 1 eccentric then back to none,
    // and remove sets until one remains.
    await dialog.getByRole('button', { name: 'Working set type of Set 3 of Dips, change' }).click()
    await page.getByRole('menuitemradio', { name: 'Warm-up' }).click()
    await dialog
      .getByRole('button', { name: 'Warm-up set type of Set 3 of Dips, change' })
      .waitFor()
    await dialog.getByRole('combobox', { name: 'Set 3 of Dips: additional weight mode' }).click()
    await page.getByRole('option', { name: 'Chains', exact: true }).click()
    await dialog.getByRole('combobox', { name: 'Set 1 of Dips: additional weight mode' }).click()
    await page.getByRole('option', { name: 'Eccentric' }).click()
    await dialog.getByRole('combobox', { name: 'Set 1 of Dips: additional weight mode' }).click()
    await page.getByRole('option', { name: 'None' }).click()
    await dialog.getByRole('button', { name: 'Remove set 1 of Dips' }).click()
    await dialog.getByRole('button', { name: 'Remove set 1 of Dips' }).click()
    expect(await dialog.getByRole('button', { name: 'Remove set 1 of Dips' }).isDisabled()).toBe(
      true,
    )
    // Shoulder Press gets an extra working set; Incline Bench's inverse chains on its last set.
    await dialog.getByRole('button', { name: 'Add Set to Shoulder Press' }).click()
    await dialog
      .getByRole('combobox', { name: 'Set 3 of Incline Bench: additional weight mode' })
      .click()
    await page.getByRole('option', { name: 'Inverse Chains' }).click()

    await dialog.getByText('All changes saved').waitFor()
    await screenshot(page, 'settings-edit-exercises-390-dark')
    await expectAccessible(page)
    await expect
      .poll(async () => (await allDays(context))[0]!.exercises)
      .toEqual([
        { name: 'Shoulder Press', sets: [...THREE_SETS, WORKING] },
        { name: 'Dips', sets: [{ ...WARMUP, mode: 'chains' }] },
        {
          name: 'Incline Bench',
          sets: [WARMUP, WARMUP, { ...WORKING, mode: 'inverseChains' }],
        },
      ])

    // Remove an exercise; Done closes with one confirmation toast; the card follows.
    await dialog.getByRole('button', { name: 'Remove Dips' }).click()
    await dialog.getByText('All changes saved').waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expectToast(page, 'Day Updated')
    await card(page, 'Push').getByText('2 exercises').waitFor()
    expect(await card(page, 'Push').innerText()).toContain('Shoulder Press · Incline Bench')
    await context.close()
  }, 120_000)

  it('archives, shows archived, unarchives and deletes, clearing each day’s stored session', async () => {
    const { context, page } = await signedIn({ viewport: DESKTOP })
    const legs = await seedDay(context, 'Legs', [{ name: 'Squat', sets: THREE_SETS }], 'legs')
    const pull = await seedDay(context, 'Pull', [], 'back')
    // Legs was trained on Jan 5, 2024: its card says when.
    const workout = await (
      await context.request.post('/api/workouts', { data: { workoutDayId: legs.id } })
    ).json()
    expect((await context.request.post(`/api/workouts/${workout.id}/complete`)).status()).toBe(200)
    const at = '2024-01-05T12:00:00.000Z'
    const patched = await context.request.patch(`/api/workouts/${workout.id}`, {
      data: { startedAt: at, completedAt: at },
    })
    expect(patched.status()).toBe(200)
    await openSettings(page)
    await card(page, 'Legs').getByText('1 exercise', { exact: true }).waitFor()
    expect(await card(page, 'Legs').innerText()).toContain('Last: Jan 5, 2024')
    await card(page, 'Pull').getByText('0 exercises').waitFor()
    expect(await card(page, 'Pull').innerText()).not.toContain('Last:')

    const storeSessions = () =>
      page.evaluate(
        ([legsId, pullId]) => {
          localStorage.setItem(`workout-session-${legsId}-exercises`, '[]')
          localStorage.setItem(`workout-session-${legsId}-workoutId`, '"x"')
          localStorage.setItem(`workout-session-${pullId}-exercises`, '[]')
        },
        [legs.id, pull.id],
      )
    const storedKeys = () =>
      page.evaluate(() =>
        Object.keys(localStorage)
          .filter((key) => key.startsWith('workout-session-'))
          .sort(),
      )

    // Archive Legs: it leaves the active list and only its entries are cleared.
    await storeSessions()
    await card(page, 'Legs').getByRole('button', { name: 'Archive Legs' }).click()
    await expectToast(page, 'Day Archived')
    await expect.poll(() => card(page, 'Legs').count()).toBe(0)
    expect(await storedKeys()).toEqual([`workout-session-${pull.id}-exercises`])

    await page.getByRole('button', { name: 'Show Archived' }).click()
    await card(page, 'Legs').waitFor()
    expect(await card(page, 'Pull').count()).toBe(0)
    await screenshot(page, 'settings-archived-1280-dark')
    await expectAccessible(page)

    // Unarchive Legs: the archived list is empty, Legs is back among the active days.
    await storeSessions()
    await card(page, 'Legs').getByRole('button', { name: 'Unarchive Legs' }).click()
    await expectToast(page, 'Day Unarchived')
    await page.getByText('No archived workout days.').waitFor()
    expect(await storedKeys()).toEqual([`workout-session-${pull.id}-exercises`])
    await page.getByRole('button', { name: 'Show Active' }).click()
    await card(page, 'Legs').waitFor()

    // Delete asks the browser first: dismissing keeps the day, accepting deletes it.
    await storeSessions()
    page.once('dialog', (dialog) => void dialog.dismiss())
    await card(page, 'Pull').getByRole('button', { name: 'Delete Pull' }).click()
    expect((await allDays(context)).map((day) => day.name)).toEqual(['Legs', 'Pull'])
    page.once('dialog', (dialog) => {
      expect(dialog.type()).toBe('confirm')
      void dialog.accept()
    })
    await card(page, 'Pull').getByRole('button', { name: 'Delete Pull' }).click()
    await expectToast(page, 'Day Deleted')
    await expect.poll(() => card(page, 'Pull').count()).toBe(0)
    expect((await allDays(context)).map((day) => day.name)).toEqual(['Legs'])
    expect(await storedKeys()).toEqual([
      `workout-session-${legs.id}-exercises`,
      `workout-session-${legs.id}-workoutId`,
    ])

    // Editing the day's exercises clears its entries too.
    await card(page, 'Legs').getByRole('button', { name: 'Edit Exercises' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
    await dialog.getByRole('button', { name: 'Add Set to Squat' }).click()
    await dialog.getByText('All changes saved').waitFor()
    expect(await storedKeys()).toEqual([])
    await context.close()
  }, 120_000)

  it('says so when the days cannot be loaded or saved', async () => {
    const { context, page } = await signedIn({ serviceWorkers: 'block' })
    await seedDay(context, 'Push', [{ name: 'Bench Press', sets: THREE_SETS }])
    // The network fails once for the list, then works again.
    let failList = true
    await page.route('**/api/workout-days', (route) =>
      failList ? ((failList = false), route.abort('failed')) : route.fallback(),
    )
    await openSettings(page)
    await expectToast(page, 'Error', 'Failed to fetch workout days')
    await page.getByRole('button', { name: 'Try again' }).click()
    await card(page, 'Push').waitFor()

    // A save that fails says 'Not saved' and keeps the change for another try.
    await card(page, 'Push').getByRole('button', { name: 'Edit Exercises' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
    await page.route('**/api/workout-days/*', (route) =>
      route.request().method() === 'PATCH' ? route.abort('failed') : route.fallback(),
    )
    await dialog.getByRole('button', { name: 'Add Set to Bench Press' }).click()
    await expectToast(page, 'Error', 'Failed to update workout day')
    await dialog.getByText('Not saved.').waitFor()
    await page.unroute('**/api/workout-days/*')
    await dialog.getByRole('button', { name: 'Try again' }).click()
    await dialog.getByText('All changes saved').waitFor()
    expect((await allDays(context))[0]!.exercises[0]!.sets).toHaveLength(4)
    await context.close()
  })

  it('switches the theme from Preferences', async () => {
    const { context, page } = await signedIn()
    await openSettings(page)
    const toggle = page.getByRole('switch', { name: 'Dark Mode' })
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    await toggle.click()
    expect(await page.evaluate(() => document.documentElement.className)).toContain('light')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    await context.close()
  })

  it('switches the weight unit to kilograms, and home shows kg lifted', async () => {
    const { context, page } = await signedIn()
    const day = await seedDay(context, 'Push', [{ name: 'Bench Press', sets: THREE_SETS }])
    const workout = await (
      await context.request.post('/api/workouts', { data: { workoutDayId: day.id } })
    ).json()
    // 100 kg as stored (220.462 lb) for 10 reps: 1,000 kg of volume.
    await context.request.post('/api/workout-sets', {
      data: {
        workoutId: workout.id,
        exerciseName: 'Bench Press',
        setNumber: 1,
        weight: '220.462',
        reps: 10,
        completed: true,
      },
    })
    await context.request.post(`/api/workouts/${workout.id}/complete`)

    await openSettings(page)
    const units = page.getByRole('radiogroup', { name: 'Weight Unit' })
    await eventually(() => units.getByRole('radio', { name: 'Pounds (lbs)' }).isChecked()).toBe(
      true,
    )
    await units.getByText('Kilograms (kg)').click()
    await expect
      .poll(async () => (await (await context.request.get('/api/auth/user')).json()).unit)
      .toBe('kg')
    // The server's answer reaches the screen a render later.
    await eventually(() => units.getByRole('radio', { name: 'Kilograms (kg)' }).isChecked()).toBe(
      true,
    )

    await page.getByRole('link', { name: 'Back to home' }).click()
    const volume = page.getByRole('region', { name: 'Your Stats' })
    await expect.poll(() => volume.innerText()).toContain('kg lifted')
    expect(await volume.innerText()).toContain('1.0K')
    await context.close()
  })

  it('is accessible and looks right at phone and desktop size, dark and light', async () => {
    for (const { viewport, theme } of DISPLAYS) {
      const { context, page } = await signedIn({ viewport, theme })
      const size = `${viewport.width}-${theme}`
      await openSettings(page)
      await page.getByText('No active workout days yet.').waitFor()
      await expectAccessible(page)
      await screenshot(page, `settings-empty-${size}`)

      await seedDay(
        context,
        'Push',
        [
          { name: 'Bench Press', sets: THREE_SETS },
          { name: 'Incline Dumbbell Press', sets: [{ ...WORKING, mode: 'eccentric' }] },
          { name: 'Dips', sets: [{ ...WORKING, mode: 'chains' }] },
        ],
        'chest',
      )
      await seedDay(context, 'Pull', [{ name: 'Deadlift', sets: THREE_SETS }], 'back')
      await seedDay(context, 'Legs', [], 'legs')
      await page.reload()
      await card(page, 'Legs').waitFor()
      await expectAccessible(page)
      await screenshot(page, `settings-${size}`)

      await page.getByRole('button', { name: 'Add Day' }).click()
      const create = page.getByRole('dialog', { name: 'Create Workout Day' })
      await create.getByLabel('Day Name').fill('Arms')
      await expectAccessible(page)
      await screenshot(page, `settings-day-dialog-${size}`)
      await create.getByRole('button', { name: /^Icon/ }).click()
      await page.getByRole('group', { name: 'Icons' }).waitFor()
      await expectAccessible(page)
      await screenshot(page, `settings-icon-picker-${size}`)
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
      await expect.poll(() => create.count()).toBe(0)

      await card(page, 'Push').getByRole('button', { name: 'Edit Exercises' }).click()
      const exercises = page.getByRole('dialog', { name: 'Edit Exercises' })
      await exercises.getByRole('button', { name: 'Rename Dips' }).waitFor()
      await expectAccessible(page)
      await screenshot(page, `settings-exercises-dialog-${size}`)
      await context.close()
    }
  }, 300_000)
})
