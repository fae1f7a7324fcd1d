import { plural, t } from '@lingui/core/macro'
import { setPrBadge, type Best, type PrBadge } from '#shared/domain/set-pr-badge.ts'
import { countsForRecords } from '#shared/domain/set-kinds.ts'
import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { formatWeight } from '#shared/domain/format.ts'
import { toStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { setLoad, type ExerciseType } from '#shared/domain/exercise-types.ts'
import type { LocalSet, PreviousSet } from '../state/session-state.ts'

/**
 * What a logged set shows (issue 12): its change against last time, and a PR badge. Figures, not
 * words: the row says them in the language shown (a switch of language re-renders the row, while
 * the card keeps these figures memoised).
 */
export type SetFeedback = { delta: SetDelta | null; record: PrBadge | null }

/** The change against last time: of the weight (in the unit shown), else of the reps. */
export type SetDelta = { of: 'weight' | 'reps'; by: number }

/** The change against last time: the weight's, else the reps' at the same weight; null when the same. */
export function deltaVsLast(set: LocalSet, previous: PreviousSet | undefined): SetDelta | null {
  if (!previous) return null
  const weight = parseWeight(set.weight) - parseWeight(previous.weight)
  if (Math.abs(weight) >= 0.005) return { of: 'weight', by: weight }
  const reps = parseReps(set.reps) - previous.reps
  return reps === 0 ? null : { of: 'reps', by: reps }
}

/** "+5 lbs", "−1 rep": the row reads it "+5 lbs vs last time". */
export function deltaText({ of, by }: SetDelta, unit: WeightUnit): string {
  const sign = by > 0 ? '+' : '−'
  const size = Math.abs(by)
  return of === 'weight'
    ? `${sign}${formatWeight(size)} ${unit}`
    : `${sign}${plural(size, { one: '# rep', other: '# reps' })}`
}

/** The session's PR badge, as the row shows it. */
export function prBadgeText(badge: PrBadge): string {
  return badge === 'weight' ? t`Weight PR` : t`Rep PR`
}

/**
 * Feedback for every set of an exercise: completed sets against last time's set of their
 * position, and those that count for records (every kind but warm-up, docs/product/set-kinds.md) against
 * the record (the server's bests in pounds, and this session's earlier sets). The badge compares
 * loads as the records do (docs/product/exercise-types.md): a bodyweight set's load is
 * `bodyWeight` (pounds, today's; null without one) with its weight added or taken off.
 */
export function exerciseFeedback(
  sets: readonly LocalSet[],
  previous: readonly PreviousSet[],
  bests: readonly Best[] | undefined,
  unit: WeightUnit,
  type: ExerciseType,
  bodyWeight: number | null,
): Array<SetFeedback | null> {
  const known: Best[] = [...(bests ?? [])]
  return sets.map((set, index) => {
    if (!set.completed) return null
    const delta = deltaVsLast(set, previous[index])
    if (!countsForRecords(set.kind)) return { delta, record: null }
    const lifted = {
      weight: setLoad(type, toStoredPounds(parseWeight(set.weight), unit), bodyWeight),
      reps: parseReps(set.reps),
    }
    const record = bests ? setPrBadge(lifted, known) : null
    known.push(lifted)
    return { delta, record }
  })
}
