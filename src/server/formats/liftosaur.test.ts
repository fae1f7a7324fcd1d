import { describe, expect, it } from 'vitest'
import {
  importFixture,
  parseFixture as read,
  parseText as text,
  refusalOf,
  workoutSummary,
} from '../../../tests/support/imported-workouts.ts'

const HEADER =
  'Workout DateTime,Program,Day Name,Exercise,Is Warmup Set?,Required Reps,Completed Reps,Is AMRAP?,Required RPE,Completed RPE,Log RPE?,Required Weight Value,Required Weight Unit,Completed Weight Value,Completed Weight Unit,Ask Weight?,Completed Reps Time,Target Muscles,Synergist Muscles,Notes'
const record = (cells: {
  reps?: string
  rpe?: string
  weight?: string
  unit?: string
  time?: string
}) =>
  `2025-03-28T05:57:42.701Z,P,D,Row,0,5,${cells.reps ?? '5'},0,,${cells.rpe ?? ''},0,,,${cells.weight ?? ''},${cells.unit ?? ''},0,${cells.time ?? ''},,,`

describe('Liftosaur (docs/product/import-more-apps.md)', () => {
  it('three date shapes, any order: a workout per instant, named by day or program, ending with its last set', () => {
    const parsed = read('liftosaur.csv')
    expect(parsed.format).toBe('liftosaur')
    // The planned T Bar Row set not done.
    expect(parsed.skippedRows).toBe(1)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        // `2025-03-07 09:01:00 +00:00` and `2025-03-07T09:01:00Z` are one instant.
        name: 'Ad-Hoc Workout',
        startedAt: '2025-03-07T09:01:00.000Z',
        completedAt: '2025-03-07T09:01:00.000Z',
        sets: ['1. Squat: 220.462×5', '2. Squat: 220.462×3'],
      },
      {
        // A notes cell of a single newline is no note.
        name: 'Tag 3: Zug (Geräte)',
        startedAt: '2025-03-16T06:17:42.000Z',
        completedAt: '2025-03-16T06:17:42.000Z',
        sets: ['1. Pull Up: 0×6 @8'],
      },
      {
        // No day and no program: the app's name; no weight is 0.
        name: 'Liftosaur',
        startedAt: '2025-03-20T18:00:00.000Z',
        completedAt: '2025-03-20T18:00:00.000Z',
        sets: ['1. Bench Press: 0×5'],
      },
      {
        name: 'Day 1: Pull',
        startedAt: '2025-03-28T05:57:42.701Z',
        completedAt: '2025-03-28T06:49:45.481Z',
        sets: [
          '1. T Bar Row: W 44.092×5',
          '2. T Bar Row: 88.185×8 @8.5 "slow negatives"',
          // An AMRAP set is a working set; a lb record in a kg file; the note's trailing space kept.
          '1. Romanian Deadlift, Leverage Machine: 100×10 "Too easy, add weight "',
        ],
      },
    ])
  })

  it('reads CRLF and a byte-order mark alike, and ignores unit', () => {
    const lf = importFixture('liftosaur.csv').toString('utf8')
    const crlf = text(`\uFEFF${lf.replaceAll('\n', '\r\n')}`, { unit: 'kg' })
    // The notes cell holding a newline holds CRLF now: still white space only.
    expect(crlf).toEqual(read('liftosaur.csv'))
  })

  it.each([
    [
      'a weight without its unit',
      record({ weight: '40' }),
      'line 2: Completed Weight Unit: is empty for a weight of 40',
    ],
    [
      'a unit neither kg nor lb',
      record({ weight: '40', unit: 'lbs' }),
      'line 2: Completed Weight Unit: "lbs" is neither kg nor lb',
    ],
    [
      'an RPE above 10',
      record({ rpe: '11' }),
      'line 2: Completed RPE: 11 is not an RPE from 1 to 10 in steps of 0.5',
    ],
    [
      'an RPE of 0',
      record({ rpe: '0' }),
      'line 2: Completed RPE: 0 is not an RPE from 1 to 10 in steps of 0.5',
    ],
    [
      'an RPE between steps',
      record({ rpe: '8.25' }),
      'line 2: Completed RPE: 8.25 is not an RPE from 1 to 10 in steps of 0.5',
    ],
    [
      'a set time that is none',
      record({ time: 'yesterday' }),
      'line 2: Completed Reps Time: "yesterday" is not a date and time',
    ],
    [
      'a workout time in another shape',
      record({}).replace('2025-03-28T05:57:42.701Z', '28/03/2025 05:57'),
      'line 2: Workout DateTime: "28/03/2025 05:57" is not a date and time',
    ],
  ])('refuses %s, naming the line', (_, line, message) => {
    expect(refusalOf(() => text(`${HEADER}\n${line}`))).toEqual({ status: 400, message })
  })

  it('reads no RPE of a set not done', () => {
    const parsed = text(`${HEADER}\n${record({ reps: '', rpe: 'n/a' })}`)
    expect(parsed.skippedRows).toBe(1)
  })
})
