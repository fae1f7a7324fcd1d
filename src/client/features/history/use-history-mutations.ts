import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { workoutVolume } from '#shared/domain/volume.ts'
import { dayQueries } from '#client/api/workout-days.ts'
import { deleteWorkout, statsQueries, updateWorkout, workoutQueries } from '#client/api/workouts.ts'
import { ApiError, isUnauthorizedError } from '#client/lib/api-client.ts'
import { toast } from '#client/lib/toast-store.ts'
import type { SetPatch } from './history-model.ts'

type HistoryData = InfiniteData<WorkoutWithSets[], string | undefined>

// Every cached history query (a filtered start point adds its own key below this prefix).
const historyKey = () => workoutQueries.withSets().queryKey

function mapHistory(
  queryClient: QueryClient,
  map: (workout: WorkoutWithSets) => WorkoutWithSets | null,
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
 * than the one card: a changed set can make or unmake PRs of later workouts (decisions.md §6),
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

/** Spec §8's toast for a refused edit: a set the server refused, else the workout. */
function failureTitle(error: unknown): string {
  const message = error instanceof ApiError ? (error.serverMessage ?? '') : ''
  return message.startsWith('sets.') ? 'Failed to update set' : 'Failed to update workout'
}

export type WorkoutEdit = {
  workout: WorkoutWithSets
  times: { startedAt: string; completedAt: string } | null
  sets: { id: string; patch: SetPatch }[]
}

function applyEdit(workout: WorkoutWithSets, edit: WorkoutEdit): WorkoutWithSets {
  const patches = new Map(edit.sets.map(({ id, patch }) => [id, patch]))
  const sets = workout.sets.map((set) => {
    const patch = patches.get(set.id)
    return patch ? { ...set, ...patch } : set
  })
  // Shown at once; the server's own figure replaces it when the pages are fetched again.
  return { ...workout, ...edit.times, sets, totalVolume: workoutVolume(sets) }
}

/** Spec §4: history edits are optimistic, rolled back when the server refuses. */
export function useEditWorkout() {
  const queryClient = useQueryClient()
  return useMutation({
    // decisions.md §8: the times and every set in one request, applied all or not at all.
    mutationFn: async (edit: WorkoutEdit) => {
      if (!edit.times && edit.sets.length === 0) return
      await updateWorkout(edit.workout.id, {
        ...edit.times,
        sets: edit.sets.map(({ id, patch }) => ({ id, ...patch })),
      })
    },
    onMutate: async (edit) => {
      await queryClient.cancelQueries({ queryKey: historyKey() })
      const snapshot = queryClient.getQueriesData<HistoryData>({ queryKey: historyKey() })
      mapHistory(queryClient, (workout) =>
        workout.id === edit.workout.id ? applyEdit(workout, edit) : workout,
      )
      return { snapshot }
    },
    onError: (error, _edit, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data)
      // A lapsed session already shows 'Unauthorized' on its way to sign-in (spec §4).
      if (isUnauthorizedError(error)) return
      toast({ title: failureTitle(error), variant: 'destructive' })
    },
    onSuccess: () => toast({ title: 'Workout updated successfully' }),
    onSettled: () => void refreshAfterChange(queryClient),
  })
}

export function useDeleteWorkout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (workout: WorkoutWithSets) => deleteWorkout(workout.id),
    onSuccess: (_data, workout) => {
      mapHistory(queryClient, (shown) => (shown.id === workout.id ? null : shown))
      toast({ title: 'Workout deleted successfully' })
      void refreshAfterChange(queryClient)
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) return
      // Spec §8: the server's message, or 'Failed to delete workout'.
      toast({
        title: (error instanceof ApiError && error.serverMessage) || 'Failed to delete workout',
        variant: 'destructive',
      })
    },
  })
}
