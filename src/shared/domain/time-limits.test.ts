import { describe, expect, it } from 'vitest'
import { unreasonableTime } from './time-limits.ts'

describe('unreasonableTime (docs/product/trust-accounts-and-devices.md)', () => {
  const now = Date.parse('2026-03-01T12:00:00Z')

  it.each(['1900-01-01T00:00:00Z', '2026-03-01T12:00:00Z', '2026-03-02T12:00:00Z'])(
    'takes %s',
    (time) => expect(unreasonableTime(Date.parse(time), now)).toBeNull(),
  )

  it.each([
    ['1899-12-31T23:59:59.999Z', 'must not be before 1900'],
    ['0001-01-01T00:00:00Z', 'must not be before 1900'],
    ['2026-03-02T12:00:00.001Z', 'must not be more than a day from now'],
    ['9999-12-31T00:00:00Z', 'must not be more than a day from now'],
  ])('refuses %s: %s', (time, message) =>
    expect(unreasonableTime(Date.parse(time), now)).toBe(message),
  )

  it('refuses what is not a time at all', () => {
    expect(unreasonableTime(Number.NaN, now)).toBe('must not be before 1900')
  })
})
