/**
 * `npx tsx bench/plans.ts` (issue 46): the plans the app's own statements get, route by route,
 * as PostgreSQL 15 runs them for the production server (auto_explain with ANALYZE and BUFFERS),
 * prepared statements' generic plans included. bench/explain.ts explains a copy of each
 * statement; this one shows what the app sent, after the warm-up that makes a prepared
 * statement generic, on the outsider's data (bench/outsider.ts: BENCH_OUTSIDER_LIFTERS lifters,
 * one with 200 workouts) with the drafts grown to BENCH_DRAFT_SETS (2,000) sets each, or on
 * BENCH_PLANS_LIFTERS (e.g. 10000) lifters of BENCH_OUTSIDER_WORKOUTS workouts each.
 * `npm run build` first. Env: BENCH_ROUTES (keys), BENCH_PLANS_WHO (which lifter: `long`, the one
 * with 200 workouts, or an index), BENCH_PLANS_FULL=1 prints each statement's whole text.
 */
import { readFileSync, statSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { cookieFor } from './load.ts'
import { OUTSIDER_ROUTES, outsiderConfig, outsiderGroups, outsiderLifters } from './outsider.ts'
import { growDrafts, seed } from './seed.ts'
import { SESSION_SECRET, startApp, startServer } from './servers.ts'

const env = process.env
const config = outsiderConfig()
const keys = env.BENCH_ROUTES?.split(',').filter(Boolean)
const routes = OUTSIDER_ROUTES.filter((route) => !keys || keys.includes(route.key))
const lifterCount = Number(env.BENCH_PLANS_LIFTERS ?? config.lifters)
/** Runs before the one shown: a prepared statement turns generic from its sixth. */
const WARM_RUNS = 7

const AUTO_EXPLAIN = {
  session_preload_libraries: 'auto_explain',
  'auto_explain.log_min_duration': '0',
  'auto_explain.log_analyze': 'on',
  'auto_explain.log_buffers': 'on',
  'auto_explain.log_timing': 'on',
}

const server = await startPostgres()
try {
  const admin = new pg.Client(server.url('postgres'))
  await admin.connect()
  await admin.query('create database ironlog_plans')
  await admin.end()
  const url = server.url('ironlog_plans')
  const seeded = await seed(
    { databaseUrl: url, dataDir: 'unused' },
    outsiderGroups({ ...config, lifters: lifterCount }),
  )
  await growDrafts({ databaseUrl: url, dataDir: 'unused' }, config.draftSets)
  const lifters = outsiderLifters(seeded.groups)
  const who = env.BENCH_PLANS_WHO ?? 'long'
  const lifter = who === 'long' ? lifters.at(-1)! : lifters[Number(who)]!
  console.log(
    `seeded ${seeded.sets} sets (${lifters.length} lifters) in ${seeded.seconds.toFixed(1)} s; drafts grown to ${config.draftSets} sets; plans of ${lifter.email}`,
  )
  const settings = new pg.Client(url)
  await settings.connect()
  await settings.query(`load 'auto_explain'`)
  for (const [name, value] of Object.entries(AUTO_EXPLAIN)) {
    await settings.query(`alter database ironlog_plans set ${name} = '${value}'`)
  }
  await settings.end()
  const app = env.BENCH_PLANS_BUILD
    ? await startServer('app', [env.BENCH_PLANS_BUILD], {
        HOST: '127.0.0.1',
        SESSION_SECRET,
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
      })
    : await startApp({ kind: 'postgres', url }, 'warn')
  try {
    for (const route of routes) {
      const request = async (n: number) => {
        const body = route.body?.(lifter, n)
        const response = await fetch(`${app.url}${route.path(lifter, n)}`, {
          method: route.method,
          headers: {
            cookie: cookieFor(lifter),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
        await response.arrayBuffer()
        if (!response.ok) throw new Error(`${route.label} answered ${response.status}`)
      }
      // The app's pool has 10 connections, each preparing its own statements: warm every one.
      for (let n = 0; n < WARM_RUNS * 10; n++) await Promise.all([request(n), request(n + 1)])
      await sleep(200)
      const from = statSync(server.logFile).size
      await request(WARM_RUNS * 10)
      await sleep(300)
      const logged = readFileSync(server.logFile).subarray(from).toString('utf8')
      console.log(`\n--- ${route.label}\n${plansOf(logged)}`)
    }
  } finally {
    await app.stop()
  }
} finally {
  server.stop()
}

/** The statements auto_explain logged, each as its time, its text (shortened) and its plan. */
function plansOf(log: string): string {
  const entries = log
    .split(/^\S+ \S+ \S+ \[\d+\] LOG:\s+/m)
    .filter((entry) => entry.includes('plan:'))
  return entries
    .map((entry) => {
      const duration = /duration: ([\d.]+) ms/.exec(entry)?.[1]
      const [, rest = ''] = entry.split(/Query Text: /)
      const lines = rest.split('\n')
      const planStart = lines.findIndex((line) => /^\s+(\w[\w ]+ {2}\(cost|\w.*\(cost=)/.test(line))
      const text = lines.slice(0, planStart).join(' ').replace(/\s+/g, ' ').trim()
      const plan = lines
        .slice(planStart)
        .filter((line) => line.trim())
        .map((line) => line.replace(/^\t?/, ''))
        .join('\n')
      const shown = env.BENCH_PLANS_FULL
        ? text
        : `${text.slice(0, 160)}${text.length > 160 ? '…' : ''}`
      return `${duration} ms: ${shown}\n${plan}`
    })
    .join('\n\n')
}
