import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BodyWeight } from '#shared/contract/body-weights.ts'
import { bodyWeightOn } from '#shared/domain/body-weight.ts'
import { api } from '#client/lib/api-client.ts'

export const bodyWeightQueries = {
  all: () => ['/api/body-weights'] as const,
  /** Every weight since `from` ('yyyy-MM-dd', a local day), or all of them. */
  list: (from: string | null) =>
    queryOptions({
      queryKey: ['/api/body-weights', from],
      queryFn: () => api<BodyWeight[]>(`/api/body-weights${from ? `?from=${from}` : ''}`),
    }),
  /** The newest `last` weights, whatever the history. */
  latest: (last: number) =>
    queryOptions({
      queryKey: ['/api/body-weights', { last }],
      queryFn: () => api<BodyWeight[]>(`/api/body-weights?last=${last}`),
    }),
}

/** `weight` in pounds as a decimal string, for a local calendar day. */
export const putBodyWeight = (date: string, weight: string) =>
  api<BodyWeight>(`/api/body-weights/${date}`, { method: 'PUT', body: { weight } })
export const deleteBodyWeight = (date: string) =>
  api<void>(`/api/body-weights/${date}`, { method: 'DELETE' })

/**
 * docs/product/exercise-types.md: the body weight (pounds) a workout started today counts, read
 * only when `wanted` (a bodyweight exercise is on screen): null without one, undefined while
 * it is not known.
 */
export function useBodyWeightToday(wanted: boolean): string | null | undefined {
  // The newest two answer it as all of them would: a weight is dated at most tomorrow (UTC), so
  // at most one is after today, and the latest on or before today is the other.
  const weights = useQuery({ ...bodyWeightQueries.latest(2), enabled: wanted })
  if (!weights.data) return undefined
  return bodyWeightOn(weights.data, new Date().toISOString().slice(0, 10))?.weight ?? null
}
