import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { sameName } from '#shared/domain/names.ts'
import { freeSupersetLabel } from '#shared/domain/supersets.ts'
import type { DayEdit } from '#shared/domain/day-edits.ts'
import { exerciseFromTemplate, newSet, type LocalExercise } from './session-state.ts'

/**
 * What adding an exercise in the session does (docs/product/states.md):
 * - `present`: one of that name (case-insensitive) is in the session already; nothing changes.
 * - `fromDay`: the day has it: it joins the session with the template's sets.
 * - `newToDay`: the day lacks it: it joins the session with one working set
 *   (docs/product/constants.md), and `dayEdit` adds it to the day.
 * With `superset`, it joins the superset of the session's last exercise (docs/product/set-kinds.md):
 * `anchorIndex` is that exercise, which takes `exercise.superset` too.
 */
export type ExerciseAddition =
  | { kind: 'present' }
  | {
      kind: 'fromDay' | 'newToDay'
      exercise: LocalExercise
      anchorIndex: number | null
      dayEdit: DayEdit | null
    }

export function exerciseAddition(
  session: readonly LocalExercise[],
  day: WorkoutDay,
  name: string,
  superset: boolean,
  newId: () => string,
): ExerciseAddition {
  if (session.some((exercise) => sameName(exercise.name, name))) return { kind: 'present' }
  const anchorIndex = superset && session.length > 0 ? session.length - 1 : null
  const anchor = anchorIndex === null ? undefined : session[anchorIndex]
  const sessionLabel = () =>
    anchor?.superset ?? freeSupersetLabel(session.map((exercise) => exercise.superset))
  const template = day.exercises.find((exercise) => sameName(exercise.name, name))
  if (template) {
    const exercise = exerciseFromTemplate(template, newId())
    const label = anchor ? sessionLabel() : exercise.superset
    return {
      kind: 'fromDay',
      exercise: { ...exercise, superset: label },
      anchorIndex,
      dayEdit: null,
    }
  }
  // Into a superset, the day keeps it right after the exercise it joins, in its superset.
  const dayEdit: DayEdit = {
    kind: 'addExercise',
    exercise: { name, sets: [{ kind: 'working', isWarmup: false }] },
    ...(anchor && { supersetWith: anchor.name }),
  }
  return {
    kind: 'newToDay',
    exercise: {
      id: newId(),
      name,
      // The session's own label: the day may call its superset otherwise.
      superset: anchor ? sessionLabel() : null,
      sets: [newSet(1)],
      previous: null,
    },
    anchorIndex,
    dayEdit,
  }
}
