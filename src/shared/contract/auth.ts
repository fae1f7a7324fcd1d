import { z } from 'zod'
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/text.ts'
import { PLATE_WEIGHTS } from '../domain/plates.ts'
import { WEIGHT_UNITS } from '../domain/units.ts'
import { DISTANCE_UNITS } from '../domain/measures.ts'
import { LANGUAGES } from '../domain/languages.ts'
import { TextSchema } from './common.ts'

// Kept in a zod-free module so the client's router can use it without loading zod (issue 7).
export { safeReturnTo } from '../domain/return-to.ts'

export const EmailSchema = TextSchema.trim()
  .max(254, 'must be at most 254 characters')
  .pipe(z.email('must be a valid e-mail address'))

const OptionalName = TextSchema.trim()
  .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`)
  .optional()
  .transform((name) => name || null)

/** docs/product/accounts.md: at least 8 characters. */
export const NewPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `must be at most ${MAX_PASSWORD_LENGTH} characters`)

export const RegisterBody = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  firstName: OptionalName,
  lastName: OptionalName,
})
export type RegisterBody = z.input<typeof RegisterBody>

export const LoginBody = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
})
export type LoginBody = z.infer<typeof LoginBody>

export const WeightUnitSchema = z.enum(WEIGHT_UNITS)
/** docs/product/exercise-types.md: the unit distances are shown and typed in. */
export const DistanceUnitSchema = z.enum(DISTANCE_UNITS, {
  error: `must be one of ${DISTANCE_UNITS.join(', ')}`,
})

/** docs/product/languages.md: the interface's language, one of the codes. */
export const LanguageSchema = z.enum(LANGUAGES, {
  error: `must be one of ${LANGUAGES.join(', ')}`,
})

const unitPlates = <const Plates extends readonly [number, ...number[]]>(
  plates: Plates,
  maxBar: number,
) =>
  z.object({
    barWeight: z.number().min(0).max(maxBar, `must be at most ${maxBar}`),
    plates: z
      .array(z.literal(plates, { error: `must be one of ${plates.join(', ')}` }))
      .max(plates.length),
  })

export const PlateSettingsSchema = z.object({
  lbs: unitPlates(PLATE_WEIGHTS.lbs, 100),
  kg: unitPlates(PLATE_WEIGHTS.kg, 45),
})
export type PlateSettings = z.infer<typeof PlateSettingsSchema>

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  unit: WeightUnitSchema,
  /** docs/product/exercise-types.md: until the lifter chooses one, it follows `unit` (lbs → mi, kg → km). */
  distanceUnit: DistanceUnitSchema,
  /** null: the defaults of domain/plates.ts. */
  plates: PlateSettingsSchema.nullable(),
  language: LanguageSchema,
})
export type User = z.infer<typeof UserSchema>

/** docs/product/progress-and-gym-floor.md, docs/product/languages.md: the lifter's preferences. */
export const UpdateUserBody = z
  .strictObject({
    unit: WeightUnitSchema.optional(),
    distanceUnit: DistanceUnitSchema.optional(),
    plates: PlateSettingsSchema.optional(),
    language: LanguageSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'must have unit, distanceUnit, plates or language',
  })
  // The document's example (issue 29): a body that passes, which the schema alone does not show.
  .meta({ examples: [{ unit: 'kg' }] })
export type UpdateUserBody = z.infer<typeof UpdateUserBody>

/**
 * docs/product/import-export.md: deleting the account takes the password; an account without one (OIDC)
 * sends `{}` from a fresh sign-in instead.
 */
export const DeleteUserBody = z.strictObject({
  password: z.string().max(200, 'must be at most 200 characters').optional(),
})
export type DeleteUserBody = z.infer<typeof DeleteUserBody>

/**
 * docs/product/sign-in-and-processes.md: a new password; the current one is required of an account that has one
 * (an OIDC account without one sets its first within minutes of signing in).
 */
export const ChangePasswordBody = z
  .strictObject({
    currentPassword: z.string().max(200, 'must be at most 200 characters').optional(),
    newPassword: NewPasswordSchema,
  })
  .meta({
    examples: [{ currentPassword: 'correct horse battery', newPassword: 'staple horse battery' }],
  })
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>

/** One signed-in session of the lifter (Settings → Account security). */
export const SessionInfoSchema = z.object({
  signedInAt: z.string(),
  userAgent: z.string().nullable(),
  /** The session of the request that asked. */
  current: z.boolean(),
})
export type SessionInfo = z.infer<typeof SessionInfoSchema>

export const AccountSecuritySchema = z.object({
  hasPassword: z.boolean(),
  /** Whether the account signs in through an OpenID Connect provider too (issue 32). */
  hasIdentityProvider: z.boolean(),
  sessions: z.array(SessionInfoSchema),
})
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>

/**
 * POST /api/auth/sessions/end-others: with `revokeTokens`, every API token goes too
 * (docs/product/trust-tokens-and-values.md). No body is as `{}`: none is revoked.
 */
export const EndOtherSessionsBody = z
  .strictObject({ revokeTokens: z.boolean({ error: 'must be true or false' }).default(false) })
  .nullish()
export type EndOtherSessionsBody = z.input<typeof EndOtherSessionsBody>

/** How many other sessions ended, and how many API tokens were revoked with them. */
export const EndedSessionsSchema = z.object({ ended: z.number(), revokedTokens: z.number() })
export type EndedSessions = z.infer<typeof EndedSessionsSchema>

/** What the sign-in page may offer: a reset link by e-mail needs SMTP (docs/product/running.md). */
export const AuthMethodsSchema = z.object({ passwordReset: z.boolean() })
export type AuthMethods = z.infer<typeof AuthMethodsSchema>

export const PasswordResetRequestBody = z.object({ email: EmailSchema })
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>

export const PasswordResetBody = z.object({
  token: z.string().min(1, 'is required').max(100, 'is not a valid reset link'),
  password: NewPasswordSchema,
})
export type PasswordResetBody = z.infer<typeof PasswordResetBody>

/** docs/product/trust-accounts-and-devices.md: a join of an OIDC sign-in, and its mailed link, work for 30 minutes. */
export const JOIN_TTL_MINUTES = 30

/**
 * docs/product/trust-accounts-and-devices.md: an OIDC sign-in whose e-mail already has an account it may not join
 * unproved (`/signin/link`): the address, and which proofs the account can take.
 */
export const OidcLinkSchema = z.object({
  email: z.string(),
  /** The account has a password: signing in with it proves the account is the lifter's. */
  password: z.boolean(),
  /** SMTP is configured: a link mailed to the address proves the address is the lifter's. */
  mail: z.boolean(),
  /** Where the sign-in was going (docs/product/trust-accounts-and-devices.md: a clean path). */
  returnTo: z.string(),
})
export type OidcLink = z.infer<typeof OidcLinkSchema>

export const OidcLinkPasswordBody = z.object({
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
})
export type OidcLinkPasswordBody = z.infer<typeof OidcLinkPasswordBody>

export const OidcLinkConfirmBody = z.object({
  token: z.string().min(1, 'is required').max(100, 'is not a valid link'),
})
export type OidcLinkConfirmBody = z.infer<typeof OidcLinkConfirmBody>
