import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DraftWorkout, Workout } from '#shared/contract/workouts.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-tokens-and-values.md: POST /api/workout-days/{id}/draft gets the day's open
 * draft or makes one, atomically per lifter and day: devices entering at once share one draft.
 */
let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser

beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
})
afterAll(() => t.close())

const enter = (user: TestUser, dayId: string, payload?: object) =>
  t.injectAs(user, {
    method: 'POST',
    url: `/api/workout-days/${dayId}/draft`,
    ...(payload && { payload }),
  })
const draftsOf = async (dayId: string) =>
  (await f.call<DraftWorkout[]>(lifter, 'GET', '/api/workouts/drafts')).filter(
    (draft) => draft.workoutDayId === dayId,
  )

describe('POST /api/workout-days/{id}/draft', () => {
  it('makes the day’s draft (201, with the id asked for), then answers it (200)', async () => {
    const day = await f.createDay(lifter, { name: 'Push' })
    const id = crypto.randomUUID()
    const made = await enter(lifter, day.id, { id })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.json()).toMatchObject({ id, workoutDayId: day.id, completedAt: null })
    const again = await enter(lifter, day.id)
    expect(again.statusCode).toBe(200)
    expect(again.json().id).toBe(id)
    const otherId = await enter(lifter, day.id, { id: crypto.randomUUID() })
    expect(otherId.statusCode).toBe(200)
    expect(otherId.json().id).toBe(id)
    expect(await draftsOf(day.id)).toHaveLength(1)

    // Completed, it is no draft: the next entry makes one.
    await f.complete(lifter, id)
    const next = await enter(lifter, day.id)
    expect(next.statusCode).toBe(201)
    expect(next.json().id).not.toBe(id)
  })

  it('four devices entering at once share one draft', async () => {
    const day = await f.createDay(lifter, { name: 'Legs' })
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => enter(lifter, day.id, { id: crypto.randomUUID() })),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201])
    const ids = new Set(answers.map((res) => (res.json() as Workout).id))
    expect(ids.size).toBe(1)
    expect(await draftsOf(day.id)).toHaveLength(1)
  })

  it('POST /api/workouts keeps its meaning: another draft', async () => {
    const day = await f.createDay(lifter, { name: 'Pull' })
    expect((await enter(lifter, day.id)).statusCode).toBe(201)
    await f.startWorkout(lifter, day.id)
    expect(await draftsOf(day.id)).toHaveLength(2)
  })

  it('another lifter’s day is 404; a field it does not take is 400; a deleted id is 410', async () => {
    const day = await f.createDay(lifter, { name: 'Arms' })
    const stranger = await t.register()
    const theirs = await enter(stranger, day.id)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ message: 'Workout day not found' })
    expect(await draftsOf(day.id)).toHaveLength(0)

    const extra = await enter(lifter, day.id, { workoutDayId: day.id })
    expect(extra.statusCode).toBe(400)
    expect(extra.json()).toEqual({ message: 'workoutDayId: is not a field this route takes' })

    const gone = (await enter(lifter, day.id)).json() as Workout
    await f.call(lifter, 'DELETE', `/api/workouts/${gone.id}`, undefined, 204)
    expect((await enter(lifter, day.id, { id: gone.id })).statusCode).toBe(410)
  })
})
