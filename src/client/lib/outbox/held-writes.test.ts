import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeServer } from '../../../../tests/support/fake-write-server.ts'
import {
  makeOutbox,
  memoryStorage,
  pageThatNeverPaints,
  setBody,
  sharedDrainLock,
  sharedLocks,
  startWorkout,
  stopOutboxes,
  until,
  workoutId,
} from '../../../../tests/support/outbox-kit.ts'
import { lifterNames } from '../lifter-device.ts'
import { HeldWrites } from './held-writes.ts'

afterEach(stopOutboxes)

describe('HeldWrites: writes held until the paint, kept when the page goes (through the outbox)', () => {
  it('keeps writes waiting for the paint when the page is left, and the next page sends them', async () => {
    const server = fakeServer()
    const page = pageThatNeverPaints()
    const storage = memoryStorage()
    const lifter = randomUUID()
    const name = lifterNames.outbox(lifter)
    const before = makeOutbox(server, { lifter, storage })
    server.setNetwork('down')
    before.start()
    const w = workoutId()
    const s = randomUUID()
    await startWorkout(before, w)
    void before.enqueueAfterPaint([{ kind: 'createSet', id: s, workoutId: w, body: setBody(w, s) }])
    void before.enqueueAfterPaint([{ kind: 'updateSet', id: s, workoutId: w, body: { reps: 6 } }])
    page.hide()
    // Kept at once, before any IndexedDB work: a page torn down now would have lost them.
    const [key, left] = storage.kept(`${name}-unqueued-`)
    expect(JSON.parse(left)).toMatchObject([
      { write: { kind: 'createSet', id: s } },
      { write: { kind: 'updateSet', id: s, body: { reps: 6 } } },
    ])
    // The page lived on: once the writes are in IndexedDB, localStorage holds none of them.
    await before.settled()
    expect(storage.map.has(key)).toBe(false)
    before.stop()
    // A page torn down at pagehide: its IndexedDB never got the writes, localStorage did. Its own
    // server: the page above, which lived on, may still send the same writes from its IndexedDB.
    const nextServer = fakeServer()
    const next = randomUUID()
    const after = makeOutbox(nextServer, {
      lifter: next,
      storage: memoryStorage([[`${lifterNames.outbox(next)}-unqueued-${randomUUID()}`, left]]),
    })
    await startWorkout(after, w)
    after.start()
    await after.settled()
    await until(() => nextServer.sets.get(s)?.reps === 6)
    await until(() => after.getSnapshot().writes === 0)
    expect(nextServer.requests.filter((r) => r.includes(s))).toEqual([`createSet ${s}`])
  })

  it('leaves the writes a hidden tab kept to it while it lives, and takes them once it is gone', async () => {
    const server = fakeServer()
    const page = pageThatNeverPaints()
    const storage = memoryStorage()
    const { locks, gone } = sharedLocks()
    // Node has no Web Locks: without the shared drain lock the two pages would send one write
    // at once, as browsers never let them.
    const exclusive = sharedDrainLock()
    const lifter = randomUUID()
    const name = lifterNames.outbox(lifter)
    server.setNetwork('down')
    const hidden = makeOutbox(server, { lifter, storage, pageLocks: locks, exclusive })
    hidden.start()
    const w = workoutId()
    const s = randomUUID()
    await startWorkout(hidden, w)
    void hidden.enqueueAfterPaint([{ kind: 'createSet', id: s, workoutId: w, body: setBody(w, s) }])
    page.hide()
    const [hiddenKey, kept] = storage.kept(`${name}-unqueued-`)
    // Another tab starts while the hidden one is still putting its writes into IndexedDB.
    const other = makeOutbox(server, { lifter, storage, pageLocks: locks, exclusive })
    other.start()
    await hidden.settled()
    await other.settled()
    expect(storage.map.has(hiddenKey)).toBe(false)
    gone(hiddenKey)
    server.setNetwork('up')
    other.retryNow()
    await until(() => server.sets.has(s))
    await until(() => other.getSnapshot().writes === 0)
    expect(server.requests.filter((r) => r.includes(s))).toEqual([`createSet ${s}`])

    // A page torn down before its writes reached IndexedDB: taken once its lock is free.
    const s2 = randomUUID()
    const leftKey = `${name}-unqueued-${randomUUID()}`
    locks.hold(`${name}-page-${leftKey.split('-unqueued-')[1]}`)
    storage.setItem(leftKey, kept.replaceAll(s, s2))
    const next = makeOutbox(server, { lifter, storage, pageLocks: locks, exclusive })
    next.start()
    await next.settled()
    expect(storage.map.get(leftKey)).toBe(kept.replaceAll(s, s2))
    gone(leftKey)
    expect(storage.map.has(leftKey)).toBe(false)
    await next.settled()
    await until(() => server.sets.has(s2))
    expect(server.requests.filter((r) => r.includes(s2))).toEqual([`createSet ${s2}`])
  })

  it('writes a closed page left unqueued count as unsent', async () => {
    const lifter = randomUUID()
    const storage = memoryStorage([[`${lifterNames.outbox(lifter)}-unqueued-x`, '[]']])
    const outbox = makeOutbox(fakeServer(), { lifter, storage })
    expect(await outbox.removeFromDevice()).toBe(false)
  })
})

describe('HeldWrites', () => {
  it('queues held writes in order once painted; kept meanwhile when the page is left', async () => {
    const page = pageThatNeverPaints()
    const storage = memoryStorage()
    const queued: string[] = []
    const held = new HeldWrites({
      name: 'held',
      put: async (write) => void queued.push(write.id),
      queued: async () => {},
      storage,
      pageLocks: { hold: () => {}, whenFree: (_, then) => then() },
    })
    const w = workoutId()
    const writes = ['a', 'b'].map((id) => ({ kind: 'deleteSet' as const, id, workoutId: w }))
    const done = held.holdUntilPainted(writes, false)
    held.save()
    expect(JSON.parse(storage.kept('held-unqueued-')[1])).toEqual(
      writes.map((write) => ({ write, immediate: false })),
    )
    expect(held.any()).toBe(true)
    expect(queued).toEqual([])
    page.hide()
    await done
    expect(queued).toEqual(['a', 'b'])
    expect(storage.map.size).toBe(0)
    expect(held.any()).toBe(false)
  })
})
