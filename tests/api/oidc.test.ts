import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, sessionCookie, type TestApp } from '../support/build-test-app.ts'
import { startOidcProvider } from '../support/oidc-provider.ts'

/**
 * decisions.md §11 against a real OpenID Connect provider: accounts are keyed by (issuer, sub),
 * and an OIDC sign-in joins an existing e-mail account only when the e-mail is verified.
 */
let t: TestApp
let provider: Awaited<ReturnType<typeof startOidcProvider>>

beforeAll(async () => {
  provider = await startOidcProvider('http://localhost:3000')
  t = await buildTestApp({ oidc: provider.settings })
})
afterAll(async () => {
  await t.close()
  await provider.close()
})

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

async function userOf(res: Awaited<ReturnType<typeof signInAs>>) {
  expect(res.statusCode, res.body).toBe(302)
  expect(res.headers.location).toBe('/history')
  const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: sessionCookie(res) } })
  return me.json()
}

describe('OIDC accounts', () => {
  it('a verified e-mail joins the existing account of that e-mail, whatever its case', async () => {
    const owner = await t.register({ email: 'vera@example.com', firstName: 'Vera' })
    provider.accounts.set('vera-sub', { email: 'Vera@Example.com', email_verified: true })
    const user = await userOf(await signInAs('vera-sub'))
    expect(user).toMatchObject({ id: owner.id, email: 'vera@example.com', firstName: 'Vera' })
  })

  it('an unverified e-mail never joins an existing account: 409, no session', async () => {
    const owner = await t.register({ email: 'uma@example.com' })
    provider.accounts.set('mallory', { email: 'uma@example.com', email_verified: false })
    const res = await signInAs('mallory')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: expect.stringMatching(/not verified/) })
    expect(res.cookies.find((c) => c.name === 'ironlog_session')).toBeUndefined()
    // Not even once the provider later says it is verified for another sub: the e-mail stays
    // with its owner, who still signs in with the password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    })
    expect(login.statusCode).toBe(200)
  })

  it('a missing email_verified counts as unverified', async () => {
    await t.register({ email: 'nell@example.com' })
    provider.accounts.set('nell-elsewhere', { email: 'nell@example.com' })
    expect((await signInAs('nell-elsewhere')).statusCode).toBe(409)
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

  it('the account follows (issuer, sub), not the e-mail: a changed e-mail signs into the same account', async () => {
    provider.accounts.set('kim', { email: 'kim@example.com', email_verified: true })
    const first = await userOf(await signInAs('kim'))
    provider.accounts.set('kim', { email: 'kim.new@example.com', email_verified: false })
    const again = await userOf(await signInAs('kim'))
    expect(again.id).toBe(first.id)
    // And someone else who now claims kim's old e-mail unverified does not get kim's account.
    provider.accounts.set('not-kim', { email: 'kim@example.com', email_verified: false })
    expect((await signInAs('not-kim')).statusCode).toBe(409)
  })
})
