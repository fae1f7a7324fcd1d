import type { CreateWorkoutSetBody, UpdateWorkoutSetBody } from '#shared/contract/workout-sets.ts'
import { DEFAULT_WEIGHT_UNIT, type WeightUnit } from '#shared/domain/units.ts'
import { ApiError } from '#client/lib/api-client.ts'
import { sessionStoragePrefix } from '#client/lib/session-storage.ts'
import {
  hasData,
  newSet,
  positionKey,
  sameName,
  setPayload,
  type LocalExercise,
  type LocalSet,
  type PreviousSet,
} from './session-state.ts'

/**
 * The live session's state, kept in localStorage under 'workout-session-{dayId}-…' (spec §3),
 * and the queue that gets every logged set to the server (issue 4: nothing logged is ever lost).
 *
 * The queue holds the positions ("exercise-set") whose local state the server has not yet
 * confirmed. It is persisted with the rest, so it survives reloads, and is flushed after every
 * edit, on `online`, on a timer while anything is left, and on entry. Per position there is at
 * most one request in flight (across store instances too); whatever changed meanwhile goes out
 * when it returns, as a PATCH once the server id is known. A create whose answer never arrived
 * (network failure, 5xx) is "uncertain": before creating again, the workout's sets are read to
 * adopt a set the server did make, so a lost answer never duplicates a set.
 */

export type StoredSession = {
  exercises: LocalExercise[]
  /** Server set id per position (spec §3). */
  ids: Record<string, string>
  workoutId: string | null
  pending: Record<string, { uncertain: boolean }>
}

export type SessionSnapshot = {
  exercises: LocalExercise[]
  workoutId: string | null
  /**
   * Sets the lifter logged that the server has not yet confirmed, counted once sending them
   * has failed (a set merely on its way is no news to show).
   */
  unsaved: number
}

export type SetTransport = {
  create: (body: CreateWorkoutSetBody) => Promise<{ id: string }>
  update: (id: string, body: UpdateWorkoutSetBody) => Promise<unknown>
  list: (workoutId: string) => Promise<{ id: string; exerciseName: string; setNumber: number }[]>
}

export type StoreOptions = {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  transport: SetTransport
  onUnauthorized?: () => void
  /** The server refused a set for good (4xx): it cannot be retried. */
  onRejected?: (error: unknown) => void
  /** How long edits gather before they are sent; complete toggles go once the tap is painted. */
  debounceMs?: number
  retryMs?: (attempt: number) => number
  setTimer?: (fn: () => void, ms: number) => unknown
  clearTimer?: (handle: unknown) => void
  /** Runs `fn` once the next frame has been painted; a 0 ms timer without one. */
  afterPaint?: (fn: () => void) => void
  /** The unit weights are typed in (decisions.md §10); they are sent in pounds. */
  unit?: () => WeightUnit
}

const FIELDS = ['exercises', 'setIds', 'workoutId', 'pending'] as const
type Field = (typeof FIELDS)[number]

// One request per position at a time, shared by every store of the same day (a remount must
// not send a second create while the first is still out).
const inflight = new Map<string, Promise<void>>()

const EMPTY: StoredSession = { exercises: [], ids: {}, workoutId: null, pending: {} }

/** The neutral state a removed set is reset to on the server: it counts for nothing. */
const REMOVED_SET = {
  weight: '0',
  reps: 0,
  completed: false,
  additionalMode: null,
  additionalWeight: '0',
  notes: null,
} as const

function parsePosition(key: string): [number, number] {
  const [exercise, set] = key.split('-').map(Number)
  return [exercise ?? -1, set ?? -1]
}

function replaceAt<T>(items: readonly T[], index: number, item: T): T[] {
  const copy = items.slice()
  copy[index] = item
  return copy
}

/** The queue with this position in it (an entry already there keeps its state). */
function queued(pending: StoredSession['pending'], key: string): StoredSession['pending'] {
  return pending[key] ? pending : { ...pending, [key]: { uncertain: false } }
}

function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record
  const copy = { ...record }
  delete copy[key]
  return copy
}

function isPermanent(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 401 &&
    error.status !== 408 &&
    error.status !== 429
  )
}

export class SessionStore {
  private state: StoredSession
  private snapshot: SessionSnapshot
  private readonly listeners = new Set<() => void>()
  private flushing: Promise<void> | null = null
  private flushAgain = false
  private timer: unknown = null
  private attempt = 0
  /** The last round could not send everything (offline, server down, no workout yet). */
  private stalled = false
  /** The workout's sets as the server has them, read at most once per flush round. */
  private serverSets: ReturnType<SetTransport['list']> | null = null
  private disposed = true
  /** The last text read or written per stored field, with its parsed value (never mutated). */
  private readonly parsed = new Map<Field, { text: string; value: unknown }>()

  constructor(
    readonly dayId: string,
    private readonly options: StoreOptions,
  ) {
    this.state = this.read()
    this.snapshot = this.makeSnapshot()
  }

  // ---- storage ---------------------------------------------------------------------------

  private key(field: Field) {
    return `${sessionStoragePrefix(this.dayId)}${field}`
  }

  /**
   * A stored field, parsed only when its text changed since this store last read or wrote it
   * (issue 7: a tap must not parse the whole session again).
   */
  private parse<T>(field: Field, text: string | null, fallback: T): T {
    if (text === null) return fallback
    const cached = this.parsed.get(field)
    if (cached?.text === text) return cached.value as T
    const value = JSON.parse(text) as T
    this.parsed.set(field, { text, value })
    return value
  }

  private read(): StoredSession {
    try {
      const { storage } = this.options
      const exercises = storage.getItem(this.key('exercises'))
      if (exercises === null) return { ...EMPTY }
      return {
        exercises: this.parse<LocalExercise[]>('exercises', exercises, []),
        ids: this.parse<Record<string, string>>('setIds', storage.getItem(this.key('setIds')), {}),
        workoutId: storage.getItem(this.key('workoutId')),
        pending: this.parse<StoredSession['pending']>(
          'pending',
          storage.getItem(this.key('pending')),
          {},
        ),
      }
    } catch (error) {
      // Spec §8: storage failures are only logged; the session carries on in memory.
      console.error('Reading the stored session failed', error)
      return this.state ?? { ...EMPTY }
    }
  }

  private writeField(field: Field, value: unknown) {
    const text = JSON.stringify(value)
    this.options.storage.setItem(this.key(field), text)
    this.parsed.set(field, { text, value })
  }

  /** Stores the fields that differ from `base` (what storage held); a full write without one. */
  private write(next: StoredSession, base?: StoredSession) {
    this.state = next
    try {
      if (next.exercises !== base?.exercises) this.writeField('exercises', next.exercises)
      if (next.ids !== base?.ids) this.writeField('setIds', next.ids)
      if (next.pending !== base?.pending) this.writeField('pending', next.pending)
      if (next.workoutId !== base?.workoutId || !base) {
        if (next.workoutId) this.options.storage.setItem(this.key('workoutId'), next.workoutId)
        else this.options.storage.removeItem(this.key('workoutId'))
      }
    } catch (error) {
      console.error('Saving the session failed', error)
    }
    this.emit()
  }

  /**
   * Read, change, write: storage stays the truth even if another instance wrote meanwhile.
   * `change` returns a new state and never mutates its argument: what it leaves alone keeps
   * its identity, so only the rows that changed render again.
   */
  private mutate(change: (state: StoredSession) => StoredSession) {
    const base = this.read()
    this.write(change(base), base)
  }

  // ---- React binding -----------------------------------------------------------------------

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
    }
  }

  getSnapshot = () => this.snapshot

  /** The same snapshot while nothing on screen changed (a set saved is no news to render). */
  private makeSnapshot(): SessionSnapshot {
    const { exercises, workoutId } = this.state
    const unsaved = this.stalled ? this.unsavedCount(this.state) : 0
    const last = this.snapshot as SessionSnapshot | undefined
    if (last?.exercises === exercises && last.workoutId === workoutId && last.unsaved === unsaved) {
      return last
    }
    return { exercises, workoutId, unsaved }
  }

  private unsavedCount(state: StoredSession): number {
    return Object.keys(state.pending).filter((key) => {
      const set = this.setAt(state, key)
      return set ? hasData(set) || Boolean(state.ids[key]) : Boolean(state.ids[key])
    }).length
  }

  private emit() {
    this.snapshot = this.makeSnapshot()
    for (const listener of this.listeners) listener()
  }

  private setAt(state: StoredSession, key: string): LocalSet | undefined {
    const [exercise, set] = parsePosition(key)
    return state.exercises[exercise]?.sets[set]
  }

  // ---- session lifecycle ---------------------------------------------------------------------

  /**
   * Spec §4: keep the stored session when it matches the day's exercise count; otherwise start
   * over from the day's template (which forgets the stored workout id too).
   */
  prepare(exercises: LocalExercise[]) {
    const stored = this.read()
    if (stored.exercises.length > 0 && stored.exercises.length === exercises.length) {
      this.state = stored
      this.emit()
      return
    }
    this.clear()
    this.write({ ...EMPTY, exercises })
  }

  get workoutId() {
    return this.read().workoutId
  }

  setWorkoutId(workoutId: string) {
    this.mutate((state) => ({ ...state, workoutId }))
    void this.flush()
  }

  /** Removes every stored entry of this day (spec §3 key prefix). */
  clear() {
    try {
      for (const field of FIELDS) this.options.storage.removeItem(this.key(field))
    } catch (error) {
      console.error('Clearing the stored session failed', error)
    }
    this.state = { ...EMPTY }
    this.emit()
  }

  /** While the screen is open the store sends on its own; after `stop` it only answers calls. */
  start() {
    this.disposed = false
    void this.flush()
  }

  /** Leaving the screen: whatever was still gathering is sent now; no more retries after. */
  stop() {
    this.disposed = true
    if (this.timer !== null) {
      this.clearTimer(this.timer)
      this.timer = null
      void this.flush()
    }
  }

  // ---- edits ---------------------------------------------------------------------------------

  updateSet(
    exerciseIndex: number,
    setIndex: number,
    change: (set: LocalSet) => LocalSet,
    { immediate = false } = {},
  ) {
    this.mutate((state) => {
      const exercise = state.exercises[exerciseIndex]
      const set = exercise?.sets[setIndex]
      if (!exercise || !set) return state
      return {
        ...state,
        exercises: replaceAt(state.exercises, exerciseIndex, {
          ...exercise,
          sets: replaceAt(exercise.sets, setIndex, change(set)),
        }),
        pending: queued(state.pending, positionKey(exerciseIndex, setIndex)),
      }
    })
    this.schedule(immediate ? 'after-paint' : 'debounced')
  }

  addSet(exerciseIndex: number) {
    this.mutate((state) => {
      const exercise = state.exercises[exerciseIndex]
      if (!exercise) return state
      const last = exercise.sets.at(-1)
      const sets = [
        ...exercise.sets,
        newSet(exercise.sets.length + 1, { isWarmup: last?.isWarmup ?? false }),
      ]
      // A position that once had a server set (removed, then added again) reuses it.
      const key = positionKey(exerciseIndex, sets.length - 1)
      return {
        ...state,
        exercises: replaceAt(state.exercises, exerciseIndex, { ...exercise, sets }),
        pending: state.ids[key] ? queued(state.pending, key) : state.pending,
      }
    })
    this.schedule('debounced')
  }

  /** Spec §5: only when the exercise has more than one set. Removes the last one. */
  removeSet(exerciseIndex: number) {
    this.mutate((state) => {
      const exercise = state.exercises[exerciseIndex]
      if (!exercise || exercise.sets.length <= 1) return state
      const sets = exercise.sets.slice(0, -1)
      const key = positionKey(exerciseIndex, sets.length)
      return {
        ...state,
        exercises: replaceAt(state.exercises, exerciseIndex, { ...exercise, sets }),
        // The API has no set deletion: a saved set is reset so it counts for nothing.
        pending: state.ids[key]
          ? { ...state.pending, [key]: { uncertain: false } }
          : without(state.pending, key),
      }
    })
    this.schedule('debounced')
  }

  addExercise(exercise: LocalExercise) {
    this.mutate((state) => ({ ...state, exercises: [...state.exercises, exercise] }))
  }

  setPrevious(exerciseIndex: number, previous: PreviousSet[]) {
    const current = this.state.exercises[exerciseIndex]
    if (!current || JSON.stringify(current.previous) === JSON.stringify(previous)) return
    this.mutate((state) => {
      const exercise = state.exercises[exerciseIndex]
      if (!exercise) return state
      return {
        ...state,
        exercises: replaceAt(state.exercises, exerciseIndex, { ...exercise, previous }),
      }
    })
  }

  // ---- syncing -------------------------------------------------------------------------------

  private setTimer(fn: () => void, ms: number) {
    return (this.options.setTimer ?? ((f, t) => setTimeout(f, t)))(fn, ms)
  }

  private clearTimer(handle: unknown) {
    ;(this.options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>)))(handle)
  }

  private schedule(when: 'now' | 'after-paint' | 'debounced') {
    if (this.disposed) return
    if (this.timer !== null) this.clearTimer(this.timer)
    this.timer = null
    if (when === 'now') {
      void this.flush()
      return
    }
    if (when === 'after-paint') {
      // Issue 7: the edit is stored already; the tap's look is painted before the request is
      // even started (starting one costs a throttled phone some 10 ms).
      const send = () => void this.flush()
      if (this.options.afterPaint) this.options.afterPaint(send)
      else this.setTimer(send, 0)
      return
    }
    this.timer = this.setTimer(() => {
      this.timer = null
      void this.flush()
    }, this.options.debounceMs ?? 500)
  }

  /** Sends everything queued. Resolves when this round is done; true when nothing is left. */
  async flush(): Promise<boolean> {
    if (this.flushing) {
      this.flushAgain = true
      await this.flushing
      return this.unsavedCount(this.read()) === 0
    }
    let failed = false
    let noWorkout = false
    this.flushing = (async () => {
      do {
        this.flushAgain = false
        this.serverSets = null
        const state = this.read()
        noWorkout = !state.workoutId
        if (noWorkout) break
        const results = await Promise.all(
          Object.keys(state.pending).map((key) => this.syncPosition(key)),
        )
        failed = results.includes(false)
        if (failed) break
      } while (this.flushAgain)
    })()
    try {
      await this.flushing
    } finally {
      this.flushing = null
    }
    const left = this.unsavedCount(this.read())
    if (left > 0 && failed) this.retryLater()
    else this.attempt = 0
    const stalled = left > 0 && (failed || noWorkout)
    if (stalled !== this.stalled) {
      this.stalled = stalled
      this.emit()
    }
    return left === 0
  }

  private retryLater() {
    if (this.disposed || this.timer !== null) return
    const delay = (this.options.retryMs ?? ((n) => Math.min(15_000, 2000 * 2 ** n)))(this.attempt)
    this.attempt += 1
    this.timer = this.setTimer(() => {
      this.timer = null
      void this.flush()
    }, delay)
  }

  /** Retries at once (the browser says the network is back). */
  retryNow() {
    this.attempt = 0
    this.schedule('now')
  }

  private async syncPosition(key: string): Promise<boolean> {
    const lock = `${this.dayId}|${key}`
    for (let held = inflight.get(lock); held; held = inflight.get(lock)) await held
    let ok = true
    const run = this.sendPosition(key).then(
      (result) => {
        ok = result
      },
      () => {
        ok = false
      },
    )
    inflight.set(lock, run)
    try {
      await run
    } finally {
      inflight.delete(lock)
    }
    return ok
  }

  private payloadAt(state: StoredSession, key: string) {
    const [exerciseIndex] = parsePosition(key)
    const exercise = state.exercises[exerciseIndex]
    const set = this.setAt(state, key)
    if (!exercise || !set) return null
    return setPayload(exercise.name, set, this.options.unit?.() ?? DEFAULT_WEIGHT_UNIT)
  }

  /** One request for one position. False when it must be tried again later. */
  private async sendPosition(key: string): Promise<boolean> {
    const state = this.read()
    const entry = state.pending[key]
    const workoutId = state.workoutId
    if (!entry || !workoutId) return true
    const set = this.setAt(state, key)
    let id = state.ids[key]
    // Spec §4: a set with no data and no server id is not synced.
    if (!id && (!set || !hasData(set))) {
      this.settle(workoutId, key, null)
      return true
    }
    const payload = set ? this.payloadAt(state, key)! : REMOVED_SET
    let creating = false
    try {
      if (!id && entry.uncertain) {
        id = await this.adoptCreated(workoutId, key, state)
      }
      if (id) {
        await this.options.transport.update(id, payload)
      } else {
        creating = true
        const created = await this.options.transport.create({
          workoutId,
          ...(payload as ReturnType<typeof setPayload>),
        })
        id = created.id
        this.rememberId(workoutId, key, id)
      }
      this.settle(workoutId, key, payload)
      return true
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        this.options.onUnauthorized?.()
        return false
      }
      if (isPermanent(error)) {
        console.error(`Set ${key} was refused by the server`, error)
        this.settle(workoutId, key, payload)
        this.options.onRejected?.(error)
        return true
      }
      // Offline, server restart, 5xx: keep it queued. A create may have landed unseen.
      console.warn(`Set ${key} is not saved yet; it stays queued`, error)
      if (creating) this.markUncertain(workoutId, key)
      return false
    }
  }

  /** After a lost create answer: finds the set the server may have made for this position. */
  private async adoptCreated(workoutId: string, key: string, state: StoredSession) {
    const [exerciseIndex, setIndex] = parsePosition(key)
    const exercise = state.exercises[exerciseIndex]
    if (!exercise) return undefined
    const known = new Set(Object.values(state.ids))
    this.serverSets ??= this.options.transport.list(workoutId)
    const onServer = await this.serverSets
    const match = onServer.find(
      (set) =>
        !known.has(set.id) &&
        set.setNumber === setIndex + 1 &&
        sameName(set.exerciseName, exercise.name),
    )
    if (match) this.rememberId(workoutId, key, match.id)
    return match?.id
  }

  private rememberId(workoutId: string, key: string, id: string) {
    this.mutate((state) => {
      if (state.workoutId !== workoutId) return state
      const entry = state.pending[key]
      return {
        ...state,
        ids: { ...state.ids, [key]: id },
        pending: entry
          ? { ...state.pending, [key]: { ...entry, uncertain: false } }
          : state.pending,
      }
    })
  }

  private markUncertain(workoutId: string, key: string) {
    this.mutate((state) => {
      const entry = state.pending[key]
      if (state.workoutId !== workoutId || !entry) return state
      return { ...state, pending: { ...state.pending, [key]: { ...entry, uncertain: true } } }
    })
  }

  /**
   * The server now holds `sent` for this position. It leaves the queue unless the lifter
   * changed it meanwhile, in which case another round sends the newer state.
   */
  private settle(workoutId: string, key: string, sent: object | null) {
    this.mutate((state) => {
      if (state.workoutId !== workoutId || !state.pending[key]) return state
      const now = this.setAt(state, key) ? this.payloadAt(state, key) : REMOVED_SET
      if (sent === null || JSON.stringify(now) === JSON.stringify(sent)) {
        return { ...state, pending: without(state.pending, key) }
      }
      this.flushAgain = true
      return state
    })
  }
}
