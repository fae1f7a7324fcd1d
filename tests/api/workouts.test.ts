import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
let owner: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  owner = await t.register()
  stranger = await t.register()
})
afterAll(() => t.close())

describe('POST /api/workouts', () => {
  it('starts a draft named after its day', async () => {
    const day = await f.createDay(owner, { name: 'Legs' })
    const workout = await f.startWorkout(owner, day.id)
    expect(workout).toEqual({
      id: expect.any(String),
      workoutDayId: day.id,
      workoutDayName: 'Legs',
      startedAt: expect.any(String),
      completedAt: null,
      totalVolume: 0,
    })
    expect(Math.abs(Date.parse(workout.startedAt) - Date.now())).toBeLessThan(60_000)
  })

  it("answers 404 for another user's day or an unknown one, 400 for a malformed one", async () => {
    const theirs = await f.createDay(stranger)
    for (const workoutDayId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.injectAs(owner, {
        method: 'POST',
        url: '/api/workouts',
        payload: { workoutDayId },
      })
      expect(res.statusCode).toBe(404)
    }
    const bad = await t.injectAs(owner, {
      method: 'POST',
      url: '/api/workouts',
      payload: { workoutDayId: 'x' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^workoutDayId: /)
  })
})

describe('POST /api/workouts with a client-chosen id (docs/product/nothing-lost.md)', () => {
  it('creates once: a repeat answers 200 with the same workout and changes nothing', async () => {
    const day = await f.createDay(owner, { name: 'Pull' })
    const id = randomUUID()
    const first = await f.call(owner, 'POST', '/api/workouts', { id, workoutDayId: day.id }, 201)
    expect(first).toMatchObject({ id, workoutDayId: day.id, workoutDayName: 'Pull' })
    // The day is renamed meanwhile: the repeat still answers the workout as it was made.
    await f.call(owner, 'PATCH', `/api/workout-days/${day.id}`, { name: 'Pull B' })
    const again = await f.call(owner, 'POST', '/api/workouts', { id, workoutDayId: day.id }, 200)
    expect(again).toEqual(first)
    const drafts = await f.call<Array<{ id: string }>>(owner, 'GET', '/api/workouts/drafts')
    expect(drafts.filter((d) => d.id === id)).toHaveLength(1)
  })

  it("answers 409 for an id of another lifter's workout, and leaves it alone", async () => {
    const other = await t.register()
    const theirDay = await f.createDay(other, { name: 'Theirs' })
    const id = randomUUID()
    await f.call(other, 'POST', '/api/workouts', { id, workoutDayId: theirDay.id }, 201)
    const myDay = await f.createDay(owner)
    const res = await t.injectAs(owner, {
      method: 'POST',
      url: '/api/workouts',
      payload: { id, workoutDayId: myDay.id },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/^id: /)
    const theirs = await f.call(other, 'GET', `/api/workouts/${id}`)
    expect(theirs).toMatchObject({ id, workoutDayId: theirDay.id, workoutDayName: 'Theirs' })
    const mine = await f.call<Array<{ id: string }>>(owner, 'GET', '/api/workouts/drafts')
    expect(mine.some((d) => d.id === id)).toBe(false)
  })

  it('answers 400 for an id that is not a UUID, and 404 for a new id on an unknown day', async () => {
    const day = await f.createDay(owner)
    const bad = await t.injectAs(owner, {
      method: 'POST',
      url: '/api/workouts',
      payload: { id: 'abc', workoutDayId: day.id },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^id: /)
    const unknown = await t.injectAs(owner, {
      method: 'POST',
      url: '/api/workouts',
      payload: { id: randomUUID(), workoutDayId: randomUUID() },
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('makes one workout from concurrent repeats', async () => {
    const day = await f.createDay(owner)
    const id = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.injectAs(owner, {
          method: 'POST',
          url: '/api/workouts',
          payload: { id, workoutDayId: day.id },
        }),
      ),
    )
    const codes = answers.map((res) => res.statusCode).sort()
    expect(codes).toEqual([200, 200, 200, 200, 201])
    expect(new Set(answers.map((res) => res.json().id))).toEqual(new Set([id]))
  })
})

describe('completing and volume', () => {
  it('computes totalVolume over completed sets only, additional weight at half, warm-ups included', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const base = { workoutId: workout.id, exerciseName: 'Bench Press' }
    await f.logSet(owner, {
      ...base,
      setNumber: 1,
      weight: '95',
      reps: 10,
      isWarmup: true,
      completed: true,
    })
    await f.logSet(owner, {
      ...base,
      setNumber: 2,
      weight: '185',
      reps: 5,
      completed: true,
      additionalMode: 'chains',
      additionalWeight: '40',
    })
    await f.logSet(owner, { ...base, setNumber: 3, weight: '185', reps: 5, completed: false })
    // A draft has no volume yet.
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).totalVolume).toBe(0)
    const done = await f.complete(owner, workout.id)
    expect(done.completedAt).not.toBeNull()
    expect(done.totalVolume).toBe(95 * 10 + (185 + 20) * 5)
  })

  it('recomputes volume when a set of a completed workout changes, and ignores a client figure', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const set = await f.logSet(owner, {
      workoutId: workout.id,
      exerciseName: 'Squat',
      weight: '225',
      reps: 5,
      completed: true,
    })
    await f.complete(owner, workout.id)
    await f.call(owner, 'PATCH', `/api/workout-sets/${set.id}`, { reps: 8 })
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).totalVolume).toBe(1800)
    const patched = await f.patchWorkout(owner, workout.id, { totalVolume: 1 })
    expect(patched.totalVolume).toBe(1800)
    await f.logSet(owner, {
      workoutId: workout.id,
      exerciseName: 'Squat',
      setNumber: 2,
      weight: '100.5',
      reps: 2,
      completed: true,
    })
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).totalVolume).toBe(2001)
  })

  it('keeps the first completion time when completed twice', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const first = await f.complete(owner, workout.id)
    const second = await f.complete(owner, workout.id)
    expect(second.completedAt).toBe(first.completedAt)
  })
})

describe('PATCH /api/workouts/{id}', () => {
  it('moves startedAt and completedAt, but never into the future', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const moved = await f.patchWorkout(owner, workout.id, { startedAt: '2026-01-05T10:00:00.000Z' })
    expect(moved.startedAt).toBe('2026-01-05T10:00:00.000Z')
    const future = new Date(Date.now() + 86_400_000).toISOString()
    for (const field of ['startedAt', 'completedAt']) {
      const res = await t.injectAs(owner, {
        method: 'PATCH',
        url: `/api/workouts/${workout.id}`,
        payload: { [field]: future },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(new RegExp(`^${field}: `))
    }
    for (const payload of [{}, { startedAt: 'yesterday' }, { startedAt: 42 }]) {
      const res = await t.injectAs(owner, {
        method: 'PATCH',
        url: `/api/workouts/${workout.id}`,
        payload,
      })
      expect(res.statusCode).toBe(400)
    }
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).startedAt).toBe(
      '2026-01-05T10:00:00.000Z',
    )
  })
})

describe('PATCH /api/workouts/{id} with sets: one request, all or nothing (docs/product/nothing-lost.md)', () => {
  type Set = { id: string; weight: string; reps: number; isWarmup: boolean; notes: string | null }
  type Listed = {
    id: string
    totalVolume: number
    exercises: Array<{ name: string; isPR: boolean }>
  }

  async function history(user: TestUser) {
    return f.call<Listed[]>(user, 'GET', '/api/workouts-with-sets')
  }

  it('applies the times and every set, with totals and PRs recomputed', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const older = await f.completedWorkout(user, day.id, '2026-02-01T10:00:00.000Z', [
      { exerciseName: 'Bench', weight: '100', reps: 5 },
      { exerciseName: 'Bench', weight: '100', reps: 5, notes: 'grindy' },
      // Left open in the session, marked done from history.
      { exerciseName: 'Bench', weight: '10', reps: 1, completed: false },
    ])
    const newer = await f.completedWorkout(user, day.id, '2026-02-08T10:00:00.000Z', [
      { exerciseName: 'Bench', weight: '110', reps: 5 },
    ])
    expect((await history(user)).map((w) => w.exercises[0]!.isPR)).toEqual([true, true])
    const [a, b, open] = await f.call<Set[]>(user, 'GET', `/api/workouts/${older.id}/sets`)

    const patched = await f.patchWorkout(user, older.id, {
      startedAt: '2026-02-02T09:00:00.000Z',
      completedAt: '2026-02-02T10:00:00.000Z',
      sets: [
        { id: a!.id, weight: '120', isWarmup: false },
        { id: b!.id, reps: 3, notes: null, additionalMode: 'chains', additionalWeight: '20' },
        { id: open!.id, completed: true },
      ],
    })
    expect(patched).toMatchObject({
      completedAt: '2026-02-02T10:00:00.000Z',
      // 120 × 5 + (100 + ½ × 20) × 3 + 10 × 1
      totalVolume: 940,
    })
    const sets = await f.call<Set[]>(user, 'GET', `/api/workouts/${older.id}/sets`)
    expect(sets).toEqual([
      expect.objectContaining({ id: a!.id, weight: '120', reps: 5, notes: null }),
      expect.objectContaining({
        id: b!.id,
        weight: '100',
        reps: 3,
        notes: null,
        additionalMode: 'chains',
        additionalWeight: '20',
      }),
      expect.objectContaining({ id: open!.id, completed: true }),
    ])
    // 120 × 5 now beats the later 110 × 5: the later workout is no longer a PR.
    const listed = await history(user)
    expect(listed.map((w) => [w.id, w.exercises[0]!.isPR])).toEqual([
      [newer.id, false],
      [older.id, true],
    ])
  })

  it('answers 400 naming the set and field when one set is invalid, and changes nothing', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const workout = await f.completedWorkout(user, day.id, '2026-03-01T10:00:00.000Z', [
      { exerciseName: 'Row', weight: '80', reps: 10 },
      { exerciseName: 'Row', weight: '80', reps: 10 },
    ])
    const before = await f.call<Set[]>(user, 'GET', `/api/workouts/${workout.id}/sets`)
    for (const [bad, field] of [
      [{ reps: -1 }, 'sets.1.reps'],
      [{ weight: 'heavy' }, 'sets.1.weight'],
      [{ notes: 'x'.repeat(2001) }, 'sets.1.notes'],
      [{ additionalMode: 'bands' }, 'sets.1.additionalMode'],
      [{ id: 'nope' }, 'sets.1.id'],
      [{ id: before[0]!.id }, 'sets'],
    ] as const) {
      const res = await t.injectAs(user, {
        method: 'PATCH',
        url: `/api/workouts/${workout.id}`,
        payload: {
          completedAt: '2026-03-02T10:00:00.000Z',
          sets: [
            { id: before[0]!.id, weight: '200' },
            { id: before[1]!.id, ...bad },
          ],
        },
      })
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(res.json().message.startsWith(`${field}: `), res.json().message).toBe(true)
    }
    expect(await f.call<Set[]>(user, 'GET', `/api/workouts/${workout.id}/sets`)).toEqual(before)
    expect(await f.call(user, 'GET', `/api/workouts/${workout.id}`)).toEqual(workout)
  })

  it("answers 404 for a set of another workout or another lifter's, and changes nothing", async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const workout = await f.completedWorkout(user, day.id, '2026-04-01T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '200', reps: 5 },
    ])
    const other = await f.completedWorkout(user, day.id, '2026-04-02T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '210', reps: 5 },
    ])
    const [mine] = await f.call<Set[]>(user, 'GET', `/api/workouts/${workout.id}/sets`)
    const [elsewhere] = await f.call<Set[]>(user, 'GET', `/api/workouts/${other.id}/sets`)
    const someone = await t.register()
    const theirDay = await f.createDay(someone)
    const theirWorkout = await f.startWorkout(someone, theirDay.id)
    const theirs = await f.logSet(someone, { workoutId: theirWorkout.id, exerciseName: 'X' })
    for (const foreign of [elsewhere!.id, theirs.id]) {
      const res = await t.injectAs(user, {
        method: 'PATCH',
        url: `/api/workouts/${workout.id}`,
        payload: {
          completedAt: '2026-04-01T11:00:00.000Z',
          sets: [
            { id: mine!.id, reps: 1 },
            { id: foreign, reps: 1 },
          ],
        },
      })
      expect(res.statusCode).toBe(404)
    }
    expect(await f.call(user, 'GET', `/api/workouts/${workout.id}/sets`)).toEqual([mine])
    expect(await f.call(user, 'GET', `/api/workouts/${other.id}/sets`)).toEqual([elsewhere])
    expect(await f.call(someone, 'GET', `/api/workouts/${theirWorkout.id}/sets`)).toEqual([theirs])
    expect(await f.call(user, 'GET', `/api/workouts/${workout.id}`)).toEqual(workout)
    // And the lifter's own workout through another's eyes stays 404.
    const res = await t.injectAs(someone, {
      method: 'PATCH',
      url: `/api/workouts/${workout.id}`,
      payload: { sets: [{ id: mine!.id, reps: 2 }] },
    })
    expect(res.statusCode).toBe(404)
  })
})

describe('drafts', () => {
  it('lists workouts not yet completed, newest first, with exercise counts', async () => {
    const user = await t.register()
    const day = await f.createDay(user, {
      name: 'Pull',
      exercises: [
        { name: 'Row', sets: [] },
        { name: 'Curl', sets: [] },
      ],
    })
    const older = await f.startWorkout(user, day.id)
    await f.patchWorkout(user, older.id, { startedAt: '2026-03-01T08:00:00.000Z' })
    const newer = await f.startWorkout(user, day.id)
    const done = await f.startWorkout(user, day.id)
    await f.complete(user, done.id)
    const drafts = await f.call<
      Array<{ id: string; exerciseCount: number; workoutDayName: string }>
    >(user, 'GET', '/api/workouts/drafts')
    expect(drafts.map((d) => d.id)).toEqual([newer.id, older.id])
    expect(drafts[0]).toMatchObject({
      workoutDayId: day.id,
      workoutDayName: 'Pull',
      exerciseCount: 2,
      completedAt: null,
    })
    expect(await f.call(stranger, 'GET', '/api/workouts/drafts')).toEqual([])
  })

  it("names a draft after its day's current name", async () => {
    const user = await t.register()
    const day = await f.createDay(user, { name: 'Push' })
    await f.startWorkout(user, day.id)
    await f.call(user, 'PATCH', `/api/workout-days/${day.id}`, { name: 'Push A' })
    const [draft] = await f.call<Array<{ workoutDayName: string }>>(
      user,
      'GET',
      '/api/workouts/drafts',
    )
    expect(draft!.workoutDayName).toBe('Push A')
  })

  it('keeps a draft whose day was deleted, counting its logged exercises', async () => {
    const user = await t.register()
    const day = await f.createDay(user, { name: 'Temp' })
    const draft = await f.startWorkout(user, day.id)
    await f.logSet(user, { workoutId: draft.id, exerciseName: 'Lunge', weight: '50', reps: 10 })
    await f.call(user, 'DELETE', `/api/workout-days/${day.id}`, undefined, 204)
    const [listed] = await f.call<
      Array<{ workoutDayId: string | null; workoutDayName: string; exerciseCount: number }>
    >(user, 'GET', '/api/workouts/drafts')
    expect(listed).toMatchObject({ workoutDayId: null, workoutDayName: 'Temp', exerciseCount: 1 })
  })
})

describe('DELETE /api/workouts/{id}', () => {
  it('deletes the workout and its sets', async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const set = await f.logSet(owner, {
      workoutId: workout.id,
      exerciseName: 'Dip',
      weight: '0',
      reps: 10,
    })
    await f.call(owner, 'DELETE', `/api/workouts/${workout.id}`, undefined, 204)
    expect(
      (await t.injectAs(owner, { method: 'GET', url: `/api/workouts/${workout.id}` })).statusCode,
    ).toBe(404)
    expect(
      (
        await t.injectAs(owner, {
          method: 'PATCH',
          url: `/api/workout-sets/${set.id}`,
          payload: { reps: 1 },
        })
      ).statusCode,
    ).toBe(404)
  })
})

describe('GET /api/workouts', () => {
  it('lists completed workouts only, newest first, paged by limit and before', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const times = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05'].map(
      (d) => `${d}T12:00:00.000Z`,
    )
    for (const time of times) await f.completedWorkout(user, day.id, time, [])
    await f.startWorkout(user, day.id)
    const all = await f.call<Array<{ completedAt: string }>>(user, 'GET', '/api/workouts')
    expect(all.map((w) => w.completedAt)).toEqual([...times].reverse())
    const first = await f.call<Array<{ completedAt: string }>>(user, 'GET', '/api/workouts?limit=2')
    expect(first.map((w) => w.completedAt)).toEqual([times[4], times[3]])
    const next = await f.call<Array<{ completedAt: string }>>(
      user,
      'GET',
      `/api/workouts?limit=2&before=${encodeURIComponent(first[1]!.completedAt)}`,
    )
    expect(next.map((w) => w.completedAt)).toEqual([times[2], times[1]])
    const last = await f.call<Array<{ completedAt: string }>>(
      user,
      'GET',
      `/api/workouts?limit=2&before=${encodeURIComponent(next[1]!.completedAt)}`,
    )
    expect(last.map((w) => w.completedAt)).toEqual([times[0]])
    expect(
      await f.call(user, 'GET', `/api/workouts?before=${encodeURIComponent(times[0]!)}`),
    ).toEqual([])
    expect(await f.call(user, 'GET', '/api/workouts?limit=500')).toHaveLength(5)
    for (const query of ['limit=0', 'limit=abc', 'before=soon']) {
      expect(
        (await t.injectAs(user, { method: 'GET', url: `/api/workouts?${query}` })).statusCode,
      ).toBe(400)
    }
  })
})

describe('isolation', () => {
  it("answers 404 for another user's workout and sets on every route, and changes nothing", async () => {
    const day = await f.createDay(owner)
    const workout = await f.startWorkout(owner, day.id)
    const set = await f.logSet(owner, {
      workoutId: workout.id,
      exerciseName: 'Bench',
      weight: '100',
      reps: 5,
    })
    const attempts = [
      { method: 'GET', url: `/api/workouts/${workout.id}` },
      {
        method: 'PATCH',
        url: `/api/workouts/${workout.id}`,
        payload: { startedAt: '2026-01-01T00:00:00.000Z' },
      },
      { method: 'POST', url: `/api/workouts/${workout.id}/complete` },
      { method: 'GET', url: `/api/workouts/${workout.id}/sets` },
      { method: 'DELETE', url: `/api/workouts/${workout.id}` },
      {
        method: 'POST',
        url: '/api/workout-sets',
        payload: { workoutId: workout.id, exerciseName: 'X', setNumber: 1 },
      },
      { method: 'PATCH', url: `/api/workout-sets/${set.id}`, payload: { reps: 99 } },
      { method: 'DELETE', url: `/api/workout-sets/${set.id}` },
    ] as const
    for (const attempt of attempts) {
      const res = await t.injectAs(stranger, attempt)
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404)
    }
    const sets = await f.call<Array<{ reps: number }>>(
      owner,
      'GET',
      `/api/workouts/${workout.id}/sets`,
    )
    expect(sets.map((s) => s.reps)).toEqual([5])
    expect((await f.call(owner, 'GET', `/api/workouts/${workout.id}`)).completedAt).toBeNull()
    for (const url of ['/api/workouts', '/api/workouts-with-sets', '/api/workouts/drafts']) {
      const theirs = await f.call<Array<{ id: string }>>(stranger, 'GET', url)
      expect(theirs.some((w) => w.id === workout.id)).toBe(false)
    }
  })

  it('answers 401 without a session on every workout route', async () => {
    for (const url of [
      '/api/workouts',
      '/api/workouts/drafts',
      '/api/workouts-with-sets',
      '/api/stats',
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401)
    }
  })
})
