import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { ImportResult, RestoreDocument } from '#shared/contract/imports.ts'
import { nameKey } from '#shared/domain/names.ts'
import type { Db } from '../db/client.ts'
import {
  bodyWeights,
  exerciseMuscles,
  exerciseNotes,
  exerciseTypes,
  progressionRules,
  users,
  workoutDays,
} from '../db/schema.ts'
import { ALL_TIME, bodyWeightExerciseKeys, refreshFigures } from './exercise-figures.ts'
import { customMuscles, musclesRow } from './exercise-muscles.ts'
import { typeRow } from './exercise-types.ts'
import {
  importCounts,
  insertWorkouts,
  lockImports,
  withoutDuplicates,
  type WorkoutToInsert,
} from './imports.ts'
import { dayExerciseColumns } from './workout-days.ts'

// Rows per insert statement: well under PostgreSQL's 65,535 bound parameters.
const ROW_BATCH = 1000

/** `rows` inserted a batch at a time. */
async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += ROW_BATCH) await insert(rows.slice(at, at + ROW_BATCH))
}

/**
 * What of the file the account has: its days by name (the first of a name), the names with a
 * rule, the dates with a body weight, the file's names that have their own muscles, and the
 * names with a pinned note.
 */
async function alreadyThere(tx: Db, userId: string, file: RestoreDocument) {
  const accountDays = await tx
    .select({ id: workoutDays.id, name: workoutDays.name })
    .from(workoutDays)
    .where(eq(workoutDays.userId, userId))
    .orderBy(asc(workoutDays.seq))
  const days = new Map<string, string>()
  for (const day of accountDays)
    if (!days.has(nameKey(day.name))) days.set(nameKey(day.name), day.id)

  const rules = await tx
    .select({ key: progressionRules.exerciseKey })
    .from(progressionRules)
    .where(
      and(
        eq(progressionRules.userId, userId),
        inArray(
          progressionRules.exerciseKey,
          file.progressions.map((rule) => nameKey(rule.exerciseName)),
        ),
      ),
    )
  const dates = await tx
    .select({ date: bodyWeights.date })
    .from(bodyWeights)
    .where(
      and(
        eq(bodyWeights.userId, userId),
        inArray(
          bodyWeights.date,
          file.bodyWeights.map((weight) => weight.date),
        ),
      ),
    )
  const notes = await tx
    .select({ key: exerciseNotes.exerciseKey })
    .from(exerciseNotes)
    .where(
      and(
        eq(exerciseNotes.userId, userId),
        inArray(
          exerciseNotes.exerciseKey,
          file.exerciseNotes.map((note) => nameKey(note.exerciseName)),
        ),
      ),
    )
  const muscles = await tx
    .select({ key: exerciseMuscles.nameKey })
    .from(exerciseMuscles)
    .where(
      and(
        eq(exerciseMuscles.userId, userId),
        inArray(
          exerciseMuscles.nameKey,
          file.exerciseMuscles.map((entry) => nameKey(entry.exerciseName)),
        ),
      ),
    )
  const types = await tx
    .select({ key: exerciseTypes.exerciseKey })
    .from(exerciseTypes)
    .where(
      and(
        eq(exerciseTypes.userId, userId),
        inArray(
          exerciseTypes.exerciseKey,
          file.exerciseTypes.map((entry) => nameKey(entry.exerciseName)),
        ),
      ),
    )
  return {
    days,
    rules: new Set(rules.map((row) => row.key)),
    dates: new Set(dates.map((row) => row.date)),
    muscles: new Set(muscles.map((row) => row.key)),
    notes: new Set(notes.map((row) => row.key)),
    types: new Set(types.map((row) => row.key)),
  }
}

/**
 * docs/product/tokens-and-restore.md: an Ironlog JSON export restored into the lifter's account, in one
 * transaction under the import lock. Skipped: a day whose name the account has (its workouts
 * join the account's day of that name), a rule for a name that has one, a body weight for a
 * date that has one, a name's muscles where the name has its own, a pinned note where the name
 * has one, a name's type (docs/product/exercise-types.md) where the name has its own, the distance unit where the
 * account chose its own, and (docs/product/import-export.md) a
 * workout the account has. So a second restore of one file adds nothing. A dry run answers the
 * same counts and writes nothing.
 */
export async function restoreExport(
  db: Db,
  userId: string,
  file: RestoreDocument,
  dryRun: boolean,
): Promise<ImportResult> {
  // Oldest first (the export's order, kept for workouts that start together).
  const workouts = file.workouts
    .map((workout) => ({
      ...workout,
      name: workout.workoutDayName,
      startedAt: new Date(workout.startedAt),
    }))
    .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime())

  return db.transaction(async (tx) => {
    // A dry run too: it answers what the import beside it leaves.
    await lockImports(tx, userId)
    const taken = await alreadyThere(tx, userId, file)
    const days = file.days.filter((day) => !taken.days.has(nameKey(day.name)))
    const rules = file.progressions.filter((rule) => !taken.rules.has(nameKey(rule.exerciseName)))
    const weights = file.bodyWeights.filter((weight) => !taken.dates.has(weight.date))
    const muscles = file.exerciseMuscles.filter(
      (entry) => !taken.muscles.has(nameKey(entry.exerciseName)),
    )
    const notes = file.exerciseNotes.filter((note) => !taken.notes.has(nameKey(note.exerciseName)))
    const types = file.exerciseTypes.filter(
      (entry) => !taken.types.has(nameKey(entry.exerciseName)),
    )
    const fresh = await withoutDuplicates(tx, userId, workouts)

    if (!dryRun) {
      // The file's day ids, each to the day its workouts join here.
      const dayIds = new Map<string, string>()
      for (const day of file.days) {
        const kept = taken.days.get(nameKey(day.name))
        if (kept) dayIds.set(day.id, kept)
      }
      const newDays = days.map((day) => {
        const id = randomUUID()
        dayIds.set(day.id, id)
        const { id: _, updatedAt, ...fields } = day
        return {
          ...fields,
          ...dayExerciseColumns(fields.exercises),
          id,
          userId,
          ...(updatedAt && { updatedAt: new Date(updatedAt) }),
        }
      })
      // One statement per batch: creation order (seq) follows the file's.
      await insertBatches(newDays, (batch) => tx.insert(workoutDays).values(batch))
      await insertBatches(rules, (batch) =>
        tx.insert(progressionRules).values(
          batch.map(({ exerciseName, since, ...rule }) => ({
            userId,
            exerciseKey: nameKey(exerciseName),
            exerciseName,
            rule,
            since: new Date(since),
          })),
        ),
      )
      await insertBatches(weights, (batch) =>
        tx.insert(bodyWeights).values(batch.map((weight) => ({ userId, ...weight }))),
      )
      await insertBatches(muscles, (batch) =>
        tx
          .insert(exerciseMuscles)
          .values(
            batch.map((entry) =>
              musclesRow(userId, entry.exerciseName, customMuscles(entry.muscles)),
            ),
          ),
      )
      await insertBatches(notes, (batch) =>
        tx.insert(exerciseNotes).values(
          batch.map(({ exerciseName, note, updatedAt }) => ({
            userId,
            exerciseKey: nameKey(exerciseName),
            exerciseName,
            note,
            ...(updatedAt && { updatedAt: new Date(updatedAt) }),
          })),
        ),
      )
      await insertBatches(types, (batch) =>
        tx
          .insert(exerciseTypes)
          .values(batch.map((entry) => typeRow(userId, entry.exerciseName, entry.type))),
      )
      // docs/product/exercise-types.md: the file's distance unit, where the account has not chosen its own.
      if (file.distanceUnit) {
        await tx
          .update(users)
          .set({ distanceUnit: file.distanceUnit })
          .where(and(eq(users.id, userId), isNull(users.distanceUnit)))
      }
      if (fresh.length > 0) {
        await insertWorkouts(
          tx,
          userId,
          fresh.map((workout): WorkoutToInsert => ({
            name: workout.name,
            startedAt: workout.startedAt,
            completedAt: workout.completedAt === null ? null : new Date(workout.completedAt),
            workoutDayId:
              workout.workoutDayId === null ? null : (dayIds.get(workout.workoutDayId) ?? null),
            sets: workout.sets,
          })),
        )
      }
      // The account's own workouts count the restored types and body weights too: the names
      // given a type, and every bodyweight exercise once body weights came, are counted again.
      const recount = new Set(types.map((entry) => nameKey(entry.exerciseName)))
      if (weights.length > 0) {
        for (const key of await bodyWeightExerciseKeys(tx, userId)) recount.add(key)
      }
      await refreshFigures(tx, userId, [...recount], ALL_TIME)
    }
    return {
      ...importCounts('ironlog', workouts, fresh, 0),
      days: days.length,
      progressions: rules.length,
      bodyWeights: weights.length,
    }
  })
}
