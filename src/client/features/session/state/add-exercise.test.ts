import { describe, expect, it } from 'vitest'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { exerciseAddition } from './add-exercise.ts'
import { exerciseFromTemplate, type LocalExercise } from './session-state.ts'

const working = { isWarmup: false, kind: 'working' } as const
const warmup = { isWarmup: true, kind: 'warmup' } as const

const day = {
  id: 'd',
  name: 'Push',
  exercises: [
    { name: 'Bench Press', sets: [warmup, working] },
    { name: 'Skull Crusher', sets: [warmup, working, working] },
  ],
} as unknown as WorkoutDay

function ids() {
  let next = 1
  return () => `id-${next++}`
}

const inSession = (name: string, superset: string | null = null): LocalExercise => ({
  ...exerciseFromTemplate({ name, sets: [working] }, name),
  superset,
})

describe('adding an exercise in the session', () => {
  it('refuses one already in the session, whatever its case', () => {
    expect(exerciseAddition([inSession('Bench Press')], day, 'BENCH press', false, ids())).toEqual({
      kind: 'present',
    })
  })

  it('takes the template’s sets of an exercise the day has, and leaves the day alone', () => {
    const addition = exerciseAddition(
      [inSession('Bench Press')],
      day,
      'Skull Crusher',
      false,
      ids(),
    )
    expect(addition).toMatchObject({ kind: 'fromDay', anchorIndex: null, dayEdit: null })
    if (addition.kind === 'present') throw new Error('added')
    expect(addition.exercise.sets.map((set) => set.kind)).toEqual(['warmup', 'working', 'working'])
  })

  it('gives one the day lacks one working set, and adds it to the day', () => {
    const addition = exerciseAddition([inSession('Bench Press')], day, 'Dips', false, ids())
    expect(addition).toMatchObject({
      kind: 'newToDay',
      anchorIndex: null,
      exercise: { name: 'Dips', superset: null, previous: null },
      dayEdit: {
        kind: 'addExercise',
        exercise: { name: 'Dips', sets: [{ kind: 'working', isWarmup: false }] },
      },
    })
    if (addition.kind !== 'newToDay') throw new Error('new to the day')
    expect(addition.exercise.sets).toHaveLength(1)
    expect(addition.dayEdit).not.toHaveProperty('supersetWith')
  })

  it('joins the superset of the session’s last exercise, in the session and the day', () => {
    const session = [inSession('Bench Press'), inSession('Skull Crusher')]
    const addition = exerciseAddition(session, day, 'Pushdown', true, ids())
    expect(addition).toMatchObject({
      kind: 'newToDay',
      anchorIndex: 1,
      exercise: { name: 'Pushdown', superset: 'A' },
      dayEdit: { supersetWith: 'Skull Crusher' },
    })
    // The last one is in a superset already: the new one takes its label.
    const grouped = [inSession('Bench Press', 'C'), inSession('Skull Crusher', 'C')]
    expect(exerciseAddition(grouped, day, 'Dips', true, ids())).toMatchObject({
      anchorIndex: 1,
      exercise: { superset: 'C' },
    })
    const fromDay = exerciseAddition([inSession('Dips')], day, 'Bench Press', true, ids())
    expect(fromDay).toMatchObject({ kind: 'fromDay', anchorIndex: 0, exercise: { superset: 'A' } })
  })
})
