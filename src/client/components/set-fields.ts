import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { TYPE_FIELDS, type ExerciseType } from '#shared/domain/exercise-types.ts'
import type { DistanceUnit } from '#shared/domain/measures.ts'
import type { WeightUnit } from '#shared/domain/units.ts'

/** A value a set row takes. */
export type SetField = 'weight' | 'reps' | 'duration' | 'distance'

/**
 * docs/product/exercise-types.md: the fields a set row of each type shows, in order — every value
 * its type carries (TYPE_FIELDS): a timed set's time and the weight worn (a weighted plank), a
 * weight & distance set's weight, distance and optional time. The value after the first two
 * takes the column after them (the session's RPE column, in an open row).
 */
export const ROW_FIELDS: Record<ExerciseType, readonly SetField[]> = {
  weight_reps: ['weight', 'reps'],
  bodyweight_reps: ['weight', 'reps'],
  assisted_reps: ['weight', 'reps'],
  reps_only: ['reps'],
  duration: ['duration', 'weight'],
  distance_duration: ['distance', 'duration'],
  weight_distance: ['weight', 'distance', 'duration'],
}

const REPS = msg`Reps`
const TIME = msg`Time`
const DISTANCE = msg`Distance`

/** Weight the body carries on top of itself: added (a belt), or worn (a weighted plank). */
const addedToBody = (type: ExerciseType) =>
  TYPE_FIELDS[type].weight === 'added' || TYPE_FIELDS[type].weight === 'worn'

/**
 * A field's column header: the weight's unit ("+lbs" added to the body or worn, "−lbs" of
 * assistance, a true minus sign), "Reps", "Time", the distance's unit. Units are not translated.
 */
export function fieldHeader(
  field: SetField,
  type: ExerciseType,
  units: { unit: WeightUnit; distanceUnit: DistanceUnit },
): string | MessageDescriptor {
  switch (field) {
    case 'weight':
      return addedToBody(type)
        ? `+${units.unit}`
        : type === 'assisted_reps'
          ? `−${units.unit}`
          : units.unit
    case 'reps':
      return REPS
    case 'duration':
      return TIME
    case 'distance':
      return units.distanceUnit
  }
}

const WEIGHT_NAMES = {
  weight: msg`Weight`,
  added: msg`Added weight`,
  assistance: msg`Assistance`,
}

/** A field's name: "Weight", "Added weight", "Assistance", "Reps", "Time", "Distance". */
export function fieldName(
  field: SetField,
  type: ExerciseType,
  t: (descriptor: MessageDescriptor) => string,
): string {
  switch (field) {
    case 'weight':
      return t(
        addedToBody(type)
          ? WEIGHT_NAMES.added
          : type === 'assisted_reps'
            ? WEIGHT_NAMES.assistance
            : WEIGHT_NAMES.weight,
      )
    case 'reps':
      return t(REPS)
    case 'duration':
      return t(TIME)
    case 'distance':
      return t(DISTANCE)
  }
}

/** A field's name with its unit, as its input is labelled: "Added weight (lbs)", "Time (m:ss)". */
export function fieldLabel(
  field: SetField,
  type: ExerciseType,
  units: { unit: WeightUnit; distanceUnit: DistanceUnit },
  t: (descriptor: MessageDescriptor) => string,
): string {
  const name = fieldName(field, type, t)
  const unit = { weight: units.unit, reps: null, duration: 'm:ss', distance: units.distanceUnit }[
    field
  ]
  return unit ? `${name} (${unit})` : name
}
