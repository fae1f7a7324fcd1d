import { LOAD_TYPES } from '#shared/domain/exercise-types.ts'
import { PROGRESSION_KINDS } from '#shared/domain/progression.ts'

/**
 * What a set of workout_sets `s` counts for, in SQL: its load, volume, Epley, what a PR
 * compares, the sets that count for records, the figures of an exercise on its history card,
 * and the sets a progression rule reads. The SQL twin of shared/domain/exercise-types.ts,
 * volume.ts, set-kinds.ts and workout-summary.ts. Every figure of a set depends on its
 * exercise's type (docs/product/exercise-types.md), here `k.type`, and for the bodyweight types on the body
 * weight its workout counts, here `w.body_weight` (null without one): refreshFigures
 * (exercise-figures.ts) reads sets with both beside them.
 */

const type = 'k.type'
const body = 'w.body_weight'

/** docs/product/exercise-types.md: the types whose sets carry a load (domain/exercise-types.ts), a SQL list. */
export const LOAD_TYPES_SQL = `(${LOAD_TYPES.map((each) => `'${each}'`).join(', ')})`
const hasLoad = `${type} in ${LOAD_TYPES_SQL}`

/**
 * A set's load (domain/exercise-types.ts setLoad): its weight; body weight + weight, or the
 * weight alone without a body weight; body weight − weight, at least 0, or 0 without one; 0.
 */
export const loadSql = `(case ${type}
    when 'weight_reps' then s.weight
    when 'bodyweight_reps' then coalesce(${body}, 0) + s.weight
    when 'assisted_reps' then case when ${body} is null then 0 else greatest(${body} - s.weight, 0) end
    else 0 end)`

/**
 * docs/product/constants.md, docs/product/exercise-types.md set volume (domain/exercise-types.ts typedSetVolume): load × reps, a
 * weight_reps set's additional weight counting half; 0 for the types without a load.
 */
export const setVolumeSql = `(case when ${type} = 'weight_reps'
    then (s.weight + 0.5 * s.additional_weight) * s.reps
    else ${loadSql} * s.reps end)`

/**
 * docs/product/set-kinds.md: what counts for PRs, records, progress, e1RM and the top set — completed
 * sets of every kind but warm-up (domain/set-kinds.ts countsForRecords): counting sets.
 */
export const countingSetSql = "s.completed and s.kind <> 'warmup'"

/**
 * A counting set that can make a record, an e1RM or progress's top set: one with reps where
 * reps count (a 300 × 0 set is none). The history card's record and top sets are read from
 * every counting set, as issue 18 made them (domain/workout-summary.ts).
 */
const scoringSet = `${countingSetSql}
    and (s.reps > 0 or not (${hasLoad} or ${type} = 'reps_only'))`

/**
 * Epley's estimated one-rep max of the load (docs/product/history-and-prs.md): the one SQL home of the formula,
 * in exact numeric, w·(30 + r) / 30, so that equal estimates tie as domain/volume.ts's do; 0
 * without reps or a load.
 */
export const epleySql = `(case when s.reps > 0 then ${loadSql} * (30 + s.reps) / 30 else 0 end)`

/**
 * What a PR compares, in exact numeric (domain/exercise-types.ts setRank, whose order it keeps):
 * the Epley estimate of the load; reps; time, then weight (below 10⁵); distance; weight, then
 * distance (below 10⁷).
 */
export const scoreSql = `(case ${type}
    when 'reps_only' then s.reps
    when 'duration' then case when s.duration > 0 then s.duration * 100000 + s.weight else 0 end
    when 'distance_duration' then coalesce(s.distance, 0)
    when 'weight_distance' then s.weight * 10000000 + coalesce(s.distance, 0)
    else ${epleySql} end)`

/** The top set first: the heaviest load, most reps on a tie; the best score without a load. */
const topSetOrder = `(case when ${hasLoad} then ${loadSql} else ${scoreSql} end) desc, s.reps desc, `

const inSetOrder = 's.set_number, s.created_at'
const first = (value: string, filter: string, order = '') =>
  `(array_agg(${value} order by ${order}${inSetOrder}) filter (where ${filter}))[1]`
/** A set as a summary answers it: [weight, reps, duration, distance], decimals as text. */
const setFigures = 'json_build_array(s.weight::text, s.reps, s.duration, s.distance::text)'

/**
 * The figures of one workout's sets `s` of one exercise that refreshFigures keeps in
 * workout_exercise_figures, as a select list (the grouping is the caller's).
 */
export const exerciseFiguresSql = `
  coalesce(max(${epleySql}) filter (where ${scoringSet}), 0)::float8 as best,
  coalesce(max(${scoreSql}) filter (where ${scoringSet}), 0) as score,
  coalesce(${first(`(case when ${hasLoad} then ${loadSql} else s.weight end)`, scoringSet, topSetOrder)}, 0)::float8
    as top_weight,
  coalesce(${first('s.reps', scoringSet, topSetOrder)}, 0) as top_reps,
  coalesce(sum(${setVolumeSql}) filter (where s.completed), 0) as volume,
  (count(*) filter (where s.completed))::int as sets,
  (count(*) filter (where ${countingSetSql}))::int as counting_sets,
  max(s.duration) filter (where ${countingSetSql} and s.duration > 0) as longest_duration,
  ${first('s.weight', `${countingSetSql} and s.duration > 0`, 's.duration desc, s.weight desc, ')}
    as longest_weight,
  max(s.distance) filter (where ${countingSetSql} and s.distance > 0) as farthest_distance,
  ${first('s.duration', `${countingSetSql} and s.distance > 0`, 's.distance desc, s.duration asc nulls last, ')}
    as farthest_duration,
  sum(s.distance) filter (where s.completed and s.distance > 0) as total_distance,
  (count(*) filter (where s.completed and s.distance > 0))::int as distance_sets,
  (count(*) filter (where s.completed and s.distance > 0 and s.weight > 0))::int
    as weighted_distance_sets,
  (count(*) filter (where s.completed and s.duration > 0 and s.reps = 0
                      and coalesce(s.distance, 0) = 0))::int as timed_sets,
  min(s.created_at) as first_set_at,
  ${first('s.set_number', 's.completed')} as first_completed_number,
  ${first('s.created_at', 's.completed')} as first_completed_at,
  ${first('s.exercise_name', 's.completed')} as first_completed_name,
  ${first(setFigures, countingSetSql, `${scoreSql} desc, `)} as record_set,
  ${first(setFigures, countingSetSql, topSetOrder)} as top_set,
  ${ruleSetsSql()} as rule_sets`

/**
 * docs/product/set-kinds.md, docs/product/progression.md, the one home of "which sets a rule measures" in SQL: the completed
 * working and failure sets of one workout's sets `s` of one exercise (domain/progression.ts
 * PROGRESSION_KINDS), in set order, each as [weight, reps, kind, rpe, duration]; null without
 * one. Warm-up and drop sets are not read. queries/progressions.ts reads them.
 */
function ruleSetsSql() {
  const kinds = PROGRESSION_KINDS.map((kind) => `'${kind}'`).join(', ')
  return `json_agg(json_build_array(s.weight::text, s.reps, s.kind, s.rpe, s.duration)
    order by ${inSetOrder}) filter (where s.completed and s.kind in (${kinds}))`
}

/**
 * The body weight a workout `w` counts (docs/product/exercise-types.md): the lifter's of the latest date on or before
 * its start's calendar day in UTC, else of the earliest date after it; null without one. Two
 * probes of the body weights' key.
 */
export const bodyWeightOfWorkoutSql = `coalesce(
    (select b.weight from body_weights b
     where b.user_id = w.user_id and b.date <= (w.started_at at time zone 'UTC')::date
     order by b.date desc limit 1),
    (select b.weight from body_weights b
     where b.user_id = w.user_id and b.date > (w.started_at at time zone 'UTC')::date
     order by b.date limit 1))`
