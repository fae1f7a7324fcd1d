import { createHmac } from 'node:crypto'
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
}

const PUSH = SPLIT[0].exercises

export const ROUTES: Route[] = [
  {
    key: 'days',
    label: 'GET /api/workout-days',
    method: 'GET',
    pattern: '^/api/workout-days$',
    path: () => '/api/workout-days',
  },
  {
    key: 'history',
    label: 'GET /api/workouts-with-sets (first page)',
    method: 'GET',
    pattern: '^/api/workouts-with-sets$',
    // The history screen's page size (src/client/api/workouts.ts HISTORY_PAGE_SIZE).
    path: () => '/api/workouts-with-sets?limit=20',
  },
  {
    key: 'stats',
    label: 'GET /api/stats',
    method: 'GET',
    pattern: '^/api/stats$',
    path: () => '/api/stats?tz=Europe%2FBerlin',
  },
  {
    key: 'last-sets',
    label: 'GET /api/workout-days/{id}/last-sets/{name}',
    method: 'GET',
    pattern: '^/api/workout-days/[^/]+/last-sets/[^/]+$',
    path: (lifter, n) =>
      `/api/workout-days/${lifter.dayIds[0]}/last-sets/${encodeURIComponent(PUSH[n % PUSH.length]!)}`,
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
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.average,
    requests: result.requests.total,
    bytesPerRequest: result.requests.total ? result.throughput.total / result.requests.total : 0,
  }
}
