import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/client.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'

/**
 * docs/product/trust-tokens-and-values.md, a restore stays within reason: each list of a restore
 * is bounded (400 naming it, refused before its elements are read), a body nests no deeper than
 * the export does (400, measured before it is parsed), and an account holds at most 500 days
 * (409 for the 501st, by any route, nothing written).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const restore = (user: TestUser, document: object | string) =>
  t.injectAs(user, {
    method: 'POST',
    url: '/api/imports',
    headers: { 'content-type': 'application/json' },
    payload: typeof document === 'string' ? document : JSON.stringify(document),
  })
const file = (lists: object) => ({ format: 'ironlog', version: 1, ...lists })
const daysOf = async (user: TestUser) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from workout_days where user_id = ${user.id}`,
    )
  )[0]!.n

describe('a restore’s lists', () => {
  // Elements the schema would refuse: the count alone answers, before any element is read.
  it.each([
    ['days', 501, 'days: holds 501 days; a restore takes at most 500'],
    ['workouts', 20_001, 'workouts: holds 20,001 workouts; a restore takes at most 20,000'],
    [
      'bodyWeights',
      20_001,
      'bodyWeights: holds 20,001 body weights; a restore takes at most 20,000',
    ],
    ['progressions', 5001, 'progressions: holds 5,001 rules; a restore takes at most 5,000'],
    [
      'exerciseMuscles',
      5001,
      'exerciseMuscles: holds 5,001 muscle settings; a restore takes at most 5,000',
    ],
    ['exerciseNotes', 5001, 'exerciseNotes: holds 5,001 notes; a restore takes at most 5,000'],
    [
      'exerciseTypes',
      5001,
      'exerciseTypes: holds 5,001 exercise types; a restore takes at most 5,000',
    ],
  ])('%s: %i is a 400 naming the list', async (list, count, message) => {
    const lifter = await t.register()
    const res = await restore(lifter, file({ [list]: Array.from({ length: count }, () => 0) }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('holds at most 500,000 sets in all its workouts', async () => {
    const lifter = await t.register()
    const workouts = Array.from({ length: 100 }, (_, i) => ({
      sets: Array.from({ length: i === 0 ? 5001 : 5000 }, () => 0),
    }))
    const res = await restore(lifter, file({ workouts }))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      message: 'workouts: holds 500,001 sets; a restore takes at most 500,000',
    })
  })

  it('takes 500 days into an empty account', async () => {
    const lifter = await t.register()
    const days = Array.from({ length: 500 }, (_, i) => ({ id: `d${i}`, name: `Day ${i}` }))
    const res = await restore(lifter, file({ days }))
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().days).toBe(500)
    expect(await daysOf(lifter)).toBe(500)
  })
})

describe('how deep a body nests', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`

  it('a restore nesting deeper than the export under a key nobody reads is a 400', async () => {
    const lifter = await t.register()
    const message = 'body: nests deeper than 10 levels of objects and arrays'
    // The export's deepest path: shares → outgoing → a share → its days → exercises → sets.
    const deepest = `{"format":"ironlog","version":1,"shares":{"outgoing":[{"workoutDayData":[{"exercises":[{"sets":[{"kind":"working"}]}]}]}]}}`
    expect((await restore(lifter, deepest)).statusCode).toBe(201)
    const deeper = `{"format":"ironlog","version":1,"ignored":${nested(10)}}`
    const refused = await restore(lifter, deeper)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ message })
    // Ten megabytes of it: measured, never parsed.
    const huge = `{"format":"ironlog","version":1,"ignored":${nested(5 * 1024 * 1024 - 30)}}`
    const hugeRefused = await restore(lifter, huge)
    expect(hugeRefused.statusCode).toBe(400)
    expect(hugeRefused.json()).toEqual({ message })
    // Brackets inside strings are text.
    const inText = `{"format":"ironlog","version":1,"days":[{"id":"${'['.repeat(50)}","name":"Push"}]}`
    expect((await restore(lifter, inText)).statusCode).toBe(201)
  })

  it('any route’s JSON body too', async () => {
    const lifter = await t.register()
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-days',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Push","x":${nested(11)}}`,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('body: nests deeper than 10 levels of objects and arrays')
    expect(await daysOf(lifter)).toBe(0)
  })
})

describe('an account holds at most 500 days', () => {
  let lifter: TestUser
  beforeAll(async () => {
    lifter = await t.register()
    const days = Array.from({ length: 499 }, (_, i) => ({ id: `d${i}`, name: `Day ${i}` }))
    expect((await restore(lifter, file({ days }))).statusCode).toBe(201)
  })

  it('the 500th by a create, the 501st refused by every route, nothing written', async () => {
    const create = (name: string) =>
      t.injectAs(lifter, { method: 'POST', url: '/api/workout-days', payload: { name } })
    expect((await create('Day 499')).statusCode).toBe(201)
    const full = 'An account holds at most 500 days: it has 500, and this adds 1'
    const refused = await create('Day 500')
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({ message: full })

    const restored = await restore(lifter, file({ days: [{ id: 'x', name: 'One more' }] }))
    expect(restored.statusCode).toBe(409)
    expect(restored.json()).toEqual({ message: full })
    // A day the account has by name adds nothing: still taken.
    expect((await restore(lifter, file({ days: [{ id: 'x', name: 'day 7' }] }))).statusCode).toBe(
      201,
    )

    const program = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/programs/5x5/start',
      payload: {},
    })
    expect(program.statusCode).toBe(409)
    expect(program.json().message).toMatch(/^An account holds at most 500 days: it has 500/)

    const friend = await t.register()
    const shared = await t.injectAs(friend, {
      method: 'POST',
      url: '/api/shares',
      payload: { recipientEmail: lifter.email, workoutDayData: [{ name: 'Legs', exercises: [] }] },
    })
    expect(shared.statusCode, shared.body).toBe(201)
    const accepted = await t.injectAs(lifter, {
      method: 'POST',
      url: `/api/shares/${shared.json().id as string}/accept`,
    })
    expect(accepted.statusCode).toBe(409)
    expect(accepted.json()).toEqual({ message: full })
    // Still pending: the refusal changed nothing.
    const incoming = await t.injectAs(lifter, { url: '/api/shares/incoming' })
    expect(incoming.json()[0].status).toBe('pending')
    expect(await daysOf(lifter)).toBe(500)
    expect(
      (await queryRows(t.db, sql`select 1 from progression_rules where user_id = ${lifter.id}`))
        .length,
    ).toBe(0)
  })

  it('two creates at once at 499 make one day, not two', async () => {
    const other = await t.register()
    const days = Array.from({ length: 499 }, (_, i) => ({ id: `d${i}`, name: `Day ${i}` }))
    expect((await restore(other, file({ days }))).statusCode).toBe(201)
    const both = await Promise.all(
      ['A', 'B'].map((name) =>
        t.injectAs(other, { method: 'POST', url: '/api/workout-days', payload: { name } }),
      ),
    )
    expect(both.map((res) => res.statusCode).sort()).toEqual([201, 409])
    expect(await daysOf(other)).toBe(500)
  })
})
