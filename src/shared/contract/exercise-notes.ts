import { z } from 'zod'
import { MAX_PINNED_NOTE_LENGTH } from '../domain/text.ts'
import { NameParamSchema, TextSchema, Timestamp } from './common.ts'

const NOTE_MESSAGE = `must be 1 to ${MAX_PINNED_NOTE_LENGTH} characters`

/** docs/product/exercises.md: a pinned note, 1–500 characters after trimming (line breaks kept). */
export const PinnedNoteSchema = TextSchema.trim()
  .min(1, NOTE_MESSAGE)
  .max(MAX_PINNED_NOTE_LENGTH, NOTE_MESSAGE)

/** One of the lifter's pinned notes. */
export const ExerciseNoteSchema = z.object({
  exerciseName: z.string(),
  note: z.string(),
  updatedAt: Timestamp,
})
export type ExerciseNote = z.infer<typeof ExerciseNoteSchema>

export const PutExerciseNoteBody = z.object({ note: PinnedNoteSchema })
export type PutExerciseNoteBody = z.infer<typeof PutExerciseNoteBody>

export const ExerciseNoteParams = z.object({ exerciseName: NameParamSchema })
/** PUT reads the name itself: a bad one is a 400 naming it (a bad path parameter is a 404). */
export const PutExerciseNoteParams = z.object({ exerciseName: z.string() })
