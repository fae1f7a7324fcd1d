import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FullPageSpinner } from '../../src/client/components/full-page-spinner.tsx'
import { buildApp, type App } from '#server/app.ts'
import { openDatabase, type Database } from '#server/db/client.ts'
import { FIRST_SCREENS, SPINNER_HTML } from '../../src/server/first-screen/hints.ts'
import { launchBrowser, newContext as newBrowserContext, signUpViaApi } from '../support/browser.ts'
import { freePort } from '../support/free-port.ts'

// Issue 18: a signed-in first load fetches the app's chunks and home's reads in parallel with
// the entry, announced in the HTML the server answers to a request with a session cookie. The
// server renders home and history itself when it can (first-screen.test.ts); these are the
// pages it answers when it cannot (its render bundle absent, a render too slow), so this file's
// server has the client build without the render's bundle beside it.

let browser: Browser
let app: App
let database: Database
let appUrl: string
const deploy = mkdtempSync(path.join(tmpdir(), 'ironlog-first-load-'))
beforeAll(async () => {
  cpSync('dist/client', path.join(deploy, 'client'), { recursive: true })
  const port = await freePort()
  appUrl = `http://127.0.0.1:${port}`
  database = await openDatabase({ dataDir: 'memory://' })
  app = await buildApp({
    db: database.db,
    sessionSecret: 'first-load-test-secret-long-enough',
    appUrl,
    clientRoot: path.join(deploy, 'client'),
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

const newContext = (...[, options]: Parameters<typeof newBrowserContext>) =>
  newBrowserContext(browser, { ...options, baseURL: appUrl })

type Chunk = { file: string; isEntry?: boolean; imports?: string[] }
const manifest = () =>
  JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, Chunk>

const HOME_READS = FIRST_SCREENS['/']!.reads

/** The chunks of these (the signed-in app's by default) and what they import that the entry does not. */
function signedInAppFiles(...roots: string[]): string[] {
  const chunks = manifest()
  const graph = (key: string, into = new Set<string>()) => {
    if (!into.has(key)) {
      into.add(key)
      for (const child of chunks[key]!.imports ?? []) graph(child, into)
    }
    return into
  }
  const entry = Object.keys(chunks).find((key) => chunks[key]!.isEntry)!
  const loaded = graph(entry)
  const wanted = new Set<string>()
  for (const root of ['src/client/app/signed-in-app.tsx', ...roots]) graph(root, wanted)
  return [...wanted].filter((key) => !loaded.has(key)).map((key) => `/${chunks[key]!.file}`)
}

/** docs/product/languages.md: the English catalogues of these parts, which a page announces with its entry. */
const catalogues = (...parts: string[]) =>
  parts.map((part) => `/${manifest()[`src/shared/locales/${part}/en.po`]!.file}`)

const modulepreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])
const fetchPreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" href="([^"]+)" as="fetch" crossorigin="use-credentials"/g,
    ),
  ].map((m) => m[1])

describe('first load', () => {
  it("announces the signed-in app's chunks, and on / home's reads, only with a session cookie", async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const appFiles = signedInAppFiles()
    expect(appFiles.length).toBeGreaterThan(0)
    const entryPreloads = modulepreloads(readFileSync('dist/client/index.html', 'utf8'))

    const get = async (path: string, withCookie: boolean) => {
      const res = await fetch(`${appUrl}${path}`, withCookie ? { headers: { cookie } } : {})
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('private, no-cache')
      expect(res.headers.get('vary')).toMatch(/cookie/i)
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      const html = await res.text()
      // Still no inline script: the CSP allows none.
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        expect(attributes).toMatch(/\bsrc=/)
        expect(body!.trim()).toBe('')
      }
      return html
    }

    const signedOut = await get('/', false)
    expect(modulepreloads(signedOut)).toEqual([...entryPreloads, ...catalogues('core', 'landing')])
    expect(fetchPreloads(signedOut)).toEqual(['/api/auth/user'])
    // Signed out, nothing before the landing page; signed in, the app's own spinner at once.
    expect(signedOut).toContain('<div id="root"></div>')
    // The server's page says it in English, before any catalogue (the app's says it translated).
    expect(SPINNER_HTML).toBe(
      renderToStaticMarkup(createElement(FullPageSpinner, { label: 'Loading' })),
    )
    for (const path of ['/', '/history']) {
      expect(await get(path, true)).toContain(`<div id="root">${SPINNER_HTML}</div>`)
    }

    for (const path of ['/', '/?from=install']) {
      const home = await get(path, true)
      expect(modulepreloads(home).sort()).toEqual(
        [...entryPreloads, ...appFiles, ...catalogues('core')].sort(),
      )
      expect(fetchPreloads(home)).toEqual(['/api/auth/user', ...HOME_READS])
    }
    // History's own chunk and first page too, as it opens unfiltered; filtered, the app only.
    const history = await get('/history', true)
    expect(modulepreloads(history).sort()).toEqual(
      [
        ...entryPreloads,
        ...signedInAppFiles(FIRST_SCREENS['/history']!.chunk!),
        ...catalogues('core', 'history'),
      ].sort(),
    )
    expect(fetchPreloads(history)).toEqual(['/api/auth/user', ...FIRST_SCREENS['/history']!.reads])
    for (const path of ['/history?day=1', '/settings']) {
      const other = await get(path, true)
      expect(modulepreloads(other).sort()).toEqual(
        [...entryPreloads, ...appFiles, ...catalogues('core')].sort(),
      )
      expect(fetchPreloads(other)).toEqual(['/api/auth/user'])
    }
    await context.close()
  })

  it("uses each preload once and paints home's draft and days together, with no layout shift", async () => {
    // No service worker: its first take-over reads everything again (issue 16).
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await context.request.post('/api/workout-days', {
      data: {
        name: 'Push',
        icon: 'dumbbell',
        exercises: [{ name: 'Bench Press', sets: [{ isWarmup: false }] }],
      },
    })
    expect(day.status()).toBe(201)
    const { id: dayId } = (await day.json()) as { id: string }
    const draft = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
    expect(draft.status()).toBe(201)

    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.addInitScript(() => {
      const shifts: number[] = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value)
      }).observe({ type: 'layout-shift', buffered: true })
      Object.assign(window, { layoutShifts: shifts })
    })
    await page.goto('/')
    await page.getByRole('heading', { name: 'Draft Workouts' }).waitFor()
    await page.getByRole('article').filter({ hasText: 'Push' }).waitFor()
    await page.waitForLoadState('networkidle')

    for (const path of ['/api/auth/user', ...HOME_READS, ...signedInAppFiles()]) {
      expect(
        requested.filter((p) => p === path),
        path,
      ).toHaveLength(1)
    }
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
    ).toEqual([])
    await context.close()
  })

  it("opens history with its chunk and first page read once each, from the HTML's preloads", async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await context.request.post('/api/workout-days', {
      data: {
        name: 'Pull',
        icon: 'dumbbell',
        exercises: [{ name: 'Row', sets: [{ isWarmup: false }] }],
      },
    })
    const { id: dayId } = (await day.json()) as { id: string }
    const workout = (await (
      await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
    ).json()) as { id: string }
    await context.request.post('/api/workout-sets', {
      data: { workoutId: workout.id, exerciseName: 'Row', weight: '120', reps: 8, completed: true },
    })
    expect((await context.request.post(`/api/workouts/${workout.id}/complete`)).status()).toBe(200)

    const page = await context.newPage()
    const requested: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      requested.push(`${url.pathname}${url.search}`)
    })
    await page.goto('/history')
    await page.getByRole('article').filter({ hasText: 'Pull' }).waitFor()
    await page.waitForLoadState('networkidle')
    const { chunk, reads } = FIRST_SCREENS['/history']!
    for (const path of [...reads, ...signedInAppFiles(chunk!)]) {
      expect(
        requested.filter((p) => p === path),
        path,
      ).toHaveLength(1)
    }
    // The list's request is the preloaded one, query string and all.
    expect(requested.filter((p) => p.startsWith('/api/workout-summaries'))).toEqual([
      '/api/workout-summaries?limit=20',
    ])
    await context.close()
  })
})
