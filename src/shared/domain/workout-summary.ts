import type { WorkoutSummary } from '#shared/contract/workouts.ts'
import {
  hasLoad,
  ranksAbove,
  setLoad,
  setRank,
  typedSetVolume,
  type ExerciseType,
} from './exercise-types.ts'
import { countsForRecords, type SetKind } from './set-kinds.ts'
import { nameKey } from './names.ts'

export type ExerciseSummary = WorkoutSummary['exercises'][number]
type SummarySetFigures = NonNullable<ExerciseSummary['recordSet']>

/** What a set brings to its workout's summary (a set as the API answers it, or a row). */
export type SummarySet = {
  exerciseName: string
  completed: boolean
  kind: SetKind
  weight: string | number
  reps: number
  duration: number | null
  distance: string | null
  additionalWeight?: string | number
}

/** What a summary knows of an exercise besides its sets: its PR flag, type and body weight. */
export type ExerciseFacts = { isPR: boolean; type: ExerciseType; bodyWeight: number | null }

/** A summary's set figures, back in numbers to compare. */
const figuresOf = (set: SummarySetFigures) => ({ ...set, weight: Number(set.weight) })

/** The top set's order: the heaviest load, most reps on a tie; the record set's without a load. */
function topRank(facts: ExerciseFacts, set: SummarySetFigures): number[] {
  if (!hasLoad(facts.type)) {
    return [...setRank(facts.type, figuresOf(set), facts.bodyWeight), set.reps]
  }
  const load = setLoad(facts.type, Number(set.weight), facts.bodyWeight)
  return [Math.round(load * 1000), set.reps]
}

/**
 * A workout's exercises as its collapsed history card shows them (GET /api/workout-summaries,
 * issue 18), from its sets in set order: each exercise with a completed set, in order of its
 * first one, named as that set names it (names match case-insensitively, docs/product/history-and-prs.md), with
 * its completed sets counted and, among its counting sets (docs/product/set-kinds.md), the first that ranks best
 * for its type (docs/product/exercise-types.md: the record set) and the first top set.
 * `facts` answers for an exercise by its lower-case name. The server keeps the same figures
 * (queries/set-figures.ts) and the client reduces an edited workout's sets with this, so both
 * say the same.
 */
export function summarizeExercises(
  sets: Iterable<SummarySet>,
  facts: (exerciseKey: string) => ExerciseFacts,
): ExerciseSummary[] {
  const byName = new Map<string, ExerciseSummary>()
  for (const set of sets) {
    if (!set.completed) continue
    const key = nameKey(set.exerciseName)
    let exercise = byName.get(key)
    const known = facts(key)
    if (!exercise) {
      exercise = {
        name: set.exerciseName,
        ...known,
        completedSets: 0,
        recordSet: null,
        topSet: null,
      }
      byName.set(key, exercise)
    }
    exercise.completedSets++
    if (!countsForRecords(set.kind)) continue
    const answered: SummarySetFigures = {
      weight: String(Number(set.weight)),
      reps: set.reps,
      duration: set.duration,
      distance: set.distance,
    }
    const rank = (figures: SummarySetFigures) =>
      setRank(known.type, figuresOf(figures), known.bodyWeight)
    if (!exercise.recordSet || ranksAbove(rank(answered), rank(exercise.recordSet))) {
      exercise.recordSet = answered
    }
    if (!exercise.topSet || ranksAbove(topRank(known, answered), topRank(known, exercise.topSet))) {
      exercise.topSet = answered
    }
  }
  return [...byName.values()]
}

/**
 * docs/product/api.md, docs/product/exercise-types.md: a workout's volume, over its completed sets (warm-ups included), each
 * counted as its exercise's type counts it.
 */
export function summaryVolume(
  sets: Iterable<SummarySet>,
  facts: (exerciseKey: string) => Pick<ExerciseFacts, 'type' | 'bodyWeight'>,
): number {
  let volume = 0
  for (const set of sets) {
    if (!set.completed) continue
    const { type, bodyWeight } = facts(nameKey(set.exerciseName))
    volume += typedSetVolume(type, set, bodyWeight)
  }
  return volume
}

/**
 * The workout's top set on its history card (issue 32): of every exercise's record set (its best
 * Epley estimate of the load), the best; the first on a tie. By estimate, not weight: a leg
 * press's 380 × 10 does not outrank a squat's 315 × 5 for being heavier, and a pull-up with a
 * belt counts the body weight with it (docs/product/exercise-types.md). Only the types with a load compete.
 */
export function workoutTopSet(
  exercises: readonly ExerciseSummary[],
): ({ exerciseName: string; type: ExerciseType } & SummarySetFigures) | undefined {
  let top: ({ exerciseName: string; type: ExerciseType } & SummarySetFigures) | undefined
  let best = [0]
  for (const exercise of exercises) {
    const set = exercise.recordSet
    if (!set || !hasLoad(exercise.type)) continue
    const rank = setRank(exercise.type, figuresOf(set), exercise.bodyWeight)
    if (ranksAbove(rank, best)) {
      best = rank
      top = { exerciseName: exercise.name, type: exercise.type, ...set }
    }
  }
  return top
}
