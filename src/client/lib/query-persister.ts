import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import { openDB } from 'idb'
import { keptReads, restoreKeptReads, type KeptRead } from './conditional-reads.ts'
import { noteSavedData } from './connectivity.ts'
import { lifterNames, SAVED_DATA_MAX_AGE_MS } from './lifter-device.ts'

/**
 * Issue 16: the query cache kept on this device (IndexedDB, one database per lifter), so the
 * screens open with the data they last had even where the service worker has no answer saved:
 * home, the days with their last-time numbers, the first page of history. See decision 011.
 * TanStack Query's own dehydrate/hydrate do the work; @tanstack/react-query-persist-client is
 * not used because it pins an older query-core, which would be bundled twice.
 */
const KEY = 'state'
const SAVE_AFTER_MS = 1000

/** `reads`: the answers kept with their ETags (issue 35), so the reopened app asks with them. */
type Saved = { savedAt: number; state: DehydratedState; reads?: KeptRead[] }

// Named and removed at sign-out by lib/lifter-device.ts.
const open = (userId: string) =>
  openDB(lifterNames.queries(userId), 1, {
    upgrade: (db) => void db.createObjectStore('cache'),
    // Another page removes it (its lifter signed out there): let go.
    blocking: (_current, _next, event) => (event.target as IDBDatabase).close(),
  })

/** What is kept: answers the server gave, of one page of history at most. */
function snapshot(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status === 'success',
  })
  return {
    ...state,
    queries: state.queries.map((query) => {
      const data = query.state.data as { pages?: unknown[]; pageParams?: unknown[] } | undefined
      if (!data?.pages || data.pages.length <= 1) return query
      const firstPage = { pages: data.pages.slice(0, 1), pageParams: data.pageParams?.slice(0, 1) }
      return { ...query, state: { ...query.state, data: firstPage } }
    }),
  }
}

/**
 * Restores the kept queries (never over newer answers), marked stale so a screen that shows
 * them asks the server again; then keeps the cache as it changes. Answers a stop function.
 */
export function persistQueries(queryClient: QueryClient, userId: string): () => void {
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | null = null
  const db = open(userId)
  const save = () => {
    timer = null
    const saved: Saved = {
      savedAt: Date.now(),
      state: snapshot(queryClient),
      reads: keptReads(),
    }
    void db.then((database) => database.put('cache', saved, KEY)).catch(() => {})
  }
  const restored = db
    .then((database) => database.get('cache', KEY) as Promise<Saved | undefined>)
    .then((saved) => {
      if (stopped || !saved || Date.now() - saved.savedAt > SAVED_DATA_MAX_AGE_MS) return
      hydrate(queryClient, saved.state)
      restoreKeptReads(saved.reads ?? [])
      const hashes = new Set(saved.state.queries.map((query) => query.queryHash))
      void queryClient.invalidateQueries({
        predicate: (query) => hashes.has(query.queryHash) && !query.isActive(),
        refetchType: 'none',
      })
      if (!navigator.onLine) noteSavedData()
    })
    .catch(() => {})
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    // Saved only after the restore, so an empty cache never overwrites the kept one.
    void restored.then(() => {
      if (!stopped && timer === null) timer = setTimeout(save, SAVE_AFTER_MS)
    })
  })
  // A page left or hidden within SAVE_AFTER_MS of an answer (a reload, the app switched away
  // from) keeps it too: what waits to be saved is saved now.
  const saveNow = () => {
    if (timer === null) return
    clearTimeout(timer)
    save()
  }
  const onHidden = () => {
    if (document.visibilityState === 'hidden') saveNow()
  }
  document.addEventListener('visibilitychange', onHidden)
  window.addEventListener('pagehide', saveNow)
  return () => {
    stopped = true
    unsubscribe()
    document.removeEventListener('visibilitychange', onHidden)
    window.removeEventListener('pagehide', saveNow)
    if (timer !== null) clearTimeout(timer)
    // Let go of the database: signing out removes it (lib/lifter-device.ts).
    void db.then((database) => database.close()).catch(() => {})
  }
}
