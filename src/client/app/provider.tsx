import { QueryClientProvider } from '@tanstack/react-query'
import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { User } from '#shared/contract/auth.ts'
import { authQueries } from '#client/api/auth.ts'
import { createQueryClient } from '#client/lib/query-client.ts'
import { useCurrentToast } from '#client/lib/toast-store.ts'
import { prefetchScreenData } from './prefetch.ts'

const Toaster = lazy(() =>
  import('#client/components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })),
)

/**
 * The toaster (radix Toast, ~6 KB gzipped) loads with the first toast, not with every first
 * screen (issue 7); once there it stays.
 */
function ToasterOnDemand() {
  const current = useCurrentToast()
  const [needed, setNeeded] = useState(false)
  if (current && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

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
        <ToasterOnDemand />
      </TooltipPrimitive.Provider>
    </QueryClientProvider>
  )
}
