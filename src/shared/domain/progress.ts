/** The figures of a progress point that have bests (docs/product/progress-and-gym-floor.md, docs/product/exercise-types.md). */
type PointFigures = {
  e1rm: number
  topWeight: number
  volume: number
  duration: number | null
  distance: number | null
}

export type ProgressBests = {
  e1rm: number | null
  weight: number | null
  volume: number | null
  duration: number | null
  distance: number | null
}

const bestOf = (values: Array<number | null>) => {
  const given = values.filter((value) => value !== null)
  return given.length > 0 ? Math.max(...given) : null
}

/** The bests of the points given; null without points (or, for a time or distance, without one). */
export function progressBests(points: readonly PointFigures[]): ProgressBests {
  return {
    e1rm: bestOf(points.map((point) => point.e1rm)),
    weight: bestOf(points.map((point) => point.topWeight)),
    volume: bestOf(points.map((point) => point.volume)),
    duration: bestOf(points.map((point) => point.duration)),
    distance: bestOf(points.map((point) => point.distance)),
  }
}
