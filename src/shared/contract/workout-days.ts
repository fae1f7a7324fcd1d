import { z } from 'zod'
import { MAX_DAY_EXERCISES, MAX_EXERCISE_SETS } from '../domain/day-limits.ts'
import { DEFAULT_ICON } from '../domain/icons.ts'
import { MAX_REST_SECONDS, MIN_REST_SECONDS } from '../domain/rest.ts'
import { kindAfterWrite } from '../domain/set-kinds.ts'
import { supersetProblem } from '../domain/supersets.ts'
import {
  AdditionalModeSchema,
  IconKeySchema,
  NameSchema,
  SetKindSchema,
  SupersetLabelSchema,
  TimeInput,
} from './common.ts'
import { refuseDisagreeingKind } from './workout-sets.ts'

/** A set template as stored and answered (docs/product/set-kinds.md): `isWarmup` agrees with `kind`. */
export const SetTemplateSchema = z.object({
  isWarmup: z.boolean(),
  kind: SetKindSchema,
  mode: AdditionalModeSchema.optional(),
})
export type SetTemplate = z.infer<typeof SetTemplateSchema>

/** A set template as written: `kind`, `isWarmup` or both (disagreeing is 400 naming `kind`). */
export const SetTemplateBody = z
  .object({
    isWarmup: z.boolean().optional(),
    kind: SetKindSchema.optional(),
    mode: AdditionalModeSchema.optional(),
  })
  .superRefine((set, ctx) => {
    refuseDisagreeingKind(set, ctx)
    if (set.kind === undefined && set.isWarmup === undefined) {
      ctx.addIssue({ code: 'custom', path: ['kind'], message: 'is required (or isWarmup)' })
    }
  })
  .transform(({ isWarmup, kind, mode }): SetTemplate => {
    const made = kindAfterWrite('working', { kind, isWarmup })
    return { isWarmup: made === 'warmup', kind: made, ...(mode !== undefined && { mode }) }
  })

const RestSecondsSchema = z
  .number()
  .int()
  .min(MIN_REST_SECONDS, `must be at least ${MIN_REST_SECONDS}`)
  .max(MAX_REST_SECONDS, `must be at most ${MAX_REST_SECONDS}`)

/** An exercise of a day as stored and answered. */
export const ExerciseTemplateSchema = z.object({
  name: z.string(),
  sets: z.array(SetTemplateSchema),
  /** docs/product/progress-and-gym-floor.md: the lifter's rest after a working set of this exercise, in seconds. */
  restSeconds: z.number().optional(),
  /** docs/product/set-kinds.md: the label of its superset; absent outside one. */
  superset: z.string().optional(),
})
export type ExerciseTemplate = z.infer<typeof ExerciseTemplateSchema>

/** An exercise of a day as written; a null superset is none. */
export const ExerciseTemplateBody = z
  .object({
    name: NameSchema,
    sets: z
      .array(SetTemplateBody)
      .max(MAX_EXERCISE_SETS, `must have at most ${MAX_EXERCISE_SETS} sets`),
    restSeconds: RestSecondsSchema.optional(),
    superset: SupersetLabelSchema.nullish(),
  })
  .transform(({ superset, ...exercise }): ExerciseTemplate => ({
    ...exercise,
    ...(superset && { superset }),
  }))
export type ExerciseTemplateBody = z.input<typeof ExerciseTemplateBody>

export const ExerciseListSchema = z
  .array(ExerciseTemplateBody)
  .max(MAX_DAY_EXERCISES, `must have at most ${MAX_DAY_EXERCISES} exercises`)
  // docs/product/validation.md: names are unique within a day by exact match.
  .refine(
    (exercises) => new Set(exercises.map((e) => e.name)).size === exercises.length,
    'must not contain the same exercise twice',
  )
  // docs/product/set-kinds.md: a superset's exercises stand together, and are at least two.
  .superRefine((exercises, ctx) => {
    const problem = supersetProblem(exercises.map((exercise) => exercise.superset))
    if (problem) {
      ctx.addIssue({ code: 'custom', path: [problem.index, 'superset'], message: problem.message })
    }
  })

export const WorkoutDaySchema = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  archived: z.boolean(),
  exercises: z.array(ExerciseTemplateSchema),
  lastWorkout: z.string().nullable(),
  /** docs/product/nothing-lost.md: when the day last changed; a PATCH may send it back as expectedUpdatedAt. */
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
    /** The day's updatedAt as the client last read it: a stale one is 409 (docs/product/nothing-lost.md). */
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

/**
 * POST /api/workout-days/{id}/exercises: one exercise appended to the day (docs/product/nothing-lost.md); with
 * a superset, it joins the superset of the day's last exercise.
 */
export const AppendExerciseBody = ExerciseTemplateBody
export type AppendExerciseBody = z.input<typeof AppendExerciseBody>

export const ExerciseNamesSchema = z.array(z.string())
