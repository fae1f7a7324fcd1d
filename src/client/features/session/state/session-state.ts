import type { AdditionalMode } from '#shared/contract/common.ts'
import type { ExerciseTemplate } from '#shared/contract/workout-days.ts'
import type { CreateWorkoutSetBody, LastSet } from '#shared/contract/workout-sets.ts'
import { TYPE_FIELDS, typedSetVolume, type ExerciseType } from '#shared/domain/exercise-types.ts'
import {
  distanceField,
  formatDuration,
  parseDistance,
  parseDuration,
  type DistanceUnit,
} from '#shared/domain/measures.ts'
import { kindOfWarmup, type SetKind } from '#shared/domain/set-kinds.ts'
import { parseDecimal, parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { fromStoredPounds, toStoredPounds, type WeightUnit } from '#shared/domain/units.ts'

/**
 * The session as the lifter edits it (docs/product/entities.md "Local session state"). Weight and reps are kept
 * as typed, so an empty field stays empty (and can show last time's value as a placeholder);
 * they become numbers only on the way to the server (docs/product/validation.md: non-numeric becomes 0).
 */
export type LocalSet = {
  setNumber: number
  weight: string
  reps: string
  completed: boolean
  /** docs/product/set-kinds.md: warm-up, working, drop or failure. */
  kind: SetKind
  /** docs/product/set-kinds.md: the effort the lifter rated, or null. */
  rpe: number | null
  additionalMode: AdditionalMode
  additionalWeight: string
  notes: string | null
  /** docs/product/exercise-types.md: the time as typed ("1:30", "90"), or ''. */
  duration: string
  /** docs/product/exercise-types.md: the distance as typed in the lifter's distance unit, or ''. */
  distance: string
}

/** The units a session's fields are typed in: weights in `unit`, distances in `distanceUnit`. */
export type SessionUnits = { unit: WeightUnit; distanceUnit: DistanceUnit }

/**
 * A set of last time (or of the plan) as the session shows it: weights in the lifter's unit,
 * the distance in their distance unit, the duration in seconds.
 */
export type PreviousSet = Pick<
  LastSet,
  'weight' | 'reps' | 'rpe' | 'additionalMode' | 'additionalWeight' | 'notes' | 'duration'
> & { distance: string | null }

export type LocalExercise = {
  id: string
  name: string
  /** docs/product/set-kinds.md: the label of its superset in this session, copied to its sets; or null. */
  superset: string | null
  sets: LocalSet[]
  /** Last time's sets of this exercise, kept so they still show offline (docs/product/entities.md). */
  previous: PreviousSet[] | null
  /**
   * docs/product/exercises.md: replaced in this workout by the exercise of this name, keeping
   * only its logged sets; not one of the day's exercises any more.
   */
  replacedBy?: string
}

export function newSet(
  setNumber: number,
  template: { kind: SetKind; mode?: AdditionalMode } = { kind: 'working' },
): LocalSet {
  return {
    setNumber,
    weight: '',
    reps: '',
    completed: false,
    kind: template.kind,
    rpe: null,
    additionalMode: template.mode ?? null,
    additionalWeight: '0',
    notes: null,
    duration: '',
    distance: '',
  }
}

/** A session exercise from a day's template; an empty template gets one working set (docs/product/constants.md). */
export function exerciseFromTemplate(template: ExerciseTemplate, id: string): LocalExercise {
  const sets = template.sets.length > 0 ? template.sets : [{ kind: 'working' as const }]
  return {
    id,
    name: template.name,
    superset: template.superset ?? null,
    sets: sets.map((set, index) => newSet(index + 1, set)),
    previous: null,
  }
}

/**
 * A session stored on this device before set kinds (issue 30) keeps `isWarmup` on its sets and
 * no superset: read as the kinds they were, so a workout running through an update goes on.
 */
export function fromStoredExercises(exercises: LocalExercise[]): LocalExercise[] {
  if (
    exercises.every(
      (exercise) =>
        exercise.superset !== undefined && exercise.sets.every((set) => set.duration !== undefined),
    )
  ) {
    return exercises
  }
  return exercises.map((exercise) => ({
    ...exercise,
    superset: exercise.superset ?? null,
    sets: exercise.sets.map((set) => {
      const old = set as LocalSet & { isWarmup?: boolean }
      return {
        ...set,
        kind: set.kind ?? kindOfWarmup(old.isWarmup ?? false),
        rpe: set.rpe ?? null,
        // Stored before exercise types (issue 40): no time, no distance.
        duration: set.duration ?? '',
        distance: set.distance ?? '',
      }
    }),
  }))
}

/** docs/product/states.md: a set is worth sending once it has any weight, any reps, or is completed. */
export function hasData(set: LocalSet): boolean {
  return (
    parseWeight(set.weight) > 0 ||
    parseReps(set.reps) > 0 ||
    !!parseDuration(set.duration) ||
    parseDecimal(set.distance) > 0 ||
    set.completed
  )
}

/**
 * docs/product/states.md Finish: a set that would make the lifter think twice before finishing —
 * open, or missing what its type holds (docs/product/exercise-types.md: a weight × reps set's
 * weight and reps; a bodyweight set's reps; a timed set's time; a distance).
 */
export function isIncomplete(set: LocalSet, type: ExerciseType): boolean {
  if (!set.completed) return true
  const fields = TYPE_FIELDS[type]
  if (fields.distance) return !(parseDecimal(set.distance) > 0)
  if (fields.duration) return !parseDuration(set.duration)
  if (fields.weight === 'weight' && parseWeight(set.weight) === 0) return true
  return parseReps(set.reps) === 0
}

/**
 * A set as the API takes it: weights typed in the lifter's unit go in pounds (docs/product/progress-and-gym-floor.md);
 * the set carries its exercise's superset label (docs/product/set-kinds.md).
 */
export function setPayload(
  exercise: Pick<LocalExercise, 'name' | 'superset'>,
  set: LocalSet,
  units: SessionUnits,
): Omit<CreateWorkoutSetBody, 'workoutId'> {
  const pounds = (text: string) => String(toStoredPounds(parseWeight(text), units.unit))
  return {
    exerciseName: exercise.name,
    setNumber: set.setNumber,
    ...storedFigures(set, units),
    completed: set.completed,
    kind: set.kind,
    rpe: set.rpe,
    superset: exercise.superset,
    additionalMode: set.additionalMode,
    additionalWeight: set.additionalMode ? pounds(set.additionalWeight) : '0',
    notes: set.notes?.trim() ? set.notes : null,
  }
}

/**
 * A set's weight, reps, time and distance as the server keeps them (pounds, whole seconds,
 * metres): what it sends, and what set-lines.ts writes.
 */
export function storedFigures(
  set: Pick<LocalSet, 'weight' | 'reps' | 'duration' | 'distance'>,
  { unit, distanceUnit }: SessionUnits,
) {
  return {
    weight: String(toStoredPounds(parseWeight(set.weight), unit)),
    reps: parseReps(set.reps),
    duration: parseDuration(set.duration),
    distance: parseDistance(set.distance, distanceUnit),
  }
}

/** A weight from the server (pounds) as the session shows it in the lifter's unit. */
const inUnit = (pounds: string, unit: WeightUnit) => String(fromStoredPounds(Number(pounds), unit))

/**
 * Last time's sets (pounds and metres, from the server) in the lifter's units, as the session
 * shows them.
 */
export function previousInUnit(
  previous: readonly PreviousSet[],
  { unit, distanceUnit }: SessionUnits,
): PreviousSet[] {
  return previous.map((set) => ({
    ...set,
    ...(unit === 'lbs'
      ? {}
      : { weight: inUnit(set.weight, unit), additionalWeight: inUnit(set.additionalWeight, unit) }),
    distance: set.distance === null ? null : distanceField(set.distance, distanceUnit),
  }))
}

/**
 * A set the server holds, as the session shows it (docs/product/nothing-lost.md: a continued draft's sets
 * show as logged). An open set's zero weight or reps is an empty field, as it was typed.
 */
export function loggedSet(
  set: Pick<
    LastSet,
    | 'setNumber'
    | 'weight'
    | 'reps'
    | 'kind'
    | 'rpe'
    | 'additionalMode'
    | 'additionalWeight'
    | 'notes'
    | 'duration'
    | 'distance'
  > & { completed: boolean },
  { unit, distanceUnit }: SessionUnits,
): LocalSet {
  const shown = (value: string) => (Number(value) === 0 && !set.completed ? '' : value)
  return {
    setNumber: set.setNumber,
    weight: shown(inUnit(set.weight, unit)),
    reps: shown(String(set.reps)),
    completed: set.completed,
    kind: set.kind,
    rpe: set.rpe,
    additionalMode: set.additionalMode,
    additionalWeight: inUnit(set.additionalWeight, unit),
    notes: set.notes,
    duration: set.duration === null ? '' : formatDuration(set.duration),
    distance: set.distance === null ? '' : distanceField(set.distance, distanceUnit),
  }
}

/**
 * One-tap repeat: completing an empty set takes last time's weight and reps (and extra-weight
 * mode and weight) for whatever the lifter left blank.
 */
export function adoptPrevious(set: LocalSet, previous: PreviousSet | undefined): LocalSet {
  if (!previous) return set
  const adopted = { ...set }
  if (set.weight.trim() === '') adopted.weight = previous.weight
  if (set.reps.trim() === '') adopted.reps = String(previous.reps)
  if (set.duration.trim() === '' && previous.duration !== null) {
    adopted.duration = formatDuration(previous.duration)
  }
  if (set.distance.trim() === '' && previous.distance !== null) adopted.distance = previous.distance
  if (!set.additionalMode && previous.additionalMode && set.weight.trim() === '') {
    adopted.additionalMode = previous.additionalMode
    adopted.additionalWeight = previous.additionalWeight
  }
  // Last time's mode, planned (session-edits.ts setPrevious): its weight, unless typed.
  if (set.additionalMode === previous.additionalMode && set.additionalWeight.trim() === '') {
    adopted.additionalWeight = previous.additionalWeight
  }
  return adopted
}

/** The key of a set in the map of server ids: its exercise and set position (docs/product/entities.md). */
export function positionKey(exerciseIndex: number, setIndex: number): string {
  return `${exerciseIndex}-${setIndex}`
}

/**
 * docs/product/constants.md: the volume of the session's completed sets so far, in the typed unit,
 * each counted as its exercise's type counts it (docs/product/exercise-types.md: a bodyweight set
 * with `bodyWeight`, in the typed unit too; a time or a distance none).
 */
export function sessionVolume(
  exercises: readonly LocalExercise[],
  typeOf: (exerciseName: string) => ExerciseType,
  bodyWeight: number | null,
): number {
  let volume = 0
  for (const exercise of exercises) {
    const type = typeOf(exercise.name)
    for (const set of exercise.sets) {
      if (!set.completed) continue
      const figures = {
        weight: parseWeight(set.weight),
        additionalWeight: set.additionalMode ? parseWeight(set.additionalWeight) : 0,
        reps: parseReps(set.reps),
        duration: null,
        distance: null,
      }
      volume += typedSetVolume(type, figures, bodyWeight)
    }
  }
  return volume
}
