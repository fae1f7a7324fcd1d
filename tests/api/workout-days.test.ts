import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ICON_KEYS } from '#shared/domain/icons.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'

let t: TestApp
let owner: TestUser
let stranger: TestUser
beforeAll(async () => {
  t = await buildTestApp()
  owner = await t.register()
  stranger = await t.register()
})
afterAll(() => t.close())

const PUSH = {
  name: 'Push',
  icon: 'chest',
  exercises: [
    {
      name: 'Bench Press',
      sets: [
        { isWarmup: true, kind: 'warmup' },
        { isWarmup: false, kind: 'working', mode: 'chains' },
      ],
    },
    { name: 'Overhead Press', sets: [{ isWarmup: false, kind: 'working' }] },
  ],
}

async function createDay(user: TestUser, body: object = PUSH) {
  const res = await t.injectAs(user, { method: 'POST', url: '/api/workout-days', payload: body })
  expect(res.statusCode).toBe(201)
  return res.json()
}

const get = (user: TestUser, url: string) => t.injectAs(user, { method: 'GET', url })

describe('workout days', () => {
  it('creates a day and answers its whole shape', async () => {
    const day = await createDay(owner)
    expect(day).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Push',
      icon: 'chest',
      archived: false,
      exercises: PUSH.exercises,
      lastWorkout: null,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    })
    expect((await get(owner, `/api/workout-days/${day.id}`)).json()).toEqual(day)
  })

  it("keeps an exercise's remembered rest, within 15 to 900 seconds (docs/product/progress-and-gym-floor.md)", async () => {
    const day = await createDay(owner, {
      name: 'Rested',
      exercises: [{ name: 'Squat', sets: [{ isWarmup: false }], restSeconds: 180 }],
    })
    expect(day.exercises).toEqual([
      { name: 'Squat', sets: [{ isWarmup: false, kind: 'working' }], restSeconds: 180 },
    ])
    for (const restSeconds of [10, 901, 90.5, '120']) {
      const res = await t.injectAs(owner, {
        method: 'PATCH',
        url: `/api/workout-days/${day.id}`,
        payload: { exercises: [{ name: 'Squat', sets: [], restSeconds }] },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/restSeconds/)
    }
    expect((await get(owner, `/api/workout-days/${day.id}`)).json().exercises[0].restSeconds).toBe(
      180,
    )
  })

  it('defaults the icon to dumbbell and the exercises to none, and trims the name', async () => {
    const day = await createDay(owner, { name: '  Legs  ' })
    expect(day).toMatchObject({ name: 'Legs', icon: 'dumbbell', exercises: [] })
  })

  it('keeps exercise names unique by exact match only (docs/product/validation.md)', async () => {
    const day = await createDay(owner, {
      name: 'Cased',
      exercises: [
        { name: 'Bench', sets: [] },
        { name: 'bench', sets: [] },
      ],
    })
    expect(day.exercises.map((e: { name: string }) => e.name)).toEqual(['Bench', 'bench'])
  })

  it('accepts every catalogue icon', async () => {
    for (const icon of ICON_KEYS) {
      const res = await t.injectAs(owner, {
        method: 'POST',
        url: '/api/workout-days',
        payload: { name: `Day ${icon}`, icon },
      })
      expect(res.statusCode).toBe(201)
    }
  })

  it('lists active days in creation order, and all with includeArchived=true', async () => {
    const user = await t.register()
    const a = await createDay(user, { name: 'A' })
    const b = await createDay(user, { name: 'B' })
    const c = await createDay(user, { name: 'C' })
    await t.injectAs(user, { method: 'PATCH', url: `/api/workout-days/${b.id}/archive` })
    const active = (await get(user, '/api/workout-days')).json()
    expect(active.map((d: { id: string }) => d.id)).toEqual([a.id, c.id])
    const all = (await get(user, '/api/workout-days?includeArchived=true')).json()
    expect(all.map((d: { id: string; archived: boolean }) => [d.id, d.archived])).toEqual([
      [a.id, false],
      [b.id, true],
      [c.id, false],
    ])
  })

  it('renames, changes the icon, or replaces the exercises with PATCH', async () => {
    const day = await createDay(owner)
    const renamed = await t.injectAs(owner, {
      method: 'PATCH',
      url: `/api/workout-days/${day.id}`,
      payload: { name: 'Push A', icon: 'triceps' },
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({
      name: 'Push A',
      icon: 'triceps',
      exercises: PUSH.exercises,
    })
    const exercises = [{ name: 'Dips', sets: [{ isWarmup: false, mode: null }] }]
    const replaced = await t.injectAs(owner, {
      method: 'PATCH',
      url: `/api/workout-days/${day.id}`,
      payload: { exercises },
    })
    expect(replaced.json()).toMatchObject({ name: 'Push A', exercises })
  })

  it('archives and unarchives', async () => {
    const day = await createDay(owner)
    const archived = await t.injectAs(owner, {
      method: 'PATCH',
      url: `/api/workout-days/${day.id}/archive`,
    })
    expect(archived.statusCode).toBe(200)
    expect(archived.json().archived).toBe(true)
    // An empty JSON body with a JSON content type is fine too.
    const unarchived = await t.injectAs(owner, {
      method: 'PATCH',
      url: `/api/workout-days/${day.id}/unarchive`,
      headers: { 'content-type': 'application/json' },
      payload: '',
    })
    expect(unarchived.statusCode).toBe(200)
    expect(unarchived.json().archived).toBe(false)
  })

  it('deletes with 204, then answers 404', async () => {
    const day = await createDay(owner)
    const res = await t.injectAs(owner, { method: 'DELETE', url: `/api/workout-days/${day.id}` })
    expect(res.statusCode).toBe(204)
    expect((await get(owner, `/api/workout-days/${day.id}`)).statusCode).toBe(404)
  })

  it('fills lastWorkout with the newest completed workout of the day', async () => {
    const day = await createDay(owner)
    const workout = (
      await t.injectAs(owner, {
        method: 'POST',
        url: '/api/workouts',
        payload: { workoutDayId: day.id },
      })
    ).json()
    expect((await get(owner, `/api/workout-days/${day.id}`)).json().lastWorkout).toBeNull()
    const done = (
      await t.injectAs(owner, { method: 'POST', url: `/api/workouts/${workout.id}/complete` })
    ).json()
    expect((await get(owner, `/api/workout-days/${day.id}`)).json().lastWorkout).toBe(
      done.completedAt,
    )
  })
})

describe('day exercise lists never lose an update (docs/product/nothing-lost.md)', () => {
  const post = (user: TestUser, id: string, payload: object) =>
    t.injectAs(user, { method: 'POST', url: `/api/workout-days/${id}/exercises`, payload })
  const patch = (user: TestUser, id: string, payload: object) =>
    t.injectAs(user, { method: 'PATCH', url: `/api/workout-days/${id}`, payload })

  it('appends an exercise to the day as it is now, with 201 and the whole day', async () => {
    const day = await createDay(owner)
    const res = await post(owner, day.id, { name: '  Dips ', sets: [{ isWarmup: false }] })
    expect(res.statusCode).toBe(201)
    const appended = res.json()
    expect(appended.exercises).toEqual([
      ...PUSH.exercises,
      { name: 'Dips', sets: [{ isWarmup: false, kind: 'working' }] },
    ])
    expect(appended.updatedAt > day.updatedAt).toBe(true)
    // Two sessions appending at once: neither append is lost.
    const both = await Promise.all([
      post(owner, day.id, { name: 'Fly', sets: [{ isWarmup: false }] }),
      post(owner, day.id, { name: 'Pushdown', sets: [{ isWarmup: false }] }),
    ])
    expect(both.map((r) => r.statusCode)).toEqual([201, 201])
    const names = (await get(owner, `/api/workout-days/${day.id}`))
      .json()
      .exercises.map((e: { name: string }) => e.name)
    expect(names.slice(0, 3)).toEqual(['Bench Press', 'Overhead Press', 'Dips'])
    expect(names.slice(3).sort()).toEqual(['Fly', 'Pushdown'])
  })

  it('answers 409 when the day already has the name, case-insensitively, or is full', async () => {
    const day = await createDay(owner)
    const res = await post(owner, day.id, { name: 'bench PRESS', sets: [] })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toMatch(/^name: /)
    const full = await createDay(owner, {
      name: 'Full',
      exercises: Array.from({ length: 50 }, (_, i) => ({ name: `E${i}`, sets: [] })),
    })
    const over = await post(owner, full.id, { name: 'One more', sets: [] })
    expect(over.statusCode).toBe(409)
    expect((await get(owner, `/api/workout-days/${day.id}`)).json()).toEqual(day)
    expect((await get(owner, `/api/workout-days/${full.id}`)).json()).toEqual(full)
  })

  it('answers 400 naming the field for a bad exercise, 404 for an unknown day', async () => {
    const day = await createDay(owner)
    for (const [payload, field] of [
      [{ name: '', sets: [] }, 'name'],
      [{ name: 'x'.repeat(101), sets: [] }, 'name'],
      [{ name: 'Ok', sets: 'none' }, 'sets'],
      [{ name: 'Ok', sets: Array.from({ length: 21 }, () => ({ isWarmup: false })) }, 'sets'],
      [{ name: 'Ok', sets: [{ isWarmup: false, mode: 'bands' }] }, 'sets.0.mode'],
    ] as const) {
      const res = await post(owner, day.id, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message.startsWith(`${field}: `), res.json().message).toBe(true)
    }
    const unknown = await post(owner, '00000000-0000-4000-8000-000000000000', {
      name: 'Ok',
      sets: [],
    })
    expect(unknown.statusCode).toBe(404)
    expect((await get(owner, `/api/workout-days/${day.id}`)).json()).toEqual(day)
  })

  it('refuses a whole-list save based on a stale copy with 409, and takes a fresh one', async () => {
    const day = await createDay(owner)
    // Another device appends meanwhile.
    const appended = (await post(owner, day.id, { name: 'Dips', sets: [] })).json()
    const stale = await patch(owner, day.id, {
      exercises: [PUSH.exercises[0]],
      expectedUpdatedAt: day.updatedAt,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().message).toMatch(/^expectedUpdatedAt: /)
    expect((await get(owner, `/api/workout-days/${day.id}`)).json()).toEqual(appended)
    const fresh = await patch(owner, day.id, {
      exercises: [PUSH.exercises[0], { name: 'Dips', sets: [] }],
      expectedUpdatedAt: appended.updatedAt,
    })
    expect(fresh.statusCode).toBe(200)
    expect(fresh.json().exercises.map((e: { name: string }) => e.name)).toEqual([
      'Bench Press',
      'Dips',
    ])
    expect(fresh.json().updatedAt > appended.updatedAt).toBe(true)
    // Without expectedUpdatedAt a save still goes through (clients of the original contract).
    const blind = await patch(owner, day.id, { name: 'Push A' })
    expect(blind.statusCode).toBe(200)
    const bad = await patch(owner, day.id, { name: 'Push B', expectedUpdatedAt: 'yesterday' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^expectedUpdatedAt: /)
  })
})

describe('workout days: isolation', () => {
  it("answers 404 for another user's day on every route and changes nothing", async () => {
    const day = await createDay(owner)
    const attempts = [
      { method: 'GET', url: `/api/workout-days/${day.id}` },
      { method: 'PATCH', url: `/api/workout-days/${day.id}`, payload: { name: 'Mine now' } },
      { method: 'PATCH', url: `/api/workout-days/${day.id}/archive` },
      { method: 'PATCH', url: `/api/workout-days/${day.id}/unarchive` },
      {
        method: 'POST',
        url: `/api/workout-days/${day.id}/exercises`,
        payload: { name: 'Dips', sets: [] },
      },
      {
        method: 'PATCH',
        url: `/api/workout-days/${day.id}`,
        payload: { exercises: [], expectedUpdatedAt: day.updatedAt },
      },
      { method: 'DELETE', url: `/api/workout-days/${day.id}` },
      { method: 'GET', url: `/api/workout-days/${day.id}/last-sets/Bench%20Press` },
    ] as const
    for (const attempt of attempts) {
      const res = await t.injectAs(stranger, attempt)
      expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(404)
      expect(res.json()).toEqual({ message: expect.any(String) })
    }
    expect((await get(owner, `/api/workout-days/${day.id}`)).json()).toEqual(day)
    const theirs = (await get(stranger, '/api/workout-days?includeArchived=true')).json()
    expect(theirs.some((d: { id: string }) => d.id === day.id)).toBe(false)
  })

  it('answers 401 without a session', async () => {
    for (const url of ['/api/workout-days', '/api/exercises']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: 'Unauthorized' })
    }
  })

  it('answers 404 for an id that is not a UUID', async () => {
    expect((await get(owner, '/api/workout-days/not-a-uuid')).statusCode).toBe(404)
  })
})

describe('workout days: bad input', () => {
  const tooMany = (n: number, make: (i: number) => object) =>
    Array.from({ length: n }, (_, i) => make(i))
  it.each([
    [{}, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 'Day', icon: 'unicorn' }, 'icon'],
    [{ name: 'Day', exercises: 'lots' }, 'exercises'],
    [{ name: 'Day', exercises: [{ name: '', sets: [] }] }, 'exercises.0.name'],
    [
      { name: 'Day', exercises: [{ name: 'Row', sets: [{ isWarmup: 'yes' }] }] },
      'exercises.0.sets.0.isWarmup',
    ],
    [
      { name: 'Day', exercises: [{ name: 'Row', sets: [{ isWarmup: false, mode: 'bands' }] }] },
      'exercises.0.sets.0.mode',
    ],
    [{ name: 'Day', exercises: tooMany(51, (i) => ({ name: `E${i}`, sets: [] })) }, 'exercises'],
    [
      { name: 'Day', exercises: [{ name: 'Row', sets: tooMany(21, () => ({ isWarmup: false })) }] },
      'exercises.0.sets',
    ],
    [
      {
        name: 'Day',
        exercises: [
          { name: 'Row', sets: [] },
          { name: 'Row', sets: [] },
        ],
      },
      'exercises',
    ],
  ])('POST answers 400 naming %s', async (payload, field) => {
    const before = (await get(owner, '/api/workout-days?includeArchived=true')).json().length
    const res = await t.injectAs(owner, { method: 'POST', url: '/api/workout-days', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().message.startsWith(`${field}: `), res.json().message).toBe(true)
    expect((await get(owner, '/api/workout-days?includeArchived=true')).json()).toHaveLength(before)
  })

  it('PATCH answers 400 for an empty change or a bad name, and the day is unchanged', async () => {
    const day = await createDay(owner)
    for (const payload of [{}, { name: '' }, { icon: 42 }]) {
      const res = await t.injectAs(owner, {
        method: 'PATCH',
        url: `/api/workout-days/${day.id}`,
        payload,
      })
      expect(res.statusCode).toBe(400)
    }
    expect((await get(owner, `/api/workout-days/${day.id}`)).json()).toEqual(day)
  })

  it('answers 400 for a bad includeArchived', async () => {
    expect((await get(owner, '/api/workout-days?includeArchived=maybe')).statusCode).toBe(400)
  })
})

describe('GET /api/exercises', () => {
  it("lists the user's exercise names from days (archived too) and logged sets, once each, sorted", async () => {
    const user = await t.register()
    const day = await createDay(user, {
      name: 'Pull',
      exercises: [
        { name: 'Pull-up', sets: [] },
        { name: 'barbell row', sets: [] },
      ],
    })
    const archived = await createDay(user, {
      name: 'Old',
      exercises: [{ name: 'Zercher Squat', sets: [] }],
    })
    await t.injectAs(user, { method: 'PATCH', url: `/api/workout-days/${archived.id}/archive` })
    const workout = (
      await t.injectAs(user, {
        method: 'POST',
        url: '/api/workouts',
        payload: { workoutDayId: day.id },
      })
    ).json()
    for (const exerciseName of ['Barbell Row', 'Face Pull']) {
      await t.injectAs(user, {
        method: 'POST',
        url: '/api/workout-sets',
        payload: { workoutId: workout.id, exerciseName, setNumber: 1 },
      })
    }
    const names = (await get(user, '/api/exercises')).json()
    expect(names.map((n: string) => n.toLowerCase())).toEqual([
      'barbell row',
      'face pull',
      'pull-up',
      'zercher squat',
    ])
    // Another user's library is not shown.
    expect((await get(stranger, '/api/exercises')).json()).not.toContain('Zercher Squat')
  })
})
