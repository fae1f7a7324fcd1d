import { describe, expect, it } from 'vitest'
import { nextOpenSet, restAfterSet, sessionBlocks } from './rounds.ts'
import { exerciseFromTemplate, type LocalExercise } from './session-state.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'

const exercise = (name: string, kinds: SetKind[], superset?: string): LocalExercise =>
  exerciseFromTemplate(
    { name, sets: kinds.map((kind) => ({ isWarmup: kind === 'warmup', kind })), superset },
    name,
  )
const complete = (exercises: LocalExercise[], e: number, s: number) => {
  exercises[e]!.sets[s] = { ...exercises[e]!.sets[s]!, completed: true }
}

/** Press alone, then Bench (3 sets) and Row (2 sets) as superset A, then Curl. */
const session = () => [
  exercise('Press', ['working']),
  exercise('Bench', ['working', 'working', 'working'], 'A'),
  exercise('Row', ['working', 'working'], 'A'),
  exercise('Curl', ['working']),
]

describe('a superset in the session (docs/product/set-kinds.md)', () => {
  it('is one block between the others', () => {
    expect(sessionBlocks(session())).toEqual([
      { superset: null, exercises: [0] },
      { superset: 'A', exercises: [1, 2] },
      { superset: null, exercises: [3] },
    ])
  })

  it('goes round: set 1 of each exercise in list order, then set 2, then what is left', () => {
    const exercises = session()
    const order: Array<[string, number]> = []
    for (let open = nextOpenSet(exercises); open; open = nextOpenSet(exercises)) {
      order.push([exercises[open.exerciseIndex]!.name, open.setIndex + 1])
      complete(exercises, open.exerciseIndex, open.setIndex)
    }
    expect(order).toEqual([
      ['Press', 1],
      ['Bench', 1],
      ['Row', 1],
      ['Bench', 2],
      ['Row', 2],
      ['Bench', 3],
      ['Curl', 1],
    ])
  })

  it('rests after the round’s last set only, for the longest rest of its exercises', () => {
    const exercises = session()
    const rests: Record<string, number> = { Row: 150 }
    const restOf = (name: string) => rests[name]
    // Bench's set 1 while Row's is open: no rest, go on to Row.
    expect(restAfterSet(exercises, 1, 0, restOf)).toBeNull()
    complete(exercises, 1, 0)
    // Row's set 1 ends the round: the longer of 2:00 (Bench) and 2:30 (Row).
    expect(restAfterSet(exercises, 2, 0, restOf)).toEqual({ seconds: 150, exerciseName: 'Row' })
    // Out of order too: whichever set completes the round rests.
    complete(exercises, 2, 1)
    expect(restAfterSet(exercises, 1, 1, restOf)).toEqual({ seconds: 150, exerciseName: 'Row' })
    // Bench's third set has no partner in its round.
    expect(restAfterSet(exercises, 1, 2, restOf)).toEqual({ seconds: 150, exerciseName: 'Row' })
  })

  it('rests 1:00 after a round of warm-ups, and as before outside a superset', () => {
    const warm = [exercise('Bench', ['warmup'], 'A'), exercise('Row', ['warmup'], 'A')]
    complete(warm, 0, 0)
    expect(restAfterSet(warm, 1, 0, () => undefined)).toEqual({ seconds: 60 })
    const alone = [exercise('Squat', ['warmup', 'drop'])]
    expect(restAfterSet(alone, 0, 0, () => 200)).toEqual({ seconds: 60 })
    expect(restAfterSet(alone, 0, 1, () => 200)).toEqual({ seconds: 200, exerciseName: 'Squat' })
    expect(restAfterSet(alone, 0, 1, () => undefined)).toEqual({
      seconds: 120,
      exerciseName: 'Squat',
    })
  })
})
