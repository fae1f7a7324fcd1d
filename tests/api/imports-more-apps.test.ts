import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportResult } from '#shared/contract/imports.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'
import {
  importFixture,
  parseFixture,
  setLine,
  workoutSummary,
} from '../support/imported-workouts.ts'

/**
 * docs/product/import-more-apps.md through the real route, on both databases: each app's export previewed, imported
 * set by set, and imported again to no effect; the choices a file needs, the bounds of
 * docs/product/trust-accounts-and-devices.md, and files that are none of them.
 */
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

function post(user: TestUser, body: Buffer | string, query = '') {
  return t.injectAs(user, {
    method: 'POST',
    url: `/api/imports${query}`,
    headers: { 'content-type': 'text/csv' },
    payload: body,
  })
}

/** The lifter's workouts, oldest first, as the import tests summarise them. */
async function stored(user: TestUser) {
  const workouts = await f.call<WorkoutWithSets[]>(user, 'GET', '/api/workouts-with-sets?limit=200')
  return workouts
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
    .map((workout) => ({
      name: workout.workoutDayName,
      startedAt: workout.startedAt,
      completedAt: workout.completedAt!,
      sets: workout.sets.map(setLine),
    }))
}

/** Everything an import could write, to show that a refused or repeated one wrote nothing. */
async function everything(user: TestUser) {
  const [workouts, exercises] = await Promise.all([
    f.call(user, 'GET', '/api/workouts-with-sets?limit=200'),
    f.call(user, 'GET', '/api/exercises'),
  ])
  return { workouts, exercises }
}

/** Each fixture, the query it needs, and what its preview answers. */
const FILES: Array<[string, string, Omit<ImportResult, 'duplicates'>]> = [
  [
    'fitnotes-a-kgs.csv',
    '',
    {
      format: 'fitnotes',
      workouts: 2,
      sets: 7,
      exercises: [
        'Flat Barbell Bench Press',
        'Hanging Leg Raise',
        'One Arm Row, Dumbbell',
        'Rope Trainer',
        'Running (Outdoor)',
        'Swimming',
      ],
      skippedRows: 2,
      firstDate: '2020-09-12T12:00:00.000Z',
      lastDate: '2020-09-14T12:00:00.000Z',
    },
  ],
  [
    'fitnotes-d.csv',
    '?distanceUnit=mi',
    {
      format: 'fitnotes',
      workouts: 1,
      sets: 5,
      exercises: ["Farmer's Walk, Heavy", 'Lat Pulldown', 'Plank', 'Running (Treadmill)'],
      skippedRows: 0,
      firstDate: '2025-01-10T12:00:00.000Z',
      lastDate: '2025-01-10T12:00:00.000Z',
    },
  ],
  [
    'fitbod.csv',
    '',
    {
      format: 'fitbod',
      workouts: 3,
      sets: 9,
      exercises: [
        'Barbell Curl',
        'Goblet Squat',
        'Lunge',
        'Plank',
        'Running',
        'Stationary Bike',
        'Swim',
      ],
      skippedRows: 1,
      firstDate: '2021-03-01T07:00:00.000Z',
      lastDate: '2021-03-02T18:04:11.000Z',
    },
  ],
  [
    'jefit.csv',
    '',
    {
      format: 'jefit',
      workouts: 4,
      sets: 11,
      exercises: ['Barbell Squat', 'Dead Hang', 'Deadlift', 'My Press', 'Pull-Up', 'Sled Push'],
      skippedRows: 5,
      firstDate: '2019-05-01T12:00:00.000Z',
      lastDate: '2025-02-20T18:00:00.000Z',
    },
  ],
  [
    'stronglifts-sl2.csv',
    '?unit=lbs',
    {
      format: 'stronglifts',
      workouts: 2,
      sets: 27,
      exercises: ['Barbell Row', 'Bench Press', 'Chinups', 'Deadlift', 'Overhead Press', 'Squat'],
      skippedRows: 2,
      firstDate: '2015-09-22T12:00:00.000Z',
      lastDate: '2015-09-24T12:00:00.000Z',
    },
  ],
  [
    'liftosaur.csv',
    '',
    {
      format: 'liftosaur',
      workouts: 4,
      sets: 7,
      exercises: [
        'Bench Press',
        'Pull Up',
        'Romanian Deadlift, Leverage Machine',
        'Squat',
        'T Bar Row',
      ],
      skippedRows: 1,
      firstDate: '2025-03-07T09:01:00.000Z',
      lastDate: '2025-03-28T05:57:42.701Z',
    },
  ],
  [
    'alpha-progression.csv',
    '',
    {
      format: 'alphaprogression',
      workouts: 3,
      sets: 6,
      exercises: [
        'Biceps Curls Dumbbell',
        'Crunches Bodyweight',
        'Lat Pulldowns with Wide Overhand Grip Cable',
        'Pull-Ups with Wide Overhand Grip Bodyweight',
      ],
      skippedRows: 2,
      firstDate: '2023-02-18T19:26:00.000Z',
      lastDate: '2023-02-21T17:46:00.000Z',
    },
  ],
]

describe('POST /api/imports from more apps (docs/product/import-more-apps.md)', () => {
  it.each(FILES)(
    '%s: previews, imports every set as read, and a second import adds nothing',
    async (name, query, preview) => {
      const lifter = await t.register()
      const file = importFixture(name)
      const dryRun = await post(lifter, file, `${query || '?'}&dryRun=true`)
      expect(dryRun.statusCode, dryRun.body).toBe(200)
      expect(dryRun.json()).toEqual({ ...preview, duplicates: 0 })
      expect(await everything(lifter)).toEqual({ workouts: [], exercises: [] })

      const res = await post(lifter, file, query)
      expect(res.statusCode, res.body).toBe(201)
      expect(res.json()).toEqual({ ...preview, duplicates: 0 })
      // Stored set by set as the reader reads it (its own tests pin every value): times,
      // distances, kinds, RPE, supersets and notes included.
      const options = Object.fromEntries(new URLSearchParams(query))
      expect(await stored(lifter)).toEqual(
        parseFixture(name, { now: Date.now(), ...options }).workouts.map(workoutSummary),
      )

      const before = await everything(lifter)
      const again = await post(lifter, file, query)
      expect(again.statusCode).toBe(201)
      expect(again.json()).toEqual({
        ...preview,
        workouts: 0,
        sets: 0,
        exercises: [],
        duplicates: preview.workouts,
      })
      expect(await everything(lifter)).toEqual(before)
    },
  )

  it('stores what each file holds: seconds, metres, warm-ups, RPE, supersets and notes', async () => {
    const lifter = await t.register()
    for (const name of [
      'fitnotes-a-kgs.csv',
      'fitbod.csv',
      'liftosaur.csv',
      'alpha-progression.csv',
    ]) {
      expect((await post(lifter, importFixture(name))).statusCode).toBe(201)
    }
    const lines = (await stored(lifter)).flatMap((workout) => workout.sets)
    expect(lines).toEqual(
      expect.arrayContaining([
        '1. Running (Outdoor): 0×0, 654 s, 2092.1472 m',
        '1. Rope Trainer: 0×0, 180 s, 129.8448 m',
        '1. Barbell Curl: W 45×8 "Close grip  neutral grip  wide grip"',
        '1. Swim: 0×0, 5005.600098 m',
        '1. Stationary Bike: 0×0, 601 s',
        '2. T Bar Row: 88.185×8 @8.5 "slow negatives"',
        '1. Pull-Ups with Wide Overhand Grip Bodyweight: 0×10 [A]',
        '1. Crunches Bodyweight: 0×15 [A]',
        '1. Lat Pulldowns with Wide Overhand Grip Cable: 85×15 "20 × 15\\n30 × 12\\n40 × 10"',
      ]),
    )
  })

  it('keeps each lifter’s import to that lifter: another’s history is untouched, their duplicates their own', async () => {
    const [first, second] = [await t.register(), await t.register()]
    expect((await post(first, importFixture('fitbod.csv'))).statusCode).toBe(201)
    const res = await post(second, importFixture('fitbod.csv'))
    expect(res.json()).toMatchObject({ workouts: 3, duplicates: 0 })
    const [mine, theirs] = await Promise.all([everything(first), everything(second)])
    const ids = (everything: { workouts: unknown }) =>
      (everything.workouts as WorkoutWithSets[]).map((workout) => workout.id)
    expect(ids(mine)).toHaveLength(3)
    expect(ids(theirs)).toHaveLength(3)
    expect(ids(mine).filter((id) => ids(theirs).includes(id))).toEqual([])
  })

  it('reads a distance without a unit in the lifter’s distance unit, or the request’s', async () => {
    const lifter = await t.register()
    await f.call(lifter, 'PATCH', '/api/auth/user', { distanceUnit: 'mi' })
    expect((await post(lifter, importFixture('fitnotes-c.csv'))).statusCode).toBe(201)
    const stretch = (await stored(lifter))[1]!.sets[1]
    expect(stretch).toBe('1. Stretch: 0×0, 60 s, 3218.688 m')

    const other = await t.register()
    await f.call(other, 'PATCH', '/api/auth/user', { distanceUnit: 'mi' })
    expect(
      (await post(other, importFixture('fitnotes-c.csv'), '?distanceUnit=km')).statusCode,
    ).toBe(201)
    expect((await stored(other))[1]!.sets[1]).toBe('1. Stretch: 0×0, 60 s, 2000 m')
  })

  it('counts StrongLifts cells as seconds for the lifter’s duration exercises, theirs or the catalogue’s', async () => {
    const lifter = await t.register()
    await f.call(lifter, 'PUT', '/api/exercise-types/Dips', { type: 'duration' })
    const res = await post(lifter, importFixture('stronglifts-sl3.csv'), '?dateOrder=mdy')
    expect(res.statusCode, res.body).toBe(201)
    const [firstDay, secondDay] = await stored(lifter)
    // Planks is a duration exercise in the catalogue: its cells are seconds without a word from the lifter.
    expect(firstDay!.sets.slice(-3)).toEqual([
      '1. Planks: 0×0, 60 s',
      '2. Planks: 0×0, 60 s',
      '3. Planks: 0×0, 60 s',
    ])
    expect(secondDay!.sets.slice(-3)).toEqual([
      '1. Dips: 0×0, 10 s',
      '2. Dips: 0×0, 10 s',
      '3. Dips: 0×0, 10 s',
    ])
  })

  it('asks for each choice a file needs, naming each, and writes nothing', async () => {
    const lifter = await t.register()
    const both = `Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1\n06/02/2015,,A,80KG,Squat,60,130,5\n`
    for (const dryRun of ['?dryRun=true', '']) {
      const res = await post(lifter, both, dryRun)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(
        'unit: this file does not say whether its weights are in kg or lbs; choose kg or lbs. dateOrder: this file’s dates do not show whether the day or the month comes first; choose dmy or mdy',
      )
    }
    const badOrder = await post(lifter, both, '?unit=kg&dateOrder=ymd')
    expect(badOrder.statusCode).toBe(400)
    expect(badOrder.json().message).toMatch(/dateOrder/)
    expect(await everything(lifter)).toEqual({ workouts: [], exercises: [] })

    const res = await post(lifter, both, '?unit=kg&dateOrder=mdy')
    expect(res.json()).toMatchObject({ workouts: 1, firstDate: '2015-06-02T12:00:00.000Z' })
  })

  it('refuses a file that is none of the apps’ exports, naming the ones it reads', async () => {
    const lifter = await t.register()
    const res = await post(
      lifter,
      'Name,StartTime,EndTime,BodyWeight\nLegs,2024-01-01,2024-01-01,80\n',
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(
      'This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression (line 1: unknown columns Name, StartTime, EndTime, BodyWeight)',
    )
  })
})

describe('the bounds of docs/product/trust-accounts-and-devices.md, for the new apps', () => {
  const day = 86_400_000
  const iso = (ms: number) => new Date(ms).toISOString()
  const inThreeDays = Date.now() + 3 * day
  const FITNOTES = 'Date,Exercise,Category,Weight (kgs),Reps,Distance,Distance Unit,Time'
  const FITBOD =
    'Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier'
  const fitbodRow = (date: string, exercise = 'Curl') =>
    `${date} +0000,${exercise}, 8,10.0,0.0,0.0,0.0,0.0,false,, 1.0`

  async function expectRefused(body: string, message: RegExp | string) {
    const lifter = await t.register()
    for (const dryRun of ['?dryRun=true', '']) {
      const res = await post(lifter, body, dryRun)
      expect(res.statusCode, dryRun).toBe(400)
      expect(res.json().message, dryRun).toMatch(message)
    }
    expect(await everything(lifter)).toEqual({ workouts: [], exercises: [] })
  }

  it('refuses a workout more than a day ahead, naming its line', () =>
    expectRefused(
      `${FITNOTES}\n2025-01-01,Squat,Legs,100.0,5,,,\n${iso(inThreeDays).slice(0, 10)},Squat,Legs,100.0,5,,,\n`,
      /^line 3: .*more than a day from now/,
    ))

  it('refuses a year before 1900, naming its line', () =>
    expectRefused(
      `${FITBOD}\n${fitbodRow('2021-03-02 18:04:11')}\n\n${fitbodRow('1899-12-31 23:59:00')}`,
      /^line 4: .*1899-12-31 23:59 UTC.*before 1900/,
    ))

  it('refuses a JEFIT session before 1900 by its Unix seconds', () =>
    expectRefused(
      importFixture('jefit.csv').toString('utf8').replace(',1739896000,', ',-2208988801,'),
      /^line \d+: the workout starts 1899-12-31 23:59 UTC: its date must not be before 1900/,
    ))

  it('refuses more than 5,000 distinct exercise names, naming the count', () =>
    expectRefused(
      [
        FITBOD,
        ...Array.from({ length: 5001 }, (_, i) => fitbodRow('2021-03-02 18:04:11', `Lift ${i}`)),
      ].join('\n'),
      'the file has 5001 distinct exercise names; at most 5000 can be imported at once',
    ))
})
