import { useEffect, useLayoutEffect, useRef, useState } from 'react'

/**
 * docs/product/exercise-types.md: a timed set's timer. It counts up from its start, or down to
 * the target when there is one; the time it reads is the set's, in whole seconds.
 */
export type TimerReading = {
  /** The seconds the set has lasted so far (at most the target). */
  elapsed: number
  /** What the timer shows: the seconds left to the target, else those elapsed. */
  shown: number
  /** The target is reached. */
  done: boolean
}

export function readTimer(startedAt: number, now: number, target: number | null): TimerReading {
  const lasted = Math.max(0, Math.floor((now - startedAt) / 1000))
  if (!target) return { elapsed: lasted, shown: lasted, done: false }
  const elapsed = Math.min(lasted, target)
  return { elapsed, shown: target - elapsed, done: lasted >= target }
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>
const browserStorage = (): Storage | null =>
  typeof localStorage === 'undefined' ? null : localStorage

/**
 * Where a row's running timer is kept, as the rest timer's end is (rest-timer.ts): only its
 * start, in browser storage under the day's key (`key`), for the workout it runs in and the
 * row (`row`), so a reload resumes it and a later workout of the day does not.
 */
export type SetTimerPlace = { key: string; workoutId: string | null; row: string }

type KeptTimers = { workoutId: string | null; startedAt: Record<string, number> }

function readKept(key: string, storage: Storage | null): KeptTimers | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null')
    if (
      typeof value === 'object' &&
      value !== null &&
      'workoutId' in value &&
      'startedAt' in value &&
      (typeof value.workoutId === 'string' || value.workoutId === null) &&
      typeof value.startedAt === 'object' &&
      value.startedAt !== null
    ) {
      const startedAt = Object.fromEntries(
        Object.entries(value.startedAt).filter(([, at]) => typeof at === 'number'),
      ) as Record<string, number>
      return { workoutId: value.workoutId, startedAt }
    }
  } catch {
    // Unreadable: as if no timer were running.
  }
  return null
}

/** When the timer of `place` started, if it is running; null otherwise. */
export function keptStart(place: SetTimerPlace, storage = browserStorage()): number | null {
  const kept = readKept(place.key, storage)
  return kept && kept.workoutId === place.workoutId ? (kept.startedAt[place.row] ?? null) : null
}

/** Keeps the start of the timer of `place`, or forgets it (null): the other rows' stay. */
export function keepStart(
  place: SetTimerPlace,
  startedAt: number | null,
  storage = browserStorage(),
) {
  const kept = readKept(place.key, storage)
  const others = kept && kept.workoutId === place.workoutId ? kept.startedAt : {}
  const rest = Object.fromEntries(Object.entries(others).filter(([row]) => row !== place.row))
  const running = startedAt === null ? rest : { ...rest, [place.row]: startedAt }
  try {
    if (Object.keys(running).length === 0) storage?.removeItem(place.key)
    else {
      storage?.setItem(
        place.key,
        JSON.stringify({ workoutId: place.workoutId, startedAt: running } satisfies KeptTimers),
      )
    }
  } catch (error) {
    // docs/product/nothing-lost.md: storage failures are logged, the timer still runs in memory.
    console.warn('Could not store the set timer', error)
  }
}

/** How often a running timer reads the clock: its seconds turn over on time. */
const TICK_MS = 250

/**
 * A running set timer for one row: `start` and `stop`, which hands the time to `onTime`;
 * reaching the target calls `onTarget` and stops, handing the target's time. Only the row
 * that holds it renders on each tick. Kept at `place` while it runs: after a reload it runs on
 * from its start, and one that reached its target meanwhile hands its time without a signal.
 */
export function useSetTimer(
  place: SetTimerPlace,
  target: number | null,
  onTime: (seconds: number) => void,
  onTarget: () => void,
) {
  const [resumed] = useState(() => {
    const at = keptStart(place)
    return { at, done: at !== null && readTimer(at, Date.now(), target).done }
  })
  const [startedAt, setStartedAt] = useState<number | null>(resumed.at)
  const [now, setNow] = useState(() => (resumed.at === null ? 0 : Date.now()))
  const handlers = useRef({ onTime, onTarget, place })
  const signalDone = useRef(!resumed.done)
  useLayoutEffect(() => {
    handlers.current = { onTime, onTarget, place }
  })
  const run = (at: number | null) => {
    setStartedAt(at)
    keepStart(handlers.current.place, at)
  }
  const reading = startedAt === null ? null : readTimer(startedAt, now, target)

  useEffect(() => {
    if (startedAt === null) return
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS)
    return () => window.clearInterval(id)
  }, [startedAt])

  useEffect(() => {
    if (!reading?.done) return
    setStartedAt(null)
    keepStart(handlers.current.place, null)
    if (signalDone.current) handlers.current.onTarget()
    signalDone.current = true
    handlers.current.onTime(reading.elapsed)
  }, [reading?.done, reading?.elapsed])

  return {
    reading,
    start: () => {
      const at = Date.now()
      setNow(at)
      run(at)
    },
    stop: () => {
      if (startedAt === null) return
      run(null)
      handlers.current.onTime(readTimer(startedAt, Date.now(), target).elapsed)
    },
  }
}
