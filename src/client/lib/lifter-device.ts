import { forgetKeptReads } from './conditional-reads.ts'
import type { Outbox } from './outbox.ts'
import { workoutSessionKeyPrefix } from './stored-workout-session.ts'
import { setSignedInHint } from './signed-in-hint.ts'
import { LIFTER_HEADER, SIGNED_OUT_COOKIE } from '#shared/domain/lifter.ts'

/**
 * docs/product/trust-accounts-and-devices.md, docs/decisions/020: "this lifter on this device". Everything the app keeps
 * on a device for a lifter is named here, by the lifter's id, and removed here when they sign
 * out (or the server says they are signed out):
 * - the outbox, IndexedDB `ironlog-outbox-{id}` (and writes a closing page left in localStorage,
 *   `ironlog-outbox-{id}-unqueued-…`): the one thing kept while it holds unsent writes, for the
 *   lifter's next sign-in here; an empty one is removed;
 * - the kept query cache, IndexedDB `ironlog-queries-{id}`, and the answers kept with their ETags
 *   (lib/conditional-reads.ts);
 * - the service worker's saved API answers (Cache `ironlog-api`), claimed by one lifter at a
 *   time: another lifter's app finds them gone;
 * - the live session's keys, `workout-session-{dayId}-{id}-…` (docs/product/entities.md's prefix), and the rest
 *   timer's and the timed sets' timers, `ironlog-rest-{id}-…`.
 * It loads nothing (the landing page uses it too): the signed-in app hands it its outbox.
 */

/** The service worker's cache of API answers (vite.config.ts), kept for reading offline. */
export const API_CACHE = 'ironlog-api'

/** Saved answers and kept queries older than this are not shown: a month-old copy misleads. */
export const SAVED_DATA_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export const lifterNames = {
  outbox: (lifter: string) => `ironlog-outbox-${lifter}`,
  queries: (lifter: string) => `ironlog-queries-${lifter}`,
  session: (dayId: string, lifter: string) => `${workoutSessionKeyPrefix(dayId)}${lifter}-`,
  rest: (dayId: string, lifter: string) => `ironlog-rest-${lifter}-${dayId}`,
  restNotify: (lifter: string) => `ironlog-rest-notify-${lifter}`,
  /** The running timers of a day's timed sets: under the rest's prefix, so they go with it. */
  setTimers: (dayId: string, lifter: string) => `ironlog-rest-${lifter}-${dayId}-set-timers`,
}

const QUERIES_PREFIX = 'ironlog-queries-'
/** Which lifter the saved API answers belong to: an entry of the cache itself. */
const OWNER_ENTRY = '/api/__lifter'

/** The request header that carries a queued write's lifter (see src/server/plugins/auth.ts). */
export const lifterHeader = (lifter: string) => ({ [LIFTER_HEADER]: lifter })

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
/**
 * The session and rest keys of `lifter`, with the unkeyed ones of earlier versions; null (no one
 * is signed in here, whoever was): every such key.
 */
const lifterKeys = (lifter: string | null) =>
  lifter === null
    ? /^(workout-session-|ironlog-rest-)/
    : new RegExp(
        `^workout-session-${UUID}-${lifter}-|^ironlog-rest-(notify-)?${lifter}` +
          `|^workout-session-${UUID}-(exercises|setIds|workoutId|pending)$|^ironlog-rest-(notify|${UUID})$`,
      )

/** Deletes a database, resolving once it is gone (or once others hold it open for long). */
function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name)
      request.onsuccess = request.onerror = () => resolve()
      // Another page still has it open: it closes on the request (see `blocking` where opened).
      request.onblocked = () => setTimeout(resolve, 1000)
    } catch {
      resolve()
    }
  })
}

/**
 * What this device keeps of `lifter` (null: whoever it was) goes: saved answers, kept queries,
 * session and rest keys. The outbox is the caller's (`LifterOnDevice.forget`).
 */
export async function forgetSavedData(lifter: string | null = null): Promise<void> {
  setSignedInHint(false)
  forgetKeptReads()
  try {
    const keys: string[] = []
    const pattern = lifterKeys(lifter)
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key && pattern.test(key)) keys.push(key)
    }
    for (const key of keys) localStorage.removeItem(key)
  } catch {
    // Storage may be unavailable (a sandboxed page): nothing was kept there either.
  }
  const databases: string[] = lifter ? [lifterNames.queries(lifter)] : []
  try {
    // Every lifter's kept queries, where the browser can list them (decisions 011).
    for (const { name } of (await indexedDB.databases?.()) ?? []) {
      if (name?.startsWith(QUERIES_PREFIX) && !databases.includes(name)) databases.push(name)
    }
  } catch {
    // Not listable: the named one still goes.
  }
  await Promise.all([
    typeof caches === 'undefined' ? undefined : caches.delete(API_CACHE).catch(() => false),
    ...databases.map(deleteDatabase),
  ])
}

/**
 * The saved API answers are `lifter`'s from now on: another lifter's go first. Answers saved by
 * a version that marked no owner are kept only when the saved session answer is this lifter's.
 */
export async function claimSavedAnswers(lifter: string): Promise<void> {
  if (typeof caches === 'undefined') return
  try {
    let cache = await caches.open(API_CACHE)
    const owner = await (await cache.match(OWNER_ENTRY))?.text()
    if (owner === lifter) return
    const saved =
      owner === undefined
        ? await (await cache.match('/api/auth/user', { ignoreVary: true }))?.json()
        : undefined
    if ((saved as { id?: unknown } | undefined)?.id !== lifter) {
      await caches.delete(API_CACHE)
      cache = await caches.open(API_CACHE)
    }
    await cache.put(OWNER_ENTRY, new Response(lifter))
  } catch {
    // No cache storage (private mode): nothing is saved to claim.
  }
}

/** `/?signout`: where the service worker sends a navigation to /api/logout it cannot reach. */
const OFFLINE_SIGN_OUT = 'signout'

/** Tells the other tabs of this browser who signed in or out. */
type LifterMessage = { signedIn: string } | { signedOut: string }
const CHANNEL = 'ironlog-lifter'

function tellOtherTabs(message: LifterMessage) {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(CHANNEL)
  channel.postMessage(message)
  channel.close()
}

/**
 * The signed-in app of one lifter on this page (src/client/app/provider.tsx): its outbox and its
 * kept queries, and the way out.
 */
export class LifterOnDevice {
  private stopKeeping: (() => void) | null = null
  private leaving = false

  constructor(
    readonly id: string,
    readonly outbox: Outbox,
  ) {}

  /** Keeps the query cache (`keep` starts lib/query-persister.ts), unless signing out. */
  keepQueries(keep: () => () => void): () => void {
    if (this.leaving) return () => {}
    const stop = keep()
    this.stopKeeping = stop
    return () => {
      this.stopKeeping = null
      stop()
    }
  }

  /**
   * Started: the saved answers are claimed, the other tabs hear who is signed in here, and a
   * tab of another lifter (or of a lifter who signed out) leaves for the start page.
   */
  start(): () => void {
    // A navigation to /api/logout the service worker answered offline (vite.config.ts).
    if (new URLSearchParams(window.location.search).has(OFFLINE_SIGN_OUT)) {
      void this.signOut()
      return () => {}
    }
    void claimSavedAnswers(this.id)
    tellOtherTabs({ signedIn: this.id })
    if (typeof BroadcastChannel === 'undefined') return () => {}
    const channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = ({ data }: MessageEvent<LifterMessage>) => {
      const stale = 'signedIn' in data ? data.signedIn !== this.id : data.signedOut === this.id
      if (stale) void this.leave()
    }
    return () => channel.close()
  }

  /**
   * Another lifter is signed in on this device now (or nobody is): this page stops writing for
   * this one, keeps their unsent writes, and starts again as whoever it finds.
   */
  async leave() {
    if (this.leaving) return
    this.leaving = true
    this.stopKeeping?.()
    this.outbox.stop()
    window.location.replace('/')
  }

  /**
   * Nothing of this lifter stays on the device but their unsent writes: kept queries, saved
   * answers, session and rest keys go, and the outbox too when it is empty.
   */
  async forget({ evenUnsent = false } = {}): Promise<void> {
    this.stopKeeping?.()
    this.outbox.stop()
    await Promise.all([forgetSavedData(this.id), this.outbox.removeFromDevice({ evenUnsent })])
  }

  /** The account is deleted: everything of it goes, unsent writes too (nowhere to send them). */
  async deleted(): Promise<void> {
    this.leaving = true
    await this.forget({ evenUnsent: true })
    tellOtherTabs({ signedOut: this.id })
  }

  /**
   * docs/product/trust-accounts-and-devices.md: sign out, online or offline. Every trace goes (`forget`); the server's
   * session ends now, or, offline, on the first request back (the page cannot reach the HttpOnly
   * session cookie, so it leaves a mark the server honours: src/server/plugins/auth.ts).
   */
  async signOut(): Promise<void> {
    if (this.leaving) return
    this.leaving = true
    await this.forget()
    document.cookie = `${SIGNED_OUT_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    try {
      await fetch('/api/logout', { credentials: 'include', redirect: 'manual' })
    } catch {
      // Offline: the mark ends the session when the device is back.
    }
    tellOtherTabs({ signedOut: this.id })
    window.location.replace('/')
  }
}

/** The lifter whose app runs on this page, for a 401 met anywhere (lib/unauthorized.ts). */
let here: LifterOnDevice | null = null

export function lifterHere(): LifterOnDevice | null {
  return here
}

export function setLifterHere(lifter: LifterOnDevice | null) {
  here = lifter
}
