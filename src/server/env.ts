import { z } from 'zod'

const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)

/** decisions.md §1: every variable is optional; bad values stop the start-up with a clear list. */
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
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
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
