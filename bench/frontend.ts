import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, type Browser } from 'playwright-core'
// Lighthouse and Playwright drive the same chromium, with the same flags, as the browser tests.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'

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

/** Lighthouse's default (mobile, simulated throttling) performance category in Debian's chromium. */
export async function runLighthouse(url: string, cookie: string | null): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
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
  | { measured: true; samplesMs: number[]; medianMs: number; maxMs: number }
  | { measured: false; reason: string }

const COMPLETE_BUTTON = /^Complete .+ set \d+$/

/**
 * Runs in the page (as text: tsx's helpers do not exist there). Resolves with the time from the
 * next click's event timestamp to the first frame after the set's button shows aria-pressed:
 * rAF runs before that frame's paint, the task queued from it right after.
 */
const TAP_LISTENER = `function (name) {
  return new Promise(function (resolve) {
    var selector = 'button[aria-label="' + CSS.escape(name) + '"][aria-pressed="true"]'
    addEventListener('click', function (event) {
      var start = event.timeStamp
      var observer = new MutationObserver(check)
      // A click that missed never shows the look: give up rather than hang the run.
      setTimeout(function () { observer.disconnect(); resolve(NaN) }, 5000)
      function check() {
        if (!document.querySelector(selector)) return
        observer.disconnect()
        requestAnimationFrame(function () {
          setTimeout(function () { resolve(performance.now() - start) }, 0)
        })
      }
      observer.observe(document.body, { subtree: true, childList: true, attributes: true })
      check()
    }, { capture: true, once: true })
  })
}`

/**
 * Tap-to-completed-look on the session screen at 4× CPU throttling: from the click event's
 * timestamp to the first frame after the set's complete button shows aria-pressed="true"
 * (the completed look is rendered in that same commit). Measured inside the page, so
 * Playwright's own round trips do not count.
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
      // own hit-target check to the input events, inside the measured time.
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      const sample = await page.evaluate<number>('window.benchTap')
      if (Number.isNaN(sample)) return { measured: false, reason: 'not measured: the tap missed' }
      samples.push(sample)
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    if (samples.length === 0) return { measured: false, reason: 'not measured: no set to complete' }
    const sorted = [...samples].sort((a, b) => a - b)
    return {
      measured: true,
      samplesMs: samples,
      medianMs: sorted[Math.floor(sorted.length / 2)]!,
      maxMs: sorted.at(-1)!,
    }
  } finally {
    await browser.close()
  }
}
