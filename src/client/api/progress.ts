import { queryOptions } from '@tanstack/react-query'
import type { ExerciseRecord, Progress } from '#shared/contract/progress.ts'
import { api } from '#client/lib/api-client.ts'
import { browserTimeZone } from '#client/lib/time-zone.ts'
import { nameKey } from '#shared/domain/names.ts'

export const progressQueries = {
  /** Every exercise's points, however asked. */
  all: () => ['/api/progress'] as const,
  /** One exercise's points since `from` ('yyyy-MM-dd', a local day), or all of them. */
  exercise: (exerciseName: string, from: string | null) =>
    queryOptions({
      queryKey: ['/api/progress', nameKey(exerciseName), from],
      queryFn: () => {
        const params = new URLSearchParams({ tz: browserTimeZone(), ...(from && { from }) })
        return api<Progress>(`/api/progress/${encodeURIComponent(exerciseName)}?${params}`)
      },
    }),
  /**
   * The newest `last` points of one exercise (its last sessions): a read whose cost is the
   * points answered, not the history kept.
   */
  latest: (exerciseName: string, last: number) =>
    queryOptions({
      queryKey: ['/api/progress', nameKey(exerciseName), { last }],
      queryFn: () => {
        const params = new URLSearchParams({ tz: browserTimeZone(), last: String(last) })
        return api<Progress>(`/api/progress/${encodeURIComponent(exerciseName)}?${params}`)
      },
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
