import { t } from '@lingui/core/macro'
import { forgetSavedData, lifterHere } from './lifter-device.ts'
import { toast } from './toast-store.ts'

export const UNAUTHORIZED_REDIRECT_MS = 500

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
  setTimeout(() => {
    window.location.href = '/api/login'
  }, UNAUTHORIZED_REDIRECT_MS)
}
