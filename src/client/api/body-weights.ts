import { queryOptions } from '@tanstack/react-query'
import type { BodyWeight } from '#shared/contract/body-weights.ts'
import { api } from '#client/lib/api-client.ts'

export const bodyWeightQueries = {
  all: () => ['/api/body-weights'] as const,
  /** Every weight since `from` ('yyyy-MM-dd', a local day), or all of them. */
  list: (from: string | null) =>
    queryOptions({
      queryKey: ['/api/body-weights', from],
      queryFn: () => api<BodyWeight[]>(`/api/body-weights${from ? `?from=${from}` : ''}`),
    }),
}

/** `weight` in pounds as a decimal string, for a local calendar day. */
export const putBodyWeight = (date: string, weight: string) =>
  api<BodyWeight>(`/api/body-weights/${date}`, { method: 'PUT', body: { weight } })
export const deleteBodyWeight = (date: string) =>
  api<void>(`/api/body-weights/${date}`, { method: 'DELETE' })
