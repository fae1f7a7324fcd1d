import { describe, expect, it } from 'vitest'
import {
  importFixture,
  parseFixture as read,
  parseText as text,
  refusalOf,
  workoutSummary,
} from '../../../tests/support/imported-workouts.ts'

const NBSP = '\u00a0'
/** A workout block as the app writes it, after the two empty lines before it. */
const block = (...records: string[]) => `\n\n${records.join('\n')}\n`
const START = `"2023-02-21 5:46${NBSP}pm",51${NBSP}min`

describe('Alpha Progression (docs/product/import-more-apps.md)', () => {
  it('blocks newest first: names, 12-hour starts, durations, supersets, notes, dashes for sets not done', () => {
    const parsed = read('alpha-progression.csv')
    expect(parsed.format).toBe('alphaprogression')
    // The two planned sets not done (`3,-,-` and `2,-,-`).
    expect(parsed.skippedRows).toBe(2)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        // A workout of no exercises; `21 sec`.
        name: 'Quick one',
        startedAt: '2023-02-18T19:26:00.000Z',
        completedAt: '2023-02-18T19:26:21.000Z',
        sets: [],
      },
      {
        // 12 am is 0 h; 45:32 hr is 45 hours and 32 minutes; a warm-up in words is a note.
        name: 'Arms',
        startedAt: '2023-02-19T00:05:00.000Z',
        completedAt: '2023-02-20T21:37:00.000Z',
        sets: ['1. Biceps Curls Dumbbell: 27.558×10 "warm up 5 x 7"'],
      },
      {
        name: 'Pull - Day 4',
        startedAt: '2023-02-21T17:46:00.000Z',
        completedAt: '2023-02-21T18:50:00.000Z',
        sets: [
          '1. Pull-Ups with Wide Overhand Grip Bodyweight: 0×10 [A]',
          '2. Pull-Ups with Wide Overhand Grip Bodyweight: 0×8 [A]',
          '1. Lat Pulldowns with Wide Overhand Grip Cable: 85×15 "20 × 15\\n30 × 12\\n40 × 10"',
          '2. Lat Pulldowns with Wide Overhand Grip Cable: 100×8',
          '1. Crunches Bodyweight: 0×15 [A]',
        ],
      },
    ])
  })

  it('places starts in tz; the duration is added at face value', () => {
    const parsed = read('alpha-progression.csv', { tz: 'America/New_York' })
    expect(workoutSummary(parsed.workouts[2]!)).toMatchObject({
      startedAt: '2023-02-21T22:46:00.000Z',
      completedAt: '2023-02-21T23:50:00.000Z',
    })
  })

  it('reads a file without the byte-order mark, with CRLF, and ignores unit', () => {
    const written = importFixture('alpha-progression.csv').toString('utf8')
    const crlf = text(written.replace(/^\uFEFF/, '').replaceAll('\n', '\r\n'), { unit: 'kg' })
    const lf = read('alpha-progression.csv')
    // The exercise note spanning lines holds CRLF now.
    expect(crlf.workouts[2]!.sets[2]!.notes).toBe('20 × 15\r\n30 × 12\r\n40 × 10')
    crlf.workouts[2]!.sets[2]!.notes = lf.workouts[2]!.sets[2]!.notes
    expect(crlf).toEqual(lf)
  })

  it('durations in hours and minutes, whole hours, minutes; starts with a plain space; KG sets', () => {
    const parsed = text(
      block('"A"', `"2023-02-21 12:30 pm",2${NBSP}hr`, '"1. Row"', '#,KG,REPS', '1,100,5') +
        block('B', `"2023-02-22 9:00${NBSP}AM",1:04${NBSP}hr`) +
        block('C', `"2023-02-23 9:00 am",51${NBSP}min`),
    )
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        name: 'A',
        startedAt: '2023-02-21T12:30:00.000Z',
        completedAt: '2023-02-21T14:30:00.000Z',
        sets: ['1. Row: 220.462×5'],
      },
      {
        name: 'B',
        startedAt: '2023-02-22T09:00:00.000Z',
        completedAt: '2023-02-22T10:04:00.000Z',
        sets: [],
      },
      {
        name: 'C',
        startedAt: '2023-02-23T09:00:00.000Z',
        completedAt: '2023-02-23T09:51:00.000Z',
        sets: [],
      },
    ])
  })

  it.each([
    [
      'a record where a set header or target stands',
      block('"A"', START, '"1. Row"', '"heavy"'),
      'line 6: "heavy" is not what Alpha Progression writes here (a target "10 reps" or a set header "#,LBS,REPS")',
    ],
    [
      'a set record of the wrong width',
      block('"A"', START, '"1. Row"', '#,LBS,REPS', '1,20'),
      'line 7: "1,20" is not what Alpha Progression writes here (a set "1,27.5,20" or the next exercise)',
    ],
    [
      'a set before any exercise',
      block('"A"', START, '#,LBS,REPS', '1,20,5'),
      'line 5: "#,LBS,REPS" is not what Alpha Progression writes here (an exercise "1. Name")',
    ],
    [
      'a duration it cannot read',
      block('"A"', `"2023-02-21 5:46 pm",soon`, '"1. Row"'),
      'line 4: "soon" is not a duration (51 min, 1:04 hr)',
    ],
    [
      'a start that does not exist',
      block('"A"', `"2023-02-30 5:46 pm",1 min`) + block('"B"', START),
      'line 4: "2023-02-30 5:46 pm" is not a date and time',
    ],
    [
      'a workout without its start',
      block('"A"', START) + block('"B"'),
      'line 7: the workout has no start line after its name',
    ],
    [
      'a weight that is no number',
      block('"A"', START, '"1. Row"', '#,LBS,REPS', '1,heavy,5'),
      'line 7: LBS: "heavy" is not a number',
    ],
  ])('refuses %s, naming the line', (_, csv, message) => {
    expect(refusalOf(() => text(csv))).toEqual({ status: 400, message })
  })
})
