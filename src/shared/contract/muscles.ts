import { z } from 'zod'
import { CATALOG } from '../data/catalog.ts'
import { MUSCLES } from '../domain/muscles.ts'
import { CalendarDaySchema, NameParamSchema, TimeZoneSchema } from './common.ts'
import { ExerciseTypeSchema } from './exercise-types.ts'

export const MuscleSchema = z.enum(MUSCLES, { error: `must be one of ${MUSCLES.join(', ')}` })

/**
 * docs/product/body-weight-and-muscles.md: GET /api/catalog; docs/product/exercises.md: each
 * entry's instructions.
 */
export const CatalogEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  aliases: z.array(z.string()),
  primary: z.array(MuscleSchema),
  secondary: z.array(MuscleSchema),
  equipment: z.string(),
  instructions: z.array(z.string()).describe('How to do it: 2 to 6 short steps'),
  /** docs/product/exercise-types.md: how its sets are logged and counted. */
  type: ExerciseTypeSchema,
})
export const CatalogSchema = z.array(CatalogEntrySchema)
export type CatalogEntryBody = z.infer<typeof CatalogEntrySchema>

export const MUSCLE_SOURCES = ['catalog', 'custom', 'none'] as const
export type MuscleSource = (typeof MUSCLE_SOURCES)[number]

/** One of the lifter's exercise names with the muscles it counts for. */
export const ExerciseMusclesSchema = z.object({
  exerciseName: z.string(),
  catalogKey: z.string().nullable(),
  primary: z.array(MuscleSchema),
  secondary: z.array(MuscleSchema),
  source: z.enum(MUSCLE_SOURCES),
})
export type ExerciseMuscles = z.infer<typeof ExerciseMusclesSchema>

export const ExerciseMusclesParams = z.object({ exerciseName: NameParamSchema })
/** PUT reads the name itself: a bad one is a 400 naming it (a bad path parameter is a 404). */
export const PutExerciseMusclesParams = z.object({ exerciseName: z.string() })

const catalogKeys = new Set(CATALOG.map((entry) => entry.key))

const MuscleListSchema = z
  .array(MuscleSchema)
  .max(MUSCLES.length)
  .refine((muscles) => new Set(muscles).size === muscles.length, 'must not name a muscle twice')

/** `{catalogKey}` (that entry's muscles) or `{primary, secondary?}` (the lifter's own). */
export const PutExerciseMusclesBody = z
  .object({
    catalogKey: z
      .string()
      .refine((key) => catalogKeys.has(key), 'must be a key of GET /api/catalog')
      .optional(),
    primary: MuscleListSchema.min(1, 'must name at least one muscle').optional(),
    secondary: MuscleListSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const own = body.primary !== undefined || body.secondary !== undefined
    if (body.catalogKey !== undefined && own) {
      ctx.addIssue({
        code: 'custom',
        path: ['catalogKey'],
        message: 'give either catalogKey or primary and secondary, not both',
      })
    } else if (body.catalogKey === undefined && body.primary === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['primary'],
        message: 'give either catalogKey or primary (and secondary)',
      })
    } else if (body.primary?.some((muscle) => body.secondary?.includes(muscle))) {
      ctx.addIssue({
        code: 'custom',
        path: ['secondary'],
        message: 'must not repeat a primary muscle',
      })
    }
  })
export type PutExerciseMusclesBody = z.input<typeof PutExerciseMusclesBody>

/** docs/product/body-weight-and-muscles.md: default `to` is today in `tz`, `from` six days before `to`. */
export const MuscleVolumeQuery = z.object({
  from: CalendarDaySchema.optional(),
  to: CalendarDaySchema.optional(),
  tz: TimeZoneSchema,
})
export type MuscleVolumeQuery = z.infer<typeof MuscleVolumeQuery>

export const MuscleVolumeSchema = z.object({
  from: z.string(),
  to: z.string(),
  muscles: z
    .array(z.object({ muscle: MuscleSchema, sets: z.number() }))
    .describe('Every muscle of the fixed list, in its order, 0 when not trained'),
  unassigned: z.array(z.string()),
})
export type MuscleVolume = z.infer<typeof MuscleVolumeSchema>
