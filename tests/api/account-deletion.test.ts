import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '#server/queries/sign-in-sessions.ts'
import { queryRows } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const deleteAccount = (user: Pick<TestUser, 'cookie'>, payload?: object) =>
  t.injectAs(user, {
    method: 'DELETE',
    url: '/api/auth/user',
    ...(payload !== undefined && { payload }),
  })

/** Rows that belong to a user id, table by table. */
async function rowsOf(userId: string) {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select
      (select count(*) from users where id = ${userId})::int as users,
      (select count(*) from sessions where user_id = ${userId})::int as sessions,
      (select count(*) from workout_days where user_id = ${userId})::int as days,
      (select count(*) from workouts where user_id = ${userId})::int as workouts,
      (select count(*) from workout_sets where user_id = ${userId})::int as sets,
      (select count(*) from workout_exercise_figures where user_id = ${userId})::int as records,
      (select count(*) from shares where sender_id = ${userId})::int as shares`,
  )
  return row!
}

/** A lifter with a day, a completed workout with a PR, a draft and a share sent. */
async function busyLifter(friend: TestUser) {
  const lifter = await t.register()
  const day = await f.createDay(lifter, { name: 'Push' })
  await f.completedWorkout(lifter, day.id, '2025-03-01T10:00:00.000Z', [
    { exerciseName: 'Bench Press', weight: '135', reps: 5 },
  ])
  const draft = await f.startWorkout(lifter, day.id)
  await f.logSet(lifter, { workoutId: draft.id, exerciseName: 'Bench Press', reps: 3 })
  await f.call(
    lifter,
    'POST',
    '/api/shares',
    { recipientEmail: friend.email, workoutDayData: [{ name: 'Push', exercises: [] }] },
    201,
  )
  return lifter
}

describe('DELETE /api/auth/user (docs/product/import-export.md)', () => {
  it('deletes the account and everything it owns, and ends its sessions', async () => {
    const friend = await t.register()
    const lifter = await busyLifter(friend)
    // Two shares the friend sent to the lifter: one answered, one still pending.
    const sendToLifter = (name: string) =>
      f.call<{ id: string }>(
        friend,
        'POST',
        '/api/shares',
        { recipientEmail: lifter.email, workoutDayData: [{ name, exercises: [] }] },
        201,
      )
    const answered = await sendToLifter('Legs')
    await f.call(lifter, 'POST', `/api/shares/${answered.id}/accept`)
    await sendToLifter('Pull')
    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: lifter.email, password: lifter.password },
    })
    const otherCookie = otherDevice.headers['set-cookie']!.toString().split(';')[0]!
    expect(await rowsOf(lifter.id)).toEqual({
      users: 1,
      sessions: 2,
      days: 2,
      workouts: 2,
      sets: 2,
      records: 1,
      shares: 1,
    })

    const res = await deleteAccount(lifter, { password: lifter.password })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    const cleared = res.cookies.find((c) => c.name === 'ironlog_session')
    expect(cleared?.value).toBe('')

    expect(await rowsOf(lifter.id)).toEqual({
      users: 0,
      sessions: 0,
      days: 0,
      workouts: 0,
      sets: 0,
      records: 0,
      shares: 0,
    })
    for (const cookie of [lifter.cookie, otherCookie]) {
      const me = await t.injectAs({ cookie }, { url: '/api/auth/user' })
      expect(me.statusCode).toBe(401)
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: lifter.email, password: lifter.password },
    })
    expect(login.statusCode).toBe(401)

    // Its pending share to the friend is gone. Of the friend's shares to it, the answered one is
    // still the friend's record; the pending one is gone (docs/product/trust-accounts-and-devices.md: it would wait for
    // whoever registers the address next).
    expect(await f.call(friend, 'GET', '/api/shares/incoming')).toEqual([])
    expect(await f.call(friend, 'GET', '/api/shares/outgoing')).toEqual([
      expect.objectContaining({ id: answered.id, status: 'accepted' }),
    ])
    expect(await rowsOf(friend.id)).toMatchObject({ users: 1, shares: 1 })
  })

  it('lets the e-mail sign up again, to an empty account', async () => {
    const friend = await t.register()
    const lifter = await busyLifter(friend)
    await f.call(
      friend,
      'POST',
      '/api/shares',
      { recipientEmail: lifter.email, workoutDayData: [{ name: 'Legs', exercises: [] }] },
      201,
    )
    expect((await deleteAccount(lifter, { password: lifter.password })).statusCode).toBe(204)
    const again = await t.register({ email: lifter.email.toUpperCase() })
    expect(again.id).not.toBe(lifter.id)
    // Not even the shares that were pending for the old account wait for the new one.
    expect(await f.call(again, 'GET', '/api/shares/incoming')).toEqual([])
    expect(await f.call(again, 'GET', '/api/workout-days')).toEqual([])
    expect(await f.call(again, 'GET', '/api/workouts')).toEqual([])
    expect(await f.call(again, 'GET', '/api/exercises')).toEqual([])
  })

  it('refuses a wrong password with 401 and a missing one with 400, deleting nothing', async () => {
    const friend = await t.register()
    const lifter = await busyLifter(friend)
    const before = await rowsOf(lifter.id)

    const wrong = await deleteAccount(lifter, { password: 'not my password' })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toEqual({ message: 'password: is not correct' })
    for (const [payload, message] of [
      [{}, 'password: is required'],
      [{ password: '' }, 'password: is required'],
      [{ password: 42 }, /^password: /],
      [{ password: 'x', extra: true }, /^body: |extra/],
    ] as const) {
      const res = await deleteAccount(lifter, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json().message).toMatch(message)
    }
    const noBody = await deleteAccount(lifter)
    expect(noBody.statusCode).toBe(400)

    expect(await rowsOf(lifter.id)).toEqual(before)
    expect((await t.injectAs(lifter, { url: '/api/auth/user' })).statusCode).toBe(200)
  })

  it('limits password guesses like sign-in does', async () => {
    const lifter = await t.register()
    for (let i = 0; i < 5; i++) {
      expect((await deleteAccount(lifter, { password: `guess ${i}` })).statusCode).toBe(401)
    }
    const limited = await deleteAccount(lifter, { password: lifter.password })
    expect(limited.statusCode).toBe(429)
    expect(await rowsOf(lifter.id)).toMatchObject({ users: 1 })
  })

  it('needs a signed-in lifter', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      payload: { password: 'whatever1' },
    })
    expect(res.statusCode).toBe(401)
  })

  describe('an account without a password (OIDC)', () => {
    async function oidcLifter() {
      const email = `oidc-${crypto.randomUUID().slice(0, 8)}@example.com`
      const [user] = await t.db.insert(users).values({ email }).returning({ id: users.id })
      const token = await createSession(t.db, user!.id)
      return { id: user!.id, cookie: `ironlog_session=${t.app.signCookie(token)}` }
    }

    it('deletes from a fresh sign-in', async () => {
      const lifter = await oidcLifter()
      expect((await t.injectAs(lifter, { url: '/api/auth/user' })).statusCode).toBe(200)
      expect((await deleteAccount(lifter, {})).statusCode).toBe(204)
      expect(await rowsOf(lifter.id)).toMatchObject({ users: 0, sessions: 0 })
    })

    it('asks for a fresh sign-in when the session is older than 10 minutes', async () => {
      const lifter = await oidcLifter()
      await t.db.execute(
        sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${lifter.id}`,
      )
      const res = await deleteAccount(lifter, { password: 'anything' })
      expect(res.statusCode).toBe(401)
      expect(res.json().message).toMatch(/^Sign in again/)
      expect(await rowsOf(lifter.id)).toMatchObject({ users: 1 })
    })
  })
})
