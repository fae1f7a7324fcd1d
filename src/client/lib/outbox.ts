import { lifterNames } from './lifter-device.ts'
import { HeldWrites, type KeptWrites, type PageLocks } from './outbox/held-writes.ts'
import { isSetWrite, WriteQueue, type OutboxEntry, type OutboxWrite } from './outbox/queue.ts'
import { Sender, type SendingOptions } from './outbox/sending.ts'

/**
 * docs/product/nothing-lost.md: every write the server has not acknowledged, kept in IndexedDB
 * apart from any screen's cache, sent in the order it was made. See
 * docs/decisions/010-durable-outbox.md. The outbox puts three mechanisms together, each in its
 * module under outbox/: the durable queue and its merging (queue.ts), the writes held until the
 * next paint and kept across a page's end (held-writes.ts), and sending (sending.ts); here they
 * are started and stopped with the page, and what the screens show is counted.
 */
export type { OutboxEntry, OutboxWrite } from './outbox/queue.ts'
export type { PageLocks } from './outbox/held-writes.ts'
export type { SendAnswer } from './outbox/sending.ts'

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

export type OutboxOptions = SendingOptions & {
  /**
   * docs/product/trust-accounts-and-devices.md: the lifter whose writes these are. One database
   * per lifter, and every write is sent naming them (the transport's header): with another
   * lifter's cookie the server refuses it, and it waits here for its own lifter's next sign-in on
   * this device.
   */
  lifter: string
  /** Where writes not yet in IndexedDB are kept when the page is left (localStorage). */
  storage?: KeptWrites | null
  /** Tells whether the page that kept writes there is gone (Web Locks); see `PageLocks`. */
  pageLocks?: PageLocks
}

const EMPTY_STATE: OutboxState = { sets: 0, writes: 0, stalled: false, ending: [] }

export class Outbox {
  readonly lifter: string
  private readonly name: string
  private readonly queue: WriteQueue
  private readonly held: HeldWrites
  private readonly sender: Sender
  private state: OutboxState = EMPTY_STATE
  private readonly listeners = new Set<() => void>()
  private readonly joinListeners = new Set<(from: string, to: string) => void>()
  private channel: BroadcastChannel | null = null

  constructor(options: OutboxOptions) {
    this.lifter = options.lifter
    this.name = lifterNames.outbox(options.lifter)
    this.queue = new WriteQueue(this.name)
    this.held = new HeldWrites({
      name: this.name,
      put: (write) => this.queue.put(write),
      queued: (immediate) => this.changed(immediate),
      storage: options.storage,
      pageLocks: options.pageLocks,
    })
    this.sender = new Sender({
      ...options,
      name: this.name,
      queue: this.queue,
      removed: async () => {
        this.channel?.postMessage('changed')
        await this.refresh()
      },
      joined: async (from, to) => {
        await this.queue.moveWorkout(from, to)
        for (const listener of this.joinListeners) listener(from, to)
      },
      left: async () => (await this.refresh()).writes,
      stalled: (stalled) => this.setStalled(stalled),
    })
  }

  /** Lets go of the database (opened again on next use). */
  close() {
    this.queue.close()
  }

  /**
   * docs/product/trust-accounts-and-devices.md, at sign-out: an outbox with nothing unsent
   * leaves no trace (its database and its page keys go); one with unsent writes stays for its
   * lifter's next sign-in here, unless `evenUnsent` (the account is gone: they can never be
   * sent). Answers whether it went.
   */
  async removeFromDevice({ evenUnsent = false } = {}): Promise<boolean> {
    await this.held.settled()
    const unsent = this.held.any() || (await this.entries()).length > 0
    this.close()
    if (unsent && !evenUnsent) return false
    this.held.forget()
    await this.queue.remove()
    return true
  }

  // ---- queueing ------------------------------------------------------------------------------

  /** Queues a write (merged into one not yet sent where it can be: queue.ts). */
  async enqueue(write: OutboxWrite, { immediate = false } = {}): Promise<void> {
    await this.queue.put(write)
    await this.changed(immediate)
  }

  /**
   * Queues writes once the next frame is painted, after every write handed here before
   * (held-writes.ts: kept in localStorage if the page goes meanwhile). Resolves once they are in.
   */
  enqueueAfterPaint(writes: readonly OutboxWrite[], { immediate = false } = {}): Promise<void> {
    return this.held.holdUntilPainted(writes, immediate)
  }

  /** Resolves once every write handed to `enqueueAfterPaint` so far is in the outbox. */
  settled(): Promise<void> {
    return this.held.settled()
  }

  /** Every write not yet acknowledged, oldest first. */
  entries(): Promise<OutboxEntry[]> {
    return this.queue.entries()
  }

  /**
   * docs/product/trust-tokens-and-values.md: the workout `id` is now, once its create joined the
   * day's open draft on the server (this page heard it); else `id`.
   */
  workoutNow(id: string): string {
    return this.queue.workoutNow(id)
  }

  /** Calls `listener(from, to)` when workout `from`'s create joined the day's draft `to`. */
  onJoined(listener: (from: string, to: string) => void) {
    this.joinListeners.add(listener)
    return () => {
      this.joinListeners.delete(listener)
    }
  }

  // ---- sending -------------------------------------------------------------------------------

  /** From now on the outbox sends by itself: now, after writes, on `online`, on a timer. */
  start() {
    if (this.sender.running) return
    this.held.takeOverKept()
    if (typeof BroadcastChannel !== 'undefined') {
      // Another tab's writes and sends change what this tab shows.
      this.channel = new BroadcastChannel(this.name)
      this.channel.onmessage = () => void this.refresh()
    }
    if (typeof window !== 'undefined') {
      window.addEventListener('online', this.retryNow)
      document.addEventListener('visibilitychange', this.retryNow)
      window.addEventListener('pagehide', this.held.save)
      document.addEventListener('visibilitychange', this.held.saveWhenHidden)
    }
    this.sender.start()
  }

  stop() {
    this.sender.stop()
    this.channel?.close()
    this.channel = null
    if (typeof window !== 'undefined') {
      window.removeEventListener('online', this.retryNow)
      document.removeEventListener('visibilitychange', this.retryNow)
      window.removeEventListener('pagehide', this.held.save)
      document.removeEventListener('visibilitychange', this.held.saveWhenHidden)
    }
  }

  /** Sends now (the network is back, the page was shown or hidden, the app started). */
  retryNow = () => this.sender.retryNow()

  /**
   * Sends every queued write, oldest first, one at a time. Resolves true when the outbox is
   * empty; false when something must wait (no network, server down, signed out).
   */
  drain(): Promise<boolean> {
    return this.sender.drain()
  }

  private async changed(immediate: boolean) {
    this.channel?.postMessage('changed')
    await this.refresh()
    this.sender.queued(immediate)
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
