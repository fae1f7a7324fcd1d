import { z } from 'zod'
import { kindAfterWrite, kindsDisagree, type SetKind } from '../domain/set-kinds.ts'
import {
  AdditionalModeSchema,
  DistanceSchema,
  DurationSchema,
  NameSchema,
  NotesSchema,
  RepsSchema,
  RpeSchema,
  SetKindSchema,
  SupersetLabelSchema,
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
  /** docs/product/set-kinds.md: always `kind === "warmup"`. */
  isWarmup: z.boolean(),
  kind: SetKindSchema,
  rpe: z.number().nullable(),
  /** The label of its exercise's superset in that workout, or null. */
  superset: z.string().nullable(),
  additionalMode: AdditionalModeSchema,
  additionalWeight: z.string(),
  /** docs/product/exercise-types.md: whole seconds, or null. */
  duration: z.number().nullable(),
  /** docs/product/exercise-types.md: metres as a decimal string, or null. */
  distance: z.string().nullable(),
  notes: z.string().nullable(),
})
export type WorkoutSet = z.infer<typeof WorkoutSetSchema>

type KindWrite = { kind?: SetKind | undefined; isWarmup?: boolean | undefined }

/** docs/product/set-kinds.md: a kind and an isWarmup that disagree are 400 naming `kind`. */
export function refuseDisagreeingKind(write: KindWrite, ctx: z.RefinementCtx) {
  if (kindsDisagree(write)) {
    ctx.addIssue({
      code: 'custom',
      path: ['kind'],
      message: 'disagrees with isWarmup (a warm-up is kind "warmup")',
    })
  }
}

/**
 * A change's `kind` and `isWarmup` as one: the kind it makes (a kind named, or a warm-up), or,
 * for `isWarmup: false` alone, `notWarmup` — a warm-up becomes a working set, a drop or failure
 * set stays as it is (the server applies that to the kind it holds).
 */
export function kindChange<T extends KindWrite>({
  kind,
  isWarmup,
  ...rest
}: T): Omit<T, 'kind' | 'isWarmup'> & { kind?: SetKind; notWarmup?: true } {
  if (kind !== undefined || isWarmup === true) {
    return { ...rest, kind: kindAfterWrite('working', { kind, isWarmup }) }
  }
  return isWarmup === false ? { ...rest, notWarmup: true } : rest
}

const SetNumberSchema = z.number().int().min(1).max(100)

/** Empty notes are stored as none (docs/product/states.md, docs/product/validation.md). */
const StoredNotes = NotesSchema.transform((notes) => (notes?.trim() ? notes : null))

/** A new set's fields, as a create takes them and a restored export holds them (docs/product/tokens-and-restore.md). */
export const NewSetFields = z.object({
  exerciseName: NameSchema,
  setNumber: SetNumberSchema,
  weight: WeightSchema.default('0'),
  reps: RepsSchema.default(0),
  completed: z.boolean().default(false),
  /** docs/product/set-kinds.md: `kind`, `isWarmup` or both (a working set when neither). */
  isWarmup: z.boolean().optional(),
  kind: SetKindSchema.optional(),
  rpe: RpeSchema.default(null),
  superset: SupersetLabelSchema.nullable().default(null),
  additionalMode: AdditionalModeSchema.default(null),
  additionalWeight: WeightSchema.default('0'),
  duration: DurationSchema.default(null),
  distance: DistanceSchema.default(null),
  notes: StoredNotes.default(null),
})

/** A new set's `kind` and `isWarmup` as the one kind it is made with. */
export const newSetKind = <T extends KindWrite>({ isWarmup, kind, ...set }: T) => ({
  ...set,
  kind: kindAfterWrite('working', { kind, isWarmup }),
})

export const CreateWorkoutSetBody = NewSetFields.extend({
  /** docs/product/nothing-lost.md: a client-chosen id makes a retried create harmless. */
  id: z.uuid().optional(),
  workoutId: z.uuid(),
})
  .superRefine(refuseDisagreeingKind)
  .transform(newSetKind)
export type CreateWorkoutSetBody = z.input<typeof CreateWorkoutSetBody>

/** The fields of a set a client may change (the session's PATCH, history's edit). */
export const SetFieldsSchema = z.object({
  exerciseName: NameSchema,
  setNumber: SetNumberSchema,
  weight: WeightSchema,
  reps: RepsSchema,
  completed: z.boolean(),
  isWarmup: z.boolean(),
  kind: SetKindSchema,
  rpe: RpeSchema,
  superset: SupersetLabelSchema.nullable(),
  additionalMode: AdditionalModeSchema,
  additionalWeight: WeightSchema,
  duration: DurationSchema,
  distance: DistanceSchema,
  notes: StoredNotes,
})

/** docs/product/trust-tokens-and-values.md: a field it would ignore (`workoutId`) is a 400. */
export const UpdateWorkoutSetBody = z
  .strictObject(SetFieldsSchema.partial().shape)
  .superRefine(refuseDisagreeingKind)
  .transform(kindChange)
export type UpdateWorkoutSetBody = z.input<typeof UpdateWorkoutSetBody>
/** A set's changes as the server applies them (kindChange). */
export type SetChanges = z.output<typeof UpdateWorkoutSetBody>

/** A set of last time's (docs/product/set-kinds.md: every set answers its superset too). */
export const LastSetSchema = WorkoutSetSchema.pick({
  setNumber: true,
  weight: true,
  reps: true,
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
 * load ever lifted in a completed workout (pounds, lightest first; a bodyweight type's load with
 * its workout's body weight, docs/product/exercise-types.md); and the total volume of the
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
