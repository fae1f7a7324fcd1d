import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiTokens } from '#server/db/schema.ts'
import type { ApiToken, CreatedToken } from '#shared/contract/tokens.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'

/** docs/product/tokens-and-restore.md / issue 34: personal access tokens for a lifter's own scripts. */
let t: TestApp
let lifter: TestUser
let other: TestUser

beforeAll(async () => {
  t = await buildTestApp()
  lifter = await t.register()
  other = await t.register()
})
afterAll(() => t.close())

async function createToken(user: TestUser, payload: object = { name: 'Script', scope: 'write' }) {
  const res = await t.injectAs(user, { method: 'POST', url: '/api/tokens', payload })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as CreatedToken
}

/** A request signed in by the token alone (no cookie). */
const withToken = (
  token: string,
  options: { method?: string; url: string; payload?: object; headers?: Record<string, string> },
) =>
  t.app.inject({
    method: (options.method ?? 'GET') as 'GET',
    url: options.url,
    ...(options.payload && { payload: options.payload }),
    headers: { ...options.headers, authorization: `Bearer ${token}` },
  })

const listTokens = async (user: TestUser) => {
  const res = await t.injectAs(user, { url: '/api/tokens' })
  expect(res.statusCode).toBe(200)
  return res.json() as ApiToken[]
}

describe('creating and listing tokens', () => {
  it('answers the secret once, stores only its SHA-256, and lists the token without it', async () => {
    const created = await createToken(lifter, { name: '  Nightly backup ', scope: 'read' })
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Nightly backup',
      scope: 'read',
      token: expect.stringMatching(/^ironlog_[\w-]{43}$/),
      createdAt: expect.any(String),
      expiresAt: null,
      lastUsedAt: null,
    })
    const [row] = await t.db.select().from(apiTokens).where(eq(apiTokens.id, created.id))
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('base64url'))
    expect(JSON.stringify(row)).not.toContain(created.token)

    const listed = await listTokens(lifter)
    const { token: _, ...withoutSecret } = created
    expect(listed).toContainEqual(withoutSecret)
    expect(JSON.stringify(listed)).not.toContain(created.token)
  })

  it('sets expiresAt that many days ahead, and lists the newest first', async () => {
    const before = Date.now()
    const first = await createToken(lifter, {
      name: 'Ten years',
      scope: 'write',
      expiresInDays: 3650,
    })
    const second = await createToken(lifter, { name: 'A day', scope: 'write', expiresInDays: 1 })
    expect(Date.parse(second.expiresAt!) - before).toBeGreaterThanOrEqual(86_400_000)
    expect(Date.parse(second.expiresAt!) - Date.now()).toBeLessThanOrEqual(86_400_000)
    expect(Date.parse(first.expiresAt!)).toBeGreaterThan(before + 3649 * 86_400_000)
    const ids = (await listTokens(lifter)).map((token) => token.id)
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))
  })

  it.each([
    [{ name: 'x', scope: 'admin' }, 'scope'],
    [{ name: 'x' }, 'scope'],
    [{ name: '   ', scope: 'read' }, 'name'],
    [{ name: 'x'.repeat(101), scope: 'read' }, 'name'],
    [{ name: 'x', scope: 'read', expiresInDays: 0 }, 'expiresInDays'],
    [{ name: 'x', scope: 'read', expiresInDays: 3651 }, 'expiresInDays'],
    [{ name: 'x', scope: 'read', expiresInDays: 1.5 }, 'expiresInDays'],
    [{ name: 'x', scope: 'read', expiresInDays: '30' }, 'expiresInDays'],
  ])('refuses %j with a 400 naming %s, and makes nothing', async (payload, field) => {
    const before = await listTokens(lifter)
    const res = await t.injectAs(lifter, { method: 'POST', url: '/api/tokens', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(new RegExp(`^${field}: `))
    expect(await listTokens(lifter)).toEqual(before)
  })

  it('asks for a session: signed out is 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens'],
      ['DELETE', `/api/tokens/${crypto.randomUUID()}`],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: { name: 'x', scope: 'read' } })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})

describe('a fresh proof and a bound (docs/product/trust-tokens-and-values.md)', () => {
  /** The lifter's sign-in as if it began 11 minutes ago. */
  const signedInLongAgo = (user: TestUser) =>
    t.db.execute(
      sql`update sessions set created_at = now() - interval '11 minutes' where user_id = ${user.id}`,
    )
  const make = (user: TestUser, payload: object = {}) =>
    t.injectAs(user, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Script', scope: 'write', ...payload },
    })

  it('a cookie alone makes none 10 minutes after signing in: 403 saying so, nothing made', async () => {
    const user = await t.register()
    await signedInLongAgo(user)
    const refused = await make(user)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      message:
        'password: is required to make a token, unless you signed in within the last 10 minutes',
    })
    const wrong = await make(user, { password: 'not the password' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toEqual({ message: 'password: is not correct' })
    expect(await listTokens(user)).toEqual([])
    // The password is the proof; the answer never carries it.
    const made = await make(user, { password: user.password })
    expect(made.statusCode, made.body).toBe(201)
    expect(made.body).not.toContain(user.password)
  })

  it('counts a wrong password as a sign-in guess: 429 past the limit', async () => {
    const user = await t.register()
    await signedInLongAgo(user)
    let last = 0
    for (let guess = 0; guess < 12 && last !== 429; guess++) {
      last = (await make(user, { password: `guess ${guess}` })).statusCode
    }
    expect(last).toBe(429)
  })

  it('an account without a password makes one only soon after signing in', async () => {
    const user = await t.register()
    await t.db.execute(sql`update users set password_hash = null where id = ${user.id}`)
    await signedInLongAgo(user)
    const refused = await make(user, { password: user.password })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({
      message: 'Sign in again, then make a token within 10 minutes of signing in',
    })
    await t.db.execute(sql`update sessions set created_at = now() where user_id = ${user.id}`)
    expect((await make(user)).statusCode).toBe(201)
  })

  it('holds at most 20 live tokens: the 21st is 409, also when asked for at once', async () => {
    const user = await t.register()
    // An expired token does not count.
    await t.db.insert(apiTokens).values({
      userId: user.id,
      name: 'Old',
      scope: 'read',
      tokenHash: 'expired-hash',
      expiresAt: new Date(Date.now() - 1000),
    })
    for (let i = 0; i < 18; i++) expect((await make(user)).statusCode).toBe(201)
    const racing = await Promise.all([make(user), make(user), make(user)])
    expect(racing.map((res) => res.statusCode).sort()).toEqual([201, 201, 409].sort())
    const full = await make(user)
    expect(full.statusCode).toBe(409)
    expect(full.json().message).toBe(
      'You have 20 live tokens, the most an account holds: revoke one to make another',
    )
    expect(await listTokens(user)).toHaveLength(20)
  })
})

describe('signing in with a token', () => {
  it('signs a request in as its lifter on the API, GET /api/auth/user included', async () => {
    const { token } = await createToken(lifter)
    const me = await withToken(token, { url: '/api/auth/user' })
    expect(me.statusCode).toBe(200)
    expect(me.json()).toMatchObject({ id: lifter.id, email: lifter.email })

    const day = await withToken(token, {
      method: 'POST',
      url: '/api/workout-days',
      payload: { name: 'Made by a script' },
    })
    expect(day.statusCode).toBe(201)
    const days = await t.injectAs(lifter, { url: '/api/workout-days' })
    expect(days.json().map((d: { name: string }) => d.name)).toContain('Made by a script')
  })

  it('lets a read token GET, and refuses its writes with 403, writing nothing', async () => {
    const { token } = await createToken(lifter, { name: 'Reader', scope: 'read' })
    expect((await withToken(token, { url: '/api/workout-days' })).statusCode).toBe(200)
    expect((await withToken(token, { url: '/api/export?format=json' })).statusCode).toBe(200)
    const before = (await t.injectAs(lifter, { url: '/api/workout-days' })).json()
    for (const [method, url, payload] of [
      ['POST', '/api/workout-days', { name: 'Not allowed' }],
      ['PUT', '/api/body-weights/2024-01-01', { weight: '180' }],
      ['POST', '/api/imports?unit=lbs', {}],
    ] as const) {
      const res = await withToken(token, { method, url, payload })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().message).toBe('This API token may only read (GET)')
    }
    expect((await t.injectAs(lifter, { url: '/api/workout-days' })).json()).toEqual(before)
  })

  it('refuses the account’s own routes to any token with 403', async () => {
    const { token, id } = await createToken(lifter)
    for (const [method, url, payload] of [
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/tokens', { name: 'Another', scope: 'write' }],
      ['DELETE', `/api/tokens/${id}`, undefined],
      [
        'POST',
        '/api/auth/password',
        { currentPassword: lifter.password, newPassword: 'x'.repeat(12) },
      ],
      ['GET', '/api/auth/security', undefined],
      ['POST', '/api/auth/sessions/end-others', undefined],
      ['PATCH', '/api/auth/user', { unit: 'kg' }],
      ['DELETE', '/api/auth/user', { password: lifter.password }],
    ] as const) {
      const res = await withToken(token, { method, url, ...(payload && { payload }) })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
    // Nothing of it happened: the token lives, the account and its unit are as they were.
    expect((await listTokens(lifter)).map((listed) => listed.id)).toContain(id)
    const me = await t.injectAs(lifter, { url: '/api/auth/user' })
    expect(me.json()).toMatchObject({ id: lifter.id, unit: 'lbs' })
  })

  it('answers 401 to an unknown token, a revoked one and an expired one', async () => {
    expect((await withToken('ironlog_not-a-token', { url: '/api/workouts' })).statusCode).toBe(401)

    const revoked = await createToken(lifter, { name: 'Revoked', scope: 'write' })
    expect((await withToken(revoked.token, { url: '/api/workouts' })).statusCode).toBe(200)
    const revoke = await t.injectAs(lifter, { method: 'DELETE', url: `/api/tokens/${revoked.id}` })
    expect(revoke.statusCode).toBe(204)
    const afterRevoke = await withToken(revoked.token, { url: '/api/workouts' })
    expect(afterRevoke.statusCode).toBe(401)
    expect(afterRevoke.json().message).toMatch(/^Unauthorized/)
    expect((await listTokens(lifter)).map((token) => token.id)).not.toContain(revoked.id)
    const again = await t.injectAs(lifter, { method: 'DELETE', url: `/api/tokens/${revoked.id}` })
    expect(again.statusCode).toBe(404)

    const expiring = await createToken(lifter, {
      name: 'Expiring',
      scope: 'read',
      expiresInDays: 1,
    })
    expect((await withToken(expiring.token, { url: '/api/workouts' })).statusCode).toBe(200)
    await t.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, expiring.id))
    expect((await withToken(expiring.token, { url: '/api/workouts' })).statusCode).toBe(401)
    expect((await withToken(expiring.token, { url: '/api/auth/user' })).statusCode).toBe(401)
    expect((await listTokens(lifter)).map((token) => token.id)).not.toContain(expiring.id)
  })

  it('is not a cookie: a foreign Origin is accepted, where a cookie is refused', async () => {
    const { token } = await createToken(lifter)
    const payload = { name: 'From a script elsewhere' }
    const headers = { origin: 'https://scripts.example' }
    const byToken = await withToken(token, {
      method: 'POST',
      url: '/api/workout-days',
      payload,
      headers,
    })
    expect(byToken.statusCode).toBe(201)
    const byCookie = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-days',
      payload,
      headers,
    })
    expect(byCookie.statusCode).toBe(403)
  })

  it('signs in by the token alone, whatever cookie comes with it', async () => {
    const { token } = await createToken(lifter)
    const res = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}`, cookie: other.cookie },
    })
    expect(res.json().id).toBe(lifter.id)
    // A header that names no token is no token: the cookie signs in as ever.
    const bare = await t.app.inject({
      url: '/api/auth/user',
      headers: { authorization: 'Bearer', cookie: other.cookie },
    })
    expect(bare.json().id).toBe(other.id)
  })

  it('notes the last use, at most once a minute', async () => {
    const created = await createToken(lifter, { name: 'Busy', scope: 'read' })
    const lastUsed = async () =>
      (await listTokens(lifter)).find((x) => x.id === created.id)!.lastUsedAt
    expect(await lastUsed()).toBeNull()
    await withToken(created.token, { url: '/api/workouts' })
    const first = await lastUsed()
    expect(first).not.toBeNull()
    await withToken(created.token, { url: '/api/workouts' })
    expect(await lastUsed()).toBe(first)
    await t.db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiTokens.id, created.id))
    const stale = await lastUsed()
    await withToken(created.token, { url: '/api/workouts' })
    expect(Date.parse((await lastUsed())!)).toBeGreaterThan(Date.parse(stale!))
  })
})

describe('isolation', () => {
  it('never lists another lifter’s tokens, and answers 404 to revoking one', async () => {
    const mine = await createToken(lifter, { name: 'Mine', scope: 'write' })
    const theirs = await listTokens(other)
    expect(theirs.map((token) => token.id)).not.toContain(mine.id)
    const res = await t.injectAs(other, { method: 'DELETE', url: `/api/tokens/${mine.id}` })
    expect(res.statusCode).toBe(404)
    expect((await withToken(mine.token, { url: '/api/auth/user' })).json().id).toBe(lifter.id)
    const unknown = await t.injectAs(other, {
      method: 'DELETE',
      url: `/api/tokens/${crypto.randomUUID()}`,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('sees only its own lifter’s data through a token', async () => {
    const { token } = await createToken(other, { name: 'Other’s', scope: 'read' })
    const days = await withToken(token, { url: '/api/workout-days' })
    expect(days.json().map((day: { name: string }) => day.name)).not.toContain('Made by a script')
  })

  it('goes with the account', async () => {
    const leaving = await t.register()
    const { token } = await createToken(leaving)
    const res = await t.injectAs(leaving, {
      method: 'DELETE',
      url: '/api/auth/user',
      payload: { password: leaving.password },
    })
    expect(res.statusCode).toBe(204)
    expect((await withToken(token, { url: '/api/auth/user' })).statusCode).toBe(401)
  })
})
