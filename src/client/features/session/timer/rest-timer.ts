import { createContext, useContext } from 'react'
import { afterPaint } from '#client/lib/after-paint.ts'

/**
 * The rest timer of a live session (docs/product/progress-and-gym-floor.md). Completing a set starts a countdown;
 * only its end time is kept (in browser storage, per day), so it survives a reload and a locked
 * screen: what is left is always the end time minus now.
 */

/** What −15 s / +15 s change. */
export const REST_STEP_SECONDS = 15

export type RestState = {
  /** When the rest ends, in ms since the epoch. */
  endsAt: number
  /** The whole rest in seconds, as started and adjusted (for the progress bar). */
  duration: number
  /** The exercise whose working set started it: its rest can be remembered. */
  exerciseName?: string
}

/** Whole seconds left, rounded up, never below 0. */
export function secondsLeft(state: RestState, now: number): number {
  return Math.max(0, Math.ceil((state.endsAt - now) / 1000))
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function parseStored(text: string | null): RestState | null {
  if (!text) return null
  try {
    const value: unknown = JSON.parse(text)
    if (
      typeof value === 'object' &&
      value !== null &&
      'endsAt' in value &&
      'duration' in value &&
      typeof value.endsAt === 'number' &&
      typeof value.duration === 'number'
    ) {
      const exerciseName =
        'exerciseName' in value && typeof value.exerciseName === 'string'
          ? value.exerciseName
          : undefined
      return { endsAt: value.endsAt, duration: value.duration, exerciseName }
    }
  } catch {
    // Unreadable: as if there were no rest running.
  }
  return null
}

export class RestTimer {
  private state: RestState | null
  /** A write is waiting for the next paint. */
  private saving = false
  private readonly listeners = new Set<() => void>()

  constructor(
    private readonly key: string,
    private readonly storage: Storage | null = typeof localStorage === 'undefined'
      ? null
      : localStorage,
    private readonly now: () => number = Date.now,
  ) {
    const stored = this.read()
    // A rest that ended while the page was away is over: no late signal.
    this.state = stored && stored.endsAt > this.now() ? stored : null
    if (stored && !this.state) this.write(null)
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  readonly getSnapshot = (): RestState | null => this.state

  /** `exerciseName` after a working set, whose rest the lifter may keep for that exercise. */
  start(seconds: number, exerciseName?: string) {
    this.set({ endsAt: this.now() + seconds * 1000, duration: seconds, exerciseName })
  }

  /** −15 s / +15 s; a rest shortened past now ends now (and signals, as any rest's end). */
  adjust(deltaSeconds: number) {
    if (!this.state) return
    const endsAt = Math.max(this.now(), this.state.endsAt + deltaSeconds * 1000)
    this.set({
      ...this.state,
      endsAt,
      duration: Math.max(1, this.state.duration + deltaSeconds),
    })
  }

  skip() {
    this.set(null)
  }

  private set(state: RestState | null) {
    this.state = state
    // Stored once the frame that shows the tap is painted, or at once when the page is hidden
    // or left (afterPaint): the newest state is the one written (issue 18).
    if (!this.saving) {
      this.saving = true
      void afterPaint().then(() => {
        this.saving = false
        this.write(this.state)
      })
    }
    for (const listener of this.listeners) listener()
  }

  private read(): RestState | null {
    try {
      return parseStored(this.storage?.getItem(this.key) ?? null)
    } catch {
      return null
    }
  }

  private write(state: RestState | null) {
    try {
      if (state) this.storage?.setItem(this.key, JSON.stringify(state))
      else this.storage?.removeItem(this.key)
    } catch (error) {
      // docs/product/nothing-lost.md: storage failures are logged, the timer still runs in memory.
      console.warn('Could not store the rest timer', error)
    }
  }
}

/** The session's timer, for set rows deep in the tree (a stable instance: rows stay memoised). */
export const RestTimerContext = createContext<RestTimer | null>(null)

export function useRestTimer(): RestTimer | null {
  return useContext(RestTimerContext)
}
