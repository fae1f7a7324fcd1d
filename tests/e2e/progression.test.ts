import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PlanOutcome, Progression } from '#shared/contract/progressions.ts'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import {
  DISPLAYS,
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

async function signedIn(options: Parameters<typeof newContext>[1], unit: 'lbs' | 'kg' = 'lbs') {
  const context = await newContext(browser, options)
  await signUpViaApi(context)
  if (unit === 'kg') {
    const res = await context.request.patch('/api/auth/user', { data: { unit } })
    expect(res.status()).toBe(200)
  }
  const page = await context.newPage()
  return { context, page }
}

async function seedDay(context: BrowserContext, name: string, exercises: string[]) {
  const res = await context.request.post('/api/workout-days', {
    data: {
      name,
      exercises: exercises.map((exercise) => ({
        name: exercise,
        sets: [{ isWarmup: true }, { isWarmup: false }, { isWarmup: false }],
      })),
    },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as WorkoutDay
}

async function rule(context: BrowserContext, name: string) {
  const res = await context.request.get(`/api/progressions/${encodeURIComponent(name)}`)
  return res.status() === 200 ? ((await res.json()) as Progression) : null
}

/** A completed workout of the day with `sets` of `exercise`, now. */
async function completedSession(
  context: BrowserContext,
  dayId: string,
  exercise: string,
  sets: Array<[string, number]>,
) {
  const workout = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
  const { id } = (await workout.json()) as { id: string }
  for (const [index, [weight, reps]] of sets.entries()) {
    const res = await context.request.post('/api/workout-sets', {
      data: {
        workoutId: id,
        exerciseName: exercise,
        setNumber: index + 1,
        weight,
        reps,
        completed: true,
      },
    })
    expect(res.status()).toBe(201)
  }
  expect((await context.request.post(`/api/workouts/${id}/complete`)).status()).toBe(200)
}

async function openEditor(page: Page, day: string) {
  await page.goto('/settings')
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: day, exact: true }) })
    .getByRole('button', { name: 'Edit Exercises' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
  await dialog.waitFor()
  return dialog
}

/** Waits for the toast (one at a time) to say all of `texts`. */
async function expectToast(page: Page, ...texts: string[]) {
  const region = page.getByRole('region', { name: /Notifications/ })
  for (const text of texts) await eventually(() => region.innerText()).toContain(text)
}

async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
    true,
  )
}

describe.each(DISPLAYS)('progression at $size px, $theme', ({ viewport, theme, size }) => {
  it('a linear rule set in the routine editor plans the session: one tap logs the plan, Finish says what changes, the next session has it', async () => {
    // A kilogram lifter on the desktop: the rule, the one-tap values and the notice in kg.
    const unit = size === '390' ? 'lbs' : 'kg'
    const { context, page } = await signedIn({ viewport, theme }, unit)
    const day = await seedDay(context, 'Legs', ['Squat'])
    const dialog = await openEditor(page, 'Legs')
    await dialog.getByRole('button', { name: 'Set Rule for Squat' }).click()
    const form = dialog.getByRole('form', { name: 'Progression rule for Squat' })
    await form.getByRole('radio', { name: 'Linear' }).click()
    await form.getByLabel(`Weight (${unit})`).fill(unit === 'kg' ? '60' : '135')
    await form.getByLabel('Sets').fill('2')
    await form.getByLabel('Reps').fill('5')
    await form.getByRole('button', { name: 'Save Rule' }).click()
    await form.getByText('Rule saved').waitFor()
    await dialog.getByRole('button', { name: 'Done' }).click()

    await openSession(page, day.id)
    const start = unit === 'kg' ? '60' : '135'
    await page.getByText(`First session of the rule: ${start} × 5, 2 sets`).waitFor()
    const weight = (set: number) => page.getByLabel(`Squat set ${set} Weight (${unit})`)
    const complete = (set: number) =>
      page.getByRole('button', { name: `Complete Squat set ${set}` })
    // The warm-up has no target; the working sets offer the plan's.
    expect(await weight(1).getAttribute('placeholder')).toBe('0')
    expect(await weight(2).getAttribute('placeholder')).toBe(start)
    expect(await page.getByLabel('Squat set 2 Reps').getAttribute('placeholder')).toBe('5')
    expect(await complete(2).getAttribute('title')).toBe(`Log ${start} × 5`)
    await expectAccessible(page)
    await screenshot(page, `session-plan-${size}-${theme}`)

    await weight(1).fill('20')
    await page.getByLabel('Squat set 1 Reps').fill('10')
    await complete(1).click()
    // One tap each: the plan's values are logged.
    await complete(2).click()
    await complete(3).click()
    const logged = page.getByRole('list', { name: 'Squat sets' })
    await eventually(() => logged.getByText(`${start} ${unit} × 5`).count()).toBe(2)

    await page.getByRole('button', { name: 'Finish Workout' }).click()
    const next = unit === 'kg' ? '62.5 kg' : '140 lbs'
    await expectToast(page, 'Workout Complete!', `Next time: Squat ${next}.`)
    await page.waitForURL((url) => url.pathname === '/')

    await openSession(page, day.id)
    const reason =
      unit === 'kg'
        ? '60 × 5 on all 2 sets last time: +2.5 kg'
        : '135 × 5 on all 2 sets last time: +5 lbs'
    await page.getByText(reason).waitFor()
    expect(await weight(2).getAttribute('placeholder')).toBe(next.split(' ')[0])
    await expectAccessible(page)
    await screenshot(page, `session-plan-next-${size}-${theme}`)
    await context.close()
  })

  it('sets a linear rule in the routine editor: the sets show its targets', async () => {
    const { context, page } = await signedIn({ viewport, theme })
    await seedDay(context, 'Legs', ['Squat', 'Leg Curl'])
    const dialog = await openEditor(page, 'Legs')
    const squat = dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Rename Squat' }) })
    await squat.getByText('No rule: you choose the weights each time.').waitFor()
    await expectAccessible(page)
    await screenshot(page, `routine-editor-${size}-${theme}`)

    await squat.getByRole('button', { name: 'Set Rule for Squat' }).click()
    const form = squat.getByRole('form', { name: 'Progression rule for Squat' })
    await form.getByRole('radio', { name: 'Linear' }).click()
    // A bad field is named where it is.
    await form.getByLabel('Weight (lbs)').fill('heavy')
    await form.getByRole('button', { name: 'Save Rule' }).click()
    await form.getByText('Enter a weight from 0 to 10,000 lbs').waitFor()
    await form.getByLabel('Weight (lbs)').fill('185')
    await form.getByLabel('Sets').fill('2')
    await form.getByLabel('Reps').fill('5')
    // The preview is the shared arithmetic's, before anything is saved.
    await form.getByText('First session: 2 × 5 at 185 lbs').waitFor()
    await form.getByText('Then, if each session succeeds: 190 lbs, 195 lbs, 200 lbs.').waitFor()
    await expectAccessible(page)
    await form.scrollIntoViewIfNeeded()
    await screenshot(page, `routine-editor-rule-${size}-${theme}`)
    await form.getByRole('button', { name: 'Save Rule' }).click()
    await form.getByText('Rule saved').waitFor()

    expect(await rule(context, 'Squat')).toMatchObject({
      type: 'linear',
      weight: '185',
      sets: 2,
      reps: 5,
      increment: '5',
      roundTo: '5',
    })
    // The day's sets show the plan as their targets: warm-up none, working 185 × 5.
    await eventually(() => squat.getByText('Target 185 × 5').count()).toBe(2)
    await squat.getByText('Next: 2 × 5 at 185 lbs').waitFor()
    await form.getByText('First session of the rule: 185 × 5, 2 sets').waitFor()
    await expectAccessible(page)
    await squat.scrollIntoViewIfNeeded()
    await screenshot(page, `routine-editor-saved-${size}-${theme}`)
    await context.close()
  })

  it('shows the rule, the plan ahead and each past outcome on the progress page', async () => {
    const { context, page } = await signedIn({ viewport, theme })
    const day = await seedDay(context, 'Push', ['Bench Press'])
    const put = await context.request.put('/api/progressions/Bench%20Press', {
      data: { type: 'linear', weight: '135', sets: 2, reps: 5, increment: '5' },
    })
    expect(put.status()).toBe(200)
    await completedSession(context, day.id, 'Bench Press', [
      ['135', 5],
      ['135', 5],
    ])
    await completedSession(context, day.id, 'Bench Press', [
      ['140', 5],
      ['140', 3],
    ])
    await page.goto('/progress/Bench%20Press')
    const plan = page.getByRole('region', { name: 'Plan' })
    await plan.getByText('Next: 2 × 5 at 140 lbs').waitFor()
    await plan
      .getByText(
        '140 × 5 on all 2 sets not reached last time: same weight (1 of 3 misses before a deload)',
      )
      .waitFor()
    const ahead = plan.getByRole('table', { name: 'The plan ahead, if each session succeeds' })
    expect(await ahead.locator('tbody tr').allInnerTexts()).toEqual([
      'Next\t140 lbs × 5',
      '+1\t145 lbs × 5',
      '+2\t150 lbs × 5',
      '+3\t155 lbs × 5',
      '+4\t160 lbs × 5',
    ])
    const outcomes = await plan.locator('ol li').allInnerTexts()
    expect(outcomes).toHaveLength(2)
    expect(outcomes[0]).toMatch(/140 lbs × 5\s+Missed$/)
    expect(outcomes[1]).toMatch(/135 lbs × 5\s+Success$/)
    await expectAccessible(page)
    await screenshot(page, `progress-plan-${size}-${theme}`)

    // The rule is set here too: removing it leaves the exercise without a plan.
    await plan.getByRole('button', { name: 'Edit Rule' }).click()
    await plan.getByRole('radio', { name: 'None' }).click()
    await plan.getByRole('button', { name: 'Remove Rule' }).click()
    await plan.getByText('No progression rule for Bench Press.', { exact: false }).waitFor()
    expect(await rule(context, 'Bench Press')).toBeNull()
    await context.close()
  })

  it('starts the 5×5 program from /programs and lands on its new days', async () => {
    const unit = size === '390' ? 'lbs' : 'kg'
    const { context, page } = await signedIn({ viewport, theme }, unit)
    await page.goto('/')
    await page.getByRole('link', { name: 'Start a Program' }).click()
    await page.waitForURL((url) => url.pathname === '/programs')
    const program = page.getByRole('region', { name: '5×5 Strength' })
    await program.getByLabel('Squat').waitFor()
    await expectAccessible(page)
    await screenshot(page, `programs-${size}-${theme}`)

    await program.getByLabel('Squat').fill(unit === 'kg' ? '60' : '135')
    await program.getByLabel('Deadlift').fill('x')
    await program.getByRole('button', { name: 'Start 5×5 Strength' }).click()
    await program.getByText(`Enter a weight in ${unit}, or leave it empty`).waitFor()
    await program.getByLabel('Deadlift').fill(unit === 'kg' ? '80' : '185')
    await program.getByRole('button', { name: 'Start 5×5 Strength' }).click()

    await page.getByRole('heading', { name: '5×5 Strength is ready' }).waitFor()
    const days = page.getByRole('link', { name: /^Workout [AB]/ })
    await eventually(() => days.count()).toBe(2)
    await expectAccessible(page)
    await screenshot(page, `programs-started-${size}-${theme}`)
    expect(await rule(context, 'Squat')).toMatchObject({
      type: 'linear',
      weight: unit === 'kg' ? '132.277' : '135',
      sets: 5,
      reps: 5,
    })
    expect(await rule(context, 'Deadlift')).toMatchObject({ sets: 1, increment: '10' })

    // The day's plan is in the lifter's unit on the progress page.
    const squatPlan = (await (
      await context.request.get('/api/progressions/Squat/plan')
    ).json()) as PlanOutcome
    expect(squatPlan.next.weight).toBe(unit === 'kg' ? '132.277' : '135')
    await days.first().click()
    await page.waitForURL((url) => url.pathname.startsWith('/workout/'))
    await context.close()
  })
})
