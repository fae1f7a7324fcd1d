import { describe, expect, it } from 'vitest'
import { formatRest } from './rest.ts'

describe('formatRest', () => {
  it('reads m:ss, never below 0:00', () => {
    expect(formatRest(120)).toBe('2:00')
    expect(formatRest(65)).toBe('1:05')
    expect(formatRest(5)).toBe('0:05')
    expect(formatRest(-3)).toBe('0:00')
  })
})
