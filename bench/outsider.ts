import { APP_ONLY_ROUTES, load, ROUTES, type LoadResult, type Route } from './load.ts'
import { f0, mark, table } from './report.ts'
import type { Lifter, SeedGroup } from './seed.ts'

/**
 * Issue 46: the load as an outsider measures it, and as a gym makes it. A small gym's data (50
 * lifters with 20 completed workouts each, one of them with 200), every screen's read and the
 * write routes for two rounds of BENCH_OUTSIDER_SECONDS (10) each at 50 connections, with no
 * Accept-Encoding (autocannon sends none) — and between the rounds the write routes keep adding
 * sets to each lifter's one open workout, as a session does, until the drafts hold thousands of
 * sets each (BENCH_DRAFT_SETS, 2,000 on average). Round 2 is what a read meets once the drafts
 * have grown: a read that touches drafts' sets is slower there.
 */
export type OutsiderConfig = {
  lifters: number
  workoutsEach: number
  longWorkouts: number
  seconds: number
  connections: number
  draftSets: number
}

export const outsiderConfig = (env = process.env): OutsiderConfig => ({
  lifters: Number(env.BENCH_OUTSIDER_LIFTERS ?? 50),
  workoutsEach: Number(env.BENCH_OUTSIDER_WORKOUTS ?? 20),
  longWorkouts: 200,
  seconds: Number(env.BENCH_OUTSIDER_SECONDS ?? 10),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  draftSets: Number(env.BENCH_DRAFT_SETS ?? 2000),
})

/** The seed: `lifters - 1` lifters with `workoutsEach` workouts and one with `longWorkouts`. */
export const outsiderGroups = (config: OutsiderConfig): SeedGroup[] => [
  { prefix: 'gym', lifters: config.lifters - 1, workoutsEach: config.workoutsEach },
  { prefix: 'gymlong', lifters: 1, workoutsEach: config.longWorkouts },
]

export const outsiderLifters = (groups: Record<string, Lifter[]>) => [
  ...groups.gym!,
  ...groups.gymlong!,
]

/** A screen's read (issue 35's 50 ms at p99) or a write; the bench's other routes are not. */
export const OUTSIDER_ROUTES: Route[] = [
  ...ROUTES.filter((route) => route.p99TargetMs !== undefined || route.method !== 'GET'),
  ...APP_ONLY_ROUTES,
]
const CREATE_SET = OUTSIDER_ROUTES.find((route) => route.key === 'create-set')!

/** Issue 46: every screen's read and every write. */
export const OUTSIDER_TARGET_MS = 50

/**
 * A route's load, with the CPU per answer (µs) of the app's process and of the database's where
 * they are known: steadier than latency on a shared machine, since another's load does not
 * add to them.
 */
export type OutsiderRound = Record<string, LoadResult & { cpuUs?: number; dbCpuUs?: number }>
/** The app under load: its URL, and its and its database's CPU so far in ms where measured. */
export type Target = { url: string; cpuMs?: () => number; dbCpuMs?: () => number }
export type OutsiderResult = {
  config: OutsiderConfig
  rounds: [OutsiderRound, OutsiderRound]
  /** Sets in the drafts, on average, before round 2 and after it. */
  draftSetsBefore: number
  draftSetsAfter: number
  growthSeconds: number
}

async function round(
  app: Target,
  lifters: Lifter[],
  config: OutsiderConfig,
  routes: Route[],
  log: (message: string) => void,
  name: string,
): Promise<OutsiderRound> {
  const result: OutsiderRound = {}
  for (const route of routes) {
    // Pools, plans and JIT warm before the measured window.
    await load(app.url, route, lifters, { connections: config.connections, seconds: 1 })
    const cpu = app.cpuMs?.()
    const dbCpu = app.dbCpuMs?.()
    const r = await load(app.url, route, lifters, {
      connections: config.connections,
      seconds: config.seconds,
    })
    const perAnswer = (before: number | undefined, now: (() => number) | undefined) =>
      before === undefined ? undefined : ((now!() - before) * 1000) / r.requests
    const cpuUs = perAnswer(cpu, app.cpuMs)
    const dbCpuUs = perAnswer(dbCpu, app.dbCpuMs)
    result[route.key] = { ...r, cpuUs, dbCpuUs }
    const us = (label: string, value: number | undefined) =>
      value === undefined ? '' : `  ${label} ${f0(value).padStart(4)} µs`
    log(
      `  ${name} ${route.label.padEnd(45)} ${f0(r.rps).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${String(r.p99).padStart(3)} ms${us('CPU/answer: app', cpuUs)}${us('database', dbCpuUs)}`,
    )
  }
  return result
}

/**
 * Both rounds against a running app whose database was seeded with outsiderGroups.
 * `draftSets` answers the sets the drafts hold on average (read from the database).
 */
export async function runOutsider(
  app: Target,
  lifters: Lifter[],
  config: OutsiderConfig,
  draftSets: () => Promise<number>,
  log: (message: string) => void,
  routes: Route[] = OUTSIDER_ROUTES,
): Promise<OutsiderResult> {
  const first = await round(app, lifters, config, routes, log, 'round 1')
  const growthStarted = performance.now()
  let held = await draftSets()
  while (held < config.draftSets) {
    const r = await load(app.url, CREATE_SET, lifters, {
      connections: config.connections,
      seconds: config.seconds,
    })
    held = await draftSets()
    log(`  growth  ${f0(r.rps)} req/s p99 ${r.p99} ms; the drafts hold ${f0(held)} sets each`)
  }
  const growthSeconds = (performance.now() - growthStarted) / 1000
  const second = await round(app, lifters, config, routes, log, 'round 2')
  return {
    config,
    rounds: [first, second],
    draftSetsBefore: held,
    draftSetsAfter: await draftSets(),
    growthSeconds,
  }
}

/** The average count of sets in the open workouts (runOutsider's `draftSets`), in SQL. */
export const DRAFT_SETS_SQL = `select coalesce(avg(n), 0)::float8 as n from (
  select count(s.id) as n from workouts w left join workout_sets s on s.workout_id = w.id
  where w.completed_at is null group by w.id) as drafts`

/** The report's section: each route's req/s and p99 in both rounds against 50 ms. */
export function outsiderSection(result: OutsiderResult | undefined, database: string): string {
  if (!result) return ''
  const { config } = result
  const rows = OUTSIDER_ROUTES.filter((route) => result.rounds[0][route.key]).map((route) => {
    const [a, b] = result.rounds.map((r) => r[route.key]!)
    const worst = Math.max(a!.p99, b!.p99)
    return [
      `\`${route.label}\``,
      `${f0(a!.rps)} → ${f0(b!.rps)}`,
      `${a!.p50} → ${b!.p50}`,
      `${a!.p99} → ${b!.p99} ${mark(worst < OUTSIDER_TARGET_MS)}`,
    ]
  })
  return [
    `### As an outsider measures it (${database}, issue 46)`,
    '',
    `${config.lifters} lifters, ${config.lifters - 1} with ${config.workoutsEach} completed workouts and one with ${config.longWorkouts}; ${config.connections} connections, no Accept-Encoding, two rounds of ${config.seconds} s per route (after 1 s of warm-up). Between the rounds the write route kept adding sets to each lifter's open workout for ${f0(result.growthSeconds)} s: the drafts held ${f0(result.draftSetsBefore)} sets each on average when round 2 began, ${f0(result.draftSetsAfter)} after it. Target: p99 < ${OUTSIDER_TARGET_MS} ms for every screen's read and every write.`,
    '',
    table(['Route', 'req/s, round 1 → 2', 'p50 ms', `p99 ms (< ${OUTSIDER_TARGET_MS})`], rows),
  ].join('\n')
}
