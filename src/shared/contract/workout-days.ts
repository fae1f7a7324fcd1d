import { z } from 'zod'
import { DEFAULT_ICON } from '../domain/icons.ts'
import { AdditionalModeSchema, IconKeySchema, NameSchema } from './common.ts'

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

export const ExerciseListSchema = z
  .array(ExerciseTemplateSchema)
  .max(50, 'must have at most 50 exercises')
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

export const ExerciseNamesSchema = z.array(z.string())
