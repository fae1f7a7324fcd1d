import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
let owner: TestUser
let workoutId: string
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  owner = await t.register()
  const day = await f.createDay(owner)
  workoutId = (await f.startWorkout(owner, day.id)).id
})
afterAll(() => t.close())

describe('POST /api/workout-sets', () => {
  it('creates a set with defaults and answers weights as decimal strings', async () => {
    const set = await f.logSet(owner, {
      workoutId,
      exerciseName: '  Bench Press ',
      weight: '137.50',
      reps: 8,
    })
    expect(set).toEqual({
      id: expect.any(String),
      workoutId,
      exerciseName: 'Bench Press',
      setNumber: 1,
      weight: '137.5',
      reps: 8,
      completed: false,
      isWarmup: false,
      kind: 'working',
      rpe: null,
      superset: null,
      additionalMode: null,
      additionalWeight: '0',
      duration: null,
      distance: null,
      notes: null,
    })
  })

  it('accepts numbers for weights and round-trips them exactly', async () => {
    const set = await f.logSet(owner, {
      workoutId,
      exerciseName: 'Row',
      weight: 102.25,
      reps: 3,
      additionalMode: 'inverseChains',
      additionalWeight: 12.5,
      notes: 'slow',
    })
    expect(set).toMatchObject({
      weight: '102.25',
      additionalWeight: '12.5',
      additionalMode: 'inverseChains',
      notes: 'slow',
    })
    const [listed] = (
      await f.call<Array<{ id: string; weight: string }>>(
        owner,
        'GET',
        `/api/workouts/${workoutId}/sets`,
      )
    ).filter((s) => s.id === set.id)
    expect(listed!.weight).toBe('102.25')
  })

  it('stores empty notes as none', async () => {
    const set = await f.logSet(owner, { workoutId, exerciseName: 'Row', notes: '   ' })
    expect(set.notes).toBeNull()
  })

  it.each([
    [{ exerciseName: '' }, 'exerciseName'],
    [{ weight: '-5' }, 'weight'],
    [{ weight: 'heavy' }, 'weight'],
    [{ weight: '10001' }, 'weight'],
    [{ reps: 1.5 }, 'reps'],
    [{ reps: -1 }, 'reps'],
    [{ reps: 1001 }, 'reps'],
    [{ additionalMode: 'bands' }, 'additionalMode'],
    [{ additionalWeight: '1e3' }, 'additionalWeight'],
    [{ notes: 'x'.repeat(2001) }, 'notes'],
    [{ setNumber: 0 }, 'setNumber'],
    [{ completed: 'yes' }, 'completed'],
  ])('answers 400 naming the field (case %#: %s)', async (override, field) => {
    const before = (await f.call<unknown[]>(owner, 'GET', `/api/workouts/${workoutId}/sets`)).length
    const res = await t.injectAs(owner, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: { workoutId, exerciseName: 'Squat', setNumber: 1, ...override },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.startsWith(`${field}: `), res.json().message).toBe(true)
    expect(await f.call<unknown[]>(owner, 'GET', `/api/workouts/${workoutId}/sets`)).toHaveLength(
      before,
    )
  })

  it('answers 404 for an unknown workout', async () => {
    const res = await t.injectAs(owner, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: {
        workoutId: '00000000-0000-4000-8000-000000000000',
        exerciseName: 'Squat',
        setNumber: 1,
      },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('POST /api/workout-sets with a client-chosen id (docs/product/nothing-lost.md)', () => {
  it('creates once: a repeat answers 200 with the stored set and changes nothing', async () => {
    const id = randomUUID()
    const body = { id, workoutId, exerciseName: 'Dip', setNumber: 1, weight: '45', reps: 8 }
    const first = await f.call(owner, 'POST', '/api/workout-sets', body, 201)
    expect(first).toMatchObject({ id, weight: '45', reps: 8, completed: false })
    await f.call(owner, 'PATCH', `/api/workout-sets/${id}`, { reps: 10, completed: true })
    // A late retry of the create carries the old values: it must not undo the edit.
    const again = await f.call(owner, 'POST', '/api/workout-sets', body, 200)
    expect(again).toMatchObject({ id, weight: '45', reps: 10, completed: true })
    const sets = await f.call<Array<{ id: string }>>(
      owner,
      'GET',
      `/api/workouts/${workoutId}/sets`,
    )
    expect(sets.filter((s) => s.id === id)).toHaveLength(1)
  })

  it('creates once into a completed workout too, with its volume counted once', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    await f.complete(owner, workout.id)
    const body = {
      id: randomUUID(),
      workoutId: workout.id,
      exerciseName: 'Curl',
      setNumber: 1,
      weight: '40',
      reps: 10,
      completed: true,
    }
    await f.call(owner, 'POST', '/api/workout-sets', body, 201)
    await f.call(owner, 'POST', '/api/workout-sets', body, 200)
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).totalVolume).toBe(400)
  })

  it("answers 409 for an id of another lifter's set, and leaves both sides alone", async () => {
    const stranger = await t.register()
    const theirDay = await f.createDay(stranger)
    const theirWorkout = await f.startWorkout(stranger, theirDay.id)
    const id = randomUUID()
    await f.call(
      stranger,
      'POST',
      '/api/workout-sets',
      {
        id,
        workoutId: theirWorkout.id,
        exerciseName: 'Theirs',
        setNumber: 1,
        weight: '100',
        reps: 1,
      },
      201,
    )
    const res = await t.injectAs(owner, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: { id, workoutId, exerciseName: 'Mine', setNumber: 1, weight: '5', reps: 5 },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/^id: /)
    const theirs = await f.call<Array<{ id: string; exerciseName: string; weight: string }>>(
      stranger,
      'GET',
      `/api/workouts/${theirWorkout.id}/sets`,
    )
    expect(theirs).toEqual([expect.objectContaining({ id, exerciseName: 'Theirs', weight: '100' })])
    const mine = await f.call<Array<{ id: string }>>(
      owner,
      'GET',
      `/api/workouts/${workoutId}/sets`,
    )
    expect(mine.some((s) => s.id === id)).toBe(false)
  })

  it('makes one set from concurrent repeats', async () => {
    const id = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.injectAs(owner, {
          method: 'POST',
          url: '/api/workout-sets',
          payload: { id, workoutId, exerciseName: 'Shrug', setNumber: 1, reps: 12 },
        }),
      ),
    )
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201])
    const sets = await f.call<Array<{ id: string }>>(
      owner,
      'GET',
      `/api/workouts/${workoutId}/sets`,
    )
    expect(sets.filter((s) => s.id === id)).toHaveLength(1)
  })
})

describe('PATCH and DELETE /api/workout-sets/{id}', () => {
  it('changes only the fields sent, and clears notes with null', async () => {
    const set = await f.logSet(owner, {
      workoutId,
      exerciseName: 'Press',
      weight: '95',
      reps: 5,
      notes: 'easy',
    })
    const patched = await f.call(owner, 'PATCH', `/api/workout-sets/${set.id}`, {
      completed: true,
      isWarmup: true,
    })
    expect(patched).toMatchObject({
      weight: '95',
      reps: 5,
      completed: true,
      isWarmup: true,
      notes: 'easy',
    })
    const cleared = await f.call(owner, 'PATCH', `/api/workout-sets/${set.id}`, {
      notes: null,
      additionalMode: 'eccentric',
      additionalWeight: '20',
    })
    expect(cleared).toMatchObject({
      notes: null,
      additionalMode: 'eccentric',
      additionalWeight: '20',
    })
  })

  it('answers 400 for bad input and leaves the set as it was', async () => {
    const set = await f.logSet(owner, { workoutId, exerciseName: 'Press', weight: '95', reps: 5 })
    for (const payload of [{ reps: 'many' }, { weight: -1 }, { exerciseName: 'x'.repeat(101) }]) {
      const res = await t.injectAs(owner, {
        method: 'PATCH',
        url: `/api/workout-sets/${set.id}`,
        payload,
      })
      expect(res.statusCode).toBe(400)
    }
    const [after] = (
      await f.call<Array<{ id: string }>>(owner, 'GET', `/api/workouts/${workoutId}/sets`)
    ).filter((s) => s.id === set.id)
    expect(after).toEqual(set)
  })

  it('deletes a set with 204 and takes it out of the volume', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const keep = await f.logSet(owner, {
      workoutId: workout.id,
      exerciseName: 'Curl',
      weight: '50',
      reps: 10,
      completed: true,
    })
    const drop = await f.logSet(owner, {
      workoutId: workout.id,
      exerciseName: 'Curl',
      setNumber: 2,
      weight: '50',
      reps: 10,
      completed: true,
    })
    expect((await f.complete(owner, workout.id)).totalVolume).toBe(1000)
    await f.call(owner, 'DELETE', `/api/workout-sets/${drop.id}`, undefined, 204)
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).totalVolume).toBe(500)
    const sets = await f.call<Array<{ id: string }>>(
      owner,
      'GET',
      `/api/workouts/${workout.id}/sets`,
    )
    expect(sets.map((s) => s.id)).toEqual([keep.id])
  })

  it('counts every set written while its workout is being completed', async () => {
    // A draft's set writes skip the transaction; a completion racing them must still see them.
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const first = await f.logSet(owner, { workoutId: workout.id, exerciseName: 'Squat' })
    const writes = Array.from({ length: 12 }, (_, i) =>
      t.injectAs(owner, {
        method: 'POST',
        url: '/api/workout-sets',
        payload: {
          workoutId: workout.id,
          exerciseName: 'Squat',
          setNumber: i + 2,
          weight: '100',
          reps: 1,
          completed: true,
        },
      }),
    )
    const edit = t.injectAs(owner, {
      method: 'PATCH',
      url: `/api/workout-sets/${first.id}`,
      payload: { weight: '60', reps: 5, completed: true },
    })
    const completion = t.injectAs(owner, {
      method: 'POST',
      url: `/api/workouts/${workout.id}/complete`,
    })
    const answers = await Promise.all([...writes, edit, completion])
    expect(answers.map((res) => res.statusCode)).toEqual([...writes.map(() => 201), 200, 200])

    const sets = await f.call<Array<{ weight: string; reps: number; completed: boolean }>>(
      owner,
      'GET',
      `/api/workouts/${workout.id}/sets`,
    )
    const volume = sets
      .filter((set) => set.completed)
      .reduce((sum, set) => sum + Number(set.weight) * set.reps, 0)
    expect(volume).toBe(12 * 100 + 300)
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).totalVolume).toBe(volume)
  })
})

describe('GET /api/workouts/{id}/sets', () => {
  it('answers sets grouped by exercise in the order first logged, then by set number', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const log = (exerciseName: string, setNumber: number) =>
      f.logSet(owner, { workoutId: workout.id, exerciseName, setNumber })
    await log('Squat', 2)
    await log('Bench', 1)
    await log('Squat', 1)
    await log('Bench', 2)
    const sets = await f.call<Array<{ exerciseName: string; setNumber: number }>>(
      owner,
      'GET',
      `/api/workouts/${workout.id}/sets`,
    )
    expect(sets.map((s) => `${s.exerciseName}${s.setNumber}`)).toEqual([
      'Squat1',
      'Squat2',
      'Bench1',
      'Bench2',
    ])
  })
})
