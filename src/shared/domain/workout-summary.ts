import type { WorkoutSummary } from '#shared/contract/workouts.ts'
import { countsForRecords, type SetKind } from './set-kinds.ts'
import { beatsRecordSet, beatsTopSet, type SetFigures } from './volume.ts'
import { nameKey } from './names.ts'

export type ExerciseSummary = WorkoutSummary['exercises'][number]

/** What a set brings to its workout's summary (a set as the API answers it, or a row). */
export type SummarySet = {
  exerciseName: string
  completed: boolean
  kind: SetKind
  weight: string | number
  reps: number
}

/** A summary's set figures (weight as text), back in numbers to compare. */
function asFigures(set: { weight: string; reps: number } | null): SetFigures | undefined {
  return set ? { weight: Number(set.weight), reps: set.reps } : undefined
}

/**
 * A workout's exercises as its collapsed history card shows them (GET /api/workout-summaries,
 * issue 18), from its sets in set order: each exercise with a completed set, in order of its
 * first one, named as that set names it (names match case-insensitively, docs/product/history-and-prs.md), with
 * its completed sets counted and, among its completed sets of every kind but warm-up (docs/product/set-kinds.md), the
 * first with the best
 * Epley estimate (the record set) and the first heaviest, most reps on a tie (the top set).
 * `isPR` answers for an exercise by its lower-case name. The server reduces a page with it and
 * the client an edited workout's sets, so both say the same.
 */
export function summarizeExercises(
  sets: Iterable<SummarySet>,
  isPR: (exerciseKey: string) => boolean,
): ExerciseSummary[] {
  const byName = new Map<string, ExerciseSummary>()
  for (const set of sets) {
    if (!set.completed) continue
    const key = nameKey(set.exerciseName)
    let exercise = byName.get(key)
    if (!exercise) {
      exercise = {
        name: set.exerciseName,
        isPR: isPR(key),
        completedSets: 0,
        recordSet: null,
        topSet: null,
      }
      byName.set(key, exercise)
    }
    exercise.completedSets++
    if (!countsForRecords(set.kind)) continue
    const candidate = { weight: Number(set.weight), reps: set.reps }
    const answered = { weight: String(candidate.weight), reps: set.reps }
    if (beatsRecordSet(candidate, asFigures(exercise.recordSet))) exercise.recordSet = answered
    if (beatsTopSet(candidate, asFigures(exercise.topSet))) exercise.topSet = answered
  }
  return [...byName.values()]
}

/**
 * The workout's top set on its history card (issue 32): of every exercise's record set (its best
 * Epley estimate), the best; the first on a tie. By estimate, not weight: a leg press's 380 × 10
 * does not outrank a squat's 315 × 5 for being heavier.
 */
export function workoutTopSet(
  exercises: readonly ExerciseSummary[],
): { exerciseName: string; weight: string; reps: number } | undefined {
  let top: { exerciseName: string; weight: string; reps: number } | undefined
  for (const exercise of exercises) {
    const candidate = asFigures(exercise.recordSet)
    if (candidate && (!top || beatsRecordSet(candidate, asFigures(top)))) {
      top = { exerciseName: exercise.name, ...exercise.recordSet! }
    }
  }
  return top
}
