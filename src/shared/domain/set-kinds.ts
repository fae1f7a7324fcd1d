/**
 * decisions.md §13: a set's kind, its effort (RPE) and the superset its exercise belongs to —
 * the one home of these rules for the contract, the server's SQL, the importer and the screens.
 */

/** The kinds, in the order the type control offers them. */
export const SET_KINDS = ['warmup', 'working', 'drop', 'failure'] as const
export type SetKind = (typeof SET_KINDS)[number]

/** Spec §2 keeps 'Warm-up' and 'Working'; drop and failure sets are badged 'Drop' and 'Failure'. */
export const KIND_LABELS: Record<SetKind, string> = {
  warmup: 'Warm-up',
  working: 'Working',
  drop: 'Drop',
  failure: 'Failure',
}

/**
 * What counts for PRs, records, progress, e1RM and the top set: completed sets of every kind but
 * warm-up (volume counts every completed set).
 */
export function countsForRecords(kind: SetKind): boolean {
  return kind !== 'warmup'
}

/** The kind of a set written before kinds (or by a client that sends only `isWarmup`). */
export function kindOfWarmup(isWarmup: boolean): SetKind {
  return isWarmup ? 'warmup' : 'working'
}

/**
 * A write's `kind` and `isWarmup` applied to a set of kind `current`: a kind named wins;
 * `isWarmup: true` makes a warm-up; `isWarmup: false` turns a warm-up into a working set and
 * leaves a drop or failure set as it is. (A kind that disagrees with isWarmup is refused before.)
 */
export function kindAfterWrite(
  current: SetKind,
  write: { kind?: SetKind | undefined; isWarmup?: boolean | undefined },
): SetKind {
  if (write.kind) return write.kind
  if (write.isWarmup === true) return 'warmup'
  if (write.isWarmup === false && current === 'warmup') return 'working'
  return current
}

/** Whether a write names a kind and an isWarmup that say different things. */
export function kindsDisagree(write: {
  kind?: SetKind | undefined
  isWarmup?: boolean | undefined
}): boolean {
  return (
    write.kind !== undefined &&
    write.isWarmup !== undefined &&
    (write.kind === 'warmup') !== write.isWarmup
  )
}

export const RPE_MIN = 1
export const RPE_MAX = 10
/** The session's picker: what lifters rate (6 = four reps left … 10 = none), by halves. */
export const RPE_CHOICES = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const

/** An RPE the API keeps: 1 to 10 in steps of 0.5. */
export function isRpe(value: number): boolean {
  return value >= RPE_MIN && value <= RPE_MAX && Number.isInteger(value * 2)
}

/** "@8.5": a set's RPE as rows, history and last time's line show it. */
export function formatRpe(rpe: number): string {
  return `@${rpe}`
}

/** A superset's label: 1 to 8 characters after trimming. */
export const MAX_SUPERSET_LABEL = 8

/**
 * Where a day's exercise list breaks the superset rule, or null: exercises with one label must
 * stand next to each other and be at least two. `index` is the first exercise that breaks it.
 */
export function supersetProblem(
  labels: readonly (string | null | undefined)[],
): { index: number; message: string } | null {
  const seen = new Set<string>()
  for (const [index, label] of labels.entries()) {
    if (!label || labels[index - 1] === label) continue
    if (seen.has(label)) {
      return { index, message: 'must stand next to the other exercises of its superset' }
    }
    seen.add(label)
    if (labels[index + 1] !== label) {
      return { index, message: 'a superset needs at least two exercises' }
    }
  }
  return null
}

/** A label no exercise of the list uses yet: A, B, … Z, then A2, B2 … */
export function freeSupersetLabel(labels: Iterable<string | null | undefined>): string {
  const used = new Set(labels)
  for (let round = 1; ; round++) {
    for (let code = 65; code <= 90; code++) {
      const label = `${String.fromCharCode(code)}${round === 1 ? '' : round}`
      if (!used.has(label)) return label
    }
  }
}

/** An exercise's place in its superset: the group's label, its position (1-based) and size. */
export type SupersetPlace = { label: string; position: number; size: number; first: number }

/**
 * Each exercise's place in its superset (null outside one), from the exercises' labels in list
 * order: a run of two or more neighbours with one label is a superset.
 */
export function supersetPlaces(
  labels: readonly (string | null | undefined)[],
): (SupersetPlace | null)[] {
  const places: (SupersetPlace | null)[] = labels.map(() => null)
  let start = 0
  while (start < labels.length) {
    const label = labels[start]
    let end = start + 1
    while (label && end < labels.length && labels[end] === label) end++
    if (label && end - start >= 2) {
      for (let i = start; i < end; i++) {
        places[i] = { label, position: i - start + 1, size: end - start, first: start }
      }
    }
    start = end
  }
  return places
}

/** "A1", "A2": an exercise of a superset as the session and history label it. */
export function supersetTag(place: Pick<SupersetPlace, 'label' | 'position'>): string {
  return `${place.label}${place.position}`
}
