import { describe, expect, it } from 'vitest'
import { ImportError, withoutFormulaGuard, writeCsv } from './csv.ts'
import { parseHevyDate } from './hevy.ts'
import { parseImport } from './import.ts'
import { parseLocalDateTime } from './rows.ts'

const NOW = Date.parse('2026-11-26T12:00:00Z')
const STRONG =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'
const HEVY =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"'

/** A text cell as the export writes it (quoted, guarded), without its line end. */
const quoted = (text: string) => writeCsv([[text]], new Set([0])).slice(0, -1)

const strongRow = (date: string, exercise = 'Squat', notes = '') =>
  `${date},"Legs",1h,${quoted(exercise)},1,100,5,0,0,${quoted(notes)},"",`
const hevyRow = (start: string) => `"Legs","${start}","${start}","","Squat",,"",0,"normal",100,5,,,`

const read = (lines: string[]) =>
  parseImport(Buffer.from(`${lines.join('\n')}\n`), {
    tz: 'UTC',
    unit: 'lbs',
    distanceUnit: 'km',
    now: NOW,
  })

function refusal(lines: string[]) {
  try {
    read(lines)
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError)
    return (error as ImportError).message
  }
  throw new Error('the file was read')
}

describe('an import’s dates (docs/product/trust-accounts-and-devices.md)', () => {
  it('takes 1900 and a day from now, each date as written', () => {
    const parsed = read([
      STRONG,
      strongRow('1900-01-01 00:00:00'),
      strongRow('2026-11-27 11:59:00'),
    ])
    expect(parsed.workouts.map((w) => w.startedAt.toISOString())).toEqual([
      '1900-01-01T00:00:00.000Z',
      '2026-11-27T11:59:00.000Z',
    ])
  })

  it.each([
    ['a year before 1900', '1899-12-31 23:59:00', /^line 3: .*1899-12-31 23:59 UTC.*before 1900/],
    [
      'year 0024, never read as 1924',
      '0024-05-01 10:00:00',
      /^line 3: .*0024-05-01 10:00 UTC.*before 1900/,
    ],
    [
      'a slash date in year 0021',
      '13/09/0021 10:41',
      /^line 3: .*0021-09-13 10:41 UTC.*before 1900/,
    ],
    [
      'more than a day ahead',
      '2026-11-27 12:01:00',
      /^line 3: .*2026-11-27 12:01 UTC.*more than a day from now/,
    ],
    ['the year 9999', '9999-01-01 00:00:00', /^line 3: .*9999-01-01.*more than a day from now/],
  ])('refuses %s, naming the line', (_, date, message) => {
    expect(refusal([STRONG, strongRow('2025-01-01 10:00:00'), strongRow(date)])).toMatch(message)
  })

  it('refuses a two-digit year (Hevy’s dates are read by their pattern)', () => {
    expect(refusal([HEVY, hevyRow('7 Apr 2026, 10:14'), hevyRow('7 Apr 26, 10:14')])).toMatch(
      /^line 3: the workout starts 0026-04-07 10:14 UTC: .*before 1900 \(years are written with four digits\)/,
    )
    // Strong's layouts never take one: such a date is not a date at all.
    expect(refusal([STRONG, strongRow('26-04-07 10:14:00')])).toMatch(/^line 2: Date: /)
    expect(refusal([STRONG, strongRow('07/04/26 10:14')])).toMatch(/^line 2: Date: /)
  })
})

describe('an import’s exercise names (docs/product/trust-accounts-and-devices.md)', () => {
  const file = (count: number) => [
    STRONG,
    ...Array.from({ length: count }, (_, i) => strongRow('2025-01-01 10:00:00', `Lift ${i}`)),
  ]

  it('takes 5,000 distinct names, counting spellings of one name once', () => {
    const parsed = read([...file(5000), strongRow('2025-01-01 10:00:00', 'LIFT 0')])
    expect(parsed.workouts[0]!.sets).toHaveLength(5001)
  })

  it('refuses 5,001, naming the count', () => {
    expect(refusal(file(5001))).toBe(
      'the file has 5001 distinct exercise names; at most 5000 can be imported at once',
    )
  })
})

describe('formula-like cells (docs/product/trust-accounts-and-devices.md)', () => {
  it.each(['=HYPERLINK("http://evil.example","x")', '+1', '-5 reps', '@SUM(A1)', '\tTempo', '\rx'])(
    'writes %j with a leading quote and reads it back as it was',
    (text) => {
      expect(quoted(text)).toBe(`"'${text.replaceAll('"', '""')}"`)
      expect(withoutFormulaGuard(`'${text}`)).toBe(text)
    },
  )

  it.each(['Bench Press', "'tis heavy", "'", '5 reps', '', "''x"])('leaves %j as it is', (text) => {
    expect(quoted(text)).toBe(`"${text}"`)
    expect(withoutFormulaGuard(text)).toBe(text)
  })

  it('guards a text that already starts with quotes before a formula, so it comes back whole', () => {
    expect(quoted("'=1")).toBe(`"''=1"`)
    expect(withoutFormulaGuard("''=1")).toBe("'=1")
  })

  it('reads names and notes without the guard', () => {
    const parsed = read([
      STRONG,
      strongRow('2025-01-01 10:00:00', '=HYPERLINK("http://evil.example")', '-5 reps'),
    ])
    expect(parsed.workouts[0]!.sets[0]).toMatchObject({
      exerciseName: '=HYPERLINK("http://evil.example")',
      notes: '-5 reps',
    })
  })
})

describe('writeCsv', () => {
  it('quotes the text columns always (empty ones too), with "" escapes, and leaves the rest bare', () => {
    const text = new Set([1, 3])
    expect(
      writeCsv(
        [
          ['2024-05-14 18:02:11', 'Leg "A"', '1h 4m', '', 'W', '100', 5, 'a\nb'],
          ['2024-05-15 07:00:00', '=1', '0s', 'Squat, High Bar', 1, '0', 0, ''],
        ],
        text,
      ),
    ).toBe(
      '2024-05-14 18:02:11,"Leg ""A""",1h 4m,"",W,100,5,"a\nb"\n' +
        `2024-05-15 07:00:00,"'=1",0s,"Squat, High Bar",1,0,0,\n`,
    )
  })
})

describe('dates placed in a time zone', () => {
  it('keep their year, also before the zone’s standard time', () => {
    for (const tz of ['UTC', 'Europe/Berlin', 'America/New_York']) {
      const strong = new Date(parseLocalDateTime('0024-05-01 18:02:11', tz)!)
      const hevy = new Date(parseHevyDate('7 Apr 0024, 10:14', tz)!)
      expect([strong.getUTCFullYear(), strong.getUTCMonth(), strong.getUTCDate()]).toEqual([
        24, 4, 1,
      ])
      expect([hevy.getUTCFullYear(), hevy.getUTCMonth(), hevy.getUTCDate()]).toEqual([24, 3, 7])
    }
  })

  it('read 12-hour times, and no day or hour that does not exist', () => {
    expect(new Date(parseLocalDateTime('2025-01-30 12:34:56\u202fpm', 'UTC')!).toISOString()).toBe(
      '2025-01-30T12:34:56.000Z',
    )
    expect(new Date(parseLocalDateTime('13/09/2021, 7:05 a.m.', 'UTC')!).toISOString()).toBe(
      '2021-09-13T07:05:00.000Z',
    )
    expect(parseLocalDateTime('2023-02-29 10:00:00', 'UTC')).toBeNull()
    expect(parseLocalDateTime('2023-02-28 24:00', 'UTC')).toBeNull()
  })
})
