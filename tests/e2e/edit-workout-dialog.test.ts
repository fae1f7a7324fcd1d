import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  expectAccessible,
  launchBrowser,
  newContext,
  signUpViaApi,
} from '../support/browser.ts'

// Issue 12: the Edit Workout dialog in the session's compact set rows.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

type ServerSet = {
  setNumber: number
  weight: string
  reps: number
  isWarmup: boolean
  additionalMode: string | null
  additionalWeight: string
  notes: string | null
}

/** Push: a warm-up 95×10 and 185×5 'Felt heavy', completed yesterday. */
async function seedWorkout(context: BrowserContext): Promise<string> {
  const post = async (url: string, data?: object) => {
    const res = await context.request.post(url, { data })
    expect(res.ok(), `${url}: ${res.status()}`).toBe(true)
    return (await res.json()) as { id: string }
  }
  const day = await post('/api/workout-days', {
    name: 'Push',
    exercises: [{ name: 'Bench Press', sets: [{ isWarmup: true }, { isWarmup: false }] }],
  })
  const workout = await post('/api/workouts', { workoutDayId: day.id })
  for (const set of [
    { setNumber: 1, weight: '95', reps: 10, isWarmup: true },
    { setNumber: 2, weight: '185', reps: 5, isWarmup: false, notes: 'Felt heavy' },
  ]) {
    await post('/api/workout-sets', {
      ...set,
      workoutId: workout.id,
      exerciseName: 'Bench Press',
      completed: true,
    })
  }
  await post(`/api/workouts/${workout.id}/complete`)
  return workout.id
}

async function serverSets(context: BrowserContext, workoutId: string) {
  const res = await context.request.get(`/api/workouts/${workoutId}/sets`)
  const sets = (await res.json()) as ServerSet[]
  return sets
    .sort((a, b) => a.setNumber - b.setNumber)
    .map((s) => [s.weight, s.reps, s.isWarmup, s.additionalMode, s.additionalWeight, s.notes])
}

describe('Edit Workout dialog', () => {
  it.each(DISPLAYS)(
    'at $size px in $theme theme edits a weight and a mode in compact rows, and the server has them',
    async ({ size, theme, viewport }) => {
      const context = await newContext(browser, { viewport, theme })
      await signUpViaApi(context)
      const workoutId = await seedWorkout(context)
      const page = await context.newPage()
      await page.goto('/history')
      // From the card's ⋯ menu (issue 32).
      await page.getByRole('button', { name: /^Workout options: / }).click()
      await page.getByRole('menuitem', { name: 'Edit Workout' }).click()
      const dialog = page.getByRole('dialog', { name: 'Edit Workout' })
      const set1 = dialog.getByRole('group', { name: 'Bench Press set 1' })
      const set2 = dialog.getByRole('group', { name: 'Bench Press set 2' })
      await set2.waitFor()

      // One compact row per set: type, weight and reps on a line, nothing else until needed.
      expect((await set1.boundingBox())!.height).toBeLessThanOrEqual(72)
      const [type, weight, reps] = [
        (await set1.getByRole('button', { name: /^Warm-up set type/ }).boundingBox())!,
        (await set1.getByLabel('Weight (lbs)', { exact: true }).boundingBox())!,
        (await set1.getByLabel('Reps', { exact: true }).boundingBox())!,
      ]
      expect(Math.abs(type.y - weight.y)).toBeLessThan(4)
      expect(Math.abs(weight.y - reps.y)).toBeLessThan(4)
      expect(await set1.getByLabel('Notes').count()).toBe(0)
      expect(await set1.getByLabel(/additional weight/).count()).toBe(0)
      // A set's notes show when it has some.
      expect(await set2.getByLabel('Notes').inputValue()).toBe('Felt heavy')

      await set2.getByLabel('Weight (lbs)', { exact: true }).fill('190')
      await set2.getByRole('button', { name: 'Set options for Bench Press set 2' }).click()
      await page.getByRole('menuitem', { name: 'Chains', exact: true }).click()
      const chains = set2.getByLabel(/Chains: additional weight \(lbs\)$/)
      // docs/product/states.md: a chosen mode starts its additional weight at 0.
      expect(await chains.inputValue()).toBe('0')
      await chains.fill('20')
      await set1.getByRole('button', { name: /^Warm-up set type/ }).click()
      await page.getByRole('menuitemradio', { name: 'Working' }).click()
      await set1.getByRole('button', { name: /^Working set type/ }).waitFor()

      const save = dialog.getByRole('button', { name: 'Save Changes' })
      const saveBox = (await save.boundingBox())!
      expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(viewport.height)
      await expectAccessible(page)
      if (process.env.SCREENSHOTS) {
        await page.screenshot({ path: `.screenshots/history-edit-compact-${size}-${theme}.png` })
      }
      await save.click()
      await expect
        .poll(() => serverSets(context, workoutId), { timeout: 15_000 })
        .toEqual([
          ['95', 10, false, null, '0', null],
          ['190', 5, false, 'chains', '20', 'Felt heavy'],
        ])
      await context.close()
    },
  )

  it('adds a note from the set menu, and Cancel leaves the workout as it was', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const workoutId = await seedWorkout(context)
    const before = await serverSets(context, workoutId)
    const page = await context.newPage()
    await page.goto('/history')
    await page.getByRole('button', { name: /^Workout options: / }).click()
    await page.getByRole('menuitem', { name: 'Edit Workout' }).click()
    const dialog = page.getByRole('dialog', { name: 'Edit Workout' })
    const set1 = dialog.getByRole('group', { name: 'Bench Press set 1' })
    await set1.getByRole('button', { name: 'Set options for Bench Press set 1' }).click()
    await page.getByRole('menuitem', { name: 'Add Note', exact: true }).click()
    await set1.getByLabel('Notes').fill('Easy')
    await set1.getByLabel('Reps', { exact: true }).fill('12')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    expect(await serverSets(context, workoutId)).toEqual(before)
    await context.close()
  })
})
