import { describe, expect, it } from 'vitest'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import {
  completedExercises,
  dayOptions,
  editableExercises,
  matchesFilter,
  NO_FILTER,
  olderPagesCanMatch,
  pagesStart,
  readFilterParams,
  resolveDay,
  retimeWorkout,
  setChanges,
  toSetDraft,
  withMode,
  writeFilterParams,
} from './history-model.ts'

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
    additionalMode: null,
    additionalWeight: '0',
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

describe('history edit parsing (spec §5)', () => {
  it('None clears mode and additional weight; a chosen mode starts at 0', () => {
    const chains = toSetDraft(set({ additionalMode: 'chains', additionalWeight: '40' }), 'lbs')
    expect(withMode(chains, null)).toMatchObject({ additionalMode: null, additionalWeight: '0' })
    expect(withMode(chains, 'eccentric')).toMatchObject({ additionalWeight: '40' })
    const plain = toSetDraft(set(), 'lbs')
    expect(withMode(plain, 'chains')).toMatchObject({
      additionalMode: 'chains',
      additionalWeight: '0',
    })
  })

  it('sends only changed sets, with empty notes as null', () => {
    const original = set({ notes: 'felt good' })
    const draft = toSetDraft(original, 'lbs')
    expect(setChanges(original, draft, 'lbs')).toBeNull()
    expect(setChanges(original, { ...draft, notes: '   ' }, 'lbs')).toEqual({
      weight: '135',
      reps: 8,
      completed: true,
      isWarmup: false,
      additionalMode: null,
      additionalWeight: '0',
      notes: null,
    })
    expect(setChanges(original, { ...draft, weight: '135.0' }, 'lbs')).toBeNull()
    expect(setChanges(original, { ...draft, reps: '10' }, 'lbs')).toMatchObject({ reps: 10 })
  })

  it('marks a forgotten set completed', () => {
    const open = set({ completed: false })
    expect(setChanges(open, toSetDraft(open, 'lbs'), 'lbs')).toBeNull()
    expect(setChanges(open, { ...toSetDraft(open, 'lbs'), completed: true }, 'lbs')).toMatchObject({
      completed: true,
      weight: '135',
      reps: 8,
    })
  })

  it('shows and takes kilograms, keeping untouched stored pounds exact', () => {
    const original = set({ weight: '225', additionalMode: 'chains', additionalWeight: '44.092' })
    const draft = toSetDraft(original, 'kg')
    expect(draft).toMatchObject({ weight: '102.06', additionalWeight: '20' })
    // Shown rounded, saved untouched: 225 lbs stays 225 lbs, not 102.06 kg re-converted.
    expect(setChanges(original, { ...draft, reps: '6' }, 'kg')).toMatchObject({
      weight: '225',
      additionalWeight: '44.092',
      reps: 6,
    })
    expect(setChanges(original, { ...draft, weight: '100' }, 'kg')).toMatchObject({
      weight: '220.462',
    })
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

describe('history filter', () => {
  const push = workout({ id: 'p', workoutDayId: 'd1', workoutDayName: 'Push' })
  const renamed = workout({ id: 'r', workoutDayId: 'd1', workoutDayName: 'Old Push' })
  const legs = workout({
    id: 'l',
    workoutDayId: null,
    workoutDayName: 'Legs',
    completedAt: '2026-01-15T12:00:00.000Z',
  })

  it('matches a day by id or by name, and an inclusive date range', () => {
    const options = dayOptions([{ id: 'd1', name: 'Push' }], [push, renamed, legs])
    expect(options.map((o) => o.name)).toEqual(['Legs', 'Old Push', 'Push'])
    const pushOption = options.find((o) => o.name === 'Push')!
    const byDay = { ...NO_FILTER, day: pushOption }
    expect([push, renamed, legs].filter((w) => matchesFilter(w, byDay)).map((w) => w.id)).toEqual([
      'p',
      'r',
    ])
    const legsOnly = { ...NO_FILTER, day: options[0]! }
    expect(matchesFilter(legs, legsOnly)).toBe(true)
    expect(matchesFilter(push, legsOnly)).toBe(false)
    const range = { ...NO_FILTER, from: '2026-01-15', to: '2026-01-15' }
    expect(matchesFilter(legs, range)).toBe(true)
    expect(matchesFilter(push, range)).toBe(false)
  })

  it('stops needing older pages once the oldest loaded workout is before the range', () => {
    expect(olderPagesCanMatch([push], { ...NO_FILTER, from: '2026-02-01' })).toBe(true)
    expect(olderPagesCanMatch([push, legs], { ...NO_FILTER, from: '2026-02-01' })).toBe(false)
    expect(olderPagesCanMatch([push, legs], NO_FILTER)).toBe(true)
  })
})

describe('filter in the address', () => {
  it('round-trips and ignores malformed dates', () => {
    const params = new URLSearchParams('day=name%3AOld%20Push&from=2026-01-01&to=nope')
    const query = readFilterParams(params)
    expect(query).toEqual({ day: 'name:Old Push', from: '2026-01-01', to: '' })
    const day = resolveDay(query.day, [])
    expect(day).toEqual({ key: 'name:Old Push', name: 'Old Push', dayId: null })
    expect(writeFilterParams({ day, from: query.from, to: query.to })).toEqual({
      day: 'name:Old Push',
      from: '2026-01-01',
    })
    expect(resolveDay('d1', [])).toEqual({ key: 'd1', name: '', dayId: 'd1' })
    expect(resolveDay('d1', [{ key: 'd1', name: 'Push', dayId: 'd1' }])?.name).toBe('Push')
  })

  it('starts the pages after a past end date only', () => {
    expect(pagesStart('', '2026-03-10')).toBeUndefined()
    expect(pagesStart('2026-03-10', '2026-03-10')).toBeUndefined()
    expect(pagesStart('2026-01-31', '2026-03-10')).toBe(new Date(2026, 1, 1).toISOString())
  })
})
