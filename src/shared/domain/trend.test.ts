import { describe, expect, it } from 'vitest'
import { percentChange } from './trend.ts'

describe('percentChange', () => {
  it('is the change against the earlier figure, in whole percent', () => {
    expect(percentChange(3, 2)).toBe(50)
    expect(percentChange(1, 2)).toBe(-50)
    expect(percentChange(2, 3)).toBe(-33)
    expect(percentChange(1000, 999)).toBe(0)
    expect(percentChange(0, 5)).toBe(-100)
  })

  it('is 0, never -0, when nothing changed', () => {
    expect(Object.is(percentChange(4, 4), 0)).toBe(true)
    expect(Object.is(percentChange(999, 1000), 0)).toBe(true)
  })

  it('is null without an earlier figure to compare with', () => {
    expect(percentChange(5, 0)).toBeNull()
    expect(percentChange(0, 0)).toBeNull()
  })
})
