import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { setPrBadge, type Best, type PrBadge } from '#shared/domain/set-pr-badge.ts'
import { countsForRecords } from '#shared/domain/set-kinds.ts'
import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { formatWeight } from '#shared/domain/format.ts'
import { toStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { setLoad, type ExerciseType } from '#shared/domain/exercise-types.ts'
import type { LocalSet, PreviousSet } from '../state/session-state.ts'

/** What a logged set shows (issue 12): its change against last time, and a PR badge. */
export type SetFeedback = { delta: string | null; record: string | null }

const signed = (value: number, text: string) => `${value > 0 ? '+' : '−'}${text}`

/** The badge in the lifter's language (docs/product/languages.md). */
const PR_BADGES: Record<PrBadge, MessageDescriptor> = {
  weight: msg`Weight PR`,
  reps: msg`Rep PR`,
}

/**
 * The change against last time: "+5 lbs", else "+1 rep" at the same weight; null when the same.
 * The row reads it "+5 lbs vs last time".
 */
export function deltaVsLast(
  set: LocalSet,
  previous: PreviousSet | undefined,
  unit: WeightUnit,
): string | null {
  if (!previous) return null
  const weight = parseWeight(set.weight) - parseWeight(previous.weight)
  if (Math.abs(weight) >= 0.005) {
    return signed(weight, `${formatWeight(Math.abs(weight))} ${unit}`)
  }
  const reps = parseReps(set.reps) - previous.reps
  if (reps === 0) return null
  return signed(reps, plural(Math.abs(reps), { one: '# rep', other: '# reps' }))
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
    const delta = deltaVsLast(set, previous[index], unit)
    if (!countsForRecords(set.kind)) return { delta, record: null }
    const lifted = {
      weight: setLoad(type, toStoredPounds(parseWeight(set.weight), unit), bodyWeight),
      reps: parseReps(set.reps),
    }
    const record = bests ? setPrBadge(lifted, known) : null
    known.push(lifted)
    return { delta, record: record && i18n._(PR_BADGES[record]) }
  })
}
