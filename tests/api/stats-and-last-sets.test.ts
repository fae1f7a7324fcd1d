import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureFigureRules } from '#server/queries/figure-rules.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

/** An ISO time `days` days and `hours` hours away from the start of this month in UTC. */
function monthStartUtc(offsetHours = 0) {
  const now = new Date()
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) + offsetHours * 3_600_000,
  ).toISOString()
}

describe('GET /api/stats', () => {
  it('counts workouts completed this month and their volume', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    await f.completedWorkout(user, day.id, monthStartUtc(1), [
      { exerciseName: 'Squat', weight: '200', reps: 5 },
    ])
    await f.completedWorkout(user, day.id, monthStartUtc(2), [
      { exerciseName: 'Squat', weight: '100', reps: 5, additionalWeight: '50' },
    ])
    // Last month, and a draft: neither counts.
    await f.completedWorkout(user, day.id, monthStartUtc(-1), [
      { exerciseName: 'Squat', weight: '999', reps: 1 },
    ])
    await f.startWorkout(user, day.id)
    expect(await f.call(user, 'GET', '/api/stats')).toMatchObject({
      totalWorkouts: 2,
      totalVolume: 1000 + 625,
    })
    const empty = await f.call<{ weeks: unknown[] }>(await t.register(), 'GET', '/api/stats')
    expect(empty).toEqual({
      totalWorkouts: 0,
      totalVolume: 0,
      workoutsTrend: null,
      volumeTrend: null,
      weeks: expect.any(Array),
    })
    expect(empty.weeks).toHaveLength(8)
    expect(empty.weeks).toEqual(
      Array.from({ length: 8 }, () => ({ start: expect.any(String), workouts: 0, volume: 0 })),
    )
  })

  it('draws the month boundary in the time zone given', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    // 30 minutes after midnight UTC on the 1st is still last month in New York (UTC-4/-5)…
    await f.completedWorkout(user, day.id, monthStartUtc(0.5), [
      { exerciseName: 'Row', weight: '100', reps: 1 },
    ])
    // …and 30 minutes before it is already this month in Tokyo (UTC+9).
    await f.completedWorkout(user, day.id, monthStartUtc(-0.5), [
      { exerciseName: 'Row', weight: '10', reps: 1 },
    ])
    expect(await f.call(user, 'GET', '/api/stats?tz=UTC')).toMatchObject({
      totalWorkouts: 1,
      totalVolume: 100,
    })
    expect(await f.call(user, 'GET', '/api/stats?tz=Asia/Tokyo')).toMatchObject({
      totalWorkouts: 2,
      totalVolume: 110,
    })
    const newYork = await f.call<{ totalWorkouts: number }>(
      user,
      'GET',
      '/api/stats?tz=America/New_York',
    )
    // Unless the month began less than a few hours ago in New York, both lie in its last month.
    if (Date.now() - Date.parse(monthStartUtc(5)) > 0) expect(newYork.totalWorkouts).toBe(0)
  })

  it('compares the last 7 days with the 7 before, in whole percent', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString()
    // This week (today and the 6 days before): 3 workouts, 300 lbs.
    for (const days of [0, 2, 5]) {
      await f.completedWorkout(user, day.id, ago(days), [
        { exerciseName: 'Press', weight: '100', reps: 1 },
      ])
    }
    // The week before: 2 workouts, 400 lbs; and one older still, which counts in neither.
    for (const days of [8, 12, 20]) {
      await f.completedWorkout(user, day.id, ago(days), [
        { exerciseName: 'Press', weight: '200', reps: 1 },
      ])
    }
    expect(await f.call(user, 'GET', '/api/stats?tz=UTC')).toMatchObject({
      workoutsTrend: 50,
      volumeTrend: -25,
    })

    // Nothing the week before: no baseline, so no trend.
    const newcomer = await t.register()
    const newcomersDay = await f.createDay(newcomer)
    await f.completedWorkout(newcomer, newcomersDay.id, ago(1), [
      { exerciseName: 'Press', weight: '100', reps: 1 },
    ])
    expect(await f.call(newcomer, 'GET', '/api/stats?tz=UTC')).toMatchObject({
      workoutsTrend: null,
      volumeTrend: null,
    })
  })

  it('answers eight weeks of 7 calendar days, oldest first, the last one ending today', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000 - 60_000).toISOString()
    // Today, 9 and 10 days ago (the week before), 50 days ago (the oldest week) and 60 days
    // ago (before it: in no week).
    for (const [days, weight] of [
      [0, '100'],
      [9, '200'],
      [10, '50'],
      [50, '300'],
      [60, '999'],
    ] as const) {
      await f.completedWorkout(user, day.id, ago(days), [
        { exerciseName: 'Press', weight, reps: 1 },
      ])
    }
    const stats = await f.call<{
      weeks: { start: string; workouts: number; volume: number }[]
      workoutsTrend: number | null
    }>(user, 'GET', '/api/stats?tz=UTC')
    const today = new Date().toISOString().slice(0, 10)
    const daysBefore = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
    // Unless the test straddles midnight UTC, each week starts 7 days after the one before.
    if (new Date(Date.now() - 61_000).toISOString().slice(0, 10) === today) {
      expect(stats.weeks.map((week) => week.start)).toEqual(
        [55, 48, 41, 34, 27, 20, 13, 6].map(daysBefore),
      )
      expect(stats.weeks.map((week) => [week.workouts, week.volume])).toEqual([
        [1, 300],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [0, 0],
        [2, 250],
        [1, 100],
      ])
      // The trends compare the last two of them.
      expect(stats.workoutsTrend).toBe(-50)
    }
    // Another lifter's weeks hold none of these.
    const other = await f.call<{ weeks: { workouts: number }[] }>(
      await t.register(),
      'GET',
      '/api/stats?tz=UTC',
    )
    expect(other.weeks.every((week) => week.workouts === 0)).toBe(true)
  })

  it('answers 400 for an unknown time zone', async () => {
    const user = await t.register()
    const res = await t.injectAs(user, { method: 'GET', url: '/api/stats?tz=Mars/Olympus' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^tz: /)
  })
})

describe('GET /api/workout-days/{dayId}/last-sets/{exerciseName}', () => {
  let user: TestUser
  let push: { id: string }
  let upper: { id: string }
  beforeAll(async () => {
    user = await t.register()
    push = await f.createDay(user, { name: 'Push' })
    upper = await f.createDay(user, { name: 'Upper' })
  })

  const lastSets = (dayId: string, name: string) =>
    f.call<Array<{ weight: string; reps: number; setNumber: number }>>(
      user,
      'GET',
      `/api/workout-days/${dayId}/last-sets/${encodeURIComponent(name)}`,
    )

  it('answers [] when the exercise was never done', async () => {
    expect(await lastSets(push.id, 'Bench Press')).toEqual([])
  })

  it('takes the newest completed workout of the day that has the exercise, matching names case-insensitively', async () => {
    await f.completedWorkout(user, push.id, '2026-02-01T10:00:00.000Z', [
      { exerciseName: 'Bench Press', weight: '185', reps: 5 },
    ])
    await f.completedWorkout(user, push.id, '2026-02-08T10:00:00.000Z', [
      { exerciseName: 'bench press', weight: '190', reps: 5, setNumber: 2 },
      { exerciseName: 'bench press', weight: '135', reps: 10, setNumber: 1, isWarmup: true },
      { exerciseName: 'bench press', weight: '200', reps: 1, setNumber: 3, completed: false },
      { exerciseName: 'Dips', weight: '0', reps: 12 },
    ])
    // Newer, but on another day: the day's own history wins.
    await f.completedWorkout(user, upper.id, '2026-02-10T10:00:00.000Z', [
      { exerciseName: 'Bench Press', weight: '100', reps: 20 },
    ])
    // A newer draft does not count.
    const draft = await f.startWorkout(user, push.id)
    await f.logSet(user, {
      workoutId: draft.id,
      exerciseName: 'Bench Press',
      weight: '300',
      reps: 1,
      completed: true,
    })

    const sets = await lastSets(push.id, 'BENCH PRESS')
    expect(sets.map((s) => [s.setNumber, s.weight, s.reps])).toEqual([
      [1, '135', 10],
      [2, '190', 5],
    ])
    expect(sets[0]).toEqual({
      setNumber: 1,
      weight: '135',
      reps: 10,
      isWarmup: true,
      kind: 'warmup',
      rpe: null,
      superset: null,
      additionalMode: null,
      additionalWeight: '0',
      duration: null,
      distance: null,
      notes: null,
    })
  })

  it('follows edits of history: sets no longer completed, a renamed set, a deleted workout', async () => {
    // Issue 46: the newest workout is found from the figures kept per workout and exercise,
    // which every edit of a completed workout refreshes.
    const day = await f.createDay(user, { name: 'Pull' })
    const older = await f.completedWorkout(user, day.id, '2026-03-01T10:00:00.000Z', [
      { exerciseName: 'Row', weight: '135', reps: 8 },
    ])
    const newer = await f.completedWorkout(user, day.id, '2026-03-08T10:00:00.000Z', [
      { exerciseName: 'Row', weight: '155', reps: 6 },
    ])
    const rows = () => lastSets(day.id, 'row').then((sets) => sets.map((s) => s.weight))
    expect(await rows()).toEqual(['155'])
    const [newerSet] = await f.call<Array<{ id: string }>>(
      user,
      'GET',
      `/api/workouts/${newer.id}/sets`,
    )
    await f.call(user, 'PATCH', `/api/workout-sets/${newerSet!.id}`, { completed: false })
    expect(await rows()).toEqual(['135'])
    await f.call(user, 'PATCH', `/api/workout-sets/${newerSet!.id}`, { completed: true })
    expect(await rows()).toEqual(['155'])
    await f.call(user, 'PATCH', `/api/workout-sets/${newerSet!.id}`, {
      exerciseName: 'Pendlay Row',
    })
    expect(await rows()).toEqual(['135'])
    expect(await lastSets(day.id, 'pendlay row')).toHaveLength(1)
    await f.call(user, 'DELETE', `/api/workouts/${older.id}`, undefined, 204)
    expect(await rows()).toEqual([])
  })

  it('keeps the day of every row, as a count by new rules at start does too', async () => {
    const kept = await lastSets(push.id, 'Bench Press')
    expect(kept.map((s) => s.weight)).toEqual(['135', '190'])
    await t.db.execute(sql`update workout_exercise_figures set workout_day_id = null`)
    // Without the day, the newest workout of any day answers (Upper's).
    expect((await lastSets(push.id, 'Bench Press')).map((s) => s.weight)).toEqual(['100'])
    await t.db.execute(sql`delete from figure_rules`)
    await ensureFigureRules(t.db)
    expect(await lastSets(push.id, 'Bench Press')).toEqual(kept)
  })

  it('falls back to the newest completed workout of any day', async () => {
    const legs = await f.createDay(user, { name: 'Legs' })
    const sets = await lastSets(legs.id, 'Bench Press')
    expect(sets.map((s) => [s.weight, s.reps])).toEqual([['100', 20]])
  })

  it('answers every exercise of a day in one request, in the day’s order, as the single route does', async () => {
    const names = ['Dips', 'BENCH PRESS', 'Cable Fly']
    const exercises = names.map((name) => ({ name, sets: [{ isWarmup: false }] }))
    await f.call(user, 'PATCH', `/api/workout-days/${push.id}`, { exercises })
    const legs = await f.createDay(user, { name: 'Legs B', exercises: [exercises[1]] })
    for (const day of [push, legs]) {
      const all = await f.call<Array<{ exerciseName: string; sets: unknown[] }>>(
        user,
        'GET',
        `/api/workout-days/${day.id}/last-sets`,
      )
      const dayNames = day === push ? names : ['BENCH PRESS']
      expect(all.map((e) => e.exerciseName)).toEqual(dayNames)
      for (const entry of all) {
        expect(entry.sets).toEqual(await lastSets(day.id, entry.exerciseName))
      }
    }
    const answer = await f.call<Array<{ exerciseName: string; sets: unknown[] }>>(
      user,
      'GET',
      `/api/workout-days/${push.id}/last-sets`,
    )
    expect(answer.map((e) => e.sets.length)).toEqual([1, 2, 0])
    const empty = await f.createDay(user, { name: 'Empty' })
    expect(await f.call(user, 'GET', `/api/workout-days/${empty.id}/last-sets`)).toEqual([])
    const stranger = await t.register()
    for (const id of [push.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.injectAs(stranger, {
        method: 'GET',
        url: `/api/workout-days/${id}/last-sets`,
      })
      expect(res.statusCode).toBe(404)
    }
  })
})

describe('GET /api/workout-days/{dayId}/records', () => {
  it('answers the most reps at each weight per exercise of the day, and last time’s volume', async () => {
    const user = await t.register()
    const day = await f.createDay(user, {
      name: 'Push',
      exercises: [
        { name: 'Bench Press', sets: [{ isWarmup: false }] },
        { name: 'Dips', sets: [{ isWarmup: false }] },
      ],
    })
    const other = await f.createDay(user, { name: 'Other' })
    expect(await f.call(user, 'GET', `/api/workout-days/${day.id}/records`)).toEqual({
      lastVolume: null,
      exercises: [],
    })
    await f.completedWorkout(user, day.id, '2024-03-01T10:00:00.000Z', [
      { exerciseName: 'Bench Press', weight: '95', reps: 12, isWarmup: true },
      { exerciseName: 'bench press', weight: '185', reps: 5 },
      { exerciseName: 'Bench Press', weight: '185', reps: 6 },
      { exerciseName: 'Bench Press', weight: '200', reps: 2 },
    ])
    // Another day's workout counts for the records, not for last time's volume.
    await f.completedWorkout(user, other.id, '2024-03-05T10:00:00.000Z', [
      { exerciseName: 'BENCH PRESS', weight: '185', reps: 4 },
      { exerciseName: 'Bench Press', weight: '135', reps: 10 },
    ])
    // Neither a draft's sets nor an open set count.
    const draft = await f.startWorkout(user, day.id)
    await f.logSet(user, {
      workoutId: draft.id,
      exerciseName: 'Bench Press',
      setNumber: 1,
      weight: '300',
      reps: 1,
      completed: true,
    })
    await f.logSet(user, {
      workoutId: draft.id,
      exerciseName: 'Dips',
      setNumber: 1,
      weight: '50',
      reps: 9,
      completed: false,
    })
    const records = await f.call<{ lastVolume: number; exercises: unknown[] }>(
      user,
      'GET',
      `/api/workout-days/${day.id}/records`,
    )
    expect(records).toEqual({
      lastVolume: 95 * 12 + 185 * 5 + 185 * 6 + 200 * 2,
      exercises: [
        {
          exerciseName: 'Bench Press',
          bests: [
            { weight: 135, reps: 10 },
            { weight: 185, reps: 6 },
            { weight: 200, reps: 2 },
          ],
        },
      ],
    })
    const stranger = await t.register()
    for (const id of [day.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.injectAs(stranger, {
        method: 'GET',
        url: `/api/workout-days/${id}/records`,
      })
      expect(res.statusCode).toBe(404)
    }
    // A malformed id is no day of theirs either.
    const bad = await t.injectAs(user, { method: 'GET', url: '/api/workout-days/nope/records' })
    expect(bad.statusCode).toBe(404)
  })

  it('answers a bodyweight exercise’s bests by load, with the body weight of each workout', async () => {
    // docs/product/exercise-types.md: what the session's PR badge compares is what records do.
    const user = await t.register()
    const day = await f.createDay(user, {
      name: 'Pull',
      exercises: [
        { name: 'Pull-Up', sets: [{ isWarmup: false }] },
        { name: 'Assisted Pull-Up', sets: [{ isWarmup: false }] },
      ],
    })
    await f.call(user, 'PUT', '/api/body-weights/2024-03-01', { weight: '180' })
    await f.call(user, 'PUT', '/api/body-weights/2024-03-10', { weight: '190' })
    await f.completedWorkout(user, day.id, '2024-03-02T10:00:00.000Z', [
      { exerciseName: 'Pull-Up', weight: '25', reps: 8 },
      { exerciseName: 'Pull-Up', weight: '0', reps: 12 },
      { exerciseName: 'Assisted Pull-Up', weight: '40', reps: 10 },
    ])
    await f.completedWorkout(user, day.id, '2024-03-11T10:00:00.000Z', [
      { exerciseName: 'Pull-Up', weight: '25', reps: 6 },
    ])
    const records = await f.call<{ exercises: unknown[] }>(
      user,
      'GET',
      `/api/workout-days/${day.id}/records`,
    )
    expect(records.exercises).toEqual([
      {
        exerciseName: 'Pull-Up',
        bests: [
          { weight: 180, reps: 12 },
          { weight: 205, reps: 8 },
          { weight: 215, reps: 6 },
        ],
      },
      { exerciseName: 'Assisted Pull-Up', bests: [{ weight: 140, reps: 10 }] },
    ])
  })
})
