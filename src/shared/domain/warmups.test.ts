import { describe, expect, it } from 'vitest'
import { DEFAULT_PLATE_SETTINGS, heaviestLoadable } from './plates.ts'
import { warmupSets } from './warmups.ts'

const lbs = { barWeight: 45, plates: [45, 25, 10, 5, 2.5] }

describe('warmupSets (docs/product/exercises.md)', () => {
  it('ramps to 225 lbs on a 45 bar as 45 × 10, 90 × 5, 135 × 3, 180 × 2', () => {
    expect(warmupSets(225, lbs)).toEqual([
      { weight: 45, reps: 10 },
      { weight: 90, reps: 5 },
      { weight: 135, reps: 3 },
      { weight: 180, reps: 2 },
    ])
  })

  it('rounds each down to what a kilogram lifter’s own plates make', () => {
    // 20 kg bar, only 20s, 10s and 5s: 41 → 40, 61.5 → 60, 82 → 80.
    const plates = { barWeight: 20, plates: [20, 10, 5] }
    expect(warmupSets(102.5, plates)).toEqual([
      { weight: 20, reps: 10 },
      { weight: 40, reps: 5 },
      { weight: 60, reps: 3 },
      { weight: 80, reps: 2 },
    ])
    // The default kilogram plates, down to 1.25s: 38 → 37.5, 57 → 55, 76 → 75.
    expect(warmupSets(95, DEFAULT_PLATE_SETTINGS.kg).map((set) => set.weight)).toEqual([
      20, 37.5, 55, 75,
    ])
  })

  it('leaves out weights at or under the bar, and repeats', () => {
    expect(warmupSets(95, lbs)).toEqual([
      { weight: 45, reps: 10 },
      // 38 and 57 round to the bar and 55: only 55 and 75 are more than it.
      { weight: 55, reps: 3 },
      { weight: 75, reps: 2 },
    ])
    // Nothing between the bar and a light first set: the bar alone.
    expect(warmupSets(50, lbs)).toEqual([{ weight: 45, reps: 10 }])
    // Only 45s: 40 %, 60 % and 80 % of 250 round to the bar, 135 and 135 again.
    expect(warmupSets(250, { barWeight: 45, plates: [45] })).toEqual([
      { weight: 45, reps: 10 },
      { weight: 135, reps: 3 },
    ])
  })
})

describe('heaviestLoadable', () => {
  it('finds the heaviest load at or under a weight, not greedily', () => {
    // A side of 30 from 25s and 10s is three 10s.
    expect(heaviestLoadable(105, { barWeight: 45, plates: [25, 10] })).toBe(105)
    expect(heaviestLoadable(104, { barWeight: 45, plates: [25, 10] })).toBe(95)
    expect(heaviestLoadable(62.4, DEFAULT_PLATE_SETTINGS.kg)).toBe(60)
    expect(heaviestLoadable(62.5, DEFAULT_PLATE_SETTINGS.kg)).toBe(62.5)
  })

  it('never answers less than the bar', () => {
    expect(heaviestLoadable(30, lbs)).toBe(45)
    expect(heaviestLoadable(100, { barWeight: 45, plates: [] })).toBe(45)
  })
})
