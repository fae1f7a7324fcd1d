import { useLingui } from '@lingui/react/macro'
import { RouteIcon, TimerIcon, TrophyIcon } from 'lucide-react'
import { useMemo } from 'react'
import type { ProgressPoint } from '#shared/contract/progress.ts'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import { formatFixed } from '#shared/domain/format.ts'
import { formatDistance, formatDuration, metresIn } from '#shared/domain/measures.ts'
import { useDistanceUnit } from '#client/api/auth.ts'
import { StatCard } from '#client/components/stat-card.tsx'
import { ChartCard } from './chart-card.tsx'
import { recordMarks, typedSeries } from './progress-model.ts'
import { UplotChart } from './uplot-chart.tsx'

/**
 * docs/product/exercise-types.md: the progress of an exercise without a load — the longest hold of
 * a timed one, the distance and pace of a run or a carry, the most reps of one done for reps.
 */
export function TypedProgressCharts({
  type,
  points,
  axis,
}: {
  type: ExerciseType
  points: ProgressPoint[]
  axis: [number, number]
}) {
  const { t } = useLingui()
  const distanceUnit = useDistanceUnit()
  const series = useMemo(() => typedSeries(points, distanceUnit), [points, distanceUnit])
  const workouts = points.length

  if (type === 'duration') {
    const best = Math.max(0, ...series.duration.values)
    return (
      <>
        <section aria-label={t`Bests`} className="grid grid-cols-2 gap-3">
          <StatCard
            heading="h2"
            title={t`Longest Hold`}
            value={formatDuration(best)}
            subtitle={t`in one set`}
            icon={<TimerIcon />}
          />
        </section>
        <ChartCard
          title={t`Longest Hold`}
          summary={t`The longest set of each of ${workouts} workouts; the longest ${formatDuration(best)}.`}
        >
          <UplotChart
            times={series.duration.times}
            values={series.duration.values}
            marks={recordMarks(series.duration.values)}
            kind="line"
            label={t`Longest hold`}
            xRange={axis}
            format={formatDuration}
            unit=""
          />
        </ChartCard>
      </>
    )
  }

  if (type === 'distance_duration' || type === 'weight_distance') {
    const best = Math.max(0, ...points.map((point) => point.distance ?? 0))
    const inUnit = (value: number) => formatFixed(value, 2)
    return (
      <>
        <section aria-label={t`Bests`} className="grid grid-cols-2 gap-3">
          <StatCard
            heading="h2"
            title={t`Farthest Workout`}
            value={inUnit(metresIn(best, distanceUnit))}
            subtitle={distanceUnit}
            icon={<RouteIcon />}
          />
        </section>
        <ChartCard
          title={t`Distance per Workout`}
          summary={t`Distance of each of ${workouts} workouts; the farthest ${formatDistance(best, distanceUnit)}.`}
        >
          <UplotChart
            times={series.distance.times}
            values={series.distance.values}
            kind="bars"
            label={t`Distance`}
            xRange={axis}
            format={inUnit}
            unit={distanceUnit}
          />
        </ChartCard>
        {series.pace.values.length > 0 && (
          <ChartCard
            title={t`Pace`}
            summary={t`Time per ${distanceUnit} of the longest set of each workout.`}
          >
            <UplotChart
              times={series.pace.times}
              values={series.pace.values}
              kind="line"
              label={t`Pace`}
              xRange={axis}
              format={formatDuration}
              unit={`/${distanceUnit}`}
            />
          </ChartCard>
        )}
      </>
    )
  }

  const best = Math.max(0, ...series.reps.values)
  return (
    <>
      <section aria-label={t`Bests`} className="grid grid-cols-2 gap-3">
        <StatCard
          heading="h2"
          title={t`Most Reps`}
          value={String(best)}
          subtitle={t`in one set`}
          icon={<TrophyIcon />}
        />
      </section>
      <ChartCard
        title={t`Most Reps`}
        summary={t`The most reps in a set of each of ${workouts} workouts; the most ${best}.`}
      >
        <UplotChart
          times={series.reps.times}
          values={series.reps.values}
          marks={recordMarks(series.reps.values)}
          kind="line"
          label={t`Most reps`}
          xRange={axis}
          format={String}
          unit=""
        />
      </ChartCard>
    </>
  )
}
