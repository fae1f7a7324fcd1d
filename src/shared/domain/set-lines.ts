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

export type SetFigures = {
  weight: string | number
  reps: number
  duration: number | null
  distance: string | number | null
}

const shown = (pounds: string | number, unit: WeightUnit) =>
  formatWeight(fromStoredPounds(Number(pounds), unit))

/** "BW", "BW+25", "BW−40": the body's part of a bodyweight set (a true minus sign). */
function bodyWeightPart(type: ExerciseType, pounds: string | number, unit: WeightUnit) {
  if (!Number(pounds)) return 'BW'
  return `BW${type === 'assisted_reps' ? '−' : '+'}${shown(pounds, unit)}`
}

/** A distance and a time: "5.00 km in 25:00", "5.00 km", "25:00". */
function distanceAndTime(set: SetFigures, distanceUnit: DistanceUnit): string {
  const distance = set.distance === null ? null : formatDistance(set.distance, distanceUnit)
  const time = set.duration === null ? null : formatDuration(set.duration)
  if (distance && time) return `${distance} in ${time}`
  return distance ?? time ?? '—'
}

export function formatSetLine(type: ExerciseType, set: SetFigures, units: Units): string {
  const { unit, distanceUnit } = units
  switch (type) {
    case 'bodyweight_reps':
    case 'assisted_reps':
      return `${bodyWeightPart(type, set.weight, unit)} × ${set.reps}`
    case 'reps_only':
      return `${set.reps} ${set.reps === 1 ? 'rep' : 'reps'}`
    case 'duration': {
      const time = set.duration === null ? '—' : formatDuration(set.duration)
      return Number(set.weight) ? `${time} +${shown(set.weight, unit)}` : time
    }
    case 'distance_duration':
      return distanceAndTime(set, distanceUnit)
    case 'weight_distance':
      return `${shown(set.weight, unit)} × ${distanceAndTime(set, distanceUnit)}`
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
): string | null {
  if (bodyWeight === null || (type !== 'bodyweight_reps' && type !== 'assisted_reps')) return null
  const body = `BW ${shown(bodyWeight, unit)}`
  if (!Number(weight)) return body
  return `${body} ${type === 'assisted_reps' ? '−' : '+'} ${shown(weight, unit)}`
}
