import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDistance } from 'date-fns'
import {
  displayName,
  exerciseCount,
  formatCalendarDate,
  formatCalendarDay,
  formatCalendarDayIn,
  formatDayRange,
  formatList,
  formatDateTime,
  formatDraftAge,
  formatE1rm,
  formatInputNumber,
  formatLongDate,
  formatNumber,
  formatTimeAgo,
  formatVolume,
  formatWeight,
  initials,
  setFormatLanguage,
} from './format.ts'
import { localUtcOffsets } from './first-screen.ts'
import { zoneUtcOffsets } from './first-screen-zone.ts'

describe('formatVolume', () => {
  it('shows thousands with one decimal and K, or 0', () => {
    expect(formatVolume(0)).toBe('0')
    expect(formatVolume(12_345)).toBe('12.3K')
    expect(formatVolume(950)).toBe('0.9K')
    expect(formatVolume(1_000_000)).toBe('1000.0K')
  })
})

describe('one number format (issue 32)', () => {
  it('groups digits; weights keep two decimals at most, e1RMs none', () => {
    expect(formatNumber(12_345)).toBe('12,345')
    expect(formatNumber(12_345.67)).toBe('12,346')
    expect(formatWeight(1002.5)).toBe('1,002.5')
    expect(formatWeight(20.416)).toBe('20.42')
    expect(formatE1rm(329.3)).toBe('329')
    expect(formatE1rm(1246.5)).toBe('1,247')
  })
})

describe('dates (docs/product/constants.md)', () => {
  it("writes the session's date as 'EEEE, MMMM d, yyyy' and a moment with its time", () => {
    const date = new Date(2026, 10, 28, 7, 5)
    expect(formatLongDate(date)).toBe('Saturday, November 28, 2026')
    expect(formatDateTime(date)).toBe('Nov 28, 2026, 07:05')
  })
})

describe('exerciseCount', () => {
  it('uses the singular only for exactly one', () => {
    expect(exerciseCount(0)).toBe('0 exercises')
    expect(exerciseCount(1)).toBe('1 exercise')
    expect(exerciseCount(2)).toBe('2 exercises')
  })
})

describe('displayName and initials', () => {
  it('uses the full name only when both parts exist', () => {
    expect(displayName({ firstName: 'Ann', lastName: 'Lee' })).toBe('Ann Lee')
    expect(displayName({ firstName: 'Ann', lastName: null })).toBe('User')
  })

  it('falls back from the names to the e-mail to U', () => {
    expect(initials({ firstName: 'ann', lastName: 'lee', email: 'x@y.z' })).toBe('AL')
    expect(initials({ firstName: 'Ann', lastName: null, email: 'zed@y.z' })).toBe('Z')
    expect(initials({ firstName: null, lastName: null, email: null })).toBe('U')
  })
})

describe('formatDraftAge', () => {
  const start = new Date('2026-01-05T10:00:00Z')
  const after = (minutes: number) => new Date(start.getTime() + minutes * 60_000)
  it('counts whole minutes, then hours and minutes, then days', () => {
    expect(formatDraftAge(start, after(0.5))).toBe('0 min')
    expect(formatDraftAge(start, after(35))).toBe('35 min')
    expect(formatDraftAge(start, after(59.9))).toBe('59 min')
    expect(formatDraftAge(start, after(60))).toBe('1 h')
    expect(formatDraftAge(start, after(95))).toBe('1 h 35 min')
    expect(formatDraftAge(start, after(24 * 60))).toBe('1 day')
    expect(formatDraftAge(start, after(3 * 24 * 60 + 5))).toBe('3 days')
  })
  it('never goes below zero when the clocks disagree', () => {
    expect(formatDraftAge(start, after(-3))).toBe('0 min')
  })
})

describe('formatTimeAgo', () => {
  it('says what date-fns formatDistanceToNow says with its suffix, in the past and the future', () => {
    const nows = [
      new Date(2026, 10, 26, 21, 58, 7, 123),
      new Date(2024, 1, 29, 0, 0, 30),
      new Date(2025, 2, 30, 2, 30),
      new Date(2025, 9, 26, 3, 10),
      new Date(2023, 11, 31, 23, 59, 59, 999),
      new Date(2026, 0, 31, 12),
    ]
    const steps = [1, 13, 59, 61, 97, 3_599, 3_607, 86_399, 86_401, 604_807, 2_629_801, 31_556_953]
    let checked = 0
    for (const now of nows) {
      for (const step of steps) {
        for (let k = 0; k <= 130; k++) {
          for (const sign of [-1, 1]) {
            const date = new Date(now.getTime() + sign * k * step * 1000 + (k % 7) * 137)
            expect(
              formatTimeAgo(date, now),
              `${date.toISOString()} from ${now.toISOString()}`,
            ).toBe(formatDistance(date, now, { addSuffix: true }))
            checked++
          }
        }
      }
    }
    expect(checked).toBe(nows.length * steps.length * 131 * 2)
  })
})

describe('formatCalendarDate', () => {
  const intl = (timeZone?: string) =>
    new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone })

  it.each(['America/New_York', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/London', 'UTC'])(
    "writes 'MMM d, yyyy' in the local zone (%s) from the date's own fields, as Intl does",
    (zone) => {
      vi.stubEnv('TZ', zone)
      try {
        const local = intl()
        // The process is in that zone now.
        const newYear = Date.UTC(2024, 0, 1)
        expect(localUtcOffsets(newYear)).toEqual(zoneUtcOffsets(zone, newYear))
        // Every ~37 hours for 12 years (each month, day and hour of the day), midnight's sides too.
        let checked = 0
        const end = Date.UTC(2030, 0, 1)
        for (let at = Date.UTC(2018, 0, 1); at < end; at += 37 * 3_600_000 + 61_000) {
          for (const date of [new Date(at), new Date(at - 1), new Date(at + 86_399_999)]) {
            expect(formatCalendarDate(date), date.toISOString()).toBe(local.format(date))
            checked++
          }
        }
        expect(checked).toBeGreaterThan(8_000)
        expect(formatCalendarDate(new Date(2024, 0, 5, 23, 59))).toBe('Jan 5, 2024')
      } finally {
        vi.unstubAllEnvs()
      }
    },
  )

  it('writes it in a given zone', () => {
    const date = new Date('2024-01-06T03:30:00Z')
    expect(formatCalendarDate(date, 'America/New_York')).toBe('Jan 5, 2024')
    expect(formatCalendarDate(date, 'Asia/Tokyo')).toBe('Jan 6, 2024')
    expect(formatCalendarDate(date, 'UTC')).toBe(intl('UTC').format(date))
  })
})

describe('calendar days (issue 33)', () => {
  it('reads YYYY-MM-DD as that day, and a range with the year once when it is one year', () => {
    expect(formatCalendarDay('2026-03-09')).toBe('Mar 9, 2026')
    expect(formatDayRange('2026-03-03', '2026-03-09')).toBe('Mar 3 – Mar 9, 2026')
    expect(formatDayRange('2025-12-29', '2026-01-04')).toBe('Dec 29, 2025 – Jan 4, 2026')
  })

  it("leaves the year out only when it is the one given (the home chart's first week)", () => {
    expect(formatCalendarDayIn('2026-10-12', 2026)).toBe('Oct 12')
    expect(formatCalendarDayIn('2025-11-17', 2026)).toBe('Nov 17, 2025')
    setFormatLanguage('de')
    try {
      expect(formatCalendarDayIn('2026-10-12', 2026)).toBe('12. Okt.')
      expect(formatCalendarDayIn('2025-11-17', 2026)).toBe('17. Nov. 2025')
    } finally {
      setFormatLanguage('en')
    }
  })
})

describe('in each language (docs/product/languages.md)', () => {
  afterEach(() => setFormatLanguage('en'))

  it('joins names as the language lists them', () => {
    expect(formatList(['Squat'])).toBe('Squat')
    expect(formatList(['Squat', 'Bench Press', 'Deadlift'])).toBe(
      'Squat, Bench Press, and Deadlift',
    )
    setFormatLanguage('de')
    expect(formatList(['Squat', 'Bench Press'])).toBe('Squat und Bench Press')
  })
  const day = new Date(2026, 11, 6, 9, 5)

  it.each([
    ['en', '117.5', '1,002.5', '12.3K', 'Sunday, December 6, 2026', 'Dec 6, 2026'],
    ['de', '117,5', '1.002,5', '12,3K', 'Sonntag, 6. Dezember 2026', '6. Dez. 2026'],
    ['es', '117,5', '1002,5', '12,3K', 'domingo, 6 de diciembre de 2026', '6 dic 2026'],
    ['fr', '117,5', '1 002,5', '12,3K', 'dimanche 6 décembre 2026', '6 déc. 2026'],
    ['pt-BR', '117,5', '1.002,5', '12,3K', 'domingo, 6 de dezembro de 2026', '6 de dez. de 2026'],
  ] as const)(
    '%s: "%s", "%s", %s, the session’s date line',
    (language, weight, grouped, volume, long, short) => {
      setFormatLanguage(language)
      expect(formatWeight(117.5)).toBe(weight)
      expect(formatWeight(1002.5).replace(/\s/g, ' ')).toBe(grouped)
      expect(formatVolume(12_345)).toBe(volume)
      expect(formatLongDate(day)).toBe(long)
      expect(formatCalendarDate(day).replace(/\s/g, ' ')).toBe(short)
      expect(formatInputNumber(117.5)).toBe(weight)
    },
  )

  it.each([
    ['de', 'vor 35 Minuten', 'vor 3 Tagen', '35 Min.'],
    ['es', 'hace 35 minutos', 'hace 3 días', '35 min'],
    ['fr', 'il y a 35 minutes', 'il y a 3 jours', '35 min'],
    ['pt-BR', 'há 35 minutos', 'há 3 dias', '35 min'],
  ] as const)(
    '%s: relative times and a draft’s age in its words',
    (language, minutes, days, age) => {
      setFormatLanguage(language)
      const now = new Date(2026, 11, 6, 12, 0)
      expect(formatTimeAgo(new Date(now.getTime() - 35 * 60_000), now)).toBe(minutes)
      expect(formatTimeAgo(new Date(2026, 11, 3, 12, 0), now)).toBe(days)
      expect(formatDraftAge(new Date(now.getTime() - 35 * 60_000), now).replace(/\s/g, ' ')).toBe(
        age,
      )
    },
  )

  it('keeps English exactly as before for the same figures', () => {
    setFormatLanguage('de')
    setFormatLanguage('en')
    expect(formatWeight(1002.5)).toBe('1,002.5')
    expect(formatCalendarDate(day)).toBe('Dec 6, 2026')
    expect(formatDayRange('2026-03-03', '2026-03-09')).toBe('Mar 3 – Mar 9, 2026')
  })

  it('writes a week’s range in the language’s own way', () => {
    setFormatLanguage('de')
    expect(formatDayRange('2026-03-03', '2026-03-09').replace(/\s/g, ' ')).toBe('3.–9. März 2026')
  })
})
