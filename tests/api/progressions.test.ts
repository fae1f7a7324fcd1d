import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  DayPlan,
  PlanOutcome,
  Program,
  Progression,
  StartedProgram,
} from '#shared/contract/progressions.ts'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
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

const squat = { type: 'linear', weight: '100', sets: 5, reps: 5, increment: '5' }

const put = (user: TestUser, name: string, body: object, status = 200) =>
  f.call<Progression>(user, 'PUT', `/api/progressions/${encodeURIComponent(name)}`, body, status)
const plan = (user: TestUser, name: string, query = '') =>
  f.call<PlanOutcome>(user, 'GET', `/api/progressions/${encodeURIComponent(name)}/plan${query}`)

type LoggedSet = {
  weight: string
  reps: number
  isWarmup?: boolean
  kind?: SetKind
  rpe?: number | null
  completed?: boolean
}

/** A workout of `dayId` completed now, with `sets` of `exercise` (completed unless said). */
async function session(user: TestUser, dayId: string, exercise: string, sets: LoggedSet[]) {
  const workout = await f.startWorkout(user, dayId)
  const logged: WorkoutSet[] = []
  for (const [index, set] of sets.entries()) {
    logged.push(
      await f.logSet(user, {
        workoutId: workout.id,
        exerciseName: exercise,
        setNumber: index + 1,
        completed: true,
        ...set,
      }),
    )
  }
  await f.complete(user, workout.id)
  return { workoutId: workout.id, sets: logged }
}
const fives = (weight: string, count = 5): LoggedSet[] =>
  Array.from({ length: count }, () => ({ weight, reps: 5 }))
const warmups: LoggedSet[] = [
  { weight: '45', reps: 10, isWarmup: true },
  { weight: '75', reps: 5, isWarmup: true },
]

describe('PUT, GET and DELETE /api/progressions', () => {
  let lifter: TestUser
  beforeAll(async () => {
    lifter = await t.register()
  })

  it('answers the rule with every default filled in, decimals canonical, and since', async () => {
    const before = Date.now()
    const rule = await put(lifter, 'Squat', {
      ...squat,
      weight: '100.50',
      increment: 5,
      roundTo: '2.50',
    })
    expect(rule).toEqual({
      type: 'linear',
      exerciseName: 'Squat',
      weight: '100.5',
      sets: 5,
      reps: 5,
      increment: '5',
      deloadAfter: 3,
      deloadPercent: 10,
      maxRpe: null,
      roundTo: '2.5',
      since: expect.any(String),
    })
    expect(Date.parse(rule.since)).toBeGreaterThanOrEqual(before - 1000)
    expect(await f.call(lifter, 'GET', '/api/progressions/SQUAT')).toEqual(rule)
  })

  it('answers double and wave rules with their defaults', async () => {
    expect(
      await put(lifter, 'Curl', {
        type: 'double',
        weight: 30,
        sets: 3,
        repsMin: 8,
        repsMax: 12,
        increment: '2.5',
      }),
    ).toMatchObject({
      type: 'double',
      weight: '30',
      repsMin: 8,
      repsMax: 12,
      increment: '2.5',
      roundTo: '5',
    })
    const wave = await put(lifter, 'Deadlift', {
      type: 'wave',
      trainingMax: '300',
      weeks: [
        [
          { percent: 65, reps: 5 },
          { percent: 72.5, reps: 5, amrap: true },
        ],
      ],
      increment: '10',
      roundTo: '5',
    })
    expect(wave).toMatchObject({
      type: 'wave',
      trainingMax: '300',
      weeks: [
        [
          { percent: 65, reps: 5, amrap: false },
          { percent: 72.5, reps: 5, amrap: true },
        ],
      ],
      increment: '10',
      roundTo: '5',
      exerciseName: 'Deadlift',
    })
  })

  it('keeps since on a PUT that changes nothing, and sets it anew on any change', async () => {
    const first = await put(lifter, 'Bench Press', squat)
    await new Promise((resolve) => setTimeout(resolve, 20))
    // The same rule spelled differently: defaults written out, decimals padded, the name's case.
    const same = await put(lifter, 'bench press', {
      ...squat,
      weight: '100.000',
      increment: '5.0',
      deloadAfter: 3,
      deloadPercent: 10,
      maxRpe: null,
      roundTo: 5,
    })
    expect(same.since).toBe(first.since)
    expect(same.exerciseName).toBe('bench press')
    const changed = await put(lifter, 'Bench Press', { ...squat, deloadPercent: 15 })
    expect(Date.parse(changed.since)).toBeGreaterThan(Date.parse(first.since))
    expect(changed).toMatchObject({ deloadPercent: 15 })
  })

  it('lists the lifter’s rules by name; DELETE removes one (204), then it is 404', async () => {
    const names = (await f.call<Progression[]>(lifter, 'GET', '/api/progressions')).map(
      (rule) => rule.exerciseName,
    )
    expect(names).toEqual(['Bench Press', 'Curl', 'Deadlift', 'Squat'])
    await f.call(lifter, 'DELETE', '/api/progressions/curl', undefined, 204)
    await f.call(lifter, 'GET', '/api/progressions/Curl', undefined, 404)
    await f.call(lifter, 'DELETE', '/api/progressions/Curl', undefined, 404)
    await f.call(lifter, 'GET', '/api/progressions/Curl/plan', undefined, 404)
    await f.call(lifter, 'GET', '/api/progressions/Nothing', undefined, 404)
  })

  const wave = { type: 'wave', trainingMax: '200', increment: '10' }
  const week = [{ percent: 65, reps: 5 }]
  const invalid: Array<[string, object]> = [
    ['type', { ...squat, type: 'pyramid' }],
    ['type', { weight: '100' }],
    ['weight', { ...squat, weight: 'heavy' }],
    ['weight', { ...squat, weight: '10001' }],
    ['sets', { ...squat, sets: 0 }],
    ['sets', { ...squat, sets: 21 }],
    ['sets', { ...squat, sets: 2.5 }],
    ['reps', { ...squat, reps: 0 }],
    ['reps', { ...squat, reps: 101 }],
    ['increment', { ...squat, increment: '0' }],
    ['increment', { ...squat, increment: '100.5' }],
    ['increment', { ...squat, increment: '-5' }],
    ['increment', { ...squat, increment: undefined }],
    ['roundTo', { ...squat, roundTo: '0' }],
    ['roundTo', { ...squat, roundTo: 'five' }],
    ['deloadAfter', { ...squat, deloadAfter: 0 }],
    ['deloadAfter', { ...squat, deloadAfter: 11 }],
    ['deloadPercent', { ...squat, deloadPercent: -1 }],
    ['deloadPercent', { ...squat, deloadPercent: 51 }],
    ['maxRpe', { ...squat, maxRpe: 8.3 }],
    ['maxRpe', { ...squat, maxRpe: 0.5 }],
    ['maxRpe', { ...squat, maxRpe: 10.5 }],
    ['repsMin', { type: 'double', weight: '50', sets: 3, repsMin: 12, repsMax: 8, increment: '5' }],
    [
      'repsMax',
      { type: 'double', weight: '50', sets: 3, repsMin: 8, repsMax: 101, increment: '5' },
    ],
    ['trainingMax', { ...wave, weeks: [week], trainingMax: 'max' }],
    ['weeks', { ...wave, weeks: [] }],
    ['weeks', { ...wave, weeks: Array.from({ length: 9 }, () => week) }],
    ['weeks.0', { ...wave, weeks: [[]] }],
    ['weeks.0', { ...wave, weeks: [Array.from({ length: 11 }, () => week[0])] }],
    ['weeks.0.0.percent', { ...wave, weeks: [[{ percent: 29, reps: 5 }]] }],
    ['weeks.0.0.percent', { ...wave, weeks: [[{ percent: 111, reps: 5 }]] }],
    ['weeks.1.0.reps', { ...wave, weeks: [week, [{ percent: 70, reps: 0 }]] }],
    ['weeks.0.0.amrap', { ...wave, weeks: [[{ percent: 70, reps: 3, amrap: 'yes' }]] }],
  ]
  it.each(invalid)(
    'refuses a bad %s with 400 naming it, and writes nothing',
    async (field, body) => {
      const res = await t.injectAs(lifter, {
        method: 'PUT',
        url: '/api/progressions/Overhead%20Press',
        payload: body,
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().message).toMatch(new RegExp(`^${field.replaceAll('.', '\\.')}: `))
      await f.call(lifter, 'GET', '/api/progressions/Overhead%20Press', undefined, 404)
    },
  )

  it('refuses a body that is not a rule', async () => {
    const res = await t.injectAs(lifter, {
      method: 'PUT',
      url: '/api/progressions/Squat',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^body: /)
  })
})

describe('plans from real sessions', () => {
  let lifter: TestUser
  let dayA: WorkoutDay
  let dayB: WorkoutDay
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    lifter = await t.register()
    dayA = await f.createDay(lifter, {
      name: 'A',
      exercises: [
        { name: 'Squat', sets: [{ isWarmup: true }, { isWarmup: false }] },
        { name: 'Bench Press', sets: [{ isWarmup: false }] },
      ],
    })
    dayB = await f.createDay(lifter, {
      name: 'B',
      exercises: [{ name: 'squat', sets: [{ isWarmup: false }] }],
    })
    // Before the rule: never seen by it.
    await session(lifter, dayA.id, 'Squat', fives('300'))
    await put(lifter, 'Squat', { ...squat, deloadAfter: 2 })
  })

  it('404 for an exercise without a rule; ahead is 0–12, 3 when absent', async () => {
    await f.call(lifter, 'GET', '/api/progressions/Bench%20Press/plan', undefined, 404)
    expect((await plan(lifter, 'Squat')).ahead).toHaveLength(3)
    expect((await plan(lifter, 'Squat', '?ahead=0')).ahead).toEqual([])
    expect((await plan(lifter, 'Squat', '?ahead=12')).ahead).toHaveLength(12)
    for (const ahead of ['13', '-1', '1.5', 'three', '', '1&ahead=2']) {
      const res = await t.injectAs(lifter, {
        method: 'GET',
        url: `/api/progressions/Squat/plan?ahead=${ahead}`,
      })
      expect(res.statusCode, `ahead=${ahead}`).toBe(400)
      expect(res.json().message).toMatch(/^ahead: /)
    }
  })

  it('starts at the rule’s weight: sessions before since are not seen', async () => {
    const fresh = await plan(lifter, 'squat')
    expect(fresh).toMatchObject({
      exerciseName: 'Squat',
      rule: { ...squat, deloadAfter: 2, deloadPercent: 10, maxRpe: null, roundTo: '5' },
      next: {
        weight: '100',
        reps: 5,
        repsMax: null,
        sets: Array.from({ length: 5 }, () => ({ weight: '100', reps: 5, amrap: false })),
        week: null,
        trainingMax: null,
      },
      reason: 'First session of the rule: 100 × 5, 5 sets',
      failures: 0,
      history: [],
      ahead: [
        { weight: '105', reps: 5 },
        { weight: '110', reps: 5 },
        { weight: '115', reps: 5 },
      ],
    })
    expect(fresh.since).toBe(
      (await f.call<Progression>(lifter, 'GET', '/api/progressions/Squat')).since,
    )
  })

  it('a success adds the increment; warm-ups never count', async () => {
    const s1 = await session(lifter, dayA.id, 'Squat', [...warmups, ...fives('100')])
    ids.s1 = s1.workoutId
    expect(await plan(lifter, 'Squat')).toMatchObject({
      next: { weight: '105', reps: 5 },
      reason: '100 × 5 on all 5 sets last time: +5 lbs',
      history: [{ workoutId: s1.workoutId, outcome: 'success', weight: '100', reps: 5 }],
    })
  })

  it('a session of warm-ups only, an open set and a draft are not seen', async () => {
    await session(lifter, dayA.id, 'Squat', warmups)
    await session(lifter, dayA.id, 'Squat', [{ weight: '105', reps: 5, completed: false }])
    const draft = await f.startWorkout(lifter, dayA.id)
    await f.logSet(lifter, {
      workoutId: draft.id,
      exerciseName: 'Squat',
      weight: '105',
      reps: 5,
      completed: true,
    })
    const seen = await plan(lifter, 'Squat')
    expect(seen.history).toHaveLength(1)
    expect(seen.next.weight).toBe('105')
  })

  it('another day’s session of the exercise counts (names match case-insensitively)', async () => {
    const s2 = await session(lifter, dayB.id, 'SQUAT', fives('105'))
    ids.s2 = s2.workoutId
    expect((await plan(lifter, 'Squat')).next.weight).toBe('110')
  })

  it('a miss keeps the weight and counts; the deloadAfter-th miss in a row deloads', async () => {
    const s3 = await session(lifter, dayA.id, 'Squat', [
      ...fives('110', 4),
      { weight: '110', reps: 3 },
    ])
    ids.s3 = s3.workoutId
    ids.s3set = s3.sets[4]!.id
    expect(await plan(lifter, 'Squat')).toMatchObject({
      next: { weight: '110' },
      failures: 1,
      reason:
        '110 × 5 on all 5 sets not reached last time: same weight (1 of 2 misses before a deload)',
    })
    const s4 = await session(lifter, dayA.id, 'Squat', fives('110', 2))
    ids.s4 = s4.workoutId
    const deloaded = await plan(lifter, 'Squat')
    // 110 × 0.9 = 99, to the nearest 5: 100.
    expect(deloaded).toMatchObject({
      next: { weight: '100' },
      failures: 0,
      reason: '110 × 5 missed 2 times in a row: deload 10% to 100 lbs',
    })
    expect(deloaded.history.map((entry) => [entry.workoutId, entry.outcome])).toEqual([
      [ids.s1, 'success'],
      [ids.s2, 'success'],
      [ids.s3, 'miss'],
      [ids.s4, 'deload'],
    ])
    // Oldest first, by completion.
    const times = deloaded.history.map((entry) => Date.parse(entry.completedAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
  })

  it('deleting a past session changes the plan at once', async () => {
    await f.call(lifter, 'DELETE', `/api/workouts/${ids.s4}`, undefined, 204)
    expect(await plan(lifter, 'Squat')).toMatchObject({ next: { weight: '110' }, failures: 1 })
  })

  it('editing a past session changes the plan at once', async () => {
    await f.patchWorkout(lifter, ids.s3!, { sets: [{ id: ids.s3set, reps: 5 }] })
    expect(await plan(lifter, 'Squat')).toMatchObject({
      next: { weight: '115' },
      failures: 0,
      reason: '110 × 5 on all 5 sets last time: +5 lbs',
    })
    // Moved before the rule was set, a session is no longer seen.
    await f.patchWorkout(lifter, ids.s3!, {
      startedAt: '2020-01-01T10:00:00.000Z',
      completedAt: '2020-01-01T11:00:00.000Z',
    })
    expect((await plan(lifter, 'Squat')).next.weight).toBe('110')
  })

  it('an imported workout since the rule counts', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100))
    // Strong's layout, to the second, in UTC: the current second is after the rule was set.
    const date = new Date().toISOString().slice(0, 19).replace('T', ' ')
    const rows = Array.from({ length: 5 }, (_, i) => `${date},Imported,,Squat,${i + 1},110,5,,,,,`)
    const csv = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      ...rows,
    ].join('\n')
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/imports?unit=lbs&tz=UTC',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await plan(lifter, 'Squat')).next.weight).toBe('115')
  })

  it('a changed rule starts afresh from its numbers; an unchanged PUT keeps the history', async () => {
    const current = await f.call<Progression>(lifter, 'GET', '/api/progressions/Squat')
    const { exerciseName: _name, since: _since, ...rule } = current
    await put(lifter, 'Squat', rule)
    expect((await plan(lifter, 'Squat')).history.length).toBeGreaterThan(0)
    await put(lifter, 'Squat', { ...rule, weight: '120' })
    expect(await plan(lifter, 'Squat')).toMatchObject({ next: { weight: '120' }, history: [] })
  })

  it('GET /api/workout-days/{id}/plan: each exercise of the day in order, null without a rule', async () => {
    const dayPlan = await f.call<DayPlan>(lifter, 'GET', `/api/workout-days/${dayA.id}/plan`)
    expect(dayPlan).toEqual({
      dayId: dayA.id,
      exercises: [
        { exerciseName: 'Squat', plan: await plan(lifter, 'Squat') },
        { exerciseName: 'Bench Press', plan: null },
      ],
    })
    const ofB = await f.call<DayPlan>(lifter, 'GET', `/api/workout-days/${dayB.id}/plan`)
    expect(ofB.exercises).toEqual([{ exerciseName: 'squat', plan: await plan(lifter, 'Squat') }])
    const empty = await f.createDay(lifter, { name: 'Empty' })
    expect(await f.call(lifter, 'GET', `/api/workout-days/${empty.id}/plan`)).toEqual({
      dayId: empty.id,
      exercises: [],
    })
  })

  it('double progression and wave plans after sessions', async () => {
    await put(lifter, 'Bench Press', {
      type: 'double',
      weight: '100',
      sets: 2,
      repsMin: 8,
      repsMax: 10,
      increment: '5',
    })
    await session(lifter, dayA.id, 'Bench Press', [
      { weight: '100', reps: 10 },
      { weight: '100', reps: 9 },
    ])
    expect(await plan(lifter, 'Bench Press')).toMatchObject({
      next: { weight: '100', reps: 8, repsMax: 10 },
      history: [{ outcome: 'miss', weight: '100', reps: 10 }],
    })
    await session(lifter, dayA.id, 'Bench Press', [
      { weight: '100', reps: 10 },
      { weight: '100', reps: 10 },
    ])
    expect((await plan(lifter, 'Bench Press')).next).toMatchObject({ weight: '105', reps: 8 })

    await put(lifter, 'Bench Press', {
      type: 'wave',
      trainingMax: '200',
      weeks: [
        [
          { percent: 70, reps: 5 },
          { percent: 80, reps: 5, amrap: true },
        ],
        [{ percent: 90, reps: 3 }],
      ],
      increment: '5',
    })
    await session(lifter, dayA.id, 'Bench Press', fives('160', 1))
    await session(lifter, dayA.id, 'Bench Press', fives('180', 1))
    expect(await plan(lifter, 'Bench Press', '?ahead=2')).toMatchObject({
      next: {
        weight: '165',
        reps: 5,
        sets: [
          { weight: '145', reps: 5, amrap: false },
          { weight: '165', reps: 5, amrap: true },
        ],
        week: 1,
        trainingMax: '205',
      },
      failures: 0,
      history: [
        { outcome: 'done', weight: '160', reps: 5 },
        { outcome: 'done', weight: '180', reps: 3 },
      ],
      ahead: [
        { weight: '185', reps: 3 },
        { weight: '170', reps: 5 },
      ],
    })
  })
})

describe('set kinds and effort (docs/product/set-kinds.md)', () => {
  let lifter: TestUser
  let day: WorkoutDay
  beforeAll(async () => {
    lifter = await t.register()
    day = await f.createDay(lifter, { name: 'Pull' })
    await put(lifter, 'Deadlift', { ...squat, sets: 2, maxRpe: 8 })
  })

  it('a session of drop sets only is not seen; drop sets never make up the target', async () => {
    await session(lifter, day.id, 'Deadlift', [
      { weight: '100', reps: 5, kind: 'drop' },
      { weight: '100', reps: 5, kind: 'drop' },
    ])
    expect((await plan(lifter, 'Deadlift')).history).toEqual([])
    await session(lifter, day.id, 'Deadlift', [
      { weight: '100', reps: 5 },
      { weight: '100', reps: 5, kind: 'drop' },
    ])
    expect(await plan(lifter, 'Deadlift')).toMatchObject({
      next: { weight: '100' },
      history: [{ outcome: 'miss' }],
    })
  })

  it('failure sets count, and a set above maxRpe does not (one without an RPE does)', async () => {
    await session(lifter, day.id, 'Deadlift', [
      { weight: '100', reps: 5, rpe: 9 },
      { weight: '100', reps: 6, kind: 'failure', rpe: 8 },
    ])
    expect((await plan(lifter, 'Deadlift')).history.at(-1)).toMatchObject({ outcome: 'miss' })
    await session(lifter, day.id, 'Deadlift', [
      { weight: '100', reps: 5, rpe: 7.5 },
      { weight: '100', reps: 6, kind: 'failure' },
    ])
    expect(await plan(lifter, 'Deadlift')).toMatchObject({
      next: { weight: '105' },
      reason: '100 × 5 on all 2 sets at RPE 8 or less last time: +5 lbs',
      history: [{ outcome: 'miss' }, { outcome: 'miss' }, { outcome: 'success' }],
    })
  })

  it('a past set’s RPE or kind changed after the session changes the plan at once', async () => {
    const { sets } = await session(lifter, day.id, 'Deadlift', fives('105', 2))
    const last = async () => (await plan(lifter, 'Deadlift')).history.at(-1)?.outcome
    expect(await last()).toBe('success')
    const patch = (set: WorkoutSet, body: object) =>
      f.call(lifter, 'PATCH', `/api/workout-sets/${set.id}`, body)
    await patch(sets[0]!, { rpe: 9 })
    expect(await last()).toBe('miss')
    await patch(sets[0]!, { rpe: null })
    expect(await last()).toBe('success')
    await patch(sets[1]!, { kind: 'drop' })
    expect(await last()).toBe('miss')
    await patch(sets[1]!, { kind: 'failure' })
    expect(await last()).toBe('success')
  })

  it('counts the sets a rule reads again, as a refresh does, at a start by new rules', async () => {
    const kept = await plan(lifter, 'Deadlift')
    expect(kept.history.length).toBeGreaterThan(3)
    await t.db.execute(sql`update workout_exercise_figures set rule_sets = null`)
    expect((await plan(lifter, 'Deadlift')).history).toEqual([])
    await t.db.execute(sql`delete from figure_rules`)
    await ensureFigureRules(t.db)
    expect(await plan(lifter, 'Deadlift')).toEqual(kept)
  })
})

describe('the lifter’s unit', () => {
  it('a kilogram lifter reaches a target lifted as it reads in kilograms; in pounds it is short', async () => {
    const inKg = await t.register()
    await f.call(inKg, 'PATCH', '/api/auth/user', { unit: 'kg' })
    const inLbs = await t.register()
    for (const lifter of [inKg, inLbs]) {
      const day = await f.createDay(lifter, { name: 'Legs' })
      await put(lifter, 'Squat', { ...squat, weight: '45', sets: 1 })
      // 45 lb reads 20.41 kg, which is stored back as 44.996 lb.
      await session(lifter, day.id, 'Squat', [{ weight: '44.996', reps: 5 }])
    }
    expect((await plan(inKg, 'Squat')).next.weight).toBe('50')
    expect((await plan(inLbs, 'Squat')).next.weight).toBe('45')
  })
})

describe('isolation', () => {
  let owner: TestUser
  let other: TestUser
  let ownersDay: WorkoutDay

  beforeAll(async () => {
    owner = await t.register()
    other = await t.register()
    ownersDay = await f.createDay(owner, {
      name: 'Mine',
      exercises: [{ name: 'Squat', sets: [{ isWarmup: false }] }],
    })
    await put(owner, 'Squat', squat)
  })

  it('another lifter’s rules are never listed and are 404 to read, change the plan of, or delete', async () => {
    expect(await f.call(other, 'GET', '/api/progressions')).toEqual([])
    await f.call(other, 'GET', '/api/progressions/Squat', undefined, 404)
    await f.call(other, 'GET', '/api/progressions/Squat/plan', undefined, 404)
    await f.call(other, 'DELETE', '/api/progressions/Squat', undefined, 404)
    await f.call(other, 'GET', `/api/workout-days/${ownersDay.id}/plan`, undefined, 404)
    expect(await f.call(owner, 'GET', '/api/progressions/Squat')).toMatchObject({ weight: '100' })
  })

  it('a rule of the same name is each lifter’s own, and sees only their sessions', async () => {
    await put(other, 'squat', { ...squat, weight: '200' })
    const othersDay = await f.createDay(other, {
      name: 'Theirs',
      exercises: [{ name: 'Squat', sets: [{ isWarmup: false }] }],
    })
    await session(other, othersDay.id, 'Squat', fives('200'))
    expect((await plan(other, 'Squat')).next.weight).toBe('205')
    expect(await plan(owner, 'Squat')).toMatchObject({ next: { weight: '100' }, history: [] })
    expect(
      (await f.call<Progression[]>(owner, 'GET', '/api/progressions')).map(
        (r) => 'weight' in r && r.weight,
      ),
    ).toEqual(['100'])
  })

  it('is 401 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/progressions'],
      ['PUT', '/api/progressions/Squat'],
      ['GET', '/api/progressions/Squat/plan'],
      ['GET', '/api/programs'],
      ['POST', '/api/programs/5x5/start'],
      ['GET', `/api/workout-days/${ownersDay.id}/plan`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : squat })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})

describe('programs', () => {
  let lifter: TestUser
  beforeAll(async () => {
    lifter = await t.register()
  })

  it('GET /api/programs lists 5x5, 531 and upper-lower with their days', async () => {
    const programs = await f.call<Program[]>(lifter, 'GET', '/api/programs')
    expect(programs.map((p) => p.key)).toEqual(['5x5', '531', 'upper-lower'])
    for (const program of programs) {
      expect(program.name).not.toBe('')
      expect(program.description.length).toBeGreaterThan(40)
    }
    expect(programs[0]!.days).toEqual([
      { name: 'Workout A', exercises: ['Squat', 'Bench Press', 'Barbell Row'] },
      { name: 'Workout B', exercises: ['Squat', 'Overhead Press', 'Deadlift'] },
    ])
    expect(programs[1]!.days.map((day) => day.exercises)).toEqual([
      ['Squat'],
      ['Bench Press'],
      ['Deadlift'],
      ['Overhead Press'],
    ])
    expect(programs[2]!.days).toHaveLength(4)
  })

  it('404 for an unknown program; 400 naming weights for a name not in it, and nothing written', async () => {
    await f.call(lifter, 'POST', '/api/programs/couch-to-5k/start', {}, 404)
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/programs/5x5/start',
      payload: { weights: { Squat: '135', Curl: '40' } },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^weights: /)
    const bad = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/programs/5x5/start',
      payload: { weights: { Squat: 'heavy' } },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toMatch(/^weights\.Squat: /)
    expect(await f.call(lifter, 'GET', '/api/workout-days')).toEqual([])
    expect(await f.call(lifter, 'GET', '/api/progressions')).toEqual([])
  })

  it('starts 5x5: its two days and a linear rule per lift, replacing an existing rule', async () => {
    await put(lifter, 'Squat', {
      type: 'double',
      weight: '95',
      sets: 3,
      repsMin: 8,
      repsMax: 12,
      increment: '5',
    })
    const started = await f.call<StartedProgram>(
      lifter,
      'POST',
      '/api/programs/5x5/start',
      { weights: { squat: '135', 'Bench Press': 95.5, Deadlift: '185' } },
      201,
    )
    expect(started.days.map((day) => [day.name, day.exercises.map((e) => e.name)])).toEqual([
      ['Workout A', ['Squat', 'Bench Press', 'Barbell Row']],
      ['Workout B', ['Squat', 'Overhead Press', 'Deadlift']],
    ])
    const squatSets = started.days[0]!.exercises[0]!.sets
    expect(squatSets.filter((set) => !set.isWarmup)).toHaveLength(5)
    expect(started.days[1]!.exercises[2]!.sets.filter((set) => !set.isWarmup)).toHaveLength(1)
    expect(await f.call(lifter, 'GET', '/api/workout-days')).toEqual(started.days)

    const rules = await f.call<Progression[]>(lifter, 'GET', '/api/progressions')
    const byName = Object.fromEntries(rules.map((rule) => [rule.exerciseName, rule]))
    expect(Object.keys(byName)).toEqual([
      'Barbell Row',
      'Bench Press',
      'Deadlift',
      'Overhead Press',
      'Squat',
    ])
    const linear = { type: 'linear', reps: 5, deloadAfter: 3, deloadPercent: 10, maxRpe: null }
    expect(byName.Squat).toMatchObject({ ...linear, weight: '135', sets: 5, increment: '5' })
    expect(byName['Bench Press']).toMatchObject({ weight: '95.5', sets: 5, increment: '5' })
    expect(byName['Barbell Row']).toMatchObject({ weight: '45', sets: 5 })
    expect(byName.Deadlift).toMatchObject({ ...linear, weight: '185', sets: 1, increment: '10' })

    const dayPlan = await f.call<DayPlan>(
      lifter,
      'GET',
      `/api/workout-days/${started.days[0]!.id}/plan`,
    )
    expect(dayPlan.exercises.map((e) => e.plan?.next.weight)).toEqual(['135', '95.5', '45'])
  })

  it('starts 5/3/1 with training maxes: wave weeks with amrap last sets', async () => {
    const started = await f.call<StartedProgram>(
      lifter,
      'POST',
      '/api/programs/531/start',
      { weights: { Squat: '300' } },
      201,
    )
    expect(started.days).toHaveLength(4)
    const squatPlan = await plan(lifter, 'Squat')
    expect(squatPlan.rule).toMatchObject({ type: 'wave', trainingMax: '300', increment: '10' })
    expect(squatPlan.next).toMatchObject({
      week: 1,
      trainingMax: '300',
      sets: [
        { weight: '195', reps: 5, amrap: false },
        { weight: '225', reps: 5, amrap: false },
        { weight: '255', reps: 5, amrap: true },
      ],
    })
    if (squatPlan.rule.type !== 'wave') throw new Error('expected a wave')
    expect(
      squatPlan.rule.weeks.map((week) =>
        week.map((set) => `${set.percent}×${set.reps}${set.amrap ? '+' : ''}`),
      ),
    ).toEqual([
      ['65×5', '75×5', '85×5+'],
      ['70×3', '80×3', '90×3+'],
      ['75×5', '85×3', '95×1+'],
      ['40×5', '50×5', '60×5'],
    ])
    expect((await plan(lifter, 'Bench Press')).rule).toMatchObject({ increment: '5' })
    expect((await plan(lifter, 'Deadlift')).rule).toMatchObject({ increment: '10' })
  })

  it('starts upper-lower: four days of double progression 8–12, increment 5', async () => {
    const started = await f.call<StartedProgram>(
      lifter,
      'POST',
      '/api/programs/upper-lower/start',
      undefined,
      201,
    )
    expect(started.days).toHaveLength(4)
    const names = started.days.flatMap((day) => day.exercises.map((e) => e.name))
    for (const name of names) {
      expect((await plan(lifter, name)).rule).toMatchObject({
        type: 'double',
        repsMin: 8,
        repsMax: 12,
        increment: '5',
        weight: '45',
      })
    }
  })
})
