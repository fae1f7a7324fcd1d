import { queryOptions } from '@tanstack/react-query'
import type {
  ExerciseMuscles,
  MuscleVolume,
  PutExerciseMusclesBody,
} from '#shared/contract/muscles.ts'
import { api } from '#client/lib/api-client.ts'
import { browserTimeZone } from '#client/lib/time-zone.ts'

export const muscleQueries = {
  /** Sets per muscle over the 7 local days that end on `to` ('yyyy-MM-dd'). */
  volume: (to: string) =>
    queryOptions({
      queryKey: ['/api/muscle-volume', to],
      queryFn: () =>
        api<MuscleVolume>(
          `/api/muscle-volume?${new URLSearchParams({ to, tz: browserTimeZone() })}`,
        ),
    }),
  exercises: () =>
    queryOptions({
      queryKey: ['/api/exercise-muscles'],
      queryFn: () => api<ExerciseMuscles[]>('/api/exercise-muscles'),
    }),
}

export const putExerciseMuscles = (exerciseName: string, body: PutExerciseMusclesBody) =>
  api<ExerciseMuscles>(`/api/exercise-muscles/${encodeURIComponent(exerciseName)}`, {
    method: 'PUT',
    body,
  })
export const deleteExerciseMuscles = (exerciseName: string) =>
  api<void>(`/api/exercise-muscles/${encodeURIComponent(exerciseName)}`, { method: 'DELETE' })
