import { useSyncExternalStore } from 'react'

/**
 * Issue 16: the service worker (built by vite-plugin-pwa, see vite.config.ts and decision 011)
 * makes the signed-in app open offline. Registered after the first paint, and only once a
 * lifter is signed in: the landing page never waits for it nor downloads the app for it.
 * A new version waits until the lifter reloads through the prompt: never under them mid-set.
 */
let waiting: ServiceWorker | null = null
let registered = false
const listeners = new Set<() => void>()

function setWaiting(worker: ServiceWorker) {
  waiting = worker
  for (const listener of listeners) listener()
}

/**
 * Registers the service worker once the page has painted and the browser is idle.
 * `onFirstControl`: the first version took this page over (it claims it when installed), so
 * the reads made before it did can be made again through it, to be kept for offline.
 */
export function registerServiceWorker(onFirstControl: () => void) {
  if (registered || !('serviceWorker' in navigator)) return
  registered = true
  const register = async () => {
    if (!navigator.serviceWorker.controller) {
      navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true })
    }
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' })
    // A worker installed while another controls the page is a new version, ready to take over.
    const track = (worker: ServiceWorker | null) => {
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker)
      })
    }
    if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting)
    track(registration.installing)
    registration.addEventListener('updatefound', () => track(registration.installing))
    // An app left open for days still hears of a new version when it is shown again.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration.update().catch(() => {})
    })
  }
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void register().catch(() => {}), { timeout: 5000 })
      : setTimeout(() => void register().catch(() => {}), 1000)
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}

/** A new version is installed and waits for the lifter's reload. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => waiting !== null,
    () => false,
  )
}

/** The lifter chose to reload: the waiting version takes over, then the page reloads once. */
export function applyUpdate() {
  if (!waiting) return
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  })
  waiting.postMessage({ type: 'SKIP_WAITING' })
}
