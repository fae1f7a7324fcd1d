import { QueryClientProvider } from '@tanstack/react-query'
import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { useState, type ReactNode } from 'react'
import type { User } from '#shared/contract/auth.ts'
import { authQueries } from '#client/api/auth.ts'
import { Toaster } from '#client/components/ui/toaster.tsx'
import { createQueryClient } from '#client/lib/query-client.ts'
import { prefetchScreenData } from './prefetch.ts'

/** The signed-in app's context: its query cache starts with the user the session check found. */
export function AppProvider({ user, children }: { user: User; children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient()
    client.setQueryData(authQueries.user().queryKey, user)
    prefetchScreenData(client, window.location.pathname)
    return client
  })
  return (
    <QueryClientProvider client={queryClient}>
      {/* Spec §9: tooltip open delay 700 ms, skip delay 300 ms. */}
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        {/* Loaded up front, never on demand: the session screen toasts while offline. */}
        <Toaster />
      </TooltipPrimitive.Provider>
    </QueryClientProvider>
  )
}
