/**
 * The front-end part of `npm run bench` alone (bundle sizes, Lighthouse landing and home, the
 * tap, installability), against the production build on a small PostgreSQL 15 database: for
 * measuring a front-end change in a minute or two. Prints the section; writes nothing.
 *
 * Env (optional): BENCH_BUILD (1: `npm run build` first), BENCH_HISTORY workouts of the
 * lifter (24), BENCH_LIGHTHOUSE_MEDIAN_OF Lighthouse runs per page (5; the median is reported).
 */
import { execSync } from 'node:child_process'
import os from 'node:os'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { frontendSection, measureFrontend } from './frontend.ts'
import { f1 } from './report.ts'
import { seed } from './seed.ts'
import { startApp } from './servers.ts'

const env = process.env
const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)

if (env.BENCH_BUILD !== '0') {
  log('building (npm run build)')
  execSync('npm run build', { stdio: ['ignore', 'ignore', 'inherit'] })
}
log(`load average ${os.loadavg().map(f1).join(' / ')}`)
const postgres = await startPostgres()
try {
  const admin = new pg.Client(postgres.url('postgres'))
  await admin.connect()
  await admin.query('create database ironlog_bench')
  await admin.end()
  const url = postgres.url('ironlog_bench')
  const seeded = await seed({ databaseUrl: url, dataDir: 'unused' }, [
    { prefix: 'ui', lifters: 1, workoutsEach: Number(env.BENCH_HISTORY ?? 24) },
  ])
  const lifter = seeded.groups.ui![0]!
  const app = await startApp({ kind: 'postgres', url }, 'warn')
  try {
    const result = await measureFrontend(app.url, lifter, log)
    log(`load average ${os.loadavg().map(f1).join(' / ')}`)
    console.log(`\n${frontendSection(result)}`)
  } finally {
    await app.stop()
  }
} finally {
  postgres.stop()
}
