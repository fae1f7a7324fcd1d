import { t } from '@lingui/core/macro'
import { isUnauthorizedError } from './api-client.ts'
import { failureText } from './failure-text.ts'
import { toast } from './toast-store.ts'

/**
 * docs/product/errors.md: a failure toast showing the server's message, else `fallback`. A 401 is left to the
 * global handler, whose 'Unauthorized' toast this would otherwise replace (one toast at a time).
 */
export function failureToast(error: Error, fallback: string) {
  if (isUnauthorizedError(error)) return
  toast({
    title: t`Error`,
    description: failureText(error, fallback),
    variant: 'destructive',
  })
}
