import { queryOptions } from '@tanstack/react-query'
import type { ExerciseNote } from '#shared/contract/exercise-notes.ts'
import { api } from '#client/lib/api-client.ts'

const path = (exerciseName: string) => `/api/exercise-notes/${encodeURIComponent(exerciseName)}`

/** docs/product/exercises.md: the lifter's pinned notes, one per exercise name. */
export const exerciseNoteQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/exercise-notes'],
      queryFn: () => api<ExerciseNote[]>('/api/exercise-notes'),
    }),
}

export const putExerciseNote = (exerciseName: string, note: string) =>
  api<ExerciseNote>(path(exerciseName), { method: 'PUT', body: { note } })
export const deleteExerciseNote = (exerciseName: string) =>
  api<void>(path(exerciseName), { method: 'DELETE' })
