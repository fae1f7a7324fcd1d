import { z } from 'zod'
import { formatDecimal, parseDecimal } from '../domain/decimal.ts'
import { DEFAULT_AHEAD, RULE_DEFAULTS, RULE_LIMITS } from '../domain/progression.ts'
import { MAX_NAME_LENGTH } from '../domain/text.ts'
import { NameParamSchema, RpeSchema, Timestamp, WeightSchema } from './common.ts'
import { WorkoutDaySchema } from './workout-days.ts'

const whole = ({ min, max }: { min: number; max: number }) => {
  const message = `must be a whole number from ${min} to ${max}`
  return z.number({ error: message }).int(message).min(min, message).max(max, message)
}

/** A number in a range with at most 3 decimals (a percent: 72.5). */
const percent = ({ min, max }: { min: number; max: number }) => {
  const message = `must be a number from ${min} to ${max} with at most 3 decimals`
  return z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, message)
}

/**
 * docs/product/progression.md: `increment` and `roundTo`, decimal strings in pounds above 0 and at most
 * 100, answered in canonical form ("5.0" is "5"). Up to 8 decimals, so a kilogram step is
 * exact in pounds (2.5 kg = 5.51155655 lb); numbers are accepted too.
 */
const StepSchema = z.union([z.string().trim(), z.number()]).transform((value, ctx) => {
  const parsed = parseDecimal(typeof value === 'number' ? String(value) : value)
  if (parsed === null || parsed <= 0n || parsed > parseDecimal(String(RULE_LIMITS.step))!) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a number above 0 and at most ${RULE_LIMITS.step}, with at most 8 decimals`,
    })
    return z.NEVER
  }
  return formatDecimal(parsed)
})

const SetsSchema = whole(RULE_LIMITS.sets)
const RuleRepsSchema = whole(RULE_LIMITS.reps)

export const LinearRuleSchema = z.object({
  type: z.literal('linear'),
  weight: WeightSchema,
  sets: SetsSchema,
  reps: RuleRepsSchema,
  increment: StepSchema,
  deloadAfter: whole(RULE_LIMITS.deloadAfter).default(RULE_DEFAULTS.deloadAfter),
  deloadPercent: percent(RULE_LIMITS.deloadPercent).default(RULE_DEFAULTS.deloadPercent),
  // docs/product/set-kinds.md's effort scale: null or 1 to 10 by 0.5.
  maxRpe: RpeSchema.default(RULE_DEFAULTS.maxRpe),
  roundTo: StepSchema.default(RULE_DEFAULTS.roundTo),
})

export const DoubleRuleSchema = z
  .object({
    type: z.literal('double'),
    weight: WeightSchema,
    sets: SetsSchema,
    repsMin: RuleRepsSchema,
    repsMax: RuleRepsSchema,
    increment: StepSchema,
    roundTo: StepSchema.default(RULE_DEFAULTS.roundTo),
  })
  .refine((rule) => rule.repsMin <= rule.repsMax, {
    path: ['repsMin'],
    message: 'must be at most repsMax',
  })

const WaveSetSchema = z.object({
  percent: percent(RULE_LIMITS.percent),
  reps: RuleRepsSchema,
  amrap: z.boolean().default(false),
})

export const WaveRuleSchema = z.object({
  type: z.literal('wave'),
  trainingMax: WeightSchema,
  weeks: z
    .array(
      z
        .array(WaveSetSchema)
        .min(RULE_LIMITS.weekSets.min, 'must have 1 to 10 sets')
        .max(RULE_LIMITS.weekSets.max, 'must have 1 to 10 sets'),
    )
    .min(RULE_LIMITS.weeks.min, 'must have 1 to 8 weeks')
    .max(RULE_LIMITS.weeks.max, 'must have 1 to 8 weeks'),
  increment: StepSchema,
  roundTo: StepSchema.default(RULE_DEFAULTS.roundTo),
})

/**
 * docs/product/exercise-types.md: a held time that grows — success when at least `sets` sets last at least
 * `seconds`, then `increment` more seconds.
 */
export const DurationRuleSchema = z.object({
  type: z.literal('duration'),
  seconds: whole(RULE_LIMITS.seconds),
  sets: SetsSchema,
  increment: whole(RULE_LIMITS.secondsIncrement),
})

/** PUT /api/progressions/{exerciseName}: one of the rules of docs/product/progression.md and docs/product/exercise-types.md. */
export const ProgressionRuleSchema = z.discriminatedUnion(
  'type',
  [LinearRuleSchema, DoubleRuleSchema, WaveRuleSchema, DurationRuleSchema],
  { error: 'must be linear, double, wave or duration' },
)
export type ProgressionRuleInput = z.input<typeof ProgressionRuleSchema>
export type ProgressionRule = z.output<typeof ProgressionRuleSchema>
export type LinearRule = z.output<typeof LinearRuleSchema>
export type DoubleRule = z.output<typeof DoubleRuleSchema>
export type WaveRule = z.output<typeof WaveRuleSchema>
export type DurationRule = z.output<typeof DurationRuleSchema>
export type RuleType = ProgressionRule['type']

export const ProgressionParams = z.object({ exerciseName: NameParamSchema })

/** The answer: the rule with every field, its exercise, and when it was last set. */
const answer = { exerciseName: z.string(), since: Timestamp }
export const ProgressionSchema = z.discriminatedUnion('type', [
  LinearRuleSchema.extend(answer),
  DoubleRuleSchema.safeExtend(answer),
  WaveRuleSchema.extend(answer),
  DurationRuleSchema.extend(answer),
])
export type Progression = z.output<typeof ProgressionSchema>

export const PlanQuery = z.object({
  // docs/product/progression.md: 0–12, 3 when absent; anything else is 400 naming `ahead`.
  ahead: z
    .string()
    .regex(/^(?:\d|1[0-2])$/, `must be a whole number from 0 to ${RULE_LIMITS.ahead}`)
    .default(String(DEFAULT_AHEAD))
    .transform(Number),
})

export const SessionOutcomeSchema = z.enum(['success', 'miss', 'deload', 'done'])
export type SessionOutcome = z.infer<typeof SessionOutcomeSchema>

export const PlannedSetSchema = z.object({
  weight: z.string(),
  reps: z.number(),
  amrap: z.boolean(),
  /** docs/product/exercise-types.md: the duration rule's seconds; null for the other rules. */
  duration: z.number().nullable(),
})
export type PlannedSet = z.infer<typeof PlannedSetSchema>

export const PlanEntrySchema = z.object({
  workoutId: z.string(),
  completedAt: Timestamp,
  outcome: SessionOutcomeSchema,
  /** The target the session was measured against (double: repsMax; wave: the heaviest set). */
  weight: z.string(),
  reps: z.number(),
  /** The duration rule's seconds; null for the other rules. */
  duration: z.number().nullable(),
})
export type PlanEntry = z.infer<typeof PlanEntrySchema>

/** GET /api/progressions/{exerciseName}/plan (docs/product/progression.md). */
export const PlanSchema = z.object({
  exerciseName: z.string(),
  rule: ProgressionRuleSchema,
  since: Timestamp,
  next: z.object({
    weight: z.string(),
    reps: z.number(),
    repsMax: z.number().nullable(),
    sets: z.array(PlannedSetSchema),
    week: z.number().nullable(),
    trainingMax: z.string().nullable(),
    /** docs/product/exercise-types.md: the duration rule's seconds; null for the other rules. */
    duration: z.number().nullable(),
  }),
  reason: z.string(),
  failures: z.number(),
  history: z.array(PlanEntrySchema),
  ahead: z.array(
    z.object({ weight: z.string(), reps: z.number(), duration: z.number().nullable() }),
  ),
})
export type PlanOutcome = z.output<typeof PlanSchema>

export const DayPlanSchema = z.object({
  dayId: z.string(),
  exercises: z.array(z.object({ exerciseName: z.string(), plan: PlanSchema.nullable() })),
})
export type DayPlan = z.infer<typeof DayPlanSchema>

/** GET /api/programs: a built-in program as a lifter chooses it. */
export const ProgramSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** What its weights are: starting weights, or (5/3/1) training maxes. */
  weightLabel: z.enum(['Starting weight', 'Training max']),
  days: z.array(z.object({ name: z.string(), exercises: z.array(z.string()) })),
})
export type Program = z.infer<typeof ProgramSchema>

export const ProgramParams = z.object({ key: z.string() })

/** POST /api/programs/{key}/start: starting weights (5/3/1: training maxes) by exercise, in lbs. */
export const StartProgramBody = z
  .object({ weights: z.record(z.string().max(MAX_NAME_LENGTH), WeightSchema).optional() })
  // No body at all starts it with the default weights.
  .nullish()
  .transform((body) => body ?? {})
export type StartProgramBody = z.input<typeof StartProgramBody>

export const StartedProgramSchema = z.object({ days: z.array(WorkoutDaySchema) })
export type StartedProgram = z.infer<typeof StartedProgramSchema>
