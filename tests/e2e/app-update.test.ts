import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
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

/**
 * Version 2: the same app with index.html changed, as its build deploys it. That build changes
 * two files and nothing else (compared once against a real one): index.html, and the service
 * worker, whose precache list gives index.html its new revision (Workbox's: the file's MD5). Made
 * here from version 1, which a second build would take 12 s of CPU to make.
 */
function deployVersion2() {
  const next = path.join(deploy, 'next')
  cpSync(live, next, { recursive: true })
  const md5 = (text: string) => createHash('md5').update(text).digest('hex')
  const page = readFileSync(path.join(next, 'index.html'), 'utf8')
  const changed = page.replace('</head>', '<meta name="ironlog-version" content="2" /></head>')
  const worker = readFileSync(path.join(next, 'sw.js'), 'utf8')
  const entry = (html: string) => `{url:"index.html",revision:"${md5(html)}"}`
  expect(worker).toContain(entry(page))
  writeFileSync(path.join(next, 'index.html'), changed)
  writeFileSync(path.join(next, 'sw.js'), worker.replace(entry(page), entry(changed)))
  // Their precompressed copies (scripts/precompress.ts) are version 1's: served as they are.
  for (const file of ['index.html', 'sw.js']) {
    for (const copy of ['br', 'gz']) rmSync(path.join(next, `${file}.${copy}`))
  }
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

    deployVersion2()
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
