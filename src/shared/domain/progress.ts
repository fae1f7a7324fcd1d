/** The figures of a progress point that have bests (docs/product/progress-and-gym-floor.md). */
type PointFigures = { e1rm: number; topWeight: number; volume: number }

export type ProgressBests = { e1rm: number | null; weight: number | null; volume: number | null }

const bestOf = (values: number[]) => (values.length > 0 ? Math.max(...values) : null)

/** The bests of the points given; null without points. */
export function progressBests(points: readonly PointFigures[]): ProgressBests {
  return {
    e1rm: bestOf(points.map((point) => point.e1rm)),
    weight: bestOf(points.map((point) => point.topWeight)),
    volume: bestOf(points.map((point) => point.volume)),
  }
}
