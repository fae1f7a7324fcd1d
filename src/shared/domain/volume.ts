type VolumeSet = {
  weight: number | string
  additionalWeight: number | string
  reps: number
  completed: boolean
}

/** docs/product/constants.md: additional weight (chains, eccentric hooks…) counts half toward volume. */
export function setVolume(set: Omit<VolumeSet, 'completed'>): number {
  return (Number(set.weight) + 0.5 * Number(set.additionalWeight)) * set.reps
}

/** docs/product/api.md: a workout's volume is the sum over its completed sets, warm-ups included. */
export function workoutVolume(sets: readonly VolumeSet[]): number {
  return sets.reduce((sum, set) => (set.completed ? sum + setVolume(set) : sum), 0)
}

/**
 * Epley's estimate of the one-rep max times 30 (docs/product/history-and-prs.md): w·(30 + r), 0
 * without reps. The formula's one home: the estimate divides by 30, the ranking keeps it whole.
 */
function epleyTimes30(weight: number, reps: number): number {
  return reps > 0 ? weight * (30 + reps) : 0
}

/** Epley estimate of the one-rep max: w·(30 + r) / 30, 0 without reps. */
export function estimatedOneRepMax(weight: number, reps: number): number {
  return epleyTimes30(weight, reps) / 30
}

/**
 * Epley's order, exactly: weights are kept to 3 decimals, so w·1000·(30 + r) is a whole number
 * (below 2^53) that ranks sets as the database's numeric estimate does, ties included.
 */
export function epleyRank(set: SetFigures): number {
  return epleyTimes30(Math.round(set.weight * 1000), set.reps)
}

export type SetFigures = { weight: number; reps: number }

/**
 * Whether `set` takes over as the set that made an exercise's record: the best Epley estimate
 * over the completed working sets, the first on a tie (docs/product/history-and-prs.md).
 */
export function beatsRecordSet(set: SetFigures, record: SetFigures | undefined): boolean {
  return !record || epleyRank(set) > epleyRank(record)
}

/** Whether `set` takes over as the top set: the heaviest, most reps on a tie (docs/product/progress-and-gym-floor.md). */
export function beatsTopSet(set: SetFigures, top: SetFigures | undefined): boolean {
  return !top || set.weight > top.weight || (set.weight === top.weight && set.reps > top.reps)
}
