import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SET_KINDS, type SetKind } from '#shared/domain/set-kinds.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import {
  HEVY_HEADER,
  STRONG_SHAPES,
  strongShapeFile,
  type StrongShape,
} from '../../../tests/support/export-files.ts'
import { refusalOf } from '../../../tests/support/imported-workouts.ts'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import { parseImport, type ImportedSet, type ImportedWorkout } from './import.ts'
import { parseDuration } from './rows.ts'
import { formatStrongDuration } from './strong.ts'

const NOW = Date.parse('2026-11-26T12:00:00Z')

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/imports/${name}`, import.meta.url))

type ReadOptions = { unit?: WeightUnit; distanceUnit?: DistanceUnit; tz?: string }

function read(name: string, options: ReadOptions = {}) {
  return parseImport(fixture(name), { tz: 'UTC', now: NOW, distanceUnit: 'km', ...options })
}

const text = (csv: string, options: ReadOptions = {}) =>
  parseImport(Buffer.from(csv), { tz: 'UTC', now: NOW, distanceUnit: 'km', ...options })

/** Strong's marker of each kind, as the summaries below write it. */
const MARKER = { warmup: 'W ', working: '', failure: 'F ', drop: 'D ' } as const

/**
 * A workout as `name @ start–end`, then `exercise: [W|F|D ]weight×reps[ @rpe][ [superset]]`
 * per set, with `[ distance m][ seconds s]` where it has them (docs/product/exercise-types.md).
 */
function summary(workout: ImportedWorkout) {
  return {
    name: workout.name,
    startedAt: workout.startedAt.toISOString(),
    completedAt: workout.completedAt.toISOString(),
    sets: workout.sets.map(
      (set) =>
        `${set.setNumber}. ${set.exerciseName}: ${MARKER[set.kind]}${set.weight}×${set.reps}` +
        `${set.distance === null ? '' : ` ${set.distance} m`}` +
        `${set.duration === null ? '' : ` ${set.duration} s`}` +
        `${set.rpe === null ? '' : ` @${set.rpe}`}${set.superset ? ` [${set.superset}]` : ''}`,
    ),
  }
}

describe('Strong header shapes', () => {
  it('S1: kg and km in the header, set numbers from 0, no duration', () => {
    // docs/product/exercise-types.md: the header's km, whatever the lifter's unit: 5.2 km is 5200 m.
    const parsed = read('strong-s1.csv', { unit: 'lbs', distanceUnit: 'mi' })
    expect(parsed.format).toBe('strong')
    expect(parsed.skippedRows).toBe(0)
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Legs',
        startedAt: '2016-05-02T18:00:00.000Z',
        completedAt: '2016-05-02T18:00:00.000Z',
        sets: [
          '1. Squat (Barbell): 220.462×5',
          '2. Squat (Barbell): 225.974×5',
          '1. Running: 0×0 5200 m 1800 s',
        ],
      },
      {
        name: 'Push',
        startedAt: '2016-05-04T18:10:05.000Z',
        completedAt: '2016-05-04T18:10:05.000Z',
        sets: ['1. Bench Press (Barbell): 132.277×8'],
      },
    ])
    expect(parsed.workouts[1]!.sets[0]!.notes).toBe('felt, "heavy"')
  })

  it('S2: names no unit, so it needs one; quoted newlines in workout notes', () => {
    expect(refusalOf(() => read('strong-s2.csv'))).toEqual({
      status: 400,
      message: expect.stringMatching(/^unit: /),
    })
    const lbs = read('strong-s2.csv', { unit: 'lbs' })
    expect(lbs.workouts.map(summary)).toEqual([
      {
        name: 'Pull',
        startedAt: '2017-08-01T07:00:00.000Z',
        completedAt: '2017-08-01T07:00:00.000Z',
        sets: [
          '1. Deadlift (Barbell): 315×5',
          '2. Deadlift (Barbell): 335×3',
          '1. Pull Up: 0×12',
          // docs/product/exercise-types.md: the file names no distance unit: the lifter's (here km).
          '1. Running: 0×0 3100 m 1500 s',
        ],
      },
    ])
    expect(lbs.workouts[0]!.sets[2]!.notes).toBe('bodyweight')
    const kg = read('strong-s2.csv', { unit: 'kg', distanceUnit: 'mi' })
    expect(kg.workouts[0]!.sets.map((set) => set.weight)).toEqual(['694.456', '738.549', '0', '0'])
    // 3.1 mi is 4,988.9664 m exactly.
    expect(kg.workouts[0]!.sets[3]!.distance).toBe('4988.9664')
  })

  it('S3: RPE is kept, a timed row is a set (docs/product/exercise-types.md)', () => {
    const parsed = read('strong-s3.csv', { unit: 'lbs' })
    expect(parsed.skippedRows).toBe(0)
    expect(parsed.workouts.map(summary)[0]!.sets).toEqual([
      '1. Bicep Curl (Dumbbell): 25×12 @8',
      '2. Bicep Curl (Dumbbell): 25×10 @9.5',
      '1. Plank: 0×0 60 s',
    ])
  })

  it('S4: semicolons, a unit per row that changes within the file, CRLF, no final newline', () => {
    // The file names its units: `unit` is ignored.
    const parsed = read('strong-s4.csv', { unit: 'kg', distanceUnit: 'km' })
    expect(parsed.skippedRows).toBe(0)
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Upper',
        startedAt: '2020-03-02T07:15:40.000Z',
        completedAt: '2020-03-02T07:15:40.000Z',
        sets: [
          '1. Bench Press (Barbell): 132.277×8',
          '2. Bench Press (Barbell): 135×6',
          '1. Dips: 0×10',
          // The row's own `mi.`, not the lifter's km: 3.1 mi is 4,988.9664 m.
          '1. Cycling: 0×0 4988.9664 m 900 s',
        ],
      },
    ])
    expect(read('strong-s4.csv').workouts).toHaveLength(1)
  })

  it('S5: the workout duration column, a note that is a lone newline', () => {
    const parsed = read('strong-s5.csv')
    const [workout] = parsed.workouts.map(summary)
    expect(workout).toEqual({
      name: 'Legs',
      startedAt: '2021-06-07T17:45:00.000Z',
      completedAt: '2021-06-07T18:47:00.000Z',
      // The row's own km, whatever the lifter's unit.
      sets: [
        '1. Leg Press: 308.647×10',
        '2. Leg Press: 331.796×8',
        '1. Treadmill: 0×0 2000 m 600 s',
      ],
    })
    expect(read('strong-s5.csv', { distanceUnit: 'mi' }).workouts[0]!.sets[2]!.distance).toBe(
      '2000',
    )
    expect(parsed.workouts[0]!.sets[0]!.notes).toBeNull()
  })

  it('S6: every field quoted, Workout #, seconds, kg floats of pound weights, WARM_UP after set 1', () => {
    const parsed = read('strong-s6.csv', { unit: 'kg' })
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Full Body',
        startedAt: '2019-04-20T09:00:00.000Z',
        completedAt: '2019-04-20T09:37:07.000Z',
        sets: [
          '1. Squat (Barbell): W 45×10',
          '2. Squat (Barbell): 100×10',
          '3. Squat (Barbell): 15×12',
          '4. Squat (Barbell): F 100×6',
        ],
      },
      {
        name: 'Full Body',
        startedAt: '2019-04-22T09:00:00.000Z',
        completedAt: '2019-04-22T09:30:00.000Z',
        // docs/product/exercise-types.md: `Distance (meters)` is metres, exactly, whatever the lifter's unit.
        sets: ['1. Row (Cable): 125×10', '1. Rowing (Machine): 0×0 2000.5 m 480 s'],
      },
    ])
    expect(read('strong-s6.csv', { distanceUnit: 'mi' }).workouts[1]!.sets[1]!.distance).toBe(
      '2000.5',
    )
  })

  it('S7: W/F/D markers, rest-timer rows, float noise, quoted newlines, open and set-less workouts', () => {
    const parsed = read('strong-s7.csv', { unit: 'lbs', distanceUnit: 'km' })
    // docs/product/exercise-types.md: only the rest timers are skipped; the run and the row are sets.
    expect(parsed.skippedRows).toBe(2)
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Push',
        startedAt: '2025-02-09T07:31:50.000Z',
        completedAt: '2025-02-09T08:23:50.000Z',
        sets: [
          '1. Incline Press (Dumbbell): W 40×12',
          '2. Incline Press (Dumbbell): W 50×10',
          '3. Incline Press (Dumbbell): 150×8',
          '4. Incline Press (Dumbbell): 150×7',
          '5. Incline Press (Dumbbell): F 150×5',
          '6. Incline Press (Dumbbell): D 37.5×12',
          '1. Push Up: 0×20',
        ],
      },
      {
        name: 'Нога день 🦵',
        startedAt: '2025-02-11T18:02:11.000Z',
        completedAt: '2025-02-11T19:06:11.000Z',
        sets: [
          '1. Squat (Barbell): 225×5',
          '2. Squat (Barbell): 225×5 @8',
          '1. Running (Treadmill): 0×0 3000 m 1200 s',
        ],
      },
      {
        name: 'Forgot to finish',
        startedAt: '2025-02-13T06:00:00.000Z',
        completedAt: '2025-02-24T06:01:00.000Z',
        sets: ['1. Deadlift (Barbell): 405×1'],
      },
      {
        name: 'Just cardio',
        startedAt: '2025-02-14T12:00:00.000Z',
        completedAt: '2025-02-14T12:29:00.000Z',
        sets: ['1. Rowing: 0×0 5000 m 1740 s'],
      },
    ])
    expect(parsed.workouts[0]!.sets[2]!.notes).toBe('Paused, 1s "at" bottom\nthen fast')
  })

  it('S8: S7 without notes; an RPE of 0 is none', () => {
    const parsed = read('strong-s8.csv', { unit: 'lbs' })
    expect(parsed.skippedRows).toBe(0)
    expect(parsed.workouts.map(summary)[0]).toEqual({
      name: 'Legs',
      startedAt: '2026-01-05T19:00:00.000Z',
      completedAt: '2026-01-05T20:00:00.000Z',
      sets: ['1. Squat (Barbell): W 135×5', '2. Squat (Barbell): 275×5', '1. Plank: 0×0 60 s'],
    })
  })

  it('translated S7 headers: German (Ruhezeit rows), French, Chinese durations', () => {
    const german = read('strong-de.csv', { unit: 'kg' })
    expect(german.skippedRows).toBe(1)
    expect(german.workouts.map(summary)).toEqual([
      {
        name: 'Oberkörper',
        startedAt: '2025-03-01T08:00:00.000Z',
        completedAt: '2025-03-01T08:45:00.000Z',
        sets: [
          '1. Bench Press (Barbell): W 88.185×10',
          '2. Bench Press (Barbell): 176.37×6',
          '1. Plank: 0×0 45 s',
        ],
      },
    ])
    const french = read('strong-fr.csv', { unit: 'lbs', distanceUnit: 'km' })
    expect(french.workouts.map(summary)[0]).toMatchObject({
      completedAt: '2025-03-02T09:05:00.000Z',
      sets: ['1. Squat (Barbell): 100×5', '1. Cycling: 0×0 12500 m 1800 s'],
    })
    const chinese = read('strong-zh.csv', { unit: 'lbs' })
    expect(chinese.workouts.map((w) => w.completedAt.toISOString())).toEqual([
      '2025-03-03T09:13:00.000Z',
      '2025-03-04T08:46:00.000Z',
    ])
  })

  it('an unknown 12-column header is read by S7 positions', () => {
    const parsed = read('strong-unknown-12.csv', { unit: 'lbs' })
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Pierna',
        startedAt: '2025-03-05T08:00:00.000Z',
        completedAt: '2025-03-05T08:50:00.000Z',
        sets: ['1. Squat (Barbell): 100×5'],
      },
    ])
  })

  it('a 12-column file that is no export at all is not read as one', () => {
    const csv = 'a,b,c,d,e,f,g,h,i,j,k,l\n1,2,3,4,5,6,7,8,9,10,11,12\n'
    expect(refusalOf(() => text(csv, { unit: 'lbs' }))).toEqual({
      status: 400,
      message:
        'This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression (line 1: unknown columns a, b, c, d, e, f, …)',
    })
  })
})

/** How many sets of each kind. */
function kindCounts(sets: readonly ImportedSet[]) {
  const counts = Object.fromEntries(SET_KINDS.map((kind) => [kind, 0])) as Record<SetKind, number>
  for (const set of sets) counts[set.kind]++
  return counts
}

describe('set kinds and RPE in every Strong header shape (docs/product/set-kinds.md)', () => {
  // S6 writes WARM_UP and FAILURE; the others W and F. D is Strong's drop set.
  const rows = (shape: StrongShape) => {
    const [warmup, failure] = shape === 'S6' ? ['WARM_UP', 'FAILURE'] : ['W', 'F']
    const first = shape === 'S1' ? 0 : 1
    return [
      { order: warmup, weight: 40, reps: 10, rpe: null },
      { order: warmup, weight: 60, reps: 5, rpe: 6 },
      { order: String(first), weight: 100, reps: 5, rpe: 8 },
      { order: String(first + 1), weight: 100, reps: 5, rpe: 8.5 },
      { order: failure, weight: 100, reps: 3, rpe: 10 },
      { order: 'D', weight: 70, reps: 8, rpe: 9.5 },
      { order: 'D', weight: 50, reps: 10, rpe: 0 },
    ]
  }
  const shapes = Object.keys(STRONG_SHAPES) as StrongShape[]
  const withoutRpe = new Set<StrongShape>(['S1', 'S2'])

  it.each(shapes)('%s: W, F and D, numbers and RPE', (shape) => {
    const parsed = text(strongShapeFile(shape, rows(shape)), { unit: 'kg' })
    const [workout] = parsed.workouts
    expect(parsed.workouts).toHaveLength(1)
    expect(kindCounts(workout!.sets)).toEqual({ warmup: 2, working: 2, failure: 1, drop: 2 })
    expect(workout!.sets.map((set) => set.kind)).toEqual([
      'warmup',
      'warmup',
      'working',
      'working',
      'failure',
      'drop',
      'drop',
    ])
    // A 0 is how one user's file says "not set".
    expect(workout!.sets.map((set) => set.rpe)).toEqual(
      withoutRpe.has(shape) ? Array(7).fill(null) : [null, 6, 8, 8.5, 10, 9.5, null],
    )
    expect(workout!.sets.every((set) => set.superset === null)).toBe(true)
  })

  it.each([
    ['11', 'line 2: RPE: 11 is not an RPE from 1 to 10 in steps of 0.5'],
    ['8.25', 'line 2: RPE: 8.25 is not an RPE from 1 to 10 in steps of 0.5'],
    ['hard', 'line 2: RPE: "hard" is not a number'],
  ])('an RPE of %s is a 400 naming the line', (rpe, expected) => {
    const csv = `${STRONG_SHAPES.S7.header}\n2025-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,${rpe}\n`
    expect(refusalOf(() => text(csv, { unit: 'lbs' }))).toEqual({ status: 400, message: expected })
  })

  it('a semicolon file with a decimal comma RPE', () => {
    const csv = `${STRONG_SHAPES.S4.header}\n2020-03-02 07:15:40;Upper;Bench;1;60;kg;8;8,5;;;0;;`
    expect(text(csv).workouts[0]!.sets[0]!.rpe).toBe(8.5)
  })
})

describe('Hevy set types, RPE and supersets (docs/product/set-kinds.md)', () => {
  /** Two workouts; superset ids labelled A, B… in order of first appearance in each. */
  const row = (
    title: string,
    start: string,
    exercise: string,
    superset: string,
    index: number,
    type: string,
    reps: string,
    rpe: string,
  ) =>
    `"${title}","${start}","${start}","","${exercise}",${superset},"",${index},"${type}",100,${reps},,,${rpe}`
  const file = (header: string) =>
    [
      header,
      row('Push', '3 Feb 2025, 18:20', 'Bench', '1', 0, 'warmup', '10', ''),
      row('Push', '3 Feb 2025, 18:20', 'Bench', '1', 1, 'normal', '8', '8'),
      row('Push', '3 Feb 2025, 18:20', 'Row', '1', 0, 'normal', '8', '8.5'),
      row('Push', '3 Feb 2025, 18:20', 'Fly', '0', 0, 'dropset', '12', ''),
      row('Push', '3 Feb 2025, 18:20', 'Curl', '0', 0, 'failure', '9', '10'),
      row('Push', '3 Feb 2025, 18:20', 'Plank', '', 0, 'normal', '', ''),
      row('Pull', '1 Feb 2025, 09:00', 'Deadlift', '', 0, 'normal', '5', '7'),
      row('Pull', '1 Feb 2025, 09:00', 'Chin Up', '0', 0, 'failure', '6', ''),
      row('Pull', '1 Feb 2025, 09:00', 'Shrug', '0', 0, 'dropset', '15', '9'),
    ].join('\n')

  it.each([
    ['kg', HEVY_HEADER.replace('weight_lbs', 'weight_kg').replace('distance_miles', 'distance_km')],
    ['lbs', HEVY_HEADER],
  ])(
    '%s header: every kind counted, RPE kept, superset ids labelled per workout',
    (_unit, header) => {
      const parsed = text(file(header))
      expect(parsed.skippedRows).toBe(1)
      const [pull, push] = parsed.workouts
      expect(kindCounts(push!.sets)).toEqual({ warmup: 1, working: 2, failure: 1, drop: 1 })
      expect(kindCounts(pull!.sets)).toEqual({ warmup: 0, working: 1, failure: 1, drop: 1 })
      expect(push!.sets.map((s) => [s.exerciseName, s.kind, s.rpe, s.superset])).toEqual([
        ['Bench', 'warmup', null, 'A'],
        ['Bench', 'working', 8, 'A'],
        ['Row', 'working', 8.5, 'A'],
        ['Fly', 'drop', null, 'B'],
        ['Curl', 'failure', 10, 'B'],
      ])
      // Labels start again in each workout: this one's first superset is A.
      expect(pull!.sets.map((s) => [s.exerciseName, s.kind, s.rpe, s.superset])).toEqual([
        ['Deadlift', 'working', 7, null],
        ['Chin Up', 'failure', null, 'A'],
        ['Shrug', 'drop', 9, 'A'],
      ])
    },
  )
})

describe('spreadsheet re-saves', () => {
  it('Strong with quotes stripped, seconds lost, hours unpadded, CRLF', () => {
    const parsed = read('strong-resaved.csv', { unit: 'lbs' })
    expect(
      parsed.workouts.map((w) => [w.startedAt.toISOString(), w.completedAt.toISOString()]),
    ).toEqual([
      ['2022-10-04T23:17:00.000Z', '2022-10-05T00:15:00.000Z'],
      ['2022-10-05T09:05:00.000Z', '2022-10-05T10:07:00.000Z'],
    ])
    expect(parsed.workouts[1]!.sets[0]!.notes).toBe('note, with comma')
  })

  it('Strong in a dd/mm/yyyy locale', () => {
    const parsed = read('strong-ddmm.csv', { unit: 'lbs' })
    expect(parsed.workouts.map((w) => w.startedAt.toISOString())).toEqual([
      '2021-09-13T10:41:00.000Z',
      '2022-03-14T07:05:00.000Z',
      '2022-04-02T07:05:00.000Z',
    ])
  })

  it('a US re-save (month first) is told apart by a day above 12', () => {
    const csv =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
      '04/02/2022 7:05,A,1h,Squat,1,100,5,0,0,,,\n' +
      '09/13/2021 10:41,B,1h,Squat,1,100,5,0,0,,,\n'
    expect(text(csv, { unit: 'lbs' }).workouts.map((w) => w.startedAt.toISOString())).toEqual([
      '2021-09-13T10:41:00.000Z',
      '2022-04-02T07:05:00.000Z',
    ])
  })

  it('Hevy with quotes only where needed and unpadded hours', () => {
    const parsed = read('hevy-resaved.csv')
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Pull',
        startedAt: '2024-07-24T07:07:00.000Z',
        completedAt: '2024-07-24T08:01:00.000Z',
        sets: ['1. Deadlift (Barbell): 315×5', '1. Dead Hang: 0×0 45 s'],
      },
    ])
    expect(parsed.workouts[0]!.sets[0]!.notes).toBe('slow, controlled')
  })
})

describe('Hevy', () => {
  it('kg and km: warm-ups, failure and drop sets, RPE, supersets, repeated multi-line text, newest first in the file', () => {
    // docs/product/exercise-types.md: distance_km is kilometres, whatever the lifter's unit.
    const parsed = read('hevy-kg-km.csv', { unit: 'lbs', distanceUnit: 'mi' })
    expect(parsed.format).toBe('hevy')
    expect(parsed.skippedRows).toBe(0)
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Cardio only',
        startedAt: '2025-01-31T07:00:00.000Z',
        completedAt: '2025-01-31T07:30:00.000Z',
        sets: ['1. Running: 0×0 5200 m 1800 s'],
      },
      {
        name: 'Legs',
        startedAt: '2025-02-01T09:05:00.000Z',
        completedAt: '2025-02-01T10:00:00.000Z',
        sets: ['1. Squat (Barbell): 221.565×5'],
      },
      {
        name: 'Push A',
        startedAt: '2025-02-03T18:20:00.000Z',
        completedAt: '2025-02-03T19:31:00.000Z',
        sets: [
          '1. Bench Press (Barbell): W 88.185×10',
          '2. Bench Press (Barbell): 176.37×8 @8',
          '3. Bench Press (Barbell): F 176.37×6',
          '1. Dips: D 0×12 [A]',
          '1. Plank: 0×0 60 s [A]',
        ],
      },
    ])
    // The exercise's notes, repeated on every row, are kept once.
    expect(parsed.workouts[2]!.sets.map((set) => set.notes)).toEqual([
      'Elbows "tucked"',
      null,
      null,
      null,
      null,
    ])
  })

  it('lbs and miles, US dates with AM/PM; an implausible sled distance is kept as written', () => {
    // docs/product/exercise-types.md: distance_miles is miles, whatever the lifter's unit: 240 mi is 386,242.56 m.
    const parsed = read('hevy-lbs-miles.csv', { unit: 'kg', distanceUnit: 'km' })
    expect(parsed.skippedRows).toBe(0)
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Sled',
        startedAt: '2026-06-10T00:00:00.000Z',
        completedAt: '2026-06-10T00:40:00.000Z',
        sets: ['1. Sled Push: 0×0 386242.56 m'],
      },
      {
        name: 'Upper',
        startedAt: '2026-06-11T13:01:00.000Z',
        completedAt: '2026-06-11T14:15:00.000Z',
        sets: ['1. Overhead Press (Barbell): 95×8', '2. Overhead Press (Barbell): 95.5×7'],
      },
    ])
  })

  it('Portuguese dates and translated exercise titles', () => {
    const parsed = read('hevy-pt.csv')
    expect(parsed.workouts.map(summary)).toEqual([
      {
        name: 'Treino A',
        startedAt: '2026-05-05T07:34:00.000Z',
        completedAt: '2026-05-05T08:40:00.000Z',
        sets: ['1. Supino Reto (Barra): 132.277×10'],
      },
      {
        name: 'Treino B',
        startedAt: '2026-09-07T18:00:00.000Z',
        completedAt: '2026-09-07T19:00:00.000Z',
        // 1.5 mi in 10:00.
        sets: ['1. Agachamento (Barra): 176.37×8', '1. Corrida: 0×0 2414.016 m 600 s'],
      },
    ])
  })

  it('sets of an exercise follow set_index', () => {
    const csv =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_km,duration_seconds,rpe\n' +
      'A,"1 Feb 2025, 09:00","1 Feb 2025, 10:00",,Squat,,,1,normal,200,5,,,\n' +
      'A,"1 Feb 2025, 09:00","1 Feb 2025, 10:00",,Squat,,,0,warmup,100,5,,,\n'
    expect(summary(text(csv).workouts[0]!).sets).toEqual(['1. Squat: W 100×5', '2. Squat: 200×5'])
  })
})

describe('time zones', () => {
  it('places local times in tz, across a DST change', () => {
    const berlin = read('strong-s7.csv', { unit: 'lbs', tz: 'Europe/Berlin' })
    expect(berlin.workouts[0]!.startedAt.toISOString()).toBe('2025-02-09T06:31:50.000Z')
    const hevy = read('hevy-pt.csv', { tz: 'America/Sao_Paulo' })
    expect(hevy.workouts[0]!.startedAt.toISOString()).toBe('2026-05-05T10:34:00.000Z')
    const summer = text(
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
        '2025-07-01 18:00:00,A,1h,Squat,1,100,5,0,0,,,\n',
      { unit: 'lbs', tz: 'Europe/Berlin' },
    )
    expect(summer.workouts[0]!.startedAt.toISOString()).toBe('2025-07-01T16:00:00.000Z')
  })

  it('reads a 12-hour date with a narrow no-break space before pm', () => {
    const csv =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
      '2025-01-30 12:34:56\u202fpm,A,1h,Squat,1,100,5,0,0,,,\n' +
      '2025-01-31 12:10:00\u202fam,B,1h,Squat,1,100,5,0,0,,,\n'
    expect(text(csv, { unit: 'lbs' }).workouts.map((w) => w.startedAt.toISOString())).toEqual([
      '2025-01-30T12:34:56.000Z',
      '2025-01-31T00:10:00.000Z',
    ])
  })
})

describe('malformed files', () => {
  const S7 =
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n'

  it.each([
    ['an empty file', '', 'line 1: the file is empty'],
    ['only whitespace', ' \r\n\n', 'line 1: the file is empty'],
    [
      'an unknown header',
      'name,email\nAda,ada@example.com\n',
      'This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression (line 1: unknown columns name, email)',
    ],
    [
      'a quote never closed',
      `${S7}2025-01-01 10:00:00,"A,1h,Squat,1,100,5,0,0,,,\n`,
      'line 2: a quoted field is never closed (is the file cut short?)',
    ],
    [
      'a quote never closed after a multi-line record',
      `${S7}2025-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,"two\nlines",,\n2025-01-02 10:00:00,"B,1h\n`,
      'line 4: a quoted field is never closed (is the file cut short?)',
    ],
    [
      'a date that is no date',
      `${S7}2025-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,\nyesterday,A,1h,Squat,1,100,5,0,0,,,\n`,
      'line 3: Date: "yesterday" is not a date and time',
    ],
    [
      'February 30th',
      `${S7}2025-02-30 10:00:00,A,1h,Squat,1,100,5,0,0,,,\n`,
      'line 2: Date: "2025-02-30 10:00:00" is not a date and time',
    ],
    [
      'a weight that is no number',
      `${S7}2025-01-01 10:00:00,A,1h,Squat,1,heavy,5,0,0,,,\n`,
      'line 2: Weight: "heavy" is not a number',
    ],
    [
      'a weight above the limit',
      `${S7}2025-01-01 10:00:00,A,1h,Squat,1,10001,5,0,0,,,\n`,
      'line 2: Weight: 10001 lbs is more than 10000 lbs',
    ],
    [
      'reps above the limit',
      `${S7}2025-01-01 10:00:00,A,1h,Squat,1,100,5000,0,0,,,\n`,
      'line 2: Reps: 5000 is more than 1000 reps',
    ],
    [
      'a row wider than the header',
      `${S7}2025-01-01 10:00:00,A,1h,Squat,1,100,5,0,0,,,,extra\n`,
      'line 2: has 13 fields but the header has 12',
    ],
    [
      'a set without an exercise',
      `${S7}2025-01-01 10:00:00,A,1h,,1,100,5,0,0,,,\n`,
      'line 2: Exercise Name: is empty',
    ],
  ])('%s is a 400 naming the line', (_name, csv, expected) => {
    expect(refusalOf(() => text(csv, { unit: 'lbs' }))).toEqual({ status: 400, message: expected })
  })

  it('random bytes are not an export', () => {
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))
    expect(
      refusalOf(() => parseImport(bytes, { tz: 'UTC', unit: 'lbs', distanceUnit: 'km' })),
    ).toEqual({
      status: 400,
      message: expect.stringMatching(
        /^This file is not an export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur, or Alpha Progression \(line 1: /,
      ),
    })
  })

  it('a Hevy date in no known language names the line and column', () => {
    const csv =
      'title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,distance_km,duration_seconds,rpe\n' +
      'A,"1 Foo 2025, 09:00","1 Feb 2025, 10:00",,Squat,,,0,normal,100,5,,,\n'
    expect(refusalOf(() => text(csv))).toEqual({
      status: 400,
      message: 'line 2: start_time: "1 Foo 2025, 09:00" is not a date and time',
    })
  })

  it('a byte-order mark and a header-only file are fine', () => {
    const parsed = text(`\uFEFF${S7}`, { unit: 'lbs' })
    expect(parsed).toEqual({ format: 'strong', workouts: [], skippedRows: 0 })
  })
})

describe('Strong durations', () => {
  it.each([
    ['29m', 29 * 60],
    ['1h', 3600],
    ['1h 5m', 3900],
    ['55s', 55],
    ['0s', 0],
    ['21min', 21 * 60],
    ['1h 2min', 3720],
    ['1小时13分钟', 4380],
    ['46分钟', 2760],
    ['40h 10m', 40 * 3600 + 600],
    ['264h 1m', 264 * 3600 + 60],
    ['1:04:00', 3840],
    ['', null],
    ['soon', null],
  ])('%s is %s seconds', (raw, seconds) => {
    expect(parseDuration(raw)).toBe(seconds)
  })

  it.each([
    [3840, '1h 4m'],
    [3600, '1h'],
    [29 * 60 + 30, '29m'],
    [55, '55s'],
    [0, '0s'],
  ])('%s seconds are written %s', (seconds, written) => {
    expect(formatStrongDuration(seconds)).toBe(written)
    expect(Math.abs(parseDuration(written)! - seconds)).toBeLessThan(60)
  })
})
