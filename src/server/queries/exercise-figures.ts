import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { CATALOG_INDEX } from '#shared/data/catalog.ts'
import {
  resolveExerciseType,
  usesBodyWeight,
  type ExerciseType,
  type SetTallies,
} from '#shared/domain/exercise-types.ts'
import { matchExercise } from '#shared/domain/muscles.ts'
import { WorkoutSummarySchema } from '#shared/contract/workouts.ts'
import { canonicalMetres } from '#shared/domain/measures.ts'
import { jsonColumn, preparedQuery, queryRows, type Db } from '../db/client.ts'
import {
  workoutExerciseFigures as figures,
  workoutSets,
  type ExerciseSummaryTuple,
  type SummarySetTuple,
} from '../db/schema.ts'
import { jsonWriter } from '../lib/response-serializer.ts'
import { refreshRecords } from './exercise-records.ts'
import { bodyWeightOfWorkoutSql, exerciseFiguresSql } from './set-figures.ts'
import { filterOnly } from './filter-only.ts'

/** The first key of the per-lifter advisory lock around a figures refresh (any constant). */
const FIGURES_LOCK = 6_150_311

/** The earliest time there is: a refresh from it recomputes an exercise's whole history. */
export const ALL_TIME = new Date('0001-01-01T00:00:00.000Z')

/** docs/product/exercise-types.md: the catalogue's type of a name (or of its key), if it has an entry. */
export const catalogType = (name: string): ExerciseType | null =>
  matchExercise(name, CATALOG_INDEX)?.type ?? null

/** What a refresh of one exercise starts from: its type and the last row before its range. */
type KeyRefresh = {
  key: string
  type: ExerciseType
  from: string
  /** Rows from here on are not counted again, only their running best and PR flags. */
  to: string | null
  scoreBase: string
  setsBase: number
  distanceBase: number
  weightedBase: number
  timedBase: number
}

type KeyState = {
  key: string
  customType: ExerciseType | null
  baseType: ExerciseType | null
  scoreBase: string | null
  setsBase: number | null
  distanceBase: number | null
  weightedBase: number | null
  timedBase: number | null
  sets: number
  distanceSets: number
  weightedDistanceSets: number
  timedSets: number
}

/**
 * Per exercise: the lifter's own type, the last kept row before `from` (its type, its running
 * best and tallies), and, for a name whose type may be read from its sets (`infer`), the
 * tallies of its sets in the workouts completed since.
 */
async function keyStates(db: Db, userId: string, keys: string[], from: Date) {
  const list = JSON.stringify(keys.map((key) => ({ key, infer: catalogType(key) === null })))
  return queryRows<KeyState>(
    db,
    sql`select k.key, t.type as "customType", b.exercise_type as "baseType",
               b.score_so_far::text as "scoreBase", b.sets_so_far as "setsBase",
               b.distance_sets_so_far as "distanceBase",
               b.weighted_distance_sets_so_far as "weightedBase",
               b.timed_sets_so_far as "timedBase",
               coalesce(n.sets, 0)::int as "sets", coalesce(n.distance_sets, 0)::int as "distanceSets",
               coalesce(n.weighted, 0)::int as "weightedDistanceSets",
               coalesce(n.timed, 0)::int as "timedSets"
        from jsonb_to_recordset(${list}::jsonb) as k(key text, infer boolean)
        left join exercise_types t on t.user_id = ${userId} and t.exercise_key = k.key
        left join lateral (
          select r.exercise_type, r.score_so_far, r.sets_so_far, r.distance_sets_so_far,
                 r.weighted_distance_sets_so_far, r.timed_sets_so_far
          from workout_exercise_figures r
          where r.user_id = ${userId} and r.exercise_key = k.key
            and r.completed_at < ${from.toISOString()}::timestamptz
          order by r.completed_at desc
          limit 1
        ) as b on true
        left join lateral (
          select count(*) filter (where s.completed) as sets,
                 count(*) filter (where s.completed and s.distance > 0) as distance_sets,
                 count(*) filter (where s.completed and s.distance > 0 and s.weight > 0) as weighted,
                 count(*) filter (where s.completed and s.duration > 0 and s.reps = 0
                                    and coalesce(s.distance, 0) = 0) as timed
          from workouts w
          join workout_sets s on s.workout_id = w.id and s.exercise_key = k.key
          where k.infer and t.type is null and w.user_id = ${userId}
            and w.completed_at >= ${from.toISOString()}::timestamptz
        ) as n on true`,
  )
}

/** A kept row's tallies and the sets' since, as one exercise's tallies. */
const talliesOf = (state: KeyState): SetTallies => ({
  sets: (state.setsBase ?? 0) + state.sets,
  distanceSets: (state.distanceBase ?? 0) + state.distanceSets,
  weightedDistanceSets: (state.weightedBase ?? 0) + state.weightedDistanceSets,
  timedSets: (state.timedBase ?? 0) + state.timedSets,
})

/**
 * docs/product/history-and-prs.md, docs/product/progress-and-gym-floor.md, docs/product/exercise-types.md, decision 004: every figure of the given exercises' completed
 * workouts from `from` on is computed again from their sets, in the caller's transaction, and
 * so are those workouts' total volumes (docs/product/api.md: the sum of their exercises'). An exercise is a PR in a
 * workout when it beats every earlier completed workout's best for that exercise (names
 * matched case-insensitively; equal is not a PR; the first time counts).
 *
 * Each exercise is counted as its type (docs/product/exercise-types.md), and its bodyweight sets with the body weight
 * each workout counts. The running best and the tallies a type is read from are seeded from the
 * last row before `from`, so completing today's workout touches only today's rows; when the
 * exercise's type is no longer the one its earlier rows were counted as (the lifter changed it,
 * or its sets now say otherwise), its whole history is counted again.
 *
 * With `to`, only the workouts completed before it are counted again, and of the later ones
 * only the running best and PR flags follow (a change that touches a few workouts' figures and
 * no tallies: a body weight). Answers the ids of the workouts whose figures it counted again.
 */
/**
 * One refresh of a lifter's figures at a time, until the caller's transaction ends. A
 * transaction that will refresh takes it before it locks any workout: a refresh writes the
 * totals of workouts another writer may be holding, and the other way round would deadlock.
 * Its own statement, so the statements after it see everything the previous holder committed.
 */
export async function lockFigures(db: Db, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(${FIGURES_LOCK}, hashtext(${userId}))`)
}

export async function refreshFigures(
  db: Db,
  userId: string,
  keys: readonly string[],
  from: Date,
  to: Date | null = null,
): Promise<string[]> {
  if (keys.length === 0) return []
  // Two interleaved delete-and-insert passes would clash on the key or leave a flag computed
  // from stale rows (taken again here, for a caller that did not).
  await lockFigures(db, userId)
  const states = await keyStates(db, userId, [...new Set(keys)], from)
  const refreshes: KeyRefresh[] = states.map((state) => {
    const { type } = resolveExerciseType(state.customType, catalogType(state.key), talliesOf(state))
    // The earlier rows were counted as another type: count them all again.
    const again = state.baseType !== null && state.baseType !== type
    return {
      key: state.key,
      type,
      from: (again ? ALL_TIME : from).toISOString(),
      to: again || !to ? null : to.toISOString(),
      scoreBase: again ? '0' : (state.scoreBase ?? '0'),
      setsBase: again ? 0 : (state.setsBase ?? 0),
      distanceBase: again ? 0 : (state.distanceBase ?? 0),
      weightedBase: again ? 0 : (state.weightedBase ?? 0),
      timedBase: again ? 0 : (state.timedBase ?? 0),
    }
  })
  const earliest = refreshes.reduce((min, k) => (k.from < min ? k.from : min), from.toISOString())
  // Every exercise's stretch ends: the workouts read end there too (an import's steps).
  const ends = refreshes.map((refresh) => refresh.to)
  const latest = ends.includes(null) ? null : ends.reduce((max, end) => (end! > max! ? end : max))
  const list = JSON.stringify(refreshes)
  const keyRecords = sql`jsonb_to_recordset(${list}::jsonb)
    as k(key text, type text, "from" timestamptz, "to" timestamptz, "scoreBase" numeric,
         "setsBase" int, "distanceBase" int, "weightedBase" int, "timedBase" int)`
  const inRange = (time: string) =>
    sql.raw(`${time} >= k."from" and (k."to" is null or ${time} < k."to")`)
  const deleted = await queryRows<{ workout_id: string }>(
    db,
    sql`delete from workout_exercise_figures r using ${keyRecords}
        where r.user_id = ${userId} and r.exercise_key = k.key and ${inRange('r.completed_at')}
        returning r.workout_id`,
  )
  const bodyWeight = refreshes.some((refresh) => usesBodyWeight(refresh.type))
  // The sets are reached by their workouts, the lifter a filter (decision 031): as an index
  // condition it walked the lifter's (user_id, …) range of sets, 259 s for the bench's 100× seed
  // against 21 s so.
  const inserted = await queryRows<{ workout_id: string }>(
    db,
    sql`
    insert into workout_exercise_figures
      (workout_id, user_id, exercise_key, completed_at, exercise_name, exercise_type, body_weight,
       best, score, score_so_far, is_pr, top_weight, top_reps, volume, sets, counting_sets,
       longest_duration, longest_weight, farthest_distance, farthest_duration, total_distance,
       sets_so_far, distance_sets_so_far, weighted_distance_sets_so_far, timed_sets_so_far,
       first_set_at, first_completed_number, first_completed_at, first_completed_name,
       record_set, top_set, rule_sets, workout_day_id)
    select workout_id, ${userId}, exercise_key, completed_at, exercise_name, exercise_type,
           body_weight, best, score, greatest(score, prior), score > 0 and score > prior,
           top_weight, top_reps, volume, sets, counting_sets,
           longest_duration, longest_weight, farthest_distance, farthest_duration, total_distance,
           sets_so_far, distance_sets_so_far, weighted_distance_sets_so_far, timed_sets_so_far,
           first_set_at, first_completed_number, first_completed_at, first_completed_name,
           record_set, top_set, rule_sets, workout_day_id
    from (
      select f.*,
             greatest(k."scoreBase", coalesce(max(f.score) over (
               partition by f.exercise_key order by f.completed_at, f.workout_id
               rows between unbounded preceding and 1 preceding), 0)) as prior,
             k."setsBase" + sum(f.sets) over running as sets_so_far,
             k."distanceBase" + sum(f.distance_sets) over running as distance_sets_so_far,
             k."weightedBase" + sum(f.weighted_distance_sets) over running
               as weighted_distance_sets_so_far,
             k."timedBase" + sum(f.timed_sets) over running as timed_sets_so_far
      from (
        select w.id as workout_id, k.key as exercise_key, w.completed_at, w.workout_day_id,
               min(s.exercise_name) as exercise_name, k.type as exercise_type,
               case when k.type in ('bodyweight_reps', 'assisted_reps') then w.body_weight end
                 as body_weight,
               ${sql.raw(exerciseFiguresSql)}
        from (
          select w.id, w.completed_at, w.workout_day_id,
                 case when ${bodyWeight}::boolean then ${sql.raw(bodyWeightOfWorkoutSql)} end
                   as body_weight
          from workouts w
          where w.user_id = ${userId} and w.completed_at >= ${earliest}::timestamptz
            ${latest === null ? sql`` : sql`and w.completed_at < ${latest}::timestamptz`}
        ) as w
        join workout_sets s on s.workout_id = w.id
        join ${keyRecords} on k.key = s.exercise_key
        where ${inRange('w.completed_at')} and ${filterOnly(sql`s.user_id = ${userId}`)}
        group by w.id, k.key, w.completed_at, w.workout_day_id, k.type, w.body_weight
      ) as f
      join ${keyRecords} on k.key = f.exercise_key
      window running as (partition by f.exercise_key order by f.completed_at, f.workout_id)
    ) as ranked
    returning workout_id`,
  )
  const flagsFrom = refreshes.filter((refresh) => refresh.to !== null)
  const flagged = flagsFrom.length > 0 ? await refreshFlags(db, userId, flagsFrom) : []
  const touched = [...new Set([...deleted, ...inserted].map((row) => row.workout_id))]
  await workoutFigures(db, userId, [...new Set([...touched, ...flagged])])
  await refreshRecords(
    db,
    userId,
    refreshes.map((refresh) => refresh.key),
  )
  return touched
}

/**
 * The running best and PR flags of the rows from each exercise's `to` on, after the rows before
 * it changed: from the kept scores alone (no sets read), writing only the rows that change.
 */
async function refreshFlags(db: Db, userId: string, refreshes: KeyRefresh[]) {
  const list = JSON.stringify(refreshes.map(({ key, to }) => ({ key, to })))
  const changed = await queryRows<{ workout_id: string }>(
    db,
    sql`
    update workout_exercise_figures r
    set score_so_far = x.so_far, is_pr = x.is_pr
    from (
      select f.workout_id, f.exercise_key, greatest(f.score, f.prior) as so_far,
             f.score > 0 and f.score > f.prior as is_pr
      from (
        select r.workout_id, r.exercise_key, r.score,
               greatest(coalesce(base.score_so_far, 0), coalesce(max(r.score) over (
                 partition by r.exercise_key order by r.completed_at, r.workout_id
                 rows between unbounded preceding and 1 preceding), 0)) as prior
        from jsonb_to_recordset(${list}::jsonb) as k(key text, "to" timestamptz)
        join workout_exercise_figures r
          on r.user_id = ${userId} and r.exercise_key = k.key and r.completed_at >= k."to"
        left join lateral (
          select b.score_so_far from workout_exercise_figures b
          where b.user_id = ${userId} and b.exercise_key = k.key and b.completed_at < k."to"
          order by b.completed_at desc limit 1
        ) as base on true
      ) as f
    ) as x
    where r.workout_id = x.workout_id and r.exercise_key = x.exercise_key
      and (r.score_so_far, r.is_pr) is distinct from (x.so_far, x.is_pr)
    returning r.workout_id`,
  )
  return changed.map((row) => row.workout_id)
}

/** A kept set of a summary as the answer writes it: canonical decimals (summarizeExercises'). */
const summarySet = (set: SummarySetTuple | null) =>
  set === null
    ? null
    : {
        weight: String(Number(set[0])),
        reps: set[1],
        duration: set[2],
        distance: set[3] === null ? null : canonicalMetres(set[3]),
      }

/** A workout's exercises, as GET /api/workout-summaries answers them. */
const writeSummary = jsonWriter(WorkoutSummarySchema.shape.exercises)

/**
 * What a completed workout keeps of its figures, for the workouts whose figures or flags
 * changed: its total volume (docs/product/api.md: the server's, the sum of its exercises' kept
 * volumes, every completed set, warm-ups included; docs/product/exercise-types.md for each
 * type), and its exercises as its collapsed history card shows them, written as the answer of
 * GET /api/workout-summaries writes them (workouts.exercise_summary, decision 036): each
 * exercise with completed sets, in the reading order of its sets (setOrder). Read in one
 * statement, written in one, only where they change.
 */
async function workoutFigures(db: Db, userId: string, workoutIds: string[]) {
  if (workoutIds.length === 0) return
  // Each workout's figures by the primary key (workout_id first), the lifter a filter
  // (decision 031): as an index condition beside workout_id, a table without statistics yet
  // (figures counted afresh: a new rules version, the bench's seed) took the (user_id, …) index
  // and walked the lifter's whole range for every workout, hours for a 100× history.
  const ofWorkout = sql`f.workout_id = w.id and ${filterOnly(sql`f.user_id = ${userId}`)}`
  const rows = await queryRows<{
    id: string
    volume: string
    exercises: ExerciseSummaryTuple[] | string | null
  }>(
    db,
    sql`select w.id,
          coalesce((select sum(f.volume) from workout_exercise_figures f where ${ofWorkout}),
                   0)::text as volume,
          (select json_agg(json_build_array(f.first_completed_name, f.is_pr, f.sets,
                                            f.record_set, f.top_set, f.exercise_type,
                                            f.body_weight)
                  order by f.first_set_at, f.first_completed_number, f.first_completed_at)
           from workout_exercise_figures f where ${ofWorkout} and f.sets > 0) as exercises
        from workouts w
        where w.id = any(${`{${workoutIds.join(',')}}`}::uuid[]) and w.user_id = ${userId}
          and w.completed_at is not null`,
  )
  if (rows.length === 0) return
  const kept = rows.map(({ id, volume, exercises }) => ({
    id,
    volume,
    summary:
      exercises === null
        ? null
        : writeSummary(
            jsonColumn(exercises).map(
              ([name, isPR, completedSets, recordSet, topSet, type, body]) => ({
                name,
                isPR,
                type,
                bodyWeight: body === null ? null : Number(body),
                completedSets,
                recordSet: summarySet(recordSet),
                topSet: summarySet(topSet),
              }),
            ),
          ),
  }))
  await db.execute(sql`
    update workouts w set total_volume = t.volume, exercise_summary = t.summary
    from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as t(id uuid, volume numeric, summary text)
    where w.id = t.id and w.user_id = ${userId}
      and (w.total_volume, w.exercise_summary) is distinct from (t.volume, t.summary)`)
}

/** The keys of the exercise names a workout of the lifter has sets of. */
export async function exerciseKeysOf(db: Db, userId: string, workoutId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: workoutSets.exerciseKey })
    .from(workoutSets)
    .where(and(eq(workoutSets.workoutId, workoutId), eq(workoutSets.userId, userId)))
  return rows.map((row) => row.key)
}

/**
 * `exercise(key)`: every exercise the lifter `user` has figures of, by a skip scan of the
 * (user, exercise) index: one probe per exercise, however long the history (a last row of null).
 */
export const figureExercisesSql = (user: SQL | Placeholder) => sql`with recursive exercise(key) as (
    (select exercise_key from workout_exercise_figures
     where user_id = ${user} order by exercise_key limit 1)
    union all
    select (select r.exercise_key from workout_exercise_figures r
            where r.user_id = ${user} and r.exercise_key > exercise.key
            order by r.exercise_key limit 1)
    from exercise where exercise.key is not null
  )`

/**
 * The lifter's exercises whose load counts body weight (docs/product/exercise-types.md), by key: each name they
 * have figures of, typed as its figures were counted. One row per exercise.
 */
export async function bodyWeightExerciseKeys(db: Db, userId: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`${figureExercisesSql(sql`${userId}`)}
        select e.key from exercise e
        cross join lateral (
          select r.exercise_type from workout_exercise_figures r
          where r.user_id = ${userId} and r.exercise_key = e.key
          order by r.completed_at desc limit 1
        ) as newest
        where e.key is not null and newest.exercise_type in ('bodyweight_reps', 'assisted_reps')`,
  )
  return rows.map((row) => row.key)
}

/**
 * The lifter's workouts with figures of `keys`, oldest first, each with how many sets those
 * figures count: where a long count of them again cuts its steps (imports.ts refreshInStretches).
 */
export async function figureTimes(
  db: Db,
  userId: string,
  keys: readonly string[],
): Promise<Array<{ completedAt: Date; sets: number }>> {
  if (keys.length === 0) return []
  const rows = await queryRows<{ at: number; sets: number }>(
    db,
    sql`select extract(epoch from r.completed_at)::float8 * 1000 as at, sum(r.sets)::int as sets
        from workout_exercise_figures r
        where r.user_id = ${userId}
          and r.exercise_key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
        group by r.workout_id, r.completed_at
        order by r.completed_at, r.workout_id`,
  )
  return rows.map((row) => ({ completedAt: new Date(Number(row.at)), sets: row.sets }))
}

/**
 * docs/product/exercise-types.md: logging, changing or deleting the body weight of `date` changes the figures of
 * the workouts it applies to — those starting (their calendar day in UTC) from that date until
 * the next date with a body weight, and every workout before it when no date is earlier — and
 * the running bests and PR flags after them. Only the lifter's bodyweight exercises are counted
 * again, only in those workouts; in the caller's transaction, after the body weight's write.
 */
export async function refreshAfterBodyWeight(db: Db, userId: string, date: string) {
  const keys = await bodyWeightExerciseKeys(db, userId)
  if (keys.length === 0) return
  const midnight = (day: string) => sql`(${day}::date)::timestamp at time zone 'UTC'`
  const [span] = await queryRows<{ first: string | Date | null; last: string | Date | null }>(
    db,
    sql`with around as (
          select (select max(date) from body_weights
                  where user_id = ${userId} and date < ${date}::date)::text as earlier,
                 (select min(date) from body_weights
                  where user_id = ${userId} and date > ${date}::date)::text as later
        )
        select min(w.completed_at) as "first", max(w.completed_at) as "last"
        from around, workouts w
        where w.user_id = ${userId} and w.completed_at is not null
          and (around.earlier is null or w.started_at >= ${midnight(date)})
          and (around.later is null or w.started_at < (around.later::date)::timestamp at time zone 'UTC')`,
  )
  if (!span?.first || !span.last) return
  // Figures are kept in completion order: every workout completed within the span is counted
  // again (those it applies to among them), and the rows after it have their flags followed.
  const to = new Date(new Date(span.last).getTime() + 1)
  await refreshFigures(db, userId, keys, new Date(span.first), to)
}

/**
 * The lifter's condition on workout_exercise_figures when its rows are reached by their workouts
 * (the primary key), kept a filter (filter-only.ts): as an index condition the generic plans
 * read the lifter's whole range of workout_exercise_figures_user_idx (workout_id is its fourth
 * column) for each workout, or ANDed that range in.
 */
export const figuresOfLifter = (userId: unknown) => filterOnly(sql`${figures.userId} = ${userId}`)

/** Keys `${workoutId}:${exerciseKey}` of the PRs among the lifter's given workouts: one indexed read. */
const personalRecordsQuery = preparedQuery((db) =>
  db
    .select({ workoutId: figures.workoutId, key: figures.exerciseKey })
    .from(figures)
    .where(
      and(
        sql`${figures.workoutId} = any(${sql.placeholder('workoutIds')}::uuid[])`,
        figuresOfLifter(sql.placeholder('userId')),
        eq(figures.isPr, true),
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
