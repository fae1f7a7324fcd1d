import { Trans } from '@lingui/react/macro'
import { LoaderCircleIcon } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'

// Start the next page this far before the end of the list comes into view.
const PREFETCH_MARGIN_PX = 600

/**
 * The end of the history list: loads the next page as the lifter scrolls near it, with a
 * 'Load more' button for when that does not happen (no IntersectionObserver, or keyboard use).
 * While the end stays in view (a tall screen) it keeps loading. Each page is fetched once;
 * pages already shown are never fetched for this.
 */
export function HistoryListEnd({
  canLoadMore,
  loading,
  failed,
  loadedCount,
  loadMore,
}: {
  canLoadMore: boolean
  loading: boolean
  failed: boolean
  loadedCount: number
  loadMore: () => void
}) {
  const sentinel = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(0)

  useEffect(() => {
    const element = sentinel.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setScrolls((count) => count + 1)
      },
      { rootMargin: `0px 0px ${PREFETCH_MARGIN_PX}px 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Measured after each render rather than trusting the last observer entry: after a page lands
  // the end may have moved out of reach, and it may still be in reach without a new entry.
  useEffect(() => {
    const element = sentinel.current
    if (!canLoadMore || loading || failed || !element) return
    if (element.getBoundingClientRect().top < window.innerHeight + PREFETCH_MARGIN_PX) loadMore()
  }, [scrolls, canLoadMore, loading, failed, loadedCount, loadMore])

  return (
    <div ref={sentinel} className="flex min-h-16 flex-col items-center justify-center gap-3 py-4">
      {loading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
          <Trans>Loading older workouts…</Trans>
        </p>
      ) : failed ? (
        <>
          <p role="alert" className="text-sm text-muted-foreground">
            <Trans>Couldn’t load older workouts.</Trans>
          </p>
          <Button variant="outline" onClick={loadMore}>
            <Trans>Try again</Trans>
          </Button>
        </>
      ) : (
        canLoadMore && (
          <Button variant="outline" onClick={loadMore}>
            <Trans>Load more</Trans>
          </Button>
        )
      )}
    </div>
  )
}
