import { afterPaint } from '#client/lib/after-paint.ts'
import { lifterNames } from '#client/lib/lifter-device.ts'
import { EMPTY_SESSION, type SessionState } from '../state/session-edits.ts'
import { fromStoredExercises, type LocalExercise } from '../state/session-state.ts'

const FIELDS = ['exercises', 'setIds', 'workoutId'] as const
type Field = (typeof FIELDS)[number]

/** Caches with a write waiting for the next frame: any cache of the day reads it first. */
const unsaved = new Set<SessionCache>()

/**
 * The session's persistence: localStorage under 'workout-session-{dayId}-{lifter}-…' (docs/product/entities.md's
 * prefix, keyed by the lifter: docs/product/trust-accounts-and-devices.md), so a reload or a second mount sees every edit. Only the screen's state lives here; writes the
 * server has not acknowledged live in the outbox, so clearing this never loses one (docs/product/nothing-lost.md).
 * A write is stored once the frame that shows it is painted (issue 18: stringifying the whole
 * session is no work for a tap's frame), and at once when the page is hidden or left.
 */
export class SessionCache {
  /** The last text read or written per field, with its parsed value (never mutated). */
  private readonly parsed = new Map<Field, { text: string; value: unknown }>()
  private last: SessionState = EMPTY_SESSION
  /** A write not yet stored, over `base`, what storage holds (undefined: a full write). */
  private pending: { next: SessionState; base: SessionState | undefined } | null = null

  constructor(
    private readonly dayId: string,
    private readonly lifter: string,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  ) {}

  private key(field: Field | 'pending') {
    return `${lifterNames.session(this.dayId, this.lifter)}${field}`
  }

  /**
   * A stored field, parsed only when its text changed since it was last read or written
   * (issue 7: a tap must not parse the whole session again).
   */
  private parse<T>(
    field: Field,
    text: string | null,
    fallback: T,
    upgrade: (value: T) => T = (value) => value,
  ): T {
    if (text === null) return fallback
    const cached = this.parsed.get(field)
    if (cached?.text === text) return cached.value as T
    const value = upgrade(JSON.parse(text) as T)
    this.parsed.set(field, { text, value })
    return value
  }

  read(): SessionState {
    for (const cache of unsaved) if (cache !== this && cache.dayId === this.dayId) cache.flush()
    if (this.pending) return this.pending.next
    try {
      const exercises = this.storage.getItem(this.key('exercises'))
      if (exercises === null) return (this.last = EMPTY_SESSION)
      return (this.last = {
        exercises: this.parse<LocalExercise[]>('exercises', exercises, [], fromStoredExercises),
        ids: this.parse<Record<string, string>>(
          'setIds',
          this.storage.getItem(this.key('setIds')),
          {},
        ),
        workoutId: this.storage.getItem(this.key('workoutId')),
      })
    } catch (error) {
      // docs/product/errors.md: storage failures are only logged; the session carries on in memory.
      console.error('Reading the stored session failed', error)
      return this.last
    }
  }

  private writeField(field: Field, value: unknown) {
    const text = JSON.stringify(value)
    this.storage.setItem(this.key(field), text)
    this.parsed.set(field, { text, value })
  }

  /**
   * Stores the fields that differ from `base` (what storage held; a full write without one)
   * after the next paint; until then `read` answers it.
   */
  write(next: SessionState, base?: SessionState) {
    this.last = next
    if (this.pending) {
      // Storage still holds the first pending write's base; a full write stays full.
      this.pending = { next, base: base && this.pending.base }
      return
    }
    this.pending = { next, base }
    unsaved.add(this)
    void afterPaint().then(() => this.flush())
  }

  /** Stores the write waiting for the next frame now (a read of another cache of the day). */
  flush() {
    const pending = this.pending
    if (!pending) return
    this.pending = null
    unsaved.delete(this)
    const { next, base } = pending
    try {
      if (next.exercises !== base?.exercises) this.writeField('exercises', next.exercises)
      if (next.ids !== base?.ids) this.writeField('setIds', next.ids)
      if (next.workoutId !== base?.workoutId || !base) {
        if (next.workoutId) this.storage.setItem(this.key('workoutId'), next.workoutId)
        else this.storage.removeItem(this.key('workoutId'))
      }
    } catch (error) {
      console.error('Saving the session failed', error)
    }
  }

  /** Removes every stored entry of this day (docs/product/entities.md key prefix). */
  clear() {
    this.last = EMPTY_SESSION
    this.pending = null
    unsaved.delete(this)
    try {
      // 'pending' held the queue before the outbox did.
      for (const field of [...FIELDS, 'pending'] as const) this.storage.removeItem(this.key(field))
    } catch (error) {
      console.error('Clearing the stored session failed', error)
    }
  }
}
