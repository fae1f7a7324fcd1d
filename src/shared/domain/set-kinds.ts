/**
 * docs/product/set-kinds.md: a set's kind and its effort (RPE) — the one home of these rules for the
 * contract, the server, the importer and the screens (supersets: supersets.ts).
 */

/** The kinds, in the order the type control offers them. */
export const SET_KINDS = ['warmup', 'working', 'drop', 'failure'] as const
export type SetKind = (typeof SET_KINDS)[number]

/** docs/product/screens.md keeps 'Warm-up' and 'Working'; drop and failure sets are badged 'Drop' and 'Failure'. */
export const KIND_LABELS: Record<SetKind, string> = {
  warmup: 'Warm-up',
  working: 'Working',
  drop: 'Drop',
  failure: 'Failure',
}

/**
 * A set's mark in the session's list (issue 42), short so that a row keeps room for last time's
 * set: W, D or F, as Strong and Hevy mark a warm-up, drop or failure set; a working set shows its
 * number in the list (the "set 3" its controls are named by).
 */
export const KIND_LETTERS: Record<Exclude<SetKind, 'working'>, string> = {
  warmup: 'W',
  drop: 'D',
  failure: 'F',
}

export function setMark(kind: SetKind, setNumber: number): string {
  return kind === 'working' ? String(setNumber) : KIND_LETTERS[kind]
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
export const RPE_STEP = 0.5
/** The session's picker: what lifters rate (6 = four reps left … 10 = none), by halves. */
export const RPE_CHOICES = [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10] as const

/** An RPE the API keeps: 1 to 10 in steps of 0.5. */
export function isRpe(value: number): boolean {
  return value >= RPE_MIN && value <= RPE_MAX && Number.isInteger(value / RPE_STEP)
}

/** "@8.5": a set's RPE as rows, history and last time's line show it. */
export function formatRpe(rpe: number): string {
  return `@${rpe}`
}
