import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from '#server/db/client.ts'
import { ensureFigureRules } from '#server/queries/figure-rules.ts'
import type { User } from '#shared/contract/auth.ts'
import type { ExerciseTypeItem } from '#shared/contract/exercise-types.ts'
import type { ExportDocument, ImportResult } from '#shared/contract/imports.ts'
import type { PlanOutcome } from '#shared/contract/progressions.ts'
import type { ExerciseRecord, Progress } from '#shared/contract/progress.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'
import { newTestDatabase } from '../support/test-database.ts'

/*
 * docs/product/exercise-types.md, end to end on both databases: every figure below is worked out by hand.
 */

let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

type LoggedSet = Parameters<ReturnType<typeof factories>['completedWorkout']>[3][number]

const types = (user: TestUser) => f.call<ExerciseTypeItem[]>(user, 'GET', '/api/exercise-types')
const putType = (user: TestUser, name: string, type: string, status = 200) =>
  f.call(user, 'PUT', `/api/exercise-types/${encodeURIComponent(name)}`, { type }, status)
const progress = (user: TestUser, name: string) =>
  f.call<Progress>(user, 'GET', `/api/progress/${encodeURIComponent(name)}`)
const records = (user: TestUser) => f.call<ExerciseRecord[]>(user, 'GET', '/api/records')
const recordOf = async (user: TestUser, name: string) =>
  (await records(user)).find((record) => record.exerciseName === name)!
const history = (user: TestUser) =>
  f.call<WorkoutWithSets[]>(user, 'GET', '/api/workouts-with-sets?limit=200')
const summaries = (user: TestUser) =>
  f.call<WorkoutSummary[]>(user, 'GET', '/api/workout-summaries?limit=200')
const putBodyWeight = (user: TestUser, date: string, weight: string) =>
  f.call(user, 'PUT', `/api/body-weights/${date}`, { weight })

/** A workout's figures for one exercise: [e1rm, topWeight, volume, bodyWeight] of its point. */
async function points(user: TestUser, name: string) {
  return (await progress(user, name)).points.map((point) => [
    point.date.slice(0, 10),
    point.e1rm,
    point.topWeight,
    point.volume,
    point.bodyWeight,
  ])
}

/** Which workouts (by day) hold a PR of the exercise, oldest first. */
async function prDays(user: TestUser, name: string) {
  const workouts = await history(user)
  return workouts
    .filter((w) => w.exercises.some((e) => e.name === name && e.isPR))
    .map((w) => w.startedAt.slice(0, 10))
    .toSorted()
}

describe('GET, PUT and DELETE /api/exercise-types', () => {
  let lifter: TestUser
  beforeAll(async () => {
    lifter = await t.register()
    const day = await f.createDay(lifter, {
      name: 'Mixed',
      exercises: [{ name: 'Zercher Thing', sets: [] }],
    })
    const sets: LoggedSet[] = [
      { exerciseName: 'Pull-Up', weight: '0', reps: 10 },
      // Most completed sets have a distance: a distance type, by its sets.
      { exerciseName: 'Sprint Drill', distance: '100', duration: 15 },
      { exerciseName: 'Sprint Drill', distance: '100', duration: 14 },
      { exerciseName: 'Sprint Drill', weight: '0', reps: 5 },
      // With a distance and a weight: weight_distance.
      { exerciseName: 'Sandbag Haul', weight: '100', distance: '30' },
      { exerciseName: 'Sandbag Haul', weight: '100', distance: '25' },
      // A time and no reps: duration.
      { exerciseName: 'Hollow Hold', duration: 30 },
      { exerciseName: 'Burpee Broad Jump', reps: 10 },
    ]
    await f.completedWorkout(lifter, day.id, '2026-03-02T12:00:00.000Z', sets)
  })

  it('answers every name of /api/exercises, in its order, with its type and where it comes from', async () => {
    const names = await f.call<string[]>(lifter, 'GET', '/api/exercises')
    const answer = await types(lifter)
    expect(answer.map((item) => item.exerciseName)).toEqual(names)
    expect(answer).toEqual([
      { exerciseName: 'Burpee Broad Jump', type: 'weight_reps', source: 'default' },
      { exerciseName: 'Hollow Hold', type: 'duration', source: 'sets' },
      { exerciseName: 'Pull-Up', type: 'bodyweight_reps', source: 'catalog' },
      { exerciseName: 'Sandbag Haul', type: 'weight_distance', source: 'sets' },
      { exerciseName: 'Sprint Drill', type: 'distance_duration', source: 'sets' },
      // A name of a day, never logged: its catalogue entry, else the default.
      { exerciseName: 'Zercher Thing', type: 'weight_reps', source: 'default' },
    ])
  })

  it('PUT sets the lifter’s own (any case), DELETE goes back to the automatic one', async () => {
    expect(await putType(lifter, 'burpee broad jump', 'reps_only')).toEqual({
      exerciseName: 'burpee broad jump',
      type: 'reps_only',
      source: 'custom',
    })
    expect((await types(lifter))[0]).toEqual({
      exerciseName: 'Burpee Broad Jump',
      type: 'reps_only',
      source: 'custom',
    })
    await putType(lifter, 'Pull-Up', 'assisted_reps')
    expect((await types(lifter))[2]).toMatchObject({ type: 'assisted_reps', source: 'custom' })
    await f.call(lifter, 'DELETE', '/api/exercise-types/PULL-UP', undefined, 204)
    expect((await types(lifter))[2]).toMatchObject({ type: 'bodyweight_reps', source: 'catalog' })
    await f.call(lifter, 'DELETE', '/api/exercise-types/Pull-Up', undefined, 404)
  })

  it('refuses an unknown type or name with a 400 naming it', async () => {
    for (const body of [{ type: 'cardio' }, {}, { type: null }]) {
      const res = await t.injectAs(lifter, {
        method: 'PUT',
        url: '/api/exercise-types/Pull-Up',
        payload: body,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^type: /)
    }
    const blank = await t.injectAs(lifter, {
      method: 'PUT',
      url: '/api/exercise-types/%20',
      payload: { type: 'duration' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toMatch(/^exerciseName: /)
  })

  it('shows a lifter only their own names and types', async () => {
    const other = await t.register()
    expect(await types(other)).toEqual([])
    await putType(other, 'Hollow Hold', 'reps_only')
    expect((await types(lifter))[1]).toMatchObject({ type: 'duration', source: 'sets' })
    await f.call(other, 'DELETE', '/api/exercise-types/Burpee%20Broad%20Jump', undefined, 404)
    expect((await types(lifter))[0]).toMatchObject({ type: 'reps_only', source: 'custom' })
    const res = await t.app.inject({ method: 'GET', url: '/api/exercise-types' })
    expect(res.statusCode).toBe(401)
  })
})

describe('set fields: duration and distance', () => {
  let lifter: TestUser
  let workoutId: string
  beforeAll(async () => {
    lifter = await t.register()
    const day = await f.createDay(lifter)
    workoutId = (await f.startWorkout(lifter, day.id)).id
  })

  it('are kept on every set, answered canonically, and null by default', async () => {
    const plain = await f.logSet(lifter, {
      workoutId,
      exerciseName: 'Squat',
      weight: '100',
      reps: 5,
    })
    expect(plain).toMatchObject({ duration: null, distance: null })
    const run = await f.logSet(lifter, {
      workoutId,
      exerciseName: 'Running',
      duration: 1500,
      distance: '5000.000',
    })
    expect(run).toMatchObject({ reps: 0, duration: 1500, distance: '5000' })
    const numbers = await f.logSet(lifter, {
      workoutId,
      exerciseName: 'Running',
      setNumber: 2,
      duration: 0,
      distance: 4988.9664 as never,
    })
    expect(numbers).toMatchObject({ duration: 0, distance: '4988.9664' })
    const patched = await f.call<WorkoutSet>(lifter, 'PATCH', `/api/workout-sets/${run.id}`, {
      distance: '1000000',
      duration: 86_400,
    })
    expect(patched).toMatchObject({ duration: 86_400, distance: '1000000' })
    const cleared = await f.call<WorkoutSet>(lifter, 'PATCH', `/api/workout-sets/${run.id}`, {
      distance: null,
    })
    expect(cleared).toMatchObject({ duration: 86_400, distance: null })
    const [last] = await f.call<Array<{ exerciseName: string; sets: unknown[] }>>(
      lifter,
      'GET',
      `/api/workouts/${workoutId}/sets`,
    )
    expect(last).toMatchObject({ duration: null, distance: null })
  })

  it.each([
    [{ duration: -1 }, 'duration'],
    [{ duration: 86_401 }, 'duration'],
    [{ duration: 1.5 }, 'duration'],
    [{ duration: '60' }, 'duration'],
    [{ distance: '1.1234567' }, 'distance'],
    [{ distance: '1000000.5' }, 'distance'],
    [{ distance: -1 }, 'distance'],
    [{ distance: 'five' }, 'distance'],
  ])(
    'answers 400 naming the field for %j, on create, PATCH and the history PATCH',
    async (bad, field) => {
      const create = await t.injectAs(lifter, {
        method: 'POST',
        url: '/api/workout-sets',
        payload: { workoutId, exerciseName: 'Running', setNumber: 9, ...bad },
      })
      expect(create.statusCode).toBe(400)
      expect(create.json().message).toMatch(new RegExp(`^${field}: `))
      const set = await f.logSet(lifter, { workoutId, exerciseName: 'Row', setNumber: 9 })
      const patch = await t.injectAs(lifter, {
        method: 'PATCH',
        url: `/api/workout-sets/${set.id}`,
        payload: bad,
      })
      expect(patch.statusCode).toBe(400)
      expect(patch.json().message).toMatch(new RegExp(`^${field}: `))
      const edit = await t.injectAs(lifter, {
        method: 'PATCH',
        url: `/api/workouts/${workoutId}`,
        payload: { sets: [{ id: set.id, ...bad }] },
      })
      expect(edit.statusCode).toBe(400)
      expect(edit.json().message).toMatch(new RegExp(`^sets\\.0\\.${field}: `))
      const after = await f.call<WorkoutSet[]>(lifter, 'GET', `/api/workouts/${workoutId}/sets`)
      expect(after.find((s) => s.id === set.id)).toMatchObject({ duration: null, distance: null })
    },
  )

  it('takes them in the history PATCH and answers them in last-sets', async () => {
    const day = await f.createDay(lifter, {
      name: 'Cardio',
      exercises: [{ name: 'Rowing', sets: [] }],
    })
    const done = await f.completedWorkout(lifter, day.id, '2026-04-01T08:00:00.000Z', [
      { exerciseName: 'Rowing', distance: '2000', duration: 480 },
    ])
    const [set] = await f.call<WorkoutSet[]>(lifter, 'GET', `/api/workouts/${done.id}/sets`)
    await f.patchWorkout(lifter, done.id, {
      sets: [{ id: set!.id, distance: '2000.5', duration: 475 }],
    })
    const [rowing] = await f.call<Array<{ exerciseName: string; sets: WorkoutSet[] }>>(
      lifter,
      'GET',
      `/api/workout-days/${day.id}/last-sets`,
    )
    expect(rowing!.sets).toEqual([expect.objectContaining({ distance: '2000.5', duration: 475 })])
  })
})

describe('distanceUnit on the lifter', () => {
  it('follows the weight unit until chosen, then stays', async () => {
    const lifter = await t.register()
    const user = () => f.call<User>(lifter, 'GET', '/api/auth/user')
    expect((await user()).distanceUnit).toBe('mi')
    await f.call(lifter, 'PATCH', '/api/auth/user', { unit: 'kg' })
    expect((await user()).distanceUnit).toBe('km')
    expect(await f.call(lifter, 'PATCH', '/api/auth/user', { distanceUnit: 'mi' })).toMatchObject({
      unit: 'kg',
      distanceUnit: 'mi',
    })
    await f.call(lifter, 'PATCH', '/api/auth/user', { unit: 'lbs' })
    await f.call(lifter, 'PATCH', '/api/auth/user', { unit: 'kg' })
    expect((await user()).distanceUnit).toBe('mi')
    const bad = await t.injectAs(lifter, {
      method: 'PATCH',
      url: '/api/auth/user',
      payload: { distanceUnit: 'm' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^distanceUnit: /)
  })
})

describe('load with body weight (docs/product/exercise-types.md)', () => {
  let lifter: TestUser
  beforeAll(async () => {
    lifter = await t.register()
    const day = await f.createDay(lifter, { name: 'Pull' })
    await putBodyWeight(lifter, '2026-03-01', '180')
    await putBodyWeight(lifter, '2026-03-10', '185')
    // Before every body weight: the earliest after it (Mar 1, 180).
    await f.completedWorkout(lifter, day.id, '2026-02-20T12:00:00.000Z', [
      { exerciseName: 'Pull-Up', weight: '0', reps: 10 },
    ])
    await f.completedWorkout(lifter, day.id, '2026-03-05T12:00:00.000Z', [
      { exerciseName: 'Pull-Up', weight: '45', reps: 5 },
      { exerciseName: 'Assisted Pull-Up', weight: '40', reps: 8 },
      { exerciseName: 'Ring Dip', weight: '0', reps: 10 },
    ])
    // Mar 9 in UTC (it is Mar 10 in Berlin): Mar 1's 180.
    await f.completedWorkout(lifter, day.id, '2026-03-09T23:30:00.000Z', [
      { exerciseName: 'Pull-Up', weight: '25', reps: 8 },
    ])
    // Mar 10 in UTC: that day's 185.
    await f.completedWorkout(lifter, day.id, '2026-03-10T00:30:00.000Z', [
      { exerciseName: 'Pull-Up', weight: '25', reps: 8 },
    ])
  })

  it('counts the body weight of the latest date on or before the start’s UTC day, else the earliest after', async () => {
    // 180 × 10 → e1RM 240; 225 × 5 → 262.5; 205 × 8 → 259.7; 210 × 8 → 266.
    expect(await points(lifter, 'Pull-Up')).toEqual([
      ['2026-02-20', 240, 180, 1800, 180],
      ['2026-03-05', 262.5, 225, 1125, 180],
      ['2026-03-09', 259.7, 205, 1640, 180],
      ['2026-03-10', 266, 210, 1680, 185],
    ])
    expect((await progress(lifter, 'Pull-Up')).best).toEqual({
      e1rm: 266,
      weight: 225,
      volume: 1800,
      duration: null,
      distance: null,
    })
    expect(await prDays(lifter, 'Pull-Up')).toEqual(['2026-02-20', '2026-03-05', '2026-03-10'])
    // Assisted: 180 − 40 = 140 × 8, e1RM 177.3; volume 1,120.
    expect(await points(lifter, 'Assisted Pull-Up')).toEqual([
      ['2026-03-05', 177.3, 140, 1120, 180],
    ])
    // The workout's volume: 1,125 + 1,120, and the ring dip (weight × reps, 0) nothing.
    const mar5 = (await history(lifter)).find((w) => w.startedAt.startsWith('2026-03-05'))!
    expect(mar5.totalVolume).toBe(2245)
    const record = await recordOf(lifter, 'Pull-Up')
    expect(record).toMatchObject({
      type: 'bodyweight_reps',
      e1rm: { value: 266 },
      heaviest: { weight: 225, reps: 5 },
      volume: { value: 1800 },
      longest: null,
      farthest: null,
      mostReps: null,
    })
    const summary = (await summaries(lifter)).find((w) => w.startedAt.startsWith('2026-03-05'))!
    expect(summary.exercises[0]).toEqual({
      name: 'Pull-Up',
      type: 'bodyweight_reps',
      bodyWeight: 180,
      isPR: true,
      completedSets: 1,
      recordSet: { weight: '45', reps: 5, duration: null, distance: null },
      topSet: { weight: '45', reps: 5, duration: null, distance: null },
    })
  })

  it('moves the figures of the workouts a body weight applies to when it is changed, added or deleted', async () => {
    await putBodyWeight(lifter, '2026-03-01', '190')
    // 190 × 10 → 253.3; 235 × 5 → 274.2; 215 × 8 → 272.3; Mar 10 keeps 185.
    expect(await points(lifter, 'Pull-Up')).toEqual([
      ['2026-02-20', 253.3, 190, 1900, 190],
      ['2026-03-05', 274.2, 235, 1175, 190],
      ['2026-03-09', 272.3, 215, 1720, 190],
      ['2026-03-10', 266, 210, 1680, 185],
    ])
    // Mar 10's 266 no longer beats Mar 5's 274.2.
    expect(await prDays(lifter, 'Pull-Up')).toEqual(['2026-02-20', '2026-03-05'])
    const mar5 = () =>
      history(lifter).then((w) => w.find((x) => x.startedAt.startsWith('2026-03-05'))!)
    expect((await mar5()).totalVolume).toBe(1175 + 1200)
    expect((await recordOf(lifter, 'Pull-Up')).e1rm).toMatchObject({ value: 274.2 })

    // A new earliest date applies to the workouts before the next date.
    await putBodyWeight(lifter, '2026-02-15', '170')
    expect((await points(lifter, 'Pull-Up'))[0]).toEqual(['2026-02-20', 226.7, 170, 1700, 170])
    expect((await points(lifter, 'Pull-Up'))[1]).toEqual(['2026-03-05', 274.2, 235, 1175, 190])

    // Mar 1's gone: Mar 5 and Mar 9 fall back to Feb 15's 170.
    await f.call(lifter, 'DELETE', '/api/body-weights/2026-03-01', undefined, 204)
    expect(await points(lifter, 'Pull-Up')).toEqual([
      ['2026-02-20', 226.7, 170, 1700, 170],
      ['2026-03-05', 250.8, 215, 1075, 170],
      ['2026-03-09', 247, 195, 1560, 170],
      ['2026-03-10', 266, 210, 1680, 185],
    ])
    expect(await prDays(lifter, 'Pull-Up')).toEqual(['2026-02-20', '2026-03-05', '2026-03-10'])
    // Assisted: 170 − 40 = 130 × 8 = 1,040.
    expect((await mar5()).totalVolume).toBe(1075 + 1040)
  })

  it('moves every figure of a name when its type changes', async () => {
    const mar5 = () =>
      history(lifter).then((w) => w.find((x) => x.startedAt.startsWith('2026-03-05'))!)
    const before = (await mar5()).totalVolume
    // By default a ring dip is weight × reps: 0 × 10 has no estimate, no volume, no PR.
    expect(await points(lifter, 'Ring Dip')).toEqual([['2026-03-05', 0, 0, 0, null]])
    expect((await mar5()).exercises.find((e) => e.name === 'Ring Dip')!.isPR).toBe(false)
    await putType(lifter, 'Ring Dip', 'bodyweight_reps')
    // The body of that day, 170 × 10: e1RM 226.7, volume 1,700, a PR.
    expect(await points(lifter, 'Ring Dip')).toEqual([['2026-03-05', 226.7, 170, 1700, 170]])
    expect((await mar5()).totalVolume).toBe(before + 1700)
    expect((await mar5()).exercises.find((e) => e.name === 'Ring Dip')!.isPR).toBe(true)
    await putType(lifter, 'Ring Dip', 'reps_only')
    // Reps alone: its record is its most reps.
    expect(await recordOf(lifter, 'Ring Dip')).toMatchObject({
      type: 'reps_only',
      e1rm: null,
      heaviest: null,
      volume: null,
      mostReps: { reps: 10, date: '2026-03-05T12:00:00.000Z' },
    })
    expect((await mar5()).totalVolume).toBe(before)
    await f.call(lifter, 'DELETE', '/api/exercise-types/Ring%20Dip', undefined, 204)
    expect(await points(lifter, 'Ring Dip')).toEqual([['2026-03-05', 0, 0, 0, null]])
    expect((await mar5()).totalVolume).toBe(before)
  })

  it('without a body weight, counts only the added weight, and no assisted load at all', async () => {
    const other = await t.register()
    const day = await f.createDay(other)
    const done = await f.completedWorkout(other, day.id, '2026-03-05T12:00:00.000Z', [
      { exerciseName: 'Pull-Up', weight: '45', reps: 5 },
      { exerciseName: 'Assisted Pull-Up', weight: '40', reps: 8 },
    ])
    // 45 × 5: e1RM 52.5, volume 225; the assisted set 0.
    expect(done.totalVolume).toBe(225)
    expect(await points(other, 'Pull-Up')).toEqual([['2026-03-05', 52.5, 45, 225, null]])
    expect(await points(other, 'Assisted Pull-Up')).toEqual([['2026-03-05', 0, 0, 0, null]])
    // Another lifter's body weight is never theirs.
    expect((await records(other)).map((r) => r.exerciseName)).toEqual([
      'Assisted Pull-Up',
      'Pull-Up',
    ])
  })
})

describe('what counts for each type', () => {
  let lifter: TestUser
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    lifter = await t.register()
    const day = await f.createDay(lifter, { name: 'Conditioning' })
    const first = await f.completedWorkout(lifter, day.id, '2026-05-01T10:00:00.000Z', [
      { exerciseName: 'Hanging Leg Raise', reps: 15 },
      { exerciseName: 'Hanging Leg Raise', reps: 20 },
      { exerciseName: 'Plank', duration: 60 },
      { exerciseName: 'Plank', duration: 90, weight: '25' },
      { exerciseName: 'Running', distance: '5000', duration: 1500 },
      { exerciseName: "Farmer's Walk", weight: '100', distance: '40', duration: 30 },
    ])
    const second = await f.completedWorkout(lifter, day.id, '2026-05-08T10:00:00.000Z', [
      { exerciseName: 'Hanging Leg Raise', reps: 18 },
      { exerciseName: 'Plank', duration: 90, weight: '45' },
      { exerciseName: 'Plank', duration: 30 },
      // A warm-up never counts for records.
      { exerciseName: 'Running', distance: '20000', duration: 9000, isWarmup: true },
      { exerciseName: 'Running', distance: '3000', duration: 900 },
      { exerciseName: 'Running', distance: '10000', duration: 3300 },
      { exerciseName: "Farmer's Walk", weight: '120', distance: '20' },
    ])
    Object.assign(ids, { first: first.id, second: second.id })
  })

  it('counts no volume for the types without a load', async () => {
    const workouts = await history(lifter)
    expect(workouts.map((w) => w.totalVolume)).toEqual([0, 0])
  })

  it('answers records by type: most reps, the longest time, the longest distance', async () => {
    const byName = new Map((await records(lifter)).map((r) => [r.exerciseName, r]))
    const none = { e1rm: null, heaviest: null, volume: null }
    // 20 on the first day, 18 on the second: the record is the first day's.
    expect(byName.get('Hanging Leg Raise')).toMatchObject({
      type: 'reps_only',
      ...none,
      longest: null,
      farthest: null,
      mostReps: { reps: 20, workoutId: ids.first, date: '2026-05-01T10:00:00.000Z' },
    })
    expect(byName.get('Plank')).toMatchObject({
      type: 'duration',
      ...none,
      // 90 s on both days: the heavier (45) wins.
      longest: {
        duration: 90,
        weight: 45,
        workoutId: ids.second,
        date: '2026-05-08T10:00:00.000Z',
      },
      farthest: null,
      mostReps: null,
    })
    expect(byName.get('Running')).toMatchObject({
      type: 'distance_duration',
      ...none,
      longest: null,
      farthest: { distance: 10000, duration: 3300, workoutId: ids.second },
    })
    expect(byName.get("Farmer's Walk")).toMatchObject({
      type: 'weight_distance',
      ...none,
      farthest: { distance: 40, duration: 30, workoutId: ids.first },
    })
  })

  it('sets PRs by what each type ranks by', async () => {
    // Reps: 20, then 18 (no PR). Time: 90 s + 25, then 90 s + 45 (a PR). Distance: 5 km, then
    // 10 km (the 20 km warm-up aside). Carry: 100 lbs, then the heavier 120 for less distance.
    expect(await prDays(lifter, 'Hanging Leg Raise')).toEqual(['2026-05-01'])
    expect(await prDays(lifter, 'Plank')).toEqual(['2026-05-01', '2026-05-08'])
    expect(await prDays(lifter, 'Running')).toEqual(['2026-05-01', '2026-05-08'])
    expect(await prDays(lifter, "Farmer's Walk")).toEqual(['2026-05-01', '2026-05-08'])
  })

  it('answers progress points with the longest time and the distance in all', async () => {
    const plank = await progress(lifter, 'Plank')
    expect(
      plank.points.map((p) => [p.duration, p.distance, p.e1rm, p.volume, p.bodyWeight]),
    ).toEqual([
      [90, null, 0, 0, null],
      [90, null, 0, 0, null],
    ])
    expect(plank.best).toEqual({ e1rm: 0, weight: 45, volume: 0, duration: 90, distance: null })
    const running = await progress(lifter, 'Running')
    // The second day's 3 + 10 km, and its 20 km warm-up: every completed set's metres.
    expect(running.points.map((p) => [p.duration, p.distance])).toEqual([
      [1500, 5000],
      [3300, 33000],
    ])
    expect(running.best).toMatchObject({ duration: 3300, distance: 33000 })
  })

  it('answers each exercise’s type and its record set on the history card', async () => {
    const [second] = await summaries(lifter)
    expect(second!.exercises.map((e) => [e.name, e.type, e.recordSet])).toEqual([
      ['Hanging Leg Raise', 'reps_only', { weight: '0', reps: 18, duration: null, distance: null }],
      ['Plank', 'duration', { weight: '45', reps: 0, duration: 90, distance: null }],
      ['Running', 'distance_duration', { weight: '0', reps: 0, duration: 3300, distance: '10000' }],
      [
        "Farmer's Walk",
        'weight_distance',
        { weight: '120', reps: 0, duration: null, distance: '20' },
      ],
    ])
  })
})

describe('the duration rule, and rules on bodyweight exercises (docs/product/exercise-types.md)', () => {
  let lifter: TestUser
  let dayId: string
  beforeAll(async () => {
    lifter = await t.register()
    const exercises = [{ name: 'Plank', sets: [] }]
    dayId = (await f.createDay(lifter, { name: 'Core', exercises })).id
  })
  const plan = (name: string) =>
    f.call<PlanOutcome>(lifter, 'GET', `/api/progressions/${encodeURIComponent(name)}/plan?ahead=1`)
  async function session(exercise: string, sets: Array<Omit<LoggedSet, 'exerciseName'>>) {
    const workout = await f.startWorkout(lifter, dayId)
    for (const [index, set] of sets.entries()) {
      await f.logSet(lifter, {
        ...set,
        workoutId: workout.id,
        exerciseName: exercise,
        setNumber: index + 1,
        completed: true,
      })
    }
    await f.complete(lifter, workout.id)
  }

  it('plans a time: at least `sets` sets that long succeed, and add the increment', async () => {
    const rule = await f.call(lifter, 'PUT', '/api/progressions/Plank', {
      type: 'duration',
      seconds: 60,
      sets: 3,
      increment: 5,
    })
    expect(rule).toMatchObject({ type: 'duration', seconds: 60, sets: 3, increment: 5 })
    const fresh = await plan('Plank')
    expect(fresh.next).toEqual({
      weight: '0',
      reps: 0,
      repsMax: null,
      sets: Array.from({ length: 3 }, () => ({ weight: '0', reps: 0, amrap: false, duration: 60 })),
      week: null,
      trainingMax: null,
      duration: 60,
    })
    expect(fresh.ahead).toEqual([{ weight: '0', reps: 0, duration: 65 }])
    await session('Plank', [{ duration: 60 }, { duration: 75 }, { duration: 59 }])
    expect((await plan('Plank')).next.duration).toBe(60)
    await session('Plank', [{ duration: 60 }, { duration: 61 }, { duration: 62 }])
    const after = await plan('Plank')
    expect(after.next.duration).toBe(65)
    expect(after.history.map((h) => [h.outcome, h.duration])).toEqual([
      ['miss', 60],
      ['success', 60],
    ])
    expect(after.reason).toBe('1:00 on all 3 sets last time: +5 s')
    // The day's plan says the same.
    const day = await f.call<{ exercises: Array<{ plan: PlanOutcome | null }> }>(
      lifter,
      'GET',
      `/api/workout-days/${dayId}/plan`,
    )
    expect(day.exercises.map((e) => e.plan?.next.duration)).toEqual([65])
  })

  it.each([
    [{ seconds: 0 }, 'seconds'],
    [{ seconds: 86_401 }, 'seconds'],
    [{ seconds: 30.5 }, 'seconds'],
    [{ increment: 0 }, 'increment'],
    [{ increment: 601 }, 'increment'],
    [{ sets: 21 }, 'sets'],
  ])('refuses %j naming the field', async (bad, field) => {
    const res = await t.injectAs(lifter, {
      method: 'PUT',
      url: '/api/progressions/Side%20Plank',
      payload: { type: 'duration', seconds: 30, sets: 2, increment: 5, ...bad },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(new RegExp(`^${field}: `))
  })

  it('plans the added weight of a bodyweight exercise, whatever the body weight', async () => {
    await putBodyWeight(lifter, '2020-01-01', '180')
    await f.call(lifter, 'PUT', '/api/progressions/Pull-Up', {
      type: 'double',
      weight: '0',
      sets: 2,
      repsMin: 6,
      repsMax: 8,
      increment: '5',
    })
    expect((await plan('Pull-Up')).next).toMatchObject({ weight: '0', reps: 6, repsMax: 8 })
    await session('Pull-Up', [
      { weight: '0', reps: 8 },
      { weight: '0', reps: 8 },
    ])
    const next = await plan('Pull-Up')
    expect(next.next).toMatchObject({ weight: '5', reps: 6 })
    expect(next.next.sets.map((s) => s.duration)).toEqual([null, null])
  })
})

describe('import and export of distances and times', () => {
  const header =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n'
  const run = `${header}2026-02-01 07:00:00,"Run",30m,"Running",1,0,0,5,1500,"","",\n`
  const post = (user: TestUser, body: string, query = '') =>
    t.injectAs(user, {
      method: 'POST',
      url: `/api/imports${query}`,
      headers: { 'content-type': 'text/csv' },
      payload: body,
    })

  it('reads a file’s unnamed distance in `distanceUnit`, else the lifter’s own', async () => {
    const distanceOf = async (query: string, unit?: 'kg') => {
      const lifter = await t.register()
      if (unit) await f.call(lifter, 'PATCH', '/api/auth/user', { unit })
      const res = await post(lifter, run, query)
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json()).toMatchObject({ sets: 1, skippedRows: 0 } satisfies Partial<ImportResult>)
      return (await history(lifter))[0]!.sets[0]!
    }
    expect(await distanceOf('?unit=lbs&distanceUnit=km')).toMatchObject({
      reps: 0,
      distance: '5000',
      duration: 1500,
    })
    expect((await distanceOf('?unit=lbs&distanceUnit=mi')).distance).toBe('8046.72')
    // A pound lifter's miles, a kilogram lifter's kilometres.
    expect((await distanceOf('?unit=lbs')).distance).toBe('8046.72')
    expect((await distanceOf('?unit=lbs', 'kg')).distance).toBe('5000')
    const lifter = await t.register()
    const bad = await post(lifter, run, '?unit=lbs&distanceUnit=yd')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^distanceUnit: /)
    const tooFar = await post(
      lifter,
      run.replace(',5,1500,', ',5000,1500,'),
      '?unit=lbs&distanceUnit=km',
    )
    expect(tooFar.statusCode).toBe(400)
    expect(tooFar.json().message).toBe('line 2: Distance: 5000 km is more than 1000 km')
  })

  it('writes Distance in the lifter’s unit exactly and Seconds, and reads them back the same', async () => {
    const lifter = await t.register()
    const day = await f.createDay(lifter, { name: 'Cardio' })
    await f.completedWorkout(lifter, day.id, '2026-02-01T07:00:00.000Z', [
      { exerciseName: 'Running', distance: '5000', duration: 1500 },
      { exerciseName: 'Running', distance: '4988.9664', duration: 1800 },
      { exerciseName: 'Plank', duration: 75 },
      { exerciseName: 'Squat', weight: '225', reps: 5 },
    ])
    const csvIn = async (unit: 'km' | 'mi') => {
      await f.call(lifter, 'PATCH', '/api/auth/user', { distanceUnit: unit })
      const res = await t.injectAs(lifter, { method: 'GET', url: '/api/export?format=csv' })
      return res.body
    }
    const km = await csvIn('km')
    expect(km.split('\n').slice(1, 5)).toEqual([
      '2026-02-01 07:00:00,"Cardio",0s,"Running",1,0,0,5,1500,"","",',
      '2026-02-01 07:00:00,"Cardio",0s,"Running",2,0,0,4.9889664,1800,"","",',
      '2026-02-01 07:00:00,"Cardio",0s,"Plank",1,0,0,0,75,"","",',
      '2026-02-01 07:00:00,"Cardio",0s,"Squat",1,225,5,0,0,"","",',
    ])
    const mi = await csvIn('mi')
    // 5,000 m is no whole number of miles: the shortest decimal that reads back as 5,000 m.
    expect(
      mi
        .split('\n')
        .slice(1, 3)
        .map((line) => line.split(',')[7]),
    ).toEqual(['3.106855961', '3.1'])
    for (const [csv, unit] of [
      [km, 'km'],
      [mi, 'mi'],
    ] as const) {
      const empty = await t.register()
      expect((await post(empty, csv, `?unit=lbs&distanceUnit=${unit}`)).statusCode).toBe(201)
      const shape = (workouts: WorkoutWithSets[]) =>
        workouts.flatMap((w) =>
          w.sets.map((s) => [s.exerciseName, s.weight, s.reps, s.distance, s.duration]),
        )
      expect(shape(await history(empty))).toEqual(shape(await history(lifter)))
    }
  })

  it('carries times, distances, the distance unit and the types through the JSON export and a restore', async () => {
    const lifter = await t.register()
    await f.call(lifter, 'PATCH', '/api/auth/user', { distanceUnit: 'km' })
    await putType(lifter, 'Ring Row', 'bodyweight_reps')
    const day = await f.createDay(lifter, { name: 'Cardio' })
    await f.completedWorkout(lifter, day.id, '2026-02-01T07:00:00.000Z', [
      { exerciseName: 'Running', distance: '4988.9664', duration: 1800 },
      { exerciseName: 'Ring Row', weight: '10', reps: 12 },
    ])
    const exported = await f.call<ExportDocument>(lifter, 'GET', '/api/export?format=json')
    expect(exported.distanceUnit).toBe('km')
    expect(exported.exerciseTypes).toEqual([{ exerciseName: 'Ring Row', type: 'bodyweight_reps' }])
    expect(exported.workouts[0]!.sets[0]).toMatchObject({ distance: '4988.9664', duration: 1800 })

    const other = await t.register()
    const res = await t.injectAs(other, {
      method: 'POST',
      url: '/api/imports',
      headers: { 'content-type': 'application/json' },
      payload: exported,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await f.call<User>(other, 'GET', '/api/auth/user')).distanceUnit).toBe('km')
    expect((await types(other)).find((item) => item.exerciseName === 'Ring Row')).toEqual({
      exerciseName: 'Ring Row',
      type: 'bodyweight_reps',
      source: 'custom',
    })
    expect((await history(other))[0]!.sets[0]).toMatchObject({
      distance: '4988.9664',
      duration: 1800,
    })
    // The restored type counts: no body weight, so the added 10 × 12.
    expect((await history(other))[0]!.totalVolume).toBe(120)

    const bad = structuredClone(exported)
    bad.workouts[0]!.sets[0]!.duration = -5
    const refused = await t.injectAs(await t.register(), {
      method: 'POST',
      url: '/api/imports',
      headers: { 'content-type': 'application/json' },
      payload: bad,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toMatch(/^workouts\.0\.sets\.0\.duration: /)
  })
})

describe('the migration (0023_exercise_types) and the figures counted again at start', () => {
  it('keeps every set as it was, and counts its figures by the new rules', async () => {
    // A database migrated up to the one before, with data written as the app wrote it then.
    const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url))
    const before = mkdtempSync(path.join(tmpdir(), 'migrations-'))
    cpSync(migrations, before, { recursive: true })
    const journalPath = path.join(before, 'meta/_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ tag: string }>
    }
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_exercise_types'))
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    )
    const location = await newTestDatabase({ empty: true })
    const old = await openDatabase({ ...location, migrationsFolder: before })
    await old.db.execute(sql`
      with u as (insert into users (email) values ('old@example.com') returning id),
      b as (insert into body_weights (user_id, date, weight) select id, '2026-03-01', 180 from u),
      w as (insert into workouts (user_id, workout_day_name, started_at, completed_at, total_volume)
            select id, 'Pull', '2026-03-05T12:00:00Z', '2026-03-05T13:00:00Z', 225 from u
            returning id, user_id)
      insert into workout_sets (workout_id, user_id, exercise_name, exercise_key, set_number,
                                weight, reps, completed)
      select id, user_id, name, lower(name), 1, weight, reps, true
      from w, (values ('Pull-Up', 45, 5), ('Bench Press', 100, 5)) as s(name, weight, reps)`)
    await old.close()
    rmSync(before, { recursive: true, force: true })

    const database = await openDatabase(location)
    try {
      const sets = await queryRows(
        database.db,
        sql`select exercise_name, weight::text, reps, completed, duration, distance
            from workout_sets order by exercise_name`,
      )
      expect(sets).toEqual([
        {
          exercise_name: 'Bench Press',
          weight: '100',
          reps: 5,
          completed: true,
          duration: null,
          distance: null,
        },
        {
          exercise_name: 'Pull-Up',
          weight: '45',
          reps: 5,
          completed: true,
          duration: null,
          distance: null,
        },
      ])
      // Counted by the rules of this code: the pull-up with the body weight, 225 × 5 + 500.
      expect(await ensureFigureRules(database.db)).toBe(1)
      const [workout] = await queryRows<{ total_volume: string }>(
        database.db,
        sql`select total_volume::text from workouts`,
      )
      expect(Number(workout!.total_volume)).toBe(1125 + 500)
      const figures = await queryRows(
        database.db,
        sql`select exercise_key, exercise_type, best, body_weight::text, is_pr
            from workout_exercise_figures order by exercise_key`,
      )
      expect(figures).toEqual([
        {
          exercise_key: 'bench press',
          exercise_type: 'weight_reps',
          best: 116.66666666666667,
          body_weight: null,
          is_pr: true,
        },
        {
          exercise_key: 'pull-up',
          exercise_type: 'bodyweight_reps',
          best: 262.5,
          body_weight: '180',
          is_pr: true,
        },
      ])
      // Counted once: a second start counts nothing.
      expect(await ensureFigureRules(database.db)).toBe(0)
    } finally {
      await database.close()
      if (location.dataDir) rmSync(location.dataDir, { recursive: true, force: true })
    }
  })
})
