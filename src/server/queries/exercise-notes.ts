import { and, asc, eq, sql } from 'drizzle-orm'
import type { ExerciseNote } from '#shared/contract/exercise-notes.ts'
import { nameKey } from '#shared/domain/names.ts'
import type { Db } from '../db/client.ts'
import { exerciseNotes } from '../db/schema.ts'
import { iso } from '../lib/timestamps.ts'

const noteColumns = {
  exerciseName: exerciseNotes.exerciseName,
  note: exerciseNotes.note,
  updatedAt: exerciseNotes.updatedAt,
}

const toNote = (row: { exerciseName: string; note: string; updatedAt: Date }): ExerciseNote => ({
  ...row,
  updatedAt: iso(row.updatedAt),
})

const owned = (userId: string, exerciseName: string) =>
  and(eq(exerciseNotes.userId, userId), eq(exerciseNotes.exerciseKey, nameKey(exerciseName)))

/** GET /api/exercise-notes (docs/product/exercises.md): the lifter's pinned notes, by name. */
export async function listNotes(db: Db, userId: string): Promise<ExerciseNote[]> {
  const rows = await db
    .select(noteColumns)
    .from(exerciseNotes)
    .where(eq(exerciseNotes.userId, userId))
    .orderBy(asc(exerciseNotes.exerciseKey))
  return rows.map(toNote)
}

/** PUT /api/exercise-notes/{exerciseName}: pins the note, replacing the name's note if any. */
export async function putNote(
  db: Db,
  userId: string,
  exerciseName: string,
  note: string,
): Promise<ExerciseNote> {
  const [row] = await db
    .insert(exerciseNotes)
    .values({ userId, exerciseKey: nameKey(exerciseName), exerciseName, note })
    .onConflictDoUpdate({
      target: [exerciseNotes.userId, exerciseNotes.exerciseKey],
      set: { exerciseName, note, updatedAt: sql`now()` },
    })
    .returning(noteColumns)
  return toNote(row!)
}

/** DELETE /api/exercise-notes/{exerciseName}: whether the name had a note. */
export async function deleteNote(db: Db, userId: string, exerciseName: string): Promise<boolean> {
  const deleted = await db
    .delete(exerciseNotes)
    .where(owned(userId, exerciseName))
    .returning({ key: exerciseNotes.exerciseKey })
  return deleted.length > 0
}
