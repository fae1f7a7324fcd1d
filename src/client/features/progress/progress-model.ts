import { format, subMonths, subYears } from 'date-fns'
import type { ProgressPoint } from '#shared/contract/progress.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'

export const RANGES = [
  { key: '3m', label: '3 months' },
  { key: '1y', label: '1 year' },
  { key: 'all', label: 'All' },
] as const
export type RangeKey = (typeof RANGES)[number]['key']

/** The first local day a range covers ('yyyy-MM-dd'), none for all of history. */
export function rangeStart(range: RangeKey, today: Date): string | null {
  if (range === 'all') return null
  return format(range === '3m' ? subMonths(today, 3) : subYears(today, 1), 'yyyy-MM-dd')
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
