import { describe, expect, it } from 'vitest'
import { setRecord } from './records.ts'

const bests = [
  { weight: 135, reps: 10 },
  { weight: 185, reps: 6 },
  { weight: 200, reps: 2 },
]

describe('setRecord', () => {
  it('is a weight record when heavier than anything before', () => {
    expect(setRecord({ weight: 205, reps: 1 }, bests)).toBe('weight')
    expect(setRecord({ weight: 200, reps: 2 }, bests)).toBeNull()
  })

  it('is a rep record when more reps than ever at that weight or heavier', () => {
    expect(setRecord({ weight: 185, reps: 7 }, bests)).toBe('reps')
    expect(setRecord({ weight: 185, reps: 6 }, bests)).toBeNull()
    // 190 × 3: nothing at 190, but 200 × 2 is heavier with fewer reps.
    expect(setRecord({ weight: 190, reps: 3 }, bests)).toBe('reps')
    expect(setRecord({ weight: 150, reps: 6 }, bests)).toBeNull()
  })

  it('counts the first time, and never a set without reps', () => {
    expect(setRecord({ weight: 100, reps: 5 }, [])).toBe('weight')
    expect(setRecord({ weight: 0, reps: 12 }, [])).toBe('reps')
    expect(setRecord({ weight: 0, reps: 13 }, [{ weight: 0, reps: 12 }])).toBe('reps')
    expect(setRecord({ weight: 300, reps: 0 }, bests)).toBeNull()
  })
})
