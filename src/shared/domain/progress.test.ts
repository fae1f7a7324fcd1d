import { describe, expect, it } from 'vitest'
import { progressBests } from './progress.ts'

describe('progressBests', () => {
  it('takes each best from whichever point holds it', () => {
    expect(
      progressBests([
        { e1rm: 171, topWeight: 145, volume: 3440 },
        { e1rm: 180.8, topWeight: 155, volume: 775 },
      ]),
    ).toEqual({ e1rm: 180.8, weight: 155, volume: 3440 })
  })

  it('has no bests without points', () => {
    expect(progressBests([])).toEqual({ e1rm: null, weight: null, volume: null })
  })
})
