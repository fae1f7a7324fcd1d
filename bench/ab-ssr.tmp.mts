// A/B of the signed-in home's Lighthouse on one build, interleaved: B = with the time zone
// cookie (server-rendered home), A = without it (the spinner page, as before issue 18s).
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pg from 'pg'
import { chromium } from 'playwright-core'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { cookieFor } from './load.ts'
import { seed } from './seed.ts'
import { startApp } from './servers.ts'

const runs = Number(process.argv[2] ?? 3)
async function lh(url: string, cookie: string, tz: boolean) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS })
  try {
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
    const eq = cookie.indexOf('=')
    await cdp.contexts()[0]!.addCookies([
      { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url },
      ...(tz ? [{ name: 'ironlog-tz', value: 'UTC', url }] : []),
    ])
    await cdp.close()
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const a = result!.lhr.audits
    const v = (id: string) => Math.round(a[id]!.numericValue!)
    return `${Math.round(result!.lhr.categories.performance!.score! * 100)} FCP ${v('first-contentful-paint')} LCP ${v('largest-contentful-paint')} TBT ${v('total-blocking-time')} SI ${v('speed-index')} TTFB ${v('server-response-time')}`
  } finally {
    chrome.kill()
  }
}
const postgres = await startPostgres()
try {
  const admin = new pg.Client(postgres.url('postgres'))
  await admin.connect()
  await admin.query('create database ironlog_ab')
  await admin.end()
  const url = postgres.url('ironlog_ab')
  const seeded = await seed({ databaseUrl: url, dataDir: 'unused' }, [{ prefix: 'ui', lifters: 1, workoutsEach: 24 }])
  const lifter = seeded.groups.ui![0]!
  const app = await startApp({ kind: 'postgres', url }, 'warn')
  try {
    const cookie = cookieFor(lifter)
    await lh(`${app.url}/`, cookie, true) // warm-up (server's SSR bundle, caches)
    for (let i = 0; i < runs; i++) {
      for (const tz of [false, true]) {
        const load = os.loadavg()[0]!.toFixed(1)
        console.log(`${tz ? 'B server-rendered' : 'A spinner page   '}: ${await lh(`${app.url}/`, cookie, tz)} (load ${load})`)
      }
    }
  } finally {
    await app.stop()
  }
} finally {
  postgres.stop()
}
