import { describe, expect, it } from 'vitest'
import {
  addCalendarDays,
  bodyWeightOn,
  bodyWeightRange,
  latestBodyWeightDate,
  movingAverage,
  parseBodyWeight,
} from './body-weight.ts'
import { fromStoredPounds } from './units.ts'

describe('body-weight dates', () => {
  it('moves calendar days across months, years and leap days', () => {
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addCalendarDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addCalendarDays('2025-12-31', 1)).toBe('2026-01-01')
    expect(addCalendarDays('2026-03-09', -6)).toBe('2026-03-03')
  })

  it('allows up to tomorrow in UTC', () => {
    expect(latestBodyWeightDate(Date.parse('2026-03-09T23:59:59Z'))).toBe('2026-03-10')
    expect(latestBodyWeightDate(Date.parse('2026-12-31T00:00:00Z'))).toBe('2027-01-01')
  })
})

describe('the moving average', () => {
  it('averages the entries of the 7 days ending on each date, however many there are', () => {
    const entries = [
      { date: '2026-03-01', weight: 180 },
      { date: '2026-03-02', weight: 182 },
      { date: '2026-03-07', weight: 178 },
      // Mar 1 drops out of the window (Mar 2–8).
      { date: '2026-03-08', weight: 176 },
      // Only itself: the window (Mar 14–20) holds nothing else.
      { date: '2026-03-20', weight: 175 },
    ]
    expect(movingAverage(entries)).toEqual([180, 181, 180, 178.66666666666666, 175])
    expect(movingAverage(entries, 1)).toEqual([180, 182, 178, 176, 175])
    expect(movingAverage([])).toEqual([])
  })
})

describe('a body weight typed in the lifter’s unit', () => {
  it('becomes pounds as the API takes them, and reads back as typed', () => {
    expect(parseBodyWeight('181.5', 'lbs')).toBe('181.5')
    expect(parseBodyWeight(' 82,4 ', 'kg')).toBe('181.661')
    expect(fromStoredPounds(181.661, 'kg')).toBe(82.4)
    expect(parseBodyWeight('82.345', 'kg')).toBe(
      String(Math.round(82.35 * 2.20462262 * 1000) / 1000),
    )
  })

  it('is null when it is no number or out of 20–1500 lbs', () => {
    for (const text of ['', 'abc', '-80', '1e3', '19.9', '1500.5']) {
      expect(parseBodyWeight(text, 'lbs'), text).toBeNull()
    }
    const { min, max } = bodyWeightRange('kg')
    expect([min, max]).toEqual([9.08, 680.38])
    expect(parseBodyWeight('9.07', 'kg')).toBeNull()
    expect(Number(parseBodyWeight(String(min), 'kg'))).toBeGreaterThanOrEqual(20)
    expect(Number(parseBodyWeight(String(max), 'kg'))).toBeLessThanOrEqual(1500)
  })
})

describe('bodyWeightOn', () => {
  const weights = [
    { date: '2026-03-01', weight: '180' },
    { date: '2026-03-10', weight: '182' },
    { date: '2026-02-20', weight: '179' },
  ]
  it('takes the latest on or before the day, else the earliest after it', () => {
    expect(bodyWeightOn(weights, '2026-03-10')?.weight).toBe('182')
    expect(bodyWeightOn(weights, '2026-03-09')?.weight).toBe('180')
    expect(bodyWeightOn(weights, '2026-01-01')?.weight).toBe('179')
    expect(bodyWeightOn([], '2026-01-01')).toBeNull()
  })
})
