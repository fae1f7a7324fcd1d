import { t } from '@lingui/core/macro'
import { i18n } from '@lingui/core'
import { Trans } from '@lingui/react/macro'
import { muscleLabel } from '#client/components/muscle-labels.ts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChevronLeftIcon, ChevronRightIcon, DumbbellIcon, RotateCwIcon } from 'lucide-react'
import { useState } from 'react'
import type { MuscleVolume } from '#shared/contract/muscles.ts'
import { addCalendarDays, localCalendarDay } from '#shared/domain/body-weight.ts'
import { formatDayRange } from '#shared/domain/format.ts'
import { MUSCLE_WINDOW_DAYS, muscleWindowStart, type Muscle } from '#shared/domain/muscles.ts'
import { muscleQueries } from '#client/api/muscles.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { BackTitle } from '#client/components/back-title.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { cn } from '#client/lib/cn.ts'
import { AssignMusclesDialog } from './assign-muscles-dialog.tsx'
import { BodyFigure } from './body-map.tsx'
import { formatSets, SHADE_CLASSES, SHADE_LEGEND, shadeOf } from './muscle-map-model.ts'

/** docs/product/body-weight-and-muscles.md: hard sets per muscle over 7 days, on a front and back body map (issue 33). */
export default function MusclesScreen() {
  return (
    <div className="min-h-dvh">
      <AppHeader
        title={
          <BackTitle
            backHref="/records"
            backLabel={t`Back to records`}
            title={t`Muscles this week`}
            subtitle={t`Hard sets per muscle`}
          />
        }
      />
      <main className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6">
        <WeekOfMuscles />
      </main>
    </div>
  )
}

function WeekOfMuscles() {
  const today = localCalendarDay(new Date())
  // The week is the 7 days that end on `to`: this week ends today.
  const [to, setTo] = useState(today)
  const volume = useQuery({ ...muscleQueries.volume(to), placeholderData: keepPreviousData })
  const from = muscleWindowStart(to)
  const range = formatDayRange(from, to)
  return (
    <>
      <nav aria-label={t`Week`} className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Previous week`}
          onClick={() => setTo(addCalendarDays(to, -MUSCLE_WINDOW_DAYS))}
        >
          <ChevronLeftIcon />
        </Button>
        <p className="text-center text-sm font-medium" aria-live="polite">
          {to === today ? <Trans>Last 7 days: {range}</Trans> : range}
        </p>
        <Button
          variant="outline"
          size="icon"
          aria-label={t`Next week`}
          disabled={to >= today}
          onClick={() => {
            const next = addCalendarDays(to, MUSCLE_WINDOW_DAYS)
            setTo(next > today ? today : next)
          }}
        >
          <ChevronRightIcon />
        </Button>
      </nav>
      {volume.isPending ? (
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]" aria-hidden="true">
          <Skeleton className="h-[420px] rounded-xl" />
          <Skeleton className="h-[420px] rounded-xl" />
          <span className="sr-only" role="status">
            <Trans>Loading your sets per muscle</Trans>
          </span>
        </div>
      ) : volume.isError ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center" role="alert">
          <p className="font-medium">
            <Trans>Your sets per muscle could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void volume.refetch()}>
            <RotateCwIcon />
            <Trans>Try again</Trans>
          </Button>
        </Card>
      ) : (
        <WeekFigures volume={volume.data} />
      )}
    </>
  )
}

function WeekFigures({ volume }: { volume: MuscleVolume }) {
  const sets = new Map(volume.muscles.map((entry) => [entry.muscle, entry.sets]))
  const shade = (muscle: Muscle) => shadeOf(sets.get(muscle) ?? 0)
  const trained = volume.muscles.filter((entry) => entry.sets > 0)
  return (
    <>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="grid content-start gap-4 p-4 sm:p-5">
          <div className="grid grid-cols-2 gap-2">
            {(['front', 'back'] as const).map((view) => (
              <figure key={view} className="grid justify-items-center gap-1">
                <BodyFigure view={view} shade={shade} className="h-auto w-full max-w-56" />
                <figcaption className="text-sm font-medium text-muted-foreground">
                  {view === 'front' ? <Trans>Front</Trans> : <Trans>Back</Trans>}
                </figcaption>
              </figure>
            ))}
          </div>
          <ul
            aria-label={t`Shading`}
            className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground"
          >
            {SHADE_LEGEND.map(({ shade: level, label }) => (
              <li key={level} className="flex items-center gap-1.5">
                <svg viewBox="0 0 10 10" className="size-3" aria-hidden="true">
                  <rect width={10} height={10} rx={2} className={SHADE_CLASSES[level]} />
                </svg>
                {i18n._(label)}
              </li>
            ))}
          </ul>
          {trained.length === 0 && (
            <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
              <DumbbellIcon className="size-4 shrink-0" aria-hidden="true" />
              <Trans>No hard sets in these 7 days. Finish a workout and its sets show here.</Trans>
            </p>
          )}
        </Card>
        <Card className="p-4 sm:p-5">
          <h2 id="sets-per-muscle" className="mb-2 font-semibold">
            <Trans>Sets per muscle</Trans>
          </h2>
          <ul aria-labelledby="sets-per-muscle" className="grid gap-0.5 text-sm">
            {volume.muscles.map(({ muscle, sets: count }) => (
              <li key={muscle} className="flex items-center gap-2 py-1">
                <svg viewBox="0 0 10 10" className="size-3 shrink-0" aria-hidden="true">
                  <rect width={10} height={10} rx={2} className={SHADE_CLASSES[shadeOf(count)]} />
                </svg>
                <span className={cn('flex-1', count === 0 && 'text-muted-foreground')}>
                  {muscleLabel(muscle)}
                </span>
                <span
                  className={cn(
                    'tabular-nums',
                    count === 0 ? 'text-muted-foreground' : 'font-semibold',
                  )}
                >
                  {formatSets(count)}
                </span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      {volume.unassigned.length > 0 && <Unassigned names={volume.unassigned} />}
      <p className="text-sm text-muted-foreground">
        <Trans>
          Every completed set but warm-ups counts: 1 for each muscle an exercise works most, 0.5 for
          each that helps.
        </Trans>
      </p>
    </>
  )
}

function Unassigned({ names }: { names: string[] }) {
  const [assigning, setAssigning] = useState<string | null>(null)
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <div className="grid gap-1">
        <h2 className="font-semibold">
          <Trans>Not counted yet</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Ironlog does not know which muscles these exercises work. Tell it once and their sets
            count from then on, in every week.
          </Trans>
        </p>
      </div>
      <ul className="divide-y rounded-lg border" aria-label={t`Exercises without muscles`}>
        {names.map((name) => (
          <li key={name} className="flex flex-wrap items-center gap-2 py-1.5 pr-1.5 pl-3">
            <span className="min-w-0 flex-1 font-medium break-words">{name}</span>
            <Button
              variant="outline"
              size="sm"
              aria-label={t`Assign muscles to ${name}`}
              onClick={() => setAssigning(name)}
            >
              <Trans>Assign muscles</Trans>
            </Button>
          </li>
        ))}
      </ul>
      <AssignMusclesDialog
        exerciseName={assigning}
        onOpenChange={(open) => !open && setAssigning(null)}
      />
    </Card>
  )
}
