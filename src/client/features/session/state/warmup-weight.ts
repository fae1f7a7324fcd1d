import { parseWeight } from '#shared/domain/set-values.ts'
import type { LocalSet, PreviousSet } from './session-state.ts'

/**
 * docs/product/exercises.md: W, the weight warm-ups lead to: the first working set's, as the
 * plan has it, else as last time had it, else as typed (in the lifter's unit); null when none
 * of them says, and the lifter is asked.
 */
export function warmupWeight(
  sets: readonly Pick<LocalSet, 'kind' | 'weight'>[],
  targets: readonly (PreviousSet | undefined)[],
  previous: readonly (PreviousSet | undefined)[],
): number | null {
  const first = sets.findIndex((set) => set.kind === 'working')
  if (first < 0) return null
  for (const weight of [targets[first]?.weight, previous[first]?.weight, sets[first]!.weight]) {
    const value = weight === undefined ? 0 : parseWeight(weight)
    if (value > 0) return value
  }
  return null
}
