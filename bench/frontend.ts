import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, type Browser } from 'playwright-core'
// Lighthouse and Playwright drive the same chromium, with the same flags, as the browser tests.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { TIME_ZONE_COOKIE } from '../src/shared/domain/first-screen.ts'
import { cookieFor } from './load.ts'
import { f0, f1, kb, mark, table } from './report.ts'
import type { Lifter } from './seed.ts'

const CLIENT_ROOT = 'dist/client'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type BundleSize = { jsGzip: number; cssGzip: number; files: string[] }

const cookiePair = (cookie: string) => {
  const eq = cookie.indexOf('=')
  return { name: cookie.slice(0, eq), value: cookie.slice(eq + 1) }
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/** The /assets/ files a page requests until the network is idle (its lazy chunks included). */
async function requestedAssets(baseUrl: string, cookie: string | null): Promise<Set<string>> {
  const browser = await launch()
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    if (cookie) await context.addCookies([{ ...cookiePair(cookie), url: baseUrl }])
    const page = await context.newPage()
    const files = new Set<string>()
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.startsWith('/assets/')) files.add(pathname.slice(1))
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle' })
    // Lazy chunks follow the session check; wait until a whole second passes without a new one.
    for (let seen = -1; seen !== files.size;) {
      seen = files.size
      await page.waitForTimeout(1000)
    }
    return files
  } finally {
    await browser.close()
  }
}

/**
 * JS and CSS a page loads, gzipped (zlib's default level, as @fastify/compress serves them):
 * the entry's static import graph from the Vite manifest, plus each dynamic import the page
 * actually requested (and that import's own static graph).
 */
export async function bundleSize(baseUrl: string, cookie: string | null): Promise<BundleSize> {
  const manifest = JSON.parse(
    readFileSync(path.join(CLIENT_ROOT, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>
  const requested = await requestedAssets(baseUrl, cookie)
  const files = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]!
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const child of chunk.imports ?? []) visit(child)
    for (const child of chunk.dynamicImports ?? []) {
      if (requested.has(manifest[child]!.file)) visit(child)
    }
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  let jsGzip = 0
  let cssGzip = 0
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(CLIENT_ROOT, file))).length
    if (file.endsWith('.css')) cssGzip += size
    else if (file.endsWith('.js')) jsGzip += size
  }
  return { jsGzip, cssGzip, files: [...files].sort() }
}

export type LighthouseResult = {
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
}

const MACHINE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
/** Without the zone cookie the server renders in UTC: a browser elsewhere renders over it. */
const OTHER_ZONE = MACHINE_ZONE === 'America/New_York' ? 'Asia/Tokyo' : 'America/New_York'

/** How a page is visited: with or without the zone cookie, in the machine's zone or another. */
type Visit = { noZoneCookie?: boolean; browserZone?: string }

/** Lighthouse's default (mobile, simulated throttling) performance category in Debian's chromium. */
export async function runLighthouse(
  url: string,
  cookie: string | null,
  visit: Visit = {},
): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    ...(visit.browserZone ? { envVars: { ...process.env, TZ: visit.browserZone } } : {}),
  })
  try {
    // The cookies in the browser's jar, as a lifter's are (issue 18): with an extra Cookie
    // header instead, the first cookie the page sets itself (the time zone) replaced it on the
    // page's own requests, which then went out signed out. A returning lifter's browser has its
    // time zone cookie too (the app keeps it once signed in; Chromium runs in this machine's
    // zone): with it the server renders home (docs/decisions/015). Without it (`noZoneCookie`),
    // a device's first signed-in page (issue 35).
    if (cookie) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
      await cdp
        .contexts()[0]!
        .addCookies([
          { ...cookiePair(cookie), url },
          ...(!visit.noZoneCookie
            ? [{ name: TIME_ZONE_COOKIE, value: encodeURIComponent(MACHINE_ZONE), url }]
            : []),
        ])
      await cdp.close()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    // BENCH_LIGHTHOUSE_DIR keeps each whole report (LCP element, shifts, request chains) and
    // its trace (for DevTools' Performance panel: what each long task ran).
    if (process.env.BENCH_LIGHTHOUSE_DIR) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}${cookie ? 'signed-in' : 'signed-out'}${visit.noZoneCookie ? '-no-zone' : ''}${visit.browserZone ? `-${visit.browserZone.replace(/\W+/g, '-')}` : ''}-${Date.now()}`
      mkdirSync(process.env.BENCH_LIGHTHOUSE_DIR, { recursive: true })
      writeFileSync(
        path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${name}.json`),
        JSON.stringify(lhr),
      )
      writeFileSync(
        path.join(process.env.BENCH_LIGHTHOUSE_DIR, `${name}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      )
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      speedIndexMs: audit('speed-index'),
    }
  } finally {
    chrome.kill()
  }
}

export type TapResult =
  | {
      measured: true
      samplesMs: number[]
      medianMs: number
      maxMs: number
      /** The old measure: until a task queued right after the frame, work behind the paint included. */
      afterFrameMedianMs: number
    }
  | { measured: false; reason: string }

const COMPLETE_BUTTON = /^Complete .+ set \d+$/
/** How long the bench's finger stays on the glass: a brisk tap (they last about 70–150 ms). */
const PRESS_MS = 100

/**
 * Runs in the page (as text: tsx's helpers do not exist there). Resolves with two times from the
 * next click's event timestamp: `painted`, to the end of the first frame painted after the click
 * (the click's Event Timing entry, as Chromium's INP measures it: input to next paint, rounded to
 * 8 ms), provided the set's button showed aria-pressed before that frame; else (the look came in
 * a later frame) the same as `afterFrame`. `afterFrame`: to a task queued from the first rAF after
 * the look, so work queued right behind the paint counts too.
 */
const TAP_LISTENER = `function (name) {
  return new Promise(function (resolve) {
    var selector = 'button[aria-label="' + CSS.escape(name) + '"][aria-pressed="true"]'
    addEventListener('click', function (event) {
      var start = event.timeStamp
      var lookAt = null, afterFrame = null, entry = null, done = false
      var observer = new MutationObserver(check)
      var timing = new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (e) {
          if (e.name === 'click' && Math.abs(e.startTime - start) < 1) entry = e
        })
        finish()
      })
      timing.observe({ type: 'event', durationThreshold: 16 })
      // A click that missed never shows the look: give up rather than hang the run.
      setTimeout(function () { end(NaN, NaN) }, 5000)
      function end(painted, after) {
        if (done) return
        done = true
        observer.disconnect()
        timing.disconnect()
        resolve({ painted: painted, afterFrame: after })
      }
      function finish() {
        if (afterFrame === null || !entry) return
        var paintedAt = entry.startTime + entry.duration
        end(lookAt <= paintedAt ? entry.duration : afterFrame, afterFrame)
      }
      function check() {
        if (lookAt !== null || !document.querySelector(selector)) return
        lookAt = performance.now()
        observer.disconnect()
        requestAnimationFrame(function () {
          setTimeout(function () {
            afterFrame = performance.now() - start
            finish()
            // Under 16 ms Chromium reports no entry: the frame came within the afterFrame time.
            setTimeout(function () { if (!entry) end(afterFrame, afterFrame) }, 1000)
          }, 0)
        })
      }
      observer.observe(document.body, { subtree: true, childList: true, attributes: true })
      check()
    }, { capture: true, once: true })
  })
}`

/**
 * Tap-to-completed-look on the session screen at 4× CPU throttling: from the click event's
 * timestamp to the frame that shows the set's complete button with aria-pressed="true" (the
 * completed look is rendered in that same commit). Measured inside the page, so Playwright's
 * own round trips do not count.
 */
export async function measureTap(
  baseUrl: string,
  cookie: string,
  dayId: string,
  taps: number,
): Promise<TapResult> {
  const browser = await launch()
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    await context.addCookies([{ ...cookiePair(cookie), url: baseUrl }])
    const page = await context.newPage()
    await page.goto(`${baseUrl}/workout/${dayId}`, { waitUntil: 'networkidle' })
    // After the navigation: a session opened on about:blank took the browser down with it here.
    const cdp = await context.newCDPSession(page)
    const unpressed = page.getByRole('button', { name: COMPLETE_BUTTON, pressed: false })
    try {
      await unpressed.first().waitFor({ timeout: 15_000 })
    } catch {
      return { measured: false, reason: 'not measured: session screen missing' }
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const samples: number[] = []
    const afterFrame: number[] = []
    for (let i = 0; i < taps; i++) {
      const button = unpressed.first()
      if ((await unpressed.count()) === 0) break
      const label = await button.getAttribute('aria-label')
      // Centred, clear of the screen's fixed header and footer.
      await button.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      const box = await button.boundingBox()
      if (!box) break
      await page.evaluate(`window.benchTap = (${TAP_LISTENER})(${JSON.stringify(label)}); 0`)
      // A plain mouse click at the button's centre, like a finger: locator.click() would add its
      // own hit-target check to the input events, inside the measured time. Pressed for
      // PRESS_MS, as a finger is: sent back to back, the press's own work (hit tests, focus,
      // pointerdown, a forced style and layout: ~20 ms at 4×) ran in the same task, before the
      // click, and counted in the click's entry, since its time is the release's.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: PRESS_MS })
      const sample = await page.evaluate<{ painted: number; afterFrame: number }>('window.benchTap')
      if (Number.isNaN(sample.painted)) {
        return { measured: false, reason: 'not measured: the tap missed' }
      }
      samples.push(sample.painted)
      afterFrame.push(sample.afterFrame)
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    if (samples.length === 0) return { measured: false, reason: 'not measured: no set to complete' }
    const sorted = [...samples].sort((a, b) => a - b)
    const afterSorted = [...afterFrame].sort((a, b) => a - b)
    return {
      measured: true,
      samplesMs: samples,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      maxMs: sorted.at(-1)!,
      afterFrameMedianMs: afterSorted[Math.floor(afterSorted.length / 2)]!,
    }
  } finally {
    await browser.close()
  }
}

export type HistoryPaintResult =
  { measured: true; samplesMs: number[]; medianMs: number } | { measured: false; reason: string }

/**
 * Runs in the page before its scripts (as text, like TAP_LISTENER): records on `window` the
 * time from navigation start to the first frame that shows a workout card of the history list.
 */
const FIRST_CARD_WATCH = `(() => {
  var observer = new MutationObserver(function () {
    if (!document.querySelector('main [role="article"], main article')) return
    observer.disconnect()
    requestAnimationFrame(function () {
      setTimeout(function () { window.benchFirstCard = performance.now() }, 0)
    })
  })
  observer.observe(document, { subtree: true, childList: true })
})()`

/**
 * Issue 18: the history screen's first paint on a throttled phone (4× CPU; loopback network):
 * a cold load of /history (no service worker, empty cache) until its first workout card is
 * painted. Median of `runs`.
 */
export async function measureHistoryPaint(
  baseUrl: string,
  cookie: string,
  runs: number,
): Promise<HistoryPaintResult> {
  const browser = await launch()
  try {
    const samples: number[] = []
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      })
      try {
        // With the time zone cookie the app sets on every visit (issue 18): the server renders
        // the first page of cards, as for a lifter's cold load after their first visit.
        await context.addCookies([
          { ...cookiePair(cookie), url: baseUrl },
          { name: TIME_ZONE_COOKIE, value: encodeURIComponent(MACHINE_ZONE), url: baseUrl },
        ])
        await context.addInitScript(FIRST_CARD_WATCH)
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await page.goto(`${baseUrl}/history`)
        try {
          await page.waitForFunction(() => 'benchFirstCard' in window, undefined, {
            timeout: 30_000,
          })
        } catch (error) {
          const why = error instanceof Error ? error.message.split('\n')[0] : String(error)
          return { measured: false, reason: `not measured: no workout card on /history (${why})` }
        }
        samples.push(await page.evaluate<number>('window.benchFirstCard'))
      } finally {
        await context.close()
      }
    }
    const sorted = [...samples].sort((a, b) => a - b)
    return { measured: true, samplesMs: samples, medianMs: sorted[Math.floor(sorted.length / 2)]! }
  } finally {
    await browser.close()
  }
}

export type InstallabilityResult =
  | { measured: true; errors: string[]; manifestPath: string | null }
  | { measured: false; reason: string }

/**
 * Chromium's own installability check (issue 16): Lighthouse 12 dropped its PWA audits, and
 * what they read is `Page.getInstallabilityErrors`. Signed in, in a profile of its own (an
 * incognito context is never installable), once the service worker controls the page.
 */
export async function measureInstallability(
  baseUrl: string,
  cookie: string,
): Promise<InstallabilityResult> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'ironlog-bench-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  })
  try {
    await context.addCookies([{ ...cookiePair(cookie), url: baseUrl }])
    const page = await context.newPage()
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
    try {
      await page.waitForFunction(
        () => navigator.serviceWorker.controller?.state === 'activated',
        undefined,
        { timeout: 30_000 },
      )
    } catch {
      return { measured: false, reason: 'not measured: no service worker took the page' }
    }
    const cdp = await context.newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    const { url } = (await cdp.send('Page.getAppManifest')) as { url: string }
    return {
      measured: true,
      errors: installabilityErrors.map((error) => error.errorId),
      manifestPath: url ? new URL(url).pathname : null,
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
}

export type FrontendResult = {
  landing: BundleSize
  home: BundleSize
  lighthouseLanding: LighthouseMedian | string
  lighthouseHome: LighthouseMedian | string
  lighthouseHomeNoZone: LighthouseMedian | string
  lighthouseHomeOtherZone: LighthouseMedian | string
  tap: TapResult
  historyPaint: HistoryPaintResult
  installability: InstallabilityResult
}

/** Issue 18's target: the median of 20 taps. */
const TAPS = 20

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try, then the reason. */
async function lighthouseOrReason(
  url: string,
  cookie: string | null,
  visit: Visit = {},
): Promise<LighthouseResult | string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, cookie, visit)
    } catch (error) {
      if (attempt < 2) continue
      return `not measured: ${error instanceof Error ? error.message : String(error)}`
    }
  }
}

/**
 * Lighthouse's own advice on a machine whose speed varies (it does here, by 2× from hour to
 * hour): several runs, and the median one. BENCH_LIGHTHOUSE_MEDIAN_OF runs (5), the median by
 * score with its own metrics.
 */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_MEDIAN_OF ?? 5)

export type LighthouseMedian = LighthouseResult & { scores: number[] }

async function lighthouseMedian(
  url: string,
  cookie: string | null,
  visit: Visit = {},
): Promise<LighthouseMedian | string> {
  const results: LighthouseResult[] = []
  let reason = ''
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    const result = await lighthouseOrReason(url, cookie, visit)
    if (typeof result === 'string') reason = result
    else results.push(result)
  }
  if (results.length === 0) return reason
  const byScore = [...results].sort((a, b) => a.score - b.score)
  return { ...byScore[Math.floor(byScore.length / 2)]!, scores: results.map((r) => r.score) }
}

/** Every front-end figure of the bench, for the lifter the load leaves alone. */
export async function measureFrontend(
  appUrl: string,
  lifter: Lifter,
  log: (message: string) => void,
): Promise<FrontendResult> {
  const cookie = cookieFor(lifter)
  log('front end: bundle sizes')
  const landing = await bundleSize(appUrl, null)
  const home = await bundleSize(appUrl, cookie)
  log('front end: Lighthouse landing')
  const lighthouseLanding = await lighthouseMedian(`${appUrl}/`, null)
  log('front end: Lighthouse home')
  const lighthouseHome = await lighthouseMedian(`${appUrl}/`, cookie)
  log('front end: Lighthouse home, the session cookie alone (a device without the zone cookie)')
  const lighthouseHomeNoZone = await lighthouseMedian(`${appUrl}/`, cookie, { noZoneCookie: true })
  log('front end: Lighthouse home, no zone cookie, a browser in another zone than UTC')
  const lighthouseHomeOtherZone = await lighthouseMedian(`${appUrl}/`, cookie, {
    noZoneCookie: true,
    browserZone: OTHER_ZONE,
  })
  log('front end: tap to completed look')
  const tap = await measureTap(appUrl, cookie, lifter.dayIds[2], TAPS)
  log('front end: history first paint')
  const historyPaint = await measureHistoryPaint(appUrl, cookie, 5)
  log('front end: installability')
  const installability = await measureInstallability(appUrl, cookie)
  return {
    landing,
    home,
    lighthouseLanding,
    lighthouseHome,
    lighthouseHomeNoZone,
    lighthouseHomeOtherZone,
    tap,
    historyPaint,
    installability,
  }
}

function installabilityLine(result: InstallabilityResult): string {
  const how =
    "Installable (issue 16; Lighthouse 12 has no installability audit, so this is Chromium's own check, `Page.getInstallabilityErrors`, signed in on `/` in a profile of its own once the service worker controls the page):"
  if (!result.measured) return `${how} ${result.reason}.`
  const errors = result.errors.length === 0 ? 'no errors' : result.errors.join(', ')
  return `${how} ${errors} ${mark(result.errors.length === 0)}, manifest ${result.manifestPath ? `\`${result.manifestPath}\`` : 'not found'}. \`tests/e2e/offline.test.ts\` checks the manifest's fields and icons.`
}

export function frontendSection(fe: FrontendResult | undefined): string {
  if (!fe)
    return '## Front end\n\nNot measured in this run (BENCH_FRONTEND=0 or no PostgreSQL mode).'
  const lh = (result: LighthouseMedian | string, target: number) =>
    typeof result === 'string'
      ? [result, '', '', '', '', '']
      : [
          `${result.score} ${mark(result.score >= target)}`,
          f0(result.fcpMs),
          `${f0(result.lcpMs)}`,
          f0(result.tbtMs),
          result.cls.toFixed(3),
          f0(result.speedIndexMs),
        ]
  const scores = (result: LighthouseMedian | string) =>
    typeof result === 'string' ? result : result.scores.join(', ')
  const tap = fe.tap.measured
    ? `median ${f1(fe.tap.medianMs)} ms ${mark(fe.tap.medianMs < 50)}, max ${f1(fe.tap.maxMs)} ms (${fe.tap.samplesMs.length} taps: ${fe.tap.samplesMs.map(f1).join(', ')}); until a task queued right after that frame (work queued behind the paint included) median ${f1(fe.tap.afterFrameMedianMs)} ms`
    : fe.tap.reason
  return [
    '## Front end',
    '',
    table(
      ['Page', 'JS gzip', 'CSS gzip', 'Target (JS)', 'Files'],
      [
        [
          'Landing (signed out)',
          `${kb(fe.landing.jsGzip)} ${mark(fe.landing.jsGzip <= 80 * 1024)}`,
          kb(fe.landing.cssGzip),
          '≤ 80 KB',
          fe.landing.files.join(', '),
        ],
        [
          'Home (signed in)',
          `${kb(fe.home.jsGzip)} ${mark(fe.home.jsGzip <= 160 * 1024)}`,
          kb(fe.home.cssGzip),
          '≤ 160 KB',
          fe.home.files.join(', '),
        ],
      ],
    ),
    '',
    `Lighthouse mobile (default config: simulated slow 4G and 4× CPU), performance category, cold load; of ${LIGHTHOUSE_RUNS} runs per page the median one by score (its own metrics); times in ms (target: score ≥ 95; LCP < 2000 ms on the signed-in home).`,
    '',
    table(
      ['Page', 'Score (≥ 95)', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'],
      [
        ['Landing', ...lh(fe.lighthouseLanding, 95)],
        ['Home (signed in)', ...lh(fe.lighthouseHome, 95)],
        ['Home (session cookie only: no zone cookie yet)', ...lh(fe.lighthouseHomeNoZone, 95)],
        [
          `Home (no zone cookie, the browser in ${OTHER_ZONE})`,
          ...lh(fe.lighthouseHomeOtherZone, 95),
        ],
      ],
    ),
    '',
    `Every run's score: landing ${scores(fe.lighthouseLanding)}; home ${scores(fe.lighthouseHome)}; home without the zone cookie ${scores(fe.lighthouseHomeNoZone)}; in ${OTHER_ZONE} ${scores(fe.lighthouseHomeOtherZone)}.`,
    '',
    `Tap to completed look on /workout/{dayId} at 4× CPU throttling, from the click (a press of ${PRESS_MS} ms, timed from its release) to the painted frame that shows the set completed (Chromium's Event Timing, as INP; target: median < 50 ms): ${tap}.`,
    '',
    `History's first paint, a cold load of /history at 4× CPU throttling (loopback network, no service worker) until its first workout card is painted (target < 1000 ms): ${
      fe.historyPaint.measured
        ? `median ${f0(fe.historyPaint.medianMs)} ms ${mark(fe.historyPaint.medianMs < 1000)} (${fe.historyPaint.samplesMs.map(f0).join(', ')})`
        : fe.historyPaint.reason
    }.`,
    '',
    installabilityLine(fe.installability),
  ].join('\n')
}
