import { z } from 'zod'
import { NameParamSchema, Timestamp } from './common.ts'

export const ProgressParams = z.object({ exerciseName: NameParamSchema })

/** docs/product/progress-and-gym-floor.md: one completed workout's figures for one exercise, rounded to 0.1. */
export const ProgressPointSchema = z.object({
  workoutId: z.string(),
  date: Timestamp,
  e1rm: z.number(),
  topWeight: z.number(),
  topReps: z.number(),
  volume: z.number(),
  sets: z.number(),
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
  }),
})
export type Progress = z.infer<typeof ProgressSchema>

const RecordAt = { workoutId: z.string(), date: Timestamp }

/** An exercise's all-time bests, each with the workout it was set in. */
export const ExerciseRecordSchema = z.object({
  exerciseName: z.string(),
  lastTrainedAt: Timestamp,
  e1rm: z.object({ value: z.number(), ...RecordAt }),
  heaviest: z.object({ weight: z.number(), reps: z.number(), ...RecordAt }),
  volume: z.object({ value: z.number(), ...RecordAt }),
})
export type ExerciseRecord = z.infer<typeof ExerciseRecordSchema>
export const RecordsSchema = z.array(ExerciseRecordSchema)
