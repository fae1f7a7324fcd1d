import { addDays, format, parseISO } from 'date-fns'
import type { AdditionalMode } from '#shared/contract/common.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { parseReps, parseWeight } from '#shared/domain/set-values.ts'
import { fromStoredPounds, toStoredPounds, type WeightUnit } from '#shared/domain/units.ts'

/** Spec §3: the history date is completedAt, else startedAt. */
export function workoutDate(workout: Pick<WorkoutWithSets, 'completedAt' | 'startedAt'>): Date {
  return parseISO(workout.completedAt ?? workout.startedAt)
}

/** Spec §9: 'MMM d, yyyy'. */
export function formatWorkoutDate(workout: Pick<WorkoutWithSets, 'completedAt' | 'startedAt'>) {
  return format(workoutDate(workout), 'MMM d, yyyy')
}

/** The local calendar day as 'yyyy-MM-dd' (the value of a date input). */
export function dayKey(date: Date): string {
  return format(date, 'yyyy-MM-dd')
}

export type ExerciseGroup = { name: string; isPR: boolean; sets: WorkoutSet[] }

/** A workout's sets of the kind `include` picks, by exercise, in set order. */
function exerciseGroups(
  workout: WorkoutWithSets,
  include: (set: WorkoutSet) => boolean,
): ExerciseGroup[] {
  const groups = new Map<string, ExerciseGroup>()
  for (const exercise of workout.exercises) {
    groups.set(exercise.name.toLowerCase(), { name: exercise.name, isPR: exercise.isPR, sets: [] })
  }
  for (const set of workout.sets) {
    if (!include(set)) continue
    const key = set.exerciseName.toLowerCase()
    let group = groups.get(key)
    if (!group) {
      group = { name: set.exerciseName, isPR: false, sets: [] }
      groups.set(key, group)
    }
    group.sets.push(set)
  }
  return [...groups.values()]
    .filter((group) => group.sets.length > 0)
    .map((group) => ({ ...group, sets: group.sets.toSorted((a, b) => a.setNumber - b.setNumber) }))
}

/**
 * Spec §2: the expanded card lists each exercise with its completed sets only, in the order
 * the server gives exercises; exercise names match case-insensitively (decisions.md §6).
 */
export function completedExercises(workout: WorkoutWithSets): ExerciseGroup[] {
  return exerciseGroups(workout, (set) => set.completed)
}

/**
 * The Edit Workout form also offers the sets left open (a forgotten tick), so the lifter can
 * mark them completed and have volume and PRs follow (issue 17).
 */
export function editableExercises(workout: WorkoutWithSets): ExerciseGroup[] {
  return exerciseGroups(workout, () => true)
}

export function hasPR(workout: WorkoutWithSets): boolean {
  return workout.exercises.some((exercise) => exercise.isPR)
}

// ---------------------------------------------------------------------------------------------
// Edit Workout form (spec §5 history edit rules)

/** A set as the form holds it: typed text, weights in the lifter's unit. */
export type SetDraft = {
  id: string
  exerciseName: string
  setNumber: number
  completed: boolean
  isWarmup: boolean
  weight: string
  reps: string
  additionalMode: AdditionalMode
  additionalWeight: string
  notes: string
}

const inUnit = (pounds: string, unit: WeightUnit) => String(fromStoredPounds(Number(pounds), unit))

export function toSetDraft(set: WorkoutSet, unit: WeightUnit): SetDraft {
  return {
    id: set.id,
    exerciseName: set.exerciseName,
    setNumber: set.setNumber,
    completed: set.completed,
    isWarmup: set.isWarmup,
    weight: inUnit(set.weight, unit),
    reps: String(set.reps),
    additionalMode: set.additionalMode,
    additionalWeight: set.additionalMode ? inUnit(set.additionalWeight, unit) : '0',
    notes: set.notes ?? '',
  }
}

/**
 * Spec §4/§5: choosing None clears the mode and its additional weight; choosing a mode when
 * there was none starts its additional weight at 0. Switching between modes keeps the weight.
 */
export function withMode(draft: SetDraft, mode: AdditionalMode): SetDraft {
  if (mode === null) return { ...draft, additionalMode: null, additionalWeight: '0' }
  return {
    ...draft,
    additionalMode: mode,
    additionalWeight: draft.additionalMode ? draft.additionalWeight : '0',
  }
}

export type SetPatch = {
  weight: string
  reps: number
  completed: boolean
  isWarmup: boolean
  additionalMode: AdditionalMode
  additionalWeight: string
  notes: string | null
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

/** The PATCH body for a set, or null when the form leaves it as it was (spec §5 parsing). */
export function setChanges(
  original: WorkoutSet,
  draft: SetDraft,
  unit: WeightUnit,
): SetPatch | null {
  const next: SetPatch = {
    weight: storedWeight(draft.weight, original.weight, unit),
    reps: parseReps(draft.reps),
    completed: draft.completed,
    isWarmup: draft.isWarmup,
    additionalMode: draft.additionalMode,
    additionalWeight: draft.additionalMode
      ? storedWeight(
          draft.additionalWeight,
          original.additionalMode ? original.additionalWeight : '0',
          unit,
        )
      : '0',
    // Spec §5: empty notes become null.
    notes: draft.notes.trim() ? draft.notes : null,
  }
  const changed =
    Number(next.weight) !== Number(original.weight) ||
    next.reps !== original.reps ||
    next.completed !== original.completed ||
    next.isWarmup !== original.isWarmup ||
    next.additionalMode !== original.additionalMode ||
    Number(next.additionalWeight) !==
      Number(original.additionalMode ? original.additionalWeight : 0) ||
    next.notes !== original.notes
  return changed ? next : null
}

/**
 * The new timestamps when the Edit Workout date changes. History is ordered and paged by
 * completedAt (decisions.md §7) and shows completedAt first (spec §3), so the date moves
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
// Filter (decisions.md §6: by workout day and by date range)

/** Keys of day options that only live on in history, by name. */
const NAME_KEY = 'name:'

/** A day to filter by: a current day (matched by id or by name) or a name found in history. */
export type DayOption = { key: string; name: string; dayId: string | null }

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

export function matchesFilter(workout: WorkoutWithSets, filter: HistoryFilter): boolean {
  const { day, from, to } = filter
  if (
    day &&
    !(day.dayId !== null && workout.workoutDayId === day.dayId) &&
    workout.workoutDayName !== day.name
  ) {
    return false
  }
  const key = dayKey(workoutDate(workout))
  return (!from || key >= from) && (!to || key <= to)
}

/**
 * Days to offer: the user's days (archived too, they have history), then names that only live
 * on in history (a deleted or renamed day keeps its workouts' names, decisions.md §7).
 */
export function dayOptions(
  days: readonly { id: string; name: string }[],
  workouts: readonly WorkoutWithSets[],
): DayOption[] {
  const options: DayOption[] = days.map((day) => ({ key: day.id, name: day.name, dayId: day.id }))
  const names = new Set(options.map((option) => option.name))
  for (const workout of workouts) {
    if (names.has(workout.workoutDayName)) continue
    names.add(workout.workoutDayName)
    options.push({
      key: `${NAME_KEY}${workout.workoutDayName}`,
      name: workout.workoutDayName,
      dayId: null,
    })
  }
  return options.toSorted((a, b) => a.name.localeCompare(b.name))
}

/**
 * History comes newest first by completedAt, so once the oldest loaded workout is before the
 * filter's first day, older pages cannot match and need not be loaded.
 */
export function olderPagesCanMatch(
  loaded: readonly WorkoutWithSets[],
  filter: HistoryFilter,
): boolean {
  const oldest = loaded.at(-1)
  return !filter.from || !oldest || dayKey(workoutDate(oldest)) >= filter.from
}

/**
 * Where the filtered history starts: just after the filter's last day (local midnight), so
 * the pages begin there instead of loading every newer page first. None for an open end.
 */
export function pagesStart(to: string, today: string): string | undefined {
  if (!to || to >= today) return undefined
  return addDays(parseISO(to), 1).toISOString()
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

/**
 * The day option a key stands for. Before the days list has loaded, a day id still filters by
 * id and a history-only name by name.
 */
export function resolveDay(key: string | null, options: readonly DayOption[]): DayOption | null {
  if (!key) return null
  const known = options.find((option) => option.key === key)
  if (known) return known
  return key.startsWith(NAME_KEY)
    ? { key, name: key.slice(NAME_KEY.length), dayId: null }
    : { key, name: '', dayId: key }
}
