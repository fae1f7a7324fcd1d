import { randomUUID } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
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
import { bodyWeightExerciseKeys, figureTimes } from './exercise-figures.ts'
import { customMuscles, musclesRow } from './exercise-muscles.ts'
import { typeRow } from './exercise-types.ts'
import {
  importCounts,
  inSteps,
  insertWorkouts,
  refreshInStretches,
  withoutDuplicates,
  type Steps,
  type WorkoutToInsert,
} from './imports.ts'
import { dayExerciseColumns, makeRoomForDays } from './workout-days.ts'

// Rows per insert statement: well under PostgreSQL's 65,535 bound parameters.
const ROW_BATCH = 1000

/** `rows` inserted a batch at a time. */
async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += ROW_BATCH) await insert(rows.slice(at, at + ROW_BATCH))
}

/** `rows` inserted a batch a step (one statement each). */
async function insertInSteps<T>(
  steps: Steps,
  rows: T[],
  insert: (tx: Db, batch: T[]) => Promise<unknown>,
) {
  const batch = Math.min(ROW_BATCH, steps.rowsPerStep)
  for (let at = 0; at < rows.length; at += batch) {
    await steps.run((tx) => insert(tx, rows.slice(at, at + batch)))
  }
}

/**
 * What the account has that a file may repeat: its days by name key (the first of a name), the
 * keys with a rule, the dates with a body weight, the keys with their own muscles, with a
 * pinned note and with their own type. Each read is a step of its own, and reads the lifter's rows whole (no list of
 * thousands of the file's values to bind).
 */
async function alreadyThere(steps: Steps, userId: string) {
  const accountDays = await steps.run((tx) =>
    tx
      .select({ id: workoutDays.id, name: workoutDays.name })
      .from(workoutDays)
      .where(eq(workoutDays.userId, userId))
      .orderBy(asc(workoutDays.seq)),
  )
  const days = new Map<string, string>()
  for (const day of accountDays) {
    if (!days.has(nameKey(day.name))) days.set(nameKey(day.name), day.id)
  }
  const keysOf = async (
    table: typeof progressionRules | typeof exerciseNotes | typeof exerciseTypes,
  ) =>
    new Set(
      (
        await steps.run((tx) =>
          tx.select({ key: table.exerciseKey }).from(table).where(eq(table.userId, userId)),
        )
      ).map((row) => row.key),
    )
  const rules = await keysOf(progressionRules)
  const notes = await keysOf(exerciseNotes)
  const types = await keysOf(exerciseTypes)
  const muscles = await steps.run((tx) =>
    tx
      .select({ key: exerciseMuscles.nameKey })
      .from(exerciseMuscles)
      .where(eq(exerciseMuscles.userId, userId)),
  )
  const dates = await steps.run((tx) =>
    tx.select({ date: bodyWeights.date }).from(bodyWeights).where(eq(bodyWeights.userId, userId)),
  )
  return {
    days,
    rules,
    dates: new Set(dates.map((row) => row.date)),
    muscles: new Set(muscles.map((row) => row.key)),
    notes,
    types,
  }
}

/**
 * docs/product/tokens-and-restore.md: an Ironlog JSON export restored into the lifter's account,
 * under the import lock, in short steps (imports.ts inSteps, docs/product/trust-tokens-and-values.md:
 * other lifters are answered meanwhile). Skipped: a day whose name the account has (its workouts
 * join the account's day of that name), a rule for a name that has one, a body weight for a
 * date that has one, a name's muscles where the name has its own, a pinned note where the name
 * has one, a name's type (docs/product/exercise-types.md) where the name has its own, the
 * distance unit where the account chose its own, and (docs/product/import-export.md) a workout
 * the account has. So a second restore of
 * one file adds nothing (and, on the embedded database, one stopped midway adds the rest). A dry
 * run answers the same counts and writes nothing. An account past its days is 409, before
 * anything is written.
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

  return inSteps(db, userId, async (steps) => {
    // A dry run too: it answers what the import beside it leaves.
    const taken = await alreadyThere(steps, userId)
    const days = file.days.filter((day) => !taken.days.has(nameKey(day.name)))
    await steps.run((tx) => makeRoomForDays(tx, userId, days.length))
    const fresh = await steps.run((tx) => withoutDuplicates(tx, userId, workouts))
    const rules = file.progressions.filter((rule) => !taken.rules.has(nameKey(rule.exerciseName)))
    const weights = file.bodyWeights.filter((weight) => !taken.dates.has(weight.date))
    const muscles = file.exerciseMuscles.filter(
      (entry) => !taken.muscles.has(nameKey(entry.exerciseName)),
    )
    const notes = file.exerciseNotes.filter((note) => !taken.notes.has(nameKey(note.exerciseName)))
    const types = file.exerciseTypes.filter(
      (entry) => !taken.types.has(nameKey(entry.exerciseName)),
    )

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
      // One statement per batch: creation order (seq) follows the file's. Counted again with
      // the days' insert: a day made meanwhile on another device counts too.
      await steps.run(async (tx) => {
        await makeRoomForDays(tx, userId, newDays.length)
        await insertBatches(newDays, (batch) => tx.insert(workoutDays).values(batch))
      })
      await insertInSteps(steps, rules, (tx, batch) =>
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
      await insertInSteps(steps, weights, (tx, batch) =>
        tx.insert(bodyWeights).values(batch.map((weight) => ({ userId, ...weight }))),
      )
      await insertInSteps(steps, muscles, (tx, batch) =>
        tx
          .insert(exerciseMuscles)
          .values(
            batch.map((entry) =>
              musclesRow(userId, entry.exerciseName, customMuscles(entry.muscles)),
            ),
          ),
      )
      await insertInSteps(steps, notes, (tx, batch) =>
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
      await insertInSteps(steps, types, (tx, batch) =>
        tx
          .insert(exerciseTypes)
          .values(batch.map((entry) => typeRow(userId, entry.exerciseName, entry.type))),
      )
      // docs/product/exercise-types.md: the file's distance unit, where the account has not chosen its own.
      const distanceUnit = file.distanceUnit
      if (distanceUnit) {
        await steps.run((tx) =>
          tx
            .update(users)
            .set({ distanceUnit })
            .where(and(eq(users.id, userId), isNull(users.distanceUnit))),
        )
      }
      if (fresh.length > 0) {
        await insertWorkouts(
          steps,
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
      // Their whole history, a stretch of time a step (imports.ts refreshInStretches).
      const recount = await steps.run(async (tx) => {
        const keys = new Set(types.map((entry) => nameKey(entry.exerciseName)))
        if (weights.length > 0) {
          for (const key of await bodyWeightExerciseKeys(tx, userId)) keys.add(key)
        }
        return [...keys]
      })
      const times = await steps.run((tx) => figureTimes(tx, userId, recount))
      await refreshInStretches(steps, userId, recount, times)
    }
    return {
      ...importCounts('ironlog', workouts, fresh, 0),
      days: days.length,
      progressions: rules.length,
      bodyWeights: weights.length,
    }
  })
}
