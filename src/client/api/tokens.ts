import { queryOptions } from '@tanstack/react-query'
import type { ApiToken, CreatedToken, CreateTokenBody } from '#shared/contract/tokens.ts'
import { api } from '#client/lib/api-client.ts'

/** docs/product/tokens-and-restore.md: the lifter's personal access tokens (Settings → API tokens). */
export const tokenQueries = {
  list: () =>
    queryOptions({
      queryKey: ['/api/tokens'],
      queryFn: () => api<ApiToken[]>('/api/tokens'),
      staleTime: 0,
    }),
}

export const createToken = (body: CreateTokenBody) =>
  api<CreatedToken>('/api/tokens', { method: 'POST', body })

export const revokeToken = (id: string) => api<void>(`/api/tokens/${id}`, { method: 'DELETE' })
