import { queryOptions } from '@tanstack/react-query'
import type { CreateShareBody, Share } from '#shared/contract/shares.ts'
import { api } from '#client/lib/api-client.ts'

export const shareQueries = {
  all: () => ['/api/shares'] as const,
  incoming: () =>
    queryOptions({
      queryKey: ['/api/shares', 'incoming'],
      queryFn: () => api<Share[]>('/api/shares/incoming'),
    }),
  outgoing: () =>
    queryOptions({
      queryKey: ['/api/shares', 'outgoing'],
      queryFn: () => api<Share[]>('/api/shares/outgoing'),
    }),
  pendingCount: () =>
    queryOptions({
      queryKey: ['/api/shares', 'pending-count'],
      queryFn: () => api<{ count: number }>('/api/shares/pending-count'),
    }),
}

export const createShare = (body: CreateShareBody) =>
  api<Share>('/api/shares', { method: 'POST', body })
export const acceptShare = (id: string) =>
  api<Share>(`/api/shares/${id}/accept`, { method: 'POST' })
export const rejectShare = (id: string) =>
  api<Share>(`/api/shares/${id}/reject`, { method: 'POST' })
