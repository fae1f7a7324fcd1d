import { useSyncExternalStore } from 'react'

/**
 * Issue 16: whether the screens show data saved earlier rather than the server's answer of now.
 * The service worker marks an answer it gives from its cache (header `x-ironlog-saved`, see
 * vite.config.ts); the query cache restored from this device counts too, until the server
 * answers again.
 */
export const SAVED_ANSWER_HEADER = 'x-ironlog-saved'

export type Connectivity = { online: boolean; saved: boolean }

let state: Connectivity = {
  online: typeof navigator === 'undefined' || navigator.onLine !== false,
  saved: false,
}
const listeners = new Set<() => void>()

function update(next: Partial<Connectivity>) {
  if (Object.entries(next).every(([key, value]) => state[key as keyof Connectivity] === value)) {
    return
  }
  state = { ...state, ...next }
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => update({ online: true }))
  window.addEventListener('offline', () => update({ online: false }))
}

/** An answer from the server now (fresh) or from the service worker's cache (saved). */
export function noteAnswer(response: Response) {
  update(response.headers.has(SAVED_ANSWER_HEADER) ? { saved: true } : { saved: false })
}

/** The screens show data restored from this device (the persisted query cache). */
export function noteSavedData() {
  update({ saved: true })
}

export function getConnectivity(): Connectivity {
  return state
}

export function subscribeConnectivity(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// What a server-rendered page shows, and a hydrating page first (issue 18): it was online.
const ONLINE: Connectivity = { online: true, saved: false }
const onlineNow = () => ONLINE

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, onlineNow)
}
