import { parseDuration } from '#shared/domain/measures.ts'
import type { DayPlan, PlanOutcome } from '#shared/contract/progressions.ts'
import { planAfterSession, plannedTargets, type SeenSet } from '#shared/domain/progression.ts'
import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import {
  formatStoredWeight,
  fromStoredPounds,
  toStoredPounds,
  type WeightUnit,
} from '#shared/domain/units.ts'
import { sameName } from '#shared/domain/names.ts'
import { type LocalExercise, type LocalSet, type PreviousSet } from './session-state.ts'

/*
 * docs/product/progression.md in the session: an exercise with a rule offers its plan's sets as the one-tap
 * values, and finishing names what changes next time.
 */

/** The plan of an exercise of the day; null without a rule (or before the plans are in). */
export function planOf(dayPlan: DayPlan | undefined, exerciseName: string): PlanOutcome | null {
  return (
    dayPlan?.exercises.find((entry) => sameName(entry.exerciseName, exerciseName))?.plan ?? null
  )
}

/**
 * The plan's target of each set (docs/product/progression.md): what a tap logs instead of last time's
 * values, in the lifter's unit, keeping last time's extra weight; undefined for a set without
 * one (a warm-up, a drop set, a set past the plan, an exercise without a rule).
 */
export function planTargets(
  sets: ReadonlyArray<Pick<LocalSet, 'kind'>>,
  previous: ReadonlyArray<PreviousSet | undefined>,
  plan: PlanOutcome | null,
  unit: WeightUnit,
): Array<PreviousSet | undefined> {
  return plannedTargets(sets, plan?.next.sets ?? []).map((target, index) => {
    if (!target) return undefined
    const last = previous[index]
    return {
      weight: String(fromStoredPounds(Number(target.weight), unit)),
      reps: target.reps,
      rpe: null,
      additionalMode: last?.additionalMode ?? null,
      additionalWeight: last?.additionalWeight ?? '0',
      notes: null,
      // docs/product/exercise-types.md: the duration rule plans a time; the distance is last time's.
      duration: target.duration,
      distance: last?.distance ?? null,
    }
  })
}

/** The session's completed sets of an exercise as a rule reads them (pounds). */
function seenSets(sets: readonly LocalSet[], unit: WeightUnit): SeenSet[] {
  return sets
    .filter((set) => set.completed)
    .map((set) => ({
      weight: String(toStoredPounds(parseWeight(set.weight), unit)),
      reps: parseReps(set.reps),
      kind: set.kind,
      rpe: set.rpe,
      duration: parseDuration(set.duration),
    }))
}

/**
 * The "Workout Complete!" notice's news: each exercise whose next session changes with this one,
 * with its next weight, e.g. "Squat 190 lbs", "Deadlift 300 lbs (week 2)".
 */
export function changesNextTime(
  exercises: readonly LocalExercise[],
  dayPlan: DayPlan | undefined,
  unit: WeightUnit,
): string[] {
  return exercises.flatMap((exercise) => {
    const plan = planOf(dayPlan, exercise.name)
    if (!plan) return []
    const next = planAfterSession(plan.rule, plan, seenSets(exercise.sets, unit), unit)
    if (!next || (next.weight === plan.next.weight && next.week === plan.next.week)) return []
    const week = next.week === null ? '' : ` (week ${next.week})`
    return [`${exercise.name} ${formatStoredWeight(next.weight, unit)}${week}`]
  })
}
