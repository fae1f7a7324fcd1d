import { ApiError, isUnauthorizedError } from './api-client.ts'
import { toast } from './toast-store.ts'

/**
 * docs/product/errors.md: a failure toast showing the server's message, else `fallback`. A 401 is left to the
 * global handler, whose 'Unauthorized' toast this would otherwise replace (one toast at a time).
 */
export function failureToast(error: Error, fallback: string) {
  if (isUnauthorizedError(error)) return
  toast({
    title: 'Error',
    description: (error instanceof ApiError && error.serverMessage) || fallback,
    variant: 'destructive',
  })
}
