/** The service worker's cache of API answers (vite.config.ts), kept for reading offline. */
export const API_CACHE = 'ironlog-api'

/**
 * Signed out (decisions 011): what this device saved of the last lifter's data goes, the app
 * shell stays. Runs on the landing page too, so it is small and needs nothing loaded.
 */
export function forgetSavedData() {
  if (typeof caches !== 'undefined') void caches.delete(API_CACHE).catch(() => {})
  // The persisted query caches (lib/query-persister.ts; named here so the landing page need
  // not load that module).
  void indexedDB
    ?.databases?.()
    .then((databases) => {
      for (const { name } of databases) {
        if (name?.startsWith('ironlog-queries-')) indexedDB.deleteDatabase(name)
      }
    })
    .catch(() => {})
}
