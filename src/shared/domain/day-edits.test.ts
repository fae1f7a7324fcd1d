import { describe, expect, it } from 'vitest'
import type { ExerciseTemplate, WorkoutDay } from '#shared/contract/workout-days.ts'
import { applyDayEdit, withDayEdits, type DayEdit } from './day-edits.ts'
import { restToKeep } from './rest.ts'

const working = { isWarmup: false, kind: 'working' } as const
const exercise = (name: string, superset?: string): ExerciseTemplate => ({
  name,
  sets: [working],
  ...(superset && { superset }),
})
const add = (name: string, supersetWith?: string): DayEdit => ({
  kind: 'addExercise',
  exercise: exercise(name),
  ...(supersetWith && { supersetWith }),
})

describe('a session’s edits of its day', () => {
  it('appends an exercise the day lacks, once however often it is applied', () => {
    const day = [exercise('Bench Press'), exercise('Dips')]
    const once = applyDayEdit(day, add('Cable Fly'))
    expect(once.map((e) => e.name)).toEqual(['Bench Press', 'Dips', 'Cable Fly'])
    expect(applyDayEdit(once, add('cable fly'))).toEqual(once)
    expect(day).toHaveLength(2)
  })

  it('puts an exercise into the superset of the one it joins, right after it', () => {
    const day = [exercise('Bench Press'), exercise('Curl', 'A'), exercise('Pushdown', 'A')]
    expect(applyDayEdit(day, add('Fly', 'Bench Press'))).toEqual([
      exercise('Bench Press', 'B'),
      exercise('Fly', 'B'),
      exercise('Curl', 'A'),
      exercise('Pushdown', 'A'),
    ])
    expect(applyDayEdit(day, add('Hammer Curl', 'curl')).map((e) => e.superset)).toEqual([
      undefined,
      'A',
      'A',
      'A',
    ])
    // The exercise it joins left the day meanwhile: it goes at the end, alone.
    expect(applyDayEdit(day, add('Fly', 'Squat')).at(-1)).toEqual(exercise('Fly'))
  })

  it('keeps a rest for the exercise of that name, within the limits a day takes', () => {
    const day = [exercise('Bench Press'), exercise('Dips')]
    const edit = (restSeconds: number): DayEdit => ({
      kind: 'rememberRest',
      exerciseName: 'bench press',
      restSeconds,
    })
    expect(applyDayEdit(day, edit(150))).toEqual([
      { ...exercise('Bench Press'), restSeconds: 150 },
      exercise('Dips'),
    ])
    expect(applyDayEdit(day, edit(5))[0]!.restSeconds).toBe(restToKeep(5))
    expect(applyDayEdit(day, edit(5000))[0]!.restSeconds).toBe(900)
  })

  it('gives an exercise’s place to its replacement, once however often it is applied', () => {
    const day = [exercise('Bench Press', 'A'), exercise('Dips', 'A'), exercise('Row')]
    const edit: DayEdit = {
      kind: 'replaceExercise',
      exerciseName: 'bench press',
      replacement: 'Dumbbell Bench Press',
    }
    const once = applyDayEdit(day, edit)
    expect(once).toEqual([
      exercise('Dumbbell Bench Press', 'A'),
      exercise('Dips', 'A'),
      exercise('Row'),
    ])
    expect(applyDayEdit(once, edit)).toEqual(once)
    // The day has the replacement already: the replaced one goes, the other stays where it is.
    expect(
      applyDayEdit(day, {
        kind: 'replaceExercise',
        exerciseName: 'Bench Press',
        replacement: 'row',
      }),
    ).toEqual([exercise('Dips', 'A'), exercise('Row')])
  })

  it('moves an exercise to just before another, once however often it is applied', () => {
    const day = [exercise('Squat'), exercise('Bench Press'), exercise('Row')]
    const up: DayEdit = { kind: 'moveExercise', exerciseName: 'row', before: 'Bench Press' }
    const once = applyDayEdit(day, up)
    expect(once.map((e) => e.name)).toEqual(['Squat', 'Row', 'Bench Press'])
    expect(applyDayEdit(once, up)).toEqual(once)
    const down: DayEdit = { kind: 'moveExercise', exerciseName: 'Bench Press', before: 'Squat' }
    expect(applyDayEdit(day, down).map((e) => e.name)).toEqual(['Bench Press', 'Squat', 'Row'])
    // Either left the day meanwhile: nothing moves.
    expect(applyDayEdit(day, { ...up, before: 'Curl' })).toEqual(day)
    expect(applyDayEdit(day, { ...up, exerciseName: 'Curl' })).toEqual(day)
  })

  it('shows a day as it will be once the edits queued for it arrive, in their order', () => {
    const day = {
      id: 'd',
      name: 'Push',
      exercises: [exercise('Bench Press')],
    } as unknown as WorkoutDay
    expect(withDayEdits(day, [])).toBe(day)
    const edited = withDayEdits(day, [
      add('Dips'),
      { kind: 'rememberRest', exerciseName: 'Dips', restSeconds: 90 },
    ])
    expect(edited.exercises).toEqual([
      exercise('Bench Press'),
      { ...exercise('Dips'), restSeconds: 90 },
    ])
    expect(edited.name).toBe('Push')
  })
})
