/** The wait every caller until the next paint shares (issue 18: one frame request a tap). */
let waiting: Promise<void> | null = null

/**
 * Resolves once the next frame has been painted: work that changes nothing on screen (a write
 * into the outbox, say) waits there rather than delaying the frame that shows a tap (issue 12).
 * A page that paints no frames (no DOM at all) resolves on a timer instead, and a page being
 * hidden or left resolves at once: a phone locked right after a tap may freeze the page before
 * its next frame or timer, and the write must be in the outbox by then (docs/product/nothing-lost.md).
 * Callers before that frame share one wait.
 */
export function afterPaint(): Promise<void> {
  if (waiting) return waiting
  // A page hidden already resolves the wait while it is being made: then it is not shared.
  let settled = false
  const wait = new Promise<void>((resolve) => {
    const hasDocument = typeof document !== 'undefined'
    const done = () => {
      // The frame, the fallback timer and the page going may each come: the first one counts.
      if (settled) return
      clearTimeout(fallback)
      if (hasDocument) {
        document.removeEventListener('visibilitychange', onHide)
        window.removeEventListener('pagehide', done)
      }
      settled = true
      // Only this wait can be shared until it resolves: a new one is made once it has.
      waiting = null
      resolve()
    }
    const onHide = () => {
      if (document.visibilityState === 'hidden') done()
    }
    const fallback = setTimeout(done, 100)
    if (hasDocument) {
      if (document.visibilityState === 'hidden') return done()
      document.addEventListener('visibilitychange', onHide)
      window.addEventListener('pagehide', done)
    }
    if (typeof requestAnimationFrame !== 'function') return
    requestAnimationFrame(() => setTimeout(done, 0))
  })
  if (!settled) waiting = wait
  return wait
}
