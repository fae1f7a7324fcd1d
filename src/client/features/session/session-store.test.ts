import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#client/lib/api-client.ts'
import { exerciseFromTemplate, type LocalSet } from './session-state.ts'
import { SessionStore, type SetTransport } from './session-store.ts'

type ServerSet = { id: string; exerciseName: string; setNumber: number } & Record<string, unknown>

/** A server with a switchable network: 'up', 'down' (nothing arrives) or 'lose-answers'. */
function fakeServer() {
  const sets: ServerSet[] = []
  let network: 'up' | 'down' | 'lose-answers' = 'up'
  let nextId = 1
  let creates = 0
  let pendingCreate: (() => void) | null = null
  const transport: SetTransport = {
    create: async (body) => {
      if (network === 'down') throw new TypeError('Failed to fetch')
      creates += 1
      if (pendingCreate === null && holdCreates) {
        await new Promise<void>((resolve) => (pendingCreate = resolve))
      }
      const set = { ...body, id: `set-${nextId++}` } as ServerSet
      sets.push(set)
      if (network === 'lose-answers') throw new TypeError('Failed to fetch')
      return set
    },
    update: async (id, body) => {
      if (network === 'down') throw new TypeError('Failed to fetch')
      const set = sets.find((s) => s.id === id)
      if (!set) throw new ApiError(404, '{"message":"Set not found"}')
      Object.assign(set, body)
      return set
    },
    list: async () => {
      if (network === 'down') throw new TypeError('Failed to fetch')
      return sets.map((s) => ({ ...s }))
    },
  }
  let holdCreates = false
  return {
    sets,
    transport,
    setNetwork: (state: typeof network) => (network = state),
    creates: () => creates,
    holdNextCreate: () => {
      holdCreates = true
    },
    releaseCreate: () => {
      holdCreates = false
      pendingCreate?.()
      pendingCreate = null
    },
  }
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

function setup(server = fakeServer(), storage = memoryStorage()) {
  const onRejected = vi.fn()
  const store = new SessionStore('day-1', {
    storage,
    transport: server.transport,
    onRejected,
    // Timers are driven by the test through flush().
    setTimer: () => 0,
    clearTimer: () => {},
  })
  store.prepare([
    exerciseFromTemplate({ name: 'Squat', sets: [{ isWarmup: true }, { isWarmup: false }] }, 'a'),
  ])
  store.setWorkoutId('workout-1')
  store.start()
  return { store, server, storage, onRejected }
}

const log = (weight: string, reps: string) => (set: LocalSet) => ({
  ...set,
  weight,
  reps,
  completed: true,
})

describe('SessionStore queue', () => {
  it('keeps sets logged offline and sends them once the network is back', async () => {
    const { store, server, storage } = setup()
    server.setNetwork('down')
    store.updateSet(0, 0, log('95', '10'))
    store.updateSet(0, 1, log('135', '5'))
    expect(await store.flush()).toBe(false)
    expect(store.getSnapshot().unsaved).toBe(2)
    expect(JSON.parse(storage.map.get('workout-session-day-1-pending')!)).toHaveProperty('0-1')

    server.setNetwork('up')
    expect(await store.flush()).toBe(true)
    expect(store.getSnapshot().unsaved).toBe(0)
    expect(server.sets.map((s) => [s.setNumber, s.weight, s.reps, s.completed])).toEqual([
      [1, '95', 10, true],
      [2, '135', 5, true],
    ])
  })

  it('reports unsaved sets only once sending them has failed', async () => {
    const { store, server } = setup()
    store.updateSet(0, 0, log('95', '10'))
    expect(store.getSnapshot().unsaved).toBe(0)
    server.setNetwork('down')
    await store.flush()
    expect(store.getSnapshot().unsaved).toBe(1)
    store.updateSet(0, 1, log('100', '8'))
    expect(store.getSnapshot().unsaved).toBe(2)
    server.setNetwork('up')
    await store.flush()
    expect(store.getSnapshot().unsaved).toBe(0)
  })

  it('sends an edit still gathering when the screen is left', async () => {
    const { store, server } = setup()
    store.updateSet(0, 0, log('95', '10'))
    expect(server.creates()).toBe(0)
    store.stop()
    await vi.waitFor(() => expect(server.sets).toHaveLength(1))
  })

  it('survives a reload: a new store sends what the old one queued', async () => {
    const server = fakeServer()
    const storage = memoryStorage()
    const first = setup(server, storage).store
    server.setNetwork('down')
    first.updateSet(0, 0, log('95', '10'))
    await first.flush()
    first.stop()

    server.setNetwork('up')
    const second = new SessionStore('day-1', { storage, transport: server.transport })
    expect(await second.flush()).toBe(true)
    expect(server.sets).toHaveLength(1)
  })

  it('never duplicates a set whose create answer was lost', async () => {
    const { store, server } = setup()
    server.setNetwork('lose-answers')
    store.updateSet(0, 0, log('95', '10'))
    expect(await store.flush()).toBe(false)
    expect(server.sets).toHaveLength(1)

    server.setNetwork('up')
    store.updateSet(0, 0, (s) => ({ ...s, reps: '12' }))
    expect(await store.flush()).toBe(true)
    expect(server.creates()).toBe(1)
    expect(server.sets.map((s) => [s.id, s.reps])).toEqual([['set-1', 12]])
  })

  it('sends an edit made while the create is in flight as a PATCH of the created set', async () => {
    const { store, server } = setup()
    server.holdNextCreate()
    store.updateSet(0, 0, log('95', '10'))
    const round = store.flush()
    await vi.waitFor(() => expect(server.creates()).toBe(1))
    store.updateSet(0, 0, (s) => ({ ...s, weight: '100' }))
    const second = store.flush()
    server.releaseCreate()
    await round
    expect(await second).toBe(true)
    expect(server.creates()).toBe(1)
    expect(server.sets.map((s) => s.weight)).toEqual(['100'])
  })

  it('does not send sets without data (spec §4)', async () => {
    const { store, server } = setup()
    store.updateSet(0, 0, (s) => ({ ...s, isWarmup: false, notes: 'just a note' }))
    expect(store.getSnapshot().unsaved).toBe(0)
    expect(await store.flush()).toBe(true)
    expect(server.creates()).toBe(0)
  })

  it('drops a set the server refuses for good and says so', async () => {
    const server = fakeServer()
    server.transport.create = async () => {
      throw new ApiError(400, '{"message":"weight: must be a number from 0 to 10000"}')
    }
    const { store, onRejected } = setup(server)
    store.updateSet(0, 0, log('95', '10'))
    expect(await store.flush()).toBe(true)
    expect(onRejected).toHaveBeenCalledOnce()
    expect(store.getSnapshot().unsaved).toBe(0)
  })

  it('resets a removed saved set on the server and reuses it when a set is added back', async () => {
    const { store, server } = setup()
    store.updateSet(0, 1, log('135', '5'))
    await store.flush()
    store.removeSet(0)
    expect(await store.flush()).toBe(true)
    expect(server.sets.map((s) => [s.setNumber, s.weight, s.reps, s.completed])).toEqual([
      [2, '0', 0, false],
    ])
    store.addSet(0)
    store.updateSet(0, 1, log('140', '3'))
    expect(await store.flush()).toBe(true)
    expect(server.creates()).toBe(1)
    expect(server.sets.map((s) => [s.setNumber, s.weight, s.reps, s.completed])).toEqual([
      [2, '140', 3, true],
    ])
  })

  it('keeps an exercise list of the same length and replaces one of another length', () => {
    const { store } = setup()
    store.updateSet(0, 0, (s) => ({ ...s, weight: '50' }))
    store.prepare([exerciseFromTemplate({ name: 'Squat', sets: [] }, 'b')])
    expect(store.getSnapshot().exercises[0]!.sets[0]!.weight).toBe('50')
    store.prepare([
      exerciseFromTemplate({ name: 'Squat', sets: [] }, 'b'),
      exerciseFromTemplate({ name: 'Lunge', sets: [] }, 'c'),
    ])
    expect(store.getSnapshot().workoutId).toBeNull()
    expect(store.getSnapshot().exercises.map((e) => e.sets.length)).toEqual([1, 1])
  })
})
