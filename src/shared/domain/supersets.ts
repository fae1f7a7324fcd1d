/**
 * docs/product/set-kinds.md: supersets — exercises of a day with one label, next to each other, at least
 * two — and the list operations that keep a day's exercises to that rule (the contract, the day
 * editor, the session, the importer's labels).
 */

type Labelled = { superset?: string | undefined }

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

/**
 * The list kept to the rule: a label's first run of two or more keeps it; a later run of two or
 * more gets a label of its own; a run of one (an exercise moved away from its superset, or the
 * last one left) loses it.
 */
export function normalizeSupersets<T extends Labelled>(exercises: readonly T[]): T[] {
  const seen = new Set(exercises.map((exercise) => exercise.superset))
  const kept = new Set<string>()
  const result = exercises.map((exercise) => ({ ...exercise }))
  let start = 0
  while (start < result.length) {
    const label = result[start]!.superset
    let end = start + 1
    while (label && end < result.length && result[end]!.superset === label) end++
    if (label) {
      let next: string | undefined = label
      if (end - start < 2) next = undefined
      else if (kept.has(label)) next = freeSupersetLabel(seen)
      if (next) {
        kept.add(next)
        seen.add(next)
      }
      for (let i = start; i < end; i++) result[i] = withLabel(result[i]!, next)
    }
    start = end
  }
  return result
}

function withLabel<T extends Labelled>(exercise: T, superset: string | undefined): T {
  const { superset: _old, ...rest } = exercise
  return (superset ? { ...rest, superset } : rest) as T
}

/** Whether exercises `index` and `index + 1` are in one superset. */
export function linkedWithNext(exercises: readonly Labelled[], index: number): boolean {
  const label = exercises[index]?.superset
  return label !== undefined && exercises[index + 1]?.superset === label
}

/** The end (exclusive) of the run of `label` that starts at `from`. */
function runEnd(exercises: readonly Labelled[], from: number, label: string | undefined) {
  let end = from
  while (label !== undefined && end < exercises.length && exercises[end]!.superset === label) end++
  return end
}

/**
 * The day editor's "Superset with next": exercise `index` and the next one in one superset —
 * the first one's, else the next one's, else a new label; the next one's superset joins whole.
 */
export function linkWithNext<T extends Labelled>(exercises: readonly T[], index: number): T[] {
  const here = exercises[index]
  const next = exercises[index + 1]
  if (!here || !next) return [...exercises]
  const label =
    here.superset ?? next.superset ?? freeSupersetLabel(exercises.map((e) => e.superset))
  const end = Math.max(index + 2, runEnd(exercises, index + 1, next.superset))
  return normalizeSupersets(
    exercises.map((exercise, i) => (i >= index && i < end ? withLabel(exercise, label) : exercise)),
  )
}

/**
 * "Ungroup": the superset is split between exercise `index` and the next. A part of two or more
 * stays a superset (the first part keeps the label; the second gets a new one, or the label when
 * the first part was one exercise), an exercise left alone leaves it.
 */
export function unlinkFromNext<T extends Labelled>(exercises: readonly T[], index: number): T[] {
  if (!linkedWithNext(exercises, index)) return [...exercises]
  const label = exercises[index]!.superset
  let start = index
  while (start > 0 && exercises[start - 1]!.superset === label) start--
  const end = runEnd(exercises, index + 1, label)
  const firstKeeps = index - start + 1 >= 2
  const second = firstKeeps ? freeSupersetLabel(exercises.map((e) => e.superset)) : label
  return normalizeSupersets(
    exercises.map((exercise, i) => {
      if (i >= start && i <= index) return firstKeeps ? exercise : withLabel(exercise, undefined)
      if (i > index && i < end) return withLabel(exercise, second)
      return exercise
    }),
  )
}

/**
 * Adding an exercise into the superset of `exercises[anchor]` (issue 30: from the session): it
 * goes right after that superset (or after the anchor, which then forms one with it).
 */
export function withSupersetMember<T extends Labelled>(
  exercises: readonly T[],
  anchor: number,
  added: T,
): T[] {
  const label = exercises[anchor]?.superset ?? freeSupersetLabel(exercises.map((e) => e.superset))
  const end = Math.max(anchor + 1, runEnd(exercises, anchor, exercises[anchor]?.superset))
  return normalizeSupersets([
    ...exercises.slice(0, anchor),
    withLabel(exercises[anchor]!, label),
    ...exercises.slice(anchor + 1, end),
    withLabel(added, label),
    ...exercises.slice(end),
  ])
}

/** Each exercise's tag in its superset ("A1"), undefined outside one. */
export function supersetTags(
  labels: readonly (string | null | undefined)[],
): (string | undefined)[] {
  return supersetPlaces(labels).map((place) => (place ? supersetTag(place) : undefined))
}

/** A list in blocks: a superset's exercises together (with its label), any other alone. */
export type SupersetBlock = { superset: string | null; exercises: number[] }

export function supersetBlocks(labels: readonly (string | null | undefined)[]): SupersetBlock[] {
  const blocks: SupersetBlock[] = []
  supersetPlaces(labels).forEach((place, index) => {
    if (place && place.position > 1) blocks.at(-1)!.exercises.push(index)
    else blocks.push({ superset: place?.label ?? null, exercises: [index] })
  })
  return blocks
}
