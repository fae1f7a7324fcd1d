import { afterPaint } from '../after-paint.ts'
import type { OutboxWrite } from './queue.ts'

/**
 * The outbox's second mechanism: writes held until the next frame is painted, so that a tap's
 * frame does no IndexedDB work (issue 12). Until they are in the queue they are held here, and in
 * localStorage too when the page is hidden or left (docs/product/nothing-lost.md: a reload or a
 * closed tab within that frame loses none); the next page takes them over once this one is gone.
 */
export type Held = { write: OutboxWrite; immediate: boolean }

export type KeptWrites = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

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

function defaultStorage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // A sandboxed page may not touch localStorage at all.
    return null
  }
}

export type HeldWritesOptions = {
  /** The outbox's name: the kept writes' keys and the pages' locks are named after it. */
  name: string
  /** Puts one write into the queue, resolving once it is committed there. */
  put: (write: OutboxWrite) => Promise<void>
  /** Writes went into the queue; `immediate` when one of them asked to be sent at once. */
  queued: (immediate: boolean) => Promise<void>
  /** Where writes are kept when the page is left (default localStorage; null for nowhere). */
  storage?: KeptWrites | null
  /** Tells whether the page that kept writes is gone (default Web Locks). */
  pageLocks?: PageLocks
}

export class HeldWrites {
  /** Writes handed to `hold` not yet in the queue, oldest first. */
  private readonly held: Held[] = []
  /** Resolves once every write handed to `hold` so far is in the queue. */
  private queuedAll: Promise<void> = Promise.resolve()
  /** The held writes are in localStorage too (the page was hidden or left meanwhile). */
  private saved = false
  private tookOverKept = false
  private readonly storage: KeptWrites | null
  private readonly pageLocks: PageLocks
  /** This page's own: its kept writes and its lock are named for it. */
  private readonly pageId = crypto.randomUUID()

  constructor(private readonly options: HeldWritesOptions) {
    this.storage = options.storage === undefined ? defaultStorage() : options.storage
    this.pageLocks = options.pageLocks ?? defaultPageLocks()
  }

  private get keptPrefix() {
    return `${this.options.name}-unqueued`
  }

  private get keptKey() {
    return `${this.keptPrefix}-${this.pageId}`
  }

  private pageLock(pageId: string) {
    return `${this.options.name}-page-${pageId}`
  }

  /** Queues `writes` after `wait` (the next paint), after every write held before them. */
  private hold(writes: Held[], wait?: () => Promise<void>): Promise<void> {
    this.held.push(...writes)
    if (this.saved) this.save()
    const run = async () => {
      if (wait) await wait()
      for (const held of writes) {
        try {
          await this.options.put(held.write)
        } catch (error) {
          // Kept held (and kept in localStorage when the page goes): queued again on next start.
          console.error('A write could not be queued', error)
          continue
        }
        // At once after IndexedDB took it, before anything could send it: never queued twice.
        this.held.splice(this.held.indexOf(held), 1)
        if (this.saved) this.save()
      }
      await this.options.queued(writes.some((held) => held.immediate))
    }
    this.queuedAll = this.queuedAll.then(run).catch((error: unknown) => {
      console.error('Writes could not be queued', error)
    })
    return this.queuedAll
  }

  /** Holds `writes` until the next frame is painted. */
  holdUntilPainted(writes: readonly OutboxWrite[], immediate: boolean): Promise<void> {
    if (writes.length === 0) return this.queuedAll
    return this.hold(
      writes.map((write) => ({ write, immediate })),
      afterPaint,
    )
  }

  /** Resolves once every write held so far is in the queue. */
  settled(): Promise<void> {
    return this.queuedAll
  }

  /** Whether any write is held here or kept in localStorage by any page. */
  any(): boolean {
    return this.held.length > 0 || this.keptKeys().length > 0
  }

  /** Forgets every held write and every page's kept ones (the outbox leaves the device). */
  forget() {
    this.held.splice(0)
    for (const key of this.keptKeys()) this.storage?.removeItem(key)
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

  /** The page is hidden or left: what is not yet in IndexedDB is kept where a reload finds it. */
  save = () => {
    if (!this.storage) return
    try {
      if (this.held.length === 0) {
        if (this.saved) this.storage.removeItem(this.keptKey)
        this.saved = false
        return
      }
      this.storage.setItem(this.keptKey, JSON.stringify(this.held))
      this.saved = true
    } catch (error) {
      console.error('Keeping unqueued writes failed', error)
    }
  }

  saveWhenHidden = () => {
    if (document.visibilityState === 'hidden') this.save()
  }

  /**
   * Writes other pages left before they were in IndexedDB: each page's taken once it is gone
   * (at once after a reload), queued before anything new. Once per page: a start after a stop
   * (React's StrictMode) finds them held already.
   */
  takeOverKept() {
    if (this.tookOverKept) return
    this.tookOverKept = true
    this.pageLocks.hold(this.pageLock(this.pageId))
    if (!this.storage) return
    const keys = this.keptKeys().filter((key) => key !== this.keptKey)
    for (const key of keys) {
      // The bare prefix: kept by a version of the app that named no page.
      const pageId = key.slice(this.keptPrefix.length + 1)
      this.pageLocks.whenFree(this.pageLock(pageId || 'unnamed'), () => this.takeOver(key))
    }
  }

  private takeOver(key: string) {
    let kept: Held[] = []
    try {
      const text = this.storage?.getItem(key)
      if (text) kept = JSON.parse(text) as Held[]
    } catch (error) {
      console.error('Reading unqueued writes failed', error)
    }
    if (kept.length > 0) {
      // Kept under this page's name before the other's is removed: never in neither.
      this.saved = true
      void this.hold(kept)
    }
    try {
      this.storage?.removeItem(key)
    } catch (error) {
      console.error('Removing unqueued writes failed', error)
    }
  }
}
