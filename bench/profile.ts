/**
 * `npx tsx bench/profile.ts [route keys…]` (issue 7): where the app's CPU goes under load.
 * Starts PostgreSQL 15, seeds BENCH_LIFTERS (200) lifters, runs the production server with
 * `node --cpu-prof` and then the floor, loads each route (all by default) for BENCH_DURATION
 * seconds (5) at BENCH_CONNECTIONS (50), and prints each server's CPU time per request (steadier
 * than requests/s on a busy machine), then the app's self time by package and top functions.
 * The raw .cpuprofile stays in the printed folder for DevTools. The profile's first BENCH_SKIP_S
 * seconds (5: the server's start) are left out of the breakdown.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { load, ROUTES } from './load.ts'
import { seed } from './seed.ts'
import { SESSION_SECRET, startFloor, startServer, type Running } from './servers.ts'

const env = process.env
const seconds = Number(env.BENCH_DURATION ?? 5)
const connections = Number(env.BENCH_CONNECTIONS ?? 50)
const lifterCount = Number(env.BENCH_LIFTERS ?? 200)
const cpuProfile = env.BENCH_CPU_PROF !== '0'
const startupSkipUs = Number(env.BENCH_SKIP_S ?? 5) * 1_000_000
const keys = process.argv.slice(2)
const routes = keys.length ? ROUTES.filter((route) => keys.includes(route.key)) : ROUTES

type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] }

/** node_modules/<package> (scoped too), node internals, or the app's own bundle. */
function owner(url: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (match) return match[1]!
  if (url.includes('dist/server')) return 'app (dist/server)'
  if (url.startsWith('node:') || !url) return url ? 'node internals' : '(native / gc / idle)'
  return url
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMs = new Map<number, number>()
  // Start-up (module loading, schema compilation) is left out: the load begins after it.
  let at = 0
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    if (at < startupSkipUs) return
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  })
  const byOwner = new Map<string, number>()
  const byFunction = new Map<string, number>()
  let total = 0
  for (const [id, time] of selfMs) {
    const { callFrame } = byId.get(id)!
    if (callFrame.functionName === '(idle)') continue
    total += time
    const who = owner(callFrame.url)
    byOwner.set(who, (byOwner.get(who) ?? 0) + time)
    const name = `${callFrame.functionName || '(anonymous)'} ${who}:${callFrame.lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + time)
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, time]) => `${((time / total) * 100).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n')
  console.log(
    `\nBusy ${(total / 1000).toFixed(1)} s of CPU. Self time by owner:\n${top(byOwner, 25)}`,
  )
  console.log(`\nTop functions:\n${top(byFunction, 40)}`)
}

const postgres = await startPostgres()
try {
  const admin = new pg.Client(postgres.url('postgres'))
  await admin.connect()
  await admin.query('create database ironlog_profile')
  await admin.end()
  const url = postgres.url('ironlog_profile')
  const seeded = await seed({ databaseUrl: url, dataDir: 'unused' }, [
    { prefix: 'lifter', lifters: lifterCount, workoutsEach: 24 },
  ])
  const lifters = seeded.groups.lifter!
  /** Node CPU µs per answered request, route by route. */
  const cost = async (server: Running) => {
    const perRoute: Record<string, number> = {}
    for (const route of routes) {
      await load(server.url, route, lifters, { connections, seconds: 1 })
      const cpuBefore = server.cpuMs()
      const result = await load(server.url, route, lifters, { connections, seconds })
      perRoute[route.key] = ((server.cpuMs() - cpuBefore) * 1000) / result.requests
      console.log(
        `${server.name.padEnd(6)} ${route.label.padEnd(45)} ${result.rps.toFixed(0).padStart(6)} req/s  ${perRoute[route.key]!.toFixed(0).padStart(5)} µs CPU/request  p50 ${result.p50} ms  p99 ${result.p99} ms`,
      )
    }
    return perRoute
  }
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'ironlog-profile-'))
  const app = await startServer(
    'app',
    [...(cpuProfile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), 'dist/server/index.js'],
    {
      HOST: '127.0.0.1',
      SESSION_SECRET,
      LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'info',
      DATABASE_URL: url,
    },
  )
  let appCost: Record<string, number>
  try {
    appCost = await cost(app)
  } finally {
    await app.stop()
  }
  const floor = await startFloor({ kind: 'postgres', url })
  try {
    const floorCost = await cost(floor)
    console.log('\nNode CPU per request, app ÷ floor:')
    for (const route of routes) {
      const ratio = appCost[route.key]! / floorCost[route.key]!
      console.log(`  ${route.label.padEnd(45)} ${ratio.toFixed(2)}×`)
    }
  } finally {
    await floor.stop()
  }
  if (cpuProfile) {
    const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
    if (!file) throw new Error(`no profile written in ${profileDir}`)
    console.log(`\nProfile: ${path.join(profileDir, file)}`)
    summarise(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as Profile)
  }
} finally {
  postgres.stop()
}
