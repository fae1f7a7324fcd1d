import { ApiError } from '../api-client.ts'
import type { OutboxEntry, OutboxWrite, WriteQueue } from './queue.ts'

/**
 * The outbox's third mechanism: sending. The queue's writes go out oldest first, one at a time,
 * from one tab at a time; what each answer means for its write; and when to try again (a
 * debounce after writes, at once when the network returns, a back-off after a failure).
 */

/**
 * docs/product/tokens-and-restore.md, docs/product/trust-accounts-and-devices.md: what an answer
 * means for the write it answers. Only an answer that says the write itself is wrong drops it:
 * 400 (and 413, 422), 404 and 409 (once the lifter is known to be the same), 410 (deleted, which
 * is final: quietly, as is a 404 to a delete). Everything else keeps it for a later try: no
 * network, 401, 403 (a proxy's Origin check), 408, 429, 5xx.
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

/**
 * What a send learned beyond "done": a workout's create that joined the day's open draft on the
 * server names that draft (docs/product/trust-tokens-and-values.md).
 */
export type SendAnswer = void | { joined: string }

/** How the outbox's writes reach the server: the options the outbox's maker gives. */
export type SendingOptions = {
  send: (write: OutboxWrite) => Promise<SendAnswer>
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
}

type SenderOptions = SendingOptions & {
  /** The outbox's name, which names the lock of its drain. */
  name: string
  queue: WriteQueue
  /** A write left the queue: tell the other tabs and the screens. */
  removed: () => Promise<void>
  /** Workout `from`'s create joined workout `to`: its queued writes follow (before the next). */
  joined: (from: string, to: string) => Promise<void>
  /** A drain ended: how many writes are left (the screens are told). */
  left: () => Promise<number>
  /** Whether what is left must wait (offline, server down, signed out). */
  stalled: (stalled: boolean) => void
}

export class Sender {
  private timer: ReturnType<typeof setTimeout> | null = null
  private attempt = 0
  private draining: Promise<boolean> | null = null
  private drainAgain = false
  private stopped = true

  constructor(private readonly options: SenderOptions) {}

  get running() {
    return !this.stopped
  }

  /** From now on it sends by itself: now, after writes, when asked again, on a timer. */
  start() {
    this.stopped = false
    this.retryNow()
  }

  stop() {
    this.stopped = true
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }

  /** Sends now (the network is back, the page was shown or hidden, the app started). */
  retryNow = () => {
    this.attempt = 0
    this.schedule(0)
  }

  /** Writes were queued: sent after the debounce, or at once when `immediate`. */
  queued(immediate: boolean) {
    this.schedule(immediate ? 0 : (this.options.debounceMs ?? 500))
  }

  private schedule(ms: number) {
    if (this.stopped) return
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      void this.drain()
    }, ms)
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
      await (this.options.exclusive ?? defaultExclusive)(this.options.name, async () => {
        failed = !(await this.sendAll())
      })
    } while (this.drainAgain && !failed)
    const left = await this.options.left()
    if (failed && left > 0) {
      const delay = (this.options.retryMs ?? ((n) => Math.min(15_000, 2000 * 2 ** n)))(this.attempt)
      this.attempt += 1
      this.schedule(delay)
    } else {
      this.attempt = 0
    }
    this.options.stalled(failed && left > 0)
    return left === 0
  }

  /** Under the lock: the oldest write, until none is left or one must wait. */
  private async sendAll(): Promise<boolean> {
    const { queue } = this.options
    for (;;) {
      const entry = await queue.takeOldest()
      if (!entry) return true
      const sent = await this.sendOne(entry)
      if (!sent) return false
      // Moved before the create leaves the queue: a page gone in between sends it again.
      if (sent !== true && entry.kind === 'createWorkout' && sent.joined !== entry.workoutId) {
        await this.options.joined(entry.workoutId, sent.joined)
      }
      await queue.acknowledge(entry)
      await this.options.removed()
    }
  }

  /**
   * Sends one write: true (or what the answer taught) when it leaves the queue (answered, or
   * refused for good); false when it stays.
   */
  private async sendOne(entry: OutboxEntry): Promise<boolean | { joined: string }> {
    try {
      const answer = await this.options.send(entry)
      // Back-off counts failures in a row: one that went through starts it again.
      this.attempt = 0
      return answer ?? true
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
      return true
    }
  }
}
