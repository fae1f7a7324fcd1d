import { describe, expect, it } from 'vitest'
import {
  importFixture,
  parseFixture as read,
  parseText as text,
  refusalOf,
  workoutSummary,
} from '../../../tests/support/imported-workouts.ts'

const FN_C = 'Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time'

describe('FitNotes (docs/product/import-more-apps.md)', () => {
  it('FN-A, kgs in the header: a workout per date at noon, names with a comma, distances in mi, m and ft', () => {
    const parsed = read('fitnotes-a-kgs.csv')
    expect(parsed.format).toBe('fitnotes')
    // The hold with distance 0 (marked kg) and time 0:00:00, and the missed deadlift (0 reps).
    expect(parsed.skippedRows).toBe(2)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'FitNotes',
        startedAt: '2020-09-12T12:00:00.000Z',
        completedAt: '2020-09-12T12:00:00.000Z',
        sets: [
          '1. Flat Barbell Bench Press: 132.277×8',
          '2. Flat Barbell Bench Press: 137.789×6',
          '1. One Arm Row, Dumbbell: 44.092×12',
          // A placeholder weight is kept as written: 1.0 kg.
          '1. Hanging Leg Raise: 2.205×10',
        ],
      },
      {
        name: 'FitNotes',
        startedAt: '2020-09-14T12:00:00.000Z',
        completedAt: '2020-09-14T12:00:00.000Z',
        sets: [
          // 1.3 mi, 50 m and 426 ft, exactly in metres.
          '1. Running (Outdoor): 0×0, 654 s, 2092.1472 m',
          '1. Swimming: 0×0, 150 s, 50 m',
          '1. Rope Trainer: 0×0, 180 s, 129.8448 m',
        ],
      },
    ])
  })

  it('FN-B, lbs and Comment: a warm-up in words stays a note, a timed hold with weight is a set', () => {
    const parsed = read('fitnotes-b-lbs-comment.csv')
    expect(parsed.skippedRows).toBe(0)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'FitNotes',
        startedAt: '2016-03-01T12:00:00.000Z',
        completedAt: '2016-03-01T12:00:00.000Z',
        sets: [
          '1. Barbell Squat: 135×5 "warm up"',
          '2. Barbell Squat: 225×5 "seat 4   12 left 10 right, pin 3"',
          '1. Pull Up: 1×8',
          '1. Plank: 1×0, 60 s',
          '1. Wall Sit 1:00: 10×1',
        ],
      },
    ])
  })

  it('FN-C, a unit per record: empty without a weight; m at face value; no unit takes distanceUnit', () => {
    const inMiles = read('fitnotes-c.csv', { distanceUnit: 'mi' })
    expect(inMiles.workouts.map(workoutSummary)).toEqual([
      {
        name: 'FitNotes',
        startedAt: '2024-09-03T12:00:00.000Z',
        completedAt: '2024-09-03T12:00:00.000Z',
        sets: [
          '1. Shoulder Press (Each Side, Cable): 27.558×10',
          '1. Barbell Curl: 55×8',
          '1. Walking: 0×0, 3660 s, 4880 m',
          // Marked m, so metres, though a 28-minute session.
          '1. Elliptical: 0×0, 1690 s, 2.45 m',
        ],
      },
      {
        name: 'FitNotes',
        startedAt: '2024-09-05T12:00:00.000Z',
        completedAt: '2024-09-05T12:00:00.000Z',
        sets: ['1. Crunches: 0×30', '1. Stretch: 0×0, 60 s, 3218.688 m'],
      },
    ])
    const inKilometres = read('fitnotes-c.csv', { distanceUnit: 'km' })
    expect(inKilometres.workouts[1]!.sets[1]!.distance).toBe('2000')
    // Everything else is the file's own.
    expect(inKilometres.workouts[0]).toEqual(inMiles.workouts[0])
  })

  it('FN-D: comments per set, circuits grouped by exercise, a weighted carry, a note of only spaces is none', () => {
    const parsed = read('fitnotes-d.csv')
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'FitNotes',
        startedAt: '2025-01-10T12:00:00.000Z',
        completedAt: '2025-01-10T12:00:00.000Z',
        sets: [
          '1. Lat Pulldown: 99.208×7 "too light, add a plate"',
          '2. Lat Pulldown: 110.231×7',
          '1. Plank: 1×0, 60 s',
          '1. Running (Treadmill): 0×0, 114 s, 402.336 m',
          "1. Farmer's Walk, Heavy: 66.139×0, 40 m",
        ],
      },
    ])
  })

  it('places noon in tz', () => {
    const parsed = read('fitnotes-b-lbs-comment.csv', { tz: 'America/Los_Angeles' })
    expect(parsed.workouts[0]!.startedAt.toISOString()).toBe('2016-03-01T20:00:00.000Z')
  })

  it('reads CRLF and a byte-order mark alike, and ignores unit and dateOrder', () => {
    const lf = importFixture('fitnotes-d.csv').toString('utf8')
    const crlf = text(`\uFEFF${lf.replaceAll('\n', '\r\n')}`, { unit: 'lbs', dateOrder: 'mdy' })
    expect(crlf).toEqual(read('fitnotes-d.csv'))
  })

  it.each([
    [
      'fewer fields than the header',
      `${FN_C}\n2024-09-03,Curl,Biceps,25.0,kgs,8,,\n`,
      'line 2: has 8 fields but the header has 9',
    ],
    [
      'a distance above 0 in kg',
      `${FN_C}\n2024-09-03,Side Plank,Abs,,,,5.0,kg,0:01:00\n`,
      'line 2: Distance Unit: "kg" is not m, km, mi or ft',
    ],
    [
      'a weight with no unit',
      `${FN_C}\n2024-09-03,Curl,Biceps,25.0,,8,,,\n`,
      'line 2: Weight Unit: is empty for a weight of 25',
    ],
    [
      'an unknown weight unit',
      `${FN_C}\n2024-09-03,Curl,Biceps,25.0,stone,8,,,\n`,
      'line 2: Weight Unit: "stone" is neither kgs nor lbs',
    ],
    [
      'a date in another shape',
      `${FN_C}\n03/09/2024,Curl,Biceps,25.0,kgs,8,,,\n`,
      'line 2: Date: "03/09/2024" is not a date (yyyy-MM-dd)',
    ],
    [
      'a time that is none',
      `${FN_C}\n2024-09-03,Plank,Abs,,,,,,ten\n`,
      'line 2: Time: "ten" is not H:MM:SS',
    ],
    [
      'a time over a day',
      `${FN_C}\n2024-09-03,Walk,Cardio,,,,1,km,25:00:00\n`,
      'line 2: Time: 90000 seconds is more than a day (86400)',
    ],
    [
      'a distance over 1,000 km',
      `${FN_C}\n2024-09-03,Walk,Cardio,,,,1000.5,km,1:00:00\n`,
      'line 2: Distance: 1000.5 km is more than 1000 km',
    ],
    [
      'a set with no name',
      `${FN_C}\n2024-09-03,,Biceps,25.0,kgs,8,,,\n`,
      'line 2: Exercise: is empty',
    ],
  ])('refuses %s, naming the line', (_, csv, message) => {
    expect(refusalOf(() => text(csv))).toEqual({ status: 400, message })
  })
})
