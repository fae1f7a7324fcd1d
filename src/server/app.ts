import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { OidcClient, type OidcSettings } from './auth/oidc.ts'
import { passwords, type PasswordHashCost } from './auth/password-hash.ts'
import type { Db } from './db/client.ts'
import { apiDocs, openApi } from './plugins/api-docs.ts'
import { auth } from './plugins/auth.ts'
import { clientApp } from './plugins/client-app.ts'
import { conditionalReads } from './plugins/conditional-reads.ts'
import { dbPlugin } from './plugins/db.ts'
import { ensureFigureRules } from './queries/figure-rules.ts'
import { rekeyNames } from './queries/name-keys.ts'
import { errorHandler } from './plugins/error-handler.ts'
import { security } from './plugins/security.ts'
import { privateAnswers } from './plugins/private-answers.ts'
import { COMPRESS_MIN_BYTES } from './lib/compression.ts'
import { JSON_MAX_DEPTH, nestsDeeperThan, tooDeep } from './lib/json-body.ts'
import { errorAnswers } from './lib/error-answers.ts'
import type { Mailer } from './mail/mailer.ts'
import { serializerCompiler } from './lib/response-serializer.ts'
import { accountSecurityRoutes } from './routes/account-security.ts'
import { authRoutes } from './routes/auth.ts'
import { bodyWeightRoutes } from './routes/body-weights.ts'
import { oidcLinkRoutes } from './routes/oidc-link.ts'
import { healthRoutes } from './routes/health.ts'
import { exerciseAlternativeRoutes } from './routes/exercise-alternatives.ts'
import { exerciseNoteRoutes } from './routes/exercise-notes.ts'
import { exerciseRoutes } from './routes/exercises.ts'
import { exerciseTypeRoutes } from './routes/exercise-types.ts'
import { exportRoutes } from './routes/export.ts'
import { importRoutes } from './routes/imports.ts'
import { catalogRoutes } from './routes/catalog.ts'
import { exerciseMuscleRoutes } from './routes/exercise-muscles.ts'
import { muscleVolumeRoutes } from './routes/muscle-volume.ts'
import { shareRoutes } from './routes/shares.ts'
import { statsRoutes } from './routes/stats.ts'
import { tokenRoutes } from './routes/tokens.ts'
import { progressRoutes } from './routes/progress.ts'
import { recordsRoutes } from './routes/records.ts'
import { programRoutes, progressionRoutes } from './routes/progressions.ts'
import { workoutDayRoutes } from './routes/workout-days.ts'
import { workoutSetRoutes } from './routes/workout-sets.ts'
import { workoutRoutes, workoutSummaryRoutes, workoutsWithSetsRoutes } from './routes/workouts.ts'

export type AppOptions = {
  db: Db
  sessionSecret: string
  appUrl: string
  secureCookies?: boolean
  /**
   * docs/product/sign-in-and-processes.md: addresses or CIDRs of the proxies whose X-Forwarded-For is believed
   * (TRUST_PROXY). Empty or omitted: the client address is the socket's.
   */
  trustProxy?: readonly string[]
  oidc?: OidcSettings | null
  /** Folder of the built client; omitted in API tests. */
  clientRoot?: string
  logger?: FastifyServerOptions['logger']
  /** Sends share e-mails; null or omitted when SMTP_URL is unset (docs/product/running.md). */
  mailer?: Mailer | null
  /** Told of every route as it is registered (the OpenAPI test's own list of routes). */
  onRoute?: (route: RouteOptions) => void
  /**
   * Argon2id's cost; OWASP's minimum when omitted, as `npm start` runs. Only the API suites ask
   * for less: they test what the app does with a password, some 1,400 hashes a run, not the
   * hash's strength (docs/decisions/017-test-run-time.md, wave nine).
   */
  passwordHashCost?: PasswordHashCost
}

/** The whole server as one Fastify instance; tests build it directly. */
export async function buildApp(options: AppOptions) {
  // Keys of an older nameKey (or migration 0022's first approximation) computed again, once.
  await rekeyNames(options.db)
  // docs/decisions/027: figures counted by older rules are counted again before serving.
  await ensureFigureRules(options.db)
  const app = Fastify({
    logger: options.logger ?? false,
    // A request id in every log line of a request and in the X-Request-Id answer header, so a
    // lifter's report can be found in the logs; a proxy's id (nginx's $request_id) is kept.
    genReqId: (request) => {
      const given = request.headers['x-request-id']
      // Only a plain token is kept: a log line must not carry what a client invented.
      return typeof given === 'string' && /^[\w.:-]{1,100}$/.test(given) ? given : randomUUID()
    },
    // One access-log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Fastify's 10 s per plugin is too short for a small or busy box opening the embedded
    // database (WebAssembly compiled on one core): start slowly rather than not at all.
    pluginTimeout: 120_000,
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors met before routing (a path that is not valid percent-encoding) keep our one shape.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const message = error.code === 'FST_ERR_BAD_URL' ? 'URL is not valid' : error.message
      void reply.code(error.statusCode ?? 400).send({ message })
    },
  }).withTypeProvider<ZodTypeProvider>()
  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  // The router answers 414 to a path parameter over its 100 characters, whatever the route:
  // each documented route with one lists it (issue 29).
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { response?: object } | undefined
    if (!schema?.response || !route.url.includes('/:')) return
    route.schema = { ...schema, response: { ...errorAnswers(414), ...schema.response } }
  })

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // Clients may send Content-Type: application/json with an empty body (e.g. PATCH …/archive).
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim()
    if (!text) return done(null, undefined)
    if (nestsDeeperThan(text, JSON_MAX_DEPTH)) return done(tooDeep(), undefined)
    try {
      done(null, JSON.parse(text))
    } catch {
      done(Object.assign(new Error('body: is not valid JSON'), { statusCode: 400 }), undefined)
    }
  })

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    )
  })

  await app.register(errorHandler)
  await app.register(security, {
    appUrl: options.appUrl,
    // Behind HTTPS (docs/product/running.md: COOKIE_SECURE), browsers are told to stay on HTTPS.
    hsts: options.secureCookies ?? false,
  })
  await app.register(compress, { threshold: COMPRESS_MIN_BYTES })
  await app.register(dbPlugin, { db: options.db })
  app.decorate('passwords', passwords(options.passwordHashCost))
  await app.register(openApi)
  await app.register(auth, {
    sessionSecret: options.sessionSecret,
    secureCookies: options.secureCookies ?? false,
  })
  await app.register(conditionalReads)
  await app.register(privateAnswers)

  const oidc = options.oidc ? new OidcClient(options.oidc, `${options.appUrl}/api/callback`) : null

  await app.register(
    async (api) => {
      await api.register(healthRoutes)
      await api.register(accountSecurityRoutes, {
        mailer: options.mailer ?? null,
        appUrl: options.appUrl,
      })
      await api.register(authRoutes, {
        oidc,
        secureCookies: options.secureCookies ?? false,
        appUrl: options.appUrl,
      })
      await api.register(oidcLinkRoutes, {
        mailer: options.mailer ?? null,
        appUrl: options.appUrl,
        secureCookies: options.secureCookies ?? false,
      })
      await api.register(tokenRoutes, { prefix: '/tokens' })
      await api.register(async (guarded) => {
        guarded.addHook('onRequest', guarded.requireUser)
        await guarded.register(workoutDayRoutes, { prefix: '/workout-days' })
        await guarded.register(exerciseRoutes, { prefix: '/exercises' })
        await guarded.register(workoutRoutes, { prefix: '/workouts' })
        await guarded.register(workoutsWithSetsRoutes, { prefix: '/workouts-with-sets' })
        await guarded.register(workoutSummaryRoutes, { prefix: '/workout-summaries' })
        await guarded.register(workoutSetRoutes, { prefix: '/workout-sets' })
        await guarded.register(statsRoutes, { prefix: '/stats' })
        await guarded.register(progressRoutes, { prefix: '/progress' })
        await guarded.register(recordsRoutes, { prefix: '/records' })
        await guarded.register(progressionRoutes, { prefix: '/progressions' })
        await guarded.register(programRoutes, { prefix: '/programs' })
        await guarded.register(importRoutes, { prefix: '/imports' })
        await guarded.register(exportRoutes, { prefix: '/export' })
        await guarded.register(bodyWeightRoutes, { prefix: '/body-weights' })
        await guarded.register(catalogRoutes, { prefix: '/catalog' })
        await guarded.register(exerciseMuscleRoutes, { prefix: '/exercise-muscles' })
        await guarded.register(exerciseTypeRoutes, { prefix: '/exercise-types' })
        await guarded.register(muscleVolumeRoutes, { prefix: '/muscle-volume' })
        await guarded.register(exerciseNoteRoutes, { prefix: '/exercise-notes' })
        await guarded.register(exerciseAlternativeRoutes, { prefix: '/exercise-alternatives' })
        await guarded.register(shareRoutes, {
          prefix: '/shares',
          mailer: options.mailer ?? null,
          appUrl: options.appUrl,
        })
      })
    },
    { prefix: '/api' },
  )

  await app.register(apiDocs)
  await app.register(clientApp, { root: options.clientRoot })
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
