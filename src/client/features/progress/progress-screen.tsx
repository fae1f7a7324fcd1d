import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { format, parseISO } from 'date-fns'
import { DumbbellIcon, FlameIcon, RotateCwIcon, TrophyIcon, WeightIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useParams } from 'wouter'
import type { Progress, ProgressPoint } from '#shared/contract/progress.ts'
import { formatVolume } from '#shared/domain/format.ts'
import {
  formatStoredWeight,
  formatWeight,
  fromStoredPounds,
  type WeightUnit,
} from '#shared/domain/units.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { progressQueries } from '#client/api/progress.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BackTitle } from '#client/components/back-title.tsx'
import { StatCard } from '#client/components/stat-card.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { chartSeries, rangeStart, type RangeKey } from './progress-model.ts'
import { RangeSwitch } from './range-switch.tsx'
import { UplotChart } from './uplot-chart.tsx'

/** The route's name segment as the lifter wrote it (a stray '%' is kept as typed). */
function decodeName(segment: string) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** decisions.md §10: one exercise's estimated 1RM, top set and volume over time (issue 14). */
export default function ProgressScreen() {
  const params = useParams<{ exerciseName: string }>()
  const exerciseName = decodeName(params.exerciseName ?? '')
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <BackTitle
            backHref="/records"
            backLabel="Back to records"
            title={exerciseName}
            subtitle="Progress"
          />
        }
      />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
        <ExerciseProgress exerciseName={exerciseName} />
      </main>
    </div>
  )
}

function ExerciseProgress({ exerciseName }: { exerciseName: string }) {
  const [range, setRange] = useState<RangeKey>('3m')
  const unit = useWeightUnit()
  const progress = useQuery({
    ...progressQueries.exercise(exerciseName, rangeStart(range, new Date())),
    // The figures of the period before stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  })
  const points = progress.data?.points ?? []
  // An empty period: is there anything at all? (Asked only then.)
  const everything = useQuery({
    ...progressQueries.exercise(exerciseName, null),
    enabled: progress.isSuccess && points.length === 0 && range !== 'all',
  })
  const neverDone = points.length === 0 && (range === 'all' || everything.data?.points.length === 0)
  const name = progress.data?.exerciseName ?? exerciseName

  return (
    <>
      <RangeSwitch value={range} onChange={setRange} />
      {progress.isPending ? (
        <ProgressSkeleton />
      ) : progress.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
          <p className="font-medium">Progress could not be loaded.</p>
          <Button variant="outline" onClick={() => void progress.refetch()}>
            <RotateCwIcon />
            Try again
          </Button>
        </Card>
      ) : points.length === 0 ? (
        neverDone || everything.isSuccess ? (
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <DumbbellIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            {neverDone ? (
              <>
                <p className="font-semibold">No completed sets of {name} yet</p>
                <p className="text-sm text-muted-foreground">
                  Complete a working set of it in a workout and your progress shows here.
                </p>
              </>
            ) : (
              <>
                <p className="font-semibold">No completed sets of {name} in this period</p>
                <Button variant="outline" onClick={() => setRange('all')}>
                  Show all
                </Button>
              </>
            )}
          </Card>
        ) : (
          <ProgressSkeleton />
        )
      ) : (
        <ProgressCharts name={name} points={points} best={progress.data.best} unit={unit} />
      )}
    </>
  )
}

function ProgressSkeleton() {
  return (
    <div className="grid gap-4" aria-hidden="true">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Skeleton className="h-[118px] rounded-xl" />
        <Skeleton className="h-[118px] rounded-xl" />
        <Skeleton className="col-span-2 h-[118px] rounded-xl md:col-span-1" />
      </div>
      <Skeleton className="h-[280px] rounded-xl" />
      <span className="sr-only" role="status">
        Loading progress
      </span>
    </div>
  )
}

const shortDate = (iso: string) => format(parseISO(iso), 'MMM d, yyyy')

function ProgressCharts({
  name,
  points,
  best,
  unit,
}: {
  name: string
  points: ProgressPoint[]
  best: Progress['best']
  unit: WeightUnit
}) {
  const series = useMemo(() => chartSeries(points, unit), [points, unit])
  const first = points[0]!
  const last = points.at(-1)!
  const weight = (pounds: number) => formatStoredWeight(pounds, unit)
  const heaviest = points.find((point) => point.topWeight === best.weight)
  return (
    <>
      <section aria-label="Bests" className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <StatCard
          title="Best e1RM"
          value={formatWeight(fromStoredPounds(best.e1rm ?? 0, unit))}
          subtitle={`${unit}, estimated`}
          icon={<TrophyIcon />}
        />
        <StatCard
          title="Heaviest Set"
          value={formatWeight(fromStoredPounds(best.weight ?? 0, unit))}
          subtitle={heaviest ? `${unit} × ${heaviest.topReps}` : unit}
          icon={<WeightIcon />}
        />
        <StatCard
          className="col-span-2 md:col-span-1"
          title="Best Volume"
          value={formatVolume(fromStoredPounds(best.volume ?? 0, unit))}
          subtitle={`${unit} in one workout`}
          icon={<FlameIcon />}
        />
      </section>

      <ChartCard
        title="Estimated 1RM"
        summary={`Estimated one-rep max over ${points.length} ${points.length === 1 ? 'workout' : 'workouts'}: ${weight(first.e1rm)} on ${shortDate(first.date)}, ${weight(last.e1rm)} on ${shortDate(last.date)}, best ${weight(best.e1rm ?? 0)}.`}
      >
        <UplotChart times={series.times} values={series.e1rm} kind="line" label="Estimated 1RM" />
      </ChartCard>
      <ChartCard
        title="Top Set"
        summary={`Heaviest working set per workout: ${weight(first.topWeight)} on ${shortDate(first.date)}, ${weight(last.topWeight)} on ${shortDate(last.date)}, heaviest ${weight(best.weight ?? 0)}.`}
      >
        <UplotChart times={series.times} values={series.topWeight} kind="line" label="Top set" />
      </ChartCard>
      <ChartCard
        title="Volume per Workout"
        summary={`Volume per workout: ${weight(last.volume)} in the latest, best ${weight(best.volume ?? 0)}.`}
      >
        <UplotChart times={series.times} values={series.volume} kind="bars" label="Volume" />
      </ChartCard>

      <details className="rounded-xl border bg-card p-4 [&_summary]:cursor-pointer">
        <summary className="font-medium">Every workout as a table</summary>
        {/* Scrolls sideways on a narrow phone: reachable by keyboard. */}
        <div
          className="mt-3 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          tabIndex={0}
          role="region"
          aria-label={`${name} per workout`}
        >
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">{name} per workout</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Date
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  e1RM
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Top set
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Volume
                </th>
                <th scope="col" className="py-2 font-medium">
                  Sets
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {points.toReversed().map((point) => (
                <tr key={point.workoutId}>
                  <td className="py-2 pr-3 whitespace-nowrap">{shortDate(point.date)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">{weight(point.e1rm)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap">
                    {weight(point.topWeight)} × {point.topReps}
                  </td>
                  <td className="py-2 pr-3 whitespace-nowrap">{weight(point.volume)}</td>
                  <td className="py-2">{point.sets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  )
}

function ChartCard({
  title,
  summary,
  children,
}: {
  title: string
  summary: string
  children: React.ReactNode
}) {
  return (
    <Card className="grid min-w-0 gap-2 p-4 sm:p-5">
      <figure className="grid min-w-0 gap-2">
        <figcaption>
          <h2 className="font-semibold">{title}</h2>
          <p className="sr-only">{summary}</p>
        </figcaption>
        {children}
      </figure>
    </Card>
  )
}
