/** Rest between sets (docs/product/progress-and-gym-floor.md): the defaults and how a rest reads. */

/** 2:00 after a working set, 1:00 after a warm-up. */
export const DEFAULT_REST_SECONDS = { working: 120, warmup: 60 } as const

/** "2:00", "0:05". */
export function formatRest(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
