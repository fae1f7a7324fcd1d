import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { CreateWorkoutSetBody, UpdateWorkoutSetBody } from '#shared/contract/workout-sets.ts'
import type { DayEdit } from '#shared/domain/day-edits.ts'

/**
 * The outbox's first mechanism: the durable queue. Every write the server has not acknowledged,
 * in one IndexedDB database per lifter, in the order it was made, with the rules that merge a
 * write into one not yet sent (docs/product/nothing-lost.md, docs/decisions/010-durable-outbox.md).
 */
export type OutboxWrite =
  | {
      kind: 'createWorkout'
      id: string
      workoutId: string
      body: { workoutDayId: string }
      /** When the lifter started it (issue 16: a workout made offline reaches the server later). */
      startedAt?: string
      /**
       * Finished or deleted before the server heard of it: made as its own workout. Else it is
       * the device's draft of the day, and joins the day's open draft if the server has one
       * (docs/product/trust-tokens-and-values.md).
       */
      own?: true
    }
  | {
      // Issue 16: Finish offline; sent after every write of the workout queued before it.
      kind: 'completeWorkout'
      id: string
      workoutId: string
      body: { startedAt?: string; completedAt: string }
    }
  | { kind: 'deleteWorkout'; id: string; workoutId: string }
  | { kind: 'createSet'; id: string; workoutId: string; body: CreateWorkoutSetBody }
  | { kind: 'updateSet'; id: string; workoutId: string; body: UpdateWorkoutSetBody }
  | { kind: 'deleteSet'; id: string; workoutId: string }
  // The live session's change to its day's template (an exercise added, a rest kept; decision 033).
  | { kind: 'editDay'; id: string; dayId: string; edit: DayEdit }

export type OutboxEntry = OutboxWrite & {
  seq: number
  /** Sent at least once: the server may hold it already, so it is never merged or dropped. */
  attempted: boolean
}

interface OutboxDb extends DBSchema {
  writes: { key: number; value: OutboxEntry; indexes: { byId: string } }
}

export const isSetWrite = (write: OutboxWrite) =>
  write.kind === 'createSet' || write.kind === 'updateSet' || write.kind === 'deleteSet'

/**
 * `write`, of the workout `to` instead of its own: a set's write, or the workout's completion.
 * Not a delete: the lifter's draft that joined another was never on the server, and deleting
 * the one it joined would take the other devices' sets with it.
 */
function inWorkout<T extends OutboxWrite>(write: T, to: string): T {
  switch (write.kind) {
    case 'createSet':
      return { ...write, workoutId: to, body: { ...write.body, workoutId: to } }
    case 'updateSet':
    case 'deleteSet':
      return { ...write, workoutId: to }
    case 'completeWorkout':
      return { ...write, id: to, workoutId: to }
    default:
      return write
  }
}

export class WriteQueue {
  private opened: Promise<IDBPDatabase<OutboxDb>> | null = null
  /** Workouts whose create joined the day's draft on the server (`moveWorkout`), in this page. */
  private readonly moved = new Map<string, string>()

  /** `name` is the database's: the lifter's outbox (lifterNames.outbox). */
  constructor(private readonly name: string) {}

  /** Opened on first use: an outbox made and dropped (React's StrictMode) opens nothing. */
  private get db(): Promise<IDBPDatabase<OutboxDb>> {
    this.opened ??= openDB<OutboxDb>(this.name, 1, {
      upgrade(db) {
        const store = db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true })
        store.createIndex('byId', 'id')
      },
      // Another page removes it (its lifter signed out there, lib/lifter-device.ts): let go.
      blocking: () => this.close(),
    })
    return this.opened
  }

  /** Lets go of the database (opened again on next use). */
  close() {
    const opened = this.opened
    this.opened = null
    void opened?.then((db) => db.close()).catch(() => {})
  }

  /** Deletes the database from the device (closed first). */
  async remove(): Promise<void> {
    this.close()
    await new Promise<void>((resolve) => {
      const request = indexedDB.deleteDatabase(this.name)
      request.onsuccess = request.onerror = () => resolve()
      request.onblocked = () => setTimeout(resolve, 1000)
    })
  }

  /**
   * Adds one write, resolving once it is committed. A change to a set whose create or update has
   * not been sent yet is merged into it; removing a set the server never heard of removes its
   * writes instead. Anything already sent stays as it is: the server may hold it, so what follows
   * it is sent after it.
   */
  async put(queued: OutboxWrite): Promise<void> {
    // A write made for a workout that has moved since (held until a paint meanwhile) follows it.
    const movedTo = 'workoutId' in queued ? this.moved.get(queued.workoutId) : undefined
    const write = movedTo ? inWorkout(queued, movedTo) : queued
    const db = await this.db
    const tx = db.transaction('writes', 'readwrite')
    const store = tx.store
    const earlier = await store.index('byId').getAll(write.id)
    const last = earlier.at(-1)
    const serverMaySeeIt = earlier.some((entry) => entry.attempted)
    const add = () => store.add({ ...write, attempted: false } as OutboxEntry)
    // A workout ended before its create is answered is no draft to share: it is made as its own
    // (even if that create was tried: the server holds its own workout then, or nothing).
    const ownWorkout = async (entries: OutboxEntry[]) => {
      for (const entry of entries) {
        if (entry.kind === 'createWorkout' && !entry.own) await store.put({ ...entry, own: true })
      }
    }

    if (write.kind === 'updateSet') {
      if (last && !last.attempted && (last.kind === 'createSet' || last.kind === 'updateSet')) {
        await store.put({ ...last, body: { ...last.body, ...write.body } } as OutboxEntry)
      } else {
        await add()
      }
    } else if (write.kind === 'deleteSet') {
      const neverSent = earlier.some((entry) => entry.kind === 'createSet') && !serverMaySeeIt
      for (const entry of earlier) {
        if (neverSent || (!entry.attempted && entry.kind === 'updateSet')) {
          await store.delete(entry.seq)
        }
      }
      // A delete follows a create that may have reached the server.
      if (!neverSent) await add()
    } else if (write.kind === 'deleteWorkout') {
      const neverSent = earlier.some((e) => e.kind === 'createWorkout') && !serverMaySeeIt
      // Its sets' writes go with it: the server deletes a workout's sets with it, and a
      // workout it never saw has none. (A write after an unsent create is unsent too.)
      for (const entry of await store.getAll()) {
        const ofIt =
          'workoutId' in entry && entry.workoutId === write.id && entry.kind !== 'deleteWorkout'
        if (ofIt && !entry.attempted && (neverSent || entry.kind !== 'createWorkout')) {
          await store.delete(entry.seq)
        }
      }
      if (!neverSent) {
        await ownWorkout(earlier)
        await add()
      }
    } else {
      if (write.kind === 'completeWorkout') await ownWorkout(earlier)
      await add()
    }
    await tx.done
  }

  /**
   * docs/product/trust-tokens-and-values.md: the create of workout `from` joined the day's draft
   * `to` on the server, so every write queued for `from` is for `to` now, and so is every write
   * for `from` queued later in this page. (`from`'s create itself is the one just answered.)
   */
  async moveWorkout(from: string, to: string): Promise<void> {
    this.moved.set(from, to)
    const tx = (await this.db).transaction('writes', 'readwrite')
    for (const entry of await tx.store.getAll()) {
      if ('workoutId' in entry && entry.workoutId === from) await tx.store.put(inWorkout(entry, to))
    }
    await tx.done
  }

  /** The workout `id` is now, once its create joined another (`moveWorkout`); else `id`. */
  workoutNow(id: string): string {
    return this.moved.get(id) ?? id
  }

  /** Every write not yet acknowledged, oldest first. */
  async entries(): Promise<OutboxEntry[]> {
    return (await this.db).getAll('writes')
  }

  /**
   * The oldest write, marked as attempted before it is handed out (from then on it is never
   * merged or dropped unsent); null when the queue is empty.
   */
  async takeOldest(): Promise<OutboxEntry | null> {
    const tx = (await this.db).transaction('writes', 'readwrite')
    const cursor = await tx.store.openCursor()
    if (!cursor) {
      await tx.done
      return null
    }
    const entry = { ...cursor.value, attempted: true }
    await cursor.update(entry)
    await tx.done
    return entry
  }

  /** The server answered this write (acknowledged, or refused for good): it leaves the queue. */
  async acknowledge(entry: OutboxEntry): Promise<void> {
    await (await this.db).delete('writes', entry.seq)
  }
}
