import { randomBytes } from 'node:crypto'
import { readFile, writeFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pino from 'pino'
import { buildApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { loadEnv, type Env } from './env.ts'
import { createSmtpMailer } from './mail/mailer.ts'

/** docs/product/running.md: SESSION_SECRET, else one generated once into DATA_DIR. */
async function sessionSecret(env: Env): Promise<string> {
  if (env.SESSION_SECRET) return env.SESSION_SECRET
  if (env.DATA_DIR.startsWith('memory://')) return randomBytes(32).toString('base64url')
  const file = path.resolve(env.DATA_DIR, 'session-secret')
  try {
    return (await readFile(file, 'utf8')).trim()
  } catch {
    await mkdir(env.DATA_DIR, { recursive: true })
    const secret = randomBytes(32).toString('base64url')
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined)
    return (await readFile(file, 'utf8')).trim()
  }
}

/**
 * Log lines are written 4 KB at a time, and at least once a second: under load a write for each
 * line (the access log's one a request) cost the server 8 % of its CPU (issue 46: a system call
 * is dear on a small VM). Pino flushes what is pending when the process exits.
 */
const logDestination = () => pino.destination({ sync: false, minLength: 4096, periodicFlush: 1000 })

async function main() {
  const env = loadEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
  const app = await buildApp({
    db: database.db,
    sessionSecret: await sessionSecret(env),
    appUrl: env.APP_URL,
    secureCookies: env.COOKIE_SECURE,
    trustProxy: env.TRUST_PROXY,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
          }
        : null,
    clientRoot: fileURLToPath(new URL('../client', import.meta.url)),
    logger: { level: env.LOG_LEVEL, stream: logDestination() },
    mailer: env.SMTP_URL ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : null,
  })

  let closing = false
  const close = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGINT', () => void close('SIGINT'))
  process.on('SIGTERM', () => void close('SIGTERM'))

  await app.listen({ port: env.PORT, host: env.HOST })
  const where = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PGlite in ${env.DATA_DIR}`
  console.log(`\n  Ironlog is running at ${env.APP_URL}  (database: ${where})\n`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
