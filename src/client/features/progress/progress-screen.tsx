import { plural, t } from '@lingui/core/macro'
import { useExerciseName } from '#client/lib/exercise-names.ts'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { DumbbellIcon, FlameIcon, RotateCwIcon, TrophyIcon, WeightIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useParams } from 'wouter'
import type { ProgressPoint } from '#shared/contract/progress.ts'
import { progressBests } from '#shared/domain/progress.ts'
import {
  formatCalendarDate,
  formatE1rm,
  formatVolume,
  formatWeight,
} from '#shared/domain/format.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { hasLoad, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { useExerciseTypes } from '#client/api/exercise-types.ts'
import { progressQueries } from '#client/api/progress.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BackTitle } from '#client/components/back-title.tsx'
import { exercisePath } from '#client/components/exercise-link.tsx'
import { StatCard } from '#client/components/stat-card.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { ChartCard } from './chart-card.tsx'
import { PlanSection } from './plan-section.tsx'
import { TypedProgressCharts } from './typed-progress-charts.tsx'
import {
  chartSeries,
  pointsInRange,
  defaultRange,
  localDayOf,
  rangeAxis,
  recordMarks,
  type RangeKey,
} from './progress-model.ts'
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

/** docs/product/progress-and-gym-floor.md: one exercise's estimated 1RM, top set and volume over time (issue 14). */
export default function ProgressScreen() {
  const params = useParams<{ exerciseName: string }>()
  const exerciseName = decodeName(params.exerciseName ?? '')
  const shownName = useExerciseName()(exerciseName)
  const unit = useWeightUnit()
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <BackTitle
            backHref={exercisePath(exerciseName)}
            backLabel={t`Back to ${shownName}`}
            title={shownName}
            subtitle={t`Progress`}
          />
        }
      />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
        <PlanSection exerciseName={exerciseName} unit={unit} />
        <ExerciseProgress exerciseName={exerciseName} />
      </main>
    </div>
  )
}

function ExerciseProgress({ exerciseName }: { exerciseName: string }) {
  // Until the lifter picks one, the period that shows the history best.
  const [chosen, setRange] = useState<RangeKey | null>(null)
  const unit = useWeightUnit()
  const typeOf = useExerciseTypes()
  // Every workout of the exercise, once: a period is a view of them, and a PR is measured
  // against all that came before (issue 32).
  const progress = useQuery(progressQueries.exercise(exerciseName, null))
  const today = useMemo(() => new Date(), [])
  const all = progress.data?.points
  const range = chosen ?? defaultRange(all?.[0] && localDayOf(all[0].date), today)
  const points = useMemo(() => pointsInRange(all ?? [], range, today), [all, range, today])
  // Stable, as the charts are drawn anew when these change.
  const earlier = useMemo(() => all?.slice(0, all.length - points.length) ?? [], [all, points])
  const axis = useMemo(
    () => rangeAxis(range, today, points[0] && Date.parse(points[0].date) / 1000),
    [range, today, points],
  )
  const storedName = progress.data?.exerciseName ?? exerciseName
  const name = useExerciseName()(storedName)

  return (
    <>
      <RangeSwitch value={range} onChange={setRange} />
      {progress.isPending ? (
        <ProgressSkeleton />
      ) : progress.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
          <p className="font-medium">
            <Trans>Progress could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void progress.refetch()}>
            <RotateCwIcon />
            <Trans>Try again</Trans>
          </Button>
        </Card>
      ) : points.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <DumbbellIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          {progress.data.points.length === 0 ? (
            <>
              <p className="font-semibold">
                <Trans>No completed sets of {name} yet</Trans>
              </p>
              <p className="text-sm text-muted-foreground">
                <Trans>
                  Complete a working set of it in a workout and your progress shows here.
                </Trans>
              </p>
            </>
          ) : (
            <>
              <p className="font-semibold">
                <Trans>No completed sets of {name} in this period</Trans>
              </p>
              <Button variant="outline" onClick={() => setRange('all')}>
                <Trans>Show all</Trans>
              </Button>
            </>
          )}
        </Card>
      ) : (
        <ProgressCharts
          name={name}
          points={points}
          earlier={earlier}
          axis={axis}
          unit={unit}
          type={typeOf(storedName)}
        />
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
        <Trans>Loading progress</Trans>
      </span>
    </div>
  )
}

const shortDate = (iso: string) => formatCalendarDate(new Date(iso))

function ProgressCharts({
  name,
  points,
  earlier,
  axis,
  unit,
  type,
}: {
  name: string
  /** docs/product/exercise-types.md: what the exercise's sets hold, which decides its charts. */
  type: ExerciseType
  /** The period's points. */
  points: ProgressPoint[]
  /** The points before the period: a PR beats them too. */
  earlier: ProgressPoint[]
  axis: [number, number]
  unit: WeightUnit
}) {
  const series = useMemo(() => chartSeries(points, unit), [points, unit])
  const before = useMemo(() => chartSeries(earlier, unit), [earlier, unit])
  const marks = useMemo(
    () => ({
      e1rm: recordMarks(series.e1rm, before.e1rm),
      topWeight: recordMarks(series.topWeight, before.topWeight),
    }),
    [series, before],
  )
  const best = progressBests(points)
  const first = points[0]!
  const last = points.at(-1)!
  const inUnit = (pounds: number) => fromStoredPounds(pounds, unit)
  const e1rm = (pounds: number) => `${formatE1rm(inUnit(pounds))} ${unit}`
  const weight = (pounds: number) => `${formatWeight(inUnit(pounds))} ${unit}`
  const volume = (pounds: number) => `${formatVolume(inUnit(pounds))} ${unit}`
  const heaviest = points.find((point) => point.topWeight === best.weight)
  const records = marks.e1rm.filter((mark) => mark !== null).length
  if (!hasLoad(type)) return <TypedProgressCharts type={type} points={points} axis={axis} />
  const [firstDay, lastDay] = [shortDate(first.date), shortDate(last.date)]
  const prs = plural(records, { one: '# PR', other: '# PRs' })
  const [firstE1rm, lastE1rm, bestE1rm] = [e1rm(first.e1rm), e1rm(last.e1rm), e1rm(best.e1rm ?? 0)]
  const e1rmSummary =
    records > 0
      ? plural(points.length, {
          one: `Estimated one-rep max over # workout: ${firstE1rm} on ${firstDay}, ${lastE1rm} on ${lastDay}, best ${bestE1rm}, ${prs}.`,
          other: `Estimated one-rep max over # workouts: ${firstE1rm} on ${firstDay}, ${lastE1rm} on ${lastDay}, best ${bestE1rm}, ${prs}.`,
        })
      : plural(points.length, {
          one: `Estimated one-rep max over # workout: ${firstE1rm} on ${firstDay}, ${lastE1rm} on ${lastDay}, best ${bestE1rm}.`,
          other: `Estimated one-rep max over # workouts: ${firstE1rm} on ${firstDay}, ${lastE1rm} on ${lastDay}, best ${bestE1rm}.`,
        })
  const [firstTop, lastTop, heaviestTop] = [
    weight(first.topWeight),
    weight(last.topWeight),
    weight(best.weight ?? 0),
  ]
  const [lastVolume, bestVolume] = [volume(last.volume), volume(best.volume ?? 0)]
  return (
    <>
      <section aria-label={t`Bests`} className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <StatCard
          heading="h2"
          title={t`Best e1RM`}
          value={formatE1rm(inUnit(best.e1rm ?? 0))}
          subtitle={t`${unit}, estimated`}
          icon={<TrophyIcon />}
        />
        <StatCard
          heading="h2"
          title={t`Heaviest Set`}
          value={formatWeight(inUnit(best.weight ?? 0))}
          subtitle={heaviest ? `${unit} × ${heaviest.topReps}` : unit}
          icon={<WeightIcon />}
        />
        <StatCard
          heading="h2"
          className="col-span-2 md:col-span-1"
          title={t`Best Volume`}
          value={formatVolume(inUnit(best.volume ?? 0))}
          subtitle={t`${unit} in one workout`}
          icon={<FlameIcon />}
        />
      </section>

      <ChartCard title={t`Estimated 1RM`} summary={e1rmSummary}>
        <UplotChart
          times={series.times}
          values={series.e1rm}
          marks={marks.e1rm}
          kind="line"
          label={t`Estimated 1RM`}
          xRange={axis}
          format={formatE1rm}
          unit={unit}
        />
      </ChartCard>
      <ChartCard
        title={t`Top Set`}
        summary={t`Heaviest working set per workout: ${firstTop} on ${firstDay}, ${lastTop} on ${lastDay}, heaviest ${heaviestTop}.`}
      >
        <UplotChart
          times={series.times}
          values={series.topWeight}
          marks={marks.topWeight}
          kind="line"
          label={t`Top set`}
          xRange={axis}
          format={formatWeight}
          unit={unit}
        />
      </ChartCard>
      <ChartCard
        title={t`Volume per Workout`}
        summary={t`Volume per workout: ${lastVolume} in the latest, best ${bestVolume}.`}
      >
        <UplotChart
          times={series.times}
          values={series.volume}
          kind="bars"
          label={t`Volume`}
          xRange={axis}
          format={formatVolume}
          unit={unit}
        />
      </ChartCard>

      <details className="rounded-xl border bg-card p-4 [&_summary]:cursor-pointer">
        <summary className="font-medium">
          <Trans>Every workout as a table</Trans>
        </summary>
        {/* Scrolls sideways on a narrow phone: reachable by keyboard. */}
        <div
          className="mt-3 overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring"
          tabIndex={0}
          role="region"
          aria-label={t`${name} per workout`}
        >
          <table className="w-full text-sm tabular-nums">
            <caption className="sr-only">
              <Trans>{name} per workout</Trans>
            </caption>
            <thead className="text-muted-foreground">
              <tr className="[&>th]:py-2 [&>th]:pr-3 [&>th]:align-bottom [&>th]:font-medium">
                <th scope="col" className="text-left">
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans>e1RM ({unit})</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans>Top set ({unit} × reps)</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans>Volume ({unit})</Trans>
                </th>
                <th scope="col" className="text-right">
                  <Trans>Sets</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {points.toReversed().map((point) => (
                <tr
                  key={point.workoutId}
                  className="[&>td]:py-2 [&>td]:pr-3 [&>td]:text-right [&>td]:whitespace-nowrap"
                >
                  <td className="text-left!">{shortDate(point.date)}</td>
                  <td>{formatE1rm(inUnit(point.e1rm))}</td>
                  <td>
                    {formatWeight(inUnit(point.topWeight))} × {point.topReps}
                  </td>
                  <td>{formatVolume(inUnit(point.volume))}</td>
                  <td>{point.sets}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  )
}
