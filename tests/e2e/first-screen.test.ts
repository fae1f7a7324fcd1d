import { readFileSync } from 'node:fs'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIRST_SCREEN_ID, TIME_ZONE_COOKIE } from '../../src/shared/domain/first-screen.ts'
import type { FirstScreen } from '../../src/client/lib/first-render.ts'
import { SPINNER_HTML } from '../../src/server/lib/first-load.ts'
import { firstScreenRenderer } from '../../src/server/lib/first-screen.ts'
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'

// Issue 18: a signed-in GET / is the home screen rendered by the server with its data, which
// the browser hydrates (docs/decisions/015). Checked over HTTP and in real Chromium.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

function eventually<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 15_000, interval: 100 })
}

const ZONE = 'America/New_York'
const EVIL = '</script><script>alert(1)</script>'

async function seedDay(context: BrowserContext, name: string, exercises: string[]) {
  const res = await context.request.post('/api/workout-days', {
    data: {
      name,
      icon: 'dumbbell',
      exercises: exercises.map((exercise) => ({ name: exercise, sets: [{ isWarmup: false }] })),
    },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}

/** A finished workout of the day (its 'Last:' date), and a draft of it (in progress). */
async function seedWorkouts(context: BrowserContext, dayId: string) {
  const done = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
  expect(done.status()).toBe(201)
  const { id } = (await done.json()) as { id: string }
  expect((await context.request.post(`/api/workouts/${id}/complete`)).status()).toBe(200)
  const draft = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
  expect(draft.status()).toBe(201)
}

/** A lifter with a day named `name` (two exercises), a finished workout and a draft of it. */
async function lifter(name: string) {
  const context = await newContext(browser, { viewport: PHONE })
  await signUpViaApi(context)
  const day = await seedDay(context, name, ['Bench Press', 'Dips'])
  await seedWorkouts(context, day.id)
  const session = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  return { context, session, cookie: `${session}; ${TIME_ZONE_COOKIE}=${encodeURIComponent(ZONE)}` }
}

async function getHtml(cookie: string | null, path = '/') {
  const res = await fetch(`${baseUrl()}${path}`, cookie ? { headers: { cookie } } : {})
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/html')
  expect(res.headers.get('cache-control')).toBe('no-cache')
  expect(res.headers.get('vary')).toMatch(/cookie/i)
  return res.text()
}

const rootOf = (html: string) => {
  const start = html.indexOf('<div id="root">')
  const end = html.indexOf(`<script type="application/json" id="${FIRST_SCREEN_ID}">`)
  // Without React's separators between adjacent texts ('Last: <!-- -->Jan 5, 2024').
  return html.slice(start, end === -1 ? undefined : end).replaceAll('<!-- -->', '')
}

function dataBlock(html: string): FirstScreen | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)
  return match ? (JSON.parse(match[1]!) as FirstScreen) : null
}

/** The date as home writes it, in the lifter's time zone. */
const today = () =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: ZONE,
  }).format(new Date())

describe('server-rendered home', () => {
  it("answers a signed-in GET / with the lifter's home and its data, escaped", async () => {
    const { context, cookie } = await lifter(`Push ${EVIL}`)
    const html = await getHtml(cookie)
    const root = rootOf(html)
    // The day, its data line, the drafts, the header, in #root before any script has run.
    expect(root).toContain('Push &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(root).toContain('In progress')
    expect(root).toContain('2 exercises')
    expect(root).toContain(`Last: ${today()}`)
    expect(root).toContain('Draft Workouts')
    expect(root).toContain('Bench Press')
    expect(root).toContain('Start a Workout')
    expect(root).not.toContain(SPINNER_HTML)
    // No script but the page's own files and the one data block, which nothing can break out of.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    for (const [, attributes, body] of scripts) {
      if (attributes!.includes(`id="${FIRST_SCREEN_ID}"`)) {
        expect(attributes).toContain('type="application/json"')
        expect(body).not.toContain('<')
      } else {
        expect(attributes).toMatch(/\bsrc=/)
        expect(body!.trim()).toBe('')
      }
    }
    expect(html).not.toContain('<script>alert(1)')
    // The data block is the screen's reads as the client keys them, valid JSON.
    const data = dataBlock(html)!
    expect(data.path).toBe('/')
    expect(data.timeZone).toBe(ZONE)
    const me = (await (await context.request.get('/api/auth/user')).json()) as { id: string }
    expect(data.user.id).toBe(me.id)
    const days = data.queries.find((query) => query.url === '/api/workout-days')!
    expect(days.queryKey).toEqual(['/api/workout-days', { includeArchived: false }])
    expect((days.data as { name: string }[])[0]!.name).toBe(`Push ${EVIL}`)
    expect(data.queries.map((query) => query.url).sort()).toEqual([
      '/api/shares/pending-count',
      `/api/stats?tz=${encodeURIComponent(ZONE)}`,
      '/api/workout-days',
      '/api/workouts/drafts',
    ])
    // No session check or reads preloaded: the page has them.
    expect(html).not.toContain('rel="preload" href="/api/')
    await context.close()
  })

  it("never shows one lifter another's rows", async () => {
    const first = await lifter('Alpha Day Only Mine')
    const second = await lifter('Beta Day')
    const [a, b] = await Promise.all([getHtml(first.cookie), getHtml(second.cookie)])
    expect(rootOf(a)).toContain('Alpha Day Only Mine')
    expect(b).not.toContain('Alpha Day Only Mine')
    expect(rootOf(b)).toContain('Beta Day')
    expect(a).not.toContain('Beta Day')
    await Promise.all([first.context.close(), second.context.close()])
  })

  it('falls back to the spinner page without a usable session or time zone, and signed out', async () => {
    const { context, session, cookie } = await lifter('Gamma Day')
    const indexHtml = readFileSync('dist/client/index.html', 'utf8')
    expect(await getHtml(null)).toBe(indexHtml)
    expect(await getHtml(`${TIME_ZONE_COOKIE}=${ZONE}`)).toBe(indexHtml)
    const spinnerPage = (html: string) => {
      expect(html).toContain(`<div id="root">${SPINNER_HTML}</div>`)
      expect(html).not.toContain(FIRST_SCREEN_ID)
      expect(html).not.toContain('Gamma Day')
    }
    // No time zone, or one no one has: the browser renders, as before.
    spinnerPage(await getHtml(session))
    spinnerPage(await getHtml(`${session}; ${TIME_ZONE_COOKIE}=Mars%2FOlympus`))
    // A forged session cookie.
    spinnerPage(await getHtml(`ironlog_session=forged.value; ${TIME_ZONE_COOKIE}=${ZONE}`))
    // Another screen than home.
    spinnerPage(await getHtml(cookie, '/settings'))
    // A session that ended (signed out): the cookie is no longer good.
    expect(rootOf(await getHtml(cookie))).toContain('Gamma Day')
    await context.request.get('/api/logout', { maxRedirects: 0 })
    spinnerPage(await getHtml(cookie))
    await context.close()
  })

  it('shows the day cards with JavaScript off (the HTML is the screen)', async () => {
    const { context } = await lifter('Delta Day')
    const cookies = await context.cookies()
    const noScript = await browser.newContext({
      baseURL: baseUrl(),
      viewport: PHONE,
      javaScriptEnabled: false,
    })
    await noScript.addCookies([
      ...cookies,
      { name: TIME_ZONE_COOKIE, value: encodeURIComponent(ZONE), url: baseUrl() },
    ])
    const page = await noScript.newPage()
    await page.goto('/')
    expect(
      await page.getByRole('heading', { name: 'Delta Day', exact: true, level: 3 }).isVisible(),
    ).toBe(true)
    expect(await page.getByText('Draft Workouts').isVisible()).toBe(true)
    await noScript.close()
    await context.close()
  })

  /** Console errors and page errors (React 19 reports a hydration mismatch through them). */
  function watchErrors(page: Page) {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    return errors
  }

  /** At DOMContentLoaded (before the app runs), the server's first day card is kept aside. */
  async function keepServerNode(context: BrowserContext) {
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { serverCard: Element | null }).serverCard =
          document.querySelector('#root article')
      })
    })
  }

  const serverCardKept = (page: Page) =>
    page.evaluate(() => {
      const card = (window as unknown as { serverCard: Element | null }).serverCard
      return card !== null && card.isConnected
    })

  it('hydrates the server HTML without a mismatch, keeps its nodes, and works as before', async () => {
    const { context } = await lifter('Epsilon Day')
    // The first visit sets the time zone cookie; the next loads are rendered by the server.
    const first = await context.newPage()
    await first.goto('/')
    await eventually(() =>
      context.cookies().then((c) => c.some((x) => x.name === TIME_ZONE_COOKIE)),
    ).toBe(true)
    await first.close()

    await keepServerNode(context)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await page.goto('/')
    // Interactive: the user menu's trigger answers (the app's effects have run) …
    await eventually(() => page.evaluate(() => document.cookie.includes('ironlog-tz'))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await serverCardKept(page)).toBe(true)
    expect(
      await page.getByRole('heading', { name: 'Epsilon Day', exact: true, level: 3 }).isVisible(),
    ).toBe(true)
    expect(errors).toEqual([])
    // … and home works as before: the day opens its session (client-side, no page load).
    await page.evaluate(
      () => ((window as unknown as { sameDocument: boolean }).sameDocument = true),
    )
    await page.getByRole('link', { name: 'Epsilon Day', exact: true }).click()
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/workout\//)
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  for (const theme of ['dark', 'light'] as const) {
    for (const [size, viewport] of [
      ['390', PHONE],
      ['1280', DESKTOP],
    ] as const) {
      it(`looks the same from the server and after hydration at ${size} px, ${theme}`, async () => {
        const { context } = await lifter('Zeta Day')
        const cookies = await context.cookies()
        const tz = { name: TIME_ZONE_COOKIE, value: encodeURIComponent(ZONE), url: baseUrl() }
        // A browser in the lifter's time zone, as the cookie says.
        const hydrated = await newContext(browser, { viewport, theme, timezoneId: ZONE })
        await keepServerNode(hydrated)
        // The server's HTML as it paints before the app's code runs: theme-init.js runs, the
        // app's modules never arrive.
        const serverOnly = await newContext(browser, { viewport, theme })
        await serverOnly.route(/\/assets\/.*\.js$/, (route) => route.abort())
        for (const each of [hydrated, serverOnly]) await each.addCookies([...cookies, tz])

        const still = await serverOnly.newPage()
        await still.goto('/')
        expect(
          await still.getByRole('heading', { name: 'Zeta Day', exact: true, level: 3 }).isVisible(),
        ).toBe(true)
        await screenshot(still, `first-screen-server-${size}-${theme}`)

        const page = await hydrated.newPage()
        const errors = watchErrors(page)
        await page.goto('/')
        await page.waitForLoadState('networkidle')
        expect(errors).toEqual([])
        expect(await serverCardKept(page)).toBe(true)
        await expectAccessible(page)
        await screenshot(page, `first-screen-hydrated-${size}-${theme}`)
        await Promise.all([hydrated.close(), serverOnly.close(), context.close()])
      })
    }
  }
})

describe('server render failures', () => {
  /** The real renderer and SSR bundle, over an app whose reads misbehave as told. */
  async function rendererOver(misbehave: 'none' | 'slow' | 'error' | 'bad-shape') {
    const app = Fastify()
    const logged: string[] = []
    app.addHook('onRequest', async (request) => {
      request.log.error = ((...args: unknown[]) => {
        logged.push(String(args.at(-1)))
      }) as typeof request.log.error
      request.log.warn = request.log.error
    })
    await app.register(cookie)
    const user = { id: 'u1', email: 'a@example.com', firstName: 'Sam', lastName: 'Strong' }
    app.get('/api/auth/user', async () => user)
    app.get('/api/workouts/drafts', async () => [])
    app.get('/api/shares/pending-count', async () => ({ count: 0 }))
    app.get('/api/stats', async () => ({ totalWorkouts: 0, totalVolume: 0 }))
    app.get('/api/workout-days', async (_request, reply) => {
      if (misbehave === 'slow') await new Promise((resolve) => setTimeout(resolve, 2500))
      if (misbehave === 'error') return reply.code(500).send({ message: 'Internal error' })
      return misbehave === 'bad-shape' ? { not: 'a list' } : []
    })
    const render = firstScreenRenderer(app, 'dist/client')!
    app.get('/render', async (request) => ({ rendered: await render(request, '/') }))
    return { app, logged }
  }

  const renderOnce = (app: FastifyInstance) =>
    app.inject({ method: 'GET', url: '/render', headers: { cookie: `${TIME_ZONE_COOKIE}=UTC` } })

  it('renders over reads that behave (and is warm for the timings below)', async () => {
    const { app, logged } = await rendererOver('none')
    const answer = await renderOnce(app)
    expect((answer.json() as { rendered: { html: string } | null }).rendered?.html).toContain(
      'Start a Workout',
    )
    expect(logged).toEqual([])
    await app.close()
  })

  for (const misbehave of ['slow', 'error', 'bad-shape'] as const) {
    it(`falls back, logged, when a read is ${misbehave}`, async () => {
      const { app, logged } = await rendererOver(misbehave)
      const answer = await renderOnce(app)
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toEqual({ rendered: null })
      expect(logged.join(' ')).toMatch(
        misbehave === 'slow' ? /first screen: render too slow/ : /first screen: render failed/,
      )
      await app.close()
    })
  }
})
