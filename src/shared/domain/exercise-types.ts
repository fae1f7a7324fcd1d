import { epleyRank } from './volume.ts'

/*
 * docs/product/exercise-types.md: what kind of exercise a name is, and so what its sets hold and how they count.
 * The one home of these rules for the contract, the screens and the server (whose SQL twin is
 * queries/set-figures.ts). A set never stores its type: it is its name's, read when counted.
 */

export const EXERCISE_TYPES = [
  'weight_reps',
  'bodyweight_reps',
  'assisted_reps',
  'reps_only',
  'duration',
  'distance_duration',
  'weight_distance',
] as const
export type ExerciseType = (typeof EXERCISE_TYPES)[number]

export const DEFAULT_EXERCISE_TYPE: ExerciseType = 'weight_reps'

/** Where a name's type comes from: the lifter, the catalogue, its sets, or none of them. */
export const TYPE_SOURCES = ['custom', 'catalog', 'sets', 'default'] as const
export type TypeSource = (typeof TYPE_SOURCES)[number]

/** The types whose sets carry a load: they count volume, e1RM and the top set by it. */
export const LOAD_TYPES: readonly ExerciseType[] = [
  'weight_reps',
  'bodyweight_reps',
  'assisted_reps',
]
export const hasLoad = (type: ExerciseType) => LOAD_TYPES.includes(type)

/** The types whose load includes the lifter's body weight. */
export const BODY_WEIGHT_TYPES: readonly ExerciseType[] = ['bodyweight_reps', 'assisted_reps']
export const usesBodyWeight = (type: ExerciseType) => BODY_WEIGHT_TYPES.includes(type)

/**
 * What a set of each type holds, as its row shows it: `weight` is the load (`weight`), weight
 * added to the body (`added`), the assistance taken off it (`assistance`), a weight carried or
 * worn (`carried`, `worn`) or nothing; then whether it has reps, a time and a distance.
 */
export type WeightField = 'weight' | 'added' | 'assistance' | 'carried' | 'worn' | null
export const TYPE_FIELDS: Record<
  ExerciseType,
  { weight: WeightField; reps: boolean; duration: boolean; distance: boolean }
> = {
  weight_reps: { weight: 'weight', reps: true, duration: false, distance: false },
  bodyweight_reps: { weight: 'added', reps: true, duration: false, distance: false },
  assisted_reps: { weight: 'assistance', reps: true, duration: false, distance: false },
  reps_only: { weight: null, reps: true, duration: false, distance: false },
  duration: { weight: 'worn', reps: false, duration: true, distance: false },
  distance_duration: { weight: null, reps: false, duration: true, distance: true },
  weight_distance: { weight: 'carried', reps: false, duration: true, distance: true },
}

/**
 * A set's load: its weight (weight_reps); body weight + weight (bodyweight_reps; the weight
 * alone without a body weight); body weight − weight, at least 0 (assisted_reps; 0 without a
 * body weight); none for the other types.
 */
export function setLoad(type: ExerciseType, weight: number, bodyWeight: number | null): number {
  switch (type) {
    case 'weight_reps':
      return weight
    case 'bodyweight_reps':
      return (bodyWeight ?? 0) + weight
    case 'assisted_reps':
      return bodyWeight === null ? 0 : Math.max(bodyWeight - weight, 0)
    default:
      return 0
  }
}

/** A set as the rules of this module read it. */
export type TypedSet = {
  weight: number | string
  reps: number
  duration: number | null
  distance: number | string | null
  additionalWeight?: number | string
}

/**
 * docs/product/exercise-types.md, docs/product/constants.md: a set's volume, load × reps for the types with a load (a
 * weight_reps set's additional weight counting half, as always); 0 for the others.
 */
export function typedSetVolume(type: ExerciseType, set: TypedSet, bodyWeight: number | null) {
  if (type === 'weight_reps') {
    return (Number(set.weight) + 0.5 * Number(set.additionalWeight ?? 0)) * set.reps
  }
  return setLoad(type, Number(set.weight), bodyWeight) * set.reps
}

const thousandths = (value: number | string) => Math.round(Number(value) * 1000)
const micros = (value: number | string | null) => Math.round(Number(value ?? 0) * 1_000_000)

/**
 * docs/product/exercise-types.md: how a set ranks for records and PRs, compared left to right, in whole
 * numbers so that ties are exact: the load's Epley order (volume.ts epleyRank); reps; the longest time, then the heavier weight; the longest distance; the
 * heaviest weight, then the longer distance. The SQL twin is set-figures.ts scoreSql.
 */
export function setRank(type: ExerciseType, set: TypedSet, bodyWeight: number | null): number[] {
  switch (type) {
    case 'reps_only':
      return [set.reps]
    case 'duration':
      return set.duration ? [set.duration, thousandths(set.weight)] : [0, 0]
    case 'distance_duration':
      return [micros(set.distance)]
    case 'weight_distance':
      return [thousandths(set.weight), micros(set.distance)]
    default:
      return [epleyRank({ weight: setLoad(type, Number(set.weight), bodyWeight), reps: set.reps })]
  }
}

/** Whether rank `a` is above rank `b` (equal is not). */
export function ranksAbove(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! !== b[i]!) return a[i]! > b[i]!
  }
  return false
}

/** How many of a name's completed sets hold what its type can be read from. */
export type SetTallies = {
  sets: number
  /** With a distance (above 0). */
  distanceSets: number
  /** With a distance and a weight. */
  weightedDistanceSets: number
  /** With a time and no reps (and no distance). */
  timedSets: number
}

/**
 * docs/product/exercise-types.md: a type read from a name's completed sets: most have a distance —
 * distance_duration, or weight_distance when most of those carry weight; most have a time and
 * no reps — duration; otherwise none.
 */
export function typeFromSets(tallies: SetTallies): ExerciseType | null {
  const { sets, distanceSets, weightedDistanceSets, timedSets } = tallies
  if (sets === 0) return null
  if (distanceSets * 2 > sets) {
    return weightedDistanceSets * 2 > distanceSets ? 'weight_distance' : 'distance_duration'
  }
  return timedSets * 2 > sets ? 'duration' : null
}

/**
 * docs/product/exercise-types.md: a name's type — the lifter's, else its catalogue entry's, else read from its
 * sets, else weight_reps — and where it came from.
 */
export function resolveExerciseType(
  custom: ExerciseType | null,
  catalog: ExerciseType | null,
  tallies: SetTallies | null,
): { type: ExerciseType; source: TypeSource } {
  if (custom) return { type: custom, source: 'custom' }
  if (catalog) return { type: catalog, source: 'catalog' }
  const read = tallies && typeFromSets(tallies)
  return read ? { type: read, source: 'sets' } : { type: DEFAULT_EXERCISE_TYPE, source: 'default' }
}
