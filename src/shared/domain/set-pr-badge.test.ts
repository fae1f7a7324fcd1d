import { describe, expect, it } from 'vitest'
import { setPrBadge } from './set-pr-badge.ts'

const bests = [
  { weight: 135, reps: 10 },
  { weight: 185, reps: 6 },
  { weight: 200, reps: 2 },
]

describe('setPrBadge', () => {
  it('is a weight record when heavier than anything before', () => {
    expect(setPrBadge({ weight: 205, reps: 1 }, bests)).toBe('weight')
    expect(setPrBadge({ weight: 200, reps: 2 }, bests)).toBeNull()
  })

  it('is a rep record when more reps than ever at that weight or heavier', () => {
    expect(setPrBadge({ weight: 185, reps: 7 }, bests)).toBe('reps')
    expect(setPrBadge({ weight: 185, reps: 6 }, bests)).toBeNull()
    // 190 × 3: nothing at 190, but 200 × 2 is heavier with fewer reps.
    expect(setPrBadge({ weight: 190, reps: 3 }, bests)).toBe('reps')
    expect(setPrBadge({ weight: 150, reps: 6 }, bests)).toBeNull()
  })

  it('counts the first time, and never a set without reps', () => {
    expect(setPrBadge({ weight: 100, reps: 5 }, [])).toBe('weight')
    expect(setPrBadge({ weight: 0, reps: 12 }, [])).toBe('reps')
    expect(setPrBadge({ weight: 0, reps: 13 }, [{ weight: 0, reps: 12 }])).toBe('reps')
    expect(setPrBadge({ weight: 300, reps: 0 }, bests)).toBeNull()
  })
})
