import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { CreateWorkoutSetBody, UpdateWorkoutSetBody } from '#shared/contract/workout-sets.ts'
import type { DayEdit } from '#shared/domain/day-edits.ts'
import { afterPaint } from './after-paint.ts'
import { ApiError } from './api-client.ts'
import { lifterNames } from './lifter-device.ts'

/**
 * docs/product/nothing-lost.md: every write the server has not acknowledged, kept in IndexedDB apart from
 * any screen's cache, sent in the order it was made. See docs/decisions/010-durable-outbox.md.
 */
export type OutboxWrite =
  | {
      kind: 'createWorkout'
      id: string
      workoutId: string
      body: { workoutDayId: string }
      /** When the lifter started it (issue 16: a workout made offline reaches the server later). */
      startedAt?: string
    }
  | {
      // Issue 16: Finish offline; sent after every write of the workout queued before it.
      kind: 'completeWorkout'
      id: string
      workoutId: string
      body: { startedAt?: string; completedAt: string }
    }
  | { kind: 'deleteWorkout'; id: string; workoutId: string }
  | { kind: 'createSet'; id: string; workoutId: string; body: CreateWorkoutSetBody }
  | { kind: 'updateSet'; id: string; workoutId: string; body: UpdateWorkoutSetBody }
  | { kind: 'deleteSet'; id: string; workoutId: string }
  // The live session's change to its day's template (an exercise added, a rest kept).
  | { kind: 'editDay'; id: string; dayId: string; edit: DayEdit }

export type OutboxEntry = OutboxWrite & {
  seq: number
  /** Sent at least once: the server may hold it already, so it is never merged or dropped. */
  attempted: boolean
}

export type OutboxState = {
  /** Sets with a write not yet acknowledged. */
  sets: number
  /** Writes not yet acknowledged, sets and workouts. */
  writes: number
  /** The last attempt could not send everything (offline, server down). */
  stalled: boolean
  /** Workouts finished or deleted here that the server has not heard of yet: no longer drafts. */
  ending: readonly string[]
}

type Transport = (write: OutboxWrite) => Promise<void>

export type OutboxOptions = {
  /**
   * docs/product/trust-accounts-and-devices.md: the lifter whose writes these are. One database per lifter, and every
   * write is sent naming them (the transport's header): with another lifter's cookie the server
   * refuses it, and it waits here for its own lifter's next sign-in on this device.
   */
  lifter: string
  send: Transport
  /** A 401 (signed out, or another lifter signed in): the writes stay; find out who is here. */
  onUnauthorized?: () => void
  /**
   * Whether this outbox's lifter is still the one signed in (asked after a 404 or 409, which
   * another lifter's session would also give): false keeps the write and calls `onUnauthorized`.
   */
  stillSignedIn?: () => Promise<boolean>
  /** The server said the write itself is wrong (400, 404, 409): it is dropped. */
  onRejected?: (write: OutboxWrite, error: unknown) => void
  debounceMs?: number
  retryMs?: (attempt: number) => number
  /** Runs `drain` while no other tab drains this outbox (Web Locks); alone without them. */
  exclusive?: (name: string, drain: () => Promise<void>) => Promise<void>
  /** Where writes not yet in IndexedDB are kept when the page is left (localStorage). */
  storage?: KeptWrites | null
  /** Tells whether the page that kept writes there is gone (Web Locks); see `PageLocks`. */
  pageLocks?: PageLocks
}

type KeptWrites = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/**
 * Each page holds a lock named for it while it lives, so another page takes the writes it kept
 * in localStorage only once it is gone: a hidden tab still putting them into IndexedDB is not
 * raced by a tab that starts meanwhile (which would queue them twice).
 */
export type PageLocks = {
  /** Holds `name` for as long as the page lives. */
  hold(name: string): void
  /** Runs `then` once no page holds `name` (at once if none ever did). */
  whenFree(name: string, then: () => void): void
}

const webLocks: PageLocks = {
  hold(name) {
    void navigator.locks.request(name, () => new Promise<never>(() => {}))
  },
  whenFree(name, then) {
    void navigator.locks.request(name, then)
  },
}

/** Without Web Locks a page takes what it finds: a reload, the case that matters, still works. */
const noLocks: PageLocks = { hold: () => {}, whenFree: (_, then) => then() }

function defaultPageLocks(): PageLocks {
  return typeof navigator !== 'undefined' && navigator.locks ? webLocks : noLocks
}

type Held = { write: OutboxWrite; immediate: boolean }

const EMPTY_STATE: OutboxState = { sets: 0, writes: 0, stalled: false, ending: [] }

function defaultStorage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // A sandboxed page may not touch localStorage at all.
    return null
  }
}

interface OutboxDb extends DBSchema {
  writes: { key: number; value: OutboxEntry; indexes: { byId: string } }
}

const isSetWrite = (write: OutboxWrite) =>
  write.kind === 'createSet' || write.kind === 'updateSet' || write.kind === 'deleteSet'

/**
 * docs/product/tokens-and-restore.md, docs/product/trust-accounts-and-devices.md: what an answer means for the write it answers. Only an answer that says
 * the write itself is wrong drops it: 400 (and 413, 422), 404 and 409 (once the lifter is known
 * to be the same), 410 (deleted, which is final: quietly, as is a 404 to a delete). Everything
 * else keeps it for a later try: no network, 401, 403 (a proxy's Origin check), 408, 429, 5xx.
 */
type Verdict = 'keep' | 'ask' | 'drop' | 'done'

function verdict(error: unknown): Verdict {
  if (!(error instanceof ApiError)) return 'keep'
  switch (error.status) {
    case 400:
    case 413:
    case 422:
      return 'drop'
    case 404:
    case 409:
      return 'ask'
    case 410:
      return 'done'
    default:
      return 'keep'
  }
}

const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status

const isDelete = (write: OutboxWrite) =>
  write.kind === 'deleteSet' || write.kind === 'deleteWorkout'

function defaultExclusive(name: string, drain: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request(name, drain).then(() => undefined) : drain()
}

export class Outbox {
  private opened: Promise<IDBPDatabase<OutboxDb>> | null = null
  private state: OutboxState = EMPTY_STATE
  private readonly listeners = new Set<() => void>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private attempt = 0
  private draining: Promise<boolean> | null = null
  private drainAgain = false
  private channel: BroadcastChannel | null = null
  private stopped = true
  /** Writes handed to `enqueueAfterPaint` not yet in IndexedDB, oldest first. */
  private readonly held: Held[] = []
  /** Resolves once every write handed to `enqueueAfterPaint` so far is in IndexedDB. */
  private heldQueued: Promise<void> = Promise.resolve()
  /** The held writes are in localStorage too (the page was hidden or left meanwhile). */
  private heldSaved = false
  private savedHeldQueued = false
  private readonly storage: KeptWrites | null
  private readonly pageLocks: PageLocks
  /** This page's own: its kept writes and its lock are named for it. */
  private readonly pageId = crypto.randomUUID()

  constructor(private readonly options: OutboxOptions) {
    this.lifter = options.lifter
    this.name = lifterNames.outbox(options.lifter)
    this.storage = options.storage === undefined ? defaultStorage() : options.storage
    this.pageLocks = options.pageLocks ?? defaultPageLocks()
  }

  readonly lifter: string
  private readonly name: string

  private get keptPrefix() {
    return `${this.name}-unqueued`
  }

  private get heldKey() {
    return `${this.keptPrefix}-${this.pageId}`
  }

  private pageLock(pageId: string) {
    return `${this.name}-page-${pageId}`
  }

  /** Opened on first use: an outbox made and dropped (React's StrictMode) opens nothing. */
  private get db(): Promise<IDBPDatabase<OutboxDb>> {
    this.opened ??= openDB<OutboxDb>(this.name, 1, {
      upgrade(db) {
        const store = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true })
        store.createIndex('byId', 'id')
      },
      // Another page removes it (its lifter signed out there, lib/lifter-device.ts): let go.
      blocking: () => this.close(),
    })
    return this.opened
  }

  /** Lets go of the database (opened again on next use). */
  close() {
    const opened = this.opened
    this.opened = null
    void opened?.then((db) => db.close()).catch(() => {})
  }

  /**
   * docs/product/trust-accounts-and-devices.md, at sign-out: an outbox with nothing unsent leaves no trace (its database
   * and its page keys go); one with unsent writes stays for its lifter's next sign-in here,
   * unless `evenUnsent` (the account is gone: they can never be sent). Answers whether it went.
   */
  async removeFromDevice({ evenUnsent = false } = {}): Promise<boolean> {
    await this.heldQueued
    const unsent =
      this.held.length > 0 || (await this.entries()).length > 0 || this.keptKeys().length > 0
    this.close()
    if (unsent && !evenUnsent) return false
    this.held.splice(0)
    for (const key of this.keptKeys()) this.storage?.removeItem(key)
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(this.name)
      request.onsuccess = request.onerror = () => resolve()
      request.onblocked = () => setTimeout(resolve, 1000)
    })
    return true
  }

  /** The localStorage keys of writes pages left before they were queued (any page's). */
  private keptKeys(): string[] {
    const keys: string[] = []
    try {
      for (let i = 0; i < (this.storage?.length ?? 0); i += 1) {
        const key = this.storage!.key(i)
        if (key?.startsWith(this.keptPrefix)) keys.push(key)
      }
    } catch (error) {
      console.error('Reading unqueued writes failed', error)
    }
    return keys
  }

  // ---- queueing ------------------------------------------------------------------------------

  /**
   * Queues a write. A change to a set whose create or update has not been sent yet is merged
   * into it; removing a set the server never heard of removes its writes instead. Anything
   * already sent stays as it is: the server may hold it, so what follows it is sent after it.
   */
  async enqueue(write: OutboxWrite, { immediate = false } = {}): Promise<void> {
    await this.put(write)
    await this.changed(immediate)
  }

  /**
   * Queues writes once the next frame is painted, after every write handed here before: a tap's
   * frame does no IndexedDB work (issue 12). Until they are in IndexedDB they are held here, and
   * in localStorage too when the page is hidden or left (docs/product/nothing-lost.md: a reload or a closed
   * tab within that frame loses none; the next `start` queues them). Resolves once they are in.
   */
  enqueueAfterPaint(writes: readonly OutboxWrite[], { immediate = false } = {}): Promise<void> {
    if (writes.length === 0) return this.heldQueued
    return this.hold(
      writes.map((write) => ({ write, immediate })),
      afterPaint,
    )
  }

  /** Resolves once every write handed to `enqueueAfterPaint` so far is in the outbox. */
  settled(): Promise<void> {
    return this.heldQueued
  }

  private hold(writes: Held[], wait?: () => Promise<void>): Promise<void> {
    this.held.push(...writes)
    if (this.heldSaved) this.saveHeld()
    const run = async () => {
      if (wait) await wait()
      for (const held of writes) {
        try {
          await this.put(held.write)
        } catch (error) {
          // Kept held (and kept in localStorage when the page goes): queued again on next start.
          console.error('A write could not be queued', error)
          continue
        }
        // At once after IndexedDB took it, before anything could send it: never queued twice.
        this.held.splice(this.held.indexOf(held), 1)
        if (this.heldSaved) this.saveHeld()
      }
      await this.changed(writes.some((held) => held.immediate))
    }
    this.heldQueued = this.heldQueued.then(run).catch((error: unknown) => {
      console.error('Writes could not be queued', error)
    })
    return this.heldQueued
  }

  /** The page is hidden or left: what is not yet in IndexedDB is kept where a reload finds it. */
  private saveHeld = () => {
    if (!this.storage) return
    try {
      if (this.held.length === 0) {
        if (this.heldSaved) this.storage.removeItem(this.heldKey)
        this.heldSaved = false
        return
      }
      this.storage.setItem(this.heldKey, JSON.stringify(this.held))
      this.heldSaved = true
    } catch (error) {
      console.error('Keeping unqueued writes failed', error)
    }
  }

  private onHidden = () => {
    if (document.visibilityState === 'hidden') this.saveHeld()
  }

  /**
   * Writes other pages left before they were in IndexedDB: each page's taken once it is gone
   * (at once after a reload), queued before anything new. Once per page: a start after a stop
   * (React's StrictMode) finds them held already.
   */
  private queueSavedHeld() {
    if (this.savedHeldQueued) return
    this.savedHeldQueued = true
    this.pageLocks.hold(this.pageLock(this.pageId))
    if (!this.storage) return
    const keys = this.keptKeys().filter((key) => key !== this.heldKey)
    for (const key of keys) {
      // The bare prefix: kept by a version of the app that named no page.
      const pageId = key.slice(this.keptPrefix.length + 1)
      this.pageLocks.whenFree(this.pageLock(pageId || 'unnamed'), () => this.takeOver(key))
    }
  }

  private takeOver(key: string) {
    let saved: Held[] = []
    try {
      const text = this.storage?.getItem(key)
      if (text) saved = JSON.parse(text) as Held[]
    } catch (error) {
      console.error('Reading unqueued writes failed', error)
    }
    if (saved.length > 0) {
      // Kept under this page's name before the other's is removed: never in neither.
      this.heldSaved = true
      void this.hold(saved)
    }
    try {
      this.storage?.removeItem(key)
    } catch (error) {
      console.error('Removing unqueued writes failed', error)
    }
  }

  /** Adds one write to IndexedDB (see `enqueue`), resolving once it is committed there. */
  private async put(write: OutboxWrite): Promise<void> {
    const db = await this.db
    const tx = db.transaction('writes', 'readwrite')
    const store = tx.store
    const earlier = await store.index('byId').getAll(write.id)
    const last = earlier.at(-1)
    const serverMaySeeIt = earlier.some((entry) => entry.attempted)
    const add = () => store.add({ ...write, attempted: false } as OutboxEntry)

    if (write.kind === 'updateSet') {
      if (last && !last.attempted && (last.kind === 'createSet' || last.kind === 'updateSet')) {
        await store.put({ ...last, body: { ...last.body, ...write.body } } as OutboxEntry)
      } else {
        await add()
      }
    } else if (write.kind === 'deleteSet') {
      const neverSent = earlier.some((entry) => entry.kind === 'createSet') && !serverMaySeeIt
      for (const entry of earlier) {
        if (neverSent || (!entry.attempted && entry.kind === 'updateSet')) {
          await store.delete(entry.seq)
        }
      }
      // A delete follows a create that may have reached the server.
      if (!neverSent) await add()
    } else if (write.kind === 'deleteWorkout') {
      const neverSent = earlier.some((e) => e.kind === 'createWorkout') && !serverMaySeeIt
      // Its sets' writes go with it: the server deletes a workout's sets with it, and a
      // workout it never saw has none. (A write after an unsent create is unsent too.)
      for (const entry of await store.getAll()) {
        const ofIt =
          'workoutId' in entry && entry.workoutId === write.id && entry.kind !== 'deleteWorkout'
        if (ofIt && !entry.attempted && (neverSent || entry.kind !== 'createWorkout')) {
          await store.delete(entry.seq)
        }
      }
      if (!neverSent) await add()
    } else {
      await add()
    }
    await tx.done
  }

  /** Every write not yet acknowledged, oldest first. */
  async entries(): Promise<OutboxEntry[]> {
    return (await this.db).getAll('writes')
  }

  // ---- sending -------------------------------------------------------------------------------

  /** From now on the outbox sends by itself: now, after writes, on `online`, on a timer. */
  start() {
    if (!this.stopped) return
    this.stopped = false
    this.queueSavedHeld()
    if (typeof BroadcastChannel !== 'undefined') {
      // Another tab's writes and sends change what this tab shows.
      this.channel = new BroadcastChannel(this.name)
      this.channel.onmessage = () => void this.refresh()
    }
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.retryNow)
      document.addEventListener('visibilitychange', this.retryNow)
      window.addEventListener('pagehide', this.saveHeld)
      document.addEventListener('visibilitychange', this.onHidden)
    }
    this.retryNow()
  }

  stop() {
    this.stopped = true
    this.channel?.close()
    this.channel = null
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.retryNow)
      document.removeEventListener('visibilitychange', this.retryNow)
      window.removeEventListener('pagehide', this.saveHeld)
      document.removeEventListener('visibilitychange', this.onHidden)
    }
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }

  /** Sends now (the network is back, the page was shown or hidden, the app started). */
  retryNow = () => {
    this.attempt = 0
    this.schedule(0)
  }

  private schedule(ms: number) {
    if (this.stopped) return
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      void this.drain()
    }, ms)
  }

  private async changed(immediate: boolean) {
    this.channel?.postMessage('changed')
    await this.refresh()
    this.schedule(immediate ? 0 : (this.options.debounceMs ?? 500))
  }

  /**
   * Sends every queued write, oldest first, one at a time. Resolves true when the outbox is
   * empty; false when something must wait (no network, server down, signed out).
   */
  drain(): Promise<boolean> {
    if (this.draining) {
      this.drainAgain = true
      return this.draining
    }
    this.draining = this.runDrain().finally(() => {
      this.draining = null
    })
    return this.draining
  }

  private async runDrain(): Promise<boolean> {
    let failed = false
    do {
      this.drainAgain = false
      await (this.options.exclusive ?? defaultExclusive)(this.name, async () => {
        failed = !(await this.sendAll())
      })
    } while (this.drainAgain && !failed)
    const left = (await this.refresh()).writes
    if (failed && left > 0) {
      const delay = (this.options.retryMs ?? ((n) => Math.min(15_000, 2000 * 2 ** n)))(this.attempt)
      this.attempt += 1
      this.schedule(delay)
    } else {
      this.attempt = 0
    }
    this.setStalled(failed && left > 0)
    return left === 0
  }

  /** Under the lock: the head write, until none is left or one must wait. */
  private async sendAll(): Promise<boolean> {
    const db = await this.db
    for (;;) {
      const tx = db.transaction('writes', 'readwrite')
      const cursor = await tx.store.openCursor()
      if (!cursor) {
        await tx.done
        return true
      }
      const entry = { ...cursor.value, attempted: true }
      await cursor.update(entry)
      await tx.done
      try {
        await this.options.send(entry)
        // Back-off counts failures in a row: one that went through starts it again.
        this.attempt = 0
      } catch (error) {
        let next = verdict(error)
        if (next === 'ask') {
          // A 404 or 409 says the write is wrong only if it was its own lifter who heard it.
          const same = await (this.options.stillSignedIn?.() ?? Promise.resolve(true)).catch(
            () => null,
          )
          if (same === false) this.options.onUnauthorized?.()
          // Unknown (offline since): asked again on the next try.
          next = same ? (isDelete(entry) && isStatus(error, 404) ? 'done' : 'drop') : 'keep'
        }
        if (next === 'keep') {
          if (isStatus(error, 401)) this.options.onUnauthorized?.()
          return false
        }
        if (next === 'drop') {
          console.error('The server refused a write; it is dropped', entry, error)
          this.options.onRejected?.(entry, error)
        }
      }
      await db.delete('writes', entry.seq)
      this.channel?.postMessage('changed')
      await this.refresh()
    }
  }

  // ---- what the screens show -----------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = () => this.state

  /** What the server renders and a hydrating page first shows (issue 18): nothing waiting yet. */
  getServerSnapshot = () => EMPTY_STATE

  private setStalled(stalled: boolean) {
    if (stalled === this.state.stalled) return
    this.state = { ...this.state, stalled }
    this.emit()
  }

  private async refresh(): Promise<OutboxState> {
    const entries = await this.entries()
    const sets = new Set(entries.filter(isSetWrite).map((entry) => entry.id)).size
    const writes = entries.length
    const ending = entries
      .filter((entry) => entry.kind === 'completeWorkout' || entry.kind === 'deleteWorkout')
      .map((entry) => entry.workoutId)
    const endingChanged = ending.join() !== this.state.ending.join()
    if (sets !== this.state.sets || writes !== this.state.writes || endingChanged) {
      this.state = {
        sets,
        writes,
        stalled: writes > 0 && this.state.stalled,
        ending: endingChanged ? ending : this.state.ending,
      }
      this.emit()
    }
    return this.state
  }

  private emit() {
    for (const listener of this.listeners) listener()
  }
}
