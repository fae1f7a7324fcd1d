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

/** How often a running timer reads the clock: its seconds turn over on time. */
const TICK_MS = 250

/**
 * A running set timer for one row: `start` and `stop`, which hands the time to `onTime`;
 * reaching the target calls `onTarget` and stops, handing the target's time. Only the row
 * that holds it renders on each tick.
 */
export function useSetTimer(
  target: number | null,
  onTime: (seconds: number) => void,
  onTarget: () => void,
) {
  const [startedAt, setStartedAt] = useState<number | null>(null)
  const [now, setNow] = useState(0)
  const handlers = useRef({ onTime, onTarget })
  useLayoutEffect(() => {
    handlers.current = { onTime, onTarget }
  })
  const reading = startedAt === null ? null : readTimer(startedAt, now, target)

  useEffect(() => {
    if (startedAt === null) return
    const id = window.setInterval(() => setNow(Date.now()), TICK_MS)
    return () => window.clearInterval(id)
  }, [startedAt])

  useEffect(() => {
    if (!reading?.done) return
    setStartedAt(null)
    handlers.current.onTarget()
    handlers.current.onTime(reading.elapsed)
  }, [reading?.done, reading?.elapsed])

  return {
    reading,
    start: () => {
      const at = Date.now()
      setNow(at)
      setStartedAt(at)
    },
    stop: () => {
      if (startedAt === null) return
      setStartedAt(null)
      handlers.current.onTime(readTimer(startedAt, Date.now(), target).elapsed)
    },
  }
}
