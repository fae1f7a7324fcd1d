import { and, eq, sql } from 'drizzle-orm'
import { preparedQuery, textArray, type Db } from '../db/client.ts'
import { workoutExerciseRecords, workoutSets } from '../db/schema.ts'
import {
  countedSetsSql,
  countingSetSql,
  scoringSet,
  setVolumeSql,
  summaryFiguresSql,
  topSetOrder,
  epleySql,
} from './set-figures.ts'

/** The first key of the per-lifter advisory lock around a records refresh (any constant). */
const RECORDS_LOCK = 6_150_311

/**
 * docs/product/history-and-prs.md: an exercise in a workout is a PR when its best completed working set, by
 * Epley's estimated one-rep max, beats the best of every earlier completed workout for that
 * exercise (names matched case-insensitively). Equal is not a PR; the first time counts.
 *
 * The flags live in workout_exercise_records. After a write that can change them, this
 * recomputes the rows of the given exercises from `from` onwards, seeding the running best
 * from the last row before it, so completing today's workout touches only today's rows.
 */
export async function refreshRecords(db: Db, userId: string, keys: string[], from: Date) {
  if (keys.length === 0) return
  // One refresh at a time per lifter, until the caller's transaction ends: two interleaved
  // delete-and-insert passes would clash on the key or leave a flag computed from stale rows.
  // Its own statement, so the statements below see everything the previous holder committed.
  await db.execute(sql`select pg_advisory_xact_lock(${RECORDS_LOCK}, hashtext(${userId}))`)
  const since = from.toISOString()
  // One array parameter, however many names (docs/product/trust-accounts-and-devices.md: a list of parameters, one per
  // name, passed PostgreSQL's limit of 65,535 with a large import).
  const names = textArray(keys)
  await db
    .delete(workoutExerciseRecords)
    .where(
      and(
        eq(workoutExerciseRecords.userId, userId),
        sql`${workoutExerciseRecords.exerciseKey} = any(${names}::text[])`,
        sql`${workoutExerciseRecords.completedAt} >= ${since}::timestamptz`,
      ),
    )
  await db.execute(sql`
    insert into workout_exercise_records
      (workout_id, user_id, exercise_key, completed_at, best, best_so_far, is_pr,
       exercise_name, top_weight, top_reps, volume, sets, working_sets,
       first_set_at, first_completed_number, first_completed_at, first_completed_name,
       record_set_weight, record_set_reps, top_set_weight, top_set_reps, counted_sets,
       workout_day_id)
    select workout_id, ${userId}, exercise_key, completed_at, best,
           greatest(best, prior), best > 0 and best > prior,
           exercise_name, top_weight, top_reps, volume, sets, working_sets,
           first_set_at, first_completed_number, first_completed_at, first_completed_name,
           record_set_weight, record_set_reps, top_set_weight, top_set_reps, counted_sets,
           workout_day_id
    from (
      select bests.*,
             greatest(
               coalesce(base.best_so_far, 0),
               coalesce(max(bests.best) over (
                 partition by bests.exercise_key order by bests.completed_at, bests.workout_id
                 rows between unbounded preceding and 1 preceding), 0)
             ) as prior
      from (
        select w.id as workout_id, s.exercise_key, w.completed_at, w.workout_day_id,
               coalesce(max(${sql.raw(epleySql)}) filter (where ${scoringSet}), 0)::float8
                 as best,
               min(s.exercise_name) as exercise_name,
               coalesce((array_agg(s.weight ${topSetOrder}) filter (where ${scoringSet}))[1], 0)::float8
                 as top_weight,
               coalesce((array_agg(s.reps ${topSetOrder}) filter (where ${scoringSet}))[1], 0)
                 as top_reps,
               coalesce(sum(${setVolumeSql}) filter (where s.completed), 0)::float8 as volume,
               (count(*) filter (where s.completed))::int as sets,
               (count(*) filter (where ${sql.raw(countingSetSql)}))::int as working_sets,
               ${sql.raw(summaryFiguresSql)},
               ${sql.raw(countedSetsSql)} as counted_sets
        from workouts w
        join workout_sets s on s.workout_id = w.id
        where w.user_id = ${userId} and w.completed_at >= ${since}::timestamptz
          and s.user_id = ${userId} and s.exercise_key = any(${names}::text[])
        group by w.id, s.exercise_key, w.completed_at
      ) as bests
      left join lateral (
        select r.best_so_far from workout_exercise_records r
        where r.user_id = ${userId} and r.exercise_key = bests.exercise_key
          and r.completed_at < ${since}::timestamptz
        order by r.completed_at desc
        limit 1
      ) as base on true
    ) as ranked
  `)
}

/** The keys of the exercise names a workout of the lifter has sets of. */
export async function exerciseKeysOf(db: Db, userId: string, workoutId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: workoutSets.exerciseKey })
    .from(workoutSets)
    .where(and(eq(workoutSets.workoutId, workoutId), eq(workoutSets.userId, userId)))
  return rows.map((row) => row.key)
}

/** Keys `${workoutId}:${exerciseKey}` of the PRs among the lifter's given workouts: one indexed read. */
const personalRecordsQuery = preparedQuery((db) =>
  db
    .select({
      workoutId: workoutExerciseRecords.workoutId,
      key: workoutExerciseRecords.exerciseKey,
    })
    .from(workoutExerciseRecords)
    .where(
      and(
        sql`${workoutExerciseRecords.workoutId} = any(${sql.placeholder('workoutIds')}::uuid[])`,
        eq(workoutExerciseRecords.userId, sql.placeholder('userId')),
        eq(workoutExerciseRecords.isPr, true),
      ),
    )
    .prepare('personal_records_of_workouts'),
)

export async function findPersonalRecords(
  db: Db,
  userId: string,
  workoutIds: string[],
): Promise<Set<string>> {
  if (workoutIds.length === 0) return new Set()
  const rows = await personalRecordsQuery(db).execute({ userId, workoutIds })
  return new Set(rows.map((row) => `${row.workoutId}:${row.key}`))
}
