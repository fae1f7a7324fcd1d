import { z } from 'zod'
import { UserSchema, WeightUnitSchema } from './auth.ts'
import { BodyWeightSchema } from './body-weights.ts'
import { TimeZoneSchema } from './common.ts'
import { ExerciseMusclesSchema } from './muscles.ts'
import { ShareSchema } from './shares.ts'
import { WorkoutDaySchema } from './workout-days.ts'
import { WorkoutSetSchema } from './workout-sets.ts'
import { WorkoutSchema } from './workouts.ts'

/** decisions.md §9: an export file of Strong or Hevy is the body, at most 10 MiB. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024

/** decisions.md §17: distinct exercise names one import may bring (any case counts once). */
export const IMPORT_MAX_EXERCISES = 5000

/** The request body: the export file as the app wrote it (any content type is read as text). */
export const ImportBody = z
  .string()
  .optional()
  .describe('A Strong or Hevy CSV export, sent as it is (Content-Type: text/csv)')

export const ImportFormatSchema = z.enum(['strong', 'hevy'])
export type ImportFormat = z.infer<typeof ImportFormatSchema>

export const ImportQuery = z.object({
  dryRun: z.stringbool({ error: 'must be true or false' }).default(false),
  /** The weight unit of files that do not name one; ignored for files that do. */
  unit: WeightUnitSchema.optional(),
  tz: TimeZoneSchema,
})
export type ImportQuery = z.infer<typeof ImportQuery>

export const ImportResultSchema = z.object({
  format: ImportFormatSchema,
  /** What is (or, in a dry run, would be) imported. */
  workouts: z.number(),
  sets: z.number(),
  exercises: z.array(z.string()),
  /** The file's workouts the account already has: same name, start in the same minute. */
  duplicates: z.number(),
  /** Rows that are not strength sets: rest timers, cardio, timed holds. */
  skippedRows: z.number(),
  /** Start of the file's first and last workout. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
})
export type ImportResult = z.infer<typeof ImportResultSchema>

export const ExportFormatSchema = z.enum(['csv', 'json'])
export type ExportFormat = z.infer<typeof ExportFormatSchema>

export const ExportQuery = z.object({
  format: ExportFormatSchema.default('csv'),
  /** Where the CSV's local dates are written (Strong writes local time); UTC when absent. */
  tz: TimeZoneSchema,
})
export type ExportQuery = z.input<typeof ExportQuery>

/** `GET /api/export?format=json`: everything of the lifter's, as one document. */
export const ExportDocumentSchema = z.object({
  exportedAt: z.string(),
  profile: UserSchema,
  days: z.array(WorkoutDaySchema),
  shares: z.object({ outgoing: z.array(ShareSchema), incoming: z.array(ShareSchema) }),
  /** decisions.md §15: oldest first. */
  bodyWeights: z.array(BodyWeightSchema),
  /** The muscles the lifter set for their names (source "custom"), by name. */
  exerciseMuscles: z.array(ExerciseMusclesSchema),
  /** Drafts too, oldest first, each with all its sets. */
  workouts: z.array(WorkoutSchema.extend({ sets: z.array(WorkoutSetSchema) })),
})
export type ExportDocument = z.infer<typeof ExportDocumentSchema>
