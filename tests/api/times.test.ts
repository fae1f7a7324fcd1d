import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-accounts-and-devices.md: every time the API takes lies between 1900 and a day after the server's
 * now, or is 400 naming the field; a year is never rewritten.
 */
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

async function completedWorkout(lifter: TestUser) {
  const day = await f.createDay(lifter)
  return f.completedWorkout(lifter, day.id, '2025-06-01T10:00:00.000Z', [
    { exerciseName: 'Squat', weight: '100', reps: 5 },
  ])
}

describe('PATCH /api/workouts/{id} times', () => {
  it.each([
    ['startedAt', '0001-01-01T00:00:00Z', 'startedAt: must not be before 1900'],
    ['completedAt', '0001-01-01T00:00:00Z', 'completedAt: must not be before 1900'],
    ['startedAt', '1899-12-31T23:59:59.999Z', 'startedAt: must not be before 1900'],
    ['completedAt', '1899-12-31T23:59:59+00:00', 'completedAt: must not be before 1900'],
    ['completedAt', '9999-12-31T00:00:00Z', 'completedAt: must not be more than a day from now'],
  ])('refuses %s %s with 400 naming it, changing nothing', async (field, time, message) => {
    const lifter = await t.register()
    const workout = await completedWorkout(lifter)
    const res = await t.injectAs(lifter, {
      method: 'PATCH',
      url: `/api/workouts/${workout.id}`,
      payload: { [field]: time },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
    expect(await f.call(lifter, 'GET', `/api/workouts/${workout.id}`)).toEqual(workout)
  })

  it('keeps the earliest time it takes exactly as sent: the year is never rewritten', async () => {
    const lifter = await t.register()
    const workout = await completedWorkout(lifter)
    const patched = await f.patchWorkout(lifter, workout.id, {
      startedAt: '1900-01-01T00:00:00.000Z',
      completedAt: '1900-01-01T01:30:00.000Z',
    })
    expect(patched).toMatchObject({
      startedAt: '1900-01-01T00:00:00.000Z',
      completedAt: '1900-01-01T01:30:00.000Z',
    })
    const [listed] = await f.call<Array<{ completedAt: string }>>(lifter, 'GET', '/api/workouts')
    expect(listed!.completedAt).toBe('1900-01-01T01:30:00.000Z')
  })

  it('still refuses a completion in the future (docs/product/settled-details.md), within the day', async () => {
    const lifter = await t.register()
    const workout = await completedWorkout(lifter)
    const res = await t.injectAs(lifter, {
      method: 'PATCH',
      url: `/api/workouts/${workout.id}`,
      payload: { completedAt: inDays(0.5) },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^completedAt: /)
  })
})

describe('history cursors', () => {
  it.each(['0001-01-01T00:00:00Z', inDays(2)])(
    'refuses before=%s with 400 naming it',
    async (before) => {
      const lifter = await t.register()
      for (const url of ['/api/workouts', '/api/workouts-with-sets', '/api/workout-summaries']) {
        const res = await t.injectAs(lifter, { url: `${url}?before=${encodeURIComponent(before)}` })
        expect(res.statusCode, url).toBe(400)
        expect(res.json().message).toMatch(/^before: must not be/)
      }
    },
  )

  it('takes a cursor up to a day ahead (a phone’s clock, another zone)', async () => {
    const lifter = await t.register()
    await completedWorkout(lifter)
    const page = await f.call<unknown[]>(
      lifter,
      'GET',
      `/api/workouts?before=${encodeURIComponent(inDays(0.9))}`,
    )
    expect(page).toHaveLength(1)
  })
})
