import { z } from 'zod'
import { NameParamSchema } from './common.ts'
import { ExerciseTypeSchema } from './exercise-types.ts'
import { MuscleSchema } from './muscles.ts'

/** docs/product/exercises.md: what can take an exercise's place, best first. */
export const AlternativeSchema = z.object({
  name: z.string(),
  catalogKey: z
    .string()
    .nullable()
    .describe('Its catalogue entry; null for a name of the lifter’s own'),
  type: ExerciseTypeSchema,
  equipment: z.string().nullable().describe('From its catalogue entry; null without one'),
  primary: z.array(MuscleSchema),
  secondary: z.array(MuscleSchema),
})
export type Alternative = z.infer<typeof AlternativeSchema>

export const AlternativesParams = z.object({ exerciseName: NameParamSchema })
