import { z } from 'zod'
import { ExerciseTypeSchema } from './exercise-types.ts'
import { DateRangeQuery, NameSchema, PageQuery, TimeInput, TimeZoneSchema } from './common.ts'
import {
  kindChange,
  refuseDisagreeingKind,
  SetFieldsSchema,
  WorkoutSetSchema,
} from './workout-sets.ts'

export const WorkoutSchema = z.object({
  id: z.string(),
  workoutDayId: z.string().nullable(),
  workoutDayName: z.string(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  totalVolume: z.number(),
})
export type Workout = z.infer<typeof WorkoutSchema>

export const DraftWorkoutSchema = WorkoutSchema.extend({
  /** Exercises with at least one logged set, for the draft card. */
  exerciseCount: z.number(),
})
export type DraftWorkout = z.infer<typeof DraftWorkoutSchema>

export const CreateWorkoutBody = z.object({
  /** docs/product/nothing-lost.md: a client-chosen id makes a retried create harmless. */
  id: z.uuid().optional(),
  workoutDayId: z.uuid(),
  // The server names the workout after the day it belongs to; a client's name is ignored.
  workoutDayName: NameSchema.optional(),
})
export type CreateWorkoutBody = z.input<typeof CreateWorkoutBody>

/**
 * docs/product/trust-tokens-and-values.md: POST /api/workout-days/{id}/draft, the day's open
 * draft or a new one; `id` names the new one as a create's does (the day is the path's). No
 * body is as `{}`.
 */
export const OpenDayDraftBody = z
  .strictObject({
    /** docs/product/nothing-lost.md: a client-chosen id makes a retried create harmless. */
    id: z.uuid().optional(),
  })
  .nullish()
export type OpenDayDraftBody = z.input<typeof OpenDayDraftBody>

/** docs/product/nothing-lost.md: a history edit's set changes, sent with the workout's times in one request. */
export const SetEditSchema = SetFieldsSchema.pick({
  weight: true,
  reps: true,
  // A set left open in the session can be marked done from history (issue 17).
  completed: true,
  isWarmup: true,
  kind: true,
  rpe: true,
  superset: true,
  additionalMode: true,
  additionalWeight: true,
  duration: true,
  distance: true,
  notes: true,
})
  .partial()
  .extend({ id: z.uuid() })
  .superRefine(refuseDisagreeingKind)
  .transform(kindChange)
export type SetEdit = z.input<typeof SetEditSchema>
/** A history edit's set as the server applies it (kindChange). */
export type SetEditChanges = z.output<typeof SetEditSchema>

export const UpdateWorkoutBody = z
  .object({
    startedAt: TimeInput.optional(),
    completedAt: TimeInput.optional(),
    // Accepted for compatibility; the server computes volume itself (docs/product/api.md).
    totalVolume: z.number().optional(),
    sets: z
      .array(SetEditSchema)
      .max(1000, 'must have at most 1000 sets')
      .refine((sets) => new Set(sets.map((set) => set.id)).size === sets.length, {
        message: 'must not name the same set twice',
      })
      .optional(),
  })
  .refine(
    (body) =>
      body.startedAt !== undefined ||
      body.completedAt !== undefined ||
      body.totalVolume !== undefined ||
      body.sets !== undefined,
    'must change startedAt, completedAt, totalVolume or sets',
  )
export type UpdateWorkoutBody = z.input<typeof UpdateWorkoutBody>

export const ExercisePrSchema = z.object({ name: z.string(), isPR: z.boolean() })

export const WorkoutWithSetsSchema = WorkoutSchema.extend({
  sets: z.array(WorkoutSetSchema),
  /** Each exercise of the workout in order of first appearance, with its PR flag (docs/product/history-and-prs.md). */
  exercises: z.array(ExercisePrSchema),
})
export type WorkoutWithSets = z.infer<typeof WorkoutWithSetsSchema>

const SetFiguresSchema = z.object({
  weight: z.string(),
  reps: z.number(),
  duration: z.number().nullable(),
  distance: z.string().nullable(),
})

/**
 * GET /api/workout-summaries (issue 18): a history page as its collapsed cards show it, without
 * the sets (GET /api/workouts/{id}/sets answers them when a card is opened).
 */
export const WorkoutSummarySchema = WorkoutSchema.extend({
  /**
   * The exercises of workouts-with-sets' `exercises`, in the same order, with their type, the
   * body weight their load counted (docs/product/exercise-types.md; null where none did), their completed sets
   * counted and two of their counting sets, in set order on a tie (null without one): the
   * record set (the set that ranks first for records: the best Epley estimate of the load,
   * docs/product/history-and-prs.md, or the most reps, the longest time, the longest distance, the heaviest carry)
   * and the top set (the heaviest load, most reps on a tie; the record set for the types
   * without a load).
   */
  exercises: z.array(
    ExercisePrSchema.extend({
      type: ExerciseTypeSchema,
      bodyWeight: z.number().nullable(),
      completedSets: z.number(),
      recordSet: SetFiguresSchema.nullable(),
      topSet: SetFiguresSchema.nullable(),
    }),
  ),
})
export type WorkoutSummary = z.infer<typeof WorkoutSummarySchema>

/**
 * GET /api/workouts and /api/workouts-with-sets (docs/product/nothing-lost.md): pages in (completedAt desc,
 * id desc) order, `before` + `beforeId` naming the last row seen; filtered by day and by
 * calendar days of completedAt in `tz`, both ends inclusive.
 */
export const HistoryQuery = PageQuery.extend({
  beforeId: z.uuid().optional(),
  dayId: z.uuid().optional(),
  ...DateRangeQuery.shape,
}).refine((query) => query.beforeId === undefined || query.before !== undefined, {
  message: 'needs before',
  path: ['beforeId'],
})
export type HistoryQuery = z.infer<typeof HistoryQuery>

/** Home's small chart: eight weeks. */
export const STATS_WEEKS = 8

export const StatsQuery = z.object({
  tz: TimeZoneSchema,
})
export const StatsSchema = z.object({
  totalWorkouts: z.number(),
  totalVolume: z.number(),
  /** docs/product/progress-and-gym-floor.md: the last 7 days against the 7 before, in whole percent; null without a baseline. */
  workoutsTrend: z.number().nullable(),
  volumeTrend: z.number().nullable(),
  /**
   * Issue 32: the last STATS_WEEKS weeks of 7 calendar days, oldest first, the last one ending
   * today (the weeks the trends compare are its last two): each week's first day, completed
   * workouts and their volume.
   */
  weeks: z.array(z.object({ start: z.iso.date(), workouts: z.number(), volume: z.number() })),
})
export type Stats = z.infer<typeof StatsSchema>
