import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { createSession } from '#server/queries/sign-in-sessions.ts'
import { LIMITS } from '#server/auth/limits.ts'
import { oidcIdentities, passwordResetTokens, sessions, users } from '#server/db/schema.ts'
import { createSmtpMailer } from '#server/mail/mailer.ts'
import { RESET_REQUESTED } from '#server/routes/account-security.ts'
import {
  buildTestApp,
  sessionCookie,
  type TestApp,
  type TestUser,
} from '../support/build-test-app.ts'
import { randomAddress } from '../support/random-address.ts'
import { readable, startSmtpServer } from '../support/smtp-server.ts'

/**
 * docs/product/sign-in-and-processes.md / issue 13: change the password (other sessions end), the list of signed-in
 * sessions with "sign out everywhere else", and password reset by e-mail over real SMTP.
 */
const APP_URL = 'https://ironlog.example'
let t: TestApp
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  t = await buildTestApp({
    appUrl: APP_URL,
    mailer: createSmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Ironlog <no-reply@ironlog.test>',
    }),
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** A second browser signing in to the same account. */
async function signInAgain(user: TestUser, password = user.password, userAgent = 'Other/1.0') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomAddress(),
    headers: { 'user-agent': userAgent },
    payload: { email: user.email, password },
  })
  return res
}

const whoAmI = (cookie: string) =>
  t.app.inject({ url: '/api/auth/user', headers: { cookie } }).then((res) => res.statusCode)

/** A write token of the lifter's, made now (a fresh sign-in is its proof). */
async function makeToken(user: Pick<TestUser, 'cookie'>) {
  const res = await t.injectAs(user, {
    method: 'POST',
    url: '/api/tokens',
    payload: { name: 'Script', scope: 'write' },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().token as string
}

/** What a token reads of the account: 200 while it lives, 401 once revoked. */
const tokenReads = (token: string) =>
  t.app
    .inject({ url: '/api/body-weights', headers: { authorization: `Bearer ${token}` } })
    .then((res) => res.statusCode)

const changePassword = (user: Pick<TestUser, 'cookie'>, payload: object, remoteAddress?: string) =>
  t.injectAs(user, {
    method: 'POST',
    url: '/api/auth/password',
    payload,
    ...(remoteAddress && { remoteAddress }),
  })

describe('POST /api/auth/password', () => {
  it('takes the current password, sets the new one and ends every other session', async () => {
    const user = await t.register()
    const other = sessionCookie(await signInAgain(user))
    const res = await changePassword(user, {
      currentPassword: user.password,
      newPassword: 'a brand new password',
    })
    expect(res.statusCode).toBe(204)
    expect(await whoAmI(user.cookie)).toBe(200)
    expect(await whoAmI(other)).toBe(401)
    expect((await signInAgain(user)).statusCode).toBe(401)
    expect((await signInAgain(user, 'a brand new password')).statusCode).toBe(200)
  })

  it('revokes every API token with the old password (docs/product/trust-tokens-and-values.md)', async () => {
    const user = await t.register()
    const token = await makeToken(user)
    const other = await t.register()
    const othersToken = await makeToken(other)
    expect(await tokenReads(token)).toBe(200)
    const res = await changePassword(user, {
      currentPassword: user.password,
      newPassword: 'a brand new password',
    })
    expect(res.statusCode).toBe(204)
    expect(await tokenReads(token)).toBe(401)
    expect(await tokenReads(othersToken)).toBe(200)
  })

  it('400 naming the field without the current password, with a wrong one, or a short new one', async () => {
    const user = await t.register()
    const other = sessionCookie(await signInAgain(user))
    for (const [payload, message] of [
      [{ newPassword: 'long enough' }, 'currentPassword: is required'],
      [
        { currentPassword: 'wrong password', newPassword: 'long enough' },
        'currentPassword: is not correct',
      ],
      [
        { currentPassword: user.password, newPassword: 'short' },
        'newPassword: must be at least 8 characters',
      ],
    ] as const) {
      const res = await changePassword(user, payload)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ message })
    }
    // Nothing changed: the other session lives and the old password works.
    expect(await whoAmI(other)).toBe(200)
    expect((await signInAgain(user)).statusCode).toBe(200)
  })

  it('wrong current passwords count as failed sign-ins: 429 with Retry-After', async () => {
    const user = await t.register()
    const address = randomAddress()
    for (let i = 0; i < LIMITS.loginPerAddressAndAccount.max; i++) {
      const res = await changePassword(
        user,
        { currentPassword: 'wrong password', newPassword: 'long enough' },
        address,
      )
      expect(res.statusCode).toBe(400)
    }
    const limited = await changePassword(
      user,
      { currentPassword: user.password, newPassword: 'long enough' },
      address,
    )
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('401 signed out', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      payload: { currentPassword: 'whatever1', newPassword: 'whatever2' },
    })
    expect(res.statusCode).toBe(401)
  })

  it('an account without a password (OIDC) sets one only soon after signing in', async () => {
    const [row] = await t.db
      .insert(users)
      .values({ email: `oidc-${randomAddress()}@example.com` })
      .returning({ id: users.id, email: users.email })
    const token = await createSession(t.db, row!.id)
    const cookie = `ironlog_session=${t.app.signCookie(token)}`
    await t.db.insert(oidcIdentities).values({
      issuer: 'https://idp.example',
      subject: randomAddress(),
      userId: row!.id,
    })
    const security = await t.app.inject({ url: '/api/auth/security', headers: { cookie } })
    expect(security.json()).toMatchObject({ hasPassword: false, hasIdentityProvider: true })
    // Signed in 11 minutes ago: too long.
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, row!.id))
    const stale = await changePassword({ cookie }, { newPassword: 'first password' })
    expect(stale.statusCode).toBe(401)
    await t.db
      .update(sessions)
      .set({ createdAt: sql`now()` })
      .where(eq(sessions.userId, row!.id))
    expect((await changePassword({ cookie }, { newPassword: 'first password' })).statusCode).toBe(
      204,
    )
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: row!.email, password: 'first password' },
    })
    expect(login.statusCode).toBe(200)
  })
})

describe('signed-in sessions', () => {
  it('lists them, the asking one first and marked, then newest first, and ends every other', async () => {
    const user = await t.register()
    const phone = sessionCookie(await signInAgain(user, user.password, 'Phone/2.0'))
    const laptop = sessionCookie(await signInAgain(user, user.password, 'Laptop/3.0'))
    const list = await t.app.inject({ url: '/api/auth/security', headers: { cookie: phone } })
    expect(list.statusCode).toBe(200)
    expect(list.headers['cache-control']).toBe('private, no-store')
    const { hasPassword, hasIdentityProvider, sessions: listed } = list.json()
    expect(hasPassword).toBe(true)
    // Issue 32: a password account has no identity provider to mention.
    expect(hasIdentityProvider).toBe(false)
    expect(listed).toHaveLength(3)
    expect(listed.map((s: { userAgent: string }) => s.userAgent)).toEqual([
      'Phone/2.0',
      'Laptop/3.0',
      'lightMyRequest',
    ])
    expect(listed.map((s: { current: boolean }) => s.current)).toEqual([true, false, false])
    expect(new Date(listed[0].signedInAt).getTime()).toBeGreaterThan(Date.now() - 60_000)

    const ended = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sessions/end-others',
      headers: { cookie: laptop },
    })
    expect(ended.json()).toEqual({ ended: 2, revokedTokens: 0 })
    expect(await whoAmI(laptop)).toBe(200)
    expect(await whoAmI(phone)).toBe(401)
    expect(await whoAmI(user.cookie)).toBe(401)
    const after = await t.app.inject({ url: '/api/auth/security', headers: { cookie: laptop } })
    expect(after.json().sessions).toHaveLength(1)
  })

  it('keeps the API tokens, unless asked with revokeTokens (docs/product/trust-tokens-and-values.md)', async () => {
    const user = await t.register()
    const phone = sessionCookie(await signInAgain(user))
    const [first, second] = [await makeToken(user), await makeToken(user)]
    const other = await t.register()
    const othersToken = await makeToken(other)
    const end = (payload?: object) =>
      t.injectAs(user, {
        method: 'POST',
        url: '/api/auth/sessions/end-others',
        ...(payload && { payload }),
      })
    const kept = await end({ revokeTokens: false })
    expect(kept.json()).toEqual({ ended: 1, revokedTokens: 0 })
    expect(await whoAmI(phone)).toBe(401)
    expect([await tokenReads(first), await tokenReads(second)]).toEqual([200, 200])
    const revoked = await end({ revokeTokens: true })
    expect(revoked.json()).toEqual({ ended: 0, revokedTokens: 2 })
    expect([await tokenReads(first), await tokenReads(second)]).toEqual([401, 401])
    expect(await whoAmI(user.cookie)).toBe(200)
    expect(await tokenReads(othersToken)).toBe(200)
    // Only what the route documents.
    for (const payload of [{ revokeTokens: 'yes' }, { revokeTokens: true, everything: true }]) {
      const refused = await end(payload)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toMatch(/^(revokeTokens|everything)/)
    }
  })

  it('never shows or ends another lifter’s sessions', async () => {
    const [mine, theirs] = [await t.register(), await t.register()]
    const list = await t.injectAs(mine, { url: '/api/auth/security' })
    expect(list.json().sessions).toHaveLength(1)
    await t.injectAs(mine, { method: 'POST', url: '/api/auth/sessions/end-others' })
    expect(await whoAmI(theirs.cookie)).toBe(200)
  })

  it('401 signed out', async () => {
    expect((await t.app.inject({ url: '/api/auth/security' })).statusCode).toBe(401)
    const end = await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-others' })
    expect(end.statusCode).toBe(401)
  })
})

describe('password reset by e-mail', () => {
  const requestReset = (email: string, remoteAddress = randomAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      remoteAddress,
      payload: { email },
    })
  const confirm = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password },
    })

  /** The token of the newest reset mail to `email`, once it has arrived. */
  async function mailedToken(email: string): Promise<string> {
    let mail: (typeof smtp.received)[number] | undefined
    await expect
      .poll(() => (mail = smtp.received.findLast((m) => m.to.includes(email))))
      .toBeTruthy()
    const message = readable(mail!.raw)
    expect(message).toMatch(/^Subject: Reset your Ironlog password\r?$/m)
    const token = new RegExp(`${APP_URL}/reset-password#token=([\\w-]+)`).exec(message)?.[1]
    expect(token).toBeTruthy()
    return token!
  }

  it('says it is available', async () => {
    const res = await t.app.inject({ url: '/api/auth/methods' })
    expect(res.json()).toEqual({ passwordReset: true })
  })

  it('answers the same whether or not the e-mail has an account, and mails only an account', async () => {
    const user = await t.register()
    const known = await requestReset(user.email.toUpperCase())
    const unknown = await requestReset('nobody-here@example.com')
    expect(known.statusCode).toBe(202)
    expect(unknown.statusCode).toBe(202)
    expect(known.json()).toEqual({ message: RESET_REQUESTED })
    expect(unknown.json()).toEqual(known.json())
    await mailedToken(user.email)
    expect(smtp.received.some((m) => m.to.includes('nobody-here@example.com'))).toBe(false)
  })

  it('a link sets a new password, signs in, ends every other session and token, and works once', async () => {
    const user = await t.register()
    const other = sessionCookie(await signInAgain(user))
    const token1 = await makeToken(user)
    await requestReset(user.email)
    const token = await mailedToken(user.email)
    // Stored hashed: the table never holds the link's token.
    const stored = await t.db.select().from(passwordResetTokens)
    expect(stored.map((row) => row.tokenHash)).toContain(
      createHash('sha256').update(token).digest('base64url'),
    )
    expect(stored.map((row) => row.tokenHash)).not.toContain(token)

    const res = await confirm(token, 'reset password 1')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: user.id, email: user.email })
    expect(await whoAmI(sessionCookie(res))).toBe(200)
    expect(await whoAmI(user.cookie)).toBe(401)
    expect(await whoAmI(other)).toBe(401)
    // docs/product/trust-tokens-and-values.md: a token made before the reset ends with it.
    expect(await tokenReads(token1)).toBe(401)
    expect((await signInAgain(user, 'reset password 1')).statusCode).toBe(200)

    const again = await confirm(token, 'reset password 2')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toMatch(/^token: this reset link has expired or was already used/)
    expect((await signInAgain(user, 'reset password 2')).statusCode).toBe(401)
  })

  it('a link expires after 30 minutes', async () => {
    const user = await t.register()
    await requestReset(user.email)
    const token = await mailedToken(user.email)
    const [row] = await t.db
      .select({ left: sql<number>`extract(epoch from expires_at - created_at)::int` })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id))
    expect(row!.left).toBe(30 * 60)
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id))
    expect((await confirm(token, 'too late password')).statusCode).toBe(400)
    expect((await signInAgain(user)).statusCode).toBe(200)
  })

  it('a changed password stops every link still out', async () => {
    const user = await t.register()
    await requestReset(user.email)
    const token = await mailedToken(user.email)
    await changePassword(user, { currentPassword: user.password, newPassword: 'changed meanwhile' })
    expect((await confirm(token, 'from the old link')).statusCode).toBe(400)
  })

  it('a made-up token or a short password is a 400 and changes nothing', async () => {
    expect((await confirm('made-up-token', 'long enough')).statusCode).toBe(400)
    const user = await t.register()
    await requestReset(user.email)
    const token = await mailedToken(user.email)
    const short = await confirm(token, 'short')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toMatch(/^password: /)
    // The token was not used up by the refused try.
    expect((await confirm(token, 'long enough now')).statusCode).toBe(200)
  })

  it('limits how many links one account is sent, whoever asks, and one address asks for', async () => {
    const user = await t.register()
    for (let i = 0; i < LIMITS.resetPerAccount.max; i++) {
      expect((await requestReset(user.email)).statusCode).toBe(202)
    }
    const limited = await requestReset(user.email)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // The same for an e-mail without an account: the limit tells nothing either.
    for (let i = 0; i < LIMITS.resetPerAccount.max; i++) await requestReset('ghost@example.com')
    expect((await requestReset('ghost@example.com')).statusCode).toBe(429)

    const address = randomAddress()
    const statuses = []
    for (let i = 0; i <= LIMITS.resetPerAddress.max; i++) {
      statuses.push((await requestReset(`someone-${i}@example.com`, address)).statusCode)
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 202)).toBe(true)
  })
})

describe('password reset without SMTP', () => {
  it('is not offered, and the route says so', async () => {
    // Another process on the same database, without SMTP_URL.
    const plain = await buildApp({
      db: t.db,
      sessionSecret: 'test-secret-that-is-long-enough',
      appUrl: APP_URL,
    })
    try {
      expect((await plain.inject({ url: '/api/auth/methods' })).json()).toEqual({
        passwordReset: false,
      })
      const res = await plain.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        payload: { email: 'a@example.com' },
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: expect.any(String) })
    } finally {
      await plain.close()
    }
  })
})
