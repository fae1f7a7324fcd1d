import { looseNameKey, type Muscle } from './muscles.ts'
import { nameKey } from './names.ts'

/** docs/product/exercises.md: at most this many alternatives are suggested. */
export const MAX_ALTERNATIVES = 10

/** An exercise as the alternatives compare it: a catalogue entry or one of the lifter's names. */
export type ExerciseProfile = {
  name: string
  catalogKey: string | null
  type: string
  equipment: string | null
  primary: readonly Muscle[]
  secondary: readonly Muscle[]
}

/** Whether two profiles are one exercise: one name, or one catalogue entry under two names. */
const sameExercise = (a: ExerciseProfile, b: ExerciseProfile) =>
  nameKey(a.name) === nameKey(b.name) || (a.catalogKey !== null && a.catalogKey === b.catalogKey)

/** The words of a name as the catalogue matches them ("Pull-Up" is "pull up"). */
const words = (name: string) => new Set(looseNameKey(name).split(' '))

/**
 * How a candidate ranks against the exercise, lower first: the rule's three steps (shares all
 * of its primary muscles, the same type, other equipment before the same), then, among equals,
 * the closest: fewer primary muscles of its own, more words of the name in common ("Dumbbell
 * Bench Press" for "Bench Press"), more shared secondary muscles; then by name.
 */
function rankOf(exercise: ExerciseProfile, candidate: ExerciseProfile): number[] {
  const shares = (muscles: readonly Muscle[]) => (muscle: Muscle) => muscles.includes(muscle)
  const sameEquipment = exercise.equipment !== null && candidate.equipment === exercise.equipment
  const named = words(exercise.name)
  return [
    exercise.primary.every(shares(candidate.primary)) ? 0 : 1,
    candidate.type === exercise.type ? 0 : 1,
    sameEquipment ? 1 : 0,
    candidate.primary.filter((muscle) => !exercise.primary.includes(muscle)).length,
    -[...words(candidate.name)].filter((word) => named.has(word)).length,
    -candidate.secondary.filter(shares(exercise.secondary)).length,
  ]
}

function compareRanks(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
  return 0
}

/**
 * docs/product/exercises.md: what can take an exercise's place when its rack is taken. The
 * candidates (the catalogue's entries and the lifter's own names) that share a primary muscle
 * with it, best first (rankOf), at most MAX_ALTERNATIVES, never the exercise itself. An
 * exercise without muscles has none.
 */
export function rankAlternatives<Candidate extends ExerciseProfile>(
  exercise: ExerciseProfile,
  candidates: readonly Candidate[],
  limit = MAX_ALTERNATIVES,
): Candidate[] {
  const ranked = candidates
    .filter(
      (candidate) =>
        !sameExercise(exercise, candidate) &&
        candidate.primary.some((muscle) => exercise.primary.includes(muscle)),
    )
    .map((candidate) => ({ candidate, rank: rankOf(exercise, candidate) }))
  ranked.sort((a, b) => {
    const byRank = compareRanks(a.rank, b.rank)
    if (byRank !== 0) return byRank
    const [keyA, keyB] = [nameKey(a.candidate.name), nameKey(b.candidate.name)]
    return keyA < keyB ? -1 : keyA > keyB ? 1 : 0
  })
  return ranked.slice(0, limit).map((each) => each.candidate)
}
