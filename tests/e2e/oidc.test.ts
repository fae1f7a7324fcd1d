import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { createSmtpMailer } from '#server/mail/mailer.ts'
import { DISPLAYS, expectAccessible, launchBrowser, screenshot } from '../support/browser.ts'
import { freePort } from '../support/free-port.ts'
import { startOidcProvider } from '../support/oidc-provider.ts'
import { readable, startSmtpServer } from '../support/smtp-server.ts'

/**
 * A real OpenID Connect provider (oidc-provider with its development login pages) and the real
 * app configured for it, both on loopback; Chromium walks the whole code + PKCE flow.
 */
let browser: Browser
let database: Database
let app: App
let appUrl: string
let provider: Awaited<ReturnType<typeof startOidcProvider>>
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

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

  smtp = await startSmtpServer()
  database = await openDatabase({ dataDir: 'memory://' })
  app = await buildApp({
    db: database.db,
    sessionSecret: 'oidc-test-secret-long-enough',
    appUrl,
    oidc: provider.settings,
    // The built app (npm run build): the join page is a screen of it.
    clientRoot: path.resolve('dist/client'),
    mailer: createSmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Ironlog <no-reply@ironlog.test>',
    }),
  })
  await app.listen({ port: appPort, host: '127.0.0.1' })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await database?.close()
  await provider?.close()
  await smtp?.close()
})

async function signInThroughProvider(
  returnTo: string,
  login = 'olive',
  display: (typeof DISPLAYS)[number] = DISPLAYS[0]!,
) {
  const context = await browser.newContext({
    viewport: display.viewport,
    colorScheme: display.theme,
  })
  await context.addInitScript((theme) => localStorage.setItem('theme', theme), display.theme)
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

  it('never joins an account that has not proved its e-mail: the join page says so and takes its password', async () => {
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
    const pat = { cookie: registered.headers['set-cookie']!.toString().split(';')[0]! }
    await app.inject({
      method: 'POST',
      url: '/api/workout-days',
      headers: pat,
      payload: { name: 'Pat’s Private Day' },
    })
    for (const display of DISPLAYS) {
      const { context, page } = await signInThroughProvider('/history', 'PAT', display)
      expect(new URL(page.url()).pathname).toBe('/signin/link')
      await page.getByRole('heading', { name: 'This e-mail already has an account' }).waitFor()
      const text = await page.locator('body').innerText()
      expect(text).toContain('pat@example.com')
      expect(text).not.toContain('Pat’s Private Day')
      expect((await context.request.get(`${appUrl}/api/auth/user`)).status()).toBe(401)
      await expectAccessible(page)
      await screenshot(page, `signin-link-${display.size}-${display.theme}`)
      await context.close()
    }

    const { context, page } = await signInThroughProvider('/history', 'PAT')
    await page.getByLabel('The account’s password').fill('not it')
    await page.getByRole('button', { name: 'Join with Password' }).click()
    await expect
      .poll(() => page.getByText('That is not the password of this account.').count())
      .toBe(1)
    await page.getByLabel('The account’s password').fill('long enough')
    await page.getByRole('button', { name: 'Join with Password' }).click()
    await page.waitForURL((url) => url.pathname === '/history')
    const me = await (await context.request.get(`${appUrl}/api/auth/user`)).json()
    expect(me).toMatchObject({ id: registered.json().id, firstName: 'Pat', lastName: 'Press' })
    await context.close()
    // Joined: the provider's sign-in now goes straight in.
    const again = await signInThroughProvider('/', 'PAT')
    expect(new URL(again.page.url()).pathname).toBe('/')
    await again.context.close()
  })

  it('joins by a link mailed to the address, opened in the same browser', async () => {
    provider.accounts.set('quinn', { email: 'quinn@example.com', email_verified: true })
    const registered = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'quinn@example.com', password: 'someone else chose this' },
    })
    expect(registered.statusCode).toBe(201)
    const { context, page } = await signInThroughProvider('/history', 'quinn')
    await page.getByRole('button', { name: 'E-mail Me a Link' }).click()
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toMatch(/^We sent a link to quinn@example\.com/)
    await screenshot(page, 'signin-link-mailed-390-dark')
    let mail: (typeof smtp.received)[number] | undefined
    await expect
      .poll(() => (mail = smtp.received.findLast((m) => m.to.includes('quinn@example.com'))))
      .toBeTruthy()
    const link = new RegExp(`${appUrl}/signin/link#token=[\\w-]+`).exec(readable(mail!.raw))![0]
    await page.goto(link)
    await page.waitForURL((url) => url.pathname === '/history')
    const me = await (await context.request.get(`${appUrl}/api/auth/user`)).json()
    expect(me.id).toBe(registered.json().id)
    // Whoever chose the password before is out.
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'quinn@example.com', password: 'someone else chose this' },
    })
    expect(old.statusCode).toBe(401)
    await context.close()
  })

  it('refuses a callback that was not started here', async () => {
    const res = await app.inject({ url: '/api/callback?code=forged&state=forged' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })
})
