import { useEffect } from 'react'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'
import { LazyToaster } from '#client/components/lazy-toaster.tsx'
import { handleUnauthorized } from '#client/lib/unauthorized.ts'

/**
 * A page loaded after this browser's session ended (docs/product/states.md, errors.md): the
 * 'Unauthorized' toast, then /api/login after 500 ms. Its own chunk: the landing page never
 * loads it.
 */
export default function SessionExpired() {
  useEffect(() => handleUnauthorized(), [])
  return (
    <>
      <FullPageSpinner />
      <LazyToaster />
    </>
  )
}
