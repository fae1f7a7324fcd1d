import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { LastSet } from '#shared/contract/workout-sets.ts'
import type { Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { withCanonicalWeights } from './workouts.ts'

/**
 * decisions.md §4/§7: the completed sets of an exercise (name matched case-insensitively) from
 * the newest completed workout of this day that has it; failing that, of any day; else [].
 *
 * Walks the lifter's completed workouts newest first and stops at the first that has the
 * exercise (an index probe each), so a long history costs nothing for an exercise done lately.
 */
export async function findLastSets(
  db: Db,
  userId: string,
  dayId: string,
  exerciseName: string,
): Promise<LastSet[]> {
  const sameExercise = sql`lower(${workoutSets.exerciseName}) = lower(${exerciseName})`
  const newestWith = async (scope: SQL) => {
    const [row] = await db
      .select({ id: workouts.id })
      .from(workouts)
      .where(
        and(
          scope,
          isNotNull(workouts.completedAt),
          sql`exists (select 1 from workout_sets s
                      where s.workout_id = workouts.id and s.completed
                        and lower(s.exercise_name) = lower(${exerciseName}))`,
        ),
      )
      .orderBy(desc(workouts.completedAt))
      .limit(1)
    return row?.id
  }
  const workoutId =
    (await newestWith(and(eq(workouts.userId, userId), eq(workouts.workoutDayId, dayId))!)) ??
    (await newestWith(eq(workouts.userId, userId)))
  if (!workoutId) return []
  const rows = await db
    .select({
      setNumber: workoutSets.setNumber,
      weight: workoutSets.weight,
      reps: workoutSets.reps,
      isWarmup: workoutSets.isWarmup,
      additionalMode: workoutSets.additionalMode,
      additionalWeight: workoutSets.additionalWeight,
      notes: workoutSets.notes,
    })
    .from(workoutSets)
    .where(and(eq(workoutSets.workoutId, workoutId), sameExercise, eq(workoutSets.completed, true)))
    .orderBy(workoutSets.setNumber, workoutSets.createdAt)
  return rows.map(withCanonicalWeights)
}
