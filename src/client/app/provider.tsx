import { QueryClientProvider } from '@tanstack/react-query'
import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import { useState, type ReactNode } from 'react'
import { Toaster } from '#client/components/ui/toaster.tsx'
import { createQueryClient } from '#client/lib/query-client.ts'

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {/* Spec §9: tooltip open delay 700 ms, skip delay 300 ms. */}
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <Toaster />
      </TooltipPrimitive.Provider>
    </QueryClientProvider>
  )
}
