import { z } from 'zod'
import { MAX_DAY_EXERCISES, MAX_EXERCISE_SETS } from '../domain/day-limits.ts'
import { DEFAULT_ICON } from '../domain/icons.ts'
import { AdditionalModeSchema, IconKeySchema, NameSchema, TimeInput } from './common.ts'

/** The bounds of a remembered rest: 0:15 to 15:00. */
export const MIN_REST_SECONDS = 15
export const MAX_REST_SECONDS = 900

export const SetTemplateSchema = z.object({
  isWarmup: z.boolean(),
  mode: AdditionalModeSchema.optional(),
})
export type SetTemplate = z.infer<typeof SetTemplateSchema>

export const ExerciseTemplateSchema = z.object({
  name: NameSchema,
  sets: z
    .array(SetTemplateSchema)
    .max(MAX_EXERCISE_SETS, `must have at most ${MAX_EXERCISE_SETS} sets`),
  /** decisions.md §10: the lifter's rest after a working set of this exercise, in seconds. */
  restSeconds: z
    .number()
    .int()
    .min(MIN_REST_SECONDS, `must be at least ${MIN_REST_SECONDS}`)
    .max(MAX_REST_SECONDS, `must be at most ${MAX_REST_SECONDS}`)
    .optional(),
})
export type ExerciseTemplate = z.infer<typeof ExerciseTemplateSchema>

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
    expectedUpdatedAt: TimeInput.optional(),
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
export type AppendExerciseBody = z.input<typeof AppendExerciseBody>

export const ExerciseNamesSchema = z.array(z.string())
