import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type {
  CreateWorkoutBody,
  DraftWorkout,
  Stats,
  UpdateWorkoutBody,
  Workout,
  WorkoutWithSets,
} from '#shared/contract/workouts.ts'
import type {
  CreateWorkoutSetBody,
  UpdateWorkoutSetBody,
  WorkoutSet,
} from '#shared/contract/workout-sets.ts'
import { api } from '#client/lib/api-client.ts'
import type { OutboxWrite } from '#client/lib/outbox.ts'

export const HISTORY_PAGE_SIZE = 20

export const workoutQueries = {
  all: () => ['/api/workouts'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: ['/api/workouts', id],
      queryFn: () => api<Workout>(`/api/workouts/${id}`),
    }),
  sets: (id: string) =>
    queryOptions({
      queryKey: ['/api/workouts', id, 'sets'],
      queryFn: () => api<WorkoutSet[]>(`/api/workouts/${id}/sets`),
    }),
  drafts: () =>
    queryOptions({
      queryKey: ['/api/workouts', 'drafts'],
      queryFn: () => api<DraftWorkout[]>('/api/workouts/drafts'),
    }),
  /**
   * History, page by page (decisions.md §4: limit + before, newest first). With `before`, the
   * first page starts there instead of now (the history filter's end date); its key sits under
   * the plain one, so the plain key still reaches every history query.
   */
  withSets: (before?: string) =>
    infiniteQueryOptions({
      queryKey: before
        ? (['/api/workouts-with-sets', { before }] as const)
        : (['/api/workouts-with-sets'] as const),
      initialPageParam: before,
      queryFn: ({ pageParam }) =>
        api<WorkoutWithSets[]>(
          `/api/workouts-with-sets?limit=${HISTORY_PAGE_SIZE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`,
        ),
      getNextPageParam: (lastPage) =>
        lastPage.length < HISTORY_PAGE_SIZE
          ? undefined
          : (lastPage.at(-1)?.completedAt ?? undefined),
    }),
}

export const statsQueries = {
  current: () =>
    queryOptions({
      queryKey: ['/api/stats'],
      queryFn: () =>
        api<Stats>(
          `/api/stats?tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
        ),
    }),
}

export const createWorkout = (body: CreateWorkoutBody) =>
  api<Workout>('/api/workouts', { method: 'POST', body })
export const updateWorkout = (id: string, body: UpdateWorkoutBody) =>
  api<Workout>(`/api/workouts/${id}`, { method: 'PATCH', body })
export const completeWorkout = (id: string) =>
  api<Workout>(`/api/workouts/${id}/complete`, { method: 'POST' })
export const deleteWorkout = (id: string) => api<void>(`/api/workouts/${id}`, { method: 'DELETE' })

export const createSet = (body: CreateWorkoutSetBody) =>
  api<WorkoutSet>('/api/workout-sets', { method: 'POST', body })
export const updateSet = (id: string, body: UpdateWorkoutSetBody) =>
  api<WorkoutSet>(`/api/workout-sets/${id}`, { method: 'PATCH', body })

/** One write of the outbox (decisions.md §8), as the API takes it. */
export async function sendWrite(write: OutboxWrite): Promise<void> {
  switch (write.kind) {
    case 'createWorkout':
      await createWorkout({ id: write.id, ...write.body })
      return
    case 'deleteWorkout':
      await deleteWorkout(write.id)
      return
    case 'createSet':
      await createSet(write.body)
      return
    case 'updateSet':
      await updateSet(write.id, write.body)
      return
    case 'deleteSet':
      await api<void>(`/api/workout-sets/${write.id}`, { method: 'DELETE' })
  }
}
