import { useEffect } from 'react'

/**
 * Keeps the screen awake while the session is open, where the Screen Wake Lock API exists. The
 * browser drops the lock when the page is hidden; it is asked for again on return.
 */
export function useWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let active = true
    const request = () => {
      if (document.visibilityState !== 'visible') return
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (active) lock = sentinel
          else void sentinel.release()
        })
        .catch(() => {
          // Refused (battery saver, no permission): the screen may sleep as usual.
        })
    }
    request()
    document.addEventListener('visibilitychange', request)
    return () => {
      active = false
      document.removeEventListener('visibilitychange', request)
      void lock?.release().catch(() => undefined)
    }
  }, [])
}
