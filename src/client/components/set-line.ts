import { plural, t } from '@lingui/core/macro'
import type { ExerciseType } from '#shared/domain/exercise-types.ts'
import {
  formatSetLine,
  formatWholeLoad,
  type SetFigures,
  type SetLineWords,
  type Units,
} from '#shared/domain/set-lines.ts'
import type { WeightUnit } from '#shared/domain/units.ts'

/*
 * docs/product/exercise-types.md's set lines ("BW+25 × 8", "12 reps", "5.00 km in 25:00") as
 * the screens write them, in the lifter's language (docs/product/languages.md): the figures by
 * format.ts, the words from the catalogues. shared/domain/set-lines.ts stays the English of the
 * API and the exports.
 */

function words(): SetLineWords {
  return {
    // Translators: body weight, abbreviated, as in "BW+25 × 8" (a pull-up with 25 added).
    bodyWeight: t`BW`,
    reps: (count) => plural(count, { one: '# rep', other: '# reps' }),
    distanceInTime: (distance, time) => t`${distance} in ${time}`,
  }
}

/** A set as history, last time's line, records and progress write it, in the lifter's language. */
export function setLineText(type: ExerciseType, set: SetFigures, units: Units): string {
  return formatSetLine(type, set, units, words())
}

/** A bodyweight set's whole load, "BW 182 + 25", in the lifter's language; or null. */
export function wholeLoadText(
  type: ExerciseType,
  weight: string | number,
  bodyWeight: number | null,
  unit: WeightUnit,
): string | null {
  return formatWholeLoad(type, weight, bodyWeight, unit, words().bodyWeight)
}
