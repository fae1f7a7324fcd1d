import { supersetBlocks, supersetPlaces } from '#shared/domain/supersets.ts'
import { restAfter } from '#shared/domain/rest.ts'
import type { LocalExercise } from './session-state.ts'

/**
 * docs/product/set-kinds.md: the order a lifter works through the session. A superset is done in rounds
 * (set 1 of each of its exercises in list order, then set 2, …) and rests after a round, not
 * between its exercises; any other exercise is a block of its own.
 */

/** The session in blocks: a superset's exercises (with its label), or one exercise alone. */
export function sessionBlocks(exercises: readonly Pick<LocalExercise, 'superset'>[]) {
  return supersetBlocks(exercises.map((exercise) => exercise.superset))
}

/** The indices of the exercises in the block of `exerciseIndex` (itself alone outside one). */
function blockOf(exercises: readonly LocalExercise[], exerciseIndex: number): number[] {
  const place = supersetPlaces(exercises.map((exercise) => exercise.superset))[exerciseIndex]
  if (!place) return [exerciseIndex]
  return Array.from({ length: place.size }, (_, i) => place.first + i)
}

/** The first open set in working order: the next-set bar's target. */
export function nextOpenSet(
  exercises: readonly LocalExercise[],
): { exerciseIndex: number; setIndex: number } | null {
  for (const block of sessionBlocks(exercises)) {
    const rounds = Math.max(...block.exercises.map((e) => exercises[e]!.sets.length))
    for (let setIndex = 0; setIndex < rounds; setIndex++) {
      for (const exerciseIndex of block.exercises) {
        const set = exercises[exerciseIndex]!.sets[setIndex]
        if (set && !set.completed) return { exerciseIndex, setIndex }
      }
    }
  }
  return null
}

export type Rest = { seconds: number; exerciseName?: string }

/**
 * The rest that completing this set starts (docs/product/progress-and-gym-floor.md, docs/product/set-kinds.md), or null for none. Outside a
 * superset: 1:00 after a warm-up, else the exercise's kept rest or 2:00. In a superset, only the
 * set that completes its round rests, for the longest rest of the superset's exercises (1:00 when
 * the round was warm-ups only); `exerciseName` is the exercise whose rest it is, which the
 * lifter may adjust and keep. `restOf` is an exercise's kept rest, if any.
 */
export function restAfterSet(
  exercises: readonly LocalExercise[],
  exerciseIndex: number,
  setIndex: number,
  restOf: (exerciseName: string) => number | undefined,
): Rest | null {
  const block = blockOf(exercises, exerciseIndex)
  const round = block.flatMap((e) => {
    const set = exercises[e]?.sets[setIndex]
    return set ? [{ e, set }] : []
  })
  if (round.some(({ e, set }) => e !== exerciseIndex && !set.completed)) return null
  if (round.every(({ set }) => set.kind === 'warmup')) {
    return { seconds: restAfter('warmup', undefined) }
  }
  let longest: Required<Rest> | undefined
  for (const e of block) {
    const exerciseName = exercises[e]!.name
    const seconds = restAfter('working', restOf(exerciseName))
    if (!longest || seconds > longest.seconds) longest = { seconds, exerciseName }
  }
  return longest!
}
