type VolumeSet = {
  weight: number | string
  additionalWeight: number | string
  reps: number
  completed: boolean
}

/** Spec §9: additional weight (chains, eccentric hooks…) counts half toward volume. */
export function setVolume(set: Omit<VolumeSet, 'completed'>): number {
  return (Number(set.weight) + 0.5 * Number(set.additionalWeight)) * set.reps
}

/** decisions.md §4: a workout's volume is the sum over its completed sets, warm-ups included. */
export function workoutVolume(sets: readonly VolumeSet[]): number {
  return sets.reduce((sum, set) => (set.completed ? sum + setVolume(set) : sum), 0)
}

/** Epley estimate of the one-rep max (decisions.md §6). */
export function estimatedOneRepMax(weight: number, reps: number): number {
  return reps > 0 ? weight * (1 + reps / 30) : 0
}
