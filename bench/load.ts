import { createHmac } from 'node:crypto'
import http from 'node:http'
import autocannon from 'autocannon'
import { SPLIT, type Lifter } from './seed.ts'
import { SESSION_SECRET } from './servers.ts'

/** The signed cookie exactly as @fastify/cookie sets it (cookie-signature, then URI-encoded). */
export function cookieFor(lifter: Lifter): string {
  const signature = createHmac('sha256', SESSION_SECRET)
    .update(lifter.token)
    .digest('base64')
    .replace(/=+$/, '')
  return `ironlog_session=${encodeURIComponent(`${lifter.token}.${signature}`)}`
}

export type Route = {
  key: string
  label: string
  method: 'GET' | 'POST' | 'PATCH'
  /** Matches the route's paths, for the ceiling's canned answers. */
  pattern: string
  path: (lifter: Lifter, n: number) => string
  body?: (lifter: Lifter, n: number) => unknown
  /** A whole-history answer (the export): its cost grows with the history by design, so the
   * scale curve compares it per set, and takes fewer samples. */
  wholeHistory?: boolean
  /** p99 target at the bench's connections on PostgreSQL, in ms (25 unless said). */
  p99TargetMs?: number
}

/** Issue 35: every read a screen makes answers within 50 ms at p99. */
const SCREEN_READ = 50

const PUSH = SPLIT[0].exercises

/** A calendar day `days` from now, as the history filter and progress take it. */
const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export const ROUTES: Route[] = [
  {
    key: 'days',
    label: 'GET /api/workout-days',
    method: 'GET',
    pattern: '^/api/workout-days$',
    path: () => '/api/workout-days',
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'history',
    label: 'GET /api/workouts-with-sets (first page)',
    method: 'GET',
    pattern: '^/api/workouts-with-sets$',
    // The history screen's page size (src/shared/domain/first-screen.ts HISTORY_PAGE_SIZE).
    path: () => '/api/workouts-with-sets?limit=20',
  },
  {
    key: 'summaries',
    label: 'GET /api/workout-summaries (first page)',
    method: 'GET',
    pattern: '^/api/workout-summaries$',
    path: () => '/api/workout-summaries?limit=20',
    // Issue 18: the history screen's light first page.
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'filtered-history',
    label: 'GET /api/workout-summaries (a day, a year)',
    method: 'GET',
    // The ceiling tells it from the unfiltered page by its query.
    pattern: '^/api/workout-summaries\\?.*dayId=',
    // The history screen filtered by a day and a year (issue 35: as the screen reads it).
    path: (lifter) =>
      `/api/workout-summaries?limit=20&dayId=${lifter.dayIds[0]}&from=${dayFromNow(-365)}&to=${dayFromNow(0)}&tz=Europe%2FBerlin`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'stats',
    label: 'GET /api/stats',
    method: 'GET',
    pattern: '^/api/stats$',
    path: () => '/api/stats?tz=Europe%2FBerlin',
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'last-sets',
    label: 'GET /api/workout-days/{id}/last-sets/{name}',
    method: 'GET',
    pattern: '^/api/workout-days/[^/]+/last-sets/[^/]+$',
    path: (lifter, n) =>
      `/api/workout-days/${lifter.dayIds[0]}/last-sets/${encodeURIComponent(PUSH[n % PUSH.length]!)}`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'day-last-sets',
    label: 'GET /api/workout-days/{id}/last-sets',
    method: 'GET',
    pattern: '^/api/workout-days/[^/]+/last-sets$',
    path: (lifter) => `/api/workout-days/${lifter.dayIds[0]}/last-sets`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'progress',
    label: 'GET /api/progress/{exerciseName}',
    method: 'GET',
    pattern: '^/api/progress/[^/]+$',
    // The screen's longest bounded period: a year.
    path: () =>
      `/api/progress/${encodeURIComponent(PUSH[0]!)}?from=${dayFromNow(-365)}&tz=Europe%2FBerlin`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'exercise-sessions',
    label: 'GET /api/progress/{exerciseName}?last=5',
    method: 'GET',
    pattern: '^/api/progress/[^/]+\\?.*last=',
    // A list of last sessions: the newest points only, whatever the history.
    path: () => `/api/progress/${encodeURIComponent(PUSH[0]!)}?last=5&tz=Europe%2FBerlin`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'records',
    label: 'GET /api/records',
    method: 'GET',
    pattern: '^/api/records$',
    path: () => '/api/records',
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'plan',
    label: 'GET /api/progressions/{name}/plan',
    method: 'GET',
    pattern: '^/api/progressions/[^/]+/plan$',
    // docs/product/progression.md: the sessions since the rule was set (12 weeks), whatever the history.
    path: () => `/api/progressions/${encodeURIComponent(PUSH[0]!)}/plan`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'day-plan',
    label: 'GET /api/workout-days/{id}/plan',
    method: 'GET',
    pattern: '^/api/workout-days/[^/]+/plan$',
    // Push: five exercises, a rule each, in one statement.
    path: (lifter) => `/api/workout-days/${lifter.dayIds[0]}/plan`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'muscle-volume',
    label: 'GET /api/muscle-volume',
    method: 'GET',
    pattern: '^/api/muscle-volume$',
    // The muscles screen: hard sets per muscle over the 7 days that end today.
    path: () => `/api/muscle-volume?to=${dayFromNow(0)}&tz=Europe%2FBerlin`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'body-weights',
    label: 'GET /api/body-weights',
    method: 'GET',
    pattern: '^/api/body-weights$',
    // The body weight screen's year.
    path: () => `/api/body-weights?from=${dayFromNow(-365)}`,
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'notes',
    label: 'GET /api/exercise-notes',
    method: 'GET',
    pattern: '^/api/exercise-notes$',
    // The pinned notes the exercise page and the session's cards show.
    path: () => '/api/exercise-notes',
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'catalog',
    label: 'GET /api/catalog',
    method: 'GET',
    pattern: '^/api/catalog$',
    path: () => '/api/catalog',
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'create-set',
    label: 'POST /api/workout-sets',
    method: 'POST',
    pattern: '^/api/workout-sets$',
    path: () => '/api/workout-sets',
    body: (lifter, n) => ({
      workoutId: lifter.draftId,
      exerciseName: PUSH[n % 3],
      setNumber: (n % 100) + 1,
      weight: '135',
      reps: 8,
      completed: true,
    }),
  },
  {
    key: 'update-set',
    label: 'PATCH /api/workout-sets/{id}',
    method: 'PATCH',
    pattern: '^/api/workout-sets/[^/]+$',
    path: (lifter) => `/api/workout-sets/${lifter.draftSetId}`,
    body: (_lifter, n) => ({ weight: String(100 + (n % 40) * 2.5), reps: 8, completed: true }),
  },
]

/**
 * Screen reads the floor (bench/floor-server.ts) does not answer yet: measured from outside, in
 * the plans and with many lifters (bench/outsider.ts, plans.ts, lifters.ts), not by `npm run
 * bench`'s app ÷ floor table.
 */
export const APP_ONLY_ROUTES: Route[] = [
  {
    key: 'exercise-types',
    label: 'GET /api/exercise-types',
    method: 'GET',
    pattern: '^/api/exercise-types$',
    // Each of the lifter's exercise names with its type (the exercise page, the type dialog).
    path: () => '/api/exercise-types',
    p99TargetMs: SCREEN_READ,
  },
  {
    key: 'alternatives',
    label: 'GET /api/exercise-alternatives/{exerciseName}',
    method: 'GET',
    pattern: '^/api/exercise-alternatives/[^/]+$',
    // The session's "Replace exercise": what else works the muscles of Bench Press.
    path: () => `/api/exercise-alternatives/${encodeURIComponent(PUSH[0]!)}`,
    p99TargetMs: SCREEN_READ,
  },
]

/**
 * Routes measured on the scale curve only: the export is a download of everything, not a
 * request a lifter repeats (its 10,000-row counterpart, the import, is timed on its own).
 */
export const SCALE_ONLY_ROUTES: Route[] = [
  {
    key: 'export',
    label: 'GET /api/export?format=json',
    method: 'GET',
    pattern: '^/api/export$',
    path: () => '/api/export?format=json',
    wholeHistory: true,
  },
]

export type LoadResult = {
  rps: number
  p50: number
  p99: number
  mean: number
  requests: number
  bytesPerRequest: number
}

/**
 * autocannon against one route; every request signs in as the next lifter (round robin), so
 * `connections` lifters are in flight at once and the session lookup is never a warm repeat.
 * Throws on any error or non-2xx answer: a figure of failures is no figure.
 */
export async function load(
  url: string,
  route: Route,
  lifters: Lifter[],
  options: { connections: number; seconds: number },
): Promise<LoadResult> {
  let n = 0
  const cookies = lifters.map(cookieFor)
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: route.method,
        setupRequest: (request) => {
          const i = n++
          const lifter = lifters[i % lifters.length]!
          const cookie = cookies[i % lifters.length]!
          const body = route.body?.(lifter, i)
          return {
            ...request,
            method: route.method,
            path: route.path(lifter, i),
            headers: {
              cookie,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body: JSON.stringify(body) } : {}),
          }
        },
      },
    ],
  })
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${route.label} at ${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
    )
  }
  // Nothing answered within a (short) window: no latency to report, and a rate of 0.
  const answered = result.requests.total > 0
  return {
    rps: result.requests.average,
    p50: answered ? result.latency.p50 : NaN,
    p99: answered ? result.latency.p99 : NaN,
    mean: answered ? result.latency.average : NaN,
    requests: result.requests.total,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }
}

export type LatencyResult = { p50: number; p99: number; mean: number; samples: number }

/**
 * Latency with nothing else in flight: one keep-alive connection, one request after another for
 * `seconds`, each timed with performance.now() (autocannon's whole milliseconds are too coarse
 * for a 1.5× comparison of fast routes). With several lifters (the scale curve's 1×, 10×, 100×),
 * they take turns request by request (issue 35): on a shared machine whose speed drifts from
 * second to second, each lifter's figure is then taken over the same seconds, so a drift cannot
 * pass for a slope.
 */
export async function latency(
  url: string,
  route: Route,
  lifters: Lifter[],
  seconds: number,
): Promise<LatencyResult[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const cookies = lifters.map(cookieFor)
  const times: number[][] = lifters.map(() => [])
  const until = performance.now() + seconds * 1000
  try {
    const atLeast = route.wholeHistory ? 2 : 5
    for (let n = 0; performance.now() < until || times[0]!.length < atLeast; n++) {
      for (const [i, lifter] of lifters.entries()) {
        const body = route.body?.(lifter, n)
        const start = performance.now()
        const status = await new Promise<number>((resolve, reject) => {
          const request = http.request(
            `${url}${route.path(lifter, n)}`,
            {
              agent,
              method: route.method,
              headers: {
                cookie: cookies[i]!,
                ...(body ? { 'content-type': 'application/json' } : {}),
              },
            },
            (response) => {
              response.resume()
              response.on('end', () => resolve(response.statusCode ?? 0))
            },
          )
          request.on('error', reject)
          request.end(body ? JSON.stringify(body) : undefined)
        })
        if (status >= 300) throw new Error(`${route.label} answered ${status}`)
        times[i]!.push(performance.now() - start)
      }
    }
  } finally {
    agent.destroy()
  }
  return times.map((list) => {
    const sorted = [...list].sort((a, b) => a - b)
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
    return {
      p50: at(0.5),
      p99: at(0.99),
      mean: list.reduce((a, b) => a + b, 0) / list.length,
      samples: list.length,
    }
  })
}
