/**
 * `npx tsx bench/lifters.ts` (issue 46): flat with lifters. Two databases on one PostgreSQL 15,
 * seeded straight in SQL: the outsider's gym (BENCH_OUTSIDER_LIFTERS, 50, with 20 completed
 * workouts each and one with 200) and the same with BENCH_MANY_LIFTERS (10,000: about 5 million
 * sets). Each screen's read and each write then runs at BENCH_CONNECTIONS (50) against the one
 * and the other in turn, BENCH_PASSES (2) times for BENCH_LIFTERS_SECONDS (5) each, every
 * request as the next lifter of all of them (so the many lifters' rows, not a few, are in
 * play). The report is each read's p99 and its database's CPU per answer, many ÷ few: taken
 * pass by pass over the same minutes, a drift of this shared machine's speed falls on both.
 * `npm run build` first (dist/server/index.js). The query plans at 10,000 lifters come from
 * `BENCH_PLANS_LIFTERS=10000 npx tsx bench/plans.ts`.
 */
import os from 'node:os'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { load, type LoadResult } from './load.ts'
import { OUTSIDER_ROUTES, outsiderConfig, outsiderGroups, outsiderLifters } from './outsider.ts'
import { f0, f1, table } from './report.ts'
import { seed, type Lifter } from './seed.ts'
import { SESSION_SECRET, startServer, type Running } from './servers.ts'

const env = process.env
const config = outsiderConfig()
const many = Number(env.BENCH_MANY_LIFTERS ?? 10_000)
const seconds = Number(env.BENCH_LIFTERS_SECONDS ?? 5)
const passes = Number(env.BENCH_PASSES ?? 2)
const keys = env.BENCH_ROUTES?.split(',').filter(Boolean)
const routes = OUTSIDER_ROUTES.filter((route) => !keys || keys.includes(route.key))
/** Issue 46: every read at 10,000 lifters within 1.2× of its figure at 50. */
const FLAT = 1.2

const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s] ${message}`)

type Side = { name: string; app: Running; lifters: Lifter[]; sets: number; seedSeconds: number }
type Measure = LoadResult & { dbCpuUs: number }

const postgres = await startPostgres({ durable: env.BENCH_DURABLE !== '0' })
const sides: Side[] = []
try {
  const admin = new pg.Client(postgres.url('postgres'))
  await admin.connect()
  for (const lifters of [config.lifters, many]) {
    const name = `lifters_${lifters}`
    await admin.query(`create database ${name}`)
    const url = postgres.url(name)
    const seeded = await seed(
      { databaseUrl: url, dataDir: 'unused' },
      outsiderGroups({ ...config, lifters }),
    )
    log(`${name}: seeded ${seeded.sets} sets in ${f1(seeded.seconds)} s`)
    const app = await startServer('app', ['dist/server/index.js'], {
      HOST: '127.0.0.1',
      SESSION_SECRET,
      LOG_LEVEL: 'info',
      DATABASE_URL: url,
    })
    sides.push({
      name,
      app,
      lifters: outsiderLifters(seeded.groups),
      sets: seeded.sets,
      seedSeconds: seeded.seconds,
    })
  }
  await admin.end()
  const measured = new Map<string, Measure[][]>()
  for (const route of routes) {
    const perSide: Measure[][] = sides.map(() => [])
    for (const side of sides) {
      await load(side.app.url, route, side.lifters, { connections: config.connections, seconds: 1 })
    }
    for (let pass = 0; pass < passes; pass++) {
      for (const [i, side] of sides.entries()) {
        const dbCpu = postgres.cpuMs()
        const r = await load(side.app.url, route, side.lifters, {
          connections: config.connections,
          seconds,
        })
        const dbCpuUs = ((postgres.cpuMs() - dbCpu) * 1000) / r.requests
        perSide[i]!.push({ ...r, dbCpuUs })
        log(
          `  ${side.name.padEnd(15)} ${route.label.padEnd(45)} ${f0(r.rps).padStart(6)} req/s  p99 ${String(r.p99).padStart(3)} ms  database ${f0(dbCpuUs).padStart(4)} µs/answer (load ${f1(os.loadavg()[0]!)})`,
        )
      }
    }
    measured.set(route.key, perSide)
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length
  const rows = routes.map((route) => {
    const [few, lots] = measured.get(route.key)!.map((list) => ({
      p99: mean(list.map((m) => m.p99)),
      rps: mean(list.map((m) => m.rps)),
      dbCpuUs: mean(list.map((m) => m.dbCpuUs)),
    }))
    const p99Ratio = lots!.p99 / few!.p99
    const cpuRatio = lots!.dbCpuUs / few!.dbCpuUs
    return [
      `\`${route.label}\``,
      `${f0(few!.rps)} / ${f0(lots!.rps)}`,
      `${f1(few!.p99)} / ${f1(lots!.p99)}`,
      `${p99Ratio.toFixed(2)}× ${p99Ratio <= FLAT ? '✅' : '❌'}`,
      `${f0(few!.dbCpuUs)} / ${f0(lots!.dbCpuUs)}`,
      `${cpuRatio.toFixed(2)}× ${cpuRatio <= FLAT ? '✅' : '❌'}`,
    ]
  })
  const [few, lots] = sides
  console.log(
    [
      '',
      `### Flat with lifters (PostgreSQL 15, issue 46)`,
      '',
      `${few!.lifters.length} lifters (${few!.sets.toLocaleString('en')} sets) against ${lots!.lifters.length.toLocaleString('en')} (${lots!.sets.toLocaleString('en')} sets, seeded in ${f0(lots!.seedSeconds)} s), ${config.connections} connections, ${passes} passes of ${seconds} s per route and database in turn; each figure is the passes' mean. Target: ${lots!.lifters.length.toLocaleString('en')} within ${FLAT}× of ${few!.lifters.length}.`,
      '',
      table(
        [
          'Route',
          `req/s, ${few!.lifters.length} / ${lots!.lifters.length}`,
          'p99 ms',
          'p99 ratio',
          'database µs per answer',
          'database ratio',
        ],
        rows,
      ),
    ].join('\n'),
  )
} finally {
  for (const side of sides) await side.app.stop()
  postgres.stop()
}
