import { cpSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { build, type Plugin } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import {
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
  workerInCharge,
} from '../support/browser.ts'
import { freePort } from '../support/free-port.ts'

// Issue 16: a new version deployed while the app is open is offered, never forced.

let browser: Browser
let app: App
let database: Database
let appUrl: string
const deploy = mkdtempSync(path.join(tmpdir(), 'ironlog-deploy-'))
const live = path.join(deploy, 'client')

beforeAll(async () => {
  // The suite's production build is version 1, served from a directory this test may replace.
  cpSync('dist/client', live, { recursive: true })
  const port = await freePort()
  appUrl = `http://127.0.0.1:${port}`
  database = await openDatabase({ dataDir: 'memory://' })
  app = await buildApp({
    db: database.db,
    sessionSecret: 'update-test-secret-long-enough',
    appUrl,
    clientRoot: live,
  })
  await app.listen({ port, host: '127.0.0.1' })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await database?.close()
  rmSync(deploy, { recursive: true, force: true })
})

/** Version 2: the same app built again with one asset changed (index.html says so). */
async function deployVersion2() {
  const changed: Plugin = {
    name: 'version-2',
    transformIndexHtml: (html) =>
      html.replace('</head>', '<meta name="ironlog-version" content="2" /></head>'),
  }
  const next = path.join(deploy, 'next')
  // Built as `npm run build` builds it (vitest runs with NODE_ENV=test).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  await build({
    mode: 'production',
    configFile: path.resolve('vite.config.ts'),
    logLevel: 'warn',
    plugins: [changed],
    build: { outDir: next, emptyOutDir: true },
  }).finally(() => (process.env.NODE_ENV = nodeEnv))
  rmSync(live, { recursive: true })
  renameSync(next, live)
}

describe('a new version', () => {
  it('is offered with "Update available — Reload" and taken only on the tap', async () => {
    const context = await newContext(browser, { baseURL: appUrl, serviceWorkers: 'allow' })
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/')
    await workerInCharge(page)
    // Mid-set: the page must not reload under the lifter.
    await page.evaluate(() => ((window as unknown as { midSet: boolean }).midSet = true))

    await deployVersion2()
    // The browser looks for a new worker on navigations and when the app is shown again.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration?.update()
    })
    const update = page
      .getByRole('banner')
      .getByRole('status')
      .filter({ hasText: 'Update available' })
    await update.waitFor({ timeout: 60_000 })
    await screenshot(page, 'update-available-390-dark')
    // Still the same page, still version 1.
    expect(await page.evaluate(() => (window as unknown as { midSet?: boolean }).midSet)).toBe(true)
    expect(await page.locator('meta[name="ironlog-version"]').count()).toBe(0)

    await update.getByRole('button', { name: 'Reload' }).click()
    await page.locator('meta[name="ironlog-version"]').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => (window as unknown as { midSet?: boolean }).midSet)).toBe(
      undefined,
    )
    await page.getByRole('banner').waitFor()
    expect(await update.count()).toBe(0)
    // The old version's precache is gone: only the current one is left.
    const caches = await page.evaluate(() => self.caches.keys())
    expect(caches.filter((name) => name.includes('precache'))).toHaveLength(1)
    await context.close()
  }, 240_000)
})
