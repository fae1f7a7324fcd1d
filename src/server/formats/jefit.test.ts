import { describe, expect, it } from 'vitest'
import {
  importFixture,
  parseFixture as read,
  parseText as text,
  refusalOf,
  workoutSummary,
} from '../../../tests/support/imported-workouts.ts'

const fixture = importFixture('jefit.csv').toString('utf8')
/** The fixture with SETTING's `mass` cell replaced. */
const withMass = (mass: string) => fixture.replace('" inches"," lbs"', `" inches",${mass}`)
const banner = (name: string) => `### ${name} `.padEnd(54, '#')

describe('JEFIT (docs/product/import-more-apps.md)', () => {
  it('sessions, their logs and set logs; packed logs; logs of no session; notes by exercise and date', () => {
    const parsed = read('jefit.csv')
    expect(parsed.format).toBe('jefit')
    // A set log of 0 reps, a packed 0x0, a set log of no log in the file, two cardio logs.
    expect(parsed.skippedRows).toBe(5)
    expect(parsed.workouts.map(workoutSummary)).toEqual([
      {
        // Logs of no session: one workout per date, at noon; packed bodyweight sets.
        name: 'JEFIT',
        startedAt: '2019-05-01T12:00:00.000Z',
        completedAt: '2019-05-01T12:00:00.000Z',
        sets: ['1. Pull-Up: 0×5', '2. Pull-Up: 0×3', '1. Deadlift: 470×1'],
      },
      {
        // Named after its routine day; set logs by set_index, the warm-up marked; both notes.
        name: 'squat, press, deadlift',
        startedAt: '2025-02-16T16:37:46.000Z',
        completedAt: '2025-02-16T17:28:54.000Z',
        sets: [
          '1. Barbell Squat: W 135×5 "Belt on the work sets\\nKnees out\\nand up"',
          '2. Barbell Squat: 225×5',
          '3. Barbell Squat: 225×5',
          // A timed exercise: its set logs, not its packed cell.
          '1. Dead Hang: 0×0, 15 s',
          '2. Dead Hang: 0×0, 20 s',
        ],
      },
      {
        // day_id 0: no day; an end before the start gives the start. A custom exercise's note.
        name: 'JEFIT',
        startedAt: '2025-02-18T16:26:40.000Z',
        completedAt: '2025-02-18T16:26:40.000Z',
        sets: ['1. My Press: 135×5 "custom press, strict"', '2. My Press: 155.5×3'],
      },
      {
        // Two days share its day_id: no name of the file's.
        name: 'JEFIT',
        startedAt: '2025-02-20T18:00:00.000Z',
        completedAt: '2025-02-20T19:10:00.000Z',
        sets: ['1. Sled Push: 90×0, 20.1168 m'],
      },
    ])
  })

  it('packed logs in kilograms where SETTING says so; without a unit there, `unit`', () => {
    const kilograms = text(withMass('" kgs"'))
    expect(kilograms.workouts[2]!.sets.map((set) => set.weight)).toEqual(['297.624', '342.819'])
    // Set logs are always pounds.
    expect(kilograms.workouts[1]!.sets[1]!.weight).toBe('225')

    expect(refusalOf(() => text(withMass('""')))).toEqual({
      status: 400,
      message:
        'unit: this file does not say whether its weights are in kg or lbs; choose kg or lbs',
    })
    expect(text(withMass('""'), { unit: 'lbs' }).workouts).toEqual(read('jefit.csv').workouts)
  })

  it('ignores unit where SETTING names one; reads CRLF and a byte-order mark alike', () => {
    const crlf = text(`\uFEFF${fixture.replaceAll('\n', '\r\n')}`, { unit: 'kg', dateOrder: 'mdy' })
    const lf = read('jefit.csv')
    // The NOTES cell that holds a line break holds CRLF now.
    expect(crlf.workouts[1]!.sets[0]!.notes).toBe('Belt on the work sets\nKnees out\r\nand up')
    crlf.workouts[1]!.sets[0]!.notes = lf.workouts[1]!.sets[0]!.notes
    expect(crlf).toEqual(lf)
  })

  it('places the date of logs with no session at noon in tz', () => {
    const parsed = read('jefit.csv', { tz: 'Europe/Berlin' })
    expect(parsed.workouts[0]!.startedAt.toISOString()).toBe('2019-05-01T10:00:00.000Z')
    // Sessions are Unix seconds: tz changes nothing.
    expect(parsed.workouts[1]!.startedAt.toISOString()).toBe('2025-02-16T16:37:46.000Z')
  })

  it('refuses a dump without its sessions or its logs, or with a packed cell it cannot read', () => {
    const withoutLogs = fixture.replace(banner('EXERCISE LOGS'), banner('EXERCISE LOGZ'))
    expect(refusalOf(() => text(withoutLogs))).toEqual({
      status: 400,
      message: 'line 1: this JEFIT export has no EXERCISE LOGS section',
    })
    const withoutSessions = fixture.replace(banner('WORKOUT SESSIONS'), banner('SESSIONS'))
    expect(refusalOf(() => text(withoutSessions))).toEqual({
      status: 400,
      message: 'line 1: this JEFIT export has no WORKOUT SESSIONS section',
    })
    const line = fixture.split('\n').findIndex((l) => l.includes('"135x5,155.5x3"')) + 1
    expect(refusalOf(() => text(fixture.replace('"135x5,155.5x3"', '"135x5,heavy"')))).toEqual({
      status: 400,
      message: `line ${line}: logs: "heavy" is not WEIGHTxREPS`,
    })
    const sessionLine = fixture.split('\n').findIndex((l) => l.startsWith('4000000002,')) + 1
    expect(refusalOf(() => text(fixture.replace(',1739896000,', ',soon,')))).toEqual({
      status: 400,
      message: `line ${sessionLine}: starttime: "soon" is not a number`,
    })
  })
})
