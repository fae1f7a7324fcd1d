import { describe, expect, it } from 'vitest'
import { addWarmups, moveExercise, replaceExercise } from './exercise-edits.ts'
import { editSet, EMPTY_SESSION, type EditContext, type SessionState } from './session-edits.ts'
import { exerciseFromTemplate, type LocalSet } from './session-state.ts'

function context(): EditContext {
  let next = 1
  return { unit: 'lbs', distanceUnit: 'mi', newId: () => `id-${next++}` }
}

const working = { isWarmup: false, kind: 'working' } as const
const day = (names: string[], sets = 3) =>
  names.map((name, e) =>
    exerciseFromTemplate({ name, sets: Array.from({ length: sets }, () => working) }, `ex-${e}`),
  )

const log = (weight: string, reps: string) => (set: LocalSet) => ({
  ...set,
  weight,
  reps,
  completed: true,
})
const typed = (weight: string) => (set: LocalSet) => ({ ...set, weight })

/** Bench (set 1 logged, set 2 typed, set 3 empty) and Row (set 1 of 3 logged). */
function benchAndRow(ctx: EditContext): SessionState {
  let state: SessionState = {
    ...EMPTY_SESSION,
    exercises: day(['Bench Press', 'Row']),
    workoutId: 'w1',
  }
  state = editSet(state, 0, 0, log('185', '5'), ctx).state
  state = editSet(state, 0, 1, typed('185'), ctx).state
  return editSet(state, 1, 0, log('135', '8'), ctx).state
}

describe('moving an exercise in the session (docs/product/exercises.md)', () => {
  it('swaps it with its neighbour; the sets keep their ids and nothing is sent', () => {
    const ctx = context()
    const state = benchAndRow(ctx)
    const moved = moveExercise(state, 1, -1, ctx)
    expect(moved.state.exercises.map((e) => e.name)).toEqual(['Row', 'Bench Press'])
    expect(moved.state.ids).toEqual({ '0-0': 'id-3', '1-0': 'id-1', '1-1': 'id-2' })
    expect(moved.writes).toEqual([])
    expect(moveExercise(state, 0, -1, ctx).state).toBe(state)
    expect(moveExercise(state, 1, 1, ctx).state).toBe(state)
  })
})

describe('replacing an exercise in the session (docs/product/exercises.md)', () => {
  it('gives the open sets to the replacement; the logged set stays with the old name before it', () => {
    const ctx = context()
    const state = benchAndRow(ctx)
    const { state: next, writes } = replaceExercise(state, 0, 'Dumbbell Bench Press', ctx)
    expect(next.exercises.map((e) => [e.name, e.replacedBy, e.sets.length])).toEqual([
      ['Bench Press', 'Dumbbell Bench Press', 1],
      ['Dumbbell Bench Press', undefined, 2],
      ['Row', undefined, 3],
    ])
    const [old, replacement] = next.exercises
    expect(old!.sets[0]).toMatchObject({ setNumber: 1, weight: '185', completed: true })
    expect(replacement!.sets.map((set) => [set.setNumber, set.weight])).toEqual([
      [1, '185'],
      [2, ''],
    ])
    // Ids follow the sets: the logged one where it was, the typed one to the replacement,
    // Row's one place down.
    expect(next.ids).toEqual({ '0-0': 'id-1', '1-0': 'id-2', '2-0': 'id-3' })
    // The server hears of the set that moved: its new name and number. Nothing else changed.
    expect(writes).toEqual([
      {
        kind: 'updateSet',
        id: 'id-2',
        workoutId: 'w1',
        body: expect.objectContaining({
          exerciseName: 'Dumbbell Bench Press',
          setNumber: 1,
          weight: '185',
          completed: false,
        }),
      },
    ])
  })

  it('takes the old one’s place outright when nothing of it was logged, in its superset', () => {
    const ctx = context()
    const state: SessionState = {
      ...EMPTY_SESSION,
      exercises: day(['Bench Press', 'Row']).map((e) => ({ ...e, superset: 'A' })),
      workoutId: 'w1',
    }
    const { state: next, writes } = replaceExercise(state, 1, 'Cable Row', ctx)
    expect(next.exercises.map((e) => [e.name, e.superset, e.sets.length])).toEqual([
      ['Bench Press', 'A', 3],
      ['Cable Row', 'A', 3],
    ])
    expect(writes).toEqual([])
  })

  it('gives a replacement one working set when every set was logged', () => {
    const ctx = context()
    let state: SessionState = { ...EMPTY_SESSION, exercises: day(['Dip'], 1), workoutId: 'w1' }
    state = editSet(state, 0, 0, log('0', '10'), ctx).state
    const { state: next } = replaceExercise(state, 0, 'Bench Dip', ctx)
    expect(next.exercises.map((e) => [e.name, e.sets.map((s) => [s.kind, s.completed])])).toEqual([
      ['Dip', [['working', true]]],
      ['Bench Dip', [['working', false]]],
    ])
  })
})

describe('adding warm-up sets (docs/product/exercises.md)', () => {
  it('puts them before the first working set, numbers every set anew and sends them', () => {
    const ctx = context()
    let state: SessionState = { ...EMPTY_SESSION, exercises: day(['Squat'], 2), workoutId: 'w1' }
    state = editSet(state, 0, 0, typed('225'), ctx).state
    const { state: next, writes } = addWarmups(
      state,
      0,
      [
        { weight: '45', reps: '10' },
        { weight: '135', reps: '3' },
      ],
      ctx,
    )
    expect(next.exercises[0]!.sets.map((s) => [s.setNumber, s.kind, s.weight, s.reps])).toEqual([
      [1, 'warmup', '45', '10'],
      [2, 'warmup', '135', '3'],
      [3, 'working', '225', ''],
      [4, 'working', '', ''],
    ])
    expect(next.ids).toEqual({ '0-0': 'id-2', '0-1': 'id-3', '0-2': 'id-1' })
    const numbers = writes.map((w) =>
      w.kind === 'createSet' || w.kind === 'updateSet' ? [w.kind, w.id, w.body.setNumber] : [w],
    )
    expect(numbers).toEqual([
      ['createSet', 'id-2', 1],
      ['createSet', 'id-3', 2],
      ['updateSet', 'id-1', 3],
    ])
  })

  it('goes after warm-ups already there, and at the end of an exercise without working sets', () => {
    const ctx = context()
    const squat = exerciseFromTemplate(
      { name: 'Squat', sets: [{ isWarmup: true, kind: 'warmup' }, working] },
      'sq',
    )
    const state: SessionState = { ...EMPTY_SESSION, exercises: [squat], workoutId: null }
    const { state: next, writes } = addWarmups(state, 0, [{ weight: '95', reps: '5' }], ctx)
    expect(next.exercises[0]!.sets.map((s) => [s.kind, s.weight])).toEqual([
      ['warmup', ''],
      ['warmup', '95'],
      ['working', ''],
    ])
    // No workout yet: sent once there is one.
    expect(writes).toEqual([])
  })
})
