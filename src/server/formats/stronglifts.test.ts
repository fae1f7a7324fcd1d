import { describe, expect, it } from 'vitest'
import {
  importFixture,
  parseFixture as read,
  parseText as text,
  refusalOf,
  workoutSummary,
} from '../../../tests/support/imported-workouts.ts'

const SL3_HEADER =
  'Date,Note,Body Weight (KG),Body Weight (LB),Exercise 1,Weight (KG),Weight (LB),Set 1,Set 2,Set 3,Set 4,Set 5,'

describe('StrongLifts 5x5 (docs/product/import-more-apps.md)', () => {
  it('SL-1: both weights filled, so `unit` picks the column; the twin row is dropped; dd/mm/yyyy', () => {
    const inKilograms = read('stronglifts-sl1.csv', { unit: 'kg' })
    expect(inKilograms.format).toBe('stronglifts')
    // The doubled row is no workout, no duplicate and no skipped entry.
    expect(inKilograms.skippedRows).toBe(0)
    expect(inKilograms.workouts.map(workoutSummary)).toEqual([
      {
        name: 'Workout A',
        startedAt: '2015-02-06T12:00:00.000Z',
        completedAt: '2015-02-06T12:00:00.000Z',
        sets: [
          // The note, with its trailing space, on the workout's first set.
          '1. Squat: 132.277×5 "Felt slow, deload next week "',
          '2. Squat: 132.277×5',
          '3. Squat: 132.277×5',
          '4. Squat: 132.277×5',
          '5. Squat: 132.277×4',
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Bench press: 88.185×5`),
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Barbell row: 88.185×5`),
        ],
      },
      {
        name: 'Workout B',
        startedAt: '2015-02-13T12:00:00.000Z',
        completedAt: '2015-02-13T12:00:00.000Z',
        sets: [
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Squat: 137.789×5`),
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Overhead press: 66.139×5`),
          // Deadlift: one set cell filled.
          '1. Deadlift: 198.416×5',
        ],
      },
    ])
    const inPounds = read('stronglifts-sl1.csv', { unit: 'lbs' })
    expect(inPounds.workouts[0]!.sets[0]!.weight).toBe('130')
    expect(inPounds.workouts[1]!.sets.at(-1)!.weight).toBe('200')
  })

  it('SL-2: every name quoted, an `Arm work` block of 3 sets, mm/dd/yy read from a day above 12, -1 not done', () => {
    const parsed = read('stronglifts-sl2.csv', { unit: 'lbs', dateOrder: 'dmy' })
    // Chinups' two -1 cells.
    expect(parsed.skippedRows).toBe(2)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'Workout A',
        startedAt: '2015-09-22T12:00:00.000Z',
        completedAt: '2015-09-22T12:00:00.000Z',
        sets: [
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Squat: 225×5`),
          ...[5, 5, 5, 5, 4].map((reps, i) => `${i + 1}. Bench Press: 167×${reps}`),
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Barbell Row: 135×5`),
          '1. Chinups: 0×5',
        ],
      },
      {
        // A ragged row: it stops after its last cell.
        name: 'Workout B',
        startedAt: '2015-09-24T12:00:00.000Z',
        completedAt: '2015-09-24T12:00:00.000Z',
        sets: [
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Squat: 230×5`),
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Overhead Press: 95×5`),
          '1. Deadlift: 265×5',
        ],
      },
    ])
  })

  it('SL-3: one unit filled, a trailing comma, no Workout column; a duration exercise (the catalogue’s Plank) counts seconds', () => {
    const parsed = read('stronglifts-sl3.csv', { dateOrder: 'mdy' })
    // The overhead press's fifth set of 0 reps.
    expect(parsed.skippedRows).toBe(1)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'StrongLifts',
        startedAt: '2016-10-11T12:00:00.000Z',
        completedAt: '2016-10-11T12:00:00.000Z',
        sets: [
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Squat: 225×5`),
          ...[5, 5, 5, 5, 4].map((reps, i) => `${i + 1}. Bench Press: 167×${reps}`),
          ...[1, 2, 3, 4, 5].map((n) => `${n}. Barbell Row: 145×5`),
          ...[1, 2, 3].map((n) => `${n}. Planks: 0×0, 60 s`),
        ],
      },
      {
        name: 'StrongLifts',
        startedAt: '2016-10-12T12:00:00.000Z',
        completedAt: '2016-10-12T12:00:00.000Z',
        sets: [
          '1. Squat: 230×5 "Good, slept 8h"',
          ...[2, 3, 4, 5].map((n) => `${n}. Squat: 230×5`),
          ...[1, 2, 3, 4].map((n) => `${n}. Overhead Press: 95×5`),
          '1. Deadlift: 275×5',
          ...[1, 2, 3].map((n) => `${n}. Dips: 0×10`),
        ],
      },
      // A row of empty blocks is still a workout.
      {
        name: 'StrongLifts',
        startedAt: '2016-11-10T12:00:00.000Z',
        completedAt: '2016-11-10T12:00:00.000Z',
        sets: [],
      },
    ])
  })

  it('reads a Planks block as reps for a lifter whose Planks are weight_reps, and dd/mm from dateOrder', () => {
    const parsed = read('stronglifts-sl3.csv', {
      dateOrder: 'dmy',
      exerciseTypes: { planks: 'weight_reps' },
    })
    expect(parsed.workouts.map((w) => w.startedAt.toISOString().slice(0, 10))).toEqual([
      '2016-10-11',
      '2016-11-10',
      '2016-12-10',
    ])
    expect(parsed.workouts[1]!.sets.filter((s) => s.exerciseName === 'Planks')).toMatchObject([
      { reps: 60, duration: null },
      { reps: 60, duration: null },
      { reps: 60, duration: null },
    ])
  })

  it('a file that shows its date order ignores dateOrder; CRLF and a byte-order mark read alike', () => {
    const lf = importFixture('stronglifts-sl2.csv').toString('utf8')
    expect(text(`\uFEFF${lf.replaceAll('\n', '\r\n')}`, { unit: 'lbs', dateOrder: 'mdy' })).toEqual(
      read('stronglifts-sl2.csv', { unit: 'lbs', dateOrder: 'dmy' }),
    )
  })

  it('asks for each choice it needs: unit where both weights are filled, dateOrder where no date tells', () => {
    expect(refusalOf(() => read('stronglifts-sl1.csv'))).toEqual({
      status: 400,
      message:
        'unit: this file does not say whether its weights are in kg or lbs; choose kg or lbs',
    })
    expect(refusalOf(() => read('stronglifts-sl3.csv'))).toEqual({
      status: 400,
      message:
        'dateOrder: this file’s dates do not show whether the day or the month comes first; choose dmy or mdy',
    })
    const both = `Date,Note,Workout,Body Weight,Exercise 1,Weight (KG),Weight (LB),Set 1\n06/02/2015,,A,80KG,Squat,60,130,5\n`
    expect(refusalOf(() => text(both))).toEqual({
      status: 400,
      message:
        'unit: this file does not say whether its weights are in kg or lbs; choose kg or lbs. dateOrder: this file’s dates do not show whether the day or the month comes first; choose dmy or mdy',
    })
  })

  it.each([
    [
      'dates that contradict each other',
      `${SL3_HEADER}\n13/06/15,,,180,Squat,,225,5\n06/14/15,,,180,Squat,,225,5\n09/22/15,,,180,Squat,,225,5\n`,
      'line 3: Date: puts the month first, but line 2 puts the day first',
    ],
    [
      'a date that is none',
      `${SL3_HEADER}\n2015-06-13,,,180,Squat,,225,5\n`,
      'line 2: Date: "2015-06-13" is not a date (dd/mm/yyyy, dd/mm/yy or mm/dd/yy)',
    ],
    [
      'a day that does not exist',
      `${SL3_HEADER}\n31/02/15,,,180,Squat,,225,5\n`,
      'line 2: Date: "31/02/15" is not a date',
    ],
    [
      'a set cell of -2',
      `${SL3_HEADER}\n13/06/15,,,180,Squat,,225,-2\n`,
      'line 2: Squat Set 1: "-2" is not a count',
    ],
    [
      'a set cell of 5.5',
      `${SL3_HEADER}\n13/06/15,,,180,Squat,,225,5.5\n`,
      'line 2: Squat Set 1: "5.5" is not a count',
    ],
    [
      'a weight that is no number',
      `${SL3_HEADER}\n13/06/15,,,180,Squat,,heavy,5\n`,
      'line 2: Weight (LB): "heavy" is not a number',
    ],
    [
      'more fields than the header',
      `${SL3_HEADER}\n13/06/15,,,180,Squat,,225,5,5,5,5,5,5\n`,
      'line 2: has 13 fields but the header has 12',
    ],
  ])('refuses %s, naming the line', (_, csv, message) => {
    expect(refusalOf(() => text(csv, { unit: 'lbs' }))).toEqual({ status: 400, message })
  })
})
