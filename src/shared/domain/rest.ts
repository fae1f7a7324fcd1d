/** Rest between sets (docs/product/progress-and-gym-floor.md): the defaults, the bounds and how a rest reads. */
import type { SetKind } from './set-kinds.ts'

/** 2:00 after a working set, 1:00 after a warm-up. */
export const DEFAULT_REST_SECONDS = { working: 120, warmup: 60 } as const

/** The bounds of a remembered rest: 0:15 to 15:00. */
export const MIN_REST_SECONDS = 15
export const MAX_REST_SECONDS = 900

/**
 * Which rest a completed set starts: 1:00 after a warm-up, whatever is kept; after any other
 * kind, the rest the lifter kept for the exercise, else 2:00.
 */
export function restAfter(kind: SetKind, keptSeconds: number | null | undefined): number {
  if (kind === 'warmup') return DEFAULT_REST_SECONDS.warmup
  return keptSeconds ?? DEFAULT_REST_SECONDS.working
}

/** A rest the lifter asks to keep, brought within the bounds. */
export function restToKeep(seconds: number): number {
  return Math.min(MAX_REST_SECONDS, Math.max(MIN_REST_SECONDS, seconds))
}

/** "2:00", "0:05". */
export function formatRest(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
