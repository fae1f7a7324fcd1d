import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  BookOpenIcon,
  ChevronRightIcon,
  ListChecksIcon,
  PencilIcon,
  PlusIcon,
  Share2Icon,
  Trash2Icon,
} from 'lucide-react'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { ShareDaysDialog } from '#client/components/share-days-dialog.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { WorkoutDayCard } from '#client/components/workout-day-card.tsx'
import { failureToast, type useDayMutations } from './use-day-mutations.ts'

type Mutations = ReturnType<typeof useDayMutations>

/**
 * docs/product/screens.md 'Workout Days': active or archived days as cards, with Share, Add Day and per-day
 * edit, archive/unarchive, delete and 'Edit Exercises'.
 */
export function WorkoutDaysSection({
  mutations,
  onCreate,
  onEditDetails,
  onEditExercises,
}: {
  mutations: Mutations
  onCreate: () => void
  onEditDetails: (day: WorkoutDay) => void
  onEditExercises: (day: WorkoutDay) => void
}) {
  const [showArchived, setShowArchived] = useState(false)
  const [sharing, setSharing] = useState(false)
  const active = useQuery(dayQueries.list(false))
  const all = useQuery({ ...dayQueries.list(true), enabled: showArchived })
  const shown = showArchived ? all : active
  const days = showArchived ? all.data?.filter((day) => day.archived) : active.data
  const activeDays = active.data ?? []

  // docs/product/errors.md: a failed read says so once per failure.
  useEffect(() => {
    if (shown.error) failureToast(t`Failed to fetch workout days`)(shown.error)
  }, [shown.error, shown.errorUpdatedAt])

  function confirmDelete(day: WorkoutDay) {
    // docs/product/states.md: deleting asks the browser for confirmation.
    if (window.confirm(t`Delete ${day.name}? Past workouts of this day stay in your history.`)) {
      mutations.remove.mutate(day)
    }
  }

  return (
    <section aria-labelledby="workout-days-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="workout-days-heading" className="text-xl font-bold tracking-tight">
            <Trans>Workout Days</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {showArchived ? (
              <Trans>Archived days are hidden from home. Unarchive one to train it again.</Trans>
            ) : (
              <Trans>Your split: each day is a list of exercises with their sets.</Trans>
            )}
          </p>
          {/* Issue 42: programs named on every display, not an icon alone. */}
          <Link
            href="/programs"
            className="-mb-2 inline-flex min-h-11 w-fit items-center gap-1.5 rounded-md text-sm font-semibold text-foreground underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          >
            <BookOpenIcon className="size-4 text-primary" aria-hidden="true" />
            <Trans>Start a Program</Trans>
            <ChevronRightIcon className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            className="px-3"
            aria-pressed={showArchived}
            onClick={() => setShowArchived((value) => !value)}
          >
            {showArchived ? <Trans>Show Active</Trans> : <Trans>Show Archived</Trans>}
          </Button>
          <Button
            variant="outline"
            className="px-3 max-sm:w-11"
            disabled={activeDays.length === 0}
            onClick={() => setSharing(true)}
          >
            <Share2Icon />
            {/* Icon-only on a phone so the buttons share one row; the name stays 'Share'. */}
            <span className="max-sm:sr-only">
              <Trans>Share</Trans>
            </span>
          </Button>
          <Button className="px-3" onClick={onCreate}>
            <PlusIcon />
            <Trans>Add Day</Trans>
          </Button>
        </div>
      </div>

      {shown.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2" aria-busy="true">
          <span className="sr-only">
            <Trans>Loading workout days…</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : shown.isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
          <p className="text-muted-foreground">
            <Trans>Your workout days could not be loaded.</Trans>
          </p>
          <Button variant="outline" onClick={() => void shown.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : days && days.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {days.map((day) => (
            <li key={day.id} className="flex min-w-0">
              <WorkoutDayCard day={day} headingLevel={3} className="min-w-0 flex-1">
                {day.exercises.length > 0 && (
                  <p className="line-clamp-2 text-sm text-muted-foreground">
                    {day.exercises.map((exercise) => exercise.name).join(' · ')}
                  </p>
                )}
                <div className="mt-auto flex items-center gap-1">
                  {/* A longer language's words wrap rather than push the icons off a phone. */}
                  <Button
                    variant="secondary"
                    className="mr-auto h-auto min-h-11 min-w-0 shrink py-1.5 text-left whitespace-normal"
                    onClick={() => onEditExercises(day)}
                  >
                    <ListChecksIcon />
                    <Trans>Edit Exercises</Trans>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Edit ${day.name}`}
                    onClick={() => onEditDetails(day)}
                  >
                    <PencilIcon />
                  </Button>
                  {day.archived ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Unarchive ${day.name}`}
                      disabled={mutations.unarchive.isPending}
                      onClick={() => mutations.unarchive.mutate(day)}
                    >
                      <ArchiveRestoreIcon />
                    </Button>
                  ) : (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t`Archive ${day.name}`}
                      disabled={mutations.archive.isPending}
                      onClick={() => mutations.archive.mutate(day)}
                    >
                      <ArchiveIcon />
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Delete ${day.name}`}
                    className="hover:text-destructive"
                    disabled={mutations.remove.isPending}
                    onClick={() => confirmDelete(day)}
                  >
                    <Trash2Icon />
                  </Button>
                </div>
              </WorkoutDayCard>
            </li>
          ))}
        </ul>
      ) : showArchived ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-muted-foreground">
          <Trans>No archived workout days.</Trans>
        </p>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed p-8 text-center">
          <div className="grid gap-1">
            <p className="font-medium">
              <Trans>No active workout days yet.</Trans>
            </p>
            <p className="text-sm text-muted-foreground">
              <Trans>Make one day for each session of your split, e.g. Push, Pull and Legs.</Trans>
            </p>
          </div>
          <Button onClick={onCreate}>
            <PlusIcon />
            <Trans>Create Your First Day</Trans>
          </Button>
        </div>
      )}

      <ShareDaysDialog open={sharing} onOpenChange={setSharing} days={activeDays} />
    </section>
  )
}
