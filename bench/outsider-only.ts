/**
 * `npx tsx bench/outsider-only.ts [build.js …]` (issue 46): the outside measurement alone
 * (bench/outsider.ts) on PostgreSQL 15, for one build or several compared. Each build, in turn
 * for BENCH_RUNS (1) runs, gets its own copy of one seeded database, so every build meets the
 * same data and grows the same drafts. Builds default to dist/server/index.js (`npm run build`
 * first); another is built with
 * `npx esbuild src/server/index.ts --bundle --platform=node --format=esm --packages=external
 * --outfile=dist/server-before/index.js` (and src/server/db/migrations copied beside it).
 * PostgreSQL flushes its commits to disk as installed, unless BENCH_DURABLE=0.
 * Env: those of outsider.ts, BENCH_ROUTES (route keys, all by default), BENCH_GROWN=1 (the
 * drafts grown in SQL before round 1, so an A/B of reads spends no time growing them).
 */
import os from 'node:os'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import {
  DRAFT_SETS_SQL,
  OUTSIDER_ROUTES,
  outsiderConfig,
  outsiderGroups,
  outsiderLifters,
  outsiderSection,
  runOutsider,
  type OutsiderResult,
} from './outsider.ts'
import { f1 } from './report.ts'
import { growDrafts, seed } from './seed.ts'
import { SESSION_SECRET, startServer } from './servers.ts'

const env = process.env
const builds = process.argv.slice(2)
if (builds.length === 0) builds.push('dist/server/index.js')
const runs = Number(env.BENCH_RUNS ?? 1)
const keys = env.BENCH_ROUTES?.split(',').filter(Boolean)
const routes = OUTSIDER_ROUTES.filter((route) => !keys || keys.includes(route.key))
const config = outsiderConfig()
const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)

const postgres = await startPostgres({ durable: env.BENCH_DURABLE !== '0' })
try {
  const admin = new pg.Client(postgres.url('postgres'))
  await admin.connect()
  await admin.query('create database outsider_seed')
  const seeded = await seed(
    { databaseUrl: postgres.url('outsider_seed'), dataDir: 'unused' },
    outsiderGroups(config),
  )
  log(`seeded ${seeded.sets} sets in ${seeded.seconds.toFixed(1)} s`)
  if (env.BENCH_GROWN === '1') {
    await growDrafts(
      { databaseUrl: postgres.url('outsider_seed'), dataDir: 'unused' },
      config.draftSets,
    )
  }
  const lifters = outsiderLifters(seeded.groups)
  const results: Array<{ build: string; run: number; result: OutsiderResult }> = []
  for (let run = 1; run <= runs; run++) {
    for (const build of builds) {
      const database = `outsider_${run}_${results.length}`
      await admin.query(`create database ${database} template outsider_seed`)
      const url = postgres.url(database)
      log(`run ${run}, ${build} (load average ${os.loadavg().map(f1).join(' / ')})`)
      const app = await startServer('app', [build], {
        HOST: '127.0.0.1',
        SESSION_SECRET,
        LOG_LEVEL: 'info',
        DATABASE_URL: url,
      })
      const counter = new pg.Client(url)
      await counter.connect()
      try {
        const draftSets = async () =>
          Number((await counter.query<{ n: number }>(DRAFT_SETS_SQL)).rows[0]!.n)
        results.push({
          build,
          run,
          result: await runOutsider(
            { url: app.url, cpuMs: app.cpuMs, dbCpuMs: postgres.cpuMs },
            lifters,
            config,
            draftSets,
            log,
            routes,
          ),
        })
      } finally {
        await counter.end()
        await app.stop()
        await admin.query(`drop database ${database}`)
      }
    }
  }
  await admin.end()
  for (const { build, run, result } of results) {
    console.log(`\n${build}, run ${run}\n\n${outsiderSection(result, 'PostgreSQL 15')}`)
  }
  if (builds.length > 1) {
    console.log(
      '\np99 ms, round 1 → round 2 (µs of CPU per answer in round 2: the app + its database):',
    )
    for (const route of routes) {
      const cells = results.map(({ result }) => {
        const [a, b] = result.rounds.map((r) => r[route.key]!)
        return `${a!.p99}→${b!.p99} (${b!.cpuUs?.toFixed(0)}+${b!.dbCpuUs?.toFixed(0)})`.padEnd(22)
      })
      console.log(`  ${route.label.padEnd(45)} ${cells.join(' ')}`)
    }
    console.log(`  columns: ${results.map(({ build, run }) => `${build}#${run}`).join(', ')}`)
  }
} finally {
  postgres.stop()
}
