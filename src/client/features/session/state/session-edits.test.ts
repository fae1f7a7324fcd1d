import { describe, expect, it } from 'vitest'
import type { OutboxEntry } from '#client/lib/outbox.ts'
import {
  addSet,
  editSet,
  EMPTY_SESSION,
  expectedSets,
  mergeLogged,
  removeSet,
  setPrevious,
  setSuperset,
  withWorkout,
  type EditContext,
  type SessionState,
} from './session-edits.ts'
import {
  adoptPrevious,
  exerciseFromTemplate,
  fromStoredExercises,
  type LocalExercise,
  type LocalSet,
} from './session-state.ts'

function context(): EditContext {
  let next = 1
  return { unit: 'lbs', distanceUnit: 'mi', newId: () => `id-${next++}` }
}

const squat = () =>
  exerciseFromTemplate(
    {
      name: 'Squat',
      sets: [
        { isWarmup: true, kind: 'warmup' },
        { isWarmup: false, kind: 'working' },
      ],
    },
    'sq',
  )

const session = (workoutId: string | null = 'w1'): SessionState => ({
  ...EMPTY_SESSION,
  exercises: [squat()],
  workoutId,
})

const log = (weight: string, reps: string) => (set: LocalSet) => ({
  ...set,
  weight,
  reps,
  completed: true,
})

const serverSet = (id: string, exerciseName: string, setNumber: number, weight = '100') => ({
  id,
  exerciseName,
  setNumber,
  weight,
  reps: 5,
  completed: true,
  kind: 'working' as const,
  rpe: null,
  superset: null,
  additionalMode: null,
  additionalWeight: '0',
  notes: null,
  duration: null,
  distance: null,
})

describe('session edits', () => {
  it('creates a set with an id of its own on its first data, then updates that id', () => {
    const ctx = context()
    const first = editSet(session(), 0, 1, log('135', '5'), ctx)
    expect(first.state.ids).toEqual({ '0-1': 'id-1' })
    expect(first.writes).toEqual([
      {
        kind: 'createSet',
        id: 'id-1',
        workoutId: 'w1',
        body: expect.objectContaining({
          id: 'id-1',
          workoutId: 'w1',
          exerciseName: 'Squat',
          setNumber: 2,
          weight: '135',
          reps: 5,
          completed: true,
        }),
      },
    ])
    const second = editSet(first.state, 0, 1, (set) => ({ ...set, reps: '6' }), ctx)
    expect(second.writes).toEqual([
      {
        kind: 'updateSet',
        id: 'id-1',
        workoutId: 'w1',
        body: expect.objectContaining({ reps: 6 }),
      },
    ])
  })

  it('sends nothing for a set without data (docs/product/states.md), nor before the workout is known', () => {
    const ctx = context()
    expect(editSet(session(), 0, 0, (s) => ({ ...s, notes: 'a note' }), ctx).writes).toEqual([])
    const offline = editSet(session(null), 0, 0, log('95', '10'), ctx)
    expect(offline.writes).toEqual([])
    expect(offline.state.exercises[0]!.sets[0]!.weight).toBe('95')
    // docs/product/states.md: when the workout id appears, every set with data is created.
    const known = withWorkout(offline.state, 'w2', [squat()], ctx)
    expect(known.state.workoutId).toBe('w2')
    expect(known.writes).toEqual([
      expect.objectContaining({ kind: 'createSet', id: 'id-1', workoutId: 'w2' }),
    ])
  })

  it("starts from the day's template when the stored workout is not the one entered", () => {
    const ctx = context()
    const logged = editSet(session('gone'), 0, 0, log('95', '10'), ctx).state
    const entered = withWorkout(logged, 'w3', [squat()], ctx)
    expect(entered.writes).toEqual([])
    expect(entered.state).toEqual({ exercises: [squat()], ids: {}, workoutId: 'w3' })
  })

  it('removes the last set, off the server too when it has an id; never the only one', () => {
    const ctx = context()
    const logged = editSet(session(), 0, 1, log('135', '5'), ctx).state
    const removed = removeSet(logged, 0, undefined, ctx)
    expect(removed.writes).toEqual([{ kind: 'deleteSet', id: 'id-1', workoutId: 'w1' }])
    expect(removed.state.ids).toEqual({})
    expect(removed.state.exercises[0]!.sets).toHaveLength(1)
    expect(removeSet(removed.state, 0, undefined, ctx)).toEqual({
      state: removed.state,
      writes: [],
    })
    // Added back, the position is a new set with a new id.
    const again = editSet(addSet(removed.state, 0), 0, 1, log('140', '3'), ctx)
    expect(again.writes).toEqual([expect.objectContaining({ kind: 'createSet', id: 'id-2' })])
  })

  it('removes a set from the middle: the ones after move up a number, on the server too', () => {
    const ctx = context()
    let state: SessionState = session()
    state = addSet(addSet(state, 0), 0)
    state = editSet(state, 0, 0, log('95', '10'), ctx).state // id-1
    state = editSet(state, 0, 1, log('135', '5'), ctx).state // id-2
    state = editSet(state, 0, 3, log('145', '3'), ctx).state // id-3; set 3 stays empty
    const removed = removeSet(state, 0, 1, ctx)
    expect(removed.state.exercises[0]!.sets.map((s) => [s.setNumber, s.weight])).toEqual([
      [1, '95'],
      [2, ''],
      [3, '145'],
    ])
    expect(removed.state.ids).toEqual({ '0-0': 'id-1', '0-2': 'id-3' })
    expect(removed.writes).toEqual([
      { kind: 'deleteSet', id: 'id-2', workoutId: 'w1' },
      {
        kind: 'updateSet',
        id: 'id-3',
        workoutId: 'w1',
        body: expect.objectContaining({ setNumber: 3, weight: '145', reps: 3 }),
      },
    ])
    // A set the server never had goes with nothing to send.
    expect(removeSet(removed.state, 0, 1, ctx).writes).toEqual([
      {
        kind: 'updateSet',
        id: 'id-3',
        workoutId: 'w1',
        body: expect.objectContaining({ setNumber: 2 }),
      },
    ])
  })

  it('knows the sets a workout will have once the outbox is sent', () => {
    const entry = (fields: Partial<OutboxEntry>) =>
      ({ seq: 1, attempted: false, workoutId: 'w1', ...fields }) as OutboxEntry
    const sets = expectedSets(
      'w1',
      [serverSet('a', 'Squat', 1), serverSet('b', 'Squat', 2)],
      [
        entry({ kind: 'updateSet', id: 'a', body: { weight: '200' } }),
        entry({ kind: 'deleteSet', id: 'b' }),
        entry({
          kind: 'createSet',
          id: 'c',
          body: { id: 'c', workoutId: 'w1', exerciseName: 'Bench', setNumber: 1, reps: 3 },
        }),
        entry({ kind: 'createSet', id: 'x', workoutId: 'other', body: {} as never }),
      ],
    )
    expect(sets.map((s) => [s.id, s.exerciseName, s.weight, s.reps])).toEqual([
      ['a', 'Squat', '200', 5],
      ['c', 'Bench', '0', 3],
    ])
  })

  it('shows the logged sets of a continued draft: free slots, then after, new exercises last', () => {
    const ctx = context()
    const own = editSet(session(), 0, 1, log('135', '5'), ctx).state
    const merged = mergeLogged(
      own,
      [
        serverSet('id-1', 'Squat', 2, '999'),
        serverSet('s1', 'squat', 1, '95'),
        serverSet('s2', 'SQUAT', 2, '145'),
        serverSet('s3', 'Dips', 1, '0'),
      ],
      ctx,
    )
    const [squats, dips] = merged.exercises
    // Its own set keeps what was typed here; the others show as logged.
    expect(squats!.sets.map((s) => [s.setNumber, s.weight, s.completed])).toEqual([
      [1, '95', true],
      [2, '135', true],
      [2, '145', true],
    ])
    expect(dips).toMatchObject({ name: 'Dips', sets: [{ weight: '0', reps: '5' }] })
    expect(merged.ids).toEqual({ '0-0': 's1', '0-1': 'id-1', '0-2': 's2', '1-0': 's3' })
    expect(mergeLogged(merged, [serverSet('s1', 'Squat', 1)], ctx)).toBe(merged)
  })

  it('sends each set’s kind, RPE and its exercise’s superset (docs/product/set-kinds.md)', () => {
    const ctx = context()
    const grouped = { ...session(), exercises: [{ ...squat(), superset: 'A' }] }
    const warmup = editSet(grouped, 0, 0, log('95', '5'), ctx)
    expect(warmup.writes[0]).toMatchObject({
      kind: 'createSet',
      body: { kind: 'warmup', rpe: null, superset: 'A' },
    })
    const rated = editSet(warmup.state, 0, 0, (set) => ({ ...set, kind: 'drop', rpe: 8.5 }), ctx)
    expect(rated.writes).toEqual([
      expect.objectContaining({
        kind: 'updateSet',
        id: 'id-1',
        body: expect.objectContaining({ kind: 'drop', rpe: 8.5, superset: 'A' }),
      }),
    ])
    // A set added after a drop set is a drop set too.
    expect(addSet(rated.state, 0).exercises[0]!.sets.at(-1)!.kind).toBe('working')
    expect(addSet(rated.state, 0).exercises[0]!.sets).toHaveLength(3)
  })

  it('puts an exercise into a superset, the sets the server has carrying the label', () => {
    const ctx = context()
    const logged = editSet(session(), 0, 1, log('135', '5'), ctx).state
    const joined = setSuperset(logged, 0, 'B', ctx)
    expect(joined.state.exercises[0]!.superset).toBe('B')
    // Only the set the server has is sent again; the empty warm-up has nothing to send.
    expect(joined.writes).toEqual([
      expect.objectContaining({
        kind: 'updateSet',
        id: 'id-1',
        body: expect.objectContaining({ superset: 'B' }),
      }),
    ])
    expect(setSuperset(joined.state, 0, 'B', ctx).writes).toEqual([])
  })

  it('reads writes queued before set kinds by their isWarmup, as the server does', () => {
    const entry = (fields: Partial<OutboxEntry>) =>
      ({ seq: 1, attempted: false, workoutId: 'w1', ...fields }) as OutboxEntry
    const sets = expectedSets(
      'w1',
      [{ ...serverSet('a', 'Squat', 1), kind: 'drop' }],
      [
        entry({ kind: 'updateSet', id: 'a', body: { isWarmup: false } }),
        entry({
          kind: 'createSet',
          id: 'c',
          body: { id: 'c', workoutId: 'w1', exerciseName: 'Squat', setNumber: 2, isWarmup: true },
        }),
      ],
    )
    expect(sets.map((s) => [s.id, s.kind, s.rpe, s.superset])).toEqual([
      ['a', 'drop', null, null],
      ['c', 'warmup', null, null],
    ])
  })

  it('reads a session stored before set kinds as the kinds its sets were', () => {
    const stored = [
      {
        id: 'sq',
        name: 'Squat',
        sets: [
          { ...squat().sets[0]!, kind: undefined, rpe: undefined, isWarmup: true },
          { ...squat().sets[1]!, kind: undefined, rpe: undefined, isWarmup: false },
        ],
        previous: null,
      },
    ] as unknown as LocalExercise[]
    const read = fromStoredExercises(stored)
    expect(read[0]!.superset).toBeNull()
    expect(read[0]!.sets.map((set) => [set.kind, set.rpe])).toEqual([
      ['warmup', null],
      ['working', null],
    ])
    const current = [squat()]
    expect(fromStoredExercises(current)).toBe(current)
  })
})

describe('last time planned (issue 32)', () => {
  const chains = {
    weight: '185',
    reps: 5,
    rpe: null,
    additionalMode: 'chains' as const,
    additionalWeight: '40',
    notes: null,
    duration: null,
    distance: null,
  }
  const plain = { ...chains, additionalMode: null, additionalWeight: '0' }

  it('gives an untouched open set last time’s mode, its weight left to plan', () => {
    const state = setPrevious(session(), 0, [plain, chains])
    const [first, second] = state.exercises[0]!.sets
    expect(first).toMatchObject({ additionalMode: null, additionalWeight: '0' })
    expect(second).toMatchObject({ additionalMode: 'chains', additionalWeight: '' })
    // Completed with nothing typed: last time's weight, reps and chains.
    expect(adoptPrevious(second!, chains)).toMatchObject({
      weight: '185',
      reps: '5',
      additionalMode: 'chains',
      additionalWeight: '40',
    })
    // A chains weight the lifter typed stays.
    expect(adoptPrevious({ ...second!, additionalWeight: '60' }, chains).additionalWeight).toBe(
      '60',
    )
  })

  it('leaves a set with data, and the sets of a later arrival, as they are', () => {
    const typed = editSet(session(), 0, 1, (set) => ({ ...set, weight: '200' }), context()).state
    expect(setPrevious(typed, 0, [plain, chains]).exercises[0]!.sets[1]).toMatchObject({
      additionalMode: null,
    })
    // Once planned, a mode the lifter cleared is not planned again by a refetch.
    const planned = setPrevious(session(), 0, [plain, chains])
    const cleared = editSet(
      planned,
      0,
      1,
      (set) => ({ ...set, additionalMode: null, additionalWeight: '0' }),
      context(),
    ).state
    const again = setPrevious(cleared, 0, [plain, { ...chains, notes: 'new' }])
    expect(again.exercises[0]!.sets[1]).toMatchObject({ additionalMode: null })
  })
})
