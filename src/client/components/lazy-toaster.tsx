import { useEffect, useState, type ComponentType } from 'react'
import { useCurrentToast } from '#client/lib/toast-store.ts'

// radix's Toast (with its collection, ~7 KB gzipped) is not part of the first screen (issue 18):
// it loads with the first toast, or with the session screen (signed-in-app.tsx), which toasts
// while offline. Loaded by hand rather than with lazy(): a load that fails (offline before the
// service worker saved it) tries again with the next toast instead of throwing.
let loaded: ComponentType | null = null
export const loadToaster = () =>
  import('./ui/toaster.tsx').then((module) => (loaded = module.Toaster))

/** docs/product/constants.md's toasts, the toast store's current one. */
export function LazyToaster() {
  const current = useCurrentToast()
  const [Toaster, setToaster] = useState<ComponentType | null>(() => loaded)
  useEffect(() => {
    if (!current || Toaster) return
    let cancelled = false
    void loadToaster().then(
      (component) => !cancelled && setToaster(() => component),
      () => {},
    )
    return () => {
      cancelled = true
    }
  }, [current, Toaster])
  return Toaster ? <Toaster /> : null
}
