import { queryOptions } from '@tanstack/react-query'
import type { ExerciseRecord, Progress } from '#shared/contract/progress.ts'
import { api } from '#client/lib/api-client.ts'

export const progressQueries = {
  /** Every point of one exercise. */
  exercise: (exerciseName: string) =>
    queryOptions({
      queryKey: ['/api/progress', exerciseName.toLowerCase()],
      queryFn: () => api<Progress>(`/api/progress/${encodeURIComponent(exerciseName)}`),
    }),
  records: () =>
    queryOptions({
      queryKey: ['/api/records'],
      queryFn: () => api<ExerciseRecord[]>('/api/records'),
    }),
}

/** Where an exercise's progress screen lives. */
export const progressPath = (exerciseName: string) =>
  `/progress/${encodeURIComponent(exerciseName)}`
