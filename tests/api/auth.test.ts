import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, sessionCookie, type TestApp } from '../support/build-test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const json = { 'content-type': 'application/json' }

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 with the user and sets a hardened session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: '  New.Lifter@Example.com ',
        password: 'long enough',
        firstName: 'New',
        lastName: 'Lifter',
      },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      id: expect.any(String),
      email: 'New.Lifter@Example.com',
      firstName: 'New',
      lastName: 'Lifter',
      profileImageUrl: null,
      unit: 'lbs',
      distanceUnit: 'mi',
      plates: null,
      language: 'en',
    })
    const cookie = res.cookies.find((c) => c.name === 'ironlog_session')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.secure).toBeFalsy()
    // Signed: the value carries a signature after the token.
    expect(cookie.value).toMatch(/^[\w-]+\.[\w+/=-]+$/)

    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(res) },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().email).toBe('New.Lifter@Example.com')
  })

  it('answers 409 for an e-mail that is taken, whatever its case', async () => {
    await t.register({ email: 'taken@example.com' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'TAKEN@example.com', password: 'long enough' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })

  it.each([
    [{ email: 'not-an-email', password: 'long enough' }, 'email'],
    [{ email: 'a@example.com', password: 'short' }, 'password'],
    [{ password: 'long enough' }, 'email'],
    [{ email: 'b@example.com' }, 'password'],
    [{ email: 'c@example.com', password: 'long enough', firstName: 'x'.repeat(101) }, 'firstName'],
  ])('answers 400 naming the field for %j', async (payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(new RegExp(`^${field}: `))
  })

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: '{"email": ',
    })
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual({ message: expect.any(String) })
    const array = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: [1, 2] })
    expect(array.statusCode).toBe(400)
  })

  it('answers 413 for a body over 1 MiB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: json,
      payload: JSON.stringify({ email: 'big@example.com', password: 'x'.repeat(1024 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with any case of the e-mail and rotates the session', async () => {
    const user = await t.register({ email: 'rotate@example.com' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: user.cookie },
      payload: { email: 'ROTATE@example.com', password: user.password },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: user.id, email: 'rotate@example.com' })
    const fresh = sessionCookie(res)
    expect(fresh).not.toBe(user.cookie)
    // The session the browser had before signing in no longer works.
    const old = await t.app.inject({ url: '/api/auth/user', headers: { cookie: user.cookie } })
    expect(old.statusCode).toBe(401)
    const current = await t.app.inject({ url: '/api/auth/user', headers: { cookie: fresh } })
    expect(current.statusCode).toBe(200)
  })

  it('answers 401 with one message for a wrong password and an unknown e-mail alike', async () => {
    const user = await t.register()
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong password' },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    })
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrongPassword.json()).toEqual(unknown.json())
    expect(wrongPassword.cookies.find((c) => c.name === 'ironlog_session')).toBeUndefined()
  })

  it('rate-limits repeated failures for an e-mail with 429, even for the right password', async () => {
    const user = await t.register()
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
      })
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await attempt('wrong password')).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    const limited = await attempt('wrong password')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().message).toMatch(/try again/i)
    expect((await attempt(user.password)).statusCode).toBe(429)
  })

  it('answers 400 for a missing password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^password: /)
  })
})

describe('sessions', () => {
  it('GET /api/auth/user answers 401 without a session, or with a forged or tampered cookie', async () => {
    const user = await t.register()
    const [name, value] = user.cookie.split('=') as [string, string]
    const tampered = `${name}=${value.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`
    for (const cookie of [undefined, 'ironlog_session=forged', tampered]) {
      const res = await t.app.inject({ url: '/api/auth/user', headers: cookie ? { cookie } : {} })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ message: 'Unauthorized' })
    }
  })

  it('a lifter who signed out offline is signed out by the first request back (docs/product/trust-accounts-and-devices.md)', async () => {
    const user = await t.register()
    const cookie = `${user.cookie}; ironlog-signed-out=1`
    const res = await t.app.inject({ url: '/api/auth/user', headers: { cookie } })
    expect(res.statusCode).toBe(401)
    const cleared = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]))
    expect(cleared).toEqual({ ironlog_session: '', 'ironlog-signed-out': '' })
    // The session is gone on the server, not only from this answer.
    expect((await t.injectAs(user, { url: '/api/auth/user' })).statusCode).toBe(401)
    // Signing in again with the mark still there gives a working session.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'ironlog-signed-out=1' },
      payload: { email: user.email, password: user.password },
    })
    expect(again.statusCode).toBe(200)
    const session = again.cookies.find((c) => c.name === 'ironlog_session')!
    expect(session.value).not.toBe('')
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: `ironlog_session=${session.value}` },
    })
    expect(me.statusCode).toBe(200)
  })

  it('GET /api/logout ends the session on the server and redirects to /', async () => {
    const user = await t.register()
    const res = await t.injectAs(user, { url: '/api/logout' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/')
    // Replaying the old cookie no longer works: the session row is gone.
    const after = await t.injectAs(user, { url: '/api/auth/user' })
    expect(after.statusCode).toBe(401)
  })
})

describe('GET /api/login without OIDC', () => {
  it('redirects to /signin, carrying a same-origin returnTo', async () => {
    const plain = await t.app.inject({ url: '/api/login' })
    expect(plain.statusCode).toBe(302)
    expect(plain.headers.location).toBe('/signin')
    const withReturn = await t.app.inject({ url: '/api/login?returnTo=/history' })
    expect(withReturn.headers.location).toBe('/signin?returnTo=%2Fhistory')
    const fromPage = await t.app.inject({
      url: '/api/login',
      headers: { host: 'localhost:3000', referer: 'http://localhost:3000/settings' },
    })
    expect(fromPage.headers.location).toBe('/signin?returnTo=%2Fsettings')
  })

  it.each([
    '//evil.example',
    'https://evil.example/x',
    '/\\evil.example',
    // docs/product/trust-accounts-and-devices.md: browsers drop tabs and newlines, and decode what was encoded.
    '/\t/evil.example',
    '/\n/evil.example',
    '/history\r',
    '/%09/evil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
  ])('ignores an off-site returnTo %j', async (returnTo) => {
    const res = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` })
    expect(res.headers.location).toBe('/signin')
  })

  it('passes on only a clean referer path', async () => {
    const res = await t.app.inject({
      url: '/api/login',
      headers: { host: 'localhost:3000', referer: 'http://localhost:3000/%09/evil.example' },
    })
    expect(res.headers.location).toBe('/signin')
  })
})

describe('cross-origin protection', () => {
  it('answers 403 to a state-changing request from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { email: 'csrf@example.com', password: 'long enough' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: expect.any(String) })
    // Nothing was written.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'csrf@example.com', password: 'long enough' },
    })
    expect(login.statusCode).toBe(401)
  })

  it('accepts the same request from its own origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'same-origin@example.com', password: 'long enough' },
    })
    expect(res.statusCode).toBe(201)
  })
})

describe('error conventions', () => {
  it('answers unknown /api paths with 404 JSON', async () => {
    for (const url of ['/api/nope', '/api/workout-days/x/y/z/w']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: expect.any(String) })
    }
  })

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/api/auth/user' })
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })
})
