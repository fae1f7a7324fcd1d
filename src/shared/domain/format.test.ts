import { describe, expect, it } from 'vitest'
import { displayName, exerciseCount, formatVolume, initials } from './format.ts'

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
