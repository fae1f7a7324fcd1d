import { describe, expect, it } from 'vitest'
import { newSet, type LocalSet } from '../state/session-state.ts'
import { exerciseFeedback } from './feedback.ts'

const done = (weight: string, reps: string): LocalSet => ({
  ...newSet(1),
  weight,
  reps,
  completed: true,
})

describe('exerciseFeedback', () => {
  it('gives a bodyweight set its PR by its load with the body weight, as records compare', () => {
    // Earlier: 8 reps at body weight 180 + 25 (load 205), as the server answers it.
    const bests = [{ weight: 205, reps: 8 }]
    // +20 on a heavier body (190): load 210, heavier than any before.
    const heavier = exerciseFeedback([done('20', '5')], [], bests, 'lbs', 'bodyweight_reps', 190)
    expect(heavier[0]?.record).toBe('weight')
    // +25 on a lighter body (170): load 195, 8 reps were done heavier, 9 are more.
    const lighter = exerciseFeedback(
      [done('25', '8'), done('25', '9')],
      [],
      bests,
      'lbs',
      'bodyweight_reps',
      170,
    )
    expect(lighter.map((feedback) => feedback?.record)).toEqual([null, 'reps'])
  })

  it('takes an assisted set’s assistance off the body weight', () => {
    const bests = [{ weight: 140, reps: 8 }]
    // 180 − 30 = 150: heavier than 140.
    const sets = [done('30', '6')]
    expect(exerciseFeedback(sets, [], bests, 'lbs', 'assisted_reps', 180)[0]?.record).toBe('weight')
    // 180 − 50 = 130: 8 reps were done heavier.
    expect(
      exerciseFeedback([done('50', '6')], [], bests, 'lbs', 'assisted_reps', 180)[0]?.record,
    ).toBeNull()
  })

  it('compares a weight × reps set by its weight alone', () => {
    const bests = [{ weight: 225, reps: 5 }]
    const feedback = exerciseFeedback([done('225', '6')], [], bests, 'lbs', 'weight_reps', 180)
    expect(feedback[0]?.record).toBe('reps')
  })
})
