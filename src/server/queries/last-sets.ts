import { and, eq, sql } from 'drizzle-orm'
import type { LastSet } from '#shared/contract/workout-sets.ts'
import type { Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'

/**
 * decisions.md §4/§7: the completed sets of an exercise (name matched case-insensitively) from
 * the newest completed workout of this day that has it; failing that, of any day; else [].
 */
export async function findLastSets(
  db: Db,
  userId: string,
  dayId: string,
  exerciseName: string,
): Promise<LastSet[]> {
  const sameExercise = sql`lower(${workoutSets.exerciseName}) = lower(${exerciseName})`
  const [source] = await db
    .select({ workoutId: workoutSets.workoutId })
    .from(workoutSets)
    .innerJoin(workouts, eq(workouts.id, workoutSets.workoutId))
    .where(
      and(
        eq(workoutSets.userId, userId),
        sameExercise,
        eq(workoutSets.completed, true),
        sql`${workouts.completedAt} is not null`,
      ),
    )
    .orderBy(
      sql`coalesce(${workouts.workoutDayId} = ${dayId}, false) desc`,
      sql`${workouts.completedAt} desc`,
    )
    .limit(1)
  if (!source) return []
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
    .where(
      and(
        eq(workoutSets.workoutId, source.workoutId),
        sameExercise,
        eq(workoutSets.completed, true),
      ),
    )
    .orderBy(workoutSets.setNumber, workoutSets.createdAt)
  return rows.map((row) => ({
    ...row,
    weight: String(Number(row.weight)),
    additionalWeight: String(Number(row.additionalWeight)),
  }))
}
