import { t } from '@lingui/core/macro'
import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { DEFAULT_EXERCISE_TYPE } from '#shared/domain/exercise-types.ts'
import { summarizeExercises, summaryVolume } from '#shared/domain/workout-summary.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { deleteWorkout, statsQueries, updateWorkout, workoutQueries } from '#client/api/workouts.ts'
import { ApiError, isUnauthorizedError } from '#client/lib/api-client.ts'
import { failureText } from '#client/lib/failure-text.ts'
import { toast } from '#client/lib/toast-store.ts'
import { nameKey } from '#shared/domain/names.ts'
import type { SetPatch } from './history-model.ts'

type HistoryData = InfiniteData<WorkoutSummary[], unknown>

// Every cached history query (a filtered start point adds its own key below this prefix).
const historyKey = () => workoutQueries.summaries().queryKey

function mapHistory(
  queryClient: QueryClient,
  map: (workout: WorkoutSummary) => WorkoutSummary | null,
) {
  queryClient.setQueriesData<HistoryData>({ queryKey: historyKey() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) =>
            page.flatMap((workout) => {
              const next = map(workout)
              return next ? [next] : []
            }),
          ),
        }
      : data,
  )
}

/**
 * After an edit or a delete the server's answers can differ from what is on screen in more
 * than the one card: a changed set can make or unmake PRs of later workouts (docs/product/history-and-prs.md),
 * a new date moves the workout in the order, and stats and a day's lastWorkout follow. So the
 * loaded history pages are fetched again once, in the background, and the rest is marked stale.
 */
function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: historyKey() }),
    queryClient.invalidateQueries({ queryKey: statsQueries.current().queryKey }),
    queryClient.invalidateQueries({ queryKey: workoutQueries.all() }),
    queryClient.invalidateQueries({ queryKey: dayQueries.all() }),
  ])
}

/** docs/product/errors.md's toast for a refused edit: a set the server refused, else the workout. */
function failureTitle(error: unknown): string {
  const message = error instanceof ApiError ? (error.serverMessage ?? '') : ''
  return message.startsWith('sets.') ? t`Failed to update set` : t`Failed to update workout`
}

export type WorkoutEdit = {
  workout: WorkoutWithSets
  times: { startedAt: string; completedAt: string } | null
  sets: { id: string; patch: SetPatch }[]
}

/** The workout's sets with the edit's changes. */
function editedSets(edit: WorkoutEdit): WorkoutSet[] {
  const patches = new Map(edit.sets.map(({ id, patch }) => [id, patch]))
  return edit.workout.sets.map((set) => {
    const patch = patches.get(set.id)
    return patch ? { ...set, ...patch, isWarmup: patch.kind === 'warmup' } : set
  })
}

/**
 * The card's summary after the edit, reduced from its edited sets as the server reduces them.
 * Shown at once; the server's own figures (its PR flags too) replace it when the pages are
 * fetched again.
 */
function applyEdit(workout: WorkoutSummary, edit: WorkoutEdit, sets: WorkoutSet[]): WorkoutSummary {
  const known = new Map(workout.exercises.map((exercise) => [nameKey(exercise.name), exercise]))
  // Each exercise as the server counted it: its PR flag, type and body weight.
  const facts = (key: string) => {
    const exercise = known.get(key)
    return {
      isPR: exercise?.isPR ?? false,
      type: exercise?.type ?? DEFAULT_EXERCISE_TYPE,
      bodyWeight: exercise?.bodyWeight ?? null,
    }
  }
  return {
    ...workout,
    ...edit.times,
    totalVolume: summaryVolume(sets, facts),
    exercises: summarizeExercises(sets, facts),
  }
}

/** docs/product/states.md: history edits are optimistic, rolled back when the server refuses. */
export function useEditWorkout() {
  const queryClient = useQueryClient()
  return useMutation({
    // docs/product/nothing-lost.md: the times and every set in one request, applied all or not at all.
    mutationFn: async (edit: WorkoutEdit) => {
      if (!edit.times && edit.sets.length === 0) return
      await updateWorkout(edit.workout.id, {
        ...edit.times,
        sets: edit.sets.map(({ id, patch }) => ({ id, ...patch })),
      })
    },
    onMutate: async (edit) => {
      const setsKey = workoutQueries.sets(edit.workout.id).queryKey
      await Promise.all([
        queryClient.cancelQueries({ queryKey: historyKey() }),
        queryClient.cancelQueries({ queryKey: setsKey, exact: true }),
      ])
      const snapshot = [
        ...queryClient.getQueriesData<unknown>({ queryKey: historyKey() }),
        ...queryClient.getQueriesData<unknown>({ queryKey: setsKey, exact: true }),
      ]
      const sets = editedSets(edit)
      // The opened card's sets and the collapsed card's summary change together.
      queryClient.setQueryData(setsKey, sets)
      mapHistory(queryClient, (workout) =>
        workout.id === edit.workout.id ? applyEdit(workout, edit, sets) : workout,
      )
      return { snapshot }
    },
    onError: (error, _edit, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data)
      // A lapsed session already shows 'Unauthorized' on its way to sign-in (docs/product/states.md).
      if (isUnauthorizedError(error)) return
      toast({ title: failureTitle(error), variant: 'destructive' })
    },
    onSuccess: () => toast({ title: t`Workout updated successfully` }),
    onSettled: () => void refreshAfterChange(queryClient),
  })
}

export function useDeleteWorkout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (workout: WorkoutSummary) => deleteWorkout(workout.id),
    onSuccess: (_data, workout) => {
      mapHistory(queryClient, (shown) => (shown.id === workout.id ? null : shown))
      toast({ title: t`Workout deleted successfully` })
      void refreshAfterChange(queryClient)
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return
      // docs/product/errors.md: the server's message, or 'Failed to delete workout'.
      toast({
        title: failureText(error, t`Failed to delete workout`),
        variant: 'destructive',
      })
    },
  })
}
