import { DEFAULT_DISTANCE_UNIT, type DistanceUnit } from '#shared/domain/measures.ts'
import { DEFAULT_WEIGHT_UNIT, type WeightUnit } from '#shared/domain/units.ts'
import type { Outbox } from '#client/lib/outbox.ts'
import { SessionCache } from './session-cache.ts'
import {
  addExercise,
  addSet,
  editSet,
  EMPTY_SESSION,
  mergeLogged,
  removeSet,
  setPrevious,
  setSuperset,
  withWorkout,
  type Edit,
  type EditContext,
  type SessionState,
} from '../state/session-edits.ts'
import type { LocalExercise, LocalSet, PreviousSet } from '../state/session-state.ts'
import { addWarmups, moveExercise, replaceExercise } from '../state/exercise-edits.ts'

export type SessionSnapshot = Pick<SessionState, 'exercises' | 'workoutId'>

export type StoreOptions = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  outbox: Pick<Outbox, 'enqueueAfterPaint' | 'settled' | 'lifter'>
  /** The unit weights are typed in (docs/product/progress-and-gym-floor.md); they are sent in pounds. */
  unit?: () => WeightUnit
  /** The unit distances are typed in (docs/product/exercise-types.md); they are sent in metres. */
  distanceUnit?: () => DistanceUnit
  newId?: () => string
}

/**
 * The live session of one day, for the screen: its state (kept by SessionCache), the edits of
 * session-edits.ts applied to it, and their writes handed to the outbox, which sends them.
 */
export class SessionStore {
  private readonly cache: SessionCache
  private snapshot: SessionSnapshot
  private readonly listeners = new Set<() => void>()

  constructor(
    readonly dayId: string,
    private readonly options: StoreOptions,
  ) {
    this.cache = new SessionCache(dayId, options.outbox.lifter, options.storage)
    const { exercises, workoutId } = this.cache.read()
    this.snapshot = { exercises, workoutId }
  }

  private get ctx(): EditContext {
    return {
      unit: this.options.unit?.() ?? DEFAULT_WEIGHT_UNIT,
      distanceUnit: this.options.distanceUnit?.() ?? DEFAULT_DISTANCE_UNIT[DEFAULT_WEIGHT_UNIT],
      newId: this.options.newId ?? (() => crypto.randomUUID()),
    }
  }

  // ---- React binding -----------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = () => this.snapshot

  private emit(state: SessionState) {
    const last = this.snapshot
    // The same snapshot while nothing on screen changed (a set saved is no news to render).
    if (last.exercises === state.exercises && last.workoutId === state.workoutId) return
    this.snapshot = { exercises: state.exercises, workoutId: state.workoutId }
    for (const listener of this.listeners) listener()
  }

  /**
   * Read, change, write: storage stays the truth even if another instance wrote meanwhile.
   * What a change leaves alone keeps its identity, so only the rows that changed render again.
   */
  private apply(change: (state: SessionState) => Edit | SessionState, immediate = false) {
    const base = this.cache.read()
    const result = change(base)
    const { state, writes } = 'writes' in result ? result : { state: result, writes: [] }
    if (state !== base) this.cache.write(state, base)
    this.emit(state)
    // The outbox's IndexedDB work waits until the edit is on screen (it sends soon after).
    void this.options.outbox.enqueueAfterPaint(writes, { immediate })
  }

  /** Resolves once every edit made so far is in the outbox. */
  settled(): Promise<void> {
    return this.options.outbox.settled()
  }

  // ---- session lifecycle ---------------------------------------------------------------------

  /**
   * docs/product/states.md: keep the stored session when it matches the day's exercise count; otherwise start
   * over from the day's template (which forgets the stored workout id too).
   */
  prepare(exercises: LocalExercise[]) {
    const stored = this.cache.read()
    if (stored.exercises.length > 0 && !this.discards(exercises)) {
      this.emit(stored)
      return
    }
    this.clear()
    this.apply(() => ({ ...EMPTY_SESSION, exercises }))
  }

  /**
   * Whether `prepare` would throw a stored session away (its exercise count is not the day's). An
   * exercise replaced in this workout, kept for its logged sets, is none of the day's any more
   * (docs/product/exercises.md): its replacement is.
   */
  discards(exercises: readonly LocalExercise[]): boolean {
    const stored = this.cache.read().exercises
    const current = stored.filter((exercise) => exercise.replacedBy === undefined).length
    return stored.length > 0 && current !== exercises.length
  }

  get workoutId() {
    return this.cache.read().workoutId
  }

  /**
   * Entry is decided (docs/product/nothing-lost.md): this is the workout, and these sets are logged in it
   * (the server's and the outbox's). Sets logged before the workout was known are sent now.
   */
  enter(workoutId: string, template: LocalExercise[], logged: Parameters<typeof mergeLogged>[1]) {
    this.apply((state) => {
      const { state: entered, writes } = withWorkout(state, workoutId, template, this.ctx)
      return { state: mergeLogged(entered, logged, this.ctx), writes }
    })
  }

  /**
   * docs/product/trust-tokens-and-values.md: this device's draft `from` joined the day's draft
   * `to` on the server. The sets on screen are the same sets, now in `to` (the outbox moved
   * their writes): only the workout changes, nothing is sent.
   */
  joined(from: string, to: string) {
    this.apply((state) => (state.workoutId === from ? { ...state, workoutId: to } : state))
  }

  /** Removes every stored entry of this day (docs/product/entities.md key prefix); queued writes stay queued. */
  clear() {
    this.cache.clear()
    this.emit(EMPTY_SESSION)
  }

  // ---- edits ---------------------------------------------------------------------------------

  updateSet(
    exerciseIndex: number,
    setIndex: number,
    change: (set: LocalSet) => LocalSet,
    { immediate = false } = {},
  ) {
    this.apply((state) => editSet(state, exerciseIndex, setIndex, change, this.ctx), immediate)
  }

  addSet(exerciseIndex: number) {
    this.apply((state) => addSet(state, exerciseIndex))
  }

  /** docs/product/validation.md: only when the exercise has more than one set (the last, or the one at `setIndex`). docs/product/nothing-lost.md: it is deleted. */
  removeSet(exerciseIndex: number, setIndex?: number) {
    this.apply((state) => removeSet(state, exerciseIndex, setIndex, this.ctx), true)
  }

  addExercise(exercise: LocalExercise) {
    this.apply((state) => addExercise(state, exercise))
  }

  /** docs/product/set-kinds.md: the exercise joins (or leaves, with null) a superset in this session. */
  setSuperset(exerciseIndex: number, superset: string | null) {
    this.apply((state) => setSuperset(state, exerciseIndex, superset, this.ctx), true)
  }

  /** docs/product/exercises.md: the exercise changes places with the one above (-1) or below (1). */
  moveExercise(exerciseIndex: number, by: -1 | 1) {
    this.apply((state) => moveExercise(state, exerciseIndex, by, this.ctx))
  }

  /** docs/product/exercises.md: `name` takes the exercise's place and its open sets. */
  replaceExercise(exerciseIndex: number, name: string) {
    this.apply((state) => replaceExercise(state, exerciseIndex, name, this.ctx), true)
  }

  /** docs/product/exercises.md: warm-ups (in the lifter's unit) before the first working set. */
  addWarmups(exerciseIndex: number, warmups: readonly { weight: string; reps: string }[]) {
    this.apply((state) => addWarmups(state, exerciseIndex, warmups, this.ctx), true)
  }

  setPrevious(exerciseIndex: number, previous: PreviousSet[]) {
    this.apply((state) => setPrevious(state, exerciseIndex, previous))
  }
}
