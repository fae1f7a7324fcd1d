import { describe, expect, it } from 'vitest'
import { readTimer } from './set-timer.ts'

describe('a timed set’s timer (docs/product/exercise-types.md)', () => {
  it('counts up in whole seconds without a target', () => {
    expect(readTimer(1_000, 1_999, null)).toEqual({ elapsed: 0, shown: 0, done: false })
    expect(readTimer(1_000, 91_500, null)).toEqual({ elapsed: 90, shown: 90, done: false })
  })

  it('counts down to the target and ends there', () => {
    expect(readTimer(0, 15_400, 60)).toEqual({ elapsed: 15, shown: 45, done: false })
    expect(readTimer(0, 60_000, 60)).toEqual({ elapsed: 60, shown: 0, done: true })
    // Read late (a phone asleep): the set lasted the target, no more.
    expect(readTimer(0, 75_000, 60)).toEqual({ elapsed: 60, shown: 0, done: true })
  })
})
