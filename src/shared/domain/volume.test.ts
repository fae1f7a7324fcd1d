import { describe, expect, it } from 'vitest'
import { beatsRecordSet, estimatedOneRepMax, setVolume, workoutVolume } from './volume.ts'

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

  it('ranks record sets by Epley exactly: equal estimates tie, the first keeps the record', () => {
    // 200×5 and 175×10 are both 7000 / 30; 210×3 and 165×12 both 6930 / 30 (doubles say otherwise).
    expect(beatsRecordSet({ weight: 200, reps: 5 }, { weight: 175, reps: 10 })).toBe(false)
    expect(beatsRecordSet({ weight: 175, reps: 10 }, { weight: 200, reps: 5 })).toBe(false)
    expect(beatsRecordSet({ weight: 210, reps: 3 }, { weight: 165, reps: 12 })).toBe(false)
    expect(beatsRecordSet({ weight: 137.505, reps: 3 }, { weight: 137.5, reps: 3 })).toBe(true)
    expect(beatsRecordSet({ weight: 100, reps: 1 }, undefined)).toBe(true)
    expect(beatsRecordSet({ weight: 500, reps: 0 }, { weight: 1, reps: 1 })).toBe(false)
  })
})
