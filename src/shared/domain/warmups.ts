import { heaviestLoadable, type BarSetup } from './plates.ts'

/** docs/product/exercises.md: the empty bar first, for this many reps. */
export const EMPTY_BAR_REPS = 10

/** Then these shares of the first working set's weight, each for its reps. */
export const WARMUP_STEPS = [
  { percent: 40, reps: 5 },
  { percent: 60, reps: 3 },
  { percent: 80, reps: 2 },
] as const

export type WarmupSet = { weight: number; reps: number }

/**
 * docs/product/exercises.md: the warm-up sets before a first working set of `workingWeight`, in
 * the unit of `setup` (the plate calculator's bar and plates): the empty bar × 10, then 40 % × 5,
 * 60 % × 3 and 80 % × 2, each rounded down to what the plates make; a weight at or under the bar
 * after the first, or one already there, is left out. 225 lbs on a 45 bar with 45/25/10/5/2.5:
 * 45 × 10, 90 × 5, 135 × 3, 180 × 2.
 */
export function warmupSets(workingWeight: number, setup: BarSetup): WarmupSet[] {
  const sets: WarmupSet[] = [{ weight: setup.barWeight, reps: EMPTY_BAR_REPS }]
  for (const { percent, reps } of WARMUP_STEPS) {
    const weight = heaviestLoadable((workingWeight * percent) / 100, setup)
    if (weight <= setup.barWeight || sets.some((set) => set.weight === weight)) continue
    sets.push({ weight, reps })
  }
  return sets
}
