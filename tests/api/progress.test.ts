import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExerciseRecord, Progress } from '#shared/contract/progress.ts'
import { ensureFigureRules } from '#server/queries/figure-rules.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser
const ids: Record<string, string> = {}

/**
 * One lifter's log, with every figure worked out by hand:
 * - Mar 2: Bench warm-ups 95×10 and 250×1, working 135×8 (e1RM 171), 145×5 (169.2), 145×3,
 *   300×0 (no reps: never the top set), and 200×5 left open.
 *   Volume of the completed sets: 950 + 250 + 1,080 + 725 + 435 + 0 = 3,440 over 6 sets.
 * - Mar 9: Bench 155×5 (e1RM 180.8), volume 775; Row 100×10 at 03:00 UTC (Mar 8 in New York).
 * - Mar 16: Bench warm-ups only (no point), Squat 225×5.
 * - A draft with Bench 400×1: not completed, never counted.
 */
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
  const day = await f.createDay(lifter)
  const mar2 = await f.completedWorkout(lifter, day.id, '2026-03-02T12:00:00.000Z', [
    { exerciseName: 'Bench Press', weight: '95', reps: 10, isWarmup: true },
    { exerciseName: 'Bench Press', weight: '250', reps: 1, isWarmup: true },
    { exerciseName: 'Bench Press', weight: '135', reps: 8 },
    { exerciseName: 'Bench Press', weight: '145', reps: 5 },
    { exerciseName: 'bench press', weight: '145', reps: 3 },
    { exerciseName: 'Bench Press', weight: '300', reps: 0 },
    { exerciseName: 'Bench Press', weight: '200', reps: 5, completed: false },
  ])
  const mar9 = await f.completedWorkout(lifter, day.id, '2026-03-09T03:00:00.000Z', [
    { exerciseName: 'Bench Press', weight: '155', reps: 5 },
    { exerciseName: 'Row', weight: '100', reps: 10 },
  ])
  const mar16 = await f.completedWorkout(lifter, day.id, '2026-03-16T12:00:00.000Z', [
    { exerciseName: 'Bench Press', weight: '135', reps: 5, isWarmup: true },
    { exerciseName: 'Squat', weight: '225', reps: 5 },
  ])
  const draft = await f.startWorkout(lifter, day.id)
  await f.logSet(lifter, {
    workoutId: draft.id,
    exerciseName: 'Bench Press',
    weight: '400',
    reps: 1,
    completed: true,
  })
  Object.assign(ids, { mar2: mar2.id, mar9: mar9.id, mar16: mar16.id })
})
afterAll(() => t.close())

const progress = (user: TestUser, query: string) =>
  f.call<Progress>(user, 'GET', `/api/progress/${query}`)

describe('GET /api/progress/{exerciseName}', () => {
  it('gives a point per completed workout with working sets, oldest first, and the bests', async () => {
    expect(await progress(lifter, 'bench%20press')).toEqual({
      exerciseName: 'Bench Press',
      points: [
        {
          workoutId: ids.mar2,
          date: '2026-03-02T12:00:00.000Z',
          e1rm: 171,
          topWeight: 145,
          topReps: 5,
          volume: 3440,
          sets: 6,
          duration: null,
          distance: null,
          bodyWeight: null,
        },
        {
          workoutId: ids.mar9,
          date: '2026-03-09T03:00:00.000Z',
          e1rm: 180.8,
          topWeight: 155,
          topReps: 5,
          volume: 775,
          sets: 1,
          duration: null,
          distance: null,
          bodyWeight: null,
        },
      ],
      best: { e1rm: 180.8, weight: 155, volume: 3440, duration: null, distance: null },
    })
  })

  it('keeps to inclusive calendar days in the time zone given', async () => {
    const from = await progress(lifter, 'Bench%20Press?from=2026-03-03')
    expect(from.points.map((point) => point.workoutId)).toEqual([ids.mar9])
    expect(from.best).toEqual({
      e1rm: 180.8,
      weight: 155,
      volume: 775,
      duration: null,
      distance: null,
    })
    const to = await progress(lifter, 'Bench%20Press?to=2026-03-02')
    expect(to.points.map((point) => point.workoutId)).toEqual([ids.mar2])
    // 03:00 UTC on Mar 9 is still Mar 8 in New York.
    expect((await progress(lifter, 'Row?from=2026-03-09')).points).toHaveLength(1)
    expect((await progress(lifter, 'Row?from=2026-03-09&tz=America/New_York')).points).toHaveLength(
      0,
    )
    expect(
      (await progress(lifter, 'Row?from=2026-03-08&to=2026-03-08&tz=America/New_York')).points,
    ).toHaveLength(1)
  })

  it('gives only the newest points with last, oldest first, and their bests', async () => {
    const last = await progress(lifter, 'Bench%20Press?last=1')
    expect(last.points.map((point) => point.workoutId)).toEqual([ids.mar9])
    expect(last.best).toEqual({
      e1rm: 180.8,
      weight: 155,
      volume: 775,
      duration: null,
      distance: null,
    })
    const both = await progress(lifter, 'Bench%20Press?last=5')
    expect(both.points.map((point) => point.workoutId)).toEqual([ids.mar2, ids.mar9])
    const inRange = await progress(lifter, 'Bench%20Press?last=1&to=2026-03-02')
    expect(inRange.points.map((point) => point.workoutId)).toEqual([ids.mar2])
  })

  it('answers 400 naming a bad date, time zone or count', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=yesterday', 'to'],
      ['tz=Mars/Olympus', 'tz'],
      ['last=0', 'last'],
      ['last=51', 'last'],
      ['last=two', 'last'],
    ]) {
      const res = await t.injectAs(lifter, {
        method: 'GET',
        url: `/api/progress/Bench%20Press?${query}`,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(new RegExp(`^${field}: `))
    }
  })

  it("shows a new lifter, or another lifter's exercise, no points", async () => {
    const stranger = await t.register()
    expect(await progress(stranger, 'Bench%20Press')).toEqual({
      exerciseName: 'Bench Press',
      points: [],
      best: { e1rm: null, weight: null, volume: null, duration: null, distance: null },
    })
    const res = await t.app.inject({ method: 'GET', url: '/api/progress/Bench%20Press' })
    expect(res.statusCode).toBe(401)
  })

  it('follows an edit of the log', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const workout = await f.completedWorkout(user, day.id, '2026-04-01T12:00:00.000Z', [
      { exerciseName: 'Curl', weight: '50', reps: 10 },
    ])
    const [set] = await f.call<{ id: string }[]>(user, 'GET', `/api/workouts/${workout.id}/sets`)
    await f.call(user, 'PATCH', `/api/workout-sets/${set!.id}`, { weight: '60' })
    expect((await progress(user, 'Curl')).points[0]).toMatchObject({ topWeight: 60, volume: 600 })
  })
})

describe('GET /api/records', () => {
  it('lists each exercise with its bests and their workouts, most recently trained first', async () => {
    const records = await f.call<ExerciseRecord[]>(lifter, 'GET', '/api/records')
    expect(records.map((record) => record.exerciseName)).toEqual(['Bench Press', 'Squat', 'Row'])
    expect(records[0]).toEqual({
      exerciseName: 'Bench Press',
      type: 'weight_reps',
      lastTrainedAt: '2026-03-16T12:00:00.000Z',
      e1rm: { value: 180.8, workoutId: ids.mar9, date: '2026-03-09T03:00:00.000Z' },
      heaviest: { weight: 155, reps: 5, workoutId: ids.mar9, date: '2026-03-09T03:00:00.000Z' },
      volume: { value: 3440, workoutId: ids.mar2, date: '2026-03-02T12:00:00.000Z' },
      longest: null,
      farthest: null,
      mostReps: null,
    })
    expect(await f.call(await t.register(), 'GET', '/api/records')).toEqual([])
  })

  it('follows the workouts that hold them, and is counted again at a start by new rules', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const first = await f.completedWorkout(user, day.id, '2026-04-01T10:00:00.000Z', [
      { exerciseName: 'Dip', weight: '20', reps: 8 },
    ])
    const second = await f.completedWorkout(user, day.id, '2026-04-08T10:00:00.000Z', [
      { exerciseName: 'Dip', weight: '30', reps: 8 },
    ])
    const records = () => f.call<ExerciseRecord[]>(user, 'GET', '/api/records')
    expect((await records())[0]!.heaviest).toMatchObject({ weight: 30, workoutId: second.id })
    const kept = await records()
    // The records are kept (decision 036): gone with their rows, a start by new rules counts
    // them again from the workouts' figures.
    await t.db.execute(sql`delete from exercise_records`)
    await t.db.execute(sql`delete from figure_rules`)
    expect(await ensureFigureRules(t.db)).toBeGreaterThan(0)
    expect(await records()).toEqual(kept)

    await f.call(user, 'DELETE', `/api/workouts/${second.id}`, undefined, 204)
    expect(await records()).toMatchObject([
      { lastTrainedAt: '2026-04-01T10:00:00.000Z', heaviest: { weight: 20, workoutId: first.id } },
    ])
    await f.call(user, 'DELETE', `/api/workouts/${first.id}`, undefined, 204)
    expect(await records()).toEqual([])
  })
})
