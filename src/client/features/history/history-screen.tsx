import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeftIcon, DumbbellIcon, RotateCwIcon, SearchXIcon } from 'lucide-react'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { Link, useSearchParams } from 'wouter'
import type { WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { useDistanceUnit, useWeightUnit } from '#client/api/auth.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { workoutQueries } from '#client/api/workouts.ts'
import { AppHeader } from '#client/components/app-header.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { isUnauthorizedError } from '#client/lib/api-client.ts'
import { useFirstRender } from '#client/lib/first-screen.ts'
import { toast } from '#client/lib/toast-store.ts'
import { ActiveFilters, FilterButton } from './history-filter.tsx'
import { HistoryListEnd } from './history-list-end.tsx'
import {
  dayOptions,
  filterQuery,
  formatWorkoutDate,
  isFilterActive,
  NO_FILTER,
  readFilterParams,
  resolveDay,
  writeFilterParams,
  type HistoryFilter,
} from './history-model.ts'
import { useDeleteWorkout, useEditWorkout } from './use-history-mutations.ts'
import { WorkoutCard } from './workout-card.tsx'

// Issue 18: the dialog's form (selects, switches, inputs) is not part of the list's first paint;
// its code loads with the workout's sets when Edit is tapped.
const loadEditDialog = () => import('./edit-workout-dialog.tsx')
const EditWorkoutDialog = lazy(() =>
  loadEditDialog().then((module) => ({ default: module.EditWorkoutDialog })),
)

export default function HistoryScreen() {
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
              <Trans>Workout History</Trans>
            </h1>
          </>
        }
      />
      <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
        <History />
      </main>
    </div>
  )
}

function History() {
  const [params, setParams] = useSearchParams()
  const query = readFilterParams(params)
  const days = useQuery(dayQueries.list(true))
  const unit = useWeightUnit()
  const distanceUnit = useDistanceUnit()
  const { timeZone } = useFirstRender()
  const options = useMemo(() => dayOptions(days.data ?? []), [days.data])
  const filter: HistoryFilter = useMemo(
    () => ({ day: resolveDay(query.day, options), from: query.from, to: query.to }),
    [query.day, query.from, query.to, options],
  )
  // docs/product/nothing-lost.md: the server filters; a page is what matches, never a page to sift.
  const history = useInfiniteQuery({
    ...workoutQueries.summaries(filterQuery(filter)),
    // While a new filter's first page loads, the last answer stays on screen.
    placeholderData: keepPreviousData,
  })
  const [editing, setEditing] = useState<WorkoutWithSets | null>(null)
  const [deleting, setDeleting] = useState<WorkoutSummary | null>(null)
  const editWorkout = useEditWorkout()
  const deleteWorkout = useDeleteWorkout()
  const openEditor = useOpenEditor(setEditing)

  const shown = useMemo(() => {
    // Pages follow (completedAt, id): a workout repeats only if history changed in between.
    const seen = new Set<string>()
    return (history.data?.pages ?? []).flat().filter((w) => !seen.has(w.id) && seen.add(w.id))
  }, [history.data])
  const setFilter = useCallback(
    (next: HistoryFilter) => setParams(writeFilterParams(next), { replace: true }),
    [setParams],
  )
  const { fetchNextPage } = history
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage])

  if (history.isPending) return <HistorySkeleton />
  if (history.isError && !history.data) {
    return (
      <Card role="alert" className="mx-auto mt-6 max-w-md p-6 text-center">
        <p className="font-semibold">
          <Trans>Couldn’t load your workout history.</Trans>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>Check your connection and try again.</Trans>
        </p>
        <Button className="mt-4" variant="outline" onClick={() => void history.refetch()}>
          <RotateCwIcon aria-hidden="true" />
          <Trans>Retry</Trans>
        </Button>
      </Card>
    )
  }
  const filtering = isFilterActive(filter)
  if (!filtering && shown.length === 0 && !history.hasNextPage) return <EmptyHistory />

  // A new filter's first page is on its way; the last answer shows meanwhile.
  const starting = history.isPlaceholderData
  const canLoadMore = history.hasNextPage && !starting
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {filtering
            ? canLoadMore || starting
              ? plural(shown.length, {
                  one: '# matching workout so far',
                  other: '# matching workouts so far',
                })
              : plural(shown.length, { one: '# matching workout', other: '# matching workouts' })
            : t`Newest first`}
        </p>
        <FilterButton filter={filter} options={options} onChange={setFilter} />
      </div>
      <div className="mb-4 empty:hidden">
        <ActiveFilters filter={filter} onChange={setFilter} />
      </div>
      {shown.length > 0 ? (
        <ul className="grid gap-3" aria-label={t`Workouts`}>
          {shown.map((workout) => (
            <li key={workout.id}>
              <WorkoutCard
                workout={workout}
                unit={unit}
                distanceUnit={distanceUnit}
                editPending={openEditor.pendingId === workout.id}
                onEdit={openEditor.open}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      ) : (
        !canLoadMore &&
        !starting && (
          <div className="flex flex-col items-center gap-3 py-12 text-center">
            <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">
              <Trans>No workouts match this filter.</Trans>
            </p>
            <Button variant="outline" onClick={() => setFilter(NO_FILTER)}>
              <Trans>Clear filters</Trans>
            </Button>
          </div>
        )
      )}
      <HistoryListEnd
        canLoadMore={canLoadMore}
        loading={history.isFetchingNextPage || starting}
        failed={history.isFetchNextPageError}
        loadedCount={shown.length}
        loadMore={loadMore}
      />
      {editing && (
        <Suspense fallback={null}>
          <EditWorkoutDialog
            key={editing.id}
            workout={editing}
            onOpenChange={(open) => !open && setEditing(null)}
            onSave={(edit) => editWorkout.mutate(edit)}
          />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete Workout`}
        description={deleting && deleteText(deleting, timeZone)}
        confirmLabel={t`Delete`}
        pending={deleteWorkout.isPending}
        onConfirm={() =>
          deleting && deleteWorkout.mutate(deleting, { onSuccess: () => setDeleting(null) })
        }
      />
    </>
  )
}

/** The delete dialog's sentence: the workout's day and date. */
function deleteText(workout: WorkoutSummary, timeZone: string | undefined) {
  const day = workout.workoutDayName
  const date = formatWorkoutDate(workout, timeZone)
  return t`This permanently deletes your ${day} workout from ${date} and all its sets.`
}

/**
 * Edit Workout takes the workout with its sets (issue 18: a history page carries summaries), so
 * a card's Edit reads them first (from the cache when the card was opened), with the dialog's
 * code, and the dialog opens with them; meanwhile the card's Edit button spins.
 */
function useOpenEditor(setEditing: (workout: WorkoutWithSets) => void) {
  const queryClient = useQueryClient()
  const [pendingId, setPendingId] = useState<string | null>(null)
  const open = useCallback(
    async (workout: WorkoutSummary) => {
      if (pendingId) return
      setPendingId(workout.id)
      try {
        const [sets] = await Promise.all([
          queryClient.fetchQuery(workoutQueries.sets(workout.id)),
          loadEditDialog(),
        ])
        const exercises = workout.exercises.map(({ name, isPR }) => ({ name, isPR }))
        setEditing({ ...workout, exercises, sets })
      } catch (error) {
        // A lapsed session already shows 'Unauthorized' on its way to sign-in (docs/product/states.md).
        if (!isUnauthorizedError(error)) {
          toast({ title: t`Failed to load workout`, variant: 'destructive' })
        }
      } finally {
        setPendingId(null)
      }
    },
    [pendingId, queryClient, setEditing],
  )
  return { pendingId, open: (workout: WorkoutSummary) => void open(workout) }
}

function EmptyHistory() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <div className="mb-5 flex size-16 items-center justify-center rounded-2xl bg-muted">
        <DumbbellIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="text-lg font-semibold">
        <Trans>No workout history yet.</Trans>
      </p>
      <p className="mt-1 text-sm text-muted-foreground">
        <Trans>Finished workouts show up here, with their sets, volume and personal records.</Trans>
      </p>
      <Button asChild className="mt-6">
        <Link href="/">
          <Trans>Start Your First Workout</Trans>
        </Link>
      </Button>
    </div>
  )
}

function HistorySkeleton() {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={t`Loading workout history`}
      className="grid gap-3"
    >
      <div className="mb-1 flex justify-between">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-11 w-24" />
      </div>
      {[0, 1, 2, 3].map((index) => (
        <Card key={index} className="flex items-center gap-3 p-4">
          <Skeleton className="size-5 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4 w-48" />
          </div>
          <Skeleton className="size-9" />
          <Skeleton className="size-9" />
        </Card>
      ))}
    </div>
  )
}
