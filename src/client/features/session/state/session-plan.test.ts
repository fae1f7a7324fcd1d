import { describe, expect, it } from 'vitest'
import {
  ProgressionRuleSchema,
  type DayPlan,
  type ProgressionRuleInput,
} from '#shared/contract/progressions.ts'
import { planFromSessions } from '#shared/domain/progression.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import { changesNextTime, planOf, planTargets } from './session-plan.ts'
import { newSet, type LocalExercise, type LocalSet } from './session-state.ts'

function planFor(input: ProgressionRuleInput, exerciseName = 'Squat') {
  const rule = ProgressionRuleSchema.parse(input)
  return {
    exerciseName,
    rule,
    since: '2026-01-01T00:00:00.000Z',
    ...planFromSessions(rule, [], 3, 'lbs'),
  }
}
const linear = planFor({ type: 'linear', weight: '185', sets: 2, reps: 5, increment: '5' })
const dayPlan = (plan = linear): DayPlan => ({
  dayId: 'd',
  exercises: [
    { exerciseName: 'Squat', plan },
    { exerciseName: 'Curl', plan: null },
  ],
})

const done = (weight: string, reps: string, kind: SetKind = 'working'): LocalSet => ({
  ...newSet(1, { kind }),
  weight,
  reps,
  completed: true,
})
const exercise = (name: string, sets: LocalSet[]): LocalExercise => ({
  id: name,
  name,
  superset: null,
  sets,
  previous: null,
})

describe('the session’s plan', () => {
  it('finds an exercise’s plan by name, case-insensitively', () => {
    expect(planOf(dayPlan(), 'squat')).toBe(linear)
    expect(planOf(dayPlan(), 'Curl')).toBeNull()
    expect(planOf(undefined, 'Squat')).toBeNull()
  })

  it('gives the counted sets the plan’s targets, with last time’s extra weight', () => {
    const sets = [newSet(1, { kind: 'warmup' }), newSet(2), newSet(3), newSet(4, { kind: 'drop' })]
    const last = {
      weight: '95',
      reps: 10,
      rpe: 8,
      additionalMode: null,
      additionalWeight: '0',
      notes: 'easy',
      duration: null,
      distance: null,
    }
    const chained = { ...last, additionalMode: 'chains' as const, additionalWeight: '20' }
    expect(planTargets(sets, [last, chained, undefined, last], linear, 'lbs')).toEqual([
      undefined,
      {
        weight: '185',
        reps: 5,
        rpe: null,
        additionalMode: 'chains',
        additionalWeight: '20',
        notes: null,
        duration: null,
        distance: null,
      },
      {
        weight: '185',
        reps: 5,
        rpe: null,
        additionalMode: null,
        additionalWeight: '0',
        notes: null,
        duration: null,
        distance: null,
      },
      undefined,
    ])
    // In kilograms for a kilogram lifter.
    expect(planTargets([newSet(1)], [], linear, 'kg')[0]).toMatchObject({ weight: '83.91' })
    // Without a rule: none.
    expect(planTargets([newSet(1)], [last], null, 'lbs')).toEqual([undefined])
  })

  it('names what changes next time, and only that', () => {
    const squat = exercise('Squat', [
      done('45', '10', 'warmup'),
      done('185', '5'),
      done('185', '5'),
    ])
    expect(
      changesNextTime([squat, exercise('Curl', [done('30', '12')])], dayPlan(), 'lbs'),
    ).toEqual(['Squat 190 lbs'])
    const missed = exercise('Squat', [done('185', '5'), done('185', '4')])
    expect(changesNextTime([missed], dayPlan(), 'lbs')).toEqual([])
    const uncounted = exercise('Squat', [done('185', '5', 'warmup'), done('185', '5', 'drop')])
    expect(changesNextTime([uncounted], dayPlan(), 'lbs')).toEqual([])
  })

  it('reads a kilogram lifter’s sets in kilograms, and a wave’s week', () => {
    const kg = exercise('Squat', [done('83.91', '5'), done('83.91', '5')])
    expect(changesNextTime([kg], dayPlan(), 'kg')).toEqual(['Squat 86.18 kg'])
    const wave = planFor({
      type: 'wave',
      trainingMax: '200',
      weeks: [[{ percent: 80, reps: 5 }], [{ percent: 90, reps: 3 }]],
      increment: '10',
    })
    expect(changesNextTime([exercise('Squat', [done('160', '5')])], dayPlan(wave), 'lbs')).toEqual([
      'Squat 180 lbs (week 2)',
    ])
  })
})
