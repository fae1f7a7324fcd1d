import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Cookie,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core'
import { expect, inject } from 'vitest'
import { chromiumArgs, TEST_CHROMIUM_PATH } from './chromium.ts'
import { randomAddress } from './random-address.ts'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 800 }

export type Display = {
  viewport: typeof PHONE
  theme: 'dark' | 'light'
  /** The width, for test and screenshot names. */
  size: '390' | '1280'
}

/**
 * The displays a screen's look and accessibility are checked on. Every run covers each size and
 * each theme (390 px dark, 1280 px light); with SCREENSHOTS=1, when a person looks at the
 * screens, all four pairs. Halving the matrix keeps the CI inside its time (docs/decisions/017).
 */
export const DISPLAYS: readonly Display[] = process.env.SCREENSHOTS
  ? [
      { viewport: PHONE, theme: 'dark', size: '390' },
      { viewport: PHONE, theme: 'light', size: '390' },
      { viewport: DESKTOP, theme: 'dark', size: '1280' },
      { viewport: DESKTOP, theme: 'light', size: '1280' },
    ]
  : [
      { viewport: PHONE, theme: 'dark', size: '390' },
      { viewport: DESKTOP, theme: 'light', size: '1280' },
    ]

export function baseUrl() {
  return inject('baseUrl')
}

/** The worker's Chromium: its files run one after another (isolate: false) in it. */
let workersChromium: Promise<Browser> | undefined

/**
 * The worker's Chromium, started by its first browser file (docs/decisions/017-test-run-time.md,
 * wave six: in the worker, Playwright drives it over a pipe, where a browser shared by the run
 * went through a second process and a WebSocket for every call). A file's `close` ends the
 * contexts it left open; the browser, and contexts closed for reuse, stay for the next file.
 */
export async function launchBrowser(): Promise<Browser> {
  workersChromium ??= runChromiumArgs().then((args) =>
    chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args }),
  )
  const browser = await workersChromium
  Object.assign(browser, {
    close: async () => {
      const closed = new Set([...(closedContexts.get(browser)?.values() ?? [])].flat())
      const left = browser.contexts().filter((context) => !closed.has(context))
      await Promise.all(left.map(closeForGood))
    },
  })
  return browser
}

/** The switches of the run's Chromium, for a browser a test starts itself. */
export function runChromiumArgs(): Promise<string[]> {
  const shared = inject('chromiumArgs')
  return shared ? Promise.resolve(shared) : chromiumArgs()
}

type ContextOptions = {
  viewport?: { width: number; height: number }
  theme?: 'light' | 'dark'
  /** Another server than the run's shared one. */
  baseURL?: string
  /**
   * 'allow' for tests of the offline app (decision 011), which a signed-in page installs after
   * its first paint: its worker then fetches and stores every chunk, some 0.8 s of the
   * browser's CPU per context, which tests of anything else skip (decision 017). Requests the
   * service worker makes are not seen by page.route (issue 16).
   */
  serviceWorkers?: 'allow' | 'block'
  /** The browser's time zone (IANA); the machine's by default. */
  timezoneId?: string
  /** The browser's language (navigator.languages, Accept-Language); en-US by default. */
  locale?: string
}

/**
 * Contexts a test has closed, by the browser and the options they were made with, for the next
 * test to open again (docs/decisions/017-test-run-time.md, wave six): a context's first page
 * costs the browser half a second of CPU cold (its renderer, every script fetched and compiled),
 * a page in a context that served the app before a fraction of it.
 */
const closedContexts = new WeakMap<Browser, Map<string, BrowserContext[]>>()

const closeForGood = (context: BrowserContext) =>
  (Object.getPrototypeOf(context) as BrowserContext).close.call(context)

/**
 * A browser context as a new one looks to a test: no cookie, nothing stored for the app's
 * origin, online, no routes. It may be one a test before closed (see closedContexts): its
 * `close` then ends its pages, clears the origin's storage and its cookies, and keeps it for the
 * next. A test that changes what a reset cannot undo (an init script, the clock, permissions,
 * context-wide routes or listeners, a CDP session), or whose pages all left the app, makes its
 * context one that closes for good.
 */
export async function newContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const settings = {
    baseURL: options.baseURL ?? baseUrl(),
    viewport: options.viewport ?? PHONE,
    serviceWorkers: options.serviceWorkers ?? 'block',
    timezoneId: options.timezoneId,
    locale: options.locale ?? 'en-US',
    theme: options.theme,
  }
  // A context whose service worker was allowed keeps it installed: never handed on.
  if (settings.serviceWorkers === 'allow') return createContext(browser, settings)
  const key = JSON.stringify(settings)
  let byOptions = closedContexts.get(browser)
  if (!byOptions) closedContexts.set(browser, (byOptions = new Map()))
  const closed = byOptions.get(key) ?? []
  byOptions.set(key, closed)
  const context = closed.pop() ?? (await createContext(browser, settings))
  reuseOnClose(context, settings.baseURL, () => closed.push(context))
  return context
}

async function createContext(
  browser: Browser,
  settings: Required<Omit<ContextOptions, 'timezoneId' | 'theme'>> &
    Pick<ContextOptions, 'timezoneId' | 'theme'>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: settings.baseURL,
    viewport: settings.viewport,
    hasTouch: settings.viewport.width < 500,
    serviceWorkers: settings.serviceWorkers,
    ...(settings.timezoneId ? { timezoneId: settings.timezoneId } : {}),
    locale: settings.locale,
    // Transitions and toasts' slides take frames no assertion waits for (decision 017).
    reducedMotion: 'reduce',
  })
  if (settings.theme) {
    await context.addInitScript((theme) => localStorage.setItem('theme', theme), settings.theme)
  }
  return context
}

/** What a test may do to a context that a reset does not undo. */
const LASTING_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'newCDPSession',
  'on',
  'once',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
] as const
const CLOCK_CHANGES = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const

function reuseOnClose(context: BrowserContext, origin: string, keep: () => void) {
  type Methods = Record<string, (...args: unknown[]) => unknown>
  let lasting = false
  let pagesOpened = false
  const notePage = () => (pagesOpened = true)
  context.once('page', notePage)
  const target = context as unknown as Methods
  const marks: Array<[Methods, string]> = [
    ...LASTING_CHANGES.map((name): [Methods, string] => [target, name]),
    ...CLOCK_CHANGES.map((name): [Methods, string] => [context.clock as unknown as Methods, name]),
  ]
  for (const [object, name] of marks) {
    object[name] = (...args: unknown[]) => {
      lasting = true
      return (Object.getPrototypeOf(object) as Methods)[name]!.apply(object, args)
    }
  }
  target.close = async () => {
    for (const [object, name] of marks) delete object[name]
    // Closed twice: the second is a no-op, as on a context of its own.
    target.close = async () => undefined
    context.off('page', notePage)
    const pages = context.pages()
    const onApp = pages.find((page) => page.url().startsWith(origin))
    // A test whose pages all left the app may have stored elsewhere.
    if (lasting || (pagesOpened && !onApp)) return closeForGood(context)
    await Promise.all(pages.filter((page) => page !== onApp).map((page) => page.close()))
    await context.setOffline(false)
    if (onApp && !(await clearStorage(onApp, origin))) return closeForGood(context)
    await context.clearCookies()
    keep()
  }
}

/**
 * Takes the app's page to a static file of its origin, whose own renderer then clears the
 * origin's local and session storage and IndexedDB, and closes it; false if that did not end
 * within 2 s (a page held mid-navigation by a route). Cleared only once the app has gone: it
 * saves what it holds as its page goes (pagehide), which would refill storage cleared before.
 */
async function clearStorage(page: Page, origin: string): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const cleared = page
    .goto(`${origin}/favicon.svg`)
    .then(() =>
      page.evaluate(async () => {
        localStorage.clear()
        sessionStorage.clear()
        const names = (await indexedDB.databases()).flatMap(({ name }) => (name ? [name] : []))
        await Promise.all(
          names.map(
            (name) =>
              new Promise((resolve, reject) => {
                const request = indexedDB.deleteDatabase(name)
                request.onsuccess = resolve
                request.onerror = reject
              }),
          ),
        )
      }),
    )
    .then(
      () => true,
      () => false,
    )
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 2_000)))
  try {
    return await Promise.race([cleared, late])
  } finally {
    clearTimeout(timer)
    await page.close()
  }
}

export type Account = { email: string; password: string; firstName: string; lastName: string }

/** Creates an account through the API in this context, so the browser is signed in. */
export async function signUpViaApi(context: BrowserContext, overrides: Partial<Account> = {}) {
  const account: Account = {
    email: `lifter-${randomUUID().slice(0, 8)}@example.com`,
    password: 'correct horse battery',
    firstName: 'Sam',
    lastName: 'Strong',
    ...overrides,
  }
  // Each account from its own address (the server trusts the loopback proxy), as lifters are:
  // one address may only create so many accounts.
  const res = await context.request.post('/api/auth/register', {
    data: account,
    headers: { 'x-forwarded-for': randomAddress() },
  })
  expect(res.status()).toBe(201)
  return account
}

/**
 * A lifter signed up and set up once, for a file whose tests look at the same data: each test
 * signs its own context in with `context.addCookies(lifter.cookies)` instead of seeding again.
 */
export async function seededLifter<T>(
  browser: Browser,
  setUp: (context: BrowserContext, account: Account) => Promise<T>,
  options: ContextOptions = {},
): Promise<T & { account: Account; cookies: Cookie[] }> {
  const context = await newContext(browser, options)
  const account = await signUpViaApi(context)
  const seeded = await setUp(context, account)
  const cookies = await context.cookies()
  await context.close()
  return { ...seeded, account, cookies }
}

/**
 * Waits until React has taken the page's root. A click on a server-rendered screen before then
 * is lost (decision 015), which a busy machine makes likely; after it, React replays it.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(
    () =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer$'),
      ),
    undefined,
    // Not on every animation frame (the default): that draws frames the whole wait, for nothing.
    { polling: 100 },
  )
}

/**
 * Goes to `path` inside the app the page already runs, as a link would: no new document to load,
 * parse and start (the most of a browser test's CPU). A page that has no document yet loads the
 * app there. For a test that reads screens in turn; one that needs a fresh start (a reload, a
 * cold cache) uses `page.goto`.
 */
export async function goInApp(page: Page, path: string) {
  if (page.url() === 'about:blank') {
    await page.goto(path)
    return
  }
  // Back once React has rendered the new route (a task later): the old screen is gone.
  await page.evaluate((to) => {
    history.pushState(null, '', to)
    return new Promise((resolve) => setTimeout(resolve))
  }, path)
}

/**
 * Polls until the assertion holds, with room for a 2-core machine busy with the other suites
 * (the browser files run two at a time beside the API suites).
 */
export function eventually<T>(fn: () => T | Promise<T>) {
  return expect.poll(fn, { timeout: 20_000, interval: 100 })
}

/**
 * Waits until the offline app's service worker controls the page (decision 011). Its install
 * fetches and stores every chunk, seconds of the browser's CPU: on a machine busy with the other
 * suites it can take half a minute.
 */
export async function workerInCharge(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      timeout: 45_000,
      interval: 100,
    })
    .toBe('activated')
}

/** A download's content as text (read as a stream: the shared browser runs in another process). */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * axe-core's violations on the page as it stands. axe runs in the page itself, injected once
 * per document: @axe-core/playwright's AxeBuilder opens a blank page for every analysis to
 * merge its frames' results (this app has no frames), 0.7 s against 0.1–0.2 s here, and the
 * browser suites run some 180 of them.
 */
export async function axeViolations(
  page: Page,
  options: RunOptions = {},
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  // The page as it settles: a control in its colour transition (a chip just chosen) has, for
  // 150 ms, colours it only passes through. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(runOptions),
    { resultTypes: ['violations'], ...options } satisfies RunOptions,
  )
  return results.violations
}

/** No serious or critical accessibility violations on the page as it stands. */
export async function expectAccessible(page: Page) {
  const serious = (await axeViolations(page)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** With SCREENSHOTS=1, saves a full-page screenshot to .screenshots/ for a person to look at. */
export async function screenshot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return
  mkdirSync('.screenshots', { recursive: true })
  await page.screenshot({ path: `.screenshots/${name}.png`, fullPage: true })
}

/** With SCREENSHOTS=1, saves one part of the page (a section, a dialog) to look at closely. */
export async function screenshotOf(part: Locator, name: string) {
  if (!process.env.SCREENSHOTS) return
  mkdirSync('.screenshots', { recursive: true })
  await part.screenshot({ path: `.screenshots/${name}.png` })
}

/**
 * A value the page stored under a key that starts and ends so: the session's keys are
 * `workout-session-{dayId}-{lifter}-{field}` and the rest timer's `ironlog-rest-{lifter}-{dayId}`
 * (docs/product/trust-accounts-and-devices.md: keyed by the lifter). Null when there is none.
 */
export function storedValue(page: Page, prefix: string, suffix: string) {
  return page.evaluate(
    ({ start, end }) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith(start) && k.endsWith(end))
      return key ? localStorage.getItem(key) : null
    },
    { start: prefix, end: suffix },
  )
}

/** The writes the page's outbox (IndexedDB, docs/product/nothing-lost.md) still holds, oldest first. */
export async function outboxWrites(page: Page): Promise<Array<{ kind: string; id: string }>> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases()
    const name = databases.find((db) => db.name?.startsWith('ironlog-outbox-'))?.name
    if (!name) return []
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      return await new Promise<Array<{ kind: string; id: string }>>((resolve, reject) => {
        const request = db.transaction('writes').objectStore('writes').getAll()
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
    } finally {
      db.close()
    }
  })
}
