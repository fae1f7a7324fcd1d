import { format, subMonths, subYears } from 'date-fns'
import type { ProgressPoint } from '#shared/contract/progress.ts'
import { metresIn, type DistanceUnit } from '#shared/domain/measures.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'

/** The periods a progress chart covers: 3 months, 1 year, all of history. */
export type RangeKey = '3m' | '1y' | 'all'

/** The first local day a range covers ('yyyy-MM-dd'), none for all of history. */
export function rangeStart(range: RangeKey, today: Date): string | null {
  if (range === 'all') return null
  return format(range === '3m' ? subMonths(today, 3) : subYears(today, 1), 'yyyy-MM-dd')
}

/**
 * The period a chart opens on, from the local day of its first point ('yyyy-MM-dd', none without
 * points): 3 months, unless the whole history is shorter, then all of it, so a few weeks of points
 * fill the chart rather than a corner of a 3 months' axis (issue 42). Every chart over time
 * (an exercise's progress, the body weight) opens so.
 */
export function defaultRange(firstDay: string | undefined, today: Date): RangeKey {
  if (firstDay === undefined) return '3m'
  return firstDay >= rangeStart('3m', today)! ? 'all' : '3m'
}

/** The local day ('yyyy-MM-dd') of a progress point's time. */
export const localDayOf = (date: string) => format(new Date(date), 'yyyy-MM-dd')

const DAY_SECONDS = 86_400
/** The start of a local day, in unix seconds. */
const dayStart = (day: string) => new Date(`${day}T00:00:00`).getTime() / 1000

/**
 * A chart's time axis for a range (issue 32): fixed to the period chosen, from its first day to
 * the end of today, whatever the points; for all of history, from the day of `first` (unix
 * seconds), or today alone without one.
 */
export function rangeAxis(range: RangeKey, today: Date, first?: number): [number, number] {
  const todayKey = format(today, 'yyyy-MM-dd')
  const end = dayStart(todayKey) + DAY_SECONDS
  const start = rangeStart(range, today)
  if (start) return [dayStart(start), end]
  if (first === undefined) return [dayStart(todayKey), end]
  return [Math.min(dayStart(format(new Date(first * 1000), 'yyyy-MM-dd')), end - DAY_SECONDS), end]
}

/** The points of a range: those on or after its first local day. */
export function pointsInRange(
  points: readonly ProgressPoint[],
  range: RangeKey,
  today: Date,
): ProgressPoint[] {
  const start = rangeStart(range, today)
  if (!start) return [...points]
  const from = dayStart(start) * 1000
  return points.filter((point) => Date.parse(point.date) >= from)
}

/**
 * PR markers: each value that beats every one before it in the lifter's history (`before`, the
 * values ahead of the shown ones, count too); the first value ever is a start, not a record.
 * Null where there is none, as uPlot leaves a gap.
 */
export function recordMarks(values: readonly number[], before: readonly number[] = []) {
  let best = before.length > 0 ? Math.max(...before) : null
  return values.map((value) => {
    const record = best !== null && value > best
    best = best === null ? value : Math.max(best, value)
    return record ? value : null
  })
}

/** The chart's series: unix seconds, and each figure in the lifter's unit. */
export function chartSeries(points: readonly ProgressPoint[], unit: WeightUnit) {
  const inUnit = (pounds: number) => fromStoredPounds(pounds, unit)
  return {
    times: points.map((point) => Date.parse(point.date) / 1000),
    e1rm: points.map((point) => inUnit(point.e1rm)),
    topWeight: points.map((point) => inUnit(point.topWeight)),
    volume: points.map((point) => inUnit(point.volume)),
  }
}

/**
 * docs/product/exercise-types.md: the series of a type without a load, each over the points that
 * have its figure: the longest hold (seconds), the distance (in `distanceUnit`) and the pace
 * (seconds per unit, of a workout's longest time over its distance), the most reps.
 */
export function typedSeries(points: readonly ProgressPoint[], distanceUnit: DistanceUnit) {
  const of = (value: (point: ProgressPoint) => number | null) => {
    const kept = points.flatMap((point) => {
      const figure = value(point)
      return figure === null ? [] : [[Date.parse(point.date) / 1000, figure] as const]
    })
    return { times: kept.map(([time]) => time), values: kept.map(([, figure]) => figure) }
  }
  return {
    duration: of((point) => point.duration),
    distance: of((point) =>
      point.distance === null ? null : metresIn(point.distance, distanceUnit),
    ),
    pace: of((point) =>
      point.duration && point.distance
        ? point.duration / metresIn(point.distance, distanceUnit)
        : null,
    ),
    reps: of((point) => point.topReps),
  }
}
