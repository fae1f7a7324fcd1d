import { t } from '@lingui/core/macro'
import { loadToaster } from '#client/components/lazy-toaster.tsx'
import { forgetSavedData, lifterHere } from './lifter-device.ts'
import { toast } from './toast-store.ts'

export const UNAUTHORIZED_REDIRECT_MS = 500

/** How long the toast's component may take to arrive before the lifter is sent on regardless. */
const TOASTER_WAIT_MS = 5_000

let redirecting = false

/** docs/product/states.md, docs/product/errors.md: toast, then go to /api/login after 500 ms. Runs once however many calls fail. */
export function handleUnauthorized() {
  if (redirecting) return
  redirecting = true
  // Signed out by the server: nothing of the lifter stays but their unsent writes (docs/product/trust-accounts-and-devices.md).
  void (lifterHere()?.forget() ?? forgetSavedData())
  toast({
    title: t`Unauthorized`,
    description: t`You are logged out. Logging in again...`,
    variant: 'destructive',
  })
  // The 500 ms count from the toast on screen: its component loads with the first toast, and
  // on a slow line it would otherwise arrive after the page has gone, unread.
  const toasterHere = Promise.race([
    loadToaster().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, TOASTER_WAIT_MS)),
  ])
  void toasterHere.then(() =>
    setTimeout(() => {
      window.location.href = '/api/login'
    }, UNAUTHORIZED_REDIRECT_MS),
  )
}
