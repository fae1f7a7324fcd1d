import { queryOptions } from '@tanstack/react-query'
import type {
  AppendExerciseBody,
  CreateWorkoutDayBody,
  ExerciseTemplate,
  UpdateWorkoutDayBody,
  WorkoutDay,
} from '#shared/contract/workout-days.ts'
import type { DayLastSets, DayRecords, LastSet } from '#shared/contract/workout-sets.ts'
import { api, ApiError } from '#client/lib/api-client.ts'

// Keys start with the API path (docs/product/calls.md), so ['/api/workout-days'] invalidates every day query.
export const dayQueries = {
  all: () => ['/api/workout-days'] as const,
  list: (includeArchived = false) =>
    queryOptions({
      queryKey: ['/api/workout-days', { includeArchived }],
      queryFn: () =>
        api<WorkoutDay[]>(`/api/workout-days${includeArchived ? '?includeArchived=true' : ''}`),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: ['/api/workout-days', id],
      queryFn: () => api<WorkoutDay>(`/api/workout-days/${id}`),
    }),
  /** Last time's sets of every exercise of the day: entering a session is one request. */
  lastSetsOfDay: (dayId: string) =>
    queryOptions({
      queryKey: ['/api/workout-days', dayId, 'last-sets'],
      queryFn: () => api<DayLastSets>(`/api/workout-days/${dayId}/last-sets`),
    }),
  /** What a set logged in the day's session is measured against (PR badge, volume). */
  records: (dayId: string) =>
    queryOptions({
      queryKey: ['/api/workout-days', dayId, 'records'],
      queryFn: () => api<DayRecords>(`/api/workout-days/${dayId}/records`),
    }),
  lastSets: (dayId: string, exerciseName: string) =>
    queryOptions({
      queryKey: ['/api/workout-days', dayId, 'last-sets', exerciseName],
      queryFn: () =>
        api<LastSet[]>(`/api/workout-days/${dayId}/last-sets/${encodeURIComponent(exerciseName)}`),
    }),
}

export const exerciseQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/exercises'],
      queryFn: () => api<string[]>('/api/exercises'),
    }),
}

export const createDay = (body: CreateWorkoutDayBody) =>
  api<WorkoutDay>('/api/workout-days', { method: 'POST', body })
export const updateDay = (id: string, body: UpdateWorkoutDayBody) =>
  api<WorkoutDay>(`/api/workout-days/${id}`, { method: 'PATCH', body })
export const deleteDay = (id: string) => api<void>(`/api/workout-days/${id}`, { method: 'DELETE' })
export const archiveDay = (id: string) =>
  api<WorkoutDay>(`/api/workout-days/${id}/archive`, { method: 'PATCH' })
export const unarchiveDay = (id: string) =>
  api<WorkoutDay>(`/api/workout-days/${id}/unarchive`, { method: 'PATCH' })
/** docs/product/nothing-lost.md: one exercise onto the end of the day as the server has it (409 if it has it). */
export const appendExercise = (id: string, body: AppendExerciseBody) =>
  api<WorkoutDay>(`/api/workout-days/${id}/exercises`, { method: 'POST', body })

/**
 * docs/product/nothing-lost.md: a whole-list save of a day's exercises never overwrites a change it did not
 * see. It is based on the copy `day` the screen holds; when the server's is newer (409), the same
 * change is made to the fresh copy and saved again.
 */
export async function saveDayExercises(
  day: WorkoutDay,
  change: (exercises: ExerciseTemplate[]) => ExerciseTemplate[],
): Promise<WorkoutDay> {
  const save = (base: WorkoutDay) =>
    updateDay(base.id, { exercises: change(base.exercises), expectedUpdatedAt: base.updatedAt })
  try {
    return await save(day)
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error
    return save(await api<WorkoutDay>(`/api/workout-days/${day.id}`))
  }
}
