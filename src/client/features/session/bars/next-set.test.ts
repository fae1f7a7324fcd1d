import { describe, expect, it } from 'vitest'
import { findNextSet, loggedFromBar, stepValue } from './next-set.ts'
import { exerciseFromTemplate, type LocalExercise } from '../state/session-state.ts'

const LBS = { unit: 'lbs', distanceUnit: 'mi' } as const
const KG = { unit: 'kg', distanceUnit: 'km' } as const

const exercise = (name: string, count: number): LocalExercise =>
  exerciseFromTemplate(
    {
      name,
      sets: Array.from({ length: count }, () => ({ isWarmup: false, kind: 'working' as const })),
    },
    name,
  )

const done = (ex: LocalExercise, index: number, weight: string, reps: string) => {
  ex.sets[index] = { ...ex.sets[index]!, weight, reps, completed: true }
}

describe('next set', () => {
  it('is the first open set, across exercises, and null when all are done', () => {
    const bench = exercise('Bench Press', 2)
    const row = exercise('Row', 1)
    expect(findNextSet([bench, row], LBS)).toMatchObject({ exerciseIndex: 0, setIndex: 0 })
    done(bench, 0, '185', '5')
    done(bench, 1, '185', '5')
    expect(findNextSet([bench, row], LBS)).toMatchObject({
      exerciseIndex: 1,
      setIndex: 0,
      exerciseName: 'Row',
    })
    done(row, 0, '135', '8')
    expect(findNextSet([bench, row], LBS)).toBeNull()
  })

  it('suggests what is typed, else last time, else the nearest earlier set', () => {
    const bench = exercise('Bench Press', 3)
    bench.previous = [
      {
        weight: '180',
        reps: 5,
        rpe: null,
        additionalMode: 'chains',
        additionalWeight: '20',
        notes: null,
        duration: null,
        distance: null,
      },
    ]
    expect(findNextSet([bench], LBS)).toMatchObject({ weight: '180', reps: '5' })
    done(bench, 0, '190', '5')
    expect(findNextSet([bench], LBS)).toMatchObject({ setIndex: 1, weight: '190', reps: '5' })
    bench.sets[1] = { ...bench.sets[1]!, reps: '3' }
    expect(findNextSet([bench], LBS)).toMatchObject({ weight: '190', reps: '3' })
    // In kilograms, last time's pounds read in kg.
    const kg = exercise('Squat', 1)
    kg.previous = [
      {
        weight: '220.462',
        reps: 5,
        rpe: null,
        additionalMode: null,
        additionalWeight: '0',
        notes: null,
        duration: null,
        distance: null,
      },
    ]
    expect(findNextSet([kg], KG)).toMatchObject({ weight: '100', reps: '5' })
  })

  it('logs the bar values, with last time’s mode when the weight is last time’s', () => {
    const bench = exercise('Bench Press', 1)
    bench.previous = [
      {
        weight: '180',
        reps: 5,
        rpe: null,
        additionalMode: 'chains',
        additionalWeight: '20',
        notes: null,
        duration: null,
        distance: null,
      },
    ]
    const next = findNextSet([bench], LBS)!
    expect(loggedFromBar(bench.sets[0]!, next)).toMatchObject({
      weight: '180',
      reps: '5',
      completed: true,
      additionalMode: 'chains',
      additionalWeight: '20',
    })
  })

  it('steps never below 0, from an empty field as 0', () => {
    expect(stepValue('185', 5, 'weight')).toBe('190')
    expect(stepValue('', -5, 'weight')).toBe('0')
    expect(stepValue('2.5', -2.5, 'weight')).toBe('0')
    expect(stepValue('60', 2.5, 'weight')).toBe('62.5')
    expect(stepValue('5', 1, 'reps')).toBe('6')
    expect(stepValue('0', -1, 'reps')).toBe('0')
  })
})
