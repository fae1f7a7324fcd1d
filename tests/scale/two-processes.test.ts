import { randomBytes, randomUUID } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LIMITS } from '#server/auth/limits.ts'
import { startAppProcess, type AppProcess } from '../support/app-process.ts'
import { freePort } from '../support/free-port.ts'
import { startNginx, type Nginx } from '../support/nginx.ts'
import { startPostgres, type PostgresServer } from '../support/postgres-server.ts'

/**
 * docs/product/sign-in-and-processes.md, issue 13: two app processes (the production build) on one PostgreSQL 15,
 * behind Debian's nginx configured as docs/operations.md says, behave as one app.
 */
let postgres: PostgresServer
let nginx: Nginx
let db: pg.Client
const apps = new Map<string, AppProcess>()
const ports = new Map<string, number>()
let env: Record<string, string>

const startApp = async (name: string) => {
  apps.set(name, await startAppProcess(ports.get(name)!, { ...env, PGAPPNAME: name }))
}
const nameOfPort = (address: string) =>
  [...ports].find(([, port]) => address.endsWith(`:${port}`))?.[0] ?? address

beforeAll(async () => {
  postgres = await startPostgres()
  const databaseUrl = postgres.url('postgres')
  env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
  }
  for (const name of ['app-a', 'app-b']) ports.set(name, await freePort())
  nginx = await startNginx([...ports.values()])
  env.APP_URL = nginx.url
  // Both at once: one migrates under the advisory lock, the other waits and finds it done.
  await Promise.all([startApp('app-a'), startApp('app-b')])
  db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
})

afterAll(async () => {
  await nginx?.stop()
  for (const app of apps.values()) {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL')
    await app.exited
  }
  await db?.end()
  postgres?.stop()
})

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: unknown; upstream: string }

/**
 * A request through nginx, as the browser sends it: same origin, the session cookie. Each on a
 * new connection, so that no test depends on when nginx closes a kept-alive one.
 */
function call(
  method: string,
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${nginx.url}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(options.cookie && { cookie: options.cookie }),
          ...(method !== 'GET' && { origin: nginx.url }),
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('error', reject)
        res.on('end', () => {
          const upstream = String(res.headers['x-upstream'] ?? '')
            .split(', ')
            .map(nameOfPort)
            .join(', ')
          let body: unknown = text
          try {
            body = JSON.parse(text)
          } catch {
            // nginx's own error pages are HTML.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, upstream })
        })
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

async function registerLifter() {
  const email = `lifter-${randomUUID().slice(0, 8)}@example.com`
  const password = 'correct horse battery'
  const res = await call('POST', '/api/auth/register', { body: { email, password } })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const cookie = res.headers['set-cookie']![0]!.split(';')[0]!
  return { email, password, cookie }
}

async function startWorkout(cookie: string) {
  const day = await call('POST', '/api/workout-days', { cookie, body: { name: 'Legs' } })
  expect(day.status).toBe(201)
  const workoutDayId = (day.body as { id: string }).id
  const workout = await call('POST', '/api/workouts', { cookie, body: { workoutDayId } })
  expect(workout.status).toBe(201)
  return (workout.body as { id: string }).id
}

/**
 * Holds a lock on the workout's row, so that a set written into it waits inside PostgreSQL;
 * resolves with the app process whose connection is waiting.
 */
async function holdWorkout(workoutId: string) {
  // Its own connection: pg_stat_activity, read inside a transaction, keeps showing what it
  // showed first until that transaction ends, so the watching is done from `db`, outside it.
  const holder = new pg.Client({ connectionString: env.DATABASE_URL })
  await holder.connect()
  await holder.query('begin')
  await holder.query('select 1 from workouts where id = $1 for update', [workoutId])
  return {
    waiting: async () => {
      const deadline = Date.now() + 30_000
      for (;;) {
        const { rows } = await db.query<{ application_name: string; wait_event_type: string }>(
          `select application_name, state, wait_event_type, wait_event, left(query, 80) as query
             from pg_stat_activity where application_name like 'app-%'`,
        )
        const waiting = rows.find((row) => row.wait_event_type === 'Lock')
        if (waiting) return waiting.application_name
        if (Date.now() > deadline) {
          throw new Error(`no app process waits on the lock:\n${JSON.stringify(rows, null, 1)}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    release: async () => {
      await holder.query('commit')
      await holder.end()
    },
  }
}

const setCount = async (id: string) =>
  Number(
    (await db.query<{ n: string }>('select count(*) as n from workout_sets where id = $1', [id]))
      .rows[0]!.n,
  )

describe('two app processes behind nginx', () => {
  it('a lifter alternating between the processes stays signed in; signing out on one ends the session on both', async () => {
    const { cookie } = await registerLifter()
    const upstreams: string[] = []
    for (let i = 0; i < 8; i++) {
      const res = await call('GET', i % 2 ? '/api/workout-days' : '/api/auth/user', { cookie })
      expect(res.status).toBe(200)
      upstreams.push(res.upstream)
    }
    // Round robin: every request went to the other process than the one before.
    expect(new Set(upstreams)).toEqual(new Set(['app-a', 'app-b']))
    upstreams.slice(1).forEach((upstream, i) => expect(upstream).not.toBe(upstreams[i]))

    const logout = await call('GET', '/api/logout', { cookie })
    expect(logout.status).toBe(302)
    const after = [await call('GET', '/api/auth/user', { cookie })]
    after.push(await call('GET', '/api/auth/user', { cookie }))
    expect(after.map((res) => res.status)).toEqual([401, 401])
    expect(new Set(after.map((res) => res.upstream))).toEqual(new Set(['app-a', 'app-b']))
  })

  it('counts failed sign-ins through both processes together: the next is 429 with Retry-After', async () => {
    const { email, password } = await registerLifter()
    const failures: Answer[] = []
    for (let i = 0; i < LIMITS.loginPerAddressAndAccount.max; i++) {
      failures.push(
        await call('POST', '/api/auth/login', { body: { email, password: 'wrong password' } }),
      )
    }
    expect(failures.map((res) => res.status)).toEqual(failures.map(() => 401))
    expect(new Set(failures.map((res) => res.upstream))).toEqual(new Set(['app-a', 'app-b']))

    const limited = [
      await call('POST', '/api/auth/login', { body: { email, password: 'wrong password' } }),
      await call('POST', '/api/auth/login', { body: { email, password } }),
    ]
    expect(new Set(limited.map((res) => res.upstream))).toEqual(new Set(['app-a', 'app-b']))
    for (const res of limited) {
      expect(res.status).toBe(429)
      const retryAfter = Number(res.headers['retry-after'])
      expect(Number.isInteger(retryAfter)).toBe(true)
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPerAddressAndAccount.windowSeconds)
      expect(res.body).toEqual({ message: expect.stringMatching(/try again in \d+ minutes?\./) })
    }
  })

  it('an outbox retry after the process was killed mid-request lands exactly once', async () => {
    const { cookie } = await registerLifter()
    const workoutId = await startWorkout(cookie)
    const set = {
      id: randomUUID(),
      workoutId,
      exerciseName: 'Squat',
      setNumber: 1,
      weight: '140',
      reps: 5,
      completed: true,
    }
    const hold = await holdWorkout(workoutId)
    const first = call('POST', '/api/workout-sets', { cookie, body: set })
    const victim = apps.get(await hold.waiting())!
    victim.child.kill('SIGKILL')
    expect(await victim.exited).toBe(null)
    // nginx does not send a POST on to the other process: its answer is lost.
    expect((await first).status).toBe(502)

    // The killed process's statement was already in PostgreSQL: it commits all the same.
    await hold.release()
    await expect.poll(() => setCount(set.id), { timeout: 30_000 }).toBe(1)

    // The outbox sends the same request again; the answer is the set as stored.
    const retry = await call('POST', '/api/workout-sets', { cookie, body: set })
    expect(retry.status).toBe(200)
    expect(retry.body).toMatchObject({ ...set, weight: '140', completed: true })
    expect(await setCount(set.id)).toBe(1)
    const sets = await call('GET', `/api/workouts/${workoutId}/sets`, { cookie })
    expect((sets.body as Array<{ id: string }>).map((s) => s.id)).toEqual([set.id])

    // Back to two processes (as a supervisor would restart it) for the next test.
    await startApp(nameOfPort(victim.url))
  })

  it('SIGTERM on one process under load: no request is lost, the one in flight in PostgreSQL finishes, exit 0', async () => {
    const { cookie } = await registerLifter()
    const workoutId = await startWorkout(cookie)

    // A steady stream of reads through nginx, four at a time.
    const answers: Array<{ status: number; upstream: string; at: number }> = []
    let streaming = true
    const stream = Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        while (streaming) {
          const res = await call('GET', i % 2 ? '/api/workout-days' : '/api/auth/user', {
            cookie,
          }).catch((error: unknown) => ({ status: 0, upstream: String(error) }))
          answers.push({ status: res.status, upstream: res.upstream, at: Date.now() })
        }
      }),
    )
    const answered = (after: number) => answers.filter((answer) => answer.at > after).length
    try {
      // The restarted process is back in nginx's rotation once it answers a share of the load.
      await expect
        .poll(() => new Set(answers.slice(-20).map((answer) => answer.upstream)).size, {
          timeout: 30_000,
        })
        .toBe(2)

      const set = {
        id: randomUUID(),
        workoutId,
        exerciseName: 'Deadlift',
        setNumber: 1,
        weight: '180',
        reps: 3,
        completed: true,
      }
      const hold = await holdWorkout(workoutId)
      const inFlight = call('POST', '/api/workout-sets', { cookie, body: set })
      const victim = apps.get(await hold.waiting())!
      victim.child.kill('SIGTERM')

      // It stops accepting connections while the set is still waiting in PostgreSQL…
      await expect
        .poll(
          () =>
            fetch(`${victim.url}/api/health`).then(
              () => 'accepting',
              () => 'closed',
            ),
          {
            timeout: 30_000,
          },
        )
        .toBe('closed')
      const closedAt = Date.now()
      await expect.poll(() => answered(closedAt), { timeout: 30_000 }).toBeGreaterThan(20)
      // …and still answers it, closes its pool and exits 0.
      await hold.release()
      const written = await inFlight
      expect(written.status).toBe(201)
      expect(written.upstream).toBe(nameOfPort(victim.url))
      expect(await victim.exited).toBe(0)
      expect(await setCount(set.id)).toBe(1)

      const exitedAt = Date.now()
      await expect.poll(() => answered(exitedAt), { timeout: 30_000 }).toBeGreaterThan(20)
    } finally {
      streaming = false
      await stream
    }
    const failed = answers.filter((answer) => answer.status !== 200)
    expect(failed).toEqual([])
    expect(answers.length).toBeGreaterThan(60)
  })
})
