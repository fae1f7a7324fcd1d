import { queryOptions, useQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { ExerciseTypeItem } from '#shared/contract/exercise-types.ts'
import { resolveExerciseType, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { indexCatalog, matchExercise } from '#shared/domain/muscles.ts'
import { nameKey } from '#shared/domain/names.ts'
import { api } from '#client/lib/api-client.ts'
import { useCatalog } from './use-catalog.ts'

const path = (exerciseName: string) => `/api/exercise-types/${encodeURIComponent(exerciseName)}`

/** docs/product/exercise-types.md: the type of each of the lifter's exercise names. */
export const exerciseTypeQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/exercise-types'],
      queryFn: () => api<ExerciseTypeItem[]>('/api/exercise-types'),
    }),
}

export const putExerciseType = (exerciseName: string, type: ExerciseType) =>
  api<ExerciseTypeItem>(path(exerciseName), { method: 'PUT', body: { type } })
export const deleteExerciseType = (exerciseName: string) =>
  api<void>(path(exerciseName), { method: 'DELETE' })

/**
 * docs/product/exercise-types.md: a name's type as the server resolves it — the lifter's list
 * answers every name they have logged; a name new to them is its catalogue entry's, else
 * weight × reps — available offline from the cached list and the catalogue chunk.
 */
export function useExerciseTypes(): (exerciseName: string) => ExerciseType {
  const list = useQuery(exerciseTypeQueries.list()).data
  const catalog = useCatalog()
  const byKey = useMemo(
    () => new Map(list?.map((item) => [nameKey(item.exerciseName), item.type])),
    [list],
  )
  const index = useMemo(() => (catalog ? indexCatalog(catalog) : null), [catalog])
  return useCallback(
    (exerciseName: string) =>
      byKey.get(nameKey(exerciseName)) ??
      resolveExerciseType(null, (index && matchExercise(exerciseName, index)?.type) ?? null, null)
        .type,
    [byKey, index],
  )
}
