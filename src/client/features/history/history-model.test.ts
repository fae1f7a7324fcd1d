import { i18n } from '@lingui/core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { summarizeExercises, workoutTopSet } from '#shared/domain/workout-summary.ts'
import {
  completedExercises,
  dayOptions,
  editableExercises,
  filterQuery,
  formatWorkoutDate,
  NO_FILTER,
  readFilterParams,
  recordSet,
  resolveDay,
  retimeWorkout,
  setChanges,
  setFigures,
  toSetDraft,
  workoutRecords,
  writeFilterParams,
} from './history-model.ts'

/** What summarizeExercises knows of each exercise: here weight × reps, no body weight. */
const weightReps = (isPR: (key: string) => boolean) => (key: string) => ({
  isPR: isPR(key),
  type: 'weight_reps' as const,
  bodyWeight: null,
})

const LBS = { unit: 'lbs', distanceUnit: 'mi' } as const
const KG = { unit: 'kg', distanceUnit: 'km' } as const

function set(overrides: Partial<WorkoutSet> = {}): WorkoutSet {
  return {
    id: 's1',
    workoutId: 'w1',
    exerciseName: 'Bench Press',
    setNumber: 1,
    weight: '135',
    reps: 8,
    completed: true,
    isWarmup: false,
    kind: 'working',
    rpe: null,
    superset: null,
    additionalMode: null,
    additionalWeight: '0',
    duration: null,
    distance: null,
    notes: null,
    ...overrides,
  }
}

function workout(overrides: Partial<WorkoutWithSets> = {}): WorkoutWithSets {
  return {
    id: 'w1',
    workoutDayId: 'd1',
    workoutDayName: 'Push',
    startedAt: '2026-03-10T11:00:00.000Z',
    completedAt: '2026-03-10T12:00:00.000Z',
    totalVolume: 0,
    sets: [],
    exercises: [],
    ...overrides,
  }
}

// Set lines are written through Lingui (components/set-line.ts).
beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
describe('history edit parsing (docs/product/validation.md)', () => {
  it('sends only changed sets, with empty notes as null', () => {
    const original = set({ notes: 'felt good' })
    const draft = toSetDraft(original, LBS)
    expect(setChanges(original, draft, LBS)).toBeNull()
    expect(setChanges(original, { ...draft, notes: '   ' }, LBS)).toEqual({
      weight: '135',
      reps: 8,
      completed: true,
      kind: 'working',
      rpe: null,
      additionalMode: null,
      additionalWeight: '0',
      notes: null,
      duration: null,
      distance: null,
    })
    expect(setChanges(original, { ...draft, weight: '135.0' }, LBS)).toBeNull()
    // docs/product/set-kinds.md: the kind and the RPE are edits too.
    expect(setChanges(original, { ...draft, kind: 'drop' }, LBS)).toMatchObject({ kind: 'drop' })
    expect(setChanges(original, { ...draft, rpe: 8.5 }, LBS)).toMatchObject({ rpe: 8.5 })
    expect(setChanges(original, { ...draft, reps: '10' }, LBS)).toMatchObject({ reps: 10 })
  })

  it('marks a forgotten set completed', () => {
    const open = set({ completed: false })
    expect(setChanges(open, toSetDraft(open, LBS), LBS)).toBeNull()
    expect(setChanges(open, { ...toSetDraft(open, LBS), completed: true }, LBS)).toMatchObject({
      completed: true,
      weight: '135',
      reps: 8,
    })
  })

  it('shows and takes kilograms, keeping untouched stored pounds exact', () => {
    const original = set({ weight: '225', additionalMode: 'chains', additionalWeight: '44.092' })
    const draft = toSetDraft(original, KG)
    expect(draft).toMatchObject({ weight: '102.06', additionalWeight: '20' })
    // Shown rounded, saved untouched: 225 lbs stays 225 lbs, not 102.06 kg re-converted.
    expect(setChanges(original, { ...draft, reps: '6' }, KG)).toMatchObject({
      weight: '225',
      additionalWeight: '44.092',
      reps: 6,
    })
    expect(setChanges(original, { ...draft, weight: '100' }, KG)).toMatchObject({
      weight: '220.462',
    })
  })
})

describe('history edit of a time and a distance (docs/product/exercise-types.md)', () => {
  it('takes "m:ss" and the lifter\'s distance unit, keeping an untouched distance exact', () => {
    const run = set({
      exerciseName: 'Running',
      weight: '0',
      reps: 0,
      duration: 1500,
      distance: '5000',
    })
    const draft = toSetDraft(run, LBS)
    expect(draft).toMatchObject({ duration: '25:00', distance: '3.11' })
    expect(setChanges(run, draft, LBS)).toBeNull()
    expect(setChanges(run, { ...draft, duration: '24:30' }, LBS)).toMatchObject({
      duration: 1470,
      distance: '5000',
    })
    // 3.1 mi, exactly.
    expect(setChanges(run, { ...draft, distance: '3.1' }, LBS)).toMatchObject({
      distance: '4988.9664',
    })
    expect(setChanges(run, { ...draft, distance: '' }, LBS)).toMatchObject({ distance: null })
  })
})

describe('retimeWorkout', () => {
  const now = new Date('2026-06-01T15:00:00.000Z')
  it('moves completedAt to the chosen day, keeping the time and the session length', () => {
    const w = workout()
    const result = retimeWorkout(w, '2026-03-08', now)
    const original = new Date(w.completedAt!)
    const moved = new Date(result!.completedAt)
    expect(moved.getDate()).toBe(8)
    expect(moved.getHours()).toBe(original.getHours())
    expect(new Date(result!.completedAt).getTime() - new Date(result!.startedAt).getTime()).toBe(
      3_600_000,
    )
  })

  it('returns null for the same day or an invalid value, and never goes past now', () => {
    const w = workout()
    expect(retimeWorkout(w, '', now)).toBeNull()
    const sameDay = new Date(w.completedAt!)
    const key = `${sameDay.getFullYear()}-${String(sameDay.getMonth() + 1).padStart(2, '0')}-${String(sameDay.getDate()).padStart(2, '0')}`
    expect(retimeWorkout(w, key, now)).toBeNull()
    const late = workout({
      startedAt: '2026-03-10T22:00:00.000Z',
      completedAt: '2026-03-10T23:00:00.000Z',
    })
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
    const result = retimeWorkout(late, today, now)
    expect(new Date(result!.completedAt).getTime()).toBeLessThanOrEqual(now.getTime())
  })
})

describe('history display', () => {
  it('groups completed sets only under their exercise, keeping PR flags', () => {
    const w = workout({
      exercises: [
        { name: 'Bench Press', isPR: true },
        { name: 'Dips', isPR: false },
      ],
      sets: [
        set({ id: 'a', setNumber: 2 }),
        set({ id: 'b', setNumber: 1, exerciseName: 'bench press' }),
        set({ id: 'c', exerciseName: 'Dips', completed: false }),
      ],
    })
    const groups = completedExercises(w)
    expect(groups).toHaveLength(1)
    expect(groups[0]).toMatchObject({ name: 'Bench Press', isPR: true })
    expect(groups[0]!.sets.map((s) => s.id)).toEqual(['b', 'a'])
    // The edit form offers the open set too.
    expect(editableExercises(w).map((group) => group.sets.map((s) => s.id))).toEqual([
      ['b', 'a'],
      ['c'],
    ])
  })
})

describe('history filter (docs/product/nothing-lost.md: the server applies it)', () => {
  it('offers the lifter’s days by name and asks the server for what is chosen', () => {
    const options = dayOptions([
      { id: 'd2', name: 'Push' },
      { id: 'd1', name: 'Legs' },
    ])
    expect(options).toEqual([
      { key: 'd1', name: 'Legs' },
      { key: 'd2', name: 'Push' },
    ])
    expect(filterQuery(NO_FILTER)).toEqual({})
    expect(filterQuery({ day: options[0]!, from: '2026-01-01', to: '' })).toEqual({
      dayId: 'd1',
      from: '2026-01-01',
    })
  })
})

describe('filter in the address', () => {
  it('round-trips and ignores malformed dates', () => {
    const params = new URLSearchParams('day=d1&from=2026-01-01&to=nope')
    const query = readFilterParams(params)
    expect(query).toEqual({ day: 'd1', from: '2026-01-01', to: '' })
    // Before the days list has loaded the day has no name yet; it still filters.
    const day = resolveDay(query.day, [])
    expect(day).toEqual({ key: 'd1', name: '' })
    expect(writeFilterParams({ day, from: query.from, to: query.to })).toEqual({
      day: 'd1',
      from: '2026-01-01',
    })
    expect(resolveDay('d1', [{ key: 'd1', name: 'Push' }])?.name).toBe('Push')
    expect(resolveDay(null, [])).toBeNull()
  })
})

describe('the collapsed card (issue 12)', () => {
  const sets = [
    set({ id: 'w', setNumber: 1, weight: '315', reps: 3, isWarmup: true, kind: 'warmup' }),
    set({ id: 'a', setNumber: 2, weight: '255', reps: 5 }),
    set({ id: 'b', setNumber: 3, weight: '265', reps: 2 }),
    set({ id: 'c', setNumber: 4, weight: '265', reps: 3 }),
    set({ id: 'open', setNumber: 5, weight: '405', reps: 5, completed: false }),
    set({ id: 'd', exerciseName: 'Dips', setNumber: 1, weight: '50', reps: 12 }),
  ]
  const w = workout({
    sets,
    exercises: [
      { name: 'Bench Press', isPR: true },
      { name: 'Dips', isPR: false },
    ],
  })

  const summary = {
    exercises: summarizeExercises(
      sets,
      weightReps((key) => key === 'bench press'),
    ),
  }

  it('names the record by the best Epley estimate of the completed working sets', () => {
    // 255 × (1 + 5/30) = 297.5 beats 265 × 1.1 = 291.5; the warm-up and the open set never count.
    const [bench] = completedExercises(w)
    expect(recordSet(bench!)?.id).toBe('a')
    expect(workoutRecords(summary)).toEqual([
      {
        exerciseName: 'Bench Press',
        type: 'weight_reps',
        set: { weight: '255', reps: 5, duration: null, distance: null },
      },
    ])
    const units = { unit: 'lbs', distanceUnit: 'mi' } as const
    expect(setFigures(sets[1]!, 'weight_reps', units)).toBe('255×5')
    expect(
      setFigures(set({ weight: '220.462262', reps: 5 }), 'weight_reps', {
        unit: 'kg',
        distanceUnit: 'km',
      }),
    ).toBe('100×5')
    // docs/product/exercise-types.md: the other types in history's words.
    expect(setFigures(set({ weight: '25', reps: 8 }), 'bodyweight_reps', units)).toBe('BW+25 × 8')
    expect(setFigures(set({ weight: '0', reps: 0, duration: 90 }), 'duration', units)).toBe('1:30')
  })

  it('counts the completed sets, warm-ups included, and leaves out the open one', () => {
    expect(summary.exercises.map((e) => [e.name, e.completedSets])).toEqual([
      ['Bench Press', 4],
      ['Dips', 1],
    ])
  })

  it('takes the completed working set with the best estimated 1RM as the top set (issue 32)', () => {
    // 255 × 5 (297.5) over the heavier 265 × 3 (291.5).
    expect(workoutTopSet(summary.exercises)).toEqual({
      exerciseName: 'Bench Press',
      type: 'weight_reps',
      weight: '255',
      reps: 5,
      duration: null,
      distance: null,
    })
    // A heavier set does not outrank a better estimate: 315 × 5 (367.5) over 340 × 2 (362.7).
    const legs = summarizeExercises(
      [
        set({ exerciseName: 'Squat', weight: '315', reps: 5 }),
        set({ exerciseName: 'Leg Press', weight: '340', reps: 2 }),
      ],
      weightReps(() => false),
    )
    expect(workoutTopSet(legs)?.exerciseName).toBe('Squat')
    const warmUpOnly = summarizeExercises(
      [sets[0]!],
      weightReps(() => false),
    )
    expect(warmUpOnly[0]?.completedSets).toBe(1)
    expect(workoutTopSet(warmUpOnly)).toBeUndefined()
  })

  it('keeps the first exercise whose top set no later one beats', () => {
    const tie = summarizeExercises(
      [set({ weight: '100', reps: 5 }), set({ exerciseName: 'Row', weight: '100', reps: 5 })],
      weightReps(() => false),
    )
    expect(workoutTopSet(tie)?.exerciseName).toBe('Bench Press')
  })

  it('counts drop and failure sets for the record and top set, as the server does (docs/product/set-kinds.md)', () => {
    const kinds = [
      set({ id: 'w', weight: '400', reps: 5, isWarmup: true, kind: 'warmup' }),
      set({ id: 'f', weight: '300', reps: 4, kind: 'failure' }),
      set({ id: 'd', weight: '200', reps: 12, kind: 'drop' }),
    ]
    const [bench] = summarizeExercises(
      kinds,
      weightReps(() => true),
    )
    // 300 × (1 + 4/30) = 340 beats 200 × 1.4 = 280; the heavier warm-up counts for neither.
    expect(bench).toMatchObject({
      completedSets: 3,
      recordSet: { weight: '300', reps: 4 },
      topSet: { weight: '300', reps: 4 },
    })
    expect(
      recordSet({
        name: 'Bench Press',
        isPR: true,
        superset: null,
        type: 'weight_reps',
        sets: kinds,
      })?.id,
    ).toBe('f')
  })
})

describe('formatWorkoutDate', () => {
  it("shows docs/product/constants.md's 'MMM d, yyyy' of completedAt, else startedAt, in local time", () => {
    const completedAt = '2026-03-05T12:00:00.000Z'
    expect(formatWorkoutDate({ completedAt, startedAt: '2026-03-01T12:00:00.000Z' })).toBe(
      'Mar 5, 2026',
    )
    expect(formatWorkoutDate({ completedAt: null, startedAt: '2026-12-31T12:00:00.000Z' })).toBe(
      'Dec 31, 2026',
    )
    // The local calendar day of the instant, as date-fns' parseISO gave it.
    const late = '2026-03-05T23:30:00.000Z'
    const local = new Date(Date.UTC(2026, 2, 5, 23, 30))
    expect(formatWorkoutDate({ completedAt: late, startedAt: late })).toBe(
      `${local.toLocaleString('en-US', { month: 'short' })} ${local.getDate()}, ${local.getFullYear()}`,
    )
  })
})
