import { asc, desc, eq, sql } from 'drizzle-orm'
import { ExerciseRecordSchema, type ExerciseRecord } from '#shared/contract/progress.ts'
import { hasLoad, type ExerciseType } from '#shared/domain/exercise-types.ts'
import { preparedQuery, queryRows, textArray, type Db } from '../db/client.ts'
import { exerciseRecords as kept } from '../db/schema.ts'
import { jsonWriter } from '../lib/response-serializer.ts'
import { isoOf, type DriverTime } from '../lib/timestamps.ts'
import { tenth } from './progress.ts'
import { LOAD_TYPES_SQL } from './set-figures.ts'

/** Each best of an exercise as the probes find it: its figures, workout and completion. */
type ProbedRecord = {
  key: string
  exerciseName: string
  type: ExerciseType
  lastTrainedAt: DriverTime
  e1rm: number | null
  e1rmWorkoutId: string
  e1rmAt: DriverTime
  topWeight: number
  topReps: number
  topWorkoutId: string
  topAt: DriverTime
  volume: number | string
  volumeWorkoutId: string
  volumeAt: DriverTime
  longest: number | null
  longestWeight: number | string
  longestWorkoutId: string
  longestAt: DriverTime
  farthest: number | string | null
  farthestDuration: number | null
  farthestWorkoutId: string
  farthestAt: DriverTime
  mostReps: number | string | null
  mostRepsWorkoutId: string
  mostRepsAt: DriverTime
}

/** An exercise's probed bests as GET /api/records answers them. */
function toRecord(row: ProbedRecord): ExerciseRecord {
  const load = hasLoad(row.type) && row.e1rm !== null
  return {
    exerciseName: row.exerciseName,
    type: row.type,
    lastTrainedAt: isoOf(row.lastTrainedAt),
    e1rm: load
      ? { value: tenth(Number(row.e1rm)), workoutId: row.e1rmWorkoutId, date: isoOf(row.e1rmAt) }
      : null,
    heaviest: load
      ? {
          weight: tenth(Number(row.topWeight)),
          reps: Number(row.topReps),
          workoutId: row.topWorkoutId,
          date: isoOf(row.topAt),
        }
      : null,
    volume: load
      ? {
          value: tenth(Number(row.volume)),
          workoutId: row.volumeWorkoutId,
          date: isoOf(row.volumeAt),
        }
      : null,
    longest:
      row.longest === null
        ? null
        : {
            duration: Number(row.longest),
            weight: tenth(Number(row.longestWeight)),
            workoutId: row.longestWorkoutId,
            date: isoOf(row.longestAt),
          },
    farthest:
      row.farthest === null
        ? null
        : {
            distance: Number(row.farthest),
            duration: row.farthestDuration === null ? null : Number(row.farthestDuration),
            workoutId: row.farthestWorkoutId,
            date: isoOf(row.farthestAt),
          },
    mostReps:
      row.mostReps === null
        ? null
        : {
            reps: Number(row.mostReps),
            workoutId: row.mostRepsWorkoutId,
            date: isoOf(row.mostRepsAt),
          },
  }
}

const writeRecord = jsonWriter(ExerciseRecordSchema)

/**
 * Keeps exercise_records (decision 036) for the lifter's exercises `keys` after their figures
 * changed: each exercise with completed sets gets its record as GET /api/records answers it —
 * its last spelling, type and time trained and every best of its type
 * (docs/product/exercise-types.md): the best e1RM, the heaviest set and the best workout
 * volume for the types with a load, the longest time, the longest distance, the most reps —
 * each the earliest workout on a tie, from one probe of its own best-first index of
 * workout_exercise_figures, so it costs the same for any length of history. An exercise left
 * without completed sets loses its row. Read in one statement, written in one, in the caller's
 * transaction (refreshFigures').
 */
export async function refreshRecords(db: Db, userId: string, keys: readonly string[]) {
  if (keys.length === 0) return
  const list = textArray([...new Set(keys)])
  const probed = await queryRows<ProbedRecord>(
    db,
    sql`
    with exercise(key) as (select unnest(${list}::text[]))
    select exercise.key, last.exercise_name as "exerciseName", last.exercise_type as "type",
             last.completed_at as "lastTrainedAt",
             e.best as "e1rm", e.workout_id as "e1rmWorkoutId", e.completed_at as "e1rmAt",
             h.top_weight as "topWeight", h.top_reps as "topReps",
             h.workout_id as "topWorkoutId", h.completed_at as "topAt",
             v.volume as "volume", v.workout_id as "volumeWorkoutId",
             v.completed_at as "volumeAt",
             l.longest_duration as "longest", l.longest_weight as "longestWeight",
             l.workout_id as "longestWorkoutId", l.completed_at as "longestAt",
             d.farthest_distance as "farthest", d.farthest_duration as "farthestDuration",
             d.workout_id as "farthestWorkoutId", d.completed_at as "farthestAt",
             m.score as "mostReps", m.workout_id as "mostRepsWorkoutId",
             m.completed_at as "mostRepsAt"
      from exercise
      cross join lateral (
        select r.exercise_name, r.exercise_type, r.completed_at from workout_exercise_figures r
        where r.user_id = ${userId} and r.exercise_key = exercise.key and r.sets > 0
        order by r.completed_at desc limit 1
      ) as last
      left join lateral (
        select r.best, r.workout_id, r.completed_at from workout_exercise_figures r
        where last.exercise_type in ${sql.raw(LOAD_TYPES_SQL)} and r.user_id = ${userId}
          and r.exercise_key = exercise.key and r.sets > 0
        order by r.best desc, r.completed_at limit 1
      ) as e on true
      left join lateral (
        select r.top_weight, r.top_reps, r.workout_id, r.completed_at
        from workout_exercise_figures r
        where last.exercise_type in ${sql.raw(LOAD_TYPES_SQL)} and r.user_id = ${userId}
          and r.exercise_key = exercise.key and r.sets > 0
        order by r.top_weight desc, r.top_reps desc, r.completed_at limit 1
      ) as h on true
      left join lateral (
        select r.volume, r.workout_id, r.completed_at from workout_exercise_figures r
        where last.exercise_type in ${sql.raw(LOAD_TYPES_SQL)} and r.user_id = ${userId}
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
    `,
  )
  const kept = probed.map((row) => ({
    key: row.key,
    lastTrainedAt: isoOf(row.lastTrainedAt),
    answer: writeRecord(toRecord(row)),
  }))
  await db.execute(sql`
    with kept as (
      select * from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb)
        as k(key text, "lastTrainedAt" timestamptz, answer text)
    ),
    gone as (
      delete from exercise_records x
      where x.user_id = ${userId} and x.exercise_key = any(${list}::text[])
        and x.exercise_key not in (select key from kept)
    )
    insert into exercise_records (user_id, exercise_key, last_trained_at, answer)
    select ${userId}, key, "lastTrainedAt", answer from kept
    on conflict (user_id, exercise_key) do update set
      last_trained_at = excluded.last_trained_at, answer = excluded.answer`)
}

/**
 * GET /api/records: each exercise's kept record (refreshRecords), most recently trained first;
 * the lifter's range of the primary key, one row per exercise.
 */
const recordsQuery = preparedQuery((db) =>
  db
    .select({ answer: kept.answer })
    .from(kept)
    .where(eq(kept.userId, sql.placeholder('userId')))
    .orderBy(desc(kept.lastTrainedAt), asc(kept.exerciseKey))
    .prepare('records'),
)

/**
 * GET /api/records as the JSON the route answers: the records are kept written (decision 036),
 * so they are put in as they are.
 */
export async function readRecordsJson(db: Db, userId: string): Promise<string> {
  const rows = await recordsQuery(db).execute({ userId })
  return `[${rows.map((row) => row.answer).join(',')}]`
}
