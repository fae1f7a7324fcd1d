import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { launchBrowser } from '../support/browser.ts'
import { freePort } from '../support/free-port.ts'
import { startOidcProvider } from '../support/oidc-provider.ts'

/**
 * A real OpenID Connect provider (oidc-provider with its development login pages) and the real
 * app configured for it, both on loopback; Chromium walks the whole code + PKCE flow.
 */
let browser: Browser
let database: Database
let app: App
let appUrl: string
let provider: Awaited<ReturnType<typeof startOidcProvider>>

const PROFILE = {
  email: 'Olive.Oidc@Example.com',
  email_verified: true,
  given_name: 'Olive',
  family_name: 'Oidc',
  picture: 'https://example.com/olive.png',
}

beforeAll(async () => {
  // Ports first: the provider must know the app's callback and the app the issuer.
  const appPort = await freePort()
  appUrl = `http://127.0.0.1:${appPort}`
  provider = await startOidcProvider(appUrl)
  // 'olive' has a full profile; 'PAT' a verified e-mail; any other login just an e-mail.
  provider.accounts.set('olive', PROFILE)
  provider.accounts.set('PAT', { email: 'PAT@Example.com', email_verified: true })

  database = await openDatabase({ dataDir: 'memory://' })
  app = await buildApp({
    db: database.db,
    sessionSecret: 'oidc-test-secret-long-enough',
    appUrl,
    oidc: provider.settings,
  })
  await app.listen({ port: appPort, host: '127.0.0.1' })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await database?.close()
  await provider?.close()
})

async function signInThroughProvider(returnTo: string, login = 'olive') {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${appUrl}/api/login?returnTo=${encodeURIComponent(returnTo)}`)
  // The provider's own pages: any login and password, then consent.
  await page.locator('input[name=login]').fill(login)
  await page.locator('input[name=password]').fill('anything')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.waitForURL((url) => url.origin === appUrl && !url.pathname.startsWith('/api/'))
  return { context, page }
}

describe('OIDC sign-in', () => {
  it('redirects /api/login to the provider with PKCE', async () => {
    const res = await app.inject({ url: '/api/login' })
    expect(res.statusCode).toBe(302)
    const location = new URL(res.headers.location as string)
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(location.searchParams.get('code_challenge')).toBeTruthy()
    expect(location.searchParams.get('redirect_uri')).toBe(`${appUrl}/api/callback`)
  })

  it('signs in through the provider, creates the account from its claims and returns to returnTo', async () => {
    const { context, page } = await signInThroughProvider('/history')
    expect(new URL(page.url()).pathname).toBe('/history')
    const me = await context.request.get(`${appUrl}/api/auth/user`)
    expect(me.status()).toBe(200)
    expect(await me.json()).toMatchObject({
      email: PROFILE.email,
      firstName: 'Olive',
      lastName: 'Oidc',
      profileImageUrl: PROFILE.picture,
    })
    await context.close()
  })

  it('joins an existing account by its verified e-mail, whatever its case', async () => {
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'pat@example.com',
        password: 'long enough',
        firstName: 'Pat',
        lastName: 'Press',
      },
    })
    expect(registered.statusCode).toBe(201)
    const { context } = await signInThroughProvider('/', 'PAT')
    const me = await (await context.request.get(`${appUrl}/api/auth/user`)).json()
    expect(me).toMatchObject({ id: registered.json().id, firstName: 'Pat', lastName: 'Press' })
    await context.close()
  })

  it('refuses a callback that was not started here', async () => {
    const res = await app.inject({ url: '/api/callback?code=forged&state=forged' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })
})
