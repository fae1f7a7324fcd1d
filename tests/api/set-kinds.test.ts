import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from '#server/db/client.ts'
import type { ExerciseRecord, Progress } from '#shared/contract/progress.ts'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { LastSet, WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'
import { newTestDatabase } from '../support/test-database.ts'

/** docs/product/set-kinds.md: set kinds, RPE and supersets, on every route that writes or answers them. */
let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser
let dayId: string
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
  dayId = (await f.createDay(lifter)).id
})
afterAll(() => t.close())

const send = (user: TestUser, method: string, url: string, payload?: object) =>
  t.injectAs(user, { method: method as 'POST', url, ...(payload && { payload }) })

/** A 400 and the field its message names. */
async function refused(request: Promise<{ statusCode: number; json: () => unknown }>) {
  const res = await request
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400)
  return (res.json() as { message: string }).message
}

const draft = async () => (await f.startWorkout(lifter, dayId)).id
const newSet = (workoutId: string, body: object) =>
  send(lifter, 'POST', '/api/workout-sets', {
    workoutId,
    exerciseName: 'Bench',
    setNumber: 1,
    ...body,
  })

describe('a set’s kind (POST and PATCH /api/workout-sets)', () => {
  it('takes each kind, and answers isWarmup with it', async () => {
    const workoutId = await draft()
    for (const kind of ['warmup', 'working', 'drop', 'failure'] as const) {
      const res = await newSet(workoutId, { kind })
      expect(res.statusCode).toBe(201)
      expect(res.json()).toMatchObject({ kind, isWarmup: kind === 'warmup' })
    }
  })

  it('takes isWarmup alone, both when they agree, and makes a working set of neither', async () => {
    const workoutId = await draft()
    const made = async (body: object) => ((await newSet(workoutId, body)).json() as WorkoutSet).kind
    expect(await made({ isWarmup: true })).toBe('warmup')
    expect(await made({ isWarmup: false })).toBe('working')
    expect(await made({})).toBe('working')
    expect(await made({ kind: 'warmup', isWarmup: true })).toBe('warmup')
    expect(await made({ kind: 'failure', isWarmup: false })).toBe('failure')
  })

  it('refuses a kind and an isWarmup that disagree, or an unknown kind, naming kind', async () => {
    const workoutId = await draft()
    expect(await refused(newSet(workoutId, { kind: 'drop', isWarmup: true }))).toMatch(/^kind: /)
    expect(await refused(newSet(workoutId, { kind: 'warmup', isWarmup: false }))).toMatch(/^kind: /)
    expect(await refused(newSet(workoutId, { kind: 'amrap' }))).toMatch(/^kind: /)
    const { id } = (await newSet(workoutId, { kind: 'drop' })).json() as WorkoutSet
    const patch = (body: object) => send(lifter, 'PATCH', `/api/workout-sets/${id}`, body)
    expect(await refused(patch({ kind: 'working', isWarmup: true }))).toMatch(/^kind: /)
    // Nothing half-written.
    const [set] = await f.call<WorkoutSet[]>(lifter, 'GET', `/api/workouts/${workoutId}/sets`)
    expect(set).toMatchObject({ kind: 'drop', isWarmup: false })
  })

  // In a draft (one statement) and in a completed workout (the transaction with its totals).
  for (const where of ['a draft', 'a completed workout'] as const) {
    it(`applies isWarmup to the kind it holds, in ${where}`, async () => {
      const workoutId = await draft()
      const ids: Record<string, string> = {}
      for (const kind of ['warmup', 'working', 'drop', 'failure'] as const) {
        ids[kind] = ((await newSet(workoutId, { kind, completed: true })).json() as WorkoutSet).id
      }
      if (where === 'a completed workout') await f.complete(lifter, workoutId)
      const patch = (id: string, body: object) =>
        f.call<WorkoutSet>(lifter, 'PATCH', `/api/workout-sets/${id}`, body)
      // isWarmup: false turns a warm-up into a working set and leaves drop and failure alone.
      expect((await patch(ids.warmup!, { isWarmup: false })).kind).toBe('working')
      expect((await patch(ids.drop!, { isWarmup: false })).kind).toBe('drop')
      expect((await patch(ids.failure!, { isWarmup: false, reps: 3 })).kind).toBe('failure')
      // isWarmup: true makes a warm-up of any kind; a kind named is that kind.
      expect(await patch(ids.drop!, { isWarmup: true })).toMatchObject({
        kind: 'warmup',
        isWarmup: true,
      })
      expect(await patch(ids.drop!, { kind: 'failure' })).toMatchObject({
        kind: 'failure',
        isWarmup: false,
      })
      expect(await patch(ids.working!, { kind: 'warmup', isWarmup: true })).toMatchObject({
        kind: 'warmup',
        isWarmup: true,
      })
      // A PATCH without either leaves the kind.
      expect((await patch(ids.working!, { reps: 4 })).kind).toBe('warmup')
    })
  }
})

describe('a set’s RPE and superset', () => {
  it('keeps an RPE from 1 to 10 by halves, or null, and refuses anything else naming rpe', async () => {
    const workoutId = await draft()
    for (const rpe of [1, 6.5, 8, 10]) {
      expect(((await newSet(workoutId, { rpe })).json() as WorkoutSet).rpe).toBe(rpe)
    }
    for (const rpe of [0, 0.5, 10.5, 8.25, '8', -1]) {
      expect(await refused(newSet(workoutId, { rpe }))).toMatch(/^rpe: /)
    }
    const set = (await newSet(workoutId, {})).json() as WorkoutSet
    expect(set.rpe).toBeNull()
    const patch = (body: object) =>
      f.call<WorkoutSet>(lifter, 'PATCH', `/api/workout-sets/${set.id}`, body)
    expect((await patch({ rpe: 9.5 })).rpe).toBe(9.5)
    expect((await patch({ weight: '100' })).rpe).toBe(9.5)
    expect((await patch({ rpe: null })).rpe).toBeNull()
    expect(
      await refused(send(lifter, 'PATCH', `/api/workout-sets/${set.id}`, { rpe: 11 })),
    ).toMatch(/^rpe: /)
  })

  it('keeps a superset label of 1–8 characters, trimmed', async () => {
    const workoutId = await draft()
    expect(((await newSet(workoutId, { superset: ' A ' })).json() as WorkoutSet).superset).toBe('A')
    expect(((await newSet(workoutId, { superset: null })).json() as WorkoutSet).superset).toBeNull()
    expect(await refused(newSet(workoutId, { superset: '   ' }))).toMatch(/^superset: /)
    expect(await refused(newSet(workoutId, { superset: 'ABCDEFGHI' }))).toMatch(/^superset: /)
  })
})

describe('the history edit (PATCH /api/workouts/{id} with sets)', () => {
  it('takes kind, isWarmup, rpe and superset per set in one request', async () => {
    const workout = await f.completedWorkout(lifter, dayId, '2026-01-05T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '100', reps: 5, kind: 'warmup' },
      { exerciseName: 'Squat', weight: '200', reps: 5, kind: 'drop' },
      { exerciseName: 'Squat', weight: '200', reps: 5 },
      { exerciseName: 'Squat', weight: '200', reps: 5, rpe: 7, superset: 'A' },
    ])
    const sets = await f.call<WorkoutSet[]>(lifter, 'GET', `/api/workouts/${workout.id}/sets`)
    const [warmup, drop, working, rated] = sets.map((set) => set.id)
    await f.patchWorkout(lifter, workout.id, {
      sets: [
        { id: warmup, isWarmup: false },
        { id: drop, isWarmup: false, rpe: 9 },
        { id: working, kind: 'failure', isWarmup: false, superset: 'B' },
        { id: rated, rpe: null, superset: null },
      ],
    })
    const after = await f.call<WorkoutSet[]>(lifter, 'GET', `/api/workouts/${workout.id}/sets`)
    expect(after.map((s) => [s.kind, s.isWarmup, s.rpe, s.superset])).toEqual([
      ['working', false, null, null],
      ['drop', false, 9, null],
      ['failure', false, null, 'B'],
      ['working', false, null, null],
    ])
  })

  it('refuses a set whose kind and isWarmup disagree, or a bad rpe, naming it, and writes nothing', async () => {
    const workout = await f.completedWorkout(lifter, dayId, '2026-01-06T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '100', reps: 5 },
      { exerciseName: 'Squat', weight: '100', reps: 5 },
    ])
    const [first, second] = (
      await f.call<WorkoutSet[]>(lifter, 'GET', `/api/workouts/${workout.id}/sets`)
    ).map((set) => set.id)
    const patch = (sets: object[]) => send(lifter, 'PATCH', `/api/workouts/${workout.id}`, { sets })
    expect(
      await refused(
        patch([
          { id: first, rpe: 8 },
          { id: second, kind: 'drop', isWarmup: true },
        ]),
      ),
    ).toMatch(/^sets\.1\.kind: /)
    expect(
      await refused(
        patch([
          { id: first, kind: 'drop' },
          { id: second, rpe: 12 },
        ]),
      ),
    ).toMatch(/^sets\.1\.rpe: /)
    const sets = await f.call<WorkoutSet[]>(lifter, 'GET', `/api/workouts/${workout.id}/sets`)
    expect(sets.map((s) => [s.kind, s.rpe])).toEqual([
      ['working', null],
      ['working', null],
    ])
  })
})

describe('set templates and supersets of a day', () => {
  const create = (exercises: object[]) =>
    send(lifter, 'POST', '/api/workout-days', { name: 'Supersets', exercises })

  it('answers every set template as {isWarmup, kind, mode?}, from kind, isWarmup or both', async () => {
    const res = await create([
      {
        name: 'Bench',
        sets: [
          { isWarmup: true },
          { kind: 'working', mode: 'chains' },
          { kind: 'drop' },
          { kind: 'failure', isWarmup: false },
          { isWarmup: false },
        ],
      },
    ])
    expect(res.statusCode).toBe(201)
    expect((res.json() as WorkoutDay).exercises[0]!.sets).toEqual([
      { isWarmup: true, kind: 'warmup' },
      { isWarmup: false, kind: 'working', mode: 'chains' },
      { isWarmup: false, kind: 'drop' },
      { isWarmup: false, kind: 'failure' },
      { isWarmup: false, kind: 'working' },
    ])
  })

  it('refuses a template whose kind and isWarmup disagree, or that says neither, naming kind', async () => {
    const sets = (set: object) => [{ name: 'Bench', sets: [{ kind: 'working' }, set] }]
    expect(await refused(create(sets({ kind: 'warmup', isWarmup: false })))).toMatch(
      /^exercises\.0\.sets\.1\.kind: /,
    )
    expect(await refused(create(sets({})))).toMatch(/^exercises\.0\.sets\.1\.kind: /)
  })

  it('groups neighbouring exercises with one label into a superset', async () => {
    const res = await create([
      { name: 'Bench', sets: [{ kind: 'working' }], superset: ' A ' },
      { name: 'Row', sets: [{ kind: 'working' }], superset: 'A' },
      { name: 'Curl', sets: [{ kind: 'working' }], superset: null },
      { name: 'Dips', sets: [{ kind: 'working' }], superset: 'Arms' },
      { name: 'Pushdown', sets: [{ kind: 'working' }], superset: 'Arms' },
      { name: 'Fly', sets: [{ kind: 'working' }] },
    ])
    expect(res.statusCode).toBe(201)
    const day = res.json() as WorkoutDay
    expect(day.exercises.map((e) => e.superset)).toEqual([
      'A',
      'A',
      undefined,
      'Arms',
      'Arms',
      undefined,
    ])
    // Ungrouping is a save without the labels.
    const ungrouped = await f.call<WorkoutDay>(lifter, 'PATCH', `/api/workout-days/${day.id}`, {
      exercises: day.exercises.map(({ superset: _label, ...exercise }) => exercise),
    })
    expect(ungrouped.exercises.every((e) => e.superset === undefined)).toBe(true)
  })

  it('refuses a superset of one, or one split by another exercise, naming exercises.N.superset', async () => {
    const ex = (name: string, superset?: string) => ({
      name,
      sets: [{ kind: 'working' }],
      superset,
    })
    expect(await refused(create([ex('Bench', 'A'), ex('Row')]))).toMatch(
      /^exercises\.0\.superset: /,
    )
    expect(
      await refused(
        create([ex('Bench', 'A'), ex('Row', 'A'), ex('Curl'), ex('Fly', 'A'), ex('Dips', 'A')]),
      ),
    ).toMatch(/^exercises\.3\.superset: /)
    expect(
      await refused(create([ex('Bench'), ex('Row', 'B'), ex('Curl', 'C'), ex('Fly', 'C')])),
    ).toMatch(/^exercises\.1\.superset: /)
    expect(await refused(create([ex('Bench', 'TOOLONGLABEL'), ex('Row', 'TOOLONGLABEL')]))).toMatch(
      /^exercises\.0\.superset: /,
    )
    const day = await f.createDay(lifter, { name: 'Edit', exercises: [ex('Bench'), ex('Row')] })
    const patched = send(lifter, 'PATCH', `/api/workout-days/${day.id}`, {
      exercises: [ex('Bench'), ex('Row', 'A')],
    })
    expect(await refused(patched)).toMatch(/^exercises\.1\.superset: /)
  })

  it('appends an exercise into the superset of the day’s last exercise, and no other', async () => {
    const day = await f.createDay(lifter, {
      name: 'Append',
      exercises: [
        { name: 'Bench', sets: [{ kind: 'working' }], superset: 'A' },
        { name: 'Row', sets: [{ kind: 'working' }], superset: 'A' },
      ],
    })
    const append = (body: object) =>
      send(lifter, 'POST', `/api/workout-days/${day.id}/exercises`, body)
    const joined = await append({ name: 'Curl', sets: [{ isWarmup: false }], superset: 'A' })
    expect(joined.statusCode).toBe(201)
    expect((joined.json() as WorkoutDay).exercises.map((e) => [e.name, e.superset])).toEqual([
      ['Bench', 'A'],
      ['Row', 'A'],
      ['Curl', 'A'],
    ])
    expect(await refused(append({ name: 'Fly', sets: [], superset: 'B' }))).toMatch(/^superset: /)
    expect(
      await refused(append({ name: 'Fly', sets: [{ kind: 'drop', isWarmup: true }] })),
    ).toMatch(/^sets\.0\.kind: /)
    const alone = await append({ name: 'Fly', sets: [{ kind: 'drop' }] })
    expect((alone.json() as WorkoutDay).exercises.at(-1)).toEqual({
      name: 'Fly',
      sets: [{ isWarmup: false, kind: 'drop' }],
    })
  })
})

describe('what counts (docs/product/set-kinds.md)', () => {
  /**
   * Jan 10: Bench working 100×5 (e1RM 116.7). Jan 17: a warm-up 300×5 (counts for volume only),
   * a failure set 110×5 (e1RM 128.3, the PR and top set) and a drop set 80×10. Jan 24: a drop
   * set 125×3 (e1RM 137.5), the only counting set: a PR of its own.
   */
  let counter: TestUser
  let day: WorkoutDay
  const ids: Record<string, string> = {}
  beforeAll(async () => {
    counter = await t.register()
    day = await f.createDay(counter, {
      name: 'Push',
      exercises: [{ name: 'Bench', sets: [{ kind: 'working' }] }],
    })
    ids.jan10 = (
      await f.completedWorkout(counter, day.id, '2026-01-10T10:00:00.000Z', [
        { exerciseName: 'Bench', weight: '100', reps: 5 },
      ])
    ).id
    ids.jan17 = (
      await f.completedWorkout(counter, day.id, '2026-01-17T10:00:00.000Z', [
        { exerciseName: 'Bench', weight: '300', reps: 5, kind: 'warmup' },
        { exerciseName: 'Bench', weight: '110', reps: 5, kind: 'failure', rpe: 10 },
        { exerciseName: 'Bench', weight: '80', reps: 10, kind: 'drop' },
      ])
    ).id
    ids.jan24 = (
      await f.completedWorkout(counter, day.id, '2026-01-24T10:00:00.000Z', [
        { exerciseName: 'Bench', weight: '125', reps: 3, kind: 'drop', rpe: 8.5 },
      ])
    ).id
  })

  it('volume counts every completed set, warm-ups included', async () => {
    const history = await f.call<WorkoutWithSets[]>(counter, 'GET', '/api/workouts-with-sets')
    expect(history.map((w) => w.totalVolume)).toEqual([375, 1500 + 550 + 800, 500])
  })

  it('PRs, progress and records come from every kind but warm-up', async () => {
    const history = await f.call<WorkoutWithSets[]>(counter, 'GET', '/api/workouts-with-sets')
    expect(history.map((w) => w.exercises[0]!.isPR)).toEqual([true, true, true])
    const progress = await f.call<Progress>(counter, 'GET', '/api/progress/bench')
    expect(progress.points.map((p) => [p.e1rm, p.topWeight, p.topReps, p.volume, p.sets])).toEqual([
      [116.7, 100, 5, 500, 1],
      [128.3, 110, 5, 2850, 3],
      [137.5, 125, 3, 375, 1],
    ])
    const [record] = await f.call<ExerciseRecord[]>(counter, 'GET', '/api/records')
    expect(record).toMatchObject({
      e1rm: { value: 137.5, workoutId: ids.jan24 },
      heaviest: { weight: 125, reps: 3, workoutId: ids.jan24 },
    })
    const summaries = await f.call<WorkoutSummary[]>(counter, 'GET', '/api/workout-summaries')
    expect(summaries[1]!.exercises[0]).toMatchObject({
      completedSets: 3,
      recordSet: { weight: '110', reps: 5 },
      topSet: { weight: '110', reps: 5 },
    })
    const bests = await f.call<{ exercises: Array<{ bests: unknown[] }> }>(
      counter,
      'GET',
      `/api/workout-days/${day.id}/records`,
    )
    expect(bests.exercises[0]!.bests).toEqual([
      { weight: 80, reps: 10 },
      { weight: 100, reps: 5 },
      { weight: 110, reps: 5 },
      { weight: 125, reps: 3 },
    ])
  })

  it('a warm-up alone is no PR and no progress point', async () => {
    const user = await t.register()
    const own = await f.createDay(user)
    await f.completedWorkout(user, own.id, '2026-02-01T10:00:00.000Z', [
      { exerciseName: 'Row', weight: '200', reps: 5, kind: 'warmup' },
    ])
    const [workout] = await f.call<WorkoutWithSets[]>(user, 'GET', '/api/workouts-with-sets')
    expect(workout!.exercises).toEqual([{ name: 'Row', isPR: false }])
    expect((await f.call<Progress>(user, 'GET', '/api/progress/row')).points).toEqual([])
  })

  it('last time’s sets answer their kind and RPE', async () => {
    const last = await f.call<LastSet[]>(
      counter,
      'GET',
      `/api/workout-days/${day.id}/last-sets/bench`,
    )
    expect(last.map((s) => [s.kind, s.isWarmup, s.rpe])).toEqual([['drop', false, 8.5]])
    const all = await f.call<Array<{ sets: LastSet[] }>>(
      counter,
      'GET',
      `/api/workout-days/${day.id}/last-sets`,
    )
    expect(all[0]!.sets.map((s) => [s.kind, s.isWarmup, s.rpe])).toEqual([['drop', false, 8.5]])
  })

  it('last time’s sets answer their superset, null outside one', async () => {
    const user = await t.register()
    const arms = await f.createDay(user, {
      name: 'Arms',
      exercises: [
        { name: 'Curl', sets: [{ kind: 'working' }], superset: 'A' },
        { name: 'Pushdown', sets: [{ kind: 'working' }], superset: 'A' },
        { name: 'Dips', sets: [{ kind: 'working' }] },
      ],
    })
    await f.completedWorkout(user, arms.id, '2026-02-01T10:00:00.000Z', [
      { exerciseName: 'Curl', weight: '30', reps: 10, superset: 'A' },
      { exerciseName: 'Pushdown', weight: '40', reps: 10, superset: 'A' },
      { exerciseName: 'Dips', weight: '0', reps: 12 },
    ])
    const curl = await f.call<LastSet[]>(user, 'GET', `/api/workout-days/${arms.id}/last-sets/curl`)
    expect(curl.map((s) => s.superset)).toEqual(['A'])
    const all = await f.call<Array<{ exerciseName: string; sets: LastSet[] }>>(
      user,
      'GET',
      `/api/workout-days/${arms.id}/last-sets`,
    )
    expect(all.map((e) => [e.exerciseName, e.sets.map((s) => s.superset)])).toEqual([
      ['Curl', ['A']],
      ['Pushdown', ['A']],
      ['Dips', [null]],
    ])
  })
})

describe('export and import keep kinds, RPE and supersets (docs/product/import-export.md, docs/product/set-kinds.md)', () => {
  it('CSV: W, F, D or the working number in Set Order, RPE filled, and back exactly', async () => {
    const user = await t.register()
    const own = await f.createDay(user, { name: 'Legs' })
    await f.completedWorkout(user, own.id, '2026-03-02T11:00:00.000Z', [
      { exerciseName: 'Squat', weight: '95', reps: 10, kind: 'warmup' },
      { exerciseName: 'Squat', weight: '225', reps: 5, rpe: 8 },
      { exerciseName: 'Squat', weight: '225', reps: 4, kind: 'failure', rpe: 10 },
      { exerciseName: 'Squat', weight: '185', reps: 8, kind: 'drop', rpe: 9.5 },
      { exerciseName: 'Squat', weight: '225', reps: 5, rpe: 8.5 },
      { exerciseName: 'Lunge', weight: '50', reps: 12, kind: 'drop' },
    ])
    const csv = (await send(user, 'GET', '/api/export?format=csv')).body
    const cells = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(','))
      .map((c) => [c[3], c[4], c[11]])
    expect(cells).toEqual([
      ['"Squat"', 'W', ''],
      ['"Squat"', '1', '8'],
      ['"Squat"', 'F', '10'],
      ['"Squat"', 'D', '9.5'],
      ['"Squat"', '2', '8.5'],
      ['"Lunge"', 'D', ''],
    ])

    const empty = await t.register()
    const imported = await t.injectAs(empty, {
      method: 'POST',
      url: '/api/imports?unit=lbs',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    })
    expect(imported.statusCode).toBe(201)
    const shape = async (who: TestUser) =>
      (await f.call<WorkoutWithSets[]>(who, 'GET', '/api/workouts-with-sets')).map((w) => ({
        totalVolume: w.totalVolume,
        exercises: w.exercises,
        sets: w.sets.map((s) => [s.exerciseName, s.weight, s.reps, s.kind, s.rpe]),
      }))
    expect(await shape(empty)).toEqual(await shape(user))
    expect((await send(empty, 'GET', '/api/export?format=csv')).body).toBe(csv)
  })

  it('JSON: sets carry kind, rpe and superset; days their templates’ kinds and supersets', async () => {
    const user = await t.register()
    const own = await f.createDay(user, {
      name: 'Arms',
      exercises: [
        { name: 'Curl', sets: [{ isWarmup: true }, { kind: 'drop' }], superset: 'A' },
        { name: 'Pushdown', sets: [{ kind: 'failure' }], superset: 'A' },
      ],
    })
    await f.completedWorkout(user, own.id, '2026-03-03T11:00:00.000Z', [
      { exerciseName: 'Curl', weight: '30', reps: 10, kind: 'drop', rpe: 9, superset: 'A' },
    ])
    const doc = (await send(user, 'GET', '/api/export?format=json')).json() as {
      days: WorkoutDay[]
      workouts: Array<{ sets: WorkoutSet[] }>
    }
    expect(doc.days[0]!.exercises).toEqual([
      {
        name: 'Curl',
        sets: [
          { isWarmup: true, kind: 'warmup' },
          { isWarmup: false, kind: 'drop' },
        ],
        superset: 'A',
      },
      { name: 'Pushdown', sets: [{ isWarmup: false, kind: 'failure' }], superset: 'A' },
    ])
    expect(doc.workouts[0]!.sets[0]).toMatchObject({
      kind: 'drop',
      isWarmup: false,
      rpe: 9,
      superset: 'A',
    })
  })
})

describe('the migration (0015_set_kinds)', () => {
  it('keeps every set’s meaning and gives the templates of days and shares their kind', async () => {
    // A database migrated up to the one before, with data written as the app wrote it then.
    const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url))
    const before = mkdtempSync(path.join(tmpdir(), 'migrations-'))
    cpSync(migrations, before, { recursive: true })
    const journalPath = path.join(before, 'meta/_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ tag: string }>
    }
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_set_kinds'))
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    )
    const location = await newTestDatabase({ empty: true })
    const old = await openDatabase({ ...location, migrationsFolder: before })
    const templates = JSON.stringify([
      { name: 'Bench', sets: [{ isWarmup: true }, { isWarmup: false, mode: 'chains' }] },
    ])
    await old.db.execute(sql`
      with u as (insert into users (email) values ('old@example.com') returning id),
      d as (insert into workout_days (user_id, name, exercises)
            select id, 'Push', ${templates}::jsonb from u returning id, user_id),
      w as (insert into workouts (user_id, workout_day_id, workout_day_name, completed_at)
            select user_id, id, 'Push', now() from d returning id, user_id),
      s as (insert into workout_sets (workout_id, user_id, exercise_name, set_number, weight, reps,
                                      completed, is_warmup)
            select id, user_id, 'Bench', n, 100, 5, true, n = 1 from w, generate_series(1, 2) n)
      insert into shares (sender_id, sender_email, recipient_email, workout_day_data)
      select id, 'old@example.com', 'friend@example.com',
             jsonb_build_array(jsonb_build_object('name', 'Push', 'exercises', ${templates}::jsonb))
      from u`)
    await old.close()
    rmSync(before, { recursive: true, force: true })

    const database = await openDatabase(location)
    try {
      const sets = await queryRows(
        database.db,
        sql`select kind, is_warmup, rpe, superset from workout_sets order by set_number`,
      )
      expect(sets).toEqual([
        { kind: 'warmup', is_warmup: true, rpe: null, superset: null },
        { kind: 'working', is_warmup: false, rpe: null, superset: null },
      ])
      const kinds = [
        { isWarmup: true, kind: 'warmup' },
        { isWarmup: false, kind: 'working', mode: 'chains' },
      ]
      const [day] = await queryRows<{ exercises: unknown }>(
        database.db,
        sql`select exercises from workout_days`,
      )
      expect(day!.exercises).toEqual([{ name: 'Bench', sets: kinds }])
      const [share] = await queryRows<{ data: unknown }>(
        database.db,
        sql`select workout_day_data as data from shares`,
      )
      expect(share!.data).toEqual([{ name: 'Push', exercises: [{ name: 'Bench', sets: kinds }] }])
      // The check keeps is_warmup to the kind from now on.
      await expect(
        database.db.execute(sql`update workout_sets set is_warmup = true where kind = 'working'`),
      ).rejects.toThrow()
    } finally {
      await database.close()
      if (location.dataDir) rmSync(location.dataDir, { recursive: true, force: true })
    }
  })
})
