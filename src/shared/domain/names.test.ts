import { describe, expect, it } from 'vitest'
import { nameKey, sameName } from './names.ts'

describe('names', () => {
  it('are one name whatever their case', () => {
    expect(sameName('Bench Press', 'bench press')).toBe(true)
    expect(sameName('SQUAT', 'Squat')).toBe(true)
    expect(nameKey('Überzug')).toBe('überzug')
  })

  it('differ in anything but case', () => {
    expect(sameName('Bench Press', 'Bench  Press')).toBe(false)
    expect(sameName('Squat', 'Squat (Barbell)')).toBe(false)
  })
})
