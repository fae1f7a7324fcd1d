import { randomUUID } from 'node:crypto'
import { expect, vi } from 'vitest'
import type { CreateWorkoutSetBody } from '#shared/contract/workout-sets.ts'
import { Outbox, type OutboxOptions, type PageLocks } from '#client/lib/outbox.ts'
import { fakeServer } from './fake-write-server.ts'

/**
 * What the outbox's unit tests share (src/client/lib/outbox.test.ts and outbox/*.test.ts): an
 * outbox on a fake server, its writes, and the browser's storage, locks and pages in memory.
 */

const outboxes: Outbox[] = []

/** Stops every outbox made here and puts the globals back: each test file's afterEach. */
export function stopOutboxes() {
  for (const outbox of outboxes.splice(0)) outbox.stop()
  vi.unstubAllGlobals()
}

export function makeOutbox(
  server: ReturnType<typeof fakeServer>,
  options: Partial<OutboxOptions> = {},
) {
  const outbox = new Outbox({
    lifter: options.lifter ?? randomUUID(),
    send: server.send,
    debounceMs: 5,
    retryMs: () => 30,
    ...options,
  })
  outboxes.push(outbox)
  return outbox
}

export const workoutId = () => randomUUID()

export function setBody(workout: string, id: string, fields: Partial<CreateWorkoutSetBody> = {}) {
  return {
    id,
    workoutId: workout,
    exerciseName: 'Squat',
    setNumber: 1,
    weight: '100',
    reps: 5,
    completed: false,
    ...fields,
  } satisfies CreateWorkoutSetBody
}

/** Waits, on real timers, until `check` holds. */
export async function until(check: () => boolean | Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

export function logSet(
  outbox: Outbox,
  w: string,
  s: string,
  fields: Partial<CreateWorkoutSetBody> = {},
) {
  return outbox.enqueue({ kind: 'createSet', id: s, workoutId: w, body: setBody(w, s, fields) })
}

export async function startWorkout(outbox: Outbox, id: string) {
  await outbox.enqueue({ kind: 'createWorkout', id, workoutId: id, body: { workoutDayId: 'd' } })
}

/** A server, an outbox with a workout queued, and a set id. */
export async function started() {
  const server = fakeServer()
  const outbox = makeOutbox(server)
  const w = workoutId()
  await startWorkout(outbox, w)
  return { server, outbox, w, s: randomUUID() }
}

export function memoryStorage(entries: Iterable<[string, string]> = []) {
  const map = new Map(entries)
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size
    },
    /** The one key starting with `prefix`, and its value. */
    kept(prefix: string) {
      const found = [...map].filter(([key]) => key.startsWith(prefix))
      expect(found).toHaveLength(1)
      return found[0]!
    },
  }
}

/** The drain's Web Lock, as the tabs of one browser share it: one tab drains at a time. */
export function sharedDrainLock(): NonNullable<OutboxOptions['exclusive']> {
  let queue = Promise.resolve()
  return (_, drain) => {
    const run = queue.then(drain)
    queue = run.catch(() => {})
    return run
  }
}

/** Web Locks as the pages of one browser share them: a page's lock is freed when it goes. */
export function sharedLocks() {
  const held = new Set<string>()
  const waiting = new Map<string, (() => void)[]>()
  const locks: PageLocks = {
    hold: (name) => void held.add(name),
    whenFree(name, then) {
      if (held.has(name)) waiting.set(name, [...(waiting.get(name) ?? []), then])
      else then()
    },
  }
  return {
    locks,
    /** The page whose lock names `pageKey`'s page is gone. */
    gone(pageKey: string) {
      const name = [...held].find((lock) => lock.endsWith(pageKey.split('-unqueued-')[1]!))!
      held.delete(name)
      for (const then of waiting.get(name) ?? []) then()
      waiting.delete(name)
    },
  }
}

/** A page that paints no frame (`afterPaint` waits), then is hidden. */
export function pageThatNeverPaints() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  vi.stubGlobal('document', document)
  vi.stubGlobal('window', new EventTarget())
  vi.stubGlobal('requestAnimationFrame', () => 0)
  return {
    hide: () => {
      document.visibilityState = 'hidden'
      document.dispatchEvent(new Event('visibilitychange'))
    },
  }
}
