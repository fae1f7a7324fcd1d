import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Muscle } from '#shared/domain/muscles.ts'

/*
 * The muscles as a screen names them, in the lifter's language (docs/product/languages.md); the
 * shared MUSCLE_LABELS stay the English the API and the exports use.
 */
const LABELS: Record<Muscle, MessageDescriptor> = {
  chest: msg`Chest`,
  'front-delts': msg`Front delts`,
  'side-delts': msg`Side delts`,
  'rear-delts': msg`Rear delts`,
  triceps: msg`Triceps`,
  biceps: msg`Biceps`,
  forearms: msg`Forearms`,
  lats: msg`Lats`,
  'upper-back': msg`Upper back`,
  traps: msg`Traps`,
  'lower-back': msg`Lower back`,
  abs: msg`Abs`,
  obliques: msg`Obliques`,
  glutes: msg`Glutes`,
  quads: msg`Quads`,
  hamstrings: msg`Hamstrings`,
  adductors: msg`Adductors`,
  abductors: msg`Abductors`,
  calves: msg`Calves`,
}

export function muscleLabel(muscle: Muscle): string {
  return i18n._(LABELS[muscle])
}
