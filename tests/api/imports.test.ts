import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportResult } from '#shared/contract/imports.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import {
  hevyFile,
  strongFile,
  trainingLog,
  withCell,
  type LoggedWorkout,
} from '../support/export-files.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url))

function post(user: TestUser, body: Buffer | string, query = '', contentType = 'text/csv') {
  return t.injectAs(user, {
    method: 'POST',
    url: `/api/imports${query}`,
    headers: { 'content-type': contentType },
    payload: body,
  })
}

const history = (user: TestUser) =>
  f.call<WorkoutWithSets[]>(user, 'GET', '/api/workouts-with-sets?limit=200')

/** Everything an import could have written, to prove a refused one wrote nothing. */
async function everything(user: TestUser) {
  const [workouts, drafts, exercises] = await Promise.all([
    history(user),
    f.call(user, 'GET', '/api/workouts/drafts'),
    f.call(user, 'GET', '/api/exercises'),
  ])
  return { workouts, drafts, exercises }
}

describe('POST /api/imports (docs/product/import-export.md)', () => {
  it('previews a Strong file in a dry run and writes nothing', async () => {
    const lifter = await t.register()
    const res = await post(lifter, fixture('strong-s7.csv'), '?dryRun=true&unit=lbs')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      format: 'strong',
      workouts: 4,
      // docs/product/exercise-types.md: the run and the row are sets too; only the rest timers are skipped.
      sets: 12,
      exercises: [
        'Deadlift (Barbell)',
        'Incline Press (Dumbbell)',
        'Push Up',
        'Rowing',
        'Running (Treadmill)',
        'Squat (Barbell)',
      ],
      duplicates: 0,
      skippedRows: 2,
      firstDate: '2025-02-09T07:31:50.000Z',
      lastDate: '2025-02-14T12:00:00.000Z',
    } satisfies ImportResult)
    expect(await history(lifter)).toEqual([])
  })

  it('imports completed workouts that history, volume, exercises, last sets and PRs all see', async () => {
    const lifter = await t.register()
    const res = await post(lifter, fixture('strong-s7.csv'), '?unit=lbs')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ workouts: 4, sets: 12, duplicates: 0 })

    // History is newest first by completion: the workout left open ended last.
    const workouts = await history(lifter)
    expect(
      workouts.map((w) => [w.workoutDayName, w.workoutDayId, w.startedAt, w.completedAt]),
    ).toEqual([
      ['Forgot to finish', null, '2025-02-13T06:00:00.000Z', '2025-02-24T06:01:00.000Z'],
      ['Just cardio', null, '2025-02-14T12:00:00.000Z', '2025-02-14T12:29:00.000Z'],
      ['Нога день 🦵', null, '2025-02-11T18:02:11.000Z', '2025-02-11T19:06:11.000Z'],
      ['Push', null, '2025-02-09T07:31:50.000Z', '2025-02-09T08:23:50.000Z'],
    ])
    const push = workouts[3]!
    // (40×12 + 50×10 + 150×8 + 150×7 + 150×5 + 37.5×12) warm-ups included, + 0×20 push-ups
    expect(push.totalVolume).toBe(480 + 500 + 1200 + 1050 + 750 + 450)
    expect(
      push.sets.map((s) => [s.exerciseName, s.setNumber, s.weight, s.reps, s.kind, s.isWarmup]),
    ).toEqual([
      ['Incline Press (Dumbbell)', 1, '40', 12, 'warmup', true],
      ['Incline Press (Dumbbell)', 2, '50', 10, 'warmup', true],
      ['Incline Press (Dumbbell)', 3, '150', 8, 'working', false],
      ['Incline Press (Dumbbell)', 4, '150', 7, 'working', false],
      ['Incline Press (Dumbbell)', 5, '150', 5, 'failure', false],
      ['Incline Press (Dumbbell)', 6, '37.5', 12, 'drop', false],
      ['Push Up', 1, '0', 20, 'working', false],
    ])
    expect(push.sets.every((s) => s.completed && s.additionalMode === null)).toBe(true)
    expect(push.sets[2]!.notes).toBe('Paused, 1s "at" bottom\nthen fast')
    // docs/product/exercise-types.md: the row, 5 of the lifter's miles (a file that names no unit), in 29:00.
    expect(workouts[1]!.sets.map((s) => [s.exerciseName, s.reps, s.distance, s.duration])).toEqual([
      ['Rowing', 0, '8046.72', 1740],
    ])
    expect(workouts[1]!.totalVolume).toBe(0)
    // The run counts no volume.
    expect(workouts[2]!.totalVolume).toBe(2250)
    // First time for each exercise: a PR (docs/product/history-and-prs.md), a bodyweight set is not.
    expect(push.exercises).toEqual([
      { name: 'Incline Press (Dumbbell)', isPR: true },
      { name: 'Push Up', isPR: false },
    ])

    expect(await f.call(lifter, 'GET', '/api/exercises')).toEqual([
      'Deadlift (Barbell)',
      'Incline Press (Dumbbell)',
      'Push Up',
      'Rowing',
      'Running (Treadmill)',
      'Squat (Barbell)',
    ])
    const day = await f.createDay(lifter, { name: 'Legs' })
    const lastSquats = await f.call<Array<{ weight: string; reps: number }>>(
      lifter,
      'GET',
      `/api/workout-days/${day.id}/last-sets/${encodeURIComponent('squat (barbell)')}`,
    )
    expect(lastSquats.map((s) => [s.weight, s.reps])).toEqual([
      ['225', 5],
      ['225', 5],
    ])

    // docs/product/progress-and-gym-floor.md: progress, one point per workout (e1rm 225 × (1 + 5/30) = 262.5).
    const progress = await f.call<{ points: Array<{ e1rm: number; topWeight: number }> }>(
      lifter,
      'GET',
      `/api/progress/${encodeURIComponent('Squat (Barbell)')}`,
    )
    expect(progress.points.map((p) => [p.e1rm, p.topWeight])).toEqual([[262.5, 225]])
  })

  it('recomputes PRs across imported and existing workouts', async () => {
    const lifter = await t.register()
    const day = await f.createDay(lifter, { name: 'Legs' })
    // Logged in the app after the file's workouts: 230 × 5 beats the imported 225 × 5.
    const later = await f.completedWorkout(lifter, day.id, '2025-03-01T10:00:00.000Z', [
      { exerciseName: 'Squat (Barbell)', weight: '230', reps: 5 },
    ])
    const beforeImport = (await history(lifter)).find((w) => w.id === later.id)!
    expect(beforeImport.exercises).toEqual([{ name: 'Squat (Barbell)', isPR: true }])

    // The import brings an earlier, heavier squat: the later one is no longer a PR.
    const csv =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
      '2025-02-01 10:00:00,"Legs",1h,"squat (barbell)",1,300,5,0,0,"","",\n'
    expect((await post(lifter, csv, '?unit=lbs')).statusCode).toBe(201)
    const after = await history(lifter)
    expect(after.find((w) => w.id === later.id)!.exercises).toEqual([
      { name: 'Squat (Barbell)', isPR: false },
    ])
    expect(after.find((w) => w.id !== later.id)!.exercises).toEqual([
      { name: 'squat (barbell)', isPR: true },
    ])
  })

  it('adds nothing when the same file comes again: its workouts are duplicates', async () => {
    const lifter = await t.register()
    const file = fixture('hevy-kg-km.csv')
    const first = await post(lifter, file)
    expect(first.statusCode).toBe(201)
    // docs/product/exercise-types.md: the plank and the run are sets too.
    expect(first.json()).toMatchObject({ format: 'hevy', workouts: 3, sets: 7, duplicates: 0 })
    const before = await everything(lifter)

    const preview = await post(lifter, file, '?dryRun=true')
    expect(preview.json()).toMatchObject({ workouts: 0, sets: 0, exercises: [], duplicates: 3 })
    const again = await post(lifter, file)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual({
      format: 'hevy',
      workouts: 0,
      sets: 0,
      exercises: [],
      duplicates: 3,
      skippedRows: 0,
      firstDate: '2025-01-31T07:00:00.000Z',
      lastDate: '2025-02-03T18:20:00.000Z',
    })
    expect(await everything(lifter)).toEqual(before)
  })

  it('counts a workout as a duplicate by name and start minute, not seconds', async () => {
    const lifter = await t.register()
    const header =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n'
    await post(lifter, `${header}2025-01-01 10:00:05,A,1h,Squat,1,100,5,0,0,,,\n`, '?unit=lbs')
    const res = await post(
      lifter,
      header +
        '2025-01-01 10:00:59,A,1h,Squat,1,100,5,0,0,,,\n' + // same minute: a duplicate
        '2025-01-01 10:00:30,B,1h,Squat,1,100,5,0,0,,,\n' + // another name
        '2025-01-01 10:01:00,A,1h,Squat,1,100,5,0,0,,,\n', // the next minute
      '?unit=lbs',
    )
    expect(res.json()).toMatchObject({ workouts: 2, duplicates: 1 })
  })

  it('converts weights of files that name their unit and ignores `unit` for them', async () => {
    const lifter = await t.register()
    const res = await post(lifter, fixture('strong-s1.csv'), '?unit=lbs')
    expect(res.statusCode).toBe(201)
    const [push, legs] = await history(lifter)
    expect(legs!.sets.map((s) => s.weight)).toEqual(['220.462', '225.974', '0'])
    expect(push!.sets.map((s) => s.weight)).toEqual(['132.277'])
    // The run of 5.2 km (the header's km) counts no volume.
    expect(legs!.sets[2]).toMatchObject({
      exerciseName: 'Running',
      distance: '5200',
      duration: 1800,
    })
    expect(legs!.totalVolume).toBeCloseTo(220.462 * 5 + 225.974 * 5, 6)
  })

  it('asks for `unit` when the file names none, and uses it when given', async () => {
    const lifter = await t.register()
    const missing = await post(lifter, fixture('strong-s2.csv'))
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/^unit: /)
    expect((await post(lifter, fixture('strong-s2.csv'), '?dryRun=true')).statusCode).toBe(400)
    expect(await history(lifter)).toEqual([])

    const kg = await post(lifter, fixture('strong-s2.csv'), '?unit=kg')
    expect(kg.statusCode).toBe(201)
    const [pull] = await history(lifter)
    expect(pull!.sets.map((s) => s.weight)).toEqual(['694.456', '738.549', '0', '0'])
  })

  it('places the file’s local times in `tz`', async () => {
    const lifter = await t.register()
    const res = await post(lifter, fixture('strong-s8.csv'), '?unit=lbs&tz=America/New_York')
    expect(res.json()).toMatchObject({ firstDate: '2026-01-06T00:00:00.000Z' })
    const [legs] = await history(lifter)
    expect([legs!.startedAt, legs!.completedAt]).toEqual([
      '2026-01-06T00:00:00.000Z',
      '2026-01-06T01:00:00.000Z',
    ])
  })

  it('takes the file whatever its content type says, but JSON (a restore, docs/product/tokens-and-restore.md)', async () => {
    const lifter = await t.register()
    for (const type of [
      'text/plain',
      'application/octet-stream',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await post(lifter, fixture('hevy-pt.csv'), '?dryRun=true', type)
      expect(res.statusCode, type).toBe(200)
      expect(res.json().workouts).toBe(2)
    }
    const asJson = await post(lifter, fixture('hevy-pt.csv'), '?dryRun=true', 'application/json')
    expect(asJson.statusCode).toBe(400)
    expect(asJson.json().message).toBe(
      'body: is not valid JSON (send another app’s CSV export as text/csv)',
    )
  })

  const S7 =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n'
  const good = `${S7}2025-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,\n`

  it.each([
    ['an empty body', '', 400, /^line 1: the file is empty$/],
    [
      'random bytes',
      Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 13) % 256)),
      400,
      /^This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression \(line 1: /,
    ],
    [
      'an unknown header',
      'id,name,price\n1,Widget,3.50\n',
      400,
      /^This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression \(line 1: unknown columns id, name, price\)$/,
    ],
    [
      'a truncated quote',
      `${good}2025-01-02 10:00:00,"B,1h,Squat,1,100,5,0,0,,,\n`,
      400,
      /^line 3: a quoted field is never closed/,
    ],
    [
      'a bad row after good ones',
      `${good}${good.slice(S7.length).repeat(3)}2025-01-02 10:00:00,B,1h,Squat,1,lots,5,0,0,,,\n`,
      400,
      /^line 6: Weight: "lots" is not a number$/,
    ],
  ])(
    'refuses %s with a 4xx naming the line, writing nothing',
    async (_name, body, status, text) => {
      const lifter = await t.register()
      const before = await everything(lifter)
      const res = await post(lifter, body, '?unit=lbs')
      expect(res.statusCode).toBe(status)
      expect(res.json().message).toMatch(text)
      expect(await everything(lifter)).toEqual(before)
    },
  )

  it('refuses a file over 10 MiB with 413, writing nothing', async () => {
    const lifter = await t.register()
    const row = '2025-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,\n'
    const big = S7 + row.repeat(Math.ceil((10 * 1024 * 1024) / row.length))
    expect(Buffer.byteLength(big)).toBeGreaterThan(10 * 1024 * 1024)
    const res = await post(lifter, big, '?unit=lbs')
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'Request body is larger than 10 MiB' })
    expect(await history(lifter)).toEqual([])
  })

  it('leaves other routes at 1 MiB', async () => {
    const lifter = await t.register()
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-days',
      payload: { name: 'x'.repeat(1024 * 1024 + 1) },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: 'Request body is larger than 1 MiB' })
  })

  it.each([
    ['?unit=stone', /^unit: /],
    ['?tz=Mars/Olympus', /^tz: must be an IANA time zone name$/],
    ['?dryRun=perhaps', /^dryRun: /],
  ])('validates the query %s', async (query, text) => {
    const lifter = await t.register()
    const res = await post(lifter, good, query)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(text)
  })

  it('imports into the caller’s account only; another lifter’s workouts are no duplicates', async () => {
    const ada = await t.register()
    const bob = await t.register()
    expect((await post(ada, fixture('hevy-pt.csv'))).json()).toMatchObject({ workouts: 2 })
    expect((await post(bob, fixture('hevy-pt.csv'))).json()).toMatchObject({
      workouts: 2,
      duplicates: 0,
    })
    expect(await history(ada)).toHaveLength(2)
    expect(await history(bob)).toHaveLength(2)
    const adaIds = (await history(ada)).map((w) => w.id)
    expect((await history(bob)).some((w) => adaIds.includes(w.id))).toBe(false)
  })

  it('never answers 5xx to thrown files, and a refused one writes nothing (fast-check)', async () => {
    const lifter = await t.register()
    const hevy =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe'
    const s4 =
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes'
    const cell = fc.oneof(
      fc.constantFrom(
        '2025-01-01 10:00:00',
        '3 Feb 2025, 18:20',
        'W',
        'Rest Timer',
        '100',
        '5.0',
        '1h 4m',
        'kg',
        '',
      ),
      fc.string({ maxLength: 12 }),
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.constantFrom('"', '""', '"a\nb"', '\u0000', '\ud800', ';', ',', '-5', '1e400', '99999'),
    )
    const row = fc.array(cell, { minLength: 1, maxLength: 15 })
    const file = fc
      .tuple(
        fc.constantFrom(S7.trimEnd(), hevy, s4, 'a,b,c'),
        fc.array(row, { maxLength: 6 }),
        fc.constantFrom(',', ';'),
        fc.constantFrom('\n', '\r\n'),
      )
      .map(([header, rows, separator, newline]) =>
        [header, ...rows.map((cells) => cells.join(separator))].join(newline),
      )
    await fc.assert(
      fc.asyncProperty(
        file,
        fc.constantFrom('', '?unit=lbs', '?unit=kg&dryRun=true'),
        async (csv, query) => {
          const before = await everything(lifter)
          const res = await post(lifter, csv, query)
          expect(res.statusCode, `${query} ${JSON.stringify(csv)}: ${res.body}`).toBeLessThan(500)
          if (res.statusCode >= 400) {
            expect(res.json().message).toEqual(expect.any(String))
            expect(await everything(lifter)).toEqual(before)
          }
        },
      ),
      { numRuns: 60 },
    )
  })

  describe('generated Strong and Hevy files (fast-check)', () => {
    const formats = [
      ['strong', strongFile, '?unit=lbs&tz=UTC'],
      ['hevy', hevyFile, '?tz=UTC'],
    ] as const

    /** The log as history shows it: what the file says, each exercise's sets numbered from 1. */
    const expectedHistory = (log: LoggedWorkout[], format: 'strong' | 'hevy') =>
      [...log]
        .sort((a, b) => a.startedAt - b.startedAt)
        .map((workout) => ({
          name: workout.name,
          startedAt: new Date(workout.startedAt).toISOString(),
          completedAt: new Date(workout.startedAt + workout.minutes * 60_000).toISOString(),
          sets: workout.exercises.flatMap((exercise) =>
            exercise.sets.map((set, index) => ({
              exerciseName: exercise.name,
              setNumber: index + 1,
              weight: set.weight,
              reps: set.reps,
              kind: set.kind,
              isWarmup: set.kind === 'warmup',
              rpe: set.rpe,
              superset: format === 'hevy' ? supersetLabels(workout).get(exercise.superset)! : null,
              // Hevy repeats an exercise's notes on every row; they are kept on its first set.
              notes: format === 'hevy' ? (index === 0 ? set.notes : null) : set.notes,
            })),
          ),
        }))

    /** docs/product/set-kinds.md: Hevy's superset ids as labels A, B… by first appearance in the workout. */
    const supersetLabels = (workout: LoggedWorkout) => {
      const labels = new Map<number | null, string | null>([[null, null]])
      for (const { superset } of workout.exercises) {
        if (!labels.has(superset)) labels.set(superset, 'ABC'[labels.size - 1]!)
      }
      return labels
    }

    const asHistory = (workouts: WorkoutWithSets[]) =>
      [...workouts]
        .sort((a, b) => a.startedAt.localeCompare(b.startedAt))
        .map((workout) => ({
          name: workout.workoutDayName,
          startedAt: workout.startedAt,
          completedAt: workout.completedAt,
          sets: workout.sets.map((set) => ({
            exerciseName: set.exerciseName,
            setNumber: set.setNumber,
            weight: Number(set.weight),
            reps: set.reps,
            kind: set.kind,
            isWarmup: set.isWarmup,
            rpe: set.rpe,
            superset: set.superset,
            notes: set.notes,
          })),
        }))

    for (const [format, encode, query] of formats) {
      it(`${format}: an exported log imports as it was logged`, async () => {
        await fc.assert(
          fc.asyncProperty(trainingLog, async (log) => {
            const lifter = await t.register()
            const file = encode(log)
            const res = await post(lifter, file.csv, query)
            expect(res.statusCode, `${res.body}\n${file.csv}`).toBe(201)
            expect(res.json()).toMatchObject({
              format,
              workouts: log.length,
              sets: log.flatMap((w) => w.exercises.flatMap((e) => e.sets)).length,
              skippedRows: 0,
              duplicates: 0,
            })
            expect(asHistory(await history(lifter)), file.csv).toEqual(expectedHistory(log, format))
          }),
          { numRuns: 15 },
        )
      })

      it(`${format}: a file with one bad row is refused with 400 naming its line, writing nothing`, async () => {
        const lifter = await t.register()
        // Something already there, that a refused import must leave as it is.
        await post(lifter, fixture('strong-s7.csv'), '?unit=lbs')
        const columns =
          format === 'strong' ? { date: 0, weight: 5, reps: 6 } : { date: 1, weight: 9, reps: 10 }
        // [column, a value the importer must refuse]: not a date, not a number, over the limits.
        const badCell = fc.constantFrom<[number, string]>(
          [columns.date, '"not a date"'],
          [columns.weight, 'heavy'],
          [columns.weight, '20000'],
          [columns.reps, '5000'],
        )
        await fc.assert(
          fc.asyncProperty(
            trainingLog.chain((log) =>
              fc.tuple(fc.constant(encode(log)), fc.nat({ max: 1000 }), badCell),
            ),
            async ([file, pick, [column, value]]) => {
              const record = pick % file.records.length
              const bad = withCell(file, record, column, value)
              const before = await everything(lifter)
              const res = await post(lifter, bad.csv, query)
              expect(res.statusCode, `${res.body}\n${bad.csv}`).toBe(400)
              expect(res.json().message).toMatch(new RegExp(`^line ${bad.records[record]!.line}: `))
              expect(await everything(lifter)).toEqual(before)
            },
          ),
          { numRuns: 20 },
        )
      })
    }
  })

  it('needs a signed-in lifter', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports?unit=lbs',
      headers: { 'content-type': 'text/csv' },
      payload: good,
    })
    expect(res.statusCode).toBe(401)
  })
})
