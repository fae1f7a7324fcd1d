import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { formatDuration, parseDuration } from '#shared/domain/measures.ts'
import type { PlanOutcome } from '#shared/contract/progressions.ts'
import { nextOpenSet } from '../state/rounds.ts'
import { planTargets } from '../state/session-plan.ts'
import {
  adoptPrevious,
  previousInUnit,
  type LocalExercise,
  type LocalSet,
  type PreviousSet,
  type SessionUnits,
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
  /** As typed ("1:30") and in the lifter's distance unit (docs/product/exercise-types.md). */
  duration: string
  distance: string
}

type BarField = 'weight' | 'reps' | 'duration' | 'distance'

/** The id of a set's row on the session screen, which the next-set bar brings into view. */
export function setRowId(exerciseIndex: number, setIndex: number): string {
  return `set-${exerciseIndex + 1}-${setIndex + 1}`
}

/** Last time's value of a field as the session types it; undefined when it had none. */
function previousValue(previous: PreviousSet | undefined, field: BarField): string | undefined {
  if (!previous) return undefined
  if (field === 'duration') {
    return previous.duration === null ? undefined : formatDuration(previous.duration)
  }
  return previous[field] === null ? undefined : String(previous[field])
}

/** The value of a field for the bar: typed, else last time's, else an earlier set's. */
function suggested(
  sets: readonly LocalSet[],
  setIndex: number,
  previous: PreviousSet | undefined,
  field: BarField,
): string {
  const own = sets[setIndex]?.[field].trim() ?? ''
  if (own !== '') return own
  const last = previousValue(previous, field)
  if (last !== undefined) return last
  for (let i = setIndex - 1; i >= 0; i--) {
    const earlier = sets[i]![field].trim()
    if (earlier !== '') return earlier
  }
  return ''
}

export function findNextSet(
  exercises: readonly LocalExercise[],
  units: SessionUnits,
  planOf: (exerciseName: string) => PlanOutcome | null = () => null,
): NextSet | null {
  const open = nextOpenSet(exercises)
  if (!open) return null
  const { exerciseIndex, setIndex } = open
  const exercise = exercises[exerciseIndex]!
  const last = previousInUnit(exercise.previous ?? [], units)
  const previous =
    planTargets(exercise.sets, last, planOf(exercise.name), units.unit)[setIndex] ?? last[setIndex]
  return {
    exerciseIndex,
    setIndex,
    exerciseName: exercise.name,
    set: exercise.sets[setIndex]!,
    previous,
    weight: suggested(exercise.sets, setIndex, previous, 'weight'),
    reps: suggested(exercise.sets, setIndex, previous, 'reps'),
    duration: suggested(exercise.sets, setIndex, previous, 'duration'),
    distance: suggested(exercise.sets, setIndex, previous, 'distance'),
  }
}

/** The set as Log records it: last time's mode when it takes last time's weight, and the bar's values. */
export function loggedFromBar(set: LocalSet, next: NextSet): LocalSet {
  return {
    ...adoptPrevious(set, next.previous),
    weight: next.weight,
    reps: next.reps,
    duration: next.duration,
    distance: next.distance,
    completed: true,
  }
}

/** A −/+ step of a typed field, never below 0 ("" counts as 0); a time steps as "m:ss". */
export function stepValue(text: string, delta: number, field: BarField): string {
  if (field === 'duration') return formatDuration(Math.max(0, (parseDuration(text) ?? 0) + delta))
  const value = field === 'reps' ? parseReps(text) : parseWeight(text)
  const next = Math.max(0, Math.round((value + delta) * 1000) / 1000)
  return String(next)
}
