import { z } from 'zod'
import { DEFAULT_ICON } from '../domain/icons.ts'
import { AdditionalModeSchema, IconKeySchema, NameSchema, Timestamp } from './common.ts'

export const SetTemplateSchema = z.object({
  isWarmup: z.boolean(),
  mode: AdditionalModeSchema.optional(),
})
export type SetTemplate = z.infer<typeof SetTemplateSchema>

export const ExerciseTemplateSchema = z.object({
  name: NameSchema,
  sets: z.array(SetTemplateSchema).max(20, 'must have at most 20 sets'),
})
export type ExerciseTemplate = z.infer<typeof ExerciseTemplateSchema>

/** decisions.md §4: at most 50 exercises a day. */
export const MAX_DAY_EXERCISES = 50

export const ExerciseListSchema = z
  .array(ExerciseTemplateSchema)
  .max(MAX_DAY_EXERCISES, `must have at most ${MAX_DAY_EXERCISES} exercises`)
  // Spec §5: names are unique within a day by exact match.
  .refine(
    (exercises) => new Set(exercises.map((e) => e.name)).size === exercises.length,
    'must not contain the same exercise twice',
  )

export const WorkoutDaySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  archived: z.boolean(),
  exercises: z.array(ExerciseTemplateSchema),
  lastWorkout: z.string().nullable(),
  /** decisions.md §8: when the day last changed; a PATCH may send it back as expectedUpdatedAt. */
  updatedAt: z.string(),
})
export type WorkoutDay = z.infer<typeof WorkoutDaySchema>

export const CreateWorkoutDayBody = z.object({
  name: NameSchema,
  icon: IconKeySchema.default(DEFAULT_ICON),
  exercises: ExerciseListSchema.default([]),
})
export type CreateWorkoutDayBody = z.input<typeof CreateWorkoutDayBody>

export const UpdateWorkoutDayBody = z
  .object({
    name: NameSchema.optional(),
    icon: IconKeySchema.optional(),
    exercises: ExerciseListSchema.optional(),
    /** The day's updatedAt as the client last read it: a stale one is 409 (decisions.md §8). */
    expectedUpdatedAt: Timestamp.optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.icon !== undefined || body.exercises !== undefined,
    'must change name, icon or exercises',
  )
export type UpdateWorkoutDayBody = z.input<typeof UpdateWorkoutDayBody>

export const ListWorkoutDaysQuery = z.object({
  includeArchived: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
})

/** POST /api/workout-days/{id}/exercises: one exercise appended to the day (decisions.md §8). */
export const AppendExerciseBody = ExerciseTemplateSchema

export const ExerciseNamesSchema = z.array(z.string())
