import { describe, expect, it } from 'vitest'
import { progressBests } from './progress.ts'

describe('progressBests', () => {
  it('takes each best from whichever point holds it', () => {
    expect(
      progressBests([
        { e1rm: 171, topWeight: 145, volume: 3440, duration: null, distance: 5000 },
        { e1rm: 180.8, topWeight: 155, volume: 775, duration: 90, distance: null },
        { e1rm: 0, topWeight: 0, volume: 0, duration: 60, distance: 4988.9 },
      ]),
    ).toEqual({ e1rm: 180.8, weight: 155, volume: 3440, duration: 90, distance: 5000 })
  })

  it('has no bests without points, and no time or distance without one', () => {
    const empty = { e1rm: null, weight: null, volume: null, duration: null, distance: null }
    expect(progressBests([])).toEqual(empty)
    expect(
      progressBests([{ e1rm: 100, topWeight: 80, volume: 800, duration: null, distance: null }]),
    ).toEqual({ ...empty, e1rm: 100, weight: 80, volume: 800 })
  })
})
