import { describe, expect, it } from 'vitest'
import { parseDuration, toDistance, toSeconds } from './rows.ts'

describe('distances and times as a set holds them (docs/product/import-more-apps.md)', () => {
  it.each([
    ['1.3', 'mi', '2092.1472'],
    ['0.25', 'mi', '402.336'],
    ['426.0', 'ft', '129.8448'],
    ['4.88', 'km', '4880'],
    ['2414.0160000000005', 'm', '2414.016'],
    ['5005.60009765625', 'm', '5005.600098'],
    // Halves up at the sixth decimal, exactly (no binary rounding on the way).
    ['0.0000005', 'm', '0.000001'],
    ['0.00000049', 'm', null],
    ['1.0000000000000000000001', 'km', '1000'],
    ['0.0', 'km', null],
    ['', 'km', null],
    ['621.371', 'mi', '999999.690624'],
  ] as const)('%s %s is %s m', (text, unit, metres) => {
    expect(toDistance(text, unit, 'Distance', 2)).toBe(metres)
  })

  it('refuses more than 1,000 km and a negative distance, naming the line', () => {
    expect(() => toDistance('621.372', 'mi', 'Distance', 7)).toThrow(
      'line 7: Distance: 621.372 mi is more than 1000 km',
    )
    expect(() => toDistance('-1', 'm', 'Distance', 7)).toThrow('line 7: Distance: -1 is below 0')
  })

  it.each([
    [1333.708, 1334],
    [600.5, 601],
    [600.49, 600],
    [0.4, null],
    [86400, 86400],
  ])('%s seconds is %s', (value, seconds) => {
    expect(toSeconds(value, 'Duration(s)', 2)).toBe(seconds)
  })

  it('refuses more than a day and a negative time, naming the line', () => {
    expect(() => toSeconds(86400.5, 'Duration(s)', 3)).toThrow(
      'line 3: Duration(s): 86401 seconds is more than a day (86400)',
    )
    expect(() => toSeconds(-1, 'Duration(s)', 3)).toThrow('line 3: Duration(s): -1 is below 0')
  })

  it.each([
    ['0:09:21', 561],
    ['1:01:00', 3660],
    ['1:04\u00a0hr', 3840],
    ['45:32\u00a0hr', 163920],
    ['51\u00a0min', 3060],
    ['21\u00a0sec', 21],
    ['2 hr', 7200],
    ['1h 5m', 3900],
    ['soon', null],
  ])('the duration %s is %s seconds', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds)
  })
})
