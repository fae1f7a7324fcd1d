import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

/** The browser's local calendar day `daysAgo` days back. */
function localDay(daysAgo: number) {
  const date = new Date(Date.now() - daysAgo * 86_400_000)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

async function api(context: BrowserContext, method: string, url: string, data?: object) {
  const res = await context.request.fetch(url, { method, ...(data && { data }) })
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300)
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>)
}

/** A workout of `dayId` completed now with the given completed sets. */
async function completedWorkout(
  context: BrowserContext,
  dayId: string,
  sets: { exerciseName: string; weight: string; reps: number; isWarmup?: boolean }[],
) {
  const workout = await api(context, 'POST', '/api/workouts', { workoutDayId: dayId })
  for (const [index, set] of sets.entries()) {
    await api(context, 'POST', '/api/workout-sets', {
      workoutId: workout!.id,
      setNumber: index + 1,
      completed: true,
      ...set,
    })
  }
  await api(context, 'POST', `/api/workouts/${String(workout!.id)}/complete`)
}

describe('body weight (issue 33)', () => {
  DISPLAYS.forEach((display) =>
    it(`is logged in kg on home and seen in the chart at ${display.size} px, ${display.theme}`, async () => {
      const context = await newContext(browser, display)
      await signUpViaApi(context)
      await api(context, 'PATCH', '/api/auth/user', { unit: 'kg' })
      // Earlier weigh-ins, stored in pounds: 83 kg and 82.7 kg.
      await api(context, 'PUT', `/api/body-weights/${localDay(9)}`, { weight: '182.984' })
      await api(context, 'PUT', `/api/body-weights/${localDay(4)}`, { weight: '182.322' })
      const page = await context.newPage()
      await page.goto('/')

      const input = page.getByLabel("Today's body weight (kg)")
      await input.fill('500 kg')
      await page.getByRole('button', { name: 'Log', exact: true }).click()
      await page.getByText('Enter a weight from 9.08 to 680.38 kg.').waitFor()
      await input.fill('82,4')
      await page.getByRole('button', { name: 'Log', exact: true }).click()
      await page.getByText('Logged 82.4 kg for today.').waitFor()
      // Stored in pounds, and read back as entered.
      const stored = await api(context, 'GET', `/api/body-weights?from=${localDay(0)}`)
      expect(stored).toEqual([{ date: localDay(0), weight: '181.661' }])
      await screenshot(page, `body-weight-home-${display.size}-${display.theme}`)
      await expectAccessible(page)

      await page.getByRole('link', { name: 'Body weight trend' }).click()
      await page.getByRole('heading', { name: 'Body Weight', level: 1 }).waitFor()
      const figure = page.getByRole('figure')
      await figure.locator('canvas').first().waitFor()
      expect(await figure.innerText()).toContain('Trend')
      expect(await page.getByRole('figure').locator('p.sr-only').innerText()).toContain(
        'Body weight over 3 days: 83 kg',
      )
      await page.getByRole('heading', { name: 'Latest' }).waitFor()
      expect(
        await page
          .getByRole('list')
          .filter({ hasText: '82.4 kg' })
          .getByRole('listitem')
          .allInnerTexts(),
      ).toEqual([
        expect.stringContaining('82.4 kg'),
        expect.stringContaining('82.7 kg'),
        expect.stringContaining('83 kg'),
      ])
      await screenshot(page, `body-weight-screen-${display.size}-${display.theme}`)
      await expectAccessible(page)

      // A weigh-in goes; the list and the chart follow.
      await page
        .getByRole('button', { name: /^Delete the body weight of / })
        .first()
        .click()
      await eventually(() => page.getByText('82.4 kg', { exact: true }).count()).toBe(0)
      await context.close()
    }),
  )
})

describe('exercise pickers suggest the catalogue (issue 33)', () => {
  it('adds Romanian Deadlift to a session from three letters', async () => {
    const context = await newContext(browser, DISPLAYS[0]!)
    await signUpViaApi(context)
    const day = await api(context, 'POST', '/api/workout-days', {
      name: 'Pull',
      exercises: [{ name: 'Barbell Row', sets: [{ isWarmup: false }] }],
    })
    const page = await context.newPage()
    await page.goto(`/workout/${String(day!.id)}`)
    await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
      true,
    )
    await page.getByRole('button', { name: 'Add Exercise' }).click()
    const picker = page.getByRole('dialog', { name: 'Add Exercise' })
    await picker.getByLabel('Search or name a new exercise').fill('rom')
    const suggestions = picker.getByRole('list', { name: 'From the catalogue' })
    await suggestions.waitFor()
    expect((await suggestions.getByRole('listitem').allInnerTexts())[0]).toBe('Romanian Deadlift')
    await screenshot(page, 'picker-catalogue-390-dark')
    await expectAccessible(page)
    await suggestions.getByRole('button', { name: 'Romanian Deadlift', exact: true }).click()
    await eventually(() => picker.count()).toBe(0)
    await page.getByLabel('Romanian Deadlift set 1 Weight (lbs)').waitFor()
    // The day's edit goes through the outbox: it reaches the server a moment after the screen.
    await eventually(async () => {
      const saved = await api(context, 'GET', `/api/workout-days/${String(day!.id)}`)
      return (saved!.exercises as { name: string }[]).map((e) => e.name)
    }).toEqual(['Barbell Row', 'Romanian Deadlift'])
    await context.close()
  })

  it('offers the lifter’s own names, then the catalogue’s, in the day editor', async () => {
    const context = await newContext(browser, DISPLAYS[0]!)
    await signUpViaApi(context)
    await api(context, 'POST', '/api/workout-days', {
      name: 'Legs',
      exercises: [{ name: 'Zercher Lunge', sets: [{ isWarmup: false }] }],
    })
    await api(context, 'POST', '/api/workout-days', { name: 'Arms' })
    const page = await context.newPage()
    await page.goto('/settings')
    await page
      .getByRole('listitem')
      .filter({ hasText: 'Arms' })
      .getByRole('button', { name: 'Edit Exercises' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Exercises' })
    const input = dialog.getByLabel('Add an exercise')
    const listId = (await input.getAttribute('list'))!
    const options = () =>
      page
        .locator(`datalist[id="${listId}"] option`)
        .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value))
    // The lifter's own name first, then the catalogue's.
    await eventually(async () => (await options())[0]).toBe('Zercher Lunge')
    await eventually(async () => (await options()).length).toBeGreaterThan(120)
    expect(await options()).toContain('Romanian Deadlift')
    await context.close()
  })
})

describe('muscles this week (issue 33)', () => {
  DISPLAYS.forEach((display) =>
    it(`shows the body map after a workout, and assigns an unknown exercise at ${display.size} px, ${display.theme}`, async () => {
      const context = await newContext(browser, display)
      await signUpViaApi(context)
      const day = await api(context, 'POST', '/api/workout-days', { name: 'Push' })
      await completedWorkout(context, String(day!.id), [
        { exerciseName: 'Bench Press (Barbell)', weight: '95', reps: 10, isWarmup: true },
        ...Array.from({ length: 6 }, () => ({
          exerciseName: 'Bench Press (Barbell)',
          weight: '185',
          reps: 5,
        })),
        { exerciseName: 'Lateral Raise', weight: '20', reps: 12 },
        { exerciseName: 'Lateral Raise', weight: '20', reps: 12 },
        { exerciseName: 'Zottman Wobble', weight: '25', reps: 10 },
        { exerciseName: 'Zottman Wobble', weight: '25', reps: 10 },
      ])
      const page = await context.newPage()
      await page.goto('/')
      await page.getByRole('link', { name: /Muscles this week/ }).click()
      await page.getByRole('heading', { name: 'Muscles this week', level: 1 }).waitFor()
      const list = page.getByRole('list', { name: 'Sets per muscle' })
      await list.waitFor()
      const row = (label: string) => list.getByRole('listitem').filter({ hasText: label })
      // Bench 6 hard sets (the warm-up aside): chest 6, front delts and triceps 3.
      expect(await row('Chest').innerText()).toMatch(/Chest\s+6 sets/)
      expect(await row('Triceps').innerText()).toMatch(/3 sets/)
      expect(await row('Side delts').innerText()).toMatch(/2 sets/)
      expect(await row('Quads').innerText()).toMatch(/0 sets/)
      // Shaded on the map by sets: chest a fair week's, side delts a few, quads none.
      const shadeOf = (muscle: string) =>
        page.locator(`svg [data-muscle="${muscle}"]`).first().getAttribute('class')
      expect(await shadeOf('chest')).toBe('fill-primary/70')
      expect(await shadeOf('side-delts')).toBe('fill-primary/40')
      expect(await shadeOf('quads')).toBe('fill-foreground/10')
      await screenshot(page, `muscles-${display.size}-${display.theme}`)
      await expectAccessible(page)

      // The unknown name gets its muscles, and counts.
      await page.getByRole('button', { name: 'Assign muscles to Zottman Wobble' }).click()
      const dialog = page.getByRole('dialog', { name: 'Muscles of Zottman Wobble' })
      await dialog
        .getByRole('group', { name: 'Works most (1 a set)' })
        .getByRole('button', { name: 'Forearms' })
        .click()
      const biceps = dialog
        .getByRole('group', { name: 'Helps (0.5 a set)' })
        .getByRole('button', { name: 'Biceps' })
      await biceps.click()
      await eventually(() => biceps.getAttribute('aria-pressed')).toBe('true')
      await screenshot(page, `muscles-assign-${display.size}-${display.theme}`)
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Save muscles' }).click()
      await eventually(() => dialog.count()).toBe(0)
      await eventually(() => row('Forearms').innerText()).toMatch(/2 sets/)
      expect(await row('Biceps').innerText()).toMatch(/1 set$/)
      expect(await page.getByText('Not counted yet').count()).toBe(0)
      await context.close()
    }),
  )

  it('shows a new lifter what to do, on both screens', async () => {
    const context = await newContext(browser, DISPLAYS[0]!)
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/muscles')
    await page.getByText('No hard sets in these 7 days.', { exact: false }).waitFor()
    expect(await page.getByText('Not counted yet').count()).toBe(0)
    // An earlier week, and back: the next-week button stops at this one.
    const next = page.getByRole('button', { name: 'Next week' })
    expect(await next.isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Previous week' }).click()
    await eventually(() => next.isDisabled()).toBe(false)
    await screenshot(page, 'muscles-empty-390-dark')
    await expectAccessible(page)
    await page.goto('/body-weight')
    await page.getByText('No body weight in this period').waitFor()
    await page.getByRole('radio', { name: 'All' }).click()
    await page.getByText('No body weight logged yet').waitFor()
    await screenshot(page, 'body-weight-empty-390-dark')
    await expectAccessible(page)
    await context.close()
  })
})
