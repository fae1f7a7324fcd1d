import { z } from 'zod'
import { NameSchema } from './common.ts'

/** docs/product/tokens-and-restore.md: what a personal access token may do: `read` only GETs. */
export const TOKEN_SCOPES = ['read', 'write'] as const
export type TokenScope = (typeof TOKEN_SCOPES)[number]

export const MAX_TOKEN_DAYS = 3650

/** docs/product/trust-tokens-and-values.md: live tokens a lifter may hold at once. */
export const MAX_LIVE_TOKENS = 20

const DAYS_MESSAGE = `must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}, or left out`

export const CreateTokenBody = z.strictObject({
  name: NameSchema,
  scope: z.enum(TOKEN_SCOPES, { error: 'must be read or write' }),
  /** Without it (or null) the token never expires. */
  expiresInDays: z
    .number({ error: DAYS_MESSAGE })
    .int(DAYS_MESSAGE)
    .min(1, DAYS_MESSAGE)
    .max(MAX_TOKEN_DAYS, DAYS_MESSAGE)
    .nullish(),
  /**
   * docs/product/trust-tokens-and-values.md: the account's password, the fresh proof a token is
   * made under; not needed within 10 minutes of signing in.
   */
  password: z.string().max(200, 'must be at most 200 characters').optional(),
})
export type CreateTokenBody = z.input<typeof CreateTokenBody>

/** A token as listed: never its secret. */
export const ApiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
})
export type ApiToken = z.infer<typeof ApiTokenSchema>

/** The answer to a create: the secret, shown this once. */
export const CreatedTokenSchema = ApiTokenSchema.extend({
  token: z.string().describe('The secret: send it as Authorization: Bearer <token>. Shown once.'),
})
export type CreatedToken = z.infer<typeof CreatedTokenSchema>
