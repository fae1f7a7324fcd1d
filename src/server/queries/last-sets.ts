import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { LastSet } from '#shared/contract/workout-sets.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { withCanonicalWeights } from './workouts.ts'

const exerciseNameParam = sql.placeholder('exerciseName')

/**
 * The lifter's newest completed workout (of one day, or of any) with the exercise done in it.
 * Not prepared, on purpose: a generic plan, which PostgreSQL picks for a prepared statement after
 * five runs, cannot know how far back the exercise was last done and walked a 100×-history
 * lifter's whole history (48 ms instead of 3); planned for the actual values it stops early.
 */
function newestWorkoutWith(db: Db, scope: SQL, exerciseName: string) {
  return db
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
}

const completedSetsQuery = preparedQuery((db) =>
  db
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
        eq(workoutSets.workoutId, sql.placeholder('workoutId')),
        sql`lower(${workoutSets.exerciseName}) = lower(${exerciseNameParam})`,
        eq(workoutSets.completed, true),
      ),
    )
    .orderBy(workoutSets.setNumber, workoutSets.createdAt)
    .prepare('last_sets'),
)

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
  const ofThisDay = and(eq(workouts.userId, userId), eq(workouts.workoutDayId, dayId))!
  const [ofDay] = await newestWorkoutWith(db, ofThisDay, exerciseName)
  const [newest] = ofDay
    ? [ofDay]
    : await newestWorkoutWith(db, eq(workouts.userId, userId), exerciseName)
  if (!newest) return []
  const rows = await completedSetsQuery(db).execute({ workoutId: newest.id, exerciseName })
  return rows.map(withCanonicalWeights)
}
