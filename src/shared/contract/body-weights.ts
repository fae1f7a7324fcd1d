import { z } from 'zod'
import {
  BODY_WEIGHT_DECIMALS,
  EARLIEST_BODY_WEIGHT_DATE,
  latestBodyWeightDate,
  MAX_BODY_WEIGHT,
  MIN_BODY_WEIGHT,
} from '../domain/body-weight.ts'
import { CalendarDaySchema } from './common.ts'

/**
 * docs/product/body-weight-and-muscles.md, docs/product/trust-accounts-and-devices.md: a body weight's date, from 1900 to tomorrow in UTC. Read in the route,
 * not as a path schema: a bad date is a 400 naming `date`, where a bad path parameter is a 404.
 */
export const BodyWeightDateSchema = CalendarDaySchema.refine(
  (date) => date >= EARLIEST_BODY_WEIGHT_DATE,
  'must not be before 1900',
).refine((date) => date <= latestBodyWeightDate(Date.now()), 'must not be after tomorrow (UTC)')

export const BodyWeightParams = z.object({
  date: z.string().describe('A calendar day, YYYY-MM-DD, from 1900 to tomorrow in UTC'),
})

const BODY_WEIGHT_PATTERN = new RegExp(`^\\d{1,4}(\\.\\d{1,${BODY_WEIGHT_DECIMALS}})?$`)
const BODY_WEIGHT_MESSAGE = `must be a number of pounds from ${MIN_BODY_WEIGHT} to ${MAX_BODY_WEIGHT} with at most ${BODY_WEIGHT_DECIMALS} decimals`

/** Pounds as a decimal string ("181.5"); a number is taken too. Answered in canonical form. */
export const BodyWeightValueSchema = z
  .union([z.string().trim(), z.number()], { error: BODY_WEIGHT_MESSAGE })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value
    const pounds = Number(text)
    if (!BODY_WEIGHT_PATTERN.test(text) || pounds < MIN_BODY_WEIGHT || pounds > MAX_BODY_WEIGHT) {
      ctx.addIssue({ code: 'custom', message: BODY_WEIGHT_MESSAGE })
      return z.NEVER
    }
    return String(pounds)
  })

export const PutBodyWeightBody = z.object({ weight: BodyWeightValueSchema })
export type PutBodyWeightBody = z.input<typeof PutBodyWeightBody>

export const BodyWeightSchema = z.object({
  date: z.string().describe('YYYY-MM-DD'),
  weight: z.string().describe('Pounds, as a decimal string'),
})
export type BodyWeight = z.infer<typeof BodyWeightSchema>

/** The most weights `last` asks for: the latest few, not a history. */
export const BODY_WEIGHTS_LAST_MAX = 50

/** Inclusive calendar days; either end may be left open. */
export const BodyWeightsQuery = z.object({
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
  /**
   * Only the newest `last` weights of the range (the body weight a session counts): a read
   * whose cost does not grow with the history (issue 46).
   */
  last: z.coerce.number().int().min(1).max(BODY_WEIGHTS_LAST_MAX).optional(),
})
export type BodyWeightsQuery = z.infer<typeof BodyWeightsQuery>
