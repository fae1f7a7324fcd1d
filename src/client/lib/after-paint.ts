/**
 * Resolves once the next frame has been painted: work that changes nothing on screen (a write
 * into the outbox, say) waits there rather than delaying the frame that shows a tap (issue 12).
 * A page that paints no frames (hidden, or no DOM at all) resolves on a timer instead.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 100)
    if (typeof requestAnimationFrame !== 'function') return
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback)
        resolve()
      }, 0),
    )
  })
}
