import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { authQueries } from '../api/auth.ts'
import { isUnauthorizedError } from './api-client.ts'
import { handleUnauthorized } from './unauthorized.ts'

export function createQueryClient() {
  const onError = (error: Error) => {
    // docs/product/settled-details.md: only a 401 while the app believes it is signed in sends the user to sign in.
    if (isUnauthorizedError(error) && queryClient.getQueryData(authQueries.user().queryKey)) {
      handleUnauthorized()
    }
  }
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    // docs/product/calls.md: no retries, no refetch on focus or interval, never stale on its own.
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        // Issue 16: offline, a read still goes out once; the service worker may answer it.
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  })
  return queryClient
}
