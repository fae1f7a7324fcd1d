import { asc, desc, eq, sql } from 'drizzle-orm'
import type { ExerciseRecord } from '#shared/contract/progress.ts'
import { hasLoad } from '#shared/domain/exercise-types.ts'
import { preparedQuery, textArray, type Db } from '../db/client.ts'
import { exerciseRecords as kept } from '../db/schema.ts'
import { tenth } from './progress.ts'

const LOADS = `('weight_reps', 'bodyweight_reps', 'assisted_reps')`

/**
 * Keeps exercise_records (decision 036) for the lifter's exercises `keys` after their figures
 * changed: each exercise with completed sets gets its last spelling, type and time trained and
 * every best of its type (docs/product/exercise-types.md) — the best e1RM, the heaviest set
 * and the best workout volume for the types with a load, the longest time, the longest
 * distance, the most reps — each the earliest workout on a tie, from one probe of its own
 * best-first index of workout_exercise_figures, so it costs the same for any length of
 * history. An exercise left without completed sets loses its row. One statement, in the
 * caller's transaction (refreshFigures').
 */
export async function refreshRecords(db: Db, userId: string, keys: readonly string[]) {
  if (keys.length === 0) return
  const list = textArray([...new Set(keys)])
  await db.execute(sql`
    with exercise(key) as (select unnest(${list}::text[])),
    fresh as (
      select exercise.key, last.exercise_name, last.exercise_type, last.completed_at,
             e.best as e1rm, e.workout_id as e1rm_workout_id, e.completed_at as e1rm_at,
             h.top_weight, h.top_reps, h.workout_id as top_workout_id, h.completed_at as top_at,
             v.volume, v.workout_id as volume_workout_id, v.completed_at as volume_at,
             l.longest_duration, l.longest_weight, l.workout_id as longest_workout_id,
             l.completed_at as longest_at,
             d.farthest_distance, d.farthest_duration, d.workout_id as farthest_workout_id,
             d.completed_at as farthest_at,
             m.score as most_reps, m.workout_id as most_reps_workout_id,
             m.completed_at as most_reps_at
      from exercise
      cross join lateral (
        select r.exercise_name, r.exercise_type, r.completed_at from workout_exercise_figures r
        where r.user_id = ${userId} and r.exercise_key = exercise.key and r.sets > 0
        order by r.completed_at desc limit 1
      ) as last
      left join lateral (
        select r.best, r.workout_id, r.completed_at from workout_exercise_figures r
        where last.exercise_type in ${sql.raw(LOADS)} and r.user_id = ${userId}
          and r.exercise_key = exercise.key and r.sets > 0
        order by r.best desc, r.completed_at limit 1
      ) as e on true
      left join lateral (
        select r.top_weight, r.top_reps, r.workout_id, r.completed_at
        from workout_exercise_figures r
        where last.exercise_type in ${sql.raw(LOADS)} and r.user_id = ${userId}
          and r.exercise_key = exercise.key and r.sets > 0
        order by r.top_weight desc, r.top_reps desc, r.completed_at limit 1
      ) as h on true
      left join lateral (
        select r.volume, r.workout_id, r.completed_at from workout_exercise_figures r
        where last.exercise_type in ${sql.raw(LOADS)} and r.user_id = ${userId}
          and r.exercise_key = exercise.key and r.sets > 0
        order by r.volume desc, r.completed_at limit 1
      ) as v on true
      left join lateral (
        select r.longest_duration, r.longest_weight, r.workout_id, r.completed_at
        from workout_exercise_figures r
        where last.exercise_type = 'duration' and r.user_id = ${userId}
          and r.exercise_key = exercise.key and r.longest_duration is not null
        order by r.longest_duration desc, r.longest_weight desc, r.completed_at limit 1
      ) as l on true
      left join lateral (
        select r.farthest_distance, r.farthest_duration, r.workout_id, r.completed_at
        from workout_exercise_figures r
        where last.exercise_type in ('distance_duration', 'weight_distance')
          and r.user_id = ${userId} and r.exercise_key = exercise.key
          and r.farthest_distance is not null
        order by r.farthest_distance desc, r.completed_at limit 1
      ) as d on true
      left join lateral (
        select r.score, r.workout_id, r.completed_at from workout_exercise_figures r
        where last.exercise_type = 'reps_only' and r.exercise_type = 'reps_only'
          and r.user_id = ${userId} and r.exercise_key = exercise.key and r.score > 0
        order by r.score desc, r.completed_at limit 1
      ) as m on true
    ),
    gone as (
      delete from exercise_records x
      where x.user_id = ${userId} and x.exercise_key = any(${list}::text[])
        and x.exercise_key not in (select key from fresh)
    )
    insert into exercise_records
      (user_id, exercise_key, exercise_name, exercise_type, last_trained_at,
       e1rm, e1rm_workout_id, e1rm_at, top_weight, top_reps, top_workout_id, top_at,
       volume, volume_workout_id, volume_at,
       longest_duration, longest_weight, longest_workout_id, longest_at,
       farthest_distance, farthest_duration, farthest_workout_id, farthest_at,
       most_reps, most_reps_workout_id, most_reps_at)
    select ${userId}, key, exercise_name, exercise_type, completed_at,
           e1rm, e1rm_workout_id, e1rm_at, top_weight, top_reps, top_workout_id, top_at,
           volume, volume_workout_id, volume_at,
           longest_duration, longest_weight, longest_workout_id, longest_at,
           farthest_distance, farthest_duration, farthest_workout_id, farthest_at,
           most_reps, most_reps_workout_id, most_reps_at
    from fresh
    on conflict (user_id, exercise_key) do update set
      exercise_name = excluded.exercise_name, exercise_type = excluded.exercise_type,
      last_trained_at = excluded.last_trained_at,
      e1rm = excluded.e1rm, e1rm_workout_id = excluded.e1rm_workout_id, e1rm_at = excluded.e1rm_at,
      top_weight = excluded.top_weight, top_reps = excluded.top_reps,
      top_workout_id = excluded.top_workout_id, top_at = excluded.top_at,
      volume = excluded.volume, volume_workout_id = excluded.volume_workout_id,
      volume_at = excluded.volume_at,
      longest_duration = excluded.longest_duration, longest_weight = excluded.longest_weight,
      longest_workout_id = excluded.longest_workout_id, longest_at = excluded.longest_at,
      farthest_distance = excluded.farthest_distance,
      farthest_duration = excluded.farthest_duration,
      farthest_workout_id = excluded.farthest_workout_id, farthest_at = excluded.farthest_at,
      most_reps = excluded.most_reps, most_reps_workout_id = excluded.most_reps_workout_id,
      most_reps_at = excluded.most_reps_at`)
}

/**
 * GET /api/records: the kept row of each exercise (refreshRecords), most recently trained
 * first; the lifter's range of the primary key, one row per exercise.
 */
const recordsQuery = preparedQuery((db) =>
  db
    .select({
      exerciseName: kept.exerciseName,
      type: kept.exerciseType,
      lastTrainedAt: kept.lastTrainedAt,
      e1rm: kept.e1rm,
      e1rmWorkoutId: kept.e1rmWorkoutId,
      e1rmAt: kept.e1rmAt,
      topWeight: kept.topWeight,
      topReps: kept.topReps,
      topWorkoutId: kept.topWorkoutId,
      topAt: kept.topAt,
      volume: kept.volume,
      volumeWorkoutId: kept.volumeWorkoutId,
      volumeAt: kept.volumeAt,
      longest: kept.longest,
      longestWeight: kept.longestWeight,
      longestWorkoutId: kept.longestWorkoutId,
      longestAt: kept.longestAt,
      farthest: kept.farthest,
      farthestDuration: kept.farthestDuration,
      farthestWorkoutId: kept.farthestWorkoutId,
      farthestAt: kept.farthestAt,
      mostReps: kept.mostReps,
      mostRepsWorkoutId: kept.mostRepsWorkoutId,
      mostRepsAt: kept.mostRepsAt,
    })
    .from(kept)
    .where(eq(kept.userId, sql.placeholder('userId')))
    .orderBy(desc(kept.lastTrainedAt), asc(kept.exerciseKey))
    .prepare('records'),
)

/** A best the exercise has (its workout kept beside it), else null. */
const best = <T>(workoutId: string | null, at: Date | null, figures: () => T) =>
  workoutId === null || at === null ? null : { ...figures(), workoutId, date: at.toISOString() }

/** GET /api/records (recordsQuery), each best as the records screen shows it. */
export async function readRecords(db: Db, userId: string): Promise<ExerciseRecord[]> {
  const rows = await recordsQuery(db).execute({ userId })
  return rows.map((row) => {
    const load = hasLoad(row.type)
    return {
      exerciseName: row.exerciseName,
      type: row.type,
      lastTrainedAt: row.lastTrainedAt.toISOString(),
      e1rm: load ? best(row.e1rmWorkoutId, row.e1rmAt, () => ({ value: tenth(row.e1rm!) })) : null,
      heaviest: load
        ? best(row.topWorkoutId, row.topAt, () => ({
            weight: tenth(row.topWeight!),
            reps: row.topReps!,
          }))
        : null,
      volume: load
        ? best(row.volumeWorkoutId, row.volumeAt, () => ({
            value: tenth(row.volume!),
          }))
        : null,
      longest: best(row.longestWorkoutId, row.longestAt, () => ({
        duration: row.longest!,
        weight: tenth(row.longestWeight!),
      })),
      farthest: best(row.farthestWorkoutId, row.farthestAt, () => ({
        distance: row.farthest!,
        duration: row.farthestDuration,
      })),
      mostReps: best(row.mostRepsWorkoutId, row.mostRepsAt, () => ({ reps: row.mostReps! })),
    }
  })
}
