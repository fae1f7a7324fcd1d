import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeServer } from '../../../../tests/support/fake-write-server.ts'
import {
  logSet,
  makeOutbox,
  sharedDrainLock,
  startWorkout,
  started,
  stopOutboxes,
  until,
  workoutId,
} from '../../../../tests/support/outbox-kit.ts'
import { ApiError } from '../api-client.ts'
import type { OutboxWrite } from './queue.ts'

afterEach(stopOutboxes)

describe('Sender: in order, once, from one tab, again later (through the outbox)', () => {
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
})

describe('Sender: one lifter’s writes (docs/product/tokens-and-restore.md, docs/product/trust-accounts-and-devices.md)', () => {
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
