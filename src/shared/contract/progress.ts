import { z } from 'zod'
import { DateRangeQuery, NameParamSchema, Timestamp } from './common.ts'
import { ExerciseTypeSchema } from './exercise-types.ts'

export const ProgressParams = z.object({ exerciseName: NameParamSchema })

/** The most points `last` asks for: a list of last sessions, not a history. */
export const PROGRESS_LAST_MAX = 50

export const ProgressQuery = DateRangeQuery.extend({
  /**
   * Only the newest `last` points of the range (a list of last sessions): a read whose cost
   * does not grow with the history (issue 46).
   */
  last: z.coerce.number().int().min(1).max(PROGRESS_LAST_MAX).optional(),
})
export type ProgressQuery = z.infer<typeof ProgressQuery>

/** docs/product/progress-and-gym-floor.md: one completed workout's figures for one exercise, rounded to 0.1. */
export const ProgressPointSchema = z.object({
  workoutId: z.string(),
  date: Timestamp,
  e1rm: z.number(),
  topWeight: z.number(),
  topReps: z.number(),
  volume: z.number(),
  sets: z.number(),
  /** docs/product/exercise-types.md: the longest set's seconds, else null. */
  duration: z.number().nullable(),
  /** docs/product/exercise-types.md: the workout's metres in all, else null. */
  distance: z.number().nullable(),
  /** docs/product/exercise-types.md: the body weight the load counted, else null. */
  bodyWeight: z.number().nullable(),
})
export type ProgressPoint = z.infer<typeof ProgressPointSchema>

export const ProgressSchema = z.object({
  exerciseName: z.string(),
  points: z.array(ProgressPointSchema),
  /** The bests of the points given; null without points. */
  best: z.object({
    e1rm: z.number().nullable(),
    weight: z.number().nullable(),
    volume: z.number().nullable(),
    duration: z.number().nullable(),
    distance: z.number().nullable(),
  }),
})
export type Progress = z.infer<typeof ProgressSchema>

const RecordAt = { workoutId: z.string(), date: Timestamp }

/**
 * An exercise's all-time bests, each with the workout it was set in; by its type
 * (docs/product/exercise-types.md), each null where the type has none: e1RM, heaviest and volume for the types
 * with a load, the longest time for `duration`, the longest distance for the distance types, the
 * most reps for `reps_only`.
 */
export const ExerciseRecordSchema = z.object({
  exerciseName: z.string(),
  type: ExerciseTypeSchema,
  lastTrainedAt: Timestamp,
  e1rm: z.object({ value: z.number(), ...RecordAt }).nullable(),
  heaviest: z.object({ weight: z.number(), reps: z.number(), ...RecordAt }).nullable(),
  volume: z.object({ value: z.number(), ...RecordAt }).nullable(),
  longest: z
    .object({ duration: z.number(), weight: z.number(), ...RecordAt })
    .nullable()
    .describe('The longest time in one set (the heavier weight on a tie)'),
  farthest: z
    .object({ distance: z.number(), duration: z.number().nullable(), ...RecordAt })
    .nullable()
    .describe('The longest distance in one set, in metres, with its time'),
  mostReps: z
    .object({ reps: z.number().int(), ...RecordAt })
    .nullable()
    .describe('The most reps in one set (reps_only)'),
})
export type ExerciseRecord = z.infer<typeof ExerciseRecordSchema>
export const RecordsSchema = z.array(ExerciseRecordSchema)
