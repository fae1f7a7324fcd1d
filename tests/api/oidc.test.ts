import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/client.ts'
import { createSmtpMailer } from '#server/mail/mailer.ts'
import { buildTestApp, sessionCookie, type TestApp } from '../support/build-test-app.ts'
import { startOidcProvider } from '../support/oidc-provider.ts'
import { randomAddress } from '../support/random-address.ts'
import { readable, startSmtpServer } from '../support/smtp-server.ts'

/**
 * docs/product/sign-in-and-processes.md, docs/product/trust-accounts-and-devices.md against a real OpenID Connect provider and a real SMTP server: accounts
 * are keyed by (issuer, sub); an OIDC sign-in joins the account of its e-mail at once only when
 * both the provider and the account proved the address, else only once the lifter proves the
 * account is theirs (its password, or a link mailed to it), and never reaches it before.
 */
const APP_URL = 'http://localhost:3000'
let t: TestApp
let provider: Awaited<ReturnType<typeof startOidcProvider>>
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  provider = await startOidcProvider(APP_URL)
  smtp = await startSmtpServer()
  t = await buildTestApp({
    oidc: provider.settings,
    mailer: createSmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Ironlog <no-reply@ironlog.test>',
    }),
  })
})
afterAll(async () => {
  await t.close()
  await provider.close()
  await smtp.close()
})

const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const cookie = res.cookies.find((c) => c.name === name)
  return cookie?.value ? `${name}=${cookie.value}` : null
}

/** The whole code + PKCE flow: our /api/login, the provider's pages, our callback. */
async function signInAs(login: string) {
  const start = await t.app.inject({ url: '/api/login?returnTo=/history' })
  expect(start.statusCode).toBe(302)
  const pending = start.cookies.find((c) => c.name === 'ironlog_oidc')!
  const back = await provider.authorize(start.headers.location as string, login)
  expect(back.pathname).toBe('/api/callback')
  return t.app.inject({
    url: back.pathname + back.search,
    headers: { cookie: `ironlog_oidc=${pending.value}` },
  })
}

async function userOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(302)
  expect(res.headers.location).toBe('/history')
  const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookie(res) } })
  return me.json()
}

/** A sign-in that was not joined: sent to /signin/link, with no session; its join cookie. */
function waitingToJoin(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(302)
  expect(res.headers.location).toBe('/signin/link')
  expect(cookieOf(res, 'ironlog_session')).toBeNull()
  const join = cookieOf(res, 'ironlog_oidc_join')
  expect(join).not.toBeNull()
  return join!
}

const link = (join: string, method: 'GET' | 'POST', path = '', payload?: object) =>
  t.app.inject({
    method,
    url: `/api/auth/oidc-link${path}`,
    remoteAddress: randomAddress(),
    headers: { cookie: join },
    ...(payload && { payload }),
  })

const passwordLogin = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: randomAddress(),
    payload: { email, password },
  })

/** The token of the newest join link mailed to `email`. */
async function mailedToken(email: string) {
  let mail: (typeof smtp.received)[number] | undefined
  await expect.poll(() => (mail = smtp.received.findLast((m) => m.to.includes(email)))).toBeTruthy()
  const message = readable(mail!.raw)
  expect(message).toMatch(/^Subject: Join your sign-in to your Ironlog account\r?$/m)
  return new RegExp(`${APP_URL}/signin/link#token=([\\w-]+)`).exec(message)![1]!
}

const identitiesOf = async (userId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from oidc_identities where user_id = ${userId}`,
    )
  )[0]!.n

describe('the takeover sequence (docs/product/trust-accounts-and-devices.md)', () => {
  it('an account registered first with someone’s e-mail is never joined by their OIDC sign-in', async () => {
    // The attacker registers the victim's address with a password of their own.
    const attacker = await t.register({ email: 'victim@corp.example' })
    await t.injectAs(attacker, {
      method: 'POST',
      url: '/api/workout-days',
      payload: { name: 'Planted' },
    })
    // The victim signs in through their provider, which has verified the address.
    provider.accounts.set('victim', { email: 'victim@corp.example', email_verified: true })
    const join = waitingToJoin(await signInAs('victim'))
    // The page says what happened, and shows nothing of the account but the address.
    const state = await link(join, 'GET')
    expect(state.statusCode).toBe(200)
    expect(state.json()).toEqual({
      email: 'victim@corp.example',
      password: true,
      mail: true,
      returnTo: '/history',
    })
    expect(await identitiesOf(attacker.id)).toBe(0)
    // Nor does a second sign-in, nor a guess at the password, get in.
    waitingToJoin(await signInAs('victim'))
    const guess = await link(join, 'POST', '', { password: 'victim guesses' })
    expect(guess.statusCode).toBe(401)
    expect(cookieOf(guess, 'ironlog_session')).toBeNull()
    expect(await identitiesOf(attacker.id)).toBe(0)
  })

  it('once the victim joins by the mailed link, the attacker’s password, sessions and tokens are out', async () => {
    const attacker = await t.register({ email: 'victim2@corp.example' })
    // docs/product/trust-tokens-and-values.md: a write token made before the victim came.
    const made = await t.injectAs(attacker, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Backdoor', scope: 'write' },
    })
    expect(made.statusCode, made.body).toBe(201)
    const bearer = { authorization: `Bearer ${made.json().token as string}` }
    expect(
      (await t.app.inject({ url: '/api/export?format=json', headers: bearer })).statusCode,
    ).toBe(200)
    provider.accounts.set('victim2', { email: 'victim2@corp.example', email_verified: true })
    const join = waitingToJoin(await signInAs('victim2'))
    const sent = await link(join, 'POST', '/mail')
    expect(sent.statusCode).toBe(202)
    expect(sent.json().message).toMatch(/^We sent a link to victim2@corp\.example\./)
    const withToken = cookieOf(sent, 'ironlog_oidc_join')!
    const token = await mailedToken('victim2@corp.example')

    const joined = await link(withToken, 'POST', '/confirm', { token })
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json()).toMatchObject({ id: attacker.id, email: 'victim2@corp.example' })
    expect(cookieOf(joined, 'ironlog_oidc_join')).toBeNull()
    const victim = sessionCookie(joined)
    expect(
      (await t.app.inject({ url: '/api/auth/user', headers: { cookie: victim } })).json().id,
    ).toBe(attacker.id)
    // The attacker's session ended and their password no longer signs in.
    expect((await t.injectAs(attacker, { url: '/api/auth/user' })).statusCode).toBe(401)
    expect((await passwordLogin(attacker.email, attacker.password)).statusCode).toBe(401)
    // Their token reads and writes nothing.
    expect(
      (await t.app.inject({ url: '/api/export?format=json', headers: bearer })).statusCode,
    ).toBe(401)
    expect(
      await queryRows(t.db, sql`select id from api_tokens where user_id = ${attacker.id}`),
    ).toEqual([])
    // From now on the provider's sign-in goes straight in.
    expect((await userOf(await signInAs('victim2'))).id).toBe(attacker.id)
  })
})

describe('the honest join', () => {
  it('a sign-in with the account’s password from the OIDC screen joins it; the password stays', async () => {
    const owner = await t.register({ email: 'vera@example.com', firstName: 'Vera' })
    provider.accounts.set('vera-sub', { email: 'Vera@Example.com', email_verified: true })
    const join = waitingToJoin(await signInAs('vera-sub'))
    const joined = await link(join, 'POST', '', { password: owner.password })
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json()).toMatchObject({
      id: owner.id,
      email: 'vera@example.com',
      firstName: 'Vera',
    })
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookie(joined) },
    })
    expect(me.json().id).toBe(owner.id)
    // Both ways in work from now on.
    expect((await userOf(await signInAs('vera-sub'))).id).toBe(owner.id)
    expect((await passwordLogin(owner.email, owner.password)).statusCode).toBe(200)
  })

  it('the mailed link joins too, in the browser that signed in only', async () => {
    const owner = await t.register({ email: 'mo@example.com' })
    provider.accounts.set('mo', { email: 'mo@example.com', email_verified: true })
    const join = waitingToJoin(await signInAs('mo'))
    const sent = await link(join, 'POST', '/mail')
    const token = await mailedToken('mo@example.com')
    // Another browser (no join, or another sign-in's) cannot use it.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc-link/confirm',
      payload: { token },
    })
    expect(elsewhere.statusCode).toBe(404)
    const otherJoin = waitingToJoin(await signInAs('mo'))
    expect((await link(otherJoin, 'POST', '/confirm', { token })).statusCode).toBe(400)
    const joined = await link(cookieOf(sent, 'ironlog_oidc_join')!, 'POST', '/confirm', { token })
    expect(joined.statusCode).toBe(200)
    expect(joined.json().id).toBe(owner.id)
  })

  it('an account whose e-mail a link proved is joined at once by a verified sign-in', async () => {
    const owner = await t.register({ email: 'proved@example.com' })
    // A reset link reached the address (docs/product/trust-accounts-and-devices.md: proof is a link sent to it).
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      remoteAddress: randomAddress(),
      payload: { email: owner.email },
    })
    let mail: (typeof smtp.received)[number] | undefined
    await expect
      .poll(() => (mail = smtp.received.findLast((m) => m.to.includes(owner.email))))
      .toBeTruthy()
    const token = /reset-password#token=([\w-]+)/.exec(readable(mail!.raw))![1]!
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'a new password' },
    })
    expect(reset.statusCode).toBe(200)
    provider.accounts.set('proved', { email: 'proved@example.com', email_verified: true })
    expect((await userOf(await signInAs('proved'))).id).toBe(owner.id)
  })
})

describe('OIDC accounts', () => {
  it('an unverified e-mail never joins at once: the join page, no session', async () => {
    const owner = await t.register({ email: 'uma@example.com' })
    provider.accounts.set('mallory', { email: 'uma@example.com', email_verified: false })
    waitingToJoin(await signInAs('mallory'))
    expect((await passwordLogin(owner.email, owner.password)).statusCode).toBe(200)
  })

  it('a missing email_verified counts as unverified', async () => {
    await t.register({ email: 'nell@example.com' })
    provider.accounts.set('nell-elsewhere', { email: 'nell@example.com' })
    waitingToJoin(await signInAs('nell-elsewhere'))
  })

  it('an unverified e-mail nobody has gets a new account', async () => {
    provider.accounts.set('newt', {
      email: 'newt@example.com',
      email_verified: false,
      given_name: 'Newt',
      family_name: 'Lifter',
    })
    const user = await userOf(await signInAs('newt'))
    expect(user).toMatchObject({ email: 'newt@example.com', firstName: 'Newt', lastName: 'Lifter' })
  })

  it('a verified e-mail that made its account joins a second identity of that e-mail', async () => {
    provider.accounts.set('dee-phone', { email: 'dee@example.com', email_verified: true })
    const first = await userOf(await signInAs('dee-phone'))
    provider.accounts.set('dee-laptop', { email: 'dee@example.com', email_verified: true })
    expect((await userOf(await signInAs('dee-laptop'))).id).toBe(first.id)
  })

  it('the account follows (issuer, sub), not the e-mail: a changed e-mail signs into the same account', async () => {
    provider.accounts.set('kim', { email: 'kim@example.com', email_verified: true })
    const first = await userOf(await signInAs('kim'))
    provider.accounts.set('kim', { email: 'kim.new@example.com', email_verified: false })
    const again = await userOf(await signInAs('kim'))
    expect(again.id).toBe(first.id)
    // And someone else who now claims kim's old e-mail unverified does not get kim's account.
    provider.accounts.set('not-kim', { email: 'kim@example.com', email_verified: false })
    const join = waitingToJoin(await signInAs('not-kim'))
    expect((await link(join, 'GET')).json()).toEqual({
      email: 'kim@example.com',
      password: false,
      mail: true,
      returnTo: '/history',
    })
    expect((await link(join, 'POST', '', { password: 'anything' })).statusCode).toBe(400)
  })

  it('the join page without a sign-in waiting is 404', async () => {
    expect((await t.app.inject({ url: '/api/auth/oidc-link' })).statusCode).toBe(404)
    const forged = await t.app.inject({
      url: '/api/auth/oidc-link',
      headers: { cookie: 'ironlog_oidc_join={"userId":"x","expiresAt":9999999999999}' },
    })
    expect(forged.statusCode).toBe(404)
  })
})
