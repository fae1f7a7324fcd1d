import { randomUUID } from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse, onResponseHookHandler } from 'fastify'
import { buildApp, type AppOptions } from '#server/app.ts'
import type { User } from '#shared/contract/auth.ts'
import { randomAddress } from './random-address.ts'
import { openTestDatabase } from './test-database.ts'

export type TestUser = User & { cookie: string; password: string }

/**
 * Argon2id at 256 KiB and one pass, for the API suites' some 1,400 hashes a run: 15 s of CPU less
 * on each database. They test what the app does with a password; password-hash.test.ts holds the
 * default cost, which the browser and scale suites run as `npm start` does (decision 017, wave
 * nine).
 */
export const TEST_PASSWORD_HASH_COST = { memoryCost: 256, timeCost: 1 }

/**
 * The real app on a real, fresh database (PGlite or PostgreSQL), driven through inject.
 * Every answer of an API route is checked against the route's declared `response` (the OpenAPI
 * document, issue 29): `close()` fails with those whose status the route does not declare.
 */
export async function buildTestApp(options: Partial<Omit<AppOptions, 'db'>> = {}) {
  const database = await openTestDatabase()
  const undocumented = new Set<string>()
  const app = await buildApp({
    db: database.db,
    sessionSecret: 'test-secret-that-is-long-enough',
    appUrl: 'http://localhost:3000',
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...options,
    onRoute: (route) => {
      options.onRoute?.(route)
      const schema = (route.schema ?? {}) as { hide?: boolean; response?: object }
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || schema.hide) return
      const check: onResponseHookHandler = (request, reply, done) => {
        // The route's schema as built (plugins may add answers after this hook has run).
        const declared = (request.routeOptions.schema?.response ?? {}) as object
        if (!(String(reply.statusCode) in declared)) {
          undocumented.add(`${[route.method].flat().join(',')} ${route.url}: ${reply.statusCode}`)
        }
        done()
      }
      route.onResponse = [route.onResponse ?? []].flat().concat(check)
    },
  })

  /** Registers a new account and answers it with its session cookie. */
  async function register(
    overrides: Partial<{ email: string; firstName: string; lastName: string }> = {},
  ) {
    const password = 'correct horse battery'
    const email = overrides.email ?? `lifter-${randomUUID().slice(0, 8)}@example.com`
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      // Each from its own address, as lifters are: one address may only create so many.
      remoteAddress: randomAddress(),
      payload: { email, password, firstName: 'Test', lastName: 'Lifter', ...overrides },
    })
    if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`)
    return { ...(res.json() as User), cookie: sessionCookie(res), password } satisfies TestUser
  }

  function injectAs(user: Pick<TestUser, 'cookie'>, opts: InjectOptions) {
    return app.inject({ ...opts, headers: { ...opts.headers, cookie: user.cookie } })
  }

  return {
    app,
    db: database.db,
    dbKind: database.kind,
    register,
    injectAs,
    close: async () => {
      await app.close()
      await database.close()
      if (undocumented.size > 0) {
        throw new Error(
          `answers the OpenAPI document does not list:\n${[...undocumented].join('\n')}`,
        )
      }
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>

/** The `name=value` of the session cookie a response sets. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'ironlog_session')
  if (!cookie) throw new Error('no session cookie was set')
  return `${cookie.name}=${cookie.value}`
}
