import { describe, expect, it } from 'vitest'
import {
  parseFixture as read,
  parseText as text,
  refusalOf,
  workoutSummary,
} from '../../../tests/support/imported-workouts.ts'

const HEADER =
  'Date,Exercise,Reps,Weight(kg),Duration(s),Distance(m),Incline,Resistance,isWarmup,Note,multiplier'

describe('Fitbod (docs/product/import-more-apps.md)', () => {
  it('newest first with empty lines: a workout per instant, kg noise gone, seconds and metres rounded', () => {
    const parsed = read('fitbod.csv')
    expect(parsed.format).toBe('fitbod')
    // The stretch: no reps, no time, no distance.
    expect(parsed.skippedRows).toBe(1)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'Fitbod',
        startedAt: '2021-03-01T07:00:00.000Z',
        completedAt: '2021-03-01T07:00:00.000Z',
        sets: [
          // 11.339822735890994 kg is 25 lb; the multiplier (2.0) is not read.
          '1. Goblet Squat: 25×10 "Farmer hold 60sec & 45sec"',
          '1. Lunge: 0×7, 30 s',
          // 600.5 s halves up; a float32 distance to 6 decimals.
          '1. Stationary Bike: 0×0, 601 s',
          '1. Swim: 0×0, 5005.600098 m',
        ],
      },
      {
        // A cardio session logged apart on the same day is its own workout; its twin rows stay two sets.
        name: 'Fitbod',
        startedAt: '2021-03-02T17:31:50.000Z',
        completedAt: '2021-03-02T17:31:50.000Z',
        sets: ['1. Running: 0×0, 1334 s, 2414.016 m', '2. Running: 0×0, 1334 s, 2414.016 m'],
      },
      {
        // An empty line between two records of one instant parts nothing.
        name: 'Fitbod',
        startedAt: '2021-03-02T18:04:11.000Z',
        completedAt: '2021-03-02T18:04:11.000Z',
        sets: [
          '1. Barbell Curl: W 45×8 "Close grip  neutral grip  wide grip"',
          '2. Barbell Curl: 45×8 "Close grip  neutral grip  wide grip"',
          '1. Plank: 0×0, 60 s',
        ],
      },
    ])
  })

  it('a spreadsheet re-save: CRLF, TRUE/FALSE, no leading spaces, rows of commas, a trailing comma', () => {
    const parsed = read('fitbod-resaved.csv')
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'Fitbod',
        startedAt: '2021-03-02T17:31:50.000Z',
        completedAt: '2021-03-02T17:31:50.000Z',
        sets: ['1. Running: 0×0, 1334 s, 2414.016 m'],
      },
      {
        name: 'Fitbod',
        startedAt: '2021-03-02T18:04:11.000Z',
        completedAt: '2021-03-02T18:04:11.000Z',
        sets: [
          '1. Barbell Curl: W 45×8 "Close grip  neutral grip  wide grip"',
          '2. Barbell Curl: 45×8 "Close grip  neutral grip  wide grip"',
        ],
      },
    ])
  })

  it('keeps the offset as written and ignores tz', () => {
    const parsed = text(
      `${HEADER}\n2021-03-02 18:04:11 +0130,Curl, 8,10.0,0.0,0.0,0.0,0.0,false,, 1.0`,
      { tz: 'Asia/Tokyo' },
    )
    expect(parsed.workouts[0]!.startedAt.toISOString()).toBe('2021-03-02T16:34:11.000Z')
  })

  it.each([
    [
      'a date without its offset',
      `${HEADER}\n2021-03-02 18:04:11,Curl, 8,10.0,0.0,0.0,0.0,0.0,false,, 1.0`,
      'line 2: Date: "2021-03-02 18:04:11" is not a date and time (yyyy-MM-dd HH:mm:ss +0000)',
    ],
    [
      'a weight that is no number',
      `${HEADER}\n2021-03-02 18:04:11 +0000,Curl, 8,ten,0.0,0.0,0.0,0.0,false,, 1.0`,
      'line 2: Weight(kg): "ten" is not a number',
    ],
    [
      'a negative distance',
      `${HEADER}\n2021-03-02 18:04:11 +0000,Row, 0,0.0,60.0,-5.0,0.0,0.0,false,, 0.0`,
      'line 2: Distance(m): -5.0 is below 0',
    ],
    [
      'a flag that is neither',
      `${HEADER}\n2021-03-02 18:04:11 +0000,Curl, 8,10.0,0.0,0.0,0.0,0.0,yes,, 1.0`,
      'line 2: isWarmup: "yes" is neither true nor false',
    ],
    [
      'a note with an unquoted comma',
      `${HEADER}\n\n2021-03-02 18:04:11 +0000,Curl, 8,10.0,0.0,0.0,0.0,0.0,false,a, b, 1.0`,
      'line 3: has 12 fields but the header has 11',
    ],
  ])('refuses %s, naming the line', (_, csv, message) => {
    expect(refusalOf(() => text(csv))).toEqual({ status: 400, message })
  })
})
