/**
 * `npx tsx bench/scale-only.ts`: `npm run bench`'s scale curve alone (issue 46), against the
 * current build (`npm run build` first): one lifter each with 1×, 10× and 100× a year of
 * training, one request at a time, the lifters taking turns request by request (load.ts
 * latency). Besides the bench's own scale routes it measures the reads that came since: the
 * exercise page's (exercise types, muscles, notes, records, the last five sessions),
 * alternatives, the session's body weight, and the progress of a duration and of a distance exercise (Calf Raise and Leg
 * Curl set to those types through the API, which counts their whole history again).
 * Env: BENCH_SCALE (1,10,100), BENCH_MODES (postgres; pglite too), BENCH_DURATION seconds per
 * lifter and route (2), BENCH_ROUTES keys to measure (all).
 */
import os from 'node:os'
import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { APP_ONLY_ROUTES, cookieFor, latency, ROUTES, type Route } from './load.ts'
import { f1, mark, table } from './report.ts'
import { seed, SPLIT } from './seed.ts'
import { startApp, type DbTarget } from './servers.ts'

const env = process.env
const scale = (env.BENCH_SCALE ?? '1,10,100').split(',').map(Number)
const modes = (env.BENCH_MODES ?? 'postgres').split(',')
const seconds = Number(env.BENCH_DURATION ?? 2)
const only = env.BENCH_ROUTES?.split(',')
const WORKOUTS_A_YEAR = 200
/**
 * Issue 46: a screen's read stays within 1.5× of its 1× figure at 10× and 100× history, by the
 * median (one request at a time: the p99 is the machine's, not the history's).
 */
const FLAT = 1.5

const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
const LEGS = SPLIT[2].exercises
/** The exercises whose type the script sets, and to what. */
const TYPED = [
  { name: LEGS[4]!, type: 'duration' },
  { name: LEGS[3]!, type: 'distance_duration' },
] as const

const typedRoutes: Route[] = TYPED.flatMap(({ name, type }) => [
  {
    key: `progress-${type}`,
    label: `GET /api/progress/{name} (a year, ${type})`,
    method: 'GET' as const,
    pattern: '',
    path: () => `/api/progress/${encodeURIComponent(name)}?from=${yearAgo}&tz=Europe%2FBerlin`,
  },
  {
    key: `sessions-${type}`,
    label: `GET /api/progress/{name}?last=5 (${type})`,
    method: 'GET' as const,
    pattern: '',
    path: () => `/api/progress/${encodeURIComponent(name)}?last=5&tz=Europe%2FBerlin`,
  },
])
const routes = [
  ...ROUTES.filter((route) => route.method === 'GET'),
  ...APP_ONLY_ROUTES,
  {
    key: 'body-weight-today',
    label: 'GET /api/body-weights?last=2',
    method: 'GET' as const,
    pattern: '',
    // The session's body weight for today (api/body-weights.ts useBodyWeightToday).
    path: () => '/api/body-weights?last=2',
  },
  {
    key: 'exercise-muscles',
    label: 'GET /api/exercise-muscles',
    method: 'GET' as const,
    pattern: '',
    path: () => '/api/exercise-muscles',
  },
  ...typedRoutes,
].filter((route) => !only || only.includes(route.key))

const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)

async function curve(mode: string): Promise<string> {
  let db: DbTarget
  let cleanup: () => Promise<void> | void
  if (mode === 'postgres') {
    const postgres = await startPostgres()
    const admin = new pg.Client(postgres.url('postgres'))
    await admin.connect()
    await admin.query('create database ironlog_scale')
    await admin.end()
    db = { kind: 'postgres', url: postgres.url('ironlog_scale') }
    cleanup = postgres.stop
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ironlog-scale-'))
    db = { kind: 'pglite', dataDir: dir }
    cleanup = () => rmSync(dir, { recursive: true, force: true })
  }
  try {
    const seeded = await seed(
      db.kind === 'postgres' ? { databaseUrl: db.url, dataDir: 'unused' } : { dataDir: db.dataDir },
      scale.map((factor) => ({
        prefix: `x${factor}`,
        lifters: 1,
        workoutsEach: factor * WORKOUTS_A_YEAR,
      })),
    )
    log(`${mode}: seeded ${seeded.sets} sets in ${f1(seeded.seconds)} s`)
    const lifters = scale.map((factor) => seeded.groups[`x${factor}`]![0]!)
    const app = await startApp(db, 'warn')
    try {
      for (const lifter of lifters) {
        for (const { name, type } of TYPED) {
          const response = await fetch(
            `${app.url}/api/exercise-types/${encodeURIComponent(name)}`,
            {
              method: 'PUT',
              headers: { cookie: cookieFor(lifter), 'content-type': 'application/json' },
              body: JSON.stringify({ type }),
            },
          )
          if (!response.ok) throw new Error(`type of ${name}: ${response.status}`)
        }
      }
      const rows: string[][] = []
      for (const route of routes) {
        await latency(app.url, route, lifters, 1)
        const figures = await latency(app.url, route, lifters, seconds * lifters.length)
        const ratios = figures.map((figure) => figure.p50 / figures[0]!.p50)
        const worst = Math.max(...ratios.slice(1))
        log(`${route.label}: ${figures.map((figure) => f1(figure.p50)).join(' / ')} ms`)
        rows.push([
          `\`${route.label}\``,
          ...figures.map((figure) => `${f1(figure.p50)} (p99 ${f1(figure.p99)})`),
          ...ratios.slice(1).map((ratio) => `${ratio.toFixed(2)}×`),
          mark(worst <= FLAT),
        ])
      }
      return table(
        [
          `Route (${mode})`,
          ...scale.map((factor) => `${factor}× (${factor * WORKOUTS_A_YEAR * 25} sets), ms`),
          ...scale.slice(1).map((factor) => `${factor}× ÷ ${scale[0]}×`),
          `Flat (median ≤ ${FLAT}×)`,
        ],
        rows,
      )
    } finally {
      await app.stop()
    }
  } finally {
    await cleanup()
  }
}

log(`load average ${os.loadavg().map(f1).join(' / ')}`)
const tables: string[] = []
for (const mode of modes) tables.push(await curve(mode))
log(`load average ${os.loadavg().map(f1).join(' / ')}`)
console.log(`\n${tables.join('\n\n')}`)
