import { useMutation } from '@tanstack/react-query'
import { useCallback } from 'react'

/**
 * Runs a one-off API write as a mutation, so its failures pass the app's mutation cache:
 * a 401 there shows 'Unauthorized' and signs in again (docs/product/states.md, docs/product/errors.md), like every other write.
 */
export function useApiCall() {
  const { mutateAsync } = useMutation({ mutationFn: (call: () => Promise<unknown>) => call() })
  return useCallback(
    <T>(call: () => Promise<T>): Promise<T> => mutateAsync(call) as Promise<T>,
    [mutateAsync],
  )
}
