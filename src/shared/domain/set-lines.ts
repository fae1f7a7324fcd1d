import type { ExerciseType } from './exercise-types.ts'
import { formatWeight } from './format.ts'
import { formatDistance, formatDuration, type DistanceUnit } from './measures.ts'
import { fromStoredPounds, type WeightUnit } from './units.ts'

/*
 * docs/product/exercise-types.md: a set as history, last time's line, records and progress write it, by its
 * exercise's type: "225 × 5", "BW+25 × 8", "BW−40 × 8", "12 reps", "1:30", "5.00 km in 25:00".
 * Weights in the lifter's unit without the unit's name, as the lines around them read.
 */

export type Units = { unit: WeightUnit; distanceUnit: DistanceUnit }

/**
 * The words of a set line. English here, for the API and the exports; the screens pass the
 * lifter's language's (components/set-line.ts), whose figures format.ts already writes in it.
 */
export type SetLineWords = {
  /** Body weight, abbreviated: "BW". */
  bodyWeight: string
  /** "12 reps", "1 rep". */
  reps: (count: number) => string
  /** "5.00 km in 25:00". */
  distanceInTime: (distance: string, time: string) => string
}

export const ENGLISH_SET_LINE_WORDS: SetLineWords = {
  bodyWeight: 'BW',
  reps: (count) => `${count} ${count === 1 ? 'rep' : 'reps'}`,
  distanceInTime: (distance, time) => `${distance} in ${time}`,
}

export type SetFigures = {
  weight: string | number
  reps: number
  duration: number | null
  distance: string | number | null
}

const shown = (pounds: string | number, unit: WeightUnit) =>
  formatWeight(fromStoredPounds(Number(pounds), unit))

/** "BW", "BW+25", "BW−40": the body's part of a bodyweight set (a true minus sign). */
function bodyWeightPart(
  type: ExerciseType,
  pounds: string | number,
  unit: WeightUnit,
  words: SetLineWords,
) {
  if (!Number(pounds)) return words.bodyWeight
  return `${words.bodyWeight}${type === 'assisted_reps' ? '−' : '+'}${shown(pounds, unit)}`
}

/** A distance and a time: "5.00 km in 25:00", "5.00 km", "25:00". */
function distanceAndTime(set: SetFigures, distanceUnit: DistanceUnit, words: SetLineWords) {
  const distance = set.distance === null ? null : formatDistance(set.distance, distanceUnit)
  const time = set.duration === null ? null : formatDuration(set.duration)
  if (distance && time) return words.distanceInTime(distance, time)
  return distance ?? time ?? '—'
}

export function formatSetLine(
  type: ExerciseType,
  set: SetFigures,
  units: Units,
  words: SetLineWords = ENGLISH_SET_LINE_WORDS,
): string {
  const { unit, distanceUnit } = units
  switch (type) {
    case 'bodyweight_reps':
    case 'assisted_reps':
      return `${bodyWeightPart(type, set.weight, unit, words)} × ${set.reps}`
    case 'reps_only':
      return words.reps(set.reps)
    case 'duration': {
      const time = set.duration === null ? '—' : formatDuration(set.duration)
      return Number(set.weight) ? `${time} +${shown(set.weight, unit)}` : time
    }
    case 'distance_duration':
      return distanceAndTime(set, distanceUnit, words)
    case 'weight_distance':
      return `${shown(set.weight, unit)} × ${distanceAndTime(set, distanceUnit, words)}`
    default:
      return `${shown(set.weight, unit)} × ${set.reps}`
  }
}

/**
 * docs/product/exercise-types.md: a bodyweight set's whole load beside its field, "BW 182 + 25", "BW 182 − 40"
 * ("BW 182" with nothing added); null for the other types or without a body weight.
 */
export function formatWholeLoad(
  type: ExerciseType,
  weight: string | number,
  bodyWeight: number | null,
  unit: WeightUnit,
  bodyWeightWord = ENGLISH_SET_LINE_WORDS.bodyWeight,
): string | null {
  if (bodyWeight === null || (type !== 'bodyweight_reps' && type !== 'assisted_reps')) return null
  const body = `${bodyWeightWord} ${shown(bodyWeight, unit)}`
  if (!Number(weight)) return body
  return `${body} ${type === 'assisted_reps' ? '−' : '+'} ${shown(weight, unit)}`
}
