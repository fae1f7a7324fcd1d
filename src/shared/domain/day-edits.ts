import type { ExerciseTemplate, WorkoutDay } from '#shared/contract/workout-days.ts'
import { sameName } from './names.ts'
import { restToKeep } from './rest.ts'
import { withSupersetMember } from './supersets.ts'

/**
 * The changes a live session makes to its day's template: an exercise the day lacks joins it
 * (docs/product/states.md), a rest is remembered for an exercise
 * (docs/product/progress-and-gym-floor.md), an exercise is replaced or moved "also in the day"
 * (docs/product/exercises.md). They are data, queued in the outbox like every write
 * (docs/product/nothing-lost.md), and made to the day as the server holds it when they are sent:
 * one made offline, or while another device changed the day, is kept with the other's
 * (client/api/day-edits.ts sends them).
 */
export type DayEdit =
  | {
      kind: 'addExercise'
      exercise: ExerciseTemplate
      /** Joins the superset of this exercise of the day, right after it (docs/product/set-kinds.md). */
      supersetWith?: string
    }
  | { kind: 'rememberRest'; exerciseName: string; restSeconds: number }
  /** docs/product/exercises.md, "Also in the day": the exercise's place goes to another. */
  | { kind: 'replaceExercise'; exerciseName: string; replacement: string }
  /** docs/product/exercises.md, "Also in the day": the exercise moves to just before another. */
  | { kind: 'moveExercise'; exerciseName: string; before: string }

/**
 * The day's exercises with the edit made. Making it again changes nothing (an exercise the day
 * has already is not added twice), so it may be applied to a copy that already shows it.
 */
export function applyDayEdit(
  exercises: readonly ExerciseTemplate[],
  edit: DayEdit,
): ExerciseTemplate[] {
  switch (edit.kind) {
    case 'addExercise': {
      if (exercises.some((exercise) => sameName(exercise.name, edit.exercise.name))) {
        return [...exercises]
      }
      const anchor = edit.supersetWith
      const at = anchor ? exercises.findIndex((exercise) => sameName(exercise.name, anchor)) : -1
      return at < 0
        ? [...exercises, edit.exercise]
        : withSupersetMember(exercises, at, edit.exercise)
    }
    case 'replaceExercise': {
      const at = exercises.findIndex((exercise) => sameName(exercise.name, edit.exerciseName))
      if (at < 0) return [...exercises]
      // A day that has the replacement already keeps that one, where it is.
      if (exercises.some((exercise) => sameName(exercise.name, edit.replacement))) {
        return exercises.filter((_, index) => index !== at)
      }
      return exercises.map((exercise, index) =>
        index === at ? { ...exercise, name: edit.replacement } : exercise,
      )
    }
    case 'moveExercise': {
      const moved = exercises.find((exercise) => sameName(exercise.name, edit.exerciseName))
      const rest = exercises.filter((exercise) => exercise !== moved)
      const at = rest.findIndex((exercise) => sameName(exercise.name, edit.before))
      if (!moved || at < 0) return [...exercises]
      return [...rest.slice(0, at), moved, ...rest.slice(at)]
    }
    case 'rememberRest': {
      const restSeconds = restToKeep(edit.restSeconds)
      return exercises.map((exercise) =>
        sameName(exercise.name, edit.exerciseName) ? { ...exercise, restSeconds } : exercise,
      )
    }
  }
}

/** The day as it will be once these edits (the outbox's, oldest first) reach the server. */
export function withDayEdits(day: WorkoutDay, edits: readonly DayEdit[]): WorkoutDay {
  if (edits.length === 0) return day
  return { ...day, exercises: edits.reduce(applyDayEdit, day.exercises) }
}
