import { t } from '@lingui/core/macro'
import * as ToastPrimitive from '@radix-ui/react-toast'
import { XIcon } from 'lucide-react'
import { dismissToast, useCurrentToast } from '#client/lib/toast-store.ts'
import { cn } from '#client/lib/cn.ts'

export const TOAST_DURATION_MS = 3000

const HOTKEY = '{hotkey}'

export function Toaster() {
  const current = useCurrentToast()
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      label={t`Notification`}
    >
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          open={current.open}
          onOpenChange={(open) => !open && dismissToast(current.id)}
          className={cn(
            'toast group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg transition-transform data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
            current.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-popover text-popover-foreground',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {current.title}
            </ToastPrimitive.Title>
            {current.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {current.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t`Dismiss`}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <XIcon className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport
        // Radix puts the shortcut in place of {hotkey}.
        label={t`Notifications (${HOTKEY})`}
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  )
}
