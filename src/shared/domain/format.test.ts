import { describe, expect, it } from 'vitest'
import { formatDistance } from 'date-fns'
import {
  displayName,
  exerciseCount,
  formatDraftAge,
  formatTimeAgo,
  formatVolume,
  initials,
} from './format.ts'

describe('formatVolume', () => {
  it('shows thousands with one decimal and K, or 0', () => {
    expect(formatVolume(0)).toBe('0')
    expect(formatVolume(12_345)).toBe('12.3K')
    expect(formatVolume(950)).toBe('0.9K')
    expect(formatVolume(1_000_000)).toBe('1000.0K')
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
