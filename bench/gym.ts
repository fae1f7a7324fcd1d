import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { IMPORT_MAX_BYTES } from '#shared/contract/imports.ts'
import { largestRestore, largestStrongFile } from './import.ts'
import { cookieFor } from './load.ts'
import { f0, mark, table } from './report.ts'
import { seed, SPLIT, type Lifter } from './seed.ts'
import { startApp } from './servers.ts'

/**
 * Issue 35: a small gym on the embedded default. Every lifter is one keep-alive connection going
 * through a session as the app makes it, request after request with no pause (so "at once"
 * means every lifter has a request in flight): home, entering Push, logging and editing sets,
 * history and records. Now and then two of them do what holds a database longest: the JSON
 * export of their year, and the largest history page (200 workouts with their sets).
 */

type Step = { kind: string; method: 'GET' | 'POST' | 'PATCH'; path: string; body?: unknown }

const PUSH = SPLIT[0].exercises
const EVERY_CYCLES = 5

function cycle(lifter: Lifter, worker: number, n: number): Step[] {
  const set = (i: number) => ({
    workoutId: lifter.draftId,
    exerciseName: PUSH[i % PUSH.length],
    // Set numbers run 1–100 (SetNumberSchema, shared/contract/workout-sets.ts): a long run wraps.
    setNumber: ((9 + n * 2 + i) % 100) + 1,
    weight: '135',
    reps: 5,
    completed: true,
  })
  const steps: Step[] = [
    { kind: 'home: days', method: 'GET', path: '/api/workout-days' },
    { kind: 'home: drafts', method: 'GET', path: '/api/workouts/drafts' },
    { kind: 'home: stats', method: 'GET', path: '/api/stats?tz=Europe%2FBerlin' },
    {
      kind: 'session: last sets',
      method: 'GET',
      path: `/api/workout-days/${lifter.dayIds[0]}/last-sets`,
    },
    { kind: 'session: plan', method: 'GET', path: `/api/workout-days/${lifter.dayIds[0]}/plan` },
    { kind: 'session: log a set', method: 'POST', path: '/api/workout-sets', body: set(0) },
    {
      kind: 'session: edit a set',
      method: 'PATCH',
      path: `/api/workout-sets/${lifter.draftSetId}`,
      body: { weight: String(100 + (n % 20) * 2.5), reps: 8, completed: true },
    },
    { kind: 'session: log a set', method: 'POST', path: '/api/workout-sets', body: set(1) },
    { kind: 'history: first page', method: 'GET', path: '/api/workout-summaries?limit=20' },
    { kind: 'records', method: 'GET', path: '/api/records' },
  ]
  if (n % EVERY_CYCLES === EVERY_CYCLES - 1 && worker === 0) {
    steps.push({ kind: 'export (JSON, a year)', method: 'GET', path: '/api/export?format=json' })
  }
  if (n % EVERY_CYCLES === EVERY_CYCLES - 1 && worker === 1) {
    steps.push({
      kind: 'history: 200 workouts with sets',
      method: 'GET',
      path: '/api/workouts-with-sets?limit=200',
    })
  }
  return steps
}

function send(agent: http.Agent, url: string, cookie: string, step: Step): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = step.body === undefined ? undefined : JSON.stringify(step.body)
    const request = http.request(
      `${url}${step.path}`,
      {
        agent,
        method: step.method,
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

export type GymKind = { kind: string; requests: number; p50: number; p99: number; max: number }
export type GymResult = {
  lifters: number
  seconds: number
  requests: number
  p50: number
  p99: number
  max: number
  kinds: GymKind[]
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!

function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b)
  return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), max: sorted.at(-1)! }
}

/**
 * Every lifter loops through `cycle` for `seconds`, or while `during` runs (issue 46: the
 * largest import or restore); each request timed on its own.
 */
export async function measureGym(
  url: string,
  lifters: Lifter[],
  seconds: number,
  during?: Promise<unknown>,
) {
  const times = new Map<string, number[]>()
  const started = performance.now()
  const until = started + seconds * 1000
  let running = during !== undefined
  void during?.finally(() => (running = false)).catch(() => undefined)
  const goOn = () => (during ? running : performance.now() < until)
  await Promise.all(
    lifters.map(async (lifter, worker) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      const cookie = cookieFor(lifter)
      try {
        for (let n = 0; goOn(); n++) {
          for (const step of cycle(lifter, worker, n)) {
            const start = performance.now()
            const status = await send(agent, url, cookie, step)
            if (status >= 300)
              throw new Error(`gym: ${step.method} ${step.path} answered ${status}`)
            const list = times.get(step.kind) ?? []
            list.push(performance.now() - start)
            times.set(step.kind, list)
          }
        }
      } finally {
        agent.destroy()
      }
    }),
  )
  const all = [...times.values()].flat()
  return {
    lifters: lifters.length,
    seconds: during ? (performance.now() - started) / 1000 : seconds,
    requests: all.length,
    ...figures(all),
    kinds: [...times].map(([kind, list]) => ({ kind, requests: list.length, ...figures(list) })),
  } satisfies GymResult
}

/**
 * The gym on an embedded database of its own: `lifters` lifters with a year of training each
 * (200 workouts), the app started as `npm start` starts it, loaded for `seconds`.
 */
export async function runGym(
  options: { lifters: number; seconds: number; logLevel: string },
  log: (message: string) => void,
): Promise<GymResult> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironlog-bench-gym-'))
  try {
    const seeded = await seed({ dataDir: dir }, [
      { prefix: 'gym', lifters: options.lifters, workoutsEach: 200 },
    ])
    log(`gym: seeded ${seeded.sets} sets in ${seeded.seconds.toFixed(1)} s`)
    const app = await startApp({ kind: 'pglite', dataDir: dir }, options.logLevel)
    try {
      const lifters = seeded.groups.gym!
      // Caches and JIT warm, as in the load runs.
      await measureGym(app.url, lifters, 1)
      return await measureGym(app.url, lifters, options.seconds)
    } finally {
      await app.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Issue 35's targets for the embedded default: p99 under 200 ms, no request over 2 s. */
export function gymSection(result: GymResult | undefined): string {
  if (!result) return ''
  return [
    '### A small gym on the embedded default (PGlite)',
    '',
    `${result.lifters} lifters with a year of training each (their own data directory), every one a connection going through a session with no pause for ${result.seconds} s: home (days, drafts, stats), entering Push (last sets, plan), two sets logged and one edited, history's first page, records; every ${EVERY_CYCLES}th round one lifter exports their year as JSON and another opens 200 workouts with their sets. ${result.requests.toLocaleString('en-US')} requests, ${f0(result.requests / result.seconds)} a second. Targets: p99 < 200 ms, none over 2 s.`,
    '',
    table(
      ['Requests', 'Count', 'p50 ms', 'p99 ms', 'Slowest ms'],
      [
        [
          '**All**',
          String(result.requests),
          f0(result.p50),
          `${f0(result.p99)} ${mark(result.p99 < 200)}`,
          `${f0(result.max)} ${mark(result.max < 2000)}`,
        ],
        ...result.kinds.map((k) => [k.kind, String(k.requests), f0(k.p50), f0(k.p99), f0(k.max)]),
      ],
    ),
  ].join('\n')
}

export type GymUnderImport = {
  /** What ran: the largest allowed Strong import, or restore of Ironlog's JSON export. */
  kind: 'import' | 'restore'
  bytes: number
  workouts: number
  ms: number
  status: number
  gym: GymResult
}

/**
 * Issue 46, docs/product/trust-tokens-and-values.md: the gym (`lifters` lifters with a year each,
 * as runGym) while the largest allowed import runs — a Strong file of IMPORT_MAX_BYTES — and then
 * while the largest allowed restore runs: the JSON export of a lifter with years of history,
 * cut to the same size. Each answers a lifter of its own, with no history.
 */
export async function runGymUnderImports(
  options: { lifters: number; logLevel: string },
  log: (message: string) => void,
): Promise<GymUnderImport[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ironlog-bench-gym-import-'))
  try {
    const seeded = await seed({ dataDir: dir }, [
      { prefix: 'gym', lifters: options.lifters, workoutsEach: 200 },
      { prefix: 'exporter', lifters: 1, workoutsEach: 2400 },
      { prefix: 'importer', lifters: 1, workoutsEach: 0 },
      { prefix: 'restorer', lifters: 1, workoutsEach: 0 },
    ])
    log(`gym under imports: seeded ${seeded.sets} sets in ${seeded.seconds.toFixed(1)} s`)
    const app = await startApp({ kind: 'pglite', dataDir: dir }, options.logLevel)
    try {
      const lifters = seeded.groups.gym!
      const post = (lifter: Lifter, contentType: string, body: string) => async () => {
        const started = performance.now()
        const response = await fetch(`${app.url}/api/imports?unit=lbs`, {
          method: 'POST',
          headers: { cookie: cookieFor(lifter), 'content-type': contentType },
          body,
        })
        await response.arrayBuffer()
        return { ms: performance.now() - started, status: response.status }
      }
      const strong = largestStrongFile()
      const restore = await largestRestore(app.url, seeded.groups.exporter![0]!)
      const runs = [
        {
          kind: 'import' as const,
          bytes: Buffer.byteLength(strong.csv),
          workouts: strong.workouts,
          send: post(seeded.groups.importer![0]!, 'text/csv', strong.csv),
        },
        {
          kind: 'restore' as const,
          bytes: Buffer.byteLength(restore.json),
          workouts: restore.workouts,
          send: post(seeded.groups.restorer![0]!, 'application/json', restore.json),
        },
      ]
      await measureGym(app.url, lifters, 1)
      const results: GymUnderImport[] = []
      for (const { send, ...run } of runs) {
        const sent = send()
        const gym = await measureGym(app.url, lifters, 0, sent)
        const { ms, status } = await sent
        log(
          `gym during the ${run.kind} (${(run.bytes / 2 ** 20).toFixed(1)} MiB, ${run.workouts} workouts, ${status} in ${f0(ms)} ms): p99 ${f0(gym.p99)} ms, slowest ${f0(gym.max)} ms`,
        )
        results.push({ ...run, ms, status, gym })
      }
      return results
    } finally {
      await app.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Issue 46's target for the gym while the largest import or restore runs: p99 under 200 ms. */
export function gymUnderImportsSection(results: GymUnderImport[] | undefined): string {
  if (!results?.length) return ''
  return [
    '### The small gym while the largest import or restore runs (PGlite)',
    '',
    `The gym above (${results[0]!.gym.lifters} lifters) going through their sessions while another lifter's import of the largest file allowed (a Strong export of ${f0(IMPORT_MAX_BYTES / 2 ** 20)} MiB), then another's restore of the largest JSON export allowed, runs: the figures are of the gym's requests from the import's start to its answer. Targets (docs/product/trust-tokens-and-values.md and issue 46): p99 < 200 ms, none over 1 s.`,
    '',
    table(
      ['While', 'Body', 'Answer', 'Gym requests', 'p50 ms', 'p99 ms', 'Slowest ms'],
      results.map((r) => [
        r.kind === 'import' ? 'the largest import' : 'the largest restore',
        `${(r.bytes / 2 ** 20).toFixed(1)} MiB, ${r.workouts.toLocaleString('en-US')} workouts`,
        `${r.status} in ${(r.ms / 1000).toFixed(1)} s`,
        r.gym.requests.toLocaleString('en-US'),
        f0(r.gym.p50),
        `${f0(r.gym.p99)} ${mark(r.gym.p99 < 200)}`,
        `${f0(r.gym.max)} ${mark(r.gym.max < 1000)}`,
      ]),
    ),
  ].join('\n')
}
