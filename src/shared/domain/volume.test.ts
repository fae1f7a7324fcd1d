import { describe, expect, it } from 'vitest'
import { estimatedOneRepMax, setVolume, workoutVolume } from './volume.ts'

describe('volume', () => {
  it('counts additional weight at half', () => {
    expect(setVolume({ weight: '100', additionalWeight: '40', reps: 5 })).toBe(600)
  })

  it('sums completed sets only, warm-ups included', () => {
    expect(
      workoutVolume([
        { weight: '135', additionalWeight: '0', reps: 10, completed: true },
        { weight: 225, additionalWeight: 0, reps: 5, completed: true },
        { weight: 500, additionalWeight: 0, reps: 5, completed: false },
      ]),
    ).toBe(1350 + 1125)
  })

  it('estimates a one-rep max with Epley, and 0 for no reps', () => {
    expect(estimatedOneRepMax(300, 1)).toBeCloseTo(310)
    expect(estimatedOneRepMax(200, 0)).toBe(0)
  })
})
