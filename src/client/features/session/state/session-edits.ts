import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import { kindAfterWrite } from '#shared/domain/set-kinds.ts'
import type { OutboxEntry, OutboxWrite } from '#client/lib/outbox.ts'
import {
  hasData,
  loggedSet,
  newSet,
  positionKey,
  setPayload,
  type LocalExercise,
  type LocalSet,
  type PreviousSet,
  type SessionUnits,
} from './session-state.ts'
import { sameName } from '#shared/domain/names.ts'

/**
 * The session's pure edits: each takes the state as stored and answers the next state and the
 * writes the server needs for it (docs/product/nothing-lost.md: the outbox sends them). Nothing here reads
 * storage or the network, so every rule can be tested alone.
 */
export type SessionState = {
  exercises: LocalExercise[]
  /** The set id per position, "exercise-set" (docs/product/entities.md); ids are made here, not by the server. */
  ids: Record<string, string>
  workoutId: string | null
}

export type Edit = { state: SessionState; writes: OutboxWrite[] }

export type EditContext = SessionUnits & { newId: () => string }

export const EMPTY_SESSION: SessionState = { exercises: [], ids: {}, workoutId: null }

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = items.slice()
  copy[index] = item
  return copy
}

/** The write that brings the server's copy of one position up to the state (docs/product/states.md). */
export function writeFor(
  state: SessionState,
  exerciseIndex: number,
  setIndex: number,
  ctx: EditContext,
) {
  const { workoutId } = state
  const exercise = state.exercises[exerciseIndex]
  const set = exercise?.sets[setIndex]
  // Without a workout nothing is sent yet: `withWorkout` sends it once there is one.
  if (!workoutId || !exercise || !set) return { state, writes: [] }
  const key = positionKey(exerciseIndex, setIndex)
  const body = setPayload(exercise, set, ctx)
  const id = state.ids[key]
  if (id) return { state, writes: [{ kind: 'updateSet', id, workoutId, body } as const] }
  // docs/product/states.md: a set with no data and no id is not synced.
  if (!hasData(set)) return { state, writes: [] }
  const created = ctx.newId()
  return {
    state: { ...state, ids: { ...state.ids, [key]: created } },
    writes: [
      { kind: 'createSet', id: created, workoutId, body: { id: created, workoutId, ...body } },
    ] satisfies OutboxWrite[],
  }
}

export function editSet(
  state: SessionState,
  exerciseIndex: number,
  setIndex: number,
  change: (set: LocalSet) => LocalSet,
  ctx: EditContext,
): Edit {
  const exercise = state.exercises[exerciseIndex]
  const set = exercise?.sets[setIndex]
  if (!exercise || !set) return { state, writes: [] }
  const next = {
    ...state,
    exercises: replaceAt(state.exercises, exerciseIndex, {
      ...exercise,
      sets: replaceAt(exercise.sets, setIndex, change(set)),
    }),
  }
  return writeFor(next, exerciseIndex, setIndex, ctx)
}

/** A new open set after the last, of the last one's kind (nothing to send: it has no data). */
export function addSet(state: SessionState, exerciseIndex: number): SessionState {
  const exercise = state.exercises[exerciseIndex]
  if (!exercise) return state
  const last = exercise.sets.at(-1)
  const sets = [
    ...exercise.sets,
    newSet(exercise.sets.length + 1, { kind: last?.kind ?? 'working' }),
  ]
  return { ...state, exercises: replaceAt(state.exercises, exerciseIndex, { ...exercise, sets }) }
}

/**
 * docs/product/validation.md: only when the exercise has more than one set. The set at `setIndex` (the last by
 * default) goes, and off the server; the sets after it move up a number, on the server too.
 */
export function removeSet(
  state: SessionState,
  exerciseIndex: number,
  setIndex: number | undefined,
  ctx: EditContext,
): Edit {
  const exercise = state.exercises[exerciseIndex]
  if (!exercise || exercise.sets.length <= 1) return { state, writes: [] }
  const removed = setIndex ?? exercise.sets.length - 1
  if (removed < 0 || removed >= exercise.sets.length) return { state, writes: [] }
  const ids = { ...state.ids }
  const id = ids[positionKey(exerciseIndex, removed)]
  for (let s = removed; s < exercise.sets.length; s++) {
    const below = ids[positionKey(exerciseIndex, s + 1)]
    if (below) ids[positionKey(exerciseIndex, s)] = below
    else delete ids[positionKey(exerciseIndex, s)]
  }
  const sets = exercise.sets
    .filter((_, s) => s !== removed)
    .map((set, s) => (s < removed ? set : { ...set, setNumber: s + 1 }))
  const next = {
    ...state,
    ids,
    exercises: replaceAt(state.exercises, exerciseIndex, { ...exercise, sets }),
  }
  const workoutId = state.workoutId
  const writes: OutboxWrite[] = id && workoutId ? [{ kind: 'deleteSet', id, workoutId }] : []
  // The moved sets the server has are renumbered there (the others have nothing to send).
  for (let s = removed; s < sets.length; s++) {
    if (next.ids[positionKey(exerciseIndex, s)]) {
      writes.push(...writeFor(next, exerciseIndex, s, ctx).writes)
    }
  }
  return { state: next, writes }
}

export function addExercise(state: SessionState, exercise: LocalExercise): SessionState {
  return { ...state, exercises: [...state.exercises, exercise] }
}

/**
 * docs/product/set-kinds.md: the exercise joins (or, with null, leaves) a superset in this session; the
 * sets the server has already carry the label from now on.
 */
export function setSuperset(
  state: SessionState,
  exerciseIndex: number,
  superset: string | null,
  ctx: EditContext,
): Edit {
  const exercise = state.exercises[exerciseIndex]
  if (!exercise || exercise.superset === superset) return { state, writes: [] }
  const next = {
    ...state,
    exercises: replaceAt(state.exercises, exerciseIndex, { ...exercise, superset }),
  }
  const writes = exercise.sets.flatMap((_, s): OutboxWrite[] =>
    next.ids[positionKey(exerciseIndex, s)]
      ? [...writeFor(next, exerciseIndex, s, ctx).writes]
      : [],
  )
  return { state: next, writes }
}

/**
 * Last time's sets of an exercise, as they arrive. The first time, an open set nothing has been
 * typed into takes last time's extra-weight mode (issue 32: last time's chains are planned, not
 * just shown), with its weight left empty so the row shows last time's as the planned value.
 * Not a change to send: a set with a mode and no weight or reps holds no data (docs/product/states.md).
 */
export function setPrevious(
  state: SessionState,
  exerciseIndex: number,
  previous: PreviousSet[],
): SessionState {
  const exercise = state.exercises[exerciseIndex]
  if (!exercise || JSON.stringify(exercise.previous) === JSON.stringify(previous)) return state
  const sets =
    exercise.previous === null
      ? exercise.sets.map((set, index) => withPlannedMode(set, previous[index]))
      : exercise.sets
  return {
    ...state,
    exercises: replaceAt(state.exercises, exerciseIndex, { ...exercise, previous, sets }),
  }
}

function withPlannedMode(set: LocalSet, previous: PreviousSet | undefined): LocalSet {
  const mode = previous?.additionalMode
  if (!mode || set.completed || hasData(set)) return set
  if (set.additionalMode !== null && set.additionalMode !== mode) return set
  return { ...set, additionalMode: mode, additionalWeight: '' }
}

/**
 * docs/product/states.md: once the workout is known, every set with data and no id is created on it.
 * A state of another workout is stale (that workout is gone): the day's template replaces it.
 */
export function withWorkout(
  state: SessionState,
  workoutId: string,
  template: LocalExercise[],
  ctx: EditContext,
): Edit {
  let next: SessionState =
    state.workoutId === null || state.workoutId === workoutId
      ? { ...state, workoutId }
      : { exercises: template, ids: {}, workoutId }
  const writes: OutboxWrite[] = []
  next.exercises.forEach((exercise, e) =>
    exercise.sets.forEach((_, s) => {
      if (next.ids[positionKey(e, s)]) return
      const edit = writeFor(next, e, s, ctx)
      next = edit.state
      writes.push(...edit.writes)
    }),
  )
  return { state: next, writes }
}

type LoggedSet = Pick<
  WorkoutSet,
  | 'id'
  | 'exerciseName'
  | 'setNumber'
  | 'weight'
  | 'reps'
  | 'completed'
  | 'kind'
  | 'rpe'
  | 'superset'
  | 'additionalMode'
  | 'additionalWeight'
  | 'duration'
  | 'distance'
  | 'notes'
>

/**
 * The workout's sets as they will be once the outbox is sent: the server's, with the writes
 * still queued for this workout applied in order.
 */
export function expectedSets(
  workoutId: string,
  serverSets: readonly LoggedSet[],
  queued: readonly OutboxEntry[],
): LoggedSet[] {
  const sets = new Map(serverSets.map((set) => [set.id, set]))
  for (const entry of queued) {
    if (!('workoutId' in entry) || entry.workoutId !== workoutId) continue
    // A write queued before set kinds (issue 30) may say isWarmup alone: read as the server does.
    if (entry.kind === 'createSet' && !sets.has(entry.id)) {
      const { workoutId: _workout, id, isWarmup, kind, ...body } = entry.body
      sets.set(entry.id, {
        weight: '0',
        reps: 0,
        completed: false,
        rpe: null,
        superset: null,
        additionalMode: null,
        additionalWeight: '0',
        notes: null,
        duration: null,
        distance: null,
        ...body,
        kind: kindAfterWrite('working', { kind, isWarmup }),
        id: id ?? entry.id,
      } as LoggedSet)
    } else if (entry.kind === 'updateSet' && sets.has(entry.id)) {
      const { isWarmup, kind, ...body } = entry.body
      const set = sets.get(entry.id)!
      sets.set(entry.id, {
        ...set,
        ...body,
        kind: kindAfterWrite(set.kind, { kind, isWarmup }),
      } as LoggedSet)
    } else if (entry.kind === 'deleteSet') {
      sets.delete(entry.id)
    }
  }
  return [...sets.values()]
}

/**
 * docs/product/nothing-lost.md: continuing a draft shows what is logged in it, from the server and the
 * outbox, on any device. Sets this state already holds keep their local values (they are as
 * new as anything queued); the others go to their exercise (added when the session lacks it),
 * into their own slot while it is an untouched open set, else after the last set.
 */
export function mergeLogged(
  state: SessionState,
  logged: readonly LoggedSet[],
  ctx: EditContext,
): SessionState {
  const known = new Set(Object.values(state.ids))
  let exercises = state.exercises
  const ids = { ...state.ids }
  for (const set of logged) {
    if (known.has(set.id)) continue
    let e = exercises.findIndex((exercise) => sameName(exercise.name, set.exerciseName))
    if (e < 0) {
      exercises = [
        ...exercises,
        {
          id: ctx.newId(),
          name: set.exerciseName,
          superset: set.superset,
          sets: [],
          previous: null,
        },
      ]
      e = exercises.length - 1
    }
    const exercise = exercises[e]!
    const slot = set.setNumber - 1
    const local = exercise.sets[slot]
    const free = local && !ids[positionKey(e, slot)] && !hasData(local)
    const s = free ? slot : exercise.sets.length
    exercises = replaceAt(exercises, e, {
      ...exercise,
      sets: replaceAt(exercise.sets, s, loggedSet(set, ctx)),
    })
    ids[positionKey(e, s)] = set.id
  }
  return exercises === state.exercises ? state : { ...state, exercises, ids }
}
