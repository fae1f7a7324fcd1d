import { z } from 'zod'
import { EXERCISE_TYPES, TYPE_SOURCES } from '../domain/exercise-types.ts'
import { NameParamSchema } from './common.ts'

/** docs/product/exercise-types.md: an exercise name's type; anything else is 400 naming `type`. */
export const ExerciseTypeSchema = z.enum(EXERCISE_TYPES, {
  error: `must be one of ${EXERCISE_TYPES.join(', ')}`,
})

/** GET /api/exercise-types: one of the lifter's names with its type and where it comes from. */
export const ExerciseTypeItemSchema = z.object({
  exerciseName: z.string(),
  type: ExerciseTypeSchema,
  source: z.enum(TYPE_SOURCES),
})
export type ExerciseTypeItem = z.infer<typeof ExerciseTypeItemSchema>

export const ExerciseTypeParams = z.object({ exerciseName: NameParamSchema })
/** PUT reads the name itself: a bad one is a 400 naming it (a bad path parameter is a 404). */
export const PutExerciseTypeParams = z.object({ exerciseName: z.string() })

export const PutExerciseTypeBody = z
  .object({ type: ExerciseTypeSchema })
  .meta({ examples: [{ type: 'bodyweight_reps' }] })
export type PutExerciseTypeBody = z.infer<typeof PutExerciseTypeBody>
