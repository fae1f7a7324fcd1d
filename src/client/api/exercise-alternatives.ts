import { queryOptions } from '@tanstack/react-query'
import type { Alternative } from '#shared/contract/exercise-alternatives.ts'
import { nameKey } from '#shared/domain/names.ts'
import { api } from '#client/lib/api-client.ts'

/** docs/product/exercises.md: what can take an exercise's place when its rack is taken. */
export const alternativeQueries = {
  of: (exerciseName: string) =>
    queryOptions({
      queryKey: ['/api/exercise-alternatives', nameKey(exerciseName)],
      queryFn: () =>
        api<Alternative[]>(`/api/exercise-alternatives/${encodeURIComponent(exerciseName)}`),
    }),
}
