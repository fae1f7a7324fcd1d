import type { OutboxWrite } from '#client/lib/outbox.ts'
import {
  newSet,
  positionKey,
  setPayload,
  type LocalExercise,
  type LocalSet,
} from './session-state.ts'
import { writeFor, type Edit, type EditContext, type SessionState } from './session-edits.ts'

/*
 * docs/product/exercises.md: the edits of whole exercises in a session (move, replace, warm up).
 * Each lays the exercises out anew; the sets keep their ids wherever they go, and the server is
 * told only what changed for the sets it has (a new name, a new number).
 */

/** Where a set of the new layout came from: its exercise and set index before, or null if new. */
type Origin = readonly [exercise: number, set: number] | null

/** A set numbered for its place. */
const numbered = (set: LocalSet, index: number): LocalSet =>
  set.setNumber === index + 1 ? set : { ...set, setNumber: index + 1 }

function relaid(
  state: SessionState,
  exercises: LocalExercise[],
  origins: Origin[][],
  ctx: EditContext,
): Edit {
  const ids: Record<string, string> = {}
  exercises.forEach((exercise, e) =>
    exercise.sets.forEach((_, s) => {
      const origin = origins[e]![s]
      const id = origin && state.ids[positionKey(...origin)]
      if (id) ids[positionKey(e, s)] = id
    }),
  )
  let next: SessionState = { ...state, exercises, ids }
  const writes: OutboxWrite[] = []
  exercises.forEach((exercise, e) =>
    exercise.sets.forEach((set, s) => {
      const origin = origins[e]![s]
      if (origin) {
        const [was, wasSet] = origin
        const before = setPayload(state.exercises[was]!, state.exercises[was]!.sets[wasSet]!, ctx)
        const after = setPayload(exercise, set, ctx)
        if (JSON.stringify(before) === JSON.stringify(after)) return
      }
      const edit = writeFor(next, e, s, ctx)
      next = edit.state
      writes.push(...edit.writes)
    }),
  )
  return { state: next, writes }
}

/** Each exercise and set where it is. */
const inPlace = (exercises: readonly LocalExercise[]): Origin[][] =>
  exercises.map((exercise, e) => exercise.sets.map((_, s) => [e, s] as const))

/** The exercise at `index` changes places with the one above (-1) or below (1) it. */
export function moveExercise(
  state: SessionState,
  index: number,
  by: -1 | 1,
  ctx: EditContext,
): Edit {
  const other = index + by
  if (!state.exercises[index] || !state.exercises[other]) return { state, writes: [] }
  const exercises = state.exercises.slice()
  ;[exercises[index], exercises[other]] = [exercises[other]!, exercises[index]!]
  const origins = inPlace(state.exercises)
  ;[origins[index], origins[other]] = [origins[other]!, origins[index]!]
  return relaid(state, exercises, origins, ctx)
}

/**
 * docs/product/exercises.md, "Replace exercise": `name` takes the place and the open sets of the
 * exercise at `index` (one working set when it has none open), and its superset. Sets already
 * logged stay with the old name: the old exercise stays just before it with those alone, marked
 * as replaced; without any, it goes.
 */
export function replaceExercise(
  state: SessionState,
  index: number,
  name: string,
  ctx: EditContext,
): Edit {
  const old = state.exercises[index]
  if (!old) return { state, writes: [] }
  const kept = old.sets.flatMap((set, s) => (set.completed ? [s] : []))
  const moved = old.sets.flatMap((set, s) => (set.completed ? [] : [s]))
  const replacement: LocalExercise = {
    id: ctx.newId(),
    name,
    superset: old.superset,
    sets: moved.length > 0 ? moved.map((s, at) => numbered(old.sets[s]!, at)) : [newSet(1)],
    previous: null,
  }
  const placed: [LocalExercise, Origin[]][] = [
    [replacement, moved.length > 0 ? moved.map((s) => [index, s] as const) : [null]],
  ]
  if (kept.length > 0) {
    placed.unshift([
      { ...old, replacedBy: name, sets: kept.map((s, at) => numbered(old.sets[s]!, at)) },
      kept.map((s) => [index, s] as const),
    ])
  }
  const before = inPlace(state.exercises)
  return relaid(
    state,
    [
      ...state.exercises.slice(0, index),
      ...placed.map(([exercise]) => exercise),
      ...state.exercises.slice(index + 1),
    ],
    [
      ...before.slice(0, index),
      ...placed.map(([, origins]) => origins),
      ...before.slice(index + 1),
    ],
    ctx,
  )
}

/**
 * docs/product/exercises.md, "Add warm-up sets": warm-ups of these weights and reps (as typed,
 * in the lifter's unit) go just before the exercise's first working set, or at its end.
 */
export function addWarmups(
  state: SessionState,
  index: number,
  warmups: readonly { weight: string; reps: string }[],
  ctx: EditContext,
): Edit {
  const exercise = state.exercises[index]
  if (!exercise || warmups.length === 0) return { state, writes: [] }
  const firstWorking = exercise.sets.findIndex((set) => set.kind === 'working')
  const at = firstWorking < 0 ? exercise.sets.length : firstWorking
  const added = warmups.map((warmup) => ({ ...newSet(0, { kind: 'warmup' }), ...warmup }))
  const sets = [...exercise.sets.slice(0, at), ...added, ...exercise.sets.slice(at)]
  const origins = inPlace(state.exercises)
  origins[index] = [
    ...origins[index]!.slice(0, at),
    ...added.map(() => null),
    ...origins[index]!.slice(at),
  ]
  const exercises = state.exercises.slice()
  exercises[index] = { ...exercise, sets: sets.map(numbered) }
  return relaid(state, exercises, origins, ctx)
}
