/**
 * The session's PR badge on a set (issue 12): the set against the lifter's bests, 'Weight PR' or
 * 'Rep PR'. Not the glossary's PR (a workout's best e1RM beating every earlier one, which the
 * server keeps: queries/exercise-figures.ts). `bests` holds the most reps done at each weight
 * before this set; weights in one unit throughout.
 *
 * - a weight record: heavier than any set before (with weight; the first time counts, as in
 *   docs/product/history-and-prs.md);
 * - a rep record: more reps than ever at this weight or heavier.
 * Equal is not a record; a set without reps never is.
 */
export type Best = { weight: number; reps: number }
export type PrBadge = 'weight' | 'reps'

export function setPrBadge(set: Best, bests: readonly Best[]): PrBadge | null {
  if (set.reps <= 0) return null
  let most = -1
  for (const best of bests) {
    if (best.weight >= set.weight && best.reps > most) most = best.reps
  }
  if (most < 0) return set.weight > 0 ? 'weight' : 'reps'
  return set.reps > most ? 'reps' : null
}
