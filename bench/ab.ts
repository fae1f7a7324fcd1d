/**
 * `npx tsx bench/ab.ts <before/index.js> <after/index.js> [route keys…]` (issue 35): two server
 * builds compared back to back on one seeded PostgreSQL 15, so a change's effect is not lost in
 * this shared machine's drift. Build the other one with
 * `npx esbuild src/server/index.ts --bundle --platform=node --format=esm --packages=external
 * --outfile=dist/server-before/index.js` (and copy src/server/db/migrations beside it) from the
 * commit before. For BENCH_ROUNDS (2) rounds, each build in turn: every route at
 * BENCH_CONNECTIONS (50) for BENCH_DURATION s (5) — req/s, p99 and the Node process's CPU per
 * answer — and its latency one request at a time for the BENCH_SCALE lifters (1,100× a year)
 * taking turns (load.ts latency).
 */
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { latency, load, ROUTES } from './load.ts'
import { seed } from './seed.ts'
import { SESSION_SECRET, startServer } from './servers.ts'

const env = process.env
const seconds = Number(env.BENCH_DURATION ?? 5)
const connections = Number(env.BENCH_CONNECTIONS ?? 50)
const rounds = Number(env.BENCH_ROUNDS ?? 2)
const factors = (env.BENCH_SCALE ?? '1,100').split(',').filter(Boolean).map(Number)
const [before, after, ...keys] = process.argv.slice(2)
if (!before || !after) throw new Error('usage: bench/ab.ts <before.js> <after.js> [route keys…]')
const routes = ROUTES.filter((route) => keys.length === 0 || keys.includes(route.key))

const postgres = await startPostgres()
try {
  const admin = new pg.Client(postgres.url('postgres'))
  await admin.connect()
  await admin.query('create database ironlog_ab')
  await admin.end()
  const url = postgres.url('ironlog_ab')
  const seeded = await seed({ databaseUrl: url, dataDir: 'unused' }, [
    { prefix: 'lifter', lifters: Number(env.BENCH_LIFTERS ?? 200), workoutsEach: 24 },
    ...factors.map((f) => ({ prefix: `x${f}`, lifters: 1, workoutsEach: f * 200 })),
  ])
  const lifters = seeded.groups.lifter!
  const ones = factors.map((f) => seeded.groups[`x${f}`]![0]!)
  for (let round = 1; round <= rounds; round++) {
    for (const [name, entry] of [
      ['before', before],
      ['after', after],
    ] as const) {
      const app = await startServer('app', [entry], {
        HOST: '127.0.0.1',
        SESSION_SECRET,
        LOG_LEVEL: 'info',
        DATABASE_URL: url,
      })
      try {
        for (const route of routes) {
          await load(app.url, route, lifters, { connections, seconds: 1 })
          const cpu = app.cpuMs()
          const r = await load(app.url, route, lifters, { connections, seconds })
          const us = ((app.cpuMs() - cpu) * 1000) / r.requests
          let curve = ''
          if (ones.length) {
            await latency(app.url, route, ones, 1)
            const points = await latency(
              app.url,
              route,
              ones,
              Math.max(1, seconds / 2) * ones.length,
            )
            curve = points.map((p, i) => `${factors[i]}× ${p.p50.toFixed(2)}`).join(' ')
          }
          console.log(
            `round ${round} ${name.padEnd(6)} ${route.label.padEnd(44)} ${r.rps.toFixed(0).padStart(5)} req/s  p99 ${String(r.p99).padStart(4)} ms  ${us.toFixed(0).padStart(5)} µs CPU/answer  p50 alone: ${curve}`,
          )
        }
      } finally {
        await app.stop()
      }
    }
  }
} finally {
  postgres.stop()
}
