import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import type { PlanOutcome } from '#shared/contract/progressions.ts'
import { nextOpenSet } from '../state/rounds.ts'
import { planTargets } from '../state/session-plan.ts'
import {
  adoptPrevious,
  previousInUnit,
  type LocalExercise,
  type LocalSet,
  type PreviousSet,
} from '../state/session-state.ts'

/**
 * The next-set bar (issue 12): the first open set of the session, in order across exercises
 * (a superset round by round, rounds.ts), with the values a Log would record.
 */
export type NextSet = {
  exerciseIndex: number
  setIndex: number
  exerciseName: string
  set: LocalSet
  /**
   * The one-tap values of this position, in the lifter's unit: its plan's target
   * (docs/product/progression.md), else last time's.
   */
  previous: PreviousSet | undefined
  /** What Log records: typed, else last time's, else the nearest earlier set's; '' if none. */
  weight: string
  reps: string
}

/** The id of a set's row on the session screen, which the next-set bar brings into view. */
export function setRowId(exerciseIndex: number, setIndex: number): string {
  return `set-${exerciseIndex + 1}-${setIndex + 1}`
}

/** The value of a field for the bar: typed, else last time's, else an earlier set's. */
function suggested(
  sets: readonly LocalSet[],
  setIndex: number,
  previous: PreviousSet | undefined,
  field: 'weight' | 'reps',
): string {
  const own = sets[setIndex]?.[field].trim() ?? ''
  if (own !== '') return own
  if (previous) return String(previous[field])
  for (let i = setIndex - 1; i >= 0; i--) {
    const earlier = sets[i]![field].trim()
    if (earlier !== '') return earlier
  }
  return ''
}

export function findNextSet(
  exercises: readonly LocalExercise[],
  unit: WeightUnit,
  planOf: (exerciseName: string) => PlanOutcome | null = () => null,
): NextSet | null {
  const open = nextOpenSet(exercises)
  if (!open) return null
  const { exerciseIndex, setIndex } = open
  const exercise = exercises[exerciseIndex]!
  const last = previousInUnit(exercise.previous ?? [], unit)
  const previous =
    planTargets(exercise.sets, last, planOf(exercise.name), unit)[setIndex] ?? last[setIndex]
  return {
    exerciseIndex,
    setIndex,
    exerciseName: exercise.name,
    set: exercise.sets[setIndex]!,
    previous,
    weight: suggested(exercise.sets, setIndex, previous, 'weight'),
    reps: suggested(exercise.sets, setIndex, previous, 'reps'),
  }
}

/** The set as Log records it: last time's mode when it takes last time's weight, and the bar's values. */
export function loggedFromBar(set: LocalSet, next: NextSet): LocalSet {
  return {
    ...adoptPrevious(set, next.previous),
    weight: next.weight,
    reps: next.reps,
    completed: true,
  }
}

/** A −/+ step of a typed weight or reps, never below 0 ("" counts as 0). */
export function stepValue(text: string, delta: number, field: 'weight' | 'reps'): string {
  const value = field === 'weight' ? parseWeight(text) : parseReps(text)
  const next = Math.max(0, Math.round((value + delta) * 1000) / 1000)
  return String(next)
}
