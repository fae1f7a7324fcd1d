import type { ExerciseType } from '../domain/exercise-types.ts'

/**
 * docs/product/exercise-types.md: the type of each catalogue entry that is not weight × reps, by key (every other
 * entry is `weight_reps`). Kept apart from the entries so that one glance shows them all.
 * Bodyweight movements where the whole body is lifted count body weight + what is added;
 * core and jumping movements count reps; holds time; carries weight and distance.
 */
export const CATALOG_TYPES: Readonly<Record<string, ExerciseType>> = {
  'push-up': 'bodyweight_reps',
  'diamond-push-up': 'bodyweight_reps',
  'pike-push-up': 'bodyweight_reps',
  'handstand-push-up': 'bodyweight_reps',
  dip: 'bodyweight_reps',
  'bench-dip': 'bodyweight_reps',
  'pull-up': 'bodyweight_reps',
  'chin-up': 'bodyweight_reps',
  'weighted-pull-up': 'bodyweight_reps',
  'inverted-row': 'bodyweight_reps',
  'muscle-up': 'bodyweight_reps',
  'pistol-squat': 'bodyweight_reps',
  'bodyweight-squat': 'bodyweight_reps',
  'nordic-hamstring-curl': 'bodyweight_reps',
  'glute-ham-raise': 'bodyweight_reps',

  'assisted-pull-up': 'assisted_reps',
  'assisted-dip': 'assisted_reps',

  crunch: 'reps_only',
  'sit-up': 'reps_only',
  'hanging-leg-raise': 'reps_only',
  'toes-to-bar': 'reps_only',
  'lying-leg-raise': 'reps_only',
  'captains-chair-knee-raise': 'reps_only',
  'ab-wheel-rollout': 'reps_only',
  'russian-twist': 'reps_only',
  'dead-bug': 'reps_only',
  'bicycle-crunch': 'reps_only',
  'box-jump': 'reps_only',
  burpee: 'reps_only',
  'lateral-band-walk': 'reps_only',

  plank: 'duration',
  'side-plank': 'duration',
  'copenhagen-plank': 'duration',
  'dead-hang': 'duration',
  'wall-sit': 'duration',
  'jump-rope': 'duration',
  'stair-climber': 'duration',

  'farmers-walk': 'weight_distance',
  'suitcase-carry': 'weight_distance',
  'sled-push': 'weight_distance',

  running: 'distance_duration',
  walking: 'distance_duration',
  cycling: 'distance_duration',
  rowing: 'distance_duration',
  elliptical: 'distance_duration',
  swimming: 'distance_duration',
}
