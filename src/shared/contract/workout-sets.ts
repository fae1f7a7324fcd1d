import { z } from 'zod'
import {
  AdditionalModeSchema,
  NameSchema,
  NotesSchema,
  RepsSchema,
  TextSchema,
  WeightSchema,
} from './common.ts'

export const WorkoutSetSchema = z.object({
  id: z.string(),
  workoutId: z.string(),
  exerciseName: z.string(),
  setNumber: z.number(),
  weight: z.string(),
  reps: z.number(),
  completed: z.boolean(),
  isWarmup: z.boolean(),
  additionalMode: AdditionalModeSchema,
  additionalWeight: z.string(),
  notes: z.string().nullable(),
})
export type WorkoutSet = z.infer<typeof WorkoutSetSchema>

const SetNumberSchema = z.number().int().min(1).max(100)

/** Empty notes are stored as none (spec §4/§5). */
const StoredNotes = NotesSchema.transform((notes) => (notes?.trim() ? notes : null))

export const CreateWorkoutSetBody = z.object({
  /** decisions.md §8: a client-chosen id makes a retried create harmless. */
  id: z.uuid().optional(),
  workoutId: z.uuid(),
  exerciseName: NameSchema,
  setNumber: SetNumberSchema,
  weight: WeightSchema.default('0'),
  reps: RepsSchema.default(0),
  completed: z.boolean().default(false),
  isWarmup: z.boolean().default(false),
  additionalMode: AdditionalModeSchema.default(null),
  additionalWeight: WeightSchema.default('0'),
  notes: StoredNotes.default(null),
})
export type CreateWorkoutSetBody = z.input<typeof CreateWorkoutSetBody>

export const UpdateWorkoutSetBody = z
  .object({
    exerciseName: NameSchema,
    setNumber: SetNumberSchema,
    weight: WeightSchema,
    reps: RepsSchema,
    completed: z.boolean(),
    isWarmup: z.boolean(),
    additionalMode: AdditionalModeSchema,
    additionalWeight: WeightSchema,
    notes: StoredNotes,
  })
  .partial()
export type UpdateWorkoutSetBody = z.input<typeof UpdateWorkoutSetBody>

export const LastSetSchema = WorkoutSetSchema.pick({
  setNumber: true,
  weight: true,
  reps: true,
  isWarmup: true,
  additionalMode: true,
  additionalWeight: true,
  notes: true,
})
export type LastSet = z.infer<typeof LastSetSchema>

/** GET /api/workout-days/{dayId}/last-sets: last time's sets of every exercise of the day. */
export const DayLastSetsSchema = z.array(
  z.object({ exerciseName: z.string(), sets: z.array(LastSetSchema) }),
)
export type DayLastSets = z.infer<typeof DayLastSetsSchema>

export const DayLastSetsParams = z.object({ dayId: z.uuid() })

export const LastSetsParams = z.object({
  dayId: z.uuid(),
  exerciseName: TextSchema.min(1).max(200),
})

/**
 * GET /api/workout-days/{dayId}/records: what a set logged in a session of the day is measured
 * against (issue 12). Per exercise of the day, the most reps of a completed working set at each
 * weight ever lifted in a completed workout (pounds, lightest first); and the total volume of the
 * day's newest completed workout, null before the first.
 */
export const DayRecordsSchema = z.object({
  lastVolume: z.number().nullable(),
  exercises: z.array(
    z.object({
      exerciseName: z.string(),
      bests: z.array(z.object({ weight: z.number(), reps: z.number().int() })),
    }),
  ),
})
export type DayRecords = z.infer<typeof DayRecordsSchema>
