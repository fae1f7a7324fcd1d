import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ChartLineIcon, FlameIcon, RotateCwIcon, TrophyIcon, WeightIcon } from 'lucide-react'
import { Link } from 'wouter'
import { nameKey } from '#shared/domain/names.ts'
import {
  formatCalendarDate,
  formatE1rm,
  formatVolume,
  formatWeight,
} from '#shared/domain/format.ts'
import { fromStoredPounds } from '#shared/domain/units.ts'
import type { ProgressPoint } from '#shared/contract/progress.ts'
import { hasLoad } from '#shared/domain/exercise-types.ts'
import { formatDistance, formatDuration } from '#shared/domain/measures.ts'
import { useDistanceUnit, useWeightUnit } from '#client/api/auth.ts'
import { useExerciseTypes } from '#client/api/exercise-types.ts'
import { progressPath, progressQueries } from '#client/api/progress.ts'
import { StatCard } from '#client/components/stat-card.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { useExerciseName } from '#client/lib/exercise-names.ts'

/** How many of the latest sessions the page lists. */
const LAST_SESSIONS = 5

/**
 * docs/product/exercises.md: the exercise's records and its last sessions. Both reads stay the
 * same size however long the history (issue 46): the records screen's kept bests (one probe per
 * figure, shared with that screen) and the newest few points of the exercise.
 */
export function ExerciseHistory({ exerciseName }: { exerciseName: string }) {
  const { t } = useLingui()
  const records = useQuery(progressQueries.records())
  const progress = useQuery(progressQueries.latest(exerciseName, LAST_SESSIONS))
  const shownName = useExerciseName()(exerciseName)
  const unit = useWeightUnit()
  const distanceUnit = useDistanceUnit()
  const type = useExerciseTypes()(exerciseName)
  if (records.isPending || progress.isPending) {
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-[118px] rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
        <span className="sr-only" role="status">
          <Trans>Loading records</Trans>
        </span>
      </div>
    )
  }
  if (records.isError || progress.isError) {
    return (
      <Card className="flex flex-col items-center gap-3 p-6 text-center" role="alert">
        <p className="font-medium">
          <Trans>Records could not be loaded.</Trans>
        </p>
        <Button
          variant="outline"
          onClick={() => void Promise.all([records.refetch(), progress.refetch()])}
        >
          <RotateCwIcon />
          <Trans>Try again</Trans>
        </Button>
      </Card>
    )
  }
  const { points } = progress.data
  if (points.length === 0) {
    return (
      <section aria-labelledby="records-heading" className="grid gap-3">
        <RecordsHeading exerciseName={exerciseName} />
        <Card className="p-4 text-sm text-muted-foreground">
          <Trans>
            No completed sets of {shownName} yet. Its records and last sessions show here once you
            log it.
          </Trans>
        </Card>
      </section>
    )
  }
  const key = nameKey(exerciseName)
  const record = records.data.find((each) => nameKey(each.exerciseName) === key)
  const inUnit = (pounds: number) => fromStoredPounds(pounds, unit)
  const latest = points.toReversed()
  // docs/product/exercise-types.md: a time, a distance or reps alone has no load to show.
  const line = (point: ProgressPoint) =>
    hasLoad(type)
      ? `${formatWeight(inUnit(point.topWeight))} ${unit} × ${point.topReps}`
      : type === 'duration'
        ? formatDuration(point.duration ?? 0)
        : type === 'reps_only'
          ? plural(point.topReps, { one: '# rep', other: '# reps' })
          : formatDistance(point.distance ?? 0, distanceUnit)
  // Without a load, the record of its type: the longest hold, the most reps, the longest
  // distance in one set.
  const best =
    type === 'duration'
      ? record?.longest && formatDuration(record.longest.duration)
      : type === 'reps_only'
        ? record?.mostReps && plural(record.mostReps.reps, { one: '# rep', other: '# reps' })
        : record?.farthest && formatDistance(record.farthest.distance, distanceUnit)
  return (
    <>
      <section aria-labelledby="records-heading" className="grid gap-3">
        <RecordsHeading exerciseName={exerciseName} />
        {hasLoad(type) ? (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
            <StatCard
              title={t`Best e1RM`}
              value={formatE1rm(inUnit(record?.e1rm?.value ?? 0))}
              subtitle={t`${unit}, estimated`}
              icon={<TrophyIcon />}
            />
            <StatCard
              title={t`Heaviest Set`}
              value={formatWeight(inUnit(record?.heaviest?.weight ?? 0))}
              subtitle={record?.heaviest ? `${unit} × ${record.heaviest.reps}` : unit}
              icon={<WeightIcon />}
            />
            <StatCard
              className="col-span-2 md:col-span-1"
              title={t`Best Volume`}
              value={formatVolume(inUnit(record?.volume?.value ?? 0))}
              subtitle={t`${unit} in one workout`}
              icon={<FlameIcon />}
            />
          </div>
        ) : (
          best && (
            <Card className="p-4">
              <Trans>
                Best <span className="font-semibold tabular-nums">{best}</span>
              </Trans>
            </Card>
          )
        )}
      </section>
      <section aria-labelledby="sessions-heading" className="grid gap-3">
        <h2 id="sessions-heading" className="text-lg font-semibold">
          <Trans>Last sessions</Trans>
        </h2>
        <Card className="p-0">
          <ol className="divide-y text-sm tabular-nums">
            {latest.map((point) => (
              <li
                key={point.workoutId}
                className="flex flex-wrap items-baseline gap-x-3 px-4 py-2.5"
              >
                <span className="w-28 shrink-0 text-muted-foreground">
                  {formatCalendarDate(new Date(point.date))}
                </span>
                <span className="font-medium">{line(point)}</span>
                <span className="ml-auto text-muted-foreground">
                  {plural(point.sets, { one: '# set', other: '# sets' })}
                </span>
              </li>
            ))}
          </ol>
        </Card>
      </section>
    </>
  )
}

/** The section's heading, and the way to the exercise's charts beside it. */
function RecordsHeading({ exerciseName }: { exerciseName: string }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <h2 id="records-heading" className="text-lg font-semibold">
        <Trans>Records</Trans>
      </h2>
      <Button asChild variant="outline" size="sm" className="h-9">
        <Link href={progressPath(exerciseName)}>
          <ChartLineIcon />
          <Trans>Progress charts</Trans>
        </Link>
      </Button>
    </div>
  )
}
