import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/tokens-and-restore.md, "a deletion is final": a create that repeats the id of a deleted workout or
 * set (also a set deleted with its workout) answers 410 and makes nothing; another lifter's id
 * stays 409, deleted or not.
 */
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const post = (user: TestUser, url: string, payload: object) =>
  t.injectAs(user, { method: 'POST', url, payload })

async function lifterWithDraft() {
  const lifter = await t.register()
  const day = await f.createDay(lifter, { name: 'Push' })
  const workoutId = randomUUID()
  await f.call(lifter, 'POST', '/api/workouts', { id: workoutId, workoutDayId: day.id }, 201)
  return { lifter, day, workoutId }
}

const setBody = (workoutId: string, id: string) => ({
  id,
  workoutId,
  exerciseName: 'Bench Press',
  setNumber: 1,
  weight: '135',
  reps: 5,
  completed: true,
})

describe('a deleted workout', () => {
  it('does not come back from a retried create: 410, and nothing is made', async () => {
    const { lifter, day, workoutId } = await lifterWithDraft()
    const setId = randomUUID()
    await f.call(lifter, 'POST', '/api/workout-sets', setBody(workoutId, setId), 201)
    // Another device deletes the draft; this one retries its create, whose answer was lost.
    await f.call(lifter, 'DELETE', `/api/workouts/${workoutId}`, undefined, 204)
    const again = await post(lifter, '/api/workouts', { id: workoutId, workoutDayId: day.id })
    expect(again.statusCode).toBe(410)
    expect(again.json()).toEqual({ message: expect.stringMatching(/^id: .*deleted/) })
    // Its set went with it, and is final too.
    const set = await post(lifter, '/api/workout-sets', setBody(workoutId, setId))
    expect(set.statusCode).toBe(410)
    expect(await f.call(lifter, 'GET', '/api/workouts/drafts')).toEqual([])
    expect((await t.injectAs(lifter, { url: `/api/workouts/${workoutId}` })).statusCode).toBe(404)
  })

  it('of a completed workout is final as well', async () => {
    const { lifter, workoutId } = await lifterWithDraft()
    await f.complete(lifter, workoutId)
    await f.call(lifter, 'DELETE', `/api/workouts/${workoutId}`, undefined, 204)
    const day = await f.createDay(lifter, { name: 'Pull' })
    const again = await post(lifter, '/api/workouts', { id: workoutId, workoutDayId: day.id })
    expect(again.statusCode).toBe(410)
    expect(await f.call(lifter, 'GET', '/api/workouts')).toEqual([])
  })
})

describe('a deleted set', () => {
  it('does not come back into its draft: 410', async () => {
    const { lifter, workoutId } = await lifterWithDraft()
    const setId = randomUUID()
    await f.call(lifter, 'POST', '/api/workout-sets', setBody(workoutId, setId), 201)
    await f.call(lifter, 'DELETE', `/api/workout-sets/${setId}`, undefined, 204)
    const again = await post(lifter, '/api/workout-sets', setBody(workoutId, setId))
    expect(again.statusCode).toBe(410)
    expect(await f.call(lifter, 'GET', `/api/workouts/${workoutId}/sets`)).toEqual([])
  })

  it('does not come back into a completed workout (history being edited): 410', async () => {
    const { lifter, workoutId } = await lifterWithDraft()
    const setId = randomUUID()
    await f.call(lifter, 'POST', '/api/workout-sets', setBody(workoutId, setId), 201)
    await f.complete(lifter, workoutId)
    await f.call(lifter, 'DELETE', `/api/workout-sets/${setId}`, undefined, 204)
    const again = await post(lifter, '/api/workout-sets', setBody(workoutId, setId))
    expect(again.statusCode).toBe(410)
    const [workout] = await f.call<Array<{ totalVolume: number }>>(lifter, 'GET', '/api/workouts')
    expect(workout!.totalVolume).toBe(0)
  })

  it('a new id in the same workout is still welcome', async () => {
    const { lifter, workoutId } = await lifterWithDraft()
    const setId = randomUUID()
    await f.call(lifter, 'POST', '/api/workout-sets', setBody(workoutId, setId), 201)
    await f.call(lifter, 'DELETE', `/api/workout-sets/${setId}`, undefined, 204)
    await f.call(lifter, 'POST', '/api/workout-sets', setBody(workoutId, randomUUID()), 201)
  })
})

describe('another lifter’s id', () => {
  it('stays 409, deleted or not, and tells nothing of the deletion', async () => {
    const { lifter, workoutId } = await lifterWithDraft()
    const setId = randomUUID()
    await f.call(lifter, 'POST', '/api/workout-sets', setBody(workoutId, setId), 201)
    const stranger = await t.register()
    const strangersDay = await f.createDay(stranger, { name: 'Mine' })
    const strangersWorkout = await f.startWorkout(stranger, strangersDay.id)

    const tries = () =>
      Promise.all([
        post(stranger, '/api/workouts', { id: workoutId, workoutDayId: strangersDay.id }),
        post(stranger, '/api/workout-sets', setBody(strangersWorkout.id, setId)),
      ])
    const before = await tries()
    expect(before.map((res) => res.statusCode)).toEqual([409, 409])

    await f.call(lifter, 'DELETE', `/api/workouts/${workoutId}`, undefined, 204)
    const after = await tries()
    expect(after.map((res) => res.statusCode)).toEqual([409, 409])
    expect(after.map((res) => res.json())).toEqual(before.map((res) => res.json()))
    expect(await f.call(stranger, 'GET', '/api/workouts/drafts')).toHaveLength(1)
    expect(await f.call(stranger, 'GET', `/api/workouts/${strangersWorkout.id}/sets`)).toEqual([])
  })
})

describe('an account deleted', () => {
  it('takes its tombstones with it', async () => {
    const { lifter, workoutId } = await lifterWithDraft()
    await f.call(lifter, 'DELETE', `/api/workouts/${workoutId}`, undefined, 204)
    const gone = await t.injectAs(lifter, {
      method: 'DELETE',
      url: '/api/auth/user',
      payload: { password: lifter.password },
    })
    expect(gone.statusCode).toBe(204)
    const next = await t.register()
    const day = await f.createDay(next, { name: 'Push' })
    await f.call(next, 'POST', '/api/workouts', { id: workoutId, workoutDayId: day.id }, 201)
  })
})
