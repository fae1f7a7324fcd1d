import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeServer } from '../../../../tests/support/fake-write-server.ts'
import {
  logSet,
  makeOutbox,
  setBody,
  startWorkout,
  started,
  stopOutboxes,
  until,
  workoutId,
} from '../../../../tests/support/outbox-kit.ts'
import { WriteQueue } from './queue.ts'

afterEach(stopOutboxes)

describe('WriteQueue: what is queued, merged and kept (through the outbox)', () => {
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
})

describe("a device's draft of a day another device entered meanwhile (docs/product/trust-tokens-and-values.md)", () => {
  it('joins the day’s draft: its queued sets, and those written later, land there once', async () => {
    const { server, outbox, w, s } = await started()
    const shared = workoutId()
    const t = randomUUID()
    server.openDraft('d', shared)
    const joined: string[][] = []
    outbox.onJoined((from, to) => joined.push([from, to]))
    await logSet(outbox, w, s)
    await logSet(outbox, w, t, { setNumber: 2 })
    await outbox.enqueue({ kind: 'updateSet', id: s, workoutId: w, body: { reps: 9 } })
    expect(await outbox.drain()).toBe(true)
    expect(joined).toEqual([[w, shared]])
    expect(outbox.workoutNow(w)).toBe(shared)
    // A write made for the old workout after the join (held until a paint) follows it.
    await outbox.enqueue({ kind: 'updateSet', id: t, workoutId: w, body: { completed: true } })
    await outbox.enqueue({
      kind: 'completeWorkout',
      id: w,
      workoutId: w,
      body: { completedAt: 'x' },
    })
    expect(
      (await outbox.entries()).map((e) => [e.kind, e.id, 'workoutId' in e && e.workoutId]),
    ).toEqual([
      ['updateSet', t, shared],
      ['completeWorkout', shared, shared],
    ])
    expect(await outbox.drain()).toBe(true)
    expect(server.requests).toEqual([
      `createWorkout ${w}`,
      `createSet ${s}`,
      `createSet ${t}`,
      `updateSet ${t}`,
      `completeWorkout ${shared}`,
    ])
    expect([...server.workouts]).toEqual([shared])
    expect([...server.sets.values()]).toEqual([
      expect.objectContaining({ id: s, workoutId: shared, reps: 9 }),
      expect.objectContaining({ id: t, workoutId: shared, completed: true }),
    ])
  })

  it('keeps a workout finished before its create was answered as its own', async () => {
    const { server, outbox, w, s } = await started()
    server.openDraft('d', workoutId())
    await logSet(outbox, w, s)
    await outbox.enqueue({
      kind: 'completeWorkout',
      id: w,
      workoutId: w,
      body: { completedAt: 'x' },
    })
    expect(await outbox.drain()).toBe(true)
    expect(server.workouts.has(w)).toBe(true)
    expect(server.sets.get(s)).toMatchObject({ workoutId: w })
  })
})

describe('WriteQueue', () => {
  it('hands out the oldest write marked as sent, and merges nothing into it after', async () => {
    const queue = new WriteQueue(`queue-${randomUUID()}`)
    const w = workoutId()
    const s = randomUUID()
    await queue.put({ kind: 'createSet', id: s, workoutId: w, body: setBody(w, s) })
    await queue.put({ kind: 'updateSet', id: s, workoutId: w, body: { reps: 6 } })
    const taken = await queue.takeOldest()
    expect(taken).toMatchObject({ kind: 'createSet', attempted: true, body: { reps: 6 } })
    await queue.put({ kind: 'updateSet', id: s, workoutId: w, body: { reps: 7 } })
    expect((await queue.entries()).map((e) => [e.kind, e.attempted])).toEqual([
      ['createSet', true],
      ['updateSet', false],
    ])
    await queue.acknowledge(taken!)
    expect(await queue.takeOldest()).toMatchObject({ kind: 'updateSet', body: { reps: 7 } })
    await queue.remove()
  })
})
