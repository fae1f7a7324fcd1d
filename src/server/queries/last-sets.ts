import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { LastSet } from '#shared/contract/workout-sets.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { workouts, workoutSets } from '../db/schema.ts'
import { withCanonicalWeights } from './workouts.ts'

const exerciseName = sql.placeholder('exerciseName')

/** The lifter's newest completed workout (of one day, or of any) with the exercise done in it. */
const newestWorkoutWith = (scope: 'day' | 'any') =>
  preparedQuery((db) =>
    db
      .select({ id: workouts.id })
      .from(workouts)
      .where(
        and(
          eq(workouts.userId, sql.placeholder('userId')),
          scope === 'day' ? eq(workouts.workoutDayId, sql.placeholder('dayId')) : undefined,
          isNotNull(workouts.completedAt),
          sql`exists (select 1 from workout_sets s
                      where s.workout_id = workouts.id and s.completed
                        and lower(s.exercise_name) = lower(${exerciseName}))`,
        ),
      )
      .orderBy(desc(workouts.completedAt))
      .limit(1)
      .prepare(`newest_workout_with_exercise_${scope}`),
  )
const newestOfDay = newestWorkoutWith('day')
const newestOfAnyDay = newestWorkoutWith('any')

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
        sql`lower(${workoutSets.exerciseName}) = lower(${exerciseName})`,
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
 * The session screen asks for every exercise of a day at once: each query is prepared once.
 */
export async function findLastSets(
  db: Db,
  userId: string,
  dayId: string,
  exerciseName: string,
): Promise<LastSet[]> {
  const [ofDay] = await newestOfDay(db).execute({ userId, dayId, exerciseName })
  const [newest] = ofDay ? [ofDay] : await newestOfAnyDay(db).execute({ userId, exerciseName })
  if (!newest) return []
  const rows = await completedSetsQuery(db).execute({ workoutId: newest.id, exerciseName })
  return rows.map(withCanonicalWeights)
}
