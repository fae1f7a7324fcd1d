import { and, eq, sql } from 'drizzle-orm'
import { preparedQuery, type Db } from '../db/client.ts'
import { workoutDays } from '../db/schema.ts'

const ownedDayQuery = preparedQuery((db) =>
  db
    .select({ id: workoutDays.id })
    .from(workoutDays)
    .where(
      and(
        eq(workoutDays.id, sql.placeholder('dayId')),
        eq(workoutDays.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('owned_workout_day'),
)

/** Whether the day exists and is the lifter's. */
export async function ownsDay(db: Db, userId: string, dayId: string): Promise<boolean> {
  const [day] = await ownedDayQuery(db).execute({ userId, dayId })
  return day !== undefined
}
