import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-accounts-and-devices.md: a queued write names its lifter (x-ironlog-lifter); sent while another
 * lifter is signed in on the device, it is refused (401, so the outbox keeps it) and nothing of
 * it lands in the signed-in lifter's account.
 */
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

describe('a write carrying its lifter', () => {
  it('goes through while that lifter is signed in', async () => {
    const lifter = await t.register()
    const day = await f.createDay(lifter)
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workouts',
      headers: { 'x-ironlog-lifter': lifter.id },
      payload: { id: randomUUID(), workoutDayId: day.id },
    })
    expect(res.statusCode).toBe(201)
  })

  it('is refused with 401 while another lifter is signed in, and writes nothing', async () => {
    const a = await t.register()
    const b = await t.register()
    const aDay = await f.createDay(a, { name: 'A’s day' })
    const aWorkout = await f.startWorkout(a, aDay.id)
    const bDay = await f.createDay(b, { name: 'B’s day' })
    const bWorkout = await f.startWorkout(b, bDay.id)
    // A's tab, with B's cookie: even writes B's account would take are refused.
    const asB = { cookie: b.cookie }
    const writes = [
      {
        method: 'POST',
        url: '/api/workouts',
        payload: { id: randomUUID(), workoutDayId: bDay.id },
      },
      {
        method: 'POST',
        url: '/api/workout-sets',
        payload: { workoutId: bWorkout.id, exerciseName: 'Curl', setNumber: 1, reps: 5 },
      },
      {
        method: 'POST',
        url: '/api/workout-sets',
        payload: { workoutId: aWorkout.id, exerciseName: 'Curl', setNumber: 1, reps: 5 },
      },
      { method: 'POST', url: `/api/workouts/${bWorkout.id}/complete` },
      { method: 'DELETE', url: `/api/workouts/${bWorkout.id}` },
    ] as const
    for (const write of writes) {
      const res = await t.injectAs(asB, { ...write, headers: { 'x-ironlog-lifter': a.id } })
      expect(res.statusCode, `${write.method} ${write.url}`).toBe(401)
      expect(res.json()).toEqual({ message: expect.stringMatching(/^Unauthorized/) })
    }
    expect(await f.call(b, 'GET', '/api/workouts/drafts')).toEqual([
      expect.objectContaining({ id: bWorkout.id, completedAt: null }),
    ])
    expect(await f.call(b, 'GET', `/api/workouts/${bWorkout.id}/sets`)).toEqual([])
    expect(await f.call(a, 'GET', `/api/workouts/${aWorkout.id}/sets`)).toEqual([])
  })
})
