import { z } from 'zod'
import { ICON_KEYS } from '../domain/icons.ts'
import {
  canonicalMetres,
  DISTANCE_DECIMALS,
  MAX_DISTANCE,
  MAX_DURATION,
} from '../domain/measures.ts'
import { isRpe, RPE_MAX, RPE_MIN, RPE_STEP, SET_KINDS } from '../domain/set-kinds.ts'
import { MAX_SUPERSET_LABEL } from '../domain/supersets.ts'
import {
  ADDITIONAL_MODE_VALUES,
  MAX_REPS,
  MAX_WEIGHT,
  WEIGHT_DECIMALS,
} from '../domain/set-values.ts'
import { isPlainName, isStorableText, MAX_NAME_LENGTH, MAX_NOTES_LENGTH } from '../domain/text.ts'
import {
  EARLIEST_CALENDAR_DAY,
  isServedDay,
  LATEST_CALENDAR_DAY,
  unreasonableTime,
} from '../domain/time-limits.ts'
import { canonicalTimeZone } from '../domain/time-zones.ts'

/** Every error answer of the API (docs/product/api.md). */
export const ErrorSchema = z.object({ message: z.string() })
export type ErrorBody = z.infer<typeof ErrorSchema>

/** A `204` answer (OpenAPI): no body. */
export const NoContentSchema = z.null().describe('No content')
/** A `302` answer (OpenAPI): the Location header says where to. */
export const RedirectSchema = z.null().describe('Redirect: see the Location header')

export const IdParams = z.object({ id: z.uuid() })
export type IdParams = z.infer<typeof IdParams>

export const Timestamp = z.iso.datetime({ offset: true })

/** docs/product/trust-accounts-and-devices.md: a time a client sends, between 1900 and a day after now (400 otherwise). */
export const TimeInput = Timestamp.superRefine((value, ctx) => {
  const problem = unreasonableTime(Date.parse(value))
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

/**
 * A calendar day, `YYYY-MM-DD` (docs/product/nothing-lost.md: history's from / to), from
 * 1900-01-01 to 9999-12-31: a year 0000 is no day PostgreSQL stores (400, never a 500).
 */
export const CalendarDaySchema = z.iso
  .date({ error: 'must be a date YYYY-MM-DD' })
  .refine(isServedDay, `must be a date from ${EARLIEST_CALENDAR_DAY} to ${LATEST_CALENDAR_DAY}`)

/**
 * Every text a client sends that the server stores or queries with: text PostgreSQL cannot
 * store is a 400 naming its field, never a 500 or a silently changed value.
 */
export const TextSchema = z
  .string()
  .refine(isStorableText, 'must not contain NUL characters or unpaired surrogates')

const PLAIN_NAME_MESSAGE = 'must not contain control or bidirectional-override characters'

/**
 * A name as a path names it: what a name was when it was stored, so one kept from before names
 * were plain text (NameSchema) is still reached.
 */
export const NameParamSchema = TextSchema.trim()
  .min(1, 'must not be empty')
  .max(MAX_NAME_LENGTH, `must be at most ${MAX_NAME_LENGTH} characters`)

/** A name a client writes: plain text (docs/product/trust-tokens-and-values.md). */
export const NameSchema = NameParamSchema.refine(isPlainName, PLAIN_NAME_MESSAGE)

/**
 * Weights travel as decimal strings ("135", "137.5") and must round-trip exactly
 * (docs/product/storage.md). Numbers are accepted too and normalised to the canonical string.
 */
const WEIGHT_PATTERN = new RegExp(`^\\d{1,5}(\\.\\d{1,${WEIGHT_DECIMALS}})?$`)

export const WeightSchema = z.union([z.string().trim(), z.number()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value
  if (!WEIGHT_PATTERN.test(text) || Number(text) > MAX_WEIGHT) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number from 0 to ${MAX_WEIGHT} with at most ${WEIGHT_DECIMALS} decimals`,
    })
    return z.NEVER
  }
  return String(Number(text))
})

const REPS_MESSAGE = `must be a whole number from 0 to ${MAX_REPS}`
export const RepsSchema = z
  .number({ error: REPS_MESSAGE })
  .int(REPS_MESSAGE)
  .min(0, REPS_MESSAGE)
  .max(MAX_REPS, REPS_MESSAGE)

const DURATION_MESSAGE = `must be a whole number of seconds from 0 to ${MAX_DURATION}, or null`
/** docs/product/exercise-types.md: a set's time, whole seconds. */
export const DurationSchema = z
  .number({ error: DURATION_MESSAGE })
  .int(DURATION_MESSAGE)
  .min(0, DURATION_MESSAGE)
  .max(MAX_DURATION, DURATION_MESSAGE)
  .nullable()

const DISTANCE_PATTERN = new RegExp(`^\\d{1,7}(\\.\\d{1,${DISTANCE_DECIMALS}})?$`)
const DISTANCE_MESSAGE = `must be metres from 0 to ${MAX_DISTANCE} with at most ${DISTANCE_DECIMALS} decimals, or null`
/**
 * docs/product/exercise-types.md: a set's distance in metres, a decimal string answered canonically ("5000");
 * numbers are accepted too, as weights are.
 */
export const DistanceSchema = z
  .union([z.string().trim(), z.number()], { error: DISTANCE_MESSAGE })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value
    if (!DISTANCE_PATTERN.test(text) || Number(text) > MAX_DISTANCE) {
      ctx.addIssue({ code: 'custom', message: DISTANCE_MESSAGE })
      return z.NEVER
    }
    return canonicalMetres(text)
  })
  .nullable()

export const NotesSchema = TextSchema.max(
  MAX_NOTES_LENGTH,
  `must be at most ${MAX_NOTES_LENGTH} characters`,
).nullable()

/** docs/product/settled-details.md: on the wire, null stands for None. */
export const AdditionalModeSchema = z.enum(ADDITIONAL_MODE_VALUES).nullable()
export type AdditionalMode = z.infer<typeof AdditionalModeSchema>

/** docs/product/set-kinds.md: a set's kind. */
export const SetKindSchema = z.enum(SET_KINDS, {
  error: `must be one of ${SET_KINDS.join(', ')}`,
})

const RPE_MESSAGE = `must be a number from ${RPE_MIN} to ${RPE_MAX} in steps of ${RPE_STEP}, or null`
/**
 * docs/product/set-kinds.md: a set's effort, null when not rated. Exact halves
 * (docs/product/trust-tokens-and-values.md): zod's multipleOf allows a rounding error, which
 * 8.500000000000002 passes and the database's check then refuses; isRpe does not.
 */
export const RpeSchema = z
  .number({ error: RPE_MESSAGE })
  .min(RPE_MIN, RPE_MESSAGE)
  .max(RPE_MAX, RPE_MESSAGE)
  .multipleOf(RPE_STEP, RPE_MESSAGE)
  .refine(isRpe, RPE_MESSAGE)
  .nullable()

/** docs/product/set-kinds.md: the label of a superset, 1 to 8 characters after trimming. */
export const SupersetLabelSchema = TextSchema.trim()
  .min(1, `must be 1 to ${MAX_SUPERSET_LABEL} characters`)
  .max(MAX_SUPERSET_LABEL, `must be 1 to ${MAX_SUPERSET_LABEL} characters`)
  .refine(isPlainName, PLAIN_NAME_MESSAGE)

export const PageQuery = z.object({
  // docs/product/settled-details.md: a limit above 200 is treated as 200.
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .transform((limit) => Math.min(limit, 200)),
  before: TimeInput.optional(),
})
export type PageQuery = z.infer<typeof PageQuery>

// Here, not in domain/icons.ts: the client's icon catalogue must not load zod (issue 7).
export const IconKeySchema = z.enum(ICON_KEYS, { error: 'must be one of the catalogue icon keys' })

/** An IANA time zone name, UTC when absent, in its canonical spelling (domain/time-zones.ts). */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .default('UTC')
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name)
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: 'must be an IANA time zone name' })
      return z.NEVER
    }
    return zone
  })

/** Inclusive calendar days of completedAt in the time zone `tz` (docs/product/nothing-lost.md, docs/product/progress-and-gym-floor.md). */
export const DateRangeQuery = z.object({
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
  tz: TimeZoneSchema,
})
export type DateRangeQuery = z.infer<typeof DateRangeQuery>
