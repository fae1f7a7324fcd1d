import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-tokens-and-values.md: no value that passes validation fails later (RPE
 * halves exactly, calendar days 1900–9999 on every route), names are plain text, a client id
 * names one row, and a write refuses a field it would ignore.
 */
let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser
let dayId: string
let workoutId: string

beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
  const day = await f.createDay(lifter, {
    name: 'Push',
    exercises: [{ name: 'Bench Press', sets: [{ isWarmup: false }] }],
  })
  dayId = day.id
  workoutId = (await f.startWorkout(lifter, dayId)).id
})
afterAll(() => t.close())

const RPE_MESSAGE = 'must be a number from 1 to 10 in steps of 0.5, or null'

describe('RPE and maxRpe are exact halves', () => {
  it('a set’s 8.500000000000002 is a 400 naming rpe, on create and on change; 8.5 is kept', async () => {
    const created = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: { workoutId, exerciseName: 'Bench Press', setNumber: 1, rpe: 8.500000000000002 },
    })
    expect(created.statusCode).toBe(400)
    expect(created.json()).toEqual({ message: `rpe: ${RPE_MESSAGE}` })

    const set = await f.logSet(lifter, { workoutId, exerciseName: 'Bench Press', rpe: 8.5 })
    expect(set.rpe).toBe(8.5)
    const changed = await t.injectAs(lifter, {
      method: 'PATCH',
      url: `/api/workout-sets/${set.id}`,
      payload: { rpe: 9.999999999999998 },
    })
    expect(changed.statusCode).toBe(400)
    expect(changed.json()).toEqual({ message: `rpe: ${RPE_MESSAGE}` })
    const sets = await f.call<Array<{ rpe: number }>>(
      lifter,
      'GET',
      `/api/workouts/${workoutId}/sets`,
    )
    expect(sets.find((s) => s.rpe !== null)?.rpe).toBe(8.5)
  })

  it('a rule’s maxRpe 9.999999999999998 is a 400, and the lifter’s rules still read', async () => {
    const res = await t.injectAs(lifter, {
      method: 'PUT',
      url: '/api/progressions/Bench%20Press',
      payload: {
        type: 'linear',
        weight: '100',
        sets: 5,
        reps: 5,
        increment: '5',
        maxRpe: 9.999999999999998,
      },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: `maxRpe: ${RPE_MESSAGE}` })
    expect((await t.injectAs(lifter, { url: '/api/progressions' })).statusCode).toBe(200)
  })
})

describe('calendar days in a query', () => {
  const ROUTES = [
    '/api/workouts',
    '/api/workouts-with-sets',
    '/api/workout-summaries',
    '/api/progress/Bench%20Press',
    '/api/body-weights',
    '/api/muscle-volume',
  ]
  const DAY_MESSAGE = 'must be a date from 1900-01-01 to 9999-12-31'

  it.each(ROUTES)('%s: a day before 1900 is a 400 naming it', async (route) => {
    for (const [param, day] of [
      ['from', '0000-01-01'],
      ['to', '0001-01-03'],
      ['from', '1899-12-31'],
    ]) {
      const res = await t.injectAs(lifter, { url: `${route}?${param}=${day}` })
      expect(res.statusCode, `${route}?${param}=${day}: ${res.body}`).toBe(400)
      expect(res.json()).toEqual({ message: `${param}: ${DAY_MESSAGE}` })
    }
  })

  it.each(ROUTES)('%s: the first and the last day answer', async (route) => {
    const res = await t.injectAs(lifter, { url: `${route}?from=1900-01-01&to=9999-12-31` })
    expect(res.statusCode, res.body).toBe(200)
    const last = await t.injectAs(lifter, { url: `${route}?from=9999-12-31&to=9999-12-31` })
    expect(last.statusCode, last.body).toBe(200)
  })

  it('muscle volume’s week before `to` does not leave the days: a 400 naming to', async () => {
    const res = await t.injectAs(lifter, { url: '/api/muscle-volume?to=1900-01-03' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: 'to: must leave a week from 1900-01-01 when from is not given',
    })
    const week = await t.injectAs(lifter, { url: '/api/muscle-volume?to=1900-01-07' })
    expect(week.statusCode, week.body).toBe(200)
    expect(week.json()).toMatchObject({ from: '1900-01-01', to: '1900-01-07' })
  })
})

describe('names are plain text', () => {
  const PLAIN = 'must not contain control or bidirectional-override characters'

  it.each([
    ['a right-to-left override', 'Bench \u202ePress'],
    ['an isolate', 'Bench \u2066Press'],
    ['a tab', 'Bench\tPress'],
    ['a line break', 'Bench\nPress'],
    ['a C1 control', 'Bench\u0085Press'],
  ])('%s in a day’s, an exercise’s or a token’s name is a 400 naming it', async (_, name) => {
    const day = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-days',
      payload: { name },
    })
    expect(day.statusCode).toBe(400)
    expect(day.json()).toEqual({ message: `name: ${PLAIN}` })
    const exercise = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: { workoutId, exerciseName: name, setNumber: 1 },
    })
    expect(exercise.statusCode).toBe(400)
    expect(exercise.json()).toEqual({ message: `exerciseName: ${PLAIN}` })
    const share = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/shares',
      payload: { recipientEmail: 'a@example.com', workoutDayData: [{ name, exercises: [] }] },
    })
    expect(share.statusCode).toBe(400)
    expect(share.json()).toEqual({ message: `workoutDayData.0.name: ${PLAIN}` })
  })

  it('a superset label too; notes keep their line breaks', async () => {
    const label = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: { workoutId, exerciseName: 'Bench Press', setNumber: 1, superset: 'A\u202e' },
    })
    expect(label.statusCode).toBe(400)
    expect(label.json()).toEqual({ message: `superset: ${PLAIN}` })
    const set = await f.logSet(lifter, {
      workoutId,
      exerciseName: 'Bench Press',
      notes: 'Paused\nthen touch-and-go',
    })
    expect(set.notes).toBe('Paused\nthen touch-and-go')
  })
})

describe('a file’s names', () => {
  it('are made plain: a control or bidi character in a CSV’s name becomes a space', async () => {
    const csv = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      '2024-01-01 10:00:00,Push\u202e,58m,"Bench\u202ePress",1,100,5,0,0,,,',
      '2024-01-01 10:00:00,Push\u202e,58m,"Dips\t",1,0,8,0,0,,,',
    ].join('\n')
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/imports?dryRun=true&unit=lbs&tz=UTC',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().exercises).toEqual(['Bench Press', 'Dips'])
  })
})

describe('a client id names one row', () => {
  it('a set’s id repeated for another workout or exercise is a 409, changing nothing', async () => {
    const otherWorkout = (await f.startWorkout(lifter, dayId)).id
    const id = crypto.randomUUID()
    const first = { id, workoutId, exerciseName: 'Bench Press', setNumber: 1, reps: 5 }
    await f.logSet(lifter, first)
    // The same create again: the row as stored.
    const again = await f.call<{ id: string }>(lifter, 'POST', '/api/workout-sets', first, 200)
    expect(again.id).toBe(id)
    expect(
      (
        await f.call<{ id: string }>(
          lifter,
          'POST',
          '/api/workout-sets',
          { ...first, exerciseName: 'bench press' },
          200,
        )
      ).id,
    ).toBe(id)

    const elsewhere = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: { ...first, workoutId: otherWorkout },
    })
    expect(elsewhere.statusCode).toBe(409)
    expect(elsewhere.json()).toEqual({ message: 'id: names a set of another workout' })
    const otherExercise = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-sets',
      payload: { ...first, exerciseName: 'Squat' },
    })
    expect(otherExercise.statusCode).toBe(409)
    expect(otherExercise.json()).toEqual({ message: 'id: names a set of another exercise' })
    expect(await f.call(lifter, 'GET', `/api/workouts/${otherWorkout}/sets`)).toEqual([])
  })

  it('a workout’s id repeated for another day is a 409', async () => {
    const otherDay = await f.createDay(lifter, { name: 'Pull' })
    const id = crypto.randomUUID()
    await f.call(lifter, 'POST', '/api/workouts', { id, workoutDayId: dayId }, 201)
    await f.call(lifter, 'POST', '/api/workouts', { id, workoutDayId: dayId }, 200)
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workouts',
      payload: { id, workoutDayId: otherDay.id },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'id: names a workout of another day' })
  })

  it('a set PATCH carrying workoutId is a 400 naming it, the set unchanged', async () => {
    const set = await f.logSet(lifter, { workoutId, exerciseName: 'Bench Press', reps: 3 })
    const otherWorkout = (await f.startWorkout(lifter, dayId)).id
    const res = await t.injectAs(lifter, {
      method: 'PATCH',
      url: `/api/workout-sets/${set.id}`,
      payload: { workoutId: otherWorkout, reps: 4 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: 'workoutId: is not a field this route takes' })
    const sets = await f.call<Array<{ id: string; reps: number }>>(
      lifter,
      'GET',
      `/api/workouts/${workoutId}/sets`,
    )
    expect(sets.find((s) => s.id === set.id)?.reps).toBe(3)
  })
})
