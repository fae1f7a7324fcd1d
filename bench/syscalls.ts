/**
 * `npx tsx bench/syscalls.ts <build.js> [route keys…]` (issue 46): the system calls the app makes
 * per answer, counted by strace for BENCH_REQUESTS (2,000) requests of each route at 50
 * connections. On this shared VM a system call costs more than most of the app's JavaScript,
 * and a count, unlike a time, does not move with the machine's load.
 */
import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'
import autocannon from 'autocannon'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { cookieFor, ROUTES } from './load.ts'
import { outsiderConfig, outsiderGroups, outsiderLifters } from './outsider.ts'
import { seed } from './seed.ts'
import { SESSION_SECRET, startServer } from './servers.ts'

const [build = 'dist/server/index.js', ...keys] = process.argv.slice(2)
const routes = ROUTES.filter((route) => keys.length === 0 || keys.includes(route.key))
const amount = Number(process.env.BENCH_REQUESTS ?? 2000)

const postgres = await startPostgres()
try {
  const admin = new pg.Client(postgres.url('postgres'))
  await admin.connect()
  await admin.query('create database ironlog_syscalls')
  await admin.end()
  const url = postgres.url('ironlog_syscalls')
  const seeded = await seed(
    { databaseUrl: url, dataDir: 'unused' },
    outsiderGroups(outsiderConfig()),
  )
  const lifters = outsiderLifters(seeded.groups)
  const app = await startServer('app', [build], {
    HOST: '127.0.0.1',
    SESSION_SECRET,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    DATABASE_URL: url,
  })
  try {
    for (const route of routes) {
      const fire = async (requests: number) => {
        let n = 0
        await autocannon({
          url: app.url,
          connections: 50,
          amount: requests,
          requests: [
            {
              method: route.method,
              setupRequest: (request) => {
                const lifter = lifters[n++ % lifters.length]!
                const body = route.body?.(lifter, n)
                return {
                  ...request,
                  path: route.path(lifter, n),
                  headers: {
                    cookie: cookieFor(lifter),
                    ...(body ? { 'content-type': 'application/json' } : {}),
                  },
                  ...(body ? { body: JSON.stringify(body) } : {}),
                }
              },
            },
          ],
        })
      }
      await fire(500)
      const strace = spawn('strace', ['-c', '-f', '-p', String(app.pid)], {
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let report = ''
      strace.stderr.on('data', (chunk: Buffer) => (report += chunk.toString()))
      await sleep(500)
      await fire(amount)
      strace.kill('SIGINT')
      await new Promise((resolve) => strace.once('exit', resolve))
      const rows = report
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((cells) => cells.length >= 5 && /^\d/.test(cells[0]!) && cells.at(-1) !== 'total')
        .map((cells) => ({ name: cells.at(-1)!, calls: Number(cells[3]) }))
        .filter((row) => row.calls / amount >= 0.05)
        .sort((a, b) => b.calls - a.calls)
      console.log(
        `${route.label.padEnd(45)} ${rows.map((row) => `${row.name} ${(row.calls / amount).toFixed(2)}`).join('  ')}`,
      )
    }
  } finally {
    await app.stop()
  }
} finally {
  postgres.stop()
}
