import { queryOptions } from '@tanstack/react-query'
import type {
  CreateWorkoutDayBody,
  UpdateWorkoutDayBody,
  WorkoutDay,
} from '#shared/contract/workout-days.ts'
import type { LastSet } from '#shared/contract/workout-sets.ts'
import { api } from '#client/lib/api-client.ts'

// Keys start with the API path (spec §7), so ['/api/workout-days'] invalidates every day query.
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
