/**
 * `npm run bench` (issue 7): the production server against its own floor and the HTTP ceiling,
 * on PostgreSQL 15 and PGlite, the scale curve, and the front end. Prints the tables and writes
 * docs/performance.md. See docs/performance.md for what each figure means and how to read it.
 *
 * Env (all optional): BENCH_DURATION seconds per route and server (5), BENCH_CONNECTIONS (50),
 * BENCH_LIFTERS (1000), BENCH_HISTORY workouts per lifter (24), BENCH_SCALE factors of a year
 * (1,10,100), BENCH_MODES (postgres,pglite), BENCH_FRONTEND (1), BENCH_BUILD (1),
 * BENCH_GYM_LIFTERS the embedded default's small gym (20; 0 leaves it out),
 * BENCH_LOG_LEVEL the app's LOG_LEVEL (info, its production default), BENCH_OUT
 * (docs/performance.md), BENCH_NOTE a line printed at the top of the report.
 */
import { execFileSync, execSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { frontendSection, measureFrontend, type FrontendResult } from './frontend.ts'
import {
  APP_ONLY_ROUTES,
  cookieFor,
  latency,
  load,
  ROUTES,
  SCALE_ONLY_ROUTES,
  type LatencyResult,
  type LoadResult,
  type Route,
} from './load.ts'
import { gymSection, runGym, type GymResult } from './gym.ts'
import { measureImport, type ImportTimes } from './import.ts'
import { f0, f1, kb, mark, table } from './report.ts'
import { seed, type Lifter, type SeedGroup } from './seed.ts'
import { startApp, startCeiling, startFloor, type DbTarget, type Running } from './servers.ts'

const env = process.env
const config = {
  seconds: Number(env.BENCH_DURATION ?? 5),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  lifters: Number(env.BENCH_LIFTERS ?? 1000),
  history: Number(env.BENCH_HISTORY ?? 24),
  scale: (env.BENCH_SCALE ?? '1,10,100').split(',').map(Number),
  modes: (env.BENCH_MODES ?? 'postgres,pglite').split(',') as Mode[],
  frontend: env.BENCH_FRONTEND !== '0',
  gymLifters: Number(env.BENCH_GYM_LIFTERS ?? 20),
  build: env.BENCH_BUILD !== '0',
  logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  out: env.BENCH_OUT ?? 'docs/performance.md',
  note: env.BENCH_NOTE ?? '',
}
type Mode = 'postgres' | 'pglite'

const WORKOUTS_A_YEAR = 200
const WARMUP_SECONDS = 1
const SCALE_ROUTES = [
  'history',
  'summaries',
  'filtered-history',
  'stats',
  'last-sets',
  'day-last-sets',
  'progress',
  'exercise-sessions',
  'records',
  'plan',
  'day-plan',
  'muscle-volume',
  'body-weights',
  'notes',
  // Issue 46: the reads that came since, measured from the change that adds them.
  'exercise-types',
  'alternatives',
  'export',
]

const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)

const routeByKey = (key: string) =>
  [...ROUTES, ...APP_ONLY_ROUTES, ...SCALE_ONLY_ROUTES].find((route) => route.key === key)!

function groups(): SeedGroup[] {
  return [
    { prefix: 'lifter', lifters: config.lifters, workoutsEach: config.history },
    // The front end's lifter: its own draft and days, untouched by the load.
    { prefix: 'ui', lifters: 1, workoutsEach: config.history },
    // The import's lifter (issue 15): starts with no history.
    { prefix: 'import', lifters: 1, workoutsEach: 0 },
    ...config.scale.map((factor) => ({
      prefix: `x${factor}`,
      lifters: 1,
      workoutsEach: factor * WORKOUTS_A_YEAR,
    })),
  ]
}

type Answer = { status: number; body: string }

async function fetchAs(baseUrl: string, route: Route, lifter: Lifter, n = 0): Promise<Answer> {
  const body = route.body?.(lifter, n)
  const response = await fetch(`${baseUrl}${route.path(lifter, n)}`, {
    method: route.method,
    headers: {
      cookie: cookieFor(lifter),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const text = await response.text()
  if (!response.ok) {
    throw new Error(`${route.label} answered ${response.status}: ${text.slice(0, 300)}`)
  }
  return { status: response.status, body: text }
}

/** Writes answer a fresh id each time; everything else must match the app byte for byte in meaning. */
function sameAnswer(route: Route, a: string, b: string): boolean {
  const strip = (text: string) => {
    const value = JSON.parse(text) as Record<string, unknown>
    return route.method === 'GET' ? value : { ...value, id: undefined }
  }
  return isDeepStrictEqual(strip(a), strip(b))
}

type ServerRun = Record<string, LoadResult>

/** RSS once start-up's garbage has settled (a few seconds after the first answer). */
async function settledRss(server: Running): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 3000))
  return server.rssMb()
}
type ModeResult = {
  mode: Mode
  seedSeconds: number
  sets: number
  app: ServerRun
  floor: ServerRun
  ceiling: ServerRun
  bodyBytes: Record<string, number>
  floorMismatches: string[]
  /** Resident memory (VmRSS) in MB: the app right after start on an empty database (PGlite), on
   * the seeded one, and after the whole run; the floor and ceiling after theirs. */
  rssMb: {
    appEmpty?: number
    appStart: number
    app: number
    floor: number
    ceiling: number
  }
  scale: Record<string, Record<number, LatencyResult>>
  import: ImportTimes
  frontend?: FrontendResult
  /** Issue 35: the embedded default under a small gym (PGlite only). */
  gym?: GymResult
}

async function loadAll(server: Running, lifters: Lifter[]): Promise<ServerRun> {
  const results: ServerRun = {}
  for (const route of ROUTES) {
    // JIT, pools and caches warm before the measured window.
    await load(server.url, route, lifters, {
      connections: config.connections,
      seconds: WARMUP_SECONDS,
    })
    results[route.key] = await load(server.url, route, lifters, {
      connections: config.connections,
      seconds: config.seconds,
    })
    const r = results[route.key]!
    log(
      `  ${server.name.padEnd(7)} ${route.label.padEnd(45)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`,
    )
  }
  return results
}

async function runMode(mode: Mode): Promise<ModeResult> {
  let db: DbTarget
  let cleanup: () => void
  if (mode === 'postgres') {
    const postgres = await startPostgres()
    const admin = new pg.Client(postgres.url('postgres'))
    await admin.connect()
    await admin.query('create database ironlog_bench')
    await admin.end()
    db = { kind: 'postgres', url: postgres.url('ironlog_bench') }
    cleanup = postgres.stop
  } else {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ironlog-bench-pglite-'))
    db = { kind: 'pglite', dataDir: dir }
    cleanup = () => rmSync(dir, { recursive: true, force: true })
  }
  try {
    let appEmpty: number | undefined
    if (mode === 'pglite') {
      // `npm start` with an empty DATA_DIR: what a self-hosting lifter's box holds on day one.
      const empty = mkdtempSync(path.join(os.tmpdir(), 'ironlog-bench-empty-'))
      try {
        const fresh = await startApp({ kind: 'pglite', dataDir: empty }, config.logLevel)
        appEmpty = await settledRss(fresh)
        await fresh.stop()
      } finally {
        rmSync(empty, { recursive: true, force: true })
      }
      log(`${mode}: app on an empty DATA_DIR holds ${appEmpty} MB after start`)
    }
    const gym =
      mode === 'pglite' && config.gymLifters > 0
        ? await runGym(
            {
              lifters: config.gymLifters,
              seconds: Math.max(5, config.seconds * 2),
              logLevel: config.logLevel,
            },
            log,
          )
        : undefined
    if (gym) log(`gym: ${gym.requests} requests, p99 ${f0(gym.p99)} ms, slowest ${f0(gym.max)} ms`)
    log(`${mode}: seeding`)
    const seeded = await seed(
      db.kind === 'postgres' ? { databaseUrl: db.url, dataDir: 'unused' } : { dataDir: db.dataDir },
      groups(),
    )
    log(`${mode}: seeded ${seeded.sets} sets in ${seeded.seconds.toFixed(1)} s`)
    const lifters = seeded.groups.lifter!
    const result: Partial<ModeResult> = {
      mode,
      seedSeconds: seeded.seconds,
      sets: seeded.sets,
      scale: {},
      gym,
    }

    const app = await startApp(db, config.logLevel)
    const appStart = await settledRss(app)
    log(`${mode}: app on the seeded database holds ${appStart} MB after start`)
    const answers: Record<string, Answer> = {}
    try {
      for (const route of ROUTES) answers[route.key] = await fetchAs(app.url, route, lifters[0]!)
      result.app = await loadAll(app, lifters)
      log(`${mode}: scale curve`)
      for (const key of SCALE_ROUTES) {
        const route = routeByKey(key)
        const ones = config.scale.map((factor) => seeded.groups[`x${factor}`]![0]!)
        await latency(app.url, route, ones, WARMUP_SECONDS)
        // Every factor's lifter in turn over the same seconds (load.ts latency).
        const figures = await latency(
          app.url,
          route,
          ones,
          Math.max(1, config.seconds / 2) * config.scale.length,
        )
        result.scale![key] = Object.fromEntries(
          config.scale.map((factor, i) => [factor, figures[i]!]),
        )
      }
      log(`${mode}: import of a Strong file`)
      result.import = await measureImport(app.url, seeded.groups.import![0]!)
      log(
        `  dry run ${f0(result.import.dryRunMs)} ms, import ${f0(result.import.importMs)} ms, again ${f0(result.import.againMs)} ms`,
      )
      if (mode === 'postgres' && config.frontend) {
        result.frontend = await measureFrontend(app.url, seeded.groups.ui![0]!, log)
      }
      result.rssMb = { appEmpty, appStart, app: app.rssMb(), floor: 0, ceiling: 0 }
    } finally {
      await app.stop()
    }

    // PGlite allows one process per data directory: the servers take turns.
    const floor = await startFloor(db)
    try {
      result.floorMismatches = []
      for (const route of ROUTES) {
        const answer = await fetchAs(floor.url, route, lifters[0]!)
        if (
          answer.status !== answers[route.key]!.status ||
          !sameAnswer(route, answer.body, answers[route.key]!.body)
        ) {
          result.floorMismatches.push(route.label)
          if (env.BENCH_VERBOSE) {
            log(`${route.label}: app ${answers[route.key]!.body}\n  floor ${answer.body}`)
          }
        }
      }
      result.floor = await loadAll(floor, lifters)
      result.rssMb!.floor = floor.rssMb()
    } finally {
      await floor.stop()
    }

    const bodiesFile = path.join(os.tmpdir(), `ironlog-bench-bodies-${process.pid}.json`)
    writeFileSync(
      bodiesFile,
      JSON.stringify(
        ROUTES.map((route) => ({
          method: route.method,
          pattern: route.pattern,
          status: answers[route.key]!.status,
          body: answers[route.key]!.body,
        })),
      ),
    )
    const ceiling = await startCeiling(bodiesFile)
    try {
      result.ceiling = await loadAll(ceiling, lifters)
      result.rssMb!.ceiling = ceiling.rssMb()
    } finally {
      await ceiling.stop()
      rmSync(bodiesFile, { force: true })
    }
    result.bodyBytes = Object.fromEntries(
      ROUTES.map((route) => [route.key, Buffer.byteLength(answers[route.key]!.body)]),
    )
    return result as ModeResult
  } finally {
    cleanup()
  }
}

// ---------------------------------------------------------------------------------------------
// Report

/** Latency cell: '—' when nothing answered within the window. */
const ms = (n: number) => (Number.isNaN(n) ? '—' : String(n))
const pct = (n: number) => `${(n * 100).toFixed(0)} %`

function modeSection(r: ModeResult): string {
  const title = r.mode === 'postgres' ? 'PostgreSQL 15 (loopback)' : 'PGlite (embedded, DATA_DIR)'
  const rows = ROUTES.map((route) => {
    const app = r.app[route.key]!
    const floor = r.floor[route.key]!
    const ceiling = r.ceiling[route.key]!
    const ofFloor = floor.rps ? app.rps / floor.rps : NaN
    return [
      `\`${route.label}\``,
      f0(app.rps),
      f0(floor.rps),
      f0(ceiling.rps),
      `${Number.isNaN(ofFloor) ? '—' : pct(ofFloor)} ${r.mode === 'postgres' ? mark(ofFloor >= 0.7) : ''}`.trim(),
      pct(app.rps / ceiling.rps),
      ms(app.p50),
      `${ms(app.p99)}${r.mode === 'postgres' ? ` ${mark(app.p99 < (route.p99TargetMs ?? 25))}` : ''}`,
      `${ms(floor.p50)} / ${ms(floor.p99)}`,
      `${ms(ceiling.p50)} / ${ms(ceiling.p99)}`,
      String(r.bodyBytes[route.key]),
    ]
  })
  const scaleRows = SCALE_ROUTES.flatMap((key) => {
    const byFactor = r.scale[key]!
    const route = routeByKey(key)
    const first = config.scale[0]!
    const last = config.scale.at(-1)!
    // The export answers the whole history: flat means the same cost per set.
    const ratio =
      (byFactor[last]!.p50 / byFactor[first]!.p50) * (route.wholeHistory ? first / last : 1)
    return [
      [
        `\`${route.label}\``,
        ...config.scale.map(
          (factor) => `${f1(byFactor[factor]!.p50)} (p99 ${f1(byFactor[factor]!.p99)})`,
        ),
        `${ratio.toFixed(2)}×${route.wholeHistory ? ' per set' : ''} ${mark(ratio <= 1.5)}`,
      ],
    ]
  })
  const imp = r.import
  return [
    `## ${title}`,
    '',
    `Seeded ${r.sets.toLocaleString('en-US')} sets in ${f1(r.seedSeconds)} s.`,
    '',
    `Requests/s, ${config.connections} connections, ${config.seconds} s per route and server, latency in ms.`,
    '',
    table(
      [
        'Route',
        'App req/s',
        'Floor req/s',
        'Ceiling req/s',
        'App ÷ floor',
        'App ÷ ceiling',
        'App p50',
        'App p99 (target < 50 ms for a screen’s read, else < 25)',
        'Floor p50 / p99',
        'Ceiling p50 / p99',
        'Body bytes',
      ],
      rows,
    ),
    '',
    r.floorMismatches.length === 0
      ? 'The floor answered every route with the same JSON as the app (checked before the load).'
      : `⚠ The floor's answer differs from the app's for: ${r.floorMismatches.join(', ')}.`,
    '',
    '— : no request answered within the measured window (PGlite serves one query at a time; lengthen BENCH_DURATION).',
    '',
    memoryLine(r),
    '',
    `### Scale curve (${r.mode})`,
    '',
    `Median latency in ms (p99 in brackets), one request at a time on one keep-alive connection, the points' lifters taking turns request by request for ${Math.max(1, config.seconds / 2) * config.scale.length} s per route; one lifter with ${config.scale.map((f) => `${f}×`).join(', ')} a year of training (${WORKOUTS_A_YEAR} workouts × 25 sets a year).`,
    '',
    table(
      [
        'Route',
        ...config.scale.map(
          (f) => `${f}× (${(f * WORKOUTS_A_YEAR * 25).toLocaleString('en-US')} sets)`,
        ),
        `${config.scale.at(-1)}× ÷ ${config.scale[0]}×`,
      ],
      scaleRows,
    ),
    '',
    gymSection(r.gym),
    '',
    `### Import (${r.mode})`,
    '',
    `\`POST /api/imports\` of a ${imp.rows.toLocaleString('en-US')}-row Strong file (${kb(imp.bytes)}: ${imp.workouts} workouts, ${imp.sets.toLocaleString('en-US')} sets, rest-timer rows) by a lifter with no history, one request at a time (target: seconds).`,
    '',
    table(
      ['Dry run', 'Import', 'Same file again (all duplicates)'],
      [
        [
          `${f0(imp.dryRunMs)} ms`,
          `${f0(imp.importMs)} ms ${mark(imp.importMs < 5000)}`,
          `${f0(imp.againMs)} ms`,
        ],
      ],
    ),
  ].join('\n')
}

/** Targets (issue 18): embedded ≤ 300 MB after start and ≤ 500 MB once seeded; PostgreSQL's app ≤ 150 MB. */
function memoryLine(r: ModeResult): string {
  const m = r.rssMb
  const seededTarget = r.mode === 'pglite' ? 500 : 150
  const figure = (mb: number, target: number) => `${mb} MB ${mark(mb <= target)}`
  return [
    `Resident memory of the app process (VmRSS; ${r.mode === 'pglite' ? 'PGlite included' : 'PostgreSQL not counted'}, target ≤ ${r.mode === 'pglite' ? '300 MB on an empty DATA_DIR, ≤ 500 MB seeded' : '150 MB'}):`,
    [
      m.appEmpty === undefined
        ? ''
        : `right after start on an empty DATA_DIR ${figure(m.appEmpty, 300)}`,
      `right after start on the seeded database ${figure(m.appStart, seededTarget)}`,
      `after the run ${figure(m.app, seededTarget)}`,
    ]
      .filter(Boolean)
      .join(', ') + '.',
    `Floor after its run ${m.floor} MB, ceiling ${m.ceiling} MB.`,
  ].join(' ')
}

function machine(): string {
  const cpus = os.cpus()
  let postgres = 'n/a'
  try {
    postgres = execFileSync('/usr/lib/postgresql/15/bin/postgres', ['--version'], {
      encoding: 'utf8',
    }).trim()
  } catch {
    // Reported as n/a.
  }
  return [
    `- Machine: ${cpus.length} cores (${cpus[0]?.model ?? 'unknown'}), ${f1(os.totalmem() / 1024 ** 3)} GB memory, load average before the run ${os.loadavg().map(f1).join(' / ')}`,
    `- Node ${process.version}, ${postgres}, ${os.type()} ${os.release()}`,
  ].join('\n')
}

const machineLine = machine()

async function main() {
  if (config.build) {
    log('building (npm run build)')
    execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] })
  }
  const results: ModeResult[] = []
  for (const mode of config.modes) results.push(await runMode(mode))
  const settings = Object.entries({
    BENCH_DURATION: config.seconds,
    BENCH_CONNECTIONS: config.connections,
    BENCH_LIFTERS: config.lifters,
    BENCH_HISTORY: config.history,
    BENCH_SCALE: config.scale.join(','),
    BENCH_MODES: config.modes.join(','),
    BENCH_LOG_LEVEL: config.logLevel,
  })
    .map(([key, value]) => `${key}=${value}`)
    .join(' ')
  const report = [
    '# Performance',
    '',
    config.note ? `> ${config.note}\n` : '',
    `Latest run of \`npm run bench\` (issue 7), ${new Date().toISOString()}, in ${f0((Date.now() - started) / 1000)} s.`,
    '',
    machineLine,
    `- Command: \`${settings} npm run bench\``,
    `- Data: ${config.lifters} lifters with a Push/Pull/Legs split and ${config.history} completed workouts of 25 sets each, one open workout each; sessions signed like real ones; every request signs in as the next lifter.`,
    "- Servers run one at a time as their own processes on loopback; autocannon runs in the bench process on the same cores (so the ceiling is partly the load generator's own limit). App: `node dist/server/index.js` (production build, `NODE_ENV=production`). Floor: `bench/floor-server.ts`, bare node:http with the same SQL through plain pg (or PGlite). Ceiling: `bench/ceiling-server.ts`, the app's own answer pre-built.",
    "- Writes go to each lifter's open workout (like the session screen): POST adds a set, PATCH edits one.",
    '',
    results.map(modeSection).join('\n\n'),
    '',
    frontendSection(results.find((r) => r.frontend)?.frontend),
    '',
    // Hand-written analysis kept with the harness, so a new run does not erase it.
    readFileSync('bench/findings.md', 'utf8'),
  ].join('\n')
  writeFileSync(config.out, report.replace(/\n{3,}/g, '\n\n'))
  console.log(`\n${report.replace(/\n{3,}/g, '\n\n')}`)
  log(`wrote ${config.out}`)
}

await main()
