import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCwIcon, ScaleIcon, Trash2Icon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import type { BodyWeight } from '#shared/contract/body-weights.ts'
import { movingAverage } from '#shared/domain/body-weight.ts'
import { formatCalendarDay, formatWeight } from '#shared/domain/format.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { useWeightUnit } from '#client/api/auth.ts'
import { bodyWeightQueries, deleteBodyWeight } from '#client/api/body-weights.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BackTitle } from '#client/components/back-title.tsx'
import { BodyWeightForm } from '#client/components/body-weight-form.tsx'
import { StatCard } from '#client/components/stat-card.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { failureToast } from '#client/lib/failure-toast.ts'
import { defaultRange, rangeAxis, rangeStart, type RangeKey } from './progress-model.ts'
import { RangeSwitch } from './range-switch.tsx'
import { UplotChart } from './uplot-chart.tsx'

/** docs/product/body-weight-and-muscles.md: the lifter's body weight over time, with its 7-day average (issue 33). */
export default function BodyWeightScreen() {
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <BackTitle
            backHref="/records"
            backLabel={t`Back to records`}
            title={t`Body Weight`}
            subtitle={t`Progress`}
          />
        }
      />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
        <Card className="p-4 sm:p-5">
          <BodyWeightForm withDate label={t`Body weight`} />
        </Card>
        <BodyWeightHistory />
      </main>
    </div>
  )
}

function BodyWeightHistory() {
  // Until the lifter picks one, the period that shows the weigh-ins best, as progress opens.
  const [chosen, setRange] = useState<RangeKey | null>(null)
  const unit = useWeightUnit()
  // Every weigh-in, once (a day's at most): a period is a view of them.
  const all = useQuery(bodyWeightQueries.list(null))
  const today = useMemo(() => new Date(), [])
  const range = chosen ?? defaultRange(all.data?.[0]?.date, today)
  const weights = useMemo(() => {
    const start = rangeStart(range, today)
    return all.data && start ? all.data.filter((entry) => entry.date >= start) : all.data
  }, [all.data, range, today])
  return (
    <>
      <RangeSwitch value={range} onChange={setRange} />
      {all.isPending ? (
        <div className="grid gap-4" aria-hidden="true">
          <Skeleton className="h-[118px] rounded-xl" />
          <Skeleton className="h-[280px] rounded-xl" />
          <span className="sr-only" role="status">
            <Trans>Loading your body weight</Trans>
          </span>
        </div>
      ) : !weights ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
          <p className="font-medium">
            <Trans>Your body weight could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void all.refetch()}>
            <RotateCwIcon />
            <Trans>Try again</Trans>
          </Button>
        </Card>
      ) : weights.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <ScaleIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold">
            {range === 'all' ? (
              <Trans>No body weight logged yet</Trans>
            ) : (
              <Trans>No body weight in this period</Trans>
            )}
          </p>
          <p className="text-sm text-muted-foreground">
            <Trans>Log one above; with a few days of them, the trend shows here.</Trans>
          </p>
        </Card>
      ) : (
        <BodyWeightFigures entries={weights} unit={unit} range={range} />
      )}
    </>
  )
}

function BodyWeightFigures({
  entries,
  unit,
  range,
}: {
  entries: BodyWeight[]
  unit: WeightUnit
  range: RangeKey
}) {
  const series = useMemo(() => {
    const inUnit = entries.map((entry) => ({
      date: entry.date,
      weight: fromStoredPounds(Number(entry.weight), unit),
    }))
    return {
      // Each day at its local start, where the axis puts its date.
      times: inUnit.map((entry) => new Date(`${entry.date}T00:00:00`).getTime() / 1000),
      values: inUnit.map((entry) => entry.weight),
      trend: movingAverage(inUnit).map((value) => Math.round(value * 100) / 100),
    }
  }, [entries, unit])
  // The axis is the period chosen (issue 32), stable as the chart is drawn anew when it changes.
  const axis = useMemo(() => rangeAxis(range, new Date(), series.times[0]), [range, series])
  const first = entries[0]!
  const last = entries.at(-1)!
  const shown = (value: number) => `${formatWeight(value)} ${unit}`
  const change = series.values.at(-1)! - series.values[0]!
  const average = series.trend.at(-1)!
  const [lastDay, firstDay] = [formatCalendarDay(last.date), formatCalendarDay(first.date)]
  const [firstWeight, lastWeight] = [shown(series.values[0]!), shown(series.values.at(-1)!)]
  const averageWeight = shown(Math.round(average * 10) / 10)
  return (
    <>
      <section aria-label={t`Figures`} className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <StatCard
          heading="h2"
          title={t`Latest`}
          value={formatWeight(series.values.at(-1)!)}
          subtitle={`${unit}, ${lastDay}`}
          icon={<ScaleIcon />}
        />
        <StatCard
          heading="h2"
          title={t`7-Day Average`}
          value={formatWeight(Math.round(average * 10) / 10)}
          subtitle={unit}
          icon={<ScaleIcon />}
        />
        <StatCard
          heading="h2"
          className="col-span-2 md:col-span-1"
          title={t`Change`}
          value={`${change > 0 ? '+' : change < 0 ? '−' : ''}${formatWeight(Math.abs(Math.round(change * 10) / 10))}`}
          subtitle={t`${unit} since ${firstDay}`}
          icon={change < 0 ? <TrendingDownIcon /> : <TrendingUpIcon />}
        />
      </section>
      <Card className="grid min-w-0 gap-2 p-4 sm:p-5">
        <figure className="grid min-w-0 gap-2">
          <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 className="font-semibold">
              <Trans>Trend</Trans>
            </h2>
            <span className="flex gap-4 text-xs text-muted-foreground" aria-hidden="true">
              <span className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-full bg-primary" />
                <Trans>Weigh-ins</Trans>
              </span>
              <span className="flex items-center gap-1.5">
                <span className="h-0.5 w-4 rounded bg-foreground" />
                <Trans>7-day average</Trans>
              </span>
            </span>
            <p className="sr-only">
              {plural(entries.length, {
                one: `Body weight over # day: ${firstWeight} on ${firstDay}, ${lastWeight} on ${lastDay}, 7-day average ${averageWeight}.`,
                other: `Body weight over # days: ${firstWeight} on ${firstDay}, ${lastWeight} on ${lastDay}, 7-day average ${averageWeight}.`,
              })}
            </p>
          </figcaption>
          <UplotChart
            times={series.times}
            values={series.values}
            trend={series.trend}
            kind="line"
            label={t`Body weight`}
            xRange={axis}
            format={formatWeight}
            unit={unit}
            tight
          />
        </figure>
      </Card>
      <EntryList entries={entries} unit={unit} />
    </>
  )
}

function EntryList({ entries, unit }: { entries: BodyWeight[]; unit: WeightUnit }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: deleteBodyWeight,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bodyWeightQueries.all() }),
    onError: (error) => failureToast(error, t`The body weight could not be deleted`),
  })
  return (
    <section aria-labelledby="weigh-ins-heading" className="grid gap-2">
      <h2 id="weigh-ins-heading" className="font-semibold">
        <Trans>Weigh-ins</Trans>
      </h2>
      <ul className="divide-y rounded-xl border bg-card">
        {entries.toReversed().map((entry) => {
          const day = formatCalendarDay(entry.date)
          return (
            <li key={entry.date} className="flex items-center gap-3 py-1 pr-1 pl-4">
              <span className="flex-1 text-sm">{day}</span>
              <span className="font-semibold tabular-nums">
                {formatWeight(fromStoredPounds(Number(entry.weight), unit))} {unit}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Delete the body weight of ${day}`}
                disabled={remove.isPending && remove.variables === entry.date}
                onClick={() => remove.mutate(entry.date)}
              >
                <Trash2Icon />
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
