import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ReactElement } from 'react'

/**
 * Names an icon-only control on hover and keyboard focus. The delays (700 ms to open, 300 ms to
 * skip between tooltips, spec §9) come from the provider in app/provider.tsx. `children` must
 * take a ref and pass props through to its element, as Button does.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-xs font-medium text-background shadow-md"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
