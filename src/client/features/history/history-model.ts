import { format, parseISO } from 'date-fns'
import type { AdditionalMode } from '#shared/contract/common.ts'
import { DEFAULT_EXERCISE_TYPE, type ExerciseType } from '#shared/domain/exercise-types.ts'
import {
  distanceField,
  formatDuration,
  parseDistance,
  parseDuration,
  type DistanceUnit,
} from '#shared/domain/measures.ts'
import type { SetFigures, Units } from '#shared/domain/set-lines.ts'
import { setLineText } from '#client/components/set-line.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { formatCalendarDate, formatWeight } from '#shared/domain/format.ts'
import { countsForRecords, type SetKind } from '#shared/domain/set-kinds.ts'
import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { fromStoredPounds, toStoredPounds, type WeightUnit } from '#shared/domain/units.ts'
import { beatsRecordSet } from '#shared/domain/volume.ts'
import type { HistoryQueryFilter } from '#client/api/workouts.ts'
import { nameKey } from '#shared/domain/names.ts'

/**
 * docs/product/entities.md: the history date is completedAt, else startedAt. Both are the server's ISO times
 * (`toISOString()`), which `new Date` reads exactly, and at a fraction of parseISO's cost: the
 * list formats one per card in its first render (issue 18).
 */
export function workoutDate(workout: Pick<WorkoutWithSets, 'completedAt' | 'startedAt'>): Date {
  return new Date(workout.completedAt ?? workout.startedAt)
}

/**
 * docs/product/constants.md: 'MMM d, yyyy', in `timeZone` when given (the zone a server-rendered first screen was
 * rendered in, issue 18: lib/first-screen.ts), else the browser's.
 */
export function formatWorkoutDate(
  workout: Pick<WorkoutWithSets, 'completedAt' | 'startedAt'>,
  timeZone?: string,
) {
  return formatCalendarDate(workoutDate(workout), timeZone)
}

/** The local calendar day as 'yyyy-MM-dd' (the value of a date input). */
export function dayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

/**
 * `superset`: the label its sets carry (docs/product/set-kinds.md), or null; `type`: how its sets read
 * (docs/product/exercise-types.md), weight × reps where the workout's summary does not say.
 */
export type ExerciseGroup = {
  name: string
  isPR: boolean
  superset: string | null
  type: ExerciseType
  sets: WorkoutSet[]
}

/**
 * A workout's exercises as the server orders them (with their types when they come from its
 * summary), and its sets (GET /api/workouts/{id}/sets).
 */
type WorkoutSets = {
  exercises: ReadonlyArray<WorkoutWithSets['exercises'][number] & { type?: ExerciseType }>
  sets: WorkoutWithSets['sets']
}

/** A workout's sets of the kind `include` picks, by exercise, in set order. */
function exerciseGroups(
  workout: WorkoutSets,
  include: (set: WorkoutSet) => boolean,
): ExerciseGroup[] {
  const groups = new Map<string, ExerciseGroup>()
  for (const exercise of workout.exercises) {
    groups.set(nameKey(exercise.name), {
      name: exercise.name,
      isPR: exercise.isPR,
      superset: null,
      type: exercise.type ?? DEFAULT_EXERCISE_TYPE,
      sets: [],
    })
  }
  for (const set of workout.sets) {
    if (!include(set)) continue
    const key = nameKey(set.exerciseName)
    let group = groups.get(key)
    if (!group) {
      group = {
        name: set.exerciseName,
        isPR: false,
        superset: null,
        type: DEFAULT_EXERCISE_TYPE,
        sets: [],
      }
      groups.set(key, group)
    }
    group.superset ??= set.superset
    group.sets.push(set)
  }
  return [...groups.values()]
    .filter((group) => group.sets.length > 0)
    .map((group) => ({ ...group, sets: group.sets.toSorted((a, b) => a.setNumber - b.setNumber) }))
}

/**
 * docs/product/screens.md: the expanded card lists each exercise with its completed sets only, in the order
 * the server gives exercises; exercise names match case-insensitively (docs/product/history-and-prs.md).
 */
export function completedExercises(workout: WorkoutSets): ExerciseGroup[] {
  return exerciseGroups(workout, (set) => set.completed)
}

/**
 * The Edit Workout form also offers the sets left open (a forgotten tick), so the lifter can
 * mark them completed and have volume and PRs follow (issue 17).
 */
export function editableExercises(workout: WorkoutSets): ExerciseGroup[] {
  return exerciseGroups(workout, () => true)
}

// ---------------------------------------------------------------------------------------------
// Edit Workout form (docs/product/validation.md history edit rules)

/** A set as the form holds it: typed text, weights in the lifter's unit. */
export type SetDraft = {
  id: string
  exerciseName: string
  setNumber: number
  completed: boolean
  kind: SetKind
  rpe: number | null
  weight: string
  reps: string
  additionalMode: AdditionalMode
  additionalWeight: string
  notes: string
  /** docs/product/exercise-types.md: the time as typed ("1:30"), the distance in the lifter's unit. */
  duration: string
  distance: string
}

const inUnit = (pounds: string, unit: WeightUnit) => String(fromStoredPounds(Number(pounds), unit))

export function toSetDraft(set: WorkoutSet, { unit, distanceUnit }: Units): SetDraft {
  return {
    id: set.id,
    exerciseName: set.exerciseName,
    setNumber: set.setNumber,
    completed: set.completed,
    kind: set.kind,
    rpe: set.rpe,
    weight: inUnit(set.weight, unit),
    reps: String(set.reps),
    additionalMode: set.additionalMode,
    additionalWeight: set.additionalMode ? inUnit(set.additionalWeight, unit) : '0',
    notes: set.notes ?? '',
    duration: set.duration === null ? '' : formatDuration(set.duration),
    distance: set.distance === null ? '' : distanceField(set.distance, distanceUnit),
  }
}

export type SetPatch = {
  weight: string
  reps: number
  completed: boolean
  kind: SetKind
  rpe: number | null
  additionalMode: AdditionalMode
  additionalWeight: string
  notes: string | null
  duration: number | null
  distance: string | null
}

/**
 * A typed distance as stored (metres), kept exactly when the form left it as it showed it (to
 * 0.01 of the unit); empty is none.
 */
function storedDistance(text: string, original: string | null, unit: DistanceUnit) {
  if (original !== null && text.trim() === distanceField(original, unit)) return original
  return parseDistance(text, unit)
}

/**
 * A typed weight as stored (pounds). A weight the form left as it showed it keeps its stored
 * value exactly: a kilogram figure shown rounded to 0.01 is not re-converted.
 */
function storedWeight(text: string, original: string, unit: WeightUnit): string {
  const typed = parseWeight(text)
  if (typed === fromStoredPounds(Number(original), unit)) return String(Number(original))
  return String(toStoredPounds(typed, unit))
}

/** The PATCH body for a set, or null when the form leaves it as it was (docs/product/validation.md parsing). */
export function setChanges(
  original: WorkoutSet,
  draft: SetDraft,
  { unit, distanceUnit }: Units,
): SetPatch | null {
  const next: SetPatch = {
    weight: storedWeight(draft.weight, original.weight, unit),
    reps: parseReps(draft.reps),
    completed: draft.completed,
    kind: draft.kind,
    rpe: draft.rpe,
    additionalMode: draft.additionalMode,
    additionalWeight: draft.additionalMode
      ? storedWeight(
          draft.additionalWeight,
          original.additionalMode ? original.additionalWeight : '0',
          unit,
        )
      : '0',
    // docs/product/validation.md: empty notes become null.
    notes: draft.notes.trim() ? draft.notes : null,
    duration: parseDuration(draft.duration),
    distance: storedDistance(draft.distance, original.distance, distanceUnit),
  }
  const changed =
    Number(next.weight) !== Number(original.weight) ||
    next.reps !== original.reps ||
    next.completed !== original.completed ||
    next.kind !== original.kind ||
    next.rpe !== original.rpe ||
    next.additionalMode !== original.additionalMode ||
    Number(next.additionalWeight) !==
      Number(original.additionalMode ? original.additionalWeight : 0) ||
    next.notes !== original.notes ||
    next.duration !== original.duration ||
    next.distance !== original.distance
  return changed ? next : null
}

/**
 * The new timestamps when the Edit Workout date changes. History is ordered and paged by
 * completedAt (docs/product/settled-details.md) and shows completedAt first (docs/product/entities.md), so the date moves
 * completedAt; startedAt moves by the same amount so the session keeps its length. The time of
 * day is kept; a moment later than `now` (today, later in the day) is pulled back to `now`
 * because the server refuses future times. Returns null when the day is unchanged or invalid.
 */
export function retimeWorkout(
  workout: Pick<WorkoutWithSets, 'startedAt' | 'completedAt'>,
  day: string,
  now: Date,
): { startedAt: string; completedAt: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const original = workoutDate(workout)
  if (!match || day === dayKey(original)) return null
  const moved = new Date(original)
  moved.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  if (Number.isNaN(moved.getTime())) return null
  const completedAt = moved > now ? now : moved
  const shift = completedAt.getTime() - original.getTime()
  return {
    startedAt: new Date(parseISO(workout.startedAt).getTime() + shift).toISOString(),
    completedAt: completedAt.toISOString(),
  }
}

// ---------------------------------------------------------------------------------------------
// Filter (docs/product/history-and-prs.md: by workout day and by date range; docs/product/nothing-lost.md: the server applies it)

/** A day to filter by: one of the lifter's days, archived ones too (they have history). */
export type DayOption = { key: string; name: string }

export type HistoryFilter = {
  day: DayOption | null
  /** 'yyyy-MM-dd', inclusive, local days. */
  from: string
  to: string
}

export const NO_FILTER: HistoryFilter = { day: null, from: '', to: '' }

export function isFilterActive(filter: HistoryFilter): boolean {
  return filter.day !== null || filter.from !== '' || filter.to !== ''
}

/** The lifter's days, by name. */
export function dayOptions(days: readonly { id: string; name: string }[]): DayOption[] {
  return days
    .map((day) => ({ key: day.id, name: day.name }))
    .toSorted((a, b) => a.name.localeCompare(b.name))
}

/** The filter as the server takes it. */
export function filterQuery(filter: HistoryFilter): HistoryQueryFilter {
  return {
    ...(filter.day && { dayId: filter.day.key }),
    ...(filter.from && { from: filter.from }),
    ...(filter.to && { to: filter.to }),
  }
}

/** The filter as it sits in the address (?day=&from=&to=), so reload and Back keep it. */
export type FilterParams = { day: string | null; from: string; to: string }

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export function readFilterParams(params: URLSearchParams): FilterParams {
  const day = (name: string) => {
    const value = params.get(name) ?? ''
    return DAY_PATTERN.test(value) ? value : ''
  }
  return { day: params.get('day') || null, from: day('from'), to: day('to') }
}

export function writeFilterParams(filter: HistoryFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ day: filter.day?.key ?? '', from: filter.from, to: filter.to }).filter(
      ([, value]) => value !== '',
    ),
  )
}

/** The day option a key stands for; before the days list has loaded, a nameless one. */
export function resolveDay(key: string | null, options: readonly DayOption[]): DayOption | null {
  if (!key) return null
  return options.find((option) => option.key === key) ?? { key, name: '' }
}

// ---------------------------------------------------------------------------------------------
// What the collapsed card says (issue 12): set count, top set, and which record was set

/**
 * '255×5': a set's weight in the lifter's unit and its reps; a set of another type in
 * history's words (docs/product/exercise-types.md: "BW+25 × 8", "1:30", "5.00 km in 25:00").
 */
export function setFigures(set: SetFigures, type: ExerciseType, units: Units): string {
  if (type !== 'weight_reps') return setLineText(type, set, units)
  return `${formatWeight(fromStoredPounds(Number(set.weight), units.unit))}×${set.reps}`
}

/** docs/product/set-kinds.md: a set that counts for records, completed and of any kind but warm-up. */
const counting = (set: WorkoutSet) => set.completed && countsForRecords(set.kind)

/**
 * The set that made an exercise's record: docs/product/history-and-prs.md sets a PR by the best Epley estimate
 * over the completed sets that count, so this is the set with that estimate (the first on a tie).
 */
export function recordSet(group: ExerciseGroup): WorkoutSet | undefined {
  let best: WorkoutSet | undefined
  for (const set of group.sets) {
    if (counting(set) && beatsRecordSet(figures(set), best && figures(best))) best = set
  }
  return best
}

/**
 * Each exercise that set a record in this workout, with the set that did, in exercise order:
 * what the collapsed card's PR badge names, from the workout's summary.
 */
export function workoutRecords(workout: Pick<WorkoutSummary, 'exercises'>) {
  return workout.exercises.flatMap((exercise) =>
    exercise.isPR && exercise.recordSet
      ? [{ exerciseName: exercise.name, type: exercise.type, set: exercise.recordSet }]
      : [],
  )
}

const figures = (set: WorkoutSet) => ({ weight: Number(set.weight), reps: set.reps })
