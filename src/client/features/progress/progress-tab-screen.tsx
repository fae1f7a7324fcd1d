import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import {
  ActivityIcon,
  ArrowLeftIcon,
  ChevronRightIcon,
  RotateCwIcon,
  ScaleIcon,
  TrophyIcon,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import type { ExerciseRecord } from '#shared/contract/progress.ts'
import {
  formatCalendarDate,
  formatE1rm,
  formatVolume,
  formatWeight,
} from '#shared/domain/format.ts'
import { hasLoad } from '#shared/domain/exercise-types.ts'
import type { Units } from '#shared/domain/set-lines.ts'
import { setLineText } from '#client/components/set-line.ts'
import { fromStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { cn } from '#client/lib/cn.ts'
import { useDistanceUnit, useWeightUnit } from '#client/api/auth.ts'
import { progressQueries } from '#client/api/progress.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { ExerciseLink } from '#client/components/exercise-link.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'

/**
 * The Progress section's first screen (issue 32): the body's progress, and every exercise the
 * lifter has trained with its bests, most recently trained first (issue 14).
 */
export default function ProgressTabScreen() {
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <>
            <Button asChild variant="ghost" size="icon">
              <Link href="/" aria-label={t`Back to home`}>
                <ArrowLeftIcon />
              </Link>
            </Button>
            <h1 className="truncate text-lg font-bold">
              <Trans>Progress</Trans>
            </h1>
          </>
        }
      />
      <main className="mx-auto grid max-w-5xl gap-6 px-4 py-6 sm:px-6">
        <nav aria-label={t`Body`} className="grid grid-cols-2 gap-3">
          <BodyLink href="/body-weight" icon={<ScaleIcon />} title={t`Body weight`} />
          <BodyLink href="/muscles" icon={<ActivityIcon />} title={t`Muscles this week`} />
        </nav>
        <Records />
      </main>
    </div>
  )
}

function Records() {
  const records = useQuery(progressQueries.records())
  const unit = useWeightUnit()
  if (records.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-[104px] rounded-xl" />
        ))}
        <span className="sr-only" role="status">
          <Trans>Loading records</Trans>
        </span>
      </div>
    )
  }
  if (records.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
        <p className="font-medium">
          <Trans>Your records could not be loaded.</Trans>
        </p>
        <Button variant="outline" onClick={() => void records.refetch()}>
          <RotateCwIcon />
          <Trans>Try again</Trans>
        </Button>
      </Card>
    )
  }
  if (records.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 p-10 text-center">
        <TrophyIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">
          <Trans>No records yet</Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Complete a workout and every exercise you trained shows here with its bests.
          </Trans>
        </p>
        <Button asChild>
          <Link href="/">
            <Trans>Start a Workout</Trans>
          </Link>
        </Button>
      </Card>
    )
  }
  return (
    <section aria-labelledby="records-heading" className="grid gap-2">
      <h2 id="records-heading" className="font-semibold">
        <Trans>Records</Trans>
      </h2>
      <RecordsTable records={records.data} unit={unit} />
    </section>
  )
}

/** Issue 33: the progress of the body beside the lifts'. */
function BodyLink({ href, icon, title }: { href: string; icon: ReactNode; title: string }) {
  return (
    <Link
      href={href}
      className="group flex min-h-14 items-center gap-3 rounded-xl border bg-card px-4 py-3 shadow-sm transition-colors hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5 [&_svg]:shrink-0"
    >
      <span className="text-primary" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 flex-1 font-semibold">{title}</span>
      <ChevronRightIcon
        className="text-muted-foreground group-hover:text-foreground max-sm:hidden"
        aria-hidden="true"
      />
    </Link>
  )
}

/**
 * Issue 32: one row per exercise, the units in the headers, the figures alone in their cells
 * (never split over lines) and in the app's one format; the whole row opens the exercise's page
 * (docs/product/exercises.md), which leads on to its charts.
 */
function RecordsTable({ records, unit }: { records: ExerciseRecord[]; unit: WeightUnit }) {
  const distanceUnit = useDistanceUnit()
  const inUnit = (pounds: number | string) => fromStoredPounds(Number(pounds), unit)
  // The figures' columns as narrow as their figures; the name takes the rest, and wraps.
  const th = 'w-px px-2 py-2 text-right align-bottom font-medium whitespace-nowrap'
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <table className="w-full text-sm tabular-nums">
        <caption className="sr-only">
          <Trans>Your records, most recently trained first</Trans>
        </caption>
        <thead className="border-b text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-2 pr-2 pl-4 text-left align-bottom font-medium">
              <Trans>Exercise</Trans>
            </th>
            <th scope="col" className={th}>
              <Trans>e1RM</Trans> <span className="block font-normal">{unit}</span>
            </th>
            <th scope="col" className={th}>
              <Trans>
                Heaviest <span className="block font-normal">{unit} × reps</span>
              </Trans>
            </th>
            <th scope="col" className={cn(th, 'pr-4')}>
              <Trans>Volume</Trans> <span className="block font-normal">{unit}</span>
            </th>
            <th scope="col" className={cn(th, 'hidden pr-4 md:table-cell')}>
              <Trans>Last trained</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {records.map((record) => (
            <tr
              key={record.exerciseName}
              className="relative hover:bg-accent/50 [&>td]:px-2 [&>td]:py-2.5 [&>td]:text-right [&>td]:whitespace-nowrap"
            >
              <td className="pl-4! text-left! break-words whitespace-normal!">
                <ExerciseLink
                  name={record.exerciseName}
                  className="block font-semibold no-underline! after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring"
                />
                <span className="block text-xs text-muted-foreground md:hidden">
                  {formatCalendarDate(new Date(record.lastTrainedAt))}
                </span>
              </td>
              {hasLoad(record.type) ? (
                <>
                  <td className="font-semibold">
                    {record.e1rm ? formatE1rm(inUnit(record.e1rm.value)) : '—'}
                  </td>
                  <td>
                    {record.heaviest
                      ? `${formatWeight(inUnit(record.heaviest.weight))} × ${record.heaviest.reps}`
                      : '—'}
                  </td>
                  <td className="pr-4!">
                    {record.volume ? formatVolume(inUnit(record.volume.value)) : '—'}
                  </td>
                </>
              ) : (
                // docs/product/exercise-types.md: the longest time, or the longest distance.
                <td colSpan={3} className="pr-4! font-semibold">
                  {typedRecord(record, { unit, distanceUnit })}
                </td>
              )}
              <td className="hidden pr-4! text-muted-foreground md:table-cell">
                {formatCalendarDate(new Date(record.lastTrainedAt))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * docs/product/exercise-types.md: the record of a type without a load, as history writes a set:
 * "Longest 1:30", "Farthest 5.00 km in 25:00", "Most reps 20".
 */
function typedRecord(record: ExerciseRecord, units: Units) {
  if (record.farthest) {
    const { distance, duration } = record.farthest
    const line = setLineText('distance_duration', { weight: 0, reps: 0, duration, distance }, units)
    return <Trans>Farthest {line}</Trans>
  }
  if (record.longest) {
    const { duration, weight } = record.longest
    const line = setLineText('duration', { weight, reps: 0, duration, distance: null }, units)
    return <Trans>Longest {line}</Trans>
  }
  if (record.mostReps) {
    const reps = record.mostReps.reps
    return <Trans>Most reps {reps}</Trans>
  }
  return '—'
}
