import { describe, expect, it } from 'vitest'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import {
  adoptPrevious,
  isIncomplete,
  loggedSet,
  newSet,
  previousInUnit,
  sessionVolume,
  setPayload,
  type PreviousSet,
} from './session-state.ts'

const MILES = { unit: 'lbs', distanceUnit: 'mi' } as const
const run = { name: 'Running', superset: null }

describe('a set’s time and distance in the session (docs/product/exercise-types.md)', () => {
  it('sends a typed "m:ss" as seconds and a distance in the lifter’s unit as exact metres', () => {
    const set = { ...newSet(1), duration: '25:00', distance: '3.1', completed: true }
    expect(setPayload(run, set, MILES)).toMatchObject({
      weight: '0',
      reps: 0,
      duration: 1500,
      distance: '4988.9664',
    })
    expect(setPayload(run, newSet(1), MILES)).toMatchObject({ duration: null, distance: null })
  })

  it('reads them back as typed, and last time’s in the lifter’s unit', () => {
    const server = {
      setNumber: 1,
      weight: '0',
      reps: 0,
      kind: 'working' as const,
      rpe: null,
      additionalMode: null,
      additionalWeight: '0',
      notes: null,
      duration: 1500,
      distance: '4988.9664',
      completed: true,
    }
    expect(loggedSet(server, MILES)).toMatchObject({ duration: '25:00', distance: '3.1' })
    const [last] = previousInUnit([server], { unit: 'kg', distanceUnit: 'km' })
    expect(last).toMatchObject({ duration: 1500, distance: '4.99' })
    // One tap repeats last time's time and distance.
    expect(adoptPrevious(newSet(1), last as PreviousSet)).toMatchObject({
      duration: '25:00',
      distance: '4.99',
    })
  })

  it('asks before finishing about a set missing what its type holds', () => {
    const done = { ...newSet(1), completed: true }
    expect(isIncomplete({ ...done, reps: '8' }, 'bodyweight_reps')).toBe(false)
    expect(isIncomplete({ ...done, reps: '8' }, 'weight_reps')).toBe(true)
    expect(isIncomplete({ ...done, duration: '1:00' }, 'duration')).toBe(false)
    expect(isIncomplete(done, 'duration')).toBe(true)
    expect(isIncomplete({ ...done, distance: '5' }, 'distance_duration')).toBe(false)
    expect(isIncomplete({ ...done, duration: '25:00' }, 'distance_duration')).toBe(true)
    expect(isIncomplete({ ...newSet(1), distance: '5' }, 'distance_duration')).toBe(true)
  })
})

describe('the session’s volume (docs/product/exercise-types.md)', () => {
  it('counts each exercise as its type does: the body weight with a pull-up, none for a plank', () => {
    const done = (weight: string, reps: string, duration = '') => ({
      ...newSet(1),
      weight,
      reps,
      duration,
      completed: true,
    })
    const exercise = (name: string, sets: ReturnType<typeof done>[]) => ({
      id: name,
      name,
      superset: null,
      sets,
      previous: null,
    })
    const session = [
      exercise('Bench Press', [done('100', '5'), { ...done('100', '5'), completed: false }]),
      exercise('Pull-Up', [done('25', '8')]),
      exercise('Plank', [done('0', '0', '1:00')]),
    ]
    const types: Record<string, ExerciseType> = {
      'Bench Press': 'weight_reps',
      'Pull-Up': 'bodyweight_reps',
      Plank: 'duration',
    }
    const typeOf = (name: string) => types[name]!
    // 100 × 5 + (180 + 25) × 8; without a body weight, the belt alone.
    expect(sessionVolume(session, typeOf, 180)).toBe(500 + 1640)
    expect(sessionVolume(session, typeOf, null)).toBe(500 + 200)
  })
})
