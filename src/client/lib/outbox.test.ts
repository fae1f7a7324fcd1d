import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreateWorkoutSetBody } from '#shared/contract/workout-sets.ts'
import { fakeServer } from '../../../tests/support/fake-write-server.ts'
import { ApiError } from './api-client.ts'
import { lifterNames } from './lifter-device.ts'
import { Outbox, type OutboxOptions, type OutboxWrite, type PageLocks } from './outbox.ts'

const outboxes: Outbox[] = []
afterEach(() => {
  for (const outbox of outboxes.splice(0)) outbox.stop()
  vi.unstubAllGlobals()
})

function makeOutbox(server: ReturnType<typeof fakeServer>, options: Partial<OutboxOptions> = {}) {
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

const workoutId = () => randomUUID()

function setBody(workout: string, id: string, fields: Partial<CreateWorkoutSetBody> = {}) {
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
async function until(check: () => boolean | Promise<boolean>, ms = 3000) {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
}

function logSet(outbox: Outbox, w: string, s: string, fields: Partial<CreateWorkoutSetBody> = {}) {
  return outbox.enqueue({ kind: 'createSet', id: s, workoutId: w, body: setBody(w, s, fields) })
}

async function startWorkout(outbox: Outbox, id: string) {
  await outbox.enqueue({ kind: 'createWorkout', id, workoutId: id, body: { workoutDayId: 'd' } })
}

/** A server, an outbox with a workout queued, and a set id. */
async function started() {
  const server = fakeServer()
  const outbox = makeOutbox(server)
  const w = workoutId()
  await startWorkout(outbox, w)
  return { server, outbox, w, s: randomUUID() }
}

function memoryStorage(entries: Iterable<[string, string]> = []) {
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
function sharedDrainLock(): NonNullable<OutboxOptions['exclusive']> {
  let queue = Promise.resolve()
  return (_, drain) => {
    const run = queue.then(drain)
    queue = run.catch(() => {})
    return run
  }
}

/** Web Locks as the pages of one browser share them: a page's lock is freed when it goes. */
function sharedLocks() {
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
function pageThatNeverPaints() {
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

describe('Outbox', () => {
  it('sends writes in order, and a set created, changed and removed ends removed', async () => {
    const { server, outbox, w, s } = await started()
    expect(await outbox.drain()).toBe(true)
    await logSet(outbox, w, s)
    expect(await outbox.drain()).toBe(true)
    await outbox.enqueue({ kind: 'updateSet', id: s, workoutId: w, body: { completed: true } })
    await outbox.enqueue({ kind: 'deleteSet', id: s, workoutId: w })
    expect(await outbox.drain()).toBe(true)
    expect(server.requests).toEqual([`createWorkout ${w}`, `createSet ${s}`, `deleteSet ${s}`])
    expect(server.sets.size).toBe(0)
    expect(outbox.getSnapshot()).toEqual({ sets: 0, writes: 0, stalled: false, ending: [] })
  })

  it('names a workout finished while offline as ending until the server has heard', async () => {
    const { server, outbox, w } = await started()
    server.setNetwork('down')
    await outbox.enqueue({
      kind: 'completeWorkout',
      id: w,
      workoutId: w,
      body: { completedAt: new Date().toISOString() },
    })
    expect(outbox.getSnapshot().ending).toEqual([w])
    expect(await outbox.drain()).toBe(false)
    expect(outbox.getSnapshot().ending).toEqual([w])
    server.setNetwork('up')
    expect(await outbox.drain()).toBe(true)
    expect(server.requests).toEqual([`createWorkout ${w}`, `completeWorkout ${w}`])
    expect(outbox.getSnapshot().ending).toEqual([])
  })

  it('merges changes into a write not yet sent: one request per set', async () => {
    const { server, outbox, w, s } = await started()
    await logSet(outbox, w, s)
    await outbox.enqueue({ kind: 'updateSet', id: s, workoutId: w, body: { weight: '135' } })
    await outbox.enqueue({ kind: 'updateSet', id: s, workoutId: w, body: { completed: true } })
    expect(outbox.getSnapshot()).toMatchObject({ sets: 1, writes: 2 })
    expect(await outbox.drain()).toBe(true)
    expect(server.requests).toEqual([`createWorkout ${w}`, `createSet ${s}`])
    expect(server.sets.get(s)).toMatchObject({ weight: '135', reps: 5, completed: true })
  })

  it('forgets a set removed before it was ever sent', async () => {
    const { server, outbox, w, s } = await started()
    await logSet(outbox, w, s)
    await outbox.enqueue({ kind: 'updateSet', id: s, workoutId: w, body: { reps: 8 } })
    await outbox.enqueue({ kind: 'deleteSet', id: s, workoutId: w })
    expect(outbox.getSnapshot()).toMatchObject({ sets: 0, writes: 1 })
    await outbox.drain()
    expect(server.requests).toEqual([`createWorkout ${w}`])
  })

  it('keeps writes while the network is down and sends them on its own when it is back', async () => {
    const server = fakeServer()
    const outbox = makeOutbox(server)
    outbox.start()
    server.setNetwork('down')
    const w = workoutId()
    await startWorkout(outbox, w)
    const ids = [randomUUID(), randomUUID()]
    for (const [i, s] of ids.entries()) {
      await logSet(outbox, w, s, { setNumber: i + 1 })
    }
    // The debounced drain fails; the outbox says so and keeps everything.
    await until(() => outbox.getSnapshot().stalled)
    expect(outbox.getSnapshot()).toEqual({ sets: 2, writes: 3, stalled: true, ending: [] })
    server.setNetwork('up')
    // No call from the test: the back-off timer sends them.
    await until(() => outbox.getSnapshot().writes === 0)
    expect([...server.sets.keys()].sort()).toEqual([...ids].sort())
    expect(outbox.getSnapshot().stalled).toBe(false)
  })

  it('never doubles a set whose answer was lost, and removes it after all', async () => {
    const { server, outbox, w, s } = await started()
    await outbox.drain()
    server.setNetwork('lose-answers')
    await logSet(outbox, w, s)
    expect(await outbox.drain()).toBe(false)
    // The server made it; the client does not know. A later change and a removal follow it.
    await outbox.enqueue({ kind: 'updateSet', id: s, workoutId: w, body: { reps: 9 } })
    await outbox.enqueue({ kind: 'deleteSet', id: s, workoutId: w })
    server.setNetwork('up')
    expect(await outbox.drain()).toBe(true)
    expect(server.requests).toEqual([
      `createWorkout ${w}`,
      `createSet ${s}`,
      `createSet ${s}`,
      `deleteSet ${s}`,
    ])
    expect(server.sets.size).toBe(0)
  })

  it('sends a removal only after the create in flight is answered', async () => {
    const { server, outbox, w, s } = await started()
    await outbox.drain()
    server.hold()
    await logSet(outbox, w, s)
    const draining = outbox.drain()
    await until(() => server.requests.length === 2)
    await outbox.enqueue({ kind: 'deleteSet', id: s, workoutId: w })
    expect(server.requests).toEqual([`createWorkout ${w}`, `createSet ${s}`])
    server.release()
    expect(await draining).toBe(true)
    expect(server.requests.at(-1)).toBe(`deleteSet ${s}`)
    expect(server.sets.size).toBe(0)
  })

  it('drops a write the server refuses for good, tells, and goes on with the rest', async () => {
    const server = fakeServer()
    const onRejected = vi.fn()
    const outbox = makeOutbox(server, { onRejected })
    const gone = workoutId()
    const w = workoutId()
    const [a, b] = [randomUUID(), randomUUID()]
    await logSet(outbox, gone, a)
    await startWorkout(outbox, w)
    await logSet(outbox, w, b)
    expect(await outbox.drain()).toBe(true)
    expect(onRejected).toHaveBeenCalledTimes(1)
    expect(onRejected.mock.calls[0]![0]).toMatchObject({ kind: 'createSet', id: a })
    expect([...server.sets.keys()]).toEqual([b])
  })

  it('keeps the writes and asks to sign in again on a 401', async () => {
    const server = fakeServer()
    const onUnauthorized = vi.fn()
    const outbox = makeOutbox(server, {
      onUnauthorized,
      send: () => Promise.reject(new ApiError(401, '{"message":"Unauthorized"}')),
    })
    await startWorkout(outbox, workoutId())
    expect(await outbox.drain()).toBe(false)
    expect(onUnauthorized).toHaveBeenCalled()
    expect(outbox.getSnapshot()).toMatchObject({ writes: 1, stalled: true })
  })

  it('survives a reload: a new outbox of the same lifter sends what the old one held', async () => {
    const server = fakeServer()
    const lifter = randomUUID()
    server.setNetwork('down')
    const before = makeOutbox(server, { lifter })
    const w = workoutId()
    const s = randomUUID()
    await startWorkout(before, w)
    await logSet(before, w, s)
    expect(await before.drain()).toBe(false)
    before.stop()
    server.setNetwork('up')
    const after = makeOutbox(server, { lifter })
    after.start()
    await until(() => server.sets.has(s))
    await until(() => after.getSnapshot().writes === 0)
  })

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

  it('never sends a write twice from two tabs draining at once', async () => {
    const server = fakeServer()
    const lifter = randomUUID()
    const exclusive = sharedDrainLock()
    const tabs = [
      makeOutbox(server, { lifter, exclusive }),
      makeOutbox(server, { lifter, exclusive }),
    ]
    const w = workoutId()
    await startWorkout(tabs[0]!, w)
    for (let i = 0; i < 6; i += 1) {
      const s = randomUUID()
      await logSet(tabs[i % 2]!, w, s, { setNumber: i + 1 })
    }
    await Promise.all([tabs[0]!.drain(), tabs[1]!.drain(), tabs[0]!.drain()])
    expect(server.requests).toHaveLength(7)
    expect(new Set(server.requests).size).toBe(7)
    expect(server.sets.size).toBe(6)
  })

  it('removes a workout the server never saw together with its set writes', async () => {
    const { server, outbox, w, s } = await started()
    await logSet(outbox, w, s)
    await outbox.enqueue({ kind: 'deleteWorkout', id: w, workoutId: w })
    expect(outbox.getSnapshot().writes).toBe(0)
    const sent = makeOutbox(server)
    const v = workoutId()
    await startWorkout(sent, v)
    await sent.drain()
    await logSet(sent, v, s)
    await sent.enqueue({ kind: 'deleteWorkout', id: v, workoutId: v })
    await sent.drain()
    expect(server.requests).toEqual([`createWorkout ${v}`, `deleteWorkout ${v}`])
    expect(server.workouts.size).toBe(0)
  })
})

describe('Outbox: one lifter’s writes (docs/product/tokens-and-restore.md, docs/product/trust-accounts-and-devices.md)', () => {
  const refusing = (status: number) => () =>
    Promise.reject(new ApiError(status, '{"message":"refused"}'))

  it.each([401, 403, 408, 429, 500, 502, 503])('keeps a write answered %i', async (status) => {
    const onRejected = vi.fn()
    const outbox = makeOutbox(fakeServer(), { send: refusing(status), onRejected })
    await startWorkout(outbox, workoutId())
    expect(await outbox.drain()).toBe(false)
    expect(outbox.getSnapshot()).toMatchObject({ writes: 1, stalled: true })
    expect(onRejected).not.toHaveBeenCalled()
  })

  it.each([400, 413, 422])('drops a write answered %i, and tells', async (status) => {
    const onRejected = vi.fn()
    const outbox = makeOutbox(fakeServer(), { send: refusing(status), onRejected })
    await startWorkout(outbox, workoutId())
    expect(await outbox.drain()).toBe(true)
    expect(onRejected).toHaveBeenCalledTimes(1)
  })

  it('drops a write of something deleted for good (410) quietly', async () => {
    const onRejected = vi.fn()
    const outbox = makeOutbox(fakeServer(), { send: refusing(410), onRejected })
    await startWorkout(outbox, workoutId())
    expect(await outbox.drain()).toBe(true)
    expect(onRejected).not.toHaveBeenCalled()
  })

  it.each([404, 409])(
    'keeps a write answered %i once another lifter is signed in, and says so',
    async (status) => {
      const onRejected = vi.fn()
      const onUnauthorized = vi.fn()
      const outbox = makeOutbox(fakeServer(), {
        send: refusing(status),
        stillSignedIn: () => Promise.resolve(false),
        onRejected,
        onUnauthorized,
      })
      const w = workoutId()
      await startWorkout(outbox, w)
      await outbox.enqueue({ kind: 'deleteWorkout', id: randomUUID(), workoutId: randomUUID() })
      expect(await outbox.drain()).toBe(false)
      expect(outbox.getSnapshot().writes).toBe(2)
      expect(onUnauthorized).toHaveBeenCalled()
      expect(onRejected).not.toHaveBeenCalled()
    },
  )

  it('keeps a write answered 404 while it cannot tell who is signed in (offline since)', async () => {
    const outbox = makeOutbox(fakeServer(), {
      send: refusing(404),
      stillSignedIn: () => Promise.reject(new TypeError('Failed to fetch')),
    })
    await startWorkout(outbox, workoutId())
    expect(await outbox.drain()).toBe(false)
    expect(outbox.getSnapshot().writes).toBe(1)
  })

  it('drops a 404 or 409 its own lifter heard: a removal quietly, anything else with a word', async () => {
    const onRejected = vi.fn()
    const answers = [404, 409, 404]
    const outbox = makeOutbox(fakeServer(), {
      send: () => refusing(answers.shift()!)(),
      stillSignedIn: () => Promise.resolve(true),
      onRejected,
    })
    const w = workoutId()
    await logSet(outbox, w, randomUUID())
    await startWorkout(outbox, w)
    await outbox.enqueue({ kind: 'deleteSet', id: randomUUID(), workoutId: w })
    expect(await outbox.drain()).toBe(true)
    expect(onRejected.mock.calls.map(([write]) => (write as OutboxWrite).kind)).toEqual([
      'createSet',
      'createWorkout',
    ])
  })

  it('the stale tab: a write kept while another lifter is signed in goes out once its own is back', async () => {
    const server = fakeServer()
    let signedIn = 'b'
    const lifter = randomUUID()
    const send = (write: OutboxWrite) =>
      signedIn === lifter ? server.send(write) : refusing(401)()
    const a = makeOutbox(server, { lifter, send, stillSignedIn: async () => signedIn === lifter })
    const w = workoutId()
    const s = randomUUID()
    await startWorkout(a, w)
    await logSet(a, w, s)
    expect(await a.drain()).toBe(false)
    expect(server.requests).toEqual([])
    a.stop()
    // The lifter signs in again: the next page's outbox of theirs sends everything.
    signedIn = lifter
    const again = makeOutbox(server, { lifter, send })
    expect(await again.drain()).toBe(true)
    expect([...server.sets.keys()]).toEqual([s])
  })
})

describe('Outbox: signing out (docs/product/trust-accounts-and-devices.md)', () => {
  const names = async () => (await indexedDB.databases()).map((db) => db.name)

  it('an empty outbox leaves nothing behind', async () => {
    const server = fakeServer()
    const outbox = makeOutbox(server)
    await startWorkout(outbox, workoutId())
    expect(await outbox.drain()).toBe(true)
    expect(await names()).toContain(lifterNames.outbox(outbox.lifter))
    expect(await outbox.removeFromDevice()).toBe(true)
    expect(await names()).not.toContain(lifterNames.outbox(outbox.lifter))
  })

  it('an outbox with unsent writes stays for its lifter', async () => {
    const server = fakeServer()
    server.setNetwork('down')
    const outbox = makeOutbox(server)
    await startWorkout(outbox, workoutId())
    expect(await outbox.removeFromDevice()).toBe(false)
    expect(await names()).toContain(lifterNames.outbox(outbox.lifter))
    expect((await outbox.entries()).length).toBe(1)
  })

  it('goes with its unsent writes when the account is deleted', async () => {
    const server = fakeServer()
    server.setNetwork('down')
    const outbox = makeOutbox(server)
    await startWorkout(outbox, workoutId())
    expect(await outbox.removeFromDevice({ evenUnsent: true })).toBe(true)
    expect(await names()).not.toContain(lifterNames.outbox(outbox.lifter))
  })

  it('writes a closed page left unqueued count as unsent', async () => {
    const lifter = randomUUID()
    const storage = memoryStorage([[`${lifterNames.outbox(lifter)}-unqueued-x`, '[]']])
    const outbox = makeOutbox(fakeServer(), { lifter, storage })
    expect(await outbox.removeFromDevice()).toBe(false)
  })
})
