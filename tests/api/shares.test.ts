import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '#server/auth/limits.ts'
import { rateLimitHits } from '#server/db/schema.ts'
import type { SharedDay } from '#shared/contract/shares.ts'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const PUSH: SharedDay = {
  name: 'Push',
  icon: 'chest',
  exercises: [
    {
      name: 'Bench Press',
      sets: [
        { isWarmup: true, kind: 'warmup' },
        { isWarmup: false, kind: 'working', mode: 'chains' },
      ],
    },
    { name: 'Overhead Press', sets: [{ isWarmup: false, kind: 'failure' }] },
  ],
}
const LEGS: SharedDay = {
  name: 'Legs',
  exercises: [{ name: 'Squat', sets: [{ isWarmup: false, kind: 'working' }] }],
}

function share(from: TestUser, recipientEmail: string, workoutDayData: unknown = [PUSH]) {
  return t.injectAs(from, {
    method: 'POST',
    url: '/api/shares',
    payload: { recipientEmail, workoutDayData },
  })
}

const get = (user: TestUser, url: string) => t.injectAs(user, { method: 'GET', url })
const act = (user: TestUser, id: string, action: 'accept' | 'reject') =>
  t.injectAs(user, { method: 'POST', url: `/api/shares/${id}/${action}` })

/** Every workout day of the user, archived or not, in creation order, as the API answers them. */
const daysOf = async (user: TestUser) =>
  (await get(user, '/api/workout-days?includeArchived=true')).json() as WorkoutDay[]

describe('the life of a share', () => {
  it('goes from sender to recipient, and accepting copies the days into the recipient account', async () => {
    const sender = await t.register()
    const recipient = await t.register()

    // The recipient's e-mail typed in another case, with stray spaces, still reaches them.
    const created = await share(sender, `  ${recipient.email.toUpperCase()} `, [PUSH, LEGS])
    expect(created.statusCode).toBe(201)
    const body = created.json()
    expect(body).toEqual({
      id: expect.any(String),
      senderEmail: sender.email,
      recipientEmail: recipient.email.toUpperCase(),
      workoutDayData: [PUSH, LEGS],
      status: 'pending',
      createdAt: expect.any(String),
    })
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt)

    expect((await get(sender, '/api/shares/outgoing')).json()).toEqual([body])
    expect((await get(recipient, '/api/shares/incoming')).json()).toEqual([body])
    expect((await get(recipient, '/api/shares/pending-count')).json()).toEqual({ count: 1 })
    // The sender's own lists do not mix directions.
    expect((await get(sender, '/api/shares/incoming')).json()).toEqual([])
    expect((await get(recipient, '/api/shares/outgoing')).json()).toEqual([])
    expect((await get(sender, '/api/shares/pending-count')).json()).toEqual({ count: 0 })

    const accepted = await act(recipient, body.id, 'accept')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toEqual({ ...body, status: 'accepted' })

    const days = await daysOf(recipient)
    expect(
      days.map(({ name, icon, archived, exercises }) => ({ name, icon, archived, exercises })),
    ).toEqual([
      { name: 'Push', icon: 'chest', archived: false, exercises: PUSH.exercises },
      // No icon in the snapshot: the default one.
      { name: 'Legs', icon: 'dumbbell', archived: false, exercises: LEGS.exercises },
    ])
    expect(await daysOf(sender)).toEqual([])

    expect((await get(recipient, '/api/shares/pending-count')).json()).toEqual({ count: 0 })
    expect((await get(sender, '/api/shares/outgoing')).json()[0].status).toBe('accepted')
    expect((await get(recipient, '/api/shares/incoming')).json()[0].status).toBe('accepted')
  })

  it('rejecting changes the status and adds nothing', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const { id } = (await share(sender, recipient.email)).json()

    const rejected = await act(recipient, id, 'reject')
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json()).toMatchObject({ id, status: 'rejected' })
    expect(await daysOf(recipient)).toEqual([])
    expect((await get(sender, '/api/shares/outgoing')).json()[0].status).toBe('rejected')
    expect((await get(recipient, '/api/shares/pending-count')).json()).toEqual({ count: 0 })
  })

  it('stores the days as sent, names trimmed', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const res = await share(sender, recipient.email, [
      { name: '  Pull  ', exercises: [{ name: ' Row ', sets: [] }] },
    ])
    expect(res.statusCode).toBe(201)
    expect(res.json().workoutDayData).toEqual([
      { name: 'Pull', exercises: [{ name: 'Row', sets: [] }] },
    ])
  })

  it('copies the days once when two answers arrive at the same moment', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const { id } = (await share(sender, recipient.email)).json()
    const answers = await Promise.all([
      act(recipient, id, 'accept'),
      act(recipient, id, 'accept'),
      act(recipient, id, 'reject'),
    ])
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(2)
    const winner = answers.find((res) => res.statusCode === 200)!.json().status
    expect((await daysOf(recipient)).map((d) => d.name)).toEqual(
      winner === 'accepted' ? ['Push'] : [],
    )
  })

  it('reaches an e-mail that registers only afterwards', async () => {
    const sender = await t.register()
    const email = `later-${randomUUID().slice(0, 8)}@example.com`
    const { id } = (await share(sender, email)).json()

    const latecomer = await t.register({ email: email.toUpperCase() })
    expect((await get(latecomer, '/api/shares/pending-count')).json()).toEqual({ count: 1 })
    expect(
      (await get(latecomer, '/api/shares/incoming')).json().map((s: { id: string }) => s.id),
    ).toEqual([id])
    expect((await act(latecomer, id, 'accept')).statusCode).toBe(200)
    expect((await daysOf(latecomer)).map((d) => d.name)).toEqual(['Push'])
  })

  it('lists newest first', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const first = (await share(sender, recipient.email, [PUSH])).json()
    const second = (await share(sender, recipient.email, [LEGS])).json()
    const ids = (list: { id: string }[]) => list.map((s) => s.id)
    expect(ids((await get(sender, '/api/shares/outgoing')).json())).toEqual([second.id, first.id])
    expect(ids((await get(recipient, '/api/shares/incoming')).json())).toEqual([
      second.id,
      first.id,
    ])
    expect((await get(recipient, '/api/shares/pending-count')).json()).toEqual({ count: 2 })
  })
})

describe('refusals', () => {
  it('answers 400 for a share to oneself, whatever the case', async () => {
    const sender = await t.register()
    const res = await share(sender, sender.email.toUpperCase())
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^recipientEmail: /)
    expect((await get(sender, '/api/shares/outgoing')).json()).toEqual([])
  })

  it.each([
    ['an invalid e-mail', 'not-an-email', [PUSH], /^recipientEmail: /],
    ['an empty e-mail', '', [PUSH], /^recipientEmail: /],
    ['no days', 'friend@example.com', [], /^workoutDayData: /],
    ['days that are not a list', 'friend@example.com', 'Push', /^workoutDayData: /],
    [
      '21 days',
      'friend@example.com',
      Array.from({ length: 21 }, (_, i) => ({ ...LEGS, name: `Day ${i}` })),
      /^workoutDayData: /,
    ],
    [
      '51 exercises in a day',
      'friend@example.com',
      [
        {
          name: 'Big',
          exercises: Array.from({ length: 51 }, (_, i) => ({ name: `E${i}`, sets: [] })),
        },
      ],
      /^workoutDayData\.0\.exercises: /,
    ],
    [
      '21 sets in an exercise',
      'friend@example.com',
      [
        {
          name: 'Big',
          exercises: [
            { name: 'Squat', sets: Array.from({ length: 21 }, () => ({ isWarmup: false })) },
          ],
        },
      ],
      /^workoutDayData\.0\.exercises\.0\.sets: /,
    ],
    [
      'a day name over 100 characters',
      'friend@example.com',
      [{ ...LEGS, name: 'x'.repeat(101) }],
      /^workoutDayData\.0\.name: /,
    ],
    [
      'an exercise name over 100 characters',
      'friend@example.com',
      [{ name: 'Legs', exercises: [{ name: 'x'.repeat(101), sets: [] }] }],
      /^workoutDayData\.0\.exercises\.0\.name: /,
    ],
    [
      'an empty day name',
      'friend@example.com',
      [{ ...LEGS, name: '   ' }],
      /^workoutDayData\.0\.name: /,
    ],
    [
      'an unknown icon',
      'friend@example.com',
      [{ ...LEGS, icon: 'unicorn' }],
      /^workoutDayData\.0\.icon: /,
    ],
  ])('answers 400 naming the field for %s', async (_, recipientEmail, days, message) => {
    const sender = await t.register()
    const res = await share(sender, recipientEmail, days)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(message)
    expect((await get(sender, '/api/shares/outgoing')).json()).toEqual([])
  })

  it('accepts exactly the limits: 20 days, 50 exercises a day, 20 sets an exercise, 100-character names', async () => {
    const sender = await t.register()
    const exercises = Array.from({ length: 50 }, (_, i) => ({
      name: `${'x'.repeat(97)}${String(i).padStart(3, '0')}`,
      sets: Array.from({ length: 20 }, () => ({ isWarmup: false })),
    }))
    const days = Array.from({ length: 20 }, (_, i) => ({
      name: `${'d'.repeat(98)}${String(i).padStart(2, '0')}`,
      exercises,
    }))
    const res = await share(sender, 'friend@example.com', days)
    expect(res.statusCode).toBe(201)
  })

  it('lets only the recipient answer: 404 for the sender and for anyone else', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const stranger = await t.register()
    const { id } = (await share(sender, recipient.email)).json()

    for (const user of [sender, stranger]) {
      for (const action of ['accept', 'reject'] as const) {
        const res = await act(user, id, action)
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({ message: expect.any(String) })
      }
    }
    // Nothing changed: the recipient can still accept, and nobody else got days.
    expect((await get(recipient, '/api/shares/incoming')).json()[0].status).toBe('pending')
    expect(await daysOf(sender)).toEqual([])
    expect(await daysOf(stranger)).toEqual([])
  })

  it('answers 404 the same for an unknown id and for a malformed one', async () => {
    const user = await t.register()
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      expect((await act(user, id, 'accept')).statusCode).toBe(404)
      expect((await act(user, id, 'reject')).statusCode).toBe(404)
    }
  })

  it('answers 409 for any second answer to a share, and the first one stands', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const accepted = (await share(sender, recipient.email)).json()
    const rejected = (await share(sender, recipient.email, [LEGS])).json()

    expect((await act(recipient, accepted.id, 'accept')).statusCode).toBe(200)
    expect((await act(recipient, rejected.id, 'reject')).statusCode).toBe(200)

    for (const id of [accepted.id, rejected.id]) {
      for (const action of ['accept', 'reject'] as const) {
        const res = await act(recipient, id, action)
        expect(res.statusCode).toBe(409)
        expect(res.json()).toEqual({ message: 'This share is no longer pending' })
      }
    }
    // Accepting once copied the day once; the rejected share never did.
    expect((await daysOf(recipient)).map((d) => d.name)).toEqual(['Push'])
    const statuses = (await get(recipient, '/api/shares/incoming'))
      .json()
      .map((s: { id: string; status: string }) => [s.id, s.status])
    expect(new Map(statuses)).toEqual(
      new Map([
        [accepted.id, 'accepted'],
        [rejected.id, 'rejected'],
      ]),
    )
  })

  const SHARES_PER_HOUR = LIMITS.sharesPerAccount.max

  it(`answers 429 past ${SHARES_PER_HOUR} shares an hour from one account, and only for it`, async () => {
    const sender = await t.register()
    const other = await t.register()
    for (let i = 0; i < SHARES_PER_HOUR; i++) {
      expect((await share(sender, 'friend@example.com')).statusCode).toBe(201)
    }
    const refused = await share(sender, 'friend@example.com')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ message: expect.stringMatching(/try again in 60 minutes/) })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600)
    expect((await get(sender, '/api/shares/outgoing')).json()).toHaveLength(SHARES_PER_HOUR)
    expect((await share(other, 'friend@example.com')).statusCode).toBe(201)

    // An hour later the sender may share again.
    await t.db
      .update(rateLimitHits)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(rateLimitHits.account, sender.email.toLowerCase()))
    expect((await share(sender, 'friend@example.com')).statusCode).toBe(201)
  })

  it('answers 401 on every route without a session', async () => {
    const id = randomUUID()
    for (const [method, url] of [
      ['POST', '/api/shares'],
      ['GET', '/api/shares/incoming'],
      ['GET', '/api/shares/outgoing'],
      ['GET', '/api/shares/pending-count'],
      ['POST', `/api/shares/${id}/accept`],
      ['POST', `/api/shares/${id}/reject`],
    ] as const) {
      const res = await t.app.inject({ method, url })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})

describe('isolation', () => {
  it('shows each account only the shares sent by it or to it', async () => {
    const alice = await t.register()
    const bob = await t.register()
    const carol = await t.register()
    const toBob = (await share(alice, bob.email)).json()
    const toAlice = (await share(carol, alice.email, [LEGS])).json()

    const ids = async (user: TestUser, list: string) =>
      (await get(user, `/api/shares/${list}`)).json().map((s: { id: string }) => s.id)

    expect(await ids(alice, 'outgoing')).toEqual([toBob.id])
    expect(await ids(alice, 'incoming')).toEqual([toAlice.id])
    expect(await ids(bob, 'incoming')).toEqual([toBob.id])
    expect(await ids(bob, 'outgoing')).toEqual([])
    expect(await ids(carol, 'outgoing')).toEqual([toAlice.id])
    expect(await ids(carol, 'incoming')).toEqual([])
    for (const [user, count] of [
      [alice, 1],
      [bob, 1],
      [carol, 0],
    ] as const) {
      expect((await get(user, '/api/shares/pending-count')).json()).toEqual({ count })
    }
  })
})
