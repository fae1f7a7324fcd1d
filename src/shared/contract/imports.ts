import { z } from 'zod'
import { DEFAULT_ICON } from '../domain/icons.ts'
import { DistanceUnitSchema, UserSchema, WeightUnitSchema } from './auth.ts'
import { BodyWeightDateSchema, BodyWeightSchema, BodyWeightValueSchema } from './body-weights.ts'
import { IconKeySchema, NameSchema, TimeInput, TimeZoneSchema } from './common.ts'
import { ExerciseNoteSchema, PinnedNoteSchema } from './exercise-notes.ts'
import { ExerciseMusclesSchema, PutExerciseMusclesBody } from './muscles.ts'
import { ExerciseTypeSchema } from './exercise-types.ts'
import { ProgressionRuleSchema, ProgressionSchema } from './progressions.ts'
import { ShareSchema } from './shares.ts'
import { ExerciseListSchema, WorkoutDaySchema } from './workout-days.ts'
import {
  NewSetFields,
  newSetKind,
  refuseDisagreeingKind,
  WorkoutSetSchema,
} from './workout-sets.ts'
import { WorkoutSchema } from './workouts.ts'
import { nameKey } from '../domain/names.ts'

/**
 * docs/product/import-export.md, docs/product/import-more-apps.md: an export file of one of the apps below is the
 * body, at most 10 MiB.
 */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024

/** docs/product/trust-accounts-and-devices.md: distinct exercise names one import may bring (any case counts once). */
export const IMPORT_MAX_EXERCISES = 5000

/** The request body: the export file as the app wrote it (any content type is read as text). */
export const ImportBody = z
  .string()
  .optional()
  .describe(
    'An export of Strong, Hevy, FitNotes, Fitbod, JEFIT, StrongLifts 5x5, Liftosaur (its history CSV) or Alpha Progression, sent as it is (Content-Type: text/csv)',
  )

/** The apps whose CSV exports the importer reads, in the order it tells them apart from Strong's and Hevy's. */
export const IMPORT_FORMATS = [
  'strong',
  'hevy',
  'fitnotes',
  'fitbod',
  'jefit',
  'stronglifts',
  'liftosaur',
  'alphaprogression',
] as const

/** docs/product/tokens-and-restore.md: Ironlog's own JSON export is restored too (Content-Type: application/json). */
export const ImportFormatSchema = z.enum([...IMPORT_FORMATS, 'ironlog'])
export type ImportFormat = z.infer<typeof ImportFormatSchema>
export type CsvImportFormat = (typeof IMPORT_FORMATS)[number]

/** Each app as its makers write its name. */
export const IMPORT_APP_NAMES: Record<ImportFormat, string> = {
  strong: 'Strong',
  hevy: 'Hevy',
  fitnotes: 'FitNotes',
  fitbod: 'Fitbod',
  jefit: 'JEFIT',
  stronglifts: 'StrongLifts 5x5',
  liftosaur: 'Liftosaur',
  alphaprogression: 'Alpha Progression',
  ironlog: 'Ironlog',
}

/** docs/product/import-more-apps.md: how a StrongLifts file's `dd/mm` or `mm/dd` dates are read when its values do not say. */
export const DateOrderSchema = z.enum(['dmy', 'mdy'])
export type DateOrder = z.infer<typeof DateOrderSchema>

export const ImportQuery = z.object({
  dryRun: z.stringbool({ error: 'must be true or false' }).default(false),
  /** The weight unit of files that do not name one; ignored for files that do. */
  unit: WeightUnitSchema.optional(),
  /**
   * docs/product/exercise-types.md: the distance unit of files that do not name one (Strong's `Distance`, a
   * FitNotes distance without its unit); the lifter's own when absent.
   */
  distanceUnit: DistanceUnitSchema.optional(),
  /** docs/product/import-more-apps.md: the order of a StrongLifts file's dates when none of them shows it. */
  dateOrder: DateOrderSchema.optional(),
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
  /** Entries of the file that are not sets: rest timers, entries with no reps, time or distance (planned sets not done), JEFIT's cardio logs. */
  skippedRows: z.number(),
  /** Start of the file's first and last workout. */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
  /** docs/product/tokens-and-restore.md, a restore (ironlog) only: what it adds besides workouts. */
  days: z.number().optional().describe('Days restored (a name the account has is skipped)'),
  progressions: z.number().optional().describe('Rules restored (a name with a rule is skipped)'),
  bodyWeights: z.number().optional().describe('Body weights restored (a date with one is skipped)'),
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

/** A type the lifter gave a name, as the export holds it and a restore takes it. */
const CustomExerciseTypeSchema = z.object({ exerciseName: NameSchema, type: ExerciseTypeSchema })

/** docs/product/tokens-and-restore.md: what Ironlog's JSON export is, and which of its layouts this one is. */
export const EXPORT_FORMAT = 'ironlog'
export const EXPORT_VERSION = 1

/**
 * `GET /api/export?format=json`: everything of the lifter's, as one document, which
 * `POST /api/imports` restores (RestoreDocumentSchema). Published in the OpenAPI document's
 * components as `IronlogExport`.
 */
export const ExportDocumentSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT),
    /** The layout's version; a restore reads this one and every earlier one. */
    version: z.literal(EXPORT_VERSION),
    exportedAt: z.string(),
    profile: UserSchema,
    days: z.array(WorkoutDaySchema),
    /** docs/product/progression.md: the lifter's progression rules, by exercise name. */
    progressions: z.array(ProgressionSchema),
    shares: z.object({ outgoing: z.array(ShareSchema), incoming: z.array(ShareSchema) }),
    /** docs/product/body-weight-and-muscles.md: oldest first. */
    bodyWeights: z.array(BodyWeightSchema),
    /** The muscles the lifter set for their names (source "custom"), by name. */
    exerciseMuscles: z.array(ExerciseMusclesSchema),
    /** docs/product/exercises.md: the notes the lifter pinned to their names, by name. */
    exerciseNotes: z.array(ExerciseNoteSchema),
    /** docs/product/exercise-types.md: the unit the lifter reads distances in. */
    distanceUnit: DistanceUnitSchema,
    /** docs/product/exercise-types.md: the types the lifter set for their names (source "custom"), by name. */
    exerciseTypes: z.array(CustomExerciseTypeSchema),
    /** Drafts too, oldest first, each with all its sets. */
    workouts: z.array(WorkoutSchema.extend({ sets: z.array(WorkoutSetSchema) })),
  })
  .meta({
    id: 'IronlogExport',
    description:
      'Everything of a lifter’s (GET /api/export?format=json); POST /api/imports restores it into another account, ids, profile and shares aside',
  })
export type ExportDocument = z.infer<typeof ExportDocumentSchema>

/**
 * docs/product/trust-tokens-and-values.md: how much one restore holds, list by list (a list of
 * notes as a list of muscles). Counted before anything in the file is read further.
 */
export const RESTORE_LIMITS = {
  days: 500,
  workouts: 20_000,
  bodyWeights: 20_000,
  progressions: 5_000,
  exerciseMuscles: 5_000,
  exerciseNotes: 5_000,
  exerciseTypes: 5_000,
} as const
/** The sets of all the workouts of one restore. */
export const RESTORE_MAX_SETS = 500_000

/** What each list holds, as a message says it. */
const RESTORE_NOUNS: Record<keyof typeof RESTORE_LIMITS, string> = {
  days: 'days',
  workouts: 'workouts',
  bodyWeights: 'body weights',
  progressions: 'rules',
  exerciseMuscles: 'muscle settings',
  exerciseNotes: 'notes',
  exerciseTypes: 'exercise types',
}

const tooMany = (noun: string, count: number, max: number) =>
  `holds ${count.toLocaleString('en')} ${noun}; a restore takes at most ${max.toLocaleString('en')}`

/**
 * Why a restore's document is larger than a restore takes, as `<list>: …`, or null: its lists'
 * lengths, read from the parsed JSON before it is validated, so an oversized file is refused
 * before its elements are looked at.
 */
export function restoreTooLarge(document: unknown): string | null {
  if (typeof document !== 'object' || document === null) return null
  const lists = document as Record<string, unknown>
  for (const [list, max] of Object.entries(RESTORE_LIMITS)) {
    const items = lists[list]
    if (Array.isArray(items) && items.length > max) {
      const noun = RESTORE_NOUNS[list as keyof typeof RESTORE_LIMITS]
      return `${list}: ${tooMany(noun, items.length, max)}`
    }
  }
  let sets = 0
  for (const workout of Array.isArray(lists.workouts) ? (lists.workouts as unknown[]) : []) {
    const ofWorkout = (workout as { sets?: unknown } | null)?.sets
    if (Array.isArray(ofWorkout)) sets += ofWorkout.length
  }
  return sets > RESTORE_MAX_SETS ? `workouts: ${tooMany('sets', sets, RESTORE_MAX_SETS)}` : null
}

/** A file's own id of a day, which its workouts name: only read to link them. */
const FileId = z.string().max(100)

const RestoreDaySchema = z.object({
  id: FileId,
  name: NameSchema,
  icon: IconKeySchema.default(DEFAULT_ICON),
  archived: z.boolean().default(false),
  exercises: ExerciseListSchema.default([]),
  /** Kept, so the account exported again says what the first one said. */
  updatedAt: TimeInput.optional(),
})

/** docs/product/progression.md: a rule keeps its `since`, so its plan goes on from the same sessions. */
const RestoreRuleSchema = z.intersection(
  ProgressionRuleSchema,
  z.object({ exerciseName: NameSchema, since: TimeInput }),
)

/** A name's own muscles: a catalogue entry's (its key), or its own lists. */
const RestoreMusclesSchema = z
  .object({
    exerciseName: NameSchema,
    catalogKey: z.string().nullable(),
    primary: z.array(z.string()),
    secondary: z.array(z.string()),
  })
  .transform(({ exerciseName, catalogKey, primary, secondary }, ctx) => {
    const parsed = PutExerciseMusclesBody.safeParse(
      catalogKey === null ? { primary, secondary } : { catalogKey },
    )
    for (const issue of parsed.error?.issues ?? []) ctx.addIssue({ ...issue, code: 'custom' })
    return parsed.success ? { exerciseName, muscles: parsed.data } : z.NEVER
  })

/** docs/product/exercises.md: a pinned note keeps its time, so an export again says the same. */
const RestoreNoteSchema = z.object({
  exerciseName: NameSchema,
  note: PinnedNoteSchema,
  updatedAt: TimeInput.optional(),
})

/**
 * A set as the export holds it, every field of it. Its number is any count from 1: a CSV import
 * numbers a long exercise's sets past the session's 100, and a restore keeps them.
 */
const RestoreSetSchema = NewSetFields.extend({ setNumber: z.number().int().min(1).max(100_000) })
  .superRefine(refuseDisagreeingKind)
  .transform(newSetKind)

const RestoreWorkoutSchema = z.object({
  /** The file's id of its day: the restored day (or the account's of that name) is linked. */
  workoutDayId: FileId.nullable().default(null),
  workoutDayName: NameSchema,
  startedAt: TimeInput,
  /** Null: a draft, restored as a draft. */
  completedAt: TimeInput.nullable(),
  sets: z.array(RestoreSetSchema),
})

const VERSION_MESSAGE = `must be a whole number from 1 to ${EXPORT_VERSION}: a newer Ironlog wrote this file`

/** Repeats of one key in a list, as a 400 naming the second one. */
function refuseRepeats<T>(
  ctx: z.RefinementCtx,
  items: readonly T[],
  path: string,
  keyOf: (item: T) => string,
  message: string,
) {
  const seen = new Set<string>()
  for (const [index, item] of items.entries()) {
    const key = keyOf(item)
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [path, index], message })
    seen.add(key)
  }
}

/**
 * docs/product/tokens-and-restore.md: the body of a restore, an Ironlog JSON export. What it does not restore
 * (`exportedAt`, the profile, shares, ids but as links, computed fields) is not read.
 */
export const RestoreDocumentSchema = z
  .object({
    format: z.literal(EXPORT_FORMAT, {
      error: `must be "${EXPORT_FORMAT}": this is where Ironlog's JSON export is restored`,
    }),
    version: z
      .number({ error: VERSION_MESSAGE })
      .int(VERSION_MESSAGE)
      .min(1, VERSION_MESSAGE)
      .max(EXPORT_VERSION, VERSION_MESSAGE),
    days: z.array(RestoreDaySchema).max(RESTORE_LIMITS.days).default([]),
    progressions: z.array(RestoreRuleSchema).max(RESTORE_LIMITS.progressions).default([]),
    bodyWeights: z
      .array(z.object({ date: BodyWeightDateSchema, weight: BodyWeightValueSchema }))
      .max(RESTORE_LIMITS.bodyWeights)
      .default([]),
    exerciseMuscles: z.array(RestoreMusclesSchema).max(RESTORE_LIMITS.exerciseMuscles).default([]),
    exerciseNotes: z.array(RestoreNoteSchema).max(RESTORE_LIMITS.exerciseNotes).default([]),
    /** Taken when the account has not chosen its own. */
    distanceUnit: DistanceUnitSchema.optional(),
    exerciseTypes: z.array(CustomExerciseTypeSchema).max(RESTORE_LIMITS.exerciseTypes).default([]),
    workouts: z
      .array(RestoreWorkoutSchema)
      .max(RESTORE_LIMITS.workouts)
      .default([])
      .describe(`At most ${RESTORE_MAX_SETS.toLocaleString('en')} sets in all`),
  })
  .describe(
    'An Ironlog JSON export as GET /api/export?format=json gave it (IronlogExport), sent as it is (Content-Type: application/json): restored into this account',
  )
  .superRefine((file, ctx) => {
    refuseRepeats(ctx, file.days, 'days', (day) => day.id, 'repeats the id of another day')
    const name = ({ exerciseName }: { exerciseName: string }) => nameKey(exerciseName)
    refuseRepeats(ctx, file.progressions, 'progressions', name, 'repeats another rule’s exercise')
    refuseRepeats(ctx, file.bodyWeights, 'bodyWeights', (w) => w.date, 'repeats another date')
    refuseRepeats(ctx, file.exerciseMuscles, 'exerciseMuscles', name, 'repeats another name')
    refuseRepeats(ctx, file.exerciseNotes, 'exerciseNotes', name, 'repeats another name')
    refuseRepeats(ctx, file.exerciseTypes, 'exerciseTypes', name, 'repeats another name')
    const names = new Set([
      ...file.days.flatMap((day) => day.exercises.map((exercise) => nameKey(exercise.name))),
      ...file.workouts.flatMap((workout) => workout.sets.map(name)),
      ...file.progressions.map(name),
      ...file.exerciseMuscles.map(name),
      ...file.exerciseNotes.map(name),
      ...file.exerciseTypes.map(name),
    ])
    if (names.size > IMPORT_MAX_EXERCISES) {
      ctx.addIssue({
        code: 'custom',
        message: `the file has ${names.size} distinct exercise names; at most ${IMPORT_MAX_EXERCISES} can be imported at once`,
      })
    }
  })
export type RestoreDocument = z.output<typeof RestoreDocumentSchema>
