import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { IconKey } from '#shared/domain/icons.ts'

/** Each icon's name as the picker shows it, in the lifter's language (docs/product/entities.md's names in English). */
export const ICON_LABELS: Record<IconKey, MessageDescriptor> = {
  dumbbell: msg`Dumbbell`,
  weight: msg`Weight`,
  arms: msg`Arms`,
  chest: msg`Chest`,
  legs: msg`Legs`,
  back: msg`Back`,
  shoulders: msg`Shoulders`,
  core: msg`Core`,
  triceps: msg`Triceps`,
  biceps: msg`Biceps`,
  glutes: msg`Glutes`,
  abs: msg`Abs`,
  fullBody: msg`Full Body`,
  heart: msg`Cardio`,
  activity: msg`HIIT`,
  footprints: msg`Walking`,
  bike: msg`Cycling`,
  waves: msg`Swimming`,
  mountain: msg`Climbing`,
  trendingUp: msg`Progress`,
  flame: msg`Burn`,
  power: msg`Strength`,
  wind: msg`Speed`,
  rocket: msg`Explosive`,
  gauge: msg`Intensity`,
  timer: msg`Timed`,
  medal: msg`Medal`,
  award: msg`Award`,
  trophy: msg`Trophy`,
  star: msg`Star`,
  sparkles: msg`Excellence`,
}
