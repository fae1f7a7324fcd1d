import { isIP } from 'node:net'
import { z } from 'zod'

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

/** An IPv4 or IPv6 address, optionally with a /prefix. */
function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/')
  const version = isIP(address)
  if (!version || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * docs/product/sign-in-and-processes.md: the proxies whose X-Forwarded-For is believed, as a comma-separated list of
 * addresses or CIDRs. Unset: nobody's; the client address is the socket's.
 */
const TrustProxySchema = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isAddressOrCidr), {
    message: 'must be a comma-separated list of IP addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8)',
  })

/** docs/product/running.md: every variable is optional; bad values stop the start-up with a clear list. */
export const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: optionalText.pipe(z.url().optional()),
    DATA_DIR: z.string().default('./data'),
    SESSION_SECRET: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    COOKIE_SECURE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    OIDC_ISSUER: optionalText.pipe(z.url().optional()),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    SMTP_URL: optionalText.pipe(z.url().optional()),
    MAIL_FROM: optionalText,
    APP_URL: optionalText.pipe(z.url().optional()),
    TRUST_PROXY: TrustProxySchema,
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  // docs/product/sign-in-and-processes.md: several processes on one database must sign cookies alike, and a secret
  // generated into one machine's DATA_DIR is not shared.
  .refine((env) => !env.DATABASE_URL || env.SESSION_SECRET, {
    path: ['SESSION_SECRET'],
    message:
      'is required when DATABASE_URL is set: every app process on one database must sign session cookies with the same secret',
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    MAIL_FROM: env.MAIL_FROM ?? 'Ironlog <no-reply@localhost>',
  }))

export type Env = z.infer<typeof EnvSchema>

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    )
    throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  }
  return parsed.data
}
