import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeServer } from '../../../tests/support/fake-write-server.ts'
import {
  logSet,
  makeOutbox,
  startWorkout,
  started,
  stopOutboxes,
  workoutId,
} from '../../../tests/support/outbox-kit.ts'
import { lifterNames } from './lifter-device.ts'

afterEach(stopOutboxes)

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
})
