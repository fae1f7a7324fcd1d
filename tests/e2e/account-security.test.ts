import path from 'node:path'
import { sql } from 'drizzle-orm'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { createSmtpMailer } from '#server/mail/mailer.ts'
import {
  DESKTOP,
  DISPLAYS,
  PHONE,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  screenshotOf,
  signUpViaApi,
  type Account,
} from '../support/browser.ts'
import { freePort } from '../support/free-port.ts'
import { readable, startSmtpServer } from '../support/smtp-server.ts'

/**
 * Settings → Account security and the password reset by e-mail, in Chromium against the built
 * client served by the real app, with a real SMTP server catching the reset mail.
 */
let browser: Browser
let database: Database
let app: App
let baseURL: string
let smtp: Awaited<ReturnType<typeof startSmtpServer>>

beforeAll(async () => {
  smtp = await startSmtpServer()
  const port = await freePort()
  baseURL = `http://127.0.0.1:${port}`
  database = await openDatabase({ dataDir: 'memory://' })
  app = await buildApp({
    db: database.db,
    sessionSecret: 'account-security-e2e-secret',
    appUrl: baseURL,
    clientRoot: path.resolve('dist/client'),
    trustProxy: ['127.0.0.1'],
    mailer: createSmtpMailer({
      url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      from: 'Ironlog <no-reply@ironlog.test>',
    }),
  })
  await app.listen({ port, host: '127.0.0.1' })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await database?.close()
  await smtp?.close()
})

async function signedIn(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser, { baseURL, ...options })
  const account = await signUpViaApi(context)
  return { context, account, page: await context.newPage() }
}

/** Another browser signed in to the same account. */
async function secondDevice(account: Account) {
  const context = await newContext(browser, { baseURL })
  const res = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  })
  expect(res.status()).toBe(200)
  return context
}

const signedInStatus = async (context: BrowserContext) =>
  (await context.request.get('/api/auth/user')).status()

async function openSecurity(page: Page) {
  await page.goto('/settings')
  await page.getByRole('heading', { level: 2, name: 'Account Security' }).waitFor()
  await page.getByRole('button', { name: 'Sign Out Everywhere Else' }).waitFor()
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.locator('li[data-state="open"]').filter({ hasText: title })
  await toast.first().waitFor()
  expect(await toast.first().innerText()).toContain(description)
}

describe('Settings → Account Security', () => {
  it('looks right on a phone and a desktop, dark and light, with no serious accessibility issue', async () => {
    for (const { viewport, theme, size } of DISPLAYS) {
      const { context, account, page } = await signedIn({ viewport, theme })
      const other = await secondDevice(account)
      await openSecurity(page)
      const section = page.locator('section').filter({
        has: page.getByRole('heading', { name: 'Account Security' }),
      })
      await section.scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await screenshot(page, `account-security-${size}-${theme}`)
      await other.close()
      await context.close()
    }
  })

  it('changes the password: a wrong current one is named, the right one signs out every other device', async () => {
    const { context, account, page } = await signedIn({ viewport: PHONE })
    const other = await secondDevice(account)
    await openSecurity(page)

    const form = page.getByRole('form', { name: 'Change password' })
    await form.getByLabel('Current password', { exact: true }).fill('not my password')
    await form.getByLabel('New password', { exact: true }).fill('a better password')
    await form.getByRole('button', { name: 'Change Password' }).click()
    await expect
      .poll(() => form.getByText('Current password is not correct').isVisible())
      .toBe(true)
    expect(await signedInStatus(other)).toBe(200)

    await form.getByLabel('Current password', { exact: true }).fill(account.password)
    await form.getByLabel('New password', { exact: true }).fill('short')
    await form.getByRole('button', { name: 'Change Password' }).click()
    await form.getByText('New password must be at least 8 characters').waitFor()

    await form.getByLabel('New password', { exact: true }).fill('a better password')
    await form.getByRole('button', { name: 'Change Password' }).click()
    await expectToast(
      page,
      'Password changed',
      'Every other session was signed out and every API token revoked.',
    )
    expect(await signedInStatus(other)).toBe(401)
    expect(await signedInStatus(context)).toBe(200)
    await other.close()
    await context.close()
  })

  it('lists the signed-in sessions and signs out everywhere else, by keyboard', async () => {
    const { context, account, page } = await signedIn({ viewport: DESKTOP })
    const other = await secondDevice(account)
    await openSecurity(page)
    const list = page.getByRole('list', { name: 'Signed-in Sessions' })
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2)
    expect(await list.getByRole('listitem').first().innerText()).toContain('This device')

    const button = page.getByRole('button', { name: 'Sign Out Everywhere Else' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expectToast(page, 'Signed out everywhere else', '1 other session was signed out.')
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1)
    expect(await button.isDisabled()).toBe(true)
    expect(await signedInStatus(other)).toBe(401)
    await other.close()
    await context.close()
  })
})

describe('what each action ends (docs/product/trust-tokens-and-values.md)', () => {
  /** A write token of the account's, made while its sign-in is fresh. */
  async function tokenOf(context: BrowserContext) {
    const res = await context.request.post('/api/tokens', {
      data: { name: 'Nightly backup', scope: 'write' },
    })
    expect(res.status()).toBe(201)
    return ((await res.json()) as { token: string }).token
  }
  const tokenStatus = async (token: string) =>
    (await fetch(`${baseURL}/api/body-weights`, { headers: { authorization: `Bearer ${token}` } }))
      .status

  it('signs out everywhere else and, when asked, revokes every API token too', async () => {
    for (const { viewport, theme, size } of DISPLAYS) {
      const { context, account, page } = await signedIn({ viewport, theme })
      const token = await tokenOf(context)
      const other = await secondDevice(account)
      await openSecurity(page)
      const revoke = page.getByRole('switch', { name: 'Also revoke every API token' })
      await revoke.click()
      expect(await revoke.getAttribute('aria-checked')).toBe('true')
      await page.getByText('the scripts using your API tokens stop working too').waitFor()
      await revoke.scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await screenshotOf(
        page
          .locator('div')
          .filter({ has: page.getByRole('list', { name: 'Signed-in Sessions' }) })
          .last(),
        `account-security-revoke-tokens-${size}-${theme}`,
      )
      await page.getByRole('button', { name: 'Sign Out Everywhere Else' }).click()
      await expectToast(
        page,
        'Signed out everywhere else',
        '1 other session was signed out. 1 API token was revoked.',
      )
      expect(await signedInStatus(other)).toBe(401)
      expect(await tokenStatus(token)).toBe(401)
      expect(await signedInStatus(context)).toBe(200)
      await other.close()
      await context.close()
    }
  })

  it('asks for the password to make a token 10 minutes after signing in', async () => {
    for (const { viewport, theme, size } of DISPLAYS) {
      const { context, account, page } = await signedIn({ viewport, theme })
      await database.db.execute(
        sql`update sessions set created_at = now() - interval '11 minutes'
            where user_id = (select id from users where email = ${account.email})`,
      )
      await page.goto('/settings')
      const form = page.getByRole('form', { name: 'Create a token' })
      await form.getByLabel('Name').fill('Nightly backup')
      await form.getByRole('button', { name: 'Create Token' }).click()
      const password = form.getByLabel('Your password')
      await form
        .getByText(
          'Password is required to make a token, unless you signed in within the last 10 minutes',
        )
        .waitFor()
      expect(await password.evaluate((field) => field === document.activeElement)).toBe(true)
      await form.scrollIntoViewIfNeeded()
      await expectAccessible(page)
      await screenshotOf(form, `api-tokens-password-${size}-${theme}`)
      await password.fill('not the password')
      await form.getByRole('button', { name: 'Create Token' }).click()
      await form.getByText('Password is not correct').waitFor()
      await password.fill(account.password)
      await form.getByRole('button', { name: 'Create Token' }).click()
      await page.getByText('“Nightly backup” is ready').waitFor()
      await context.close()
    }
  })
})

describe('password reset by e-mail', () => {
  it('forgot password → e-mail → new password → signed in; the link then no longer works', async () => {
    const setup = await newContext(browser, { baseURL })
    const account = await signUpViaApi(setup)
    await setup.close()

    const context = await newContext(browser, { baseURL, viewport: PHONE, theme: 'dark' })
    const page = await context.newPage()
    await page.goto('/signin')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await page.getByLabel('E-mail').fill(account.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByRole('status').filter({ hasText: 'If an account uses that e-mail' }).waitFor()
    await expectAccessible(page)
    await screenshot(page, 'reset-request-phone-dark')

    let raw = ''
    await expect
      .poll(() => (raw = smtp.received.find((m) => m.to.includes(account.email))?.raw ?? ''))
      .not.toBe('')
    const link = new RegExp(`${baseURL}/reset-password#token=[\\w-]+`).exec(readable(raw))![0]

    await page.goto(link)
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor()
    await expectAccessible(page)
    await screenshot(page, 'reset-password-phone-dark')
    await page.getByLabel('New password', { exact: true }).fill('my new password')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await page.waitForURL(`${baseURL}/`)
    await page.getByRole('heading', { name: 'Start a Workout' }).waitFor()
    expect(await signedInStatus(context)).toBe(200)

    // The same link again: used up.
    const again = await context.newPage()
    await again.goto(link)
    await again.getByLabel('New password', { exact: true }).fill('another password')
    await again.getByRole('button', { name: 'Set New Password' }).click()
    await again.getByText('This reset link has expired or was already used').waitFor()
    await screenshot(again, 'reset-password-used-phone-dark')
    await context.close()
  })
})
