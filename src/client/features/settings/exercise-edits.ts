import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AdditionalMode } from '#shared/contract/common.ts'
import type { ExerciseTemplate, SetTemplate } from '#shared/contract/workout-days.ts'
import { MAX_DAY_EXERCISES } from '#shared/domain/day-limits.ts'
import { countedSets, PROGRESSION_KINDS } from '#shared/domain/progression.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import { normalizeSupersets } from '#shared/domain/supersets.ts'
import { nameKey, sameName } from '#shared/domain/names.ts'

/*
 * The day editor's rules (docs/product/validation.md) as pure functions over the list being edited. Each entry
 * carries a local key so React can follow an exercise through renames and moves; the key is
 * dropped before the list is sent.
 */

export type EditableExercise = ExerciseTemplate & { key: string }

let nextKey = 1
const newKey = () => `exercise-${nextKey++}`

export function toEditable(exercises: ExerciseTemplate[]): EditableExercise[] {
  return exercises.map((exercise) => ({ ...exercise, key: newKey() }))
}

export function toTemplates(exercises: EditableExercise[]): ExerciseTemplate[] {
  return exercises.map(({ name, sets, restSeconds, superset }) => ({
    name,
    sets: sets.map((set) => template(set.kind, set.mode)),
    // The rest remembered in the session (docs/product/progress-and-gym-floor.md) survives edits here.
    ...(restSeconds !== undefined && { restSeconds }),
    ...(superset !== undefined && { superset }),
  }))
}

/** A set template as the API answers it: isWarmup beside its kind (docs/product/set-kinds.md). */
function template(kind: SetKind, mode?: SetTemplate['mode']): SetTemplate {
  return { isWarmup: kind === 'warmup', kind, ...(mode && { mode }) }
}

/** docs/product/validation.md, docs/product/constants.md: a new exercise starts with two warm-up sets and one working set. */
export const NEW_EXERCISE_SETS: readonly SetTemplate[] = [
  template('warmup'),
  template('warmup'),
  template('working'),
]

/**
 * docs/product/validation.md: the trimmed name must be non-empty and unique within the day by exact match, else
 * the add is ignored (null).
 */
export function addExercise(
  exercises: EditableExercise[],
  rawName: string,
): EditableExercise[] | null {
  const name = rawName.trim()
  if (!name || exercises.some((exercise) => exercise.name === name)) return null
  return [...exercises, { key: newKey(), name, sets: NEW_EXERCISE_SETS.map((set) => ({ ...set })) }]
}

export function hasName(exercises: EditableExercise[], name: string, exceptIndex = -1): boolean {
  const wanted = name.trim()
  return exercises.some((exercise, i) => i !== exceptIndex && sameName(exercise.name, wanted))
}

/** docs/product/validation.md: an empty name or a case-insensitive duplicate of another exercise cancels (null). */
export function renameExercise(
  exercises: EditableExercise[],
  index: number,
  rawName: string,
): EditableExercise[] | null {
  const name = rawName.trim()
  if (!name || name === exercises[index]?.name || hasName(exercises, name, index)) return null
  return exercises.map((exercise, i) => (i === index ? { ...exercise, name } : exercise))
}

export function moveExercise(
  exercises: EditableExercise[],
  index: number,
  by: -1 | 1,
): EditableExercise[] {
  const target = index + by
  if (target < 0 || target >= exercises.length) return exercises
  const next = [...exercises]
  ;[next[index], next[target]] = [next[target]!, next[index]!]
  return next
}

export function removeExercise(exercises: EditableExercise[], index: number): EditableExercise[] {
  return exercises.filter((_, i) => i !== index)
}

function updateSets(
  exercises: EditableExercise[],
  index: number,
  change: (sets: SetTemplate[]) => SetTemplate[],
): EditableExercise[] {
  return exercises.map((exercise, i) =>
    i === index ? { ...exercise, sets: change(exercise.sets) } : exercise,
  )
}

/** A set added in the editor is a working set. */
export function addSet(exercises: EditableExercise[], index: number): EditableExercise[] {
  return updateSets(exercises, index, (sets) => [...sets, template('working')])
}

/** docs/product/validation.md: a set can be removed only while the exercise has more than one. */
export function removeSet(
  exercises: EditableExercise[],
  index: number,
  setIndex: number,
): EditableExercise[] {
  return updateSets(exercises, index, (sets) =>
    sets.length > 1 ? sets.filter((_, s) => s !== setIndex) : sets,
  )
}

export function setKind(
  exercises: EditableExercise[],
  index: number,
  setIndex: number,
  kind: SetKind,
): EditableExercise[] {
  return updateSets(exercises, index, (sets) =>
    sets.map((set, s) => (s === setIndex ? template(kind, set.mode) : set)),
  )
}

export function setMode(
  exercises: EditableExercise[],
  index: number,
  setIndex: number,
  mode: AdditionalMode,
): EditableExercise[] {
  return updateSets(exercises, index, (sets) =>
    sets.map((set, s) => (s === setIndex ? template(set.kind, mode) : set)),
  )
}

/** docs/product/progress-and-gym-floor.md: the exercise's rest after a working set; undefined is the default. */
export function setRest(
  exercises: EditableExercise[],
  index: number,
  restSeconds: number | undefined,
): EditableExercise[] {
  return exercises.map((exercise, i) => {
    if (i !== index) return exercise
    const { restSeconds: _old, ...rest } = exercise
    return restSeconds === undefined ? rest : { ...rest, restSeconds }
  })
}

/**
 * As many working sets as the exercise's rule plans (docs/product/progression.md): working sets added at
 * the end, or the last of the sets the rule measures (working, failure) removed; warm-ups and
 * drop sets stay.
 */
export function matchWorkingSets(
  exercises: EditableExercise[],
  index: number,
  count: number,
): EditableExercise[] {
  return updateSets(exercises, index, (sets) => {
    const counted = countedSets(sets)
    if (counted < count) {
      return [...sets, ...Array.from({ length: count - counted }, () => template('working'))]
    }
    let extra = counted - count
    return sets
      .toReversed()
      .filter((set) => !PROGRESSION_KINDS.includes(set.kind) || extra-- <= 0)
      .toReversed()
  })
}

/** docs/product/entities.md: the additional weight modes with their labels; null is None on the wire. */
export const MODE_OPTIONS: { value: AdditionalMode; label: MessageDescriptor }[] = [
  { value: null, label: msg`None` },
  { value: 'eccentric', label: msg`Eccentric` },
  { value: 'chains', label: msg`Chains` },
  { value: 'inverseChains', label: msg`Inverse Chains` },
]

/**
 * docs/product/nothing-lost.md: the editor saved a list based on `base` and the server had another
 * (`theirs`, changed elsewhere meanwhile). The lifter's change is made again on top of theirs:
 * the editor's list and order, with each exercise the lifter left as it was taken as it is now,
 * one removed elsewhere and untouched here left out, and one added elsewhere kept at the end.
 */
export function rebaseExercises(
  base: readonly ExerciseTemplate[],
  mine: readonly ExerciseTemplate[],
  theirs: readonly ExerciseTemplate[],
): ExerciseTemplate[] {
  const key = (exercise: ExerciseTemplate) => nameKey(exercise.name)
  const same = (a: ExerciseTemplate | undefined, b: ExerciseTemplate) =>
    JSON.stringify(a) === JSON.stringify(b)
  const before = new Map(base.map((exercise) => [key(exercise), exercise]))
  const now = new Map(theirs.map((exercise) => [key(exercise), exercise]))
  const result: ExerciseTemplate[] = []
  for (const exercise of mine) {
    const untouched = same(before.get(key(exercise)), exercise)
    const current = now.get(key(exercise))
    if (untouched && !current) continue
    result.push(untouched ? current! : exercise)
  }
  const kept = new Set([...before.keys(), ...mine.map(key)])
  for (const exercise of theirs) if (!kept.has(key(exercise))) result.push(exercise)
  // docs/product/set-kinds.md: the two lists' supersets may not fit together: kept to the rule.
  return normalizeSupersets(result.slice(0, MAX_DAY_EXERCISES))
}
