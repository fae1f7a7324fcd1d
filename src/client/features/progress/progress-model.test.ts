import { describe, expect, it } from 'vitest'
import { chartSeries, rangeStart } from './progress-model.ts'

describe('progress ranges', () => {
  it('starts 3 months or a year back, local days, or not at all', () => {
    const today = new Date(2026, 10, 26, 9, 30)
    expect(rangeStart('3m', today)).toBe('2026-08-26')
    expect(rangeStart('1y', today)).toBe('2025-11-26')
    expect(rangeStart('all', today)).toBeNull()
  })
})

describe('chartSeries', () => {
  it('gives unix seconds and figures in the chosen unit', () => {
    const points = [
      {
        workoutId: 'w',
        date: '2026-03-02T12:00:00.000Z',
        e1rm: 220.462,
        topWeight: 220.462,
        topReps: 5,
        volume: 1102.31,
        sets: 3,
      },
    ]
    expect(chartSeries(points, 'kg')).toEqual({
      times: [Date.UTC(2026, 2, 2, 12) / 1000],
      e1rm: [100],
      topWeight: [100],
      volume: [500],
    })
    expect(chartSeries(points, 'lbs').e1rm).toEqual([220.462])
  })
})
