import { describe, expect, it } from 'vitest'
import {
  chartSeries,
  defaultRange,
  localDayOf,
  pointsInRange,
  rangeAxis,
  rangeStart,
  recordMarks,
} from './progress-model.ts'

/** A point of the local day `date` (yyyy-MM-dd). */
const point = (date: string) => ({
  workoutId: date,
  date: new Date(`${date}T10:00:00`).toISOString(),
  e1rm: 1,
  topWeight: 1,
  topReps: 1,
  volume: 1,
  sets: 1,
  duration: null,
  distance: null,
  bodyWeight: null,
})

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
        duration: null,
        distance: null,
        bodyWeight: null,
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

describe('fixed axes and PR marks (issue 32)', () => {
  const today = new Date(2026, 10, 26, 9, 30)
  const day = (key: string) => new Date(`${key}T00:00:00`).getTime() / 1000

  it('spans the chosen period, whatever the points', () => {
    expect(rangeAxis('3m', today)).toEqual([day('2026-08-26'), day('2026-11-27')])
    expect(rangeAxis('1y', today, day('2026-11-01'))).toEqual([
      day('2025-11-26'),
      day('2026-11-27'),
    ])
    // All of history: from the first point's day.
    expect(rangeAxis('all', today, day('2024-02-03') + 3600)).toEqual([
      day('2024-02-03'),
      day('2026-11-27'),
    ])
    expect(rangeAxis('all', today)).toEqual([day('2026-11-26'), day('2026-11-27')])
  })

  it('keeps the points of the period', () => {
    const points = [point('2026-01-05'), point('2026-08-26'), point('2026-11-20')]
    expect(pointsInRange(points, '3m', today).map((p) => p.workoutId)).toEqual([
      '2026-08-26',
      '2026-11-20',
    ])
    expect(pointsInRange(points, 'all', today)).toHaveLength(3)
  })

  it('opens on 3 months, or on all of a history shorter than that', () => {
    // Four weeks of points fill the chart, not a corner of 3 months.
    expect(defaultRange('2026-10-29', today)).toBe('all')
    expect(defaultRange('2026-08-26', today)).toBe('all')
    expect(defaultRange('2026-08-25', today)).toBe('3m')
    expect(defaultRange(undefined, today)).toBe('3m')
    // A point's time is read as its local day.
    expect(defaultRange(localDayOf(point('2026-08-26').date), today)).toBe('all')
  })

  it('marks each value above every earlier one, earlier history included', () => {
    expect(recordMarks([100, 110, 105, 110, 120])).toEqual([null, 110, null, null, 120])
    expect(recordMarks([100, 130], [120])).toEqual([null, 130])
    expect(recordMarks([])).toEqual([])
  })
})
