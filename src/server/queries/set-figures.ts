import { sql } from 'drizzle-orm'
import { PROGRESSION_KINDS } from '#shared/domain/progression.ts'

/**
 * What a set of workout_sets `s` counts for, in SQL: volume, Epley, the sets that count for
 * records, the figures of an exercise on its history card, and the sets a progression rule counts. The SQL twin of
 * shared/domain/volume.ts, set-kinds.ts and workout-summary.ts, used by every query (and the
 * bench's seed) that sums or ranks sets.
 */

/** docs/product/constants.md set volume of workout_sets `s`: additional weight counts half (domain/volume.ts). */
export const setVolumeSql = sql.raw('(s.weight + 0.5 * s.additional_weight) * s.reps')

/**
 * docs/product/set-kinds.md: what counts for PRs, records, progress, e1RM and the top set — completed
 * sets of every kind but warm-up (domain/set-kinds.ts countsForRecords). "Working" in this file's
 * names and columns (working_sets) means these.
 */
export const countingSetSql = "s.completed and s.kind <> 'warmup'"
/** A set that can be a top set or an e1RM: a counting set with reps (docs/product/history-and-prs.md, docs/product/progress-and-gym-floor.md). */
export const scoringSet = sql.raw(`${countingSetSql} and s.reps > 0`)
/**
 * Epley's estimated one-rep max of set `s` (docs/product/history-and-prs.md): the one SQL home of the formula,
 * in exact numeric, w·(30 + r) / 30, so that equal estimates tie as domain/volume.ts's do.
 */
export const epleySql = 'case when s.reps > 0 then s.weight * (30 + s.reps) / 30 else 0 end'
/** The top set first: heaviest, most reps on a tie. */
export const topSetOrder = sql.raw('order by s.weight desc, s.reps desc')

/**
 * Issue 18: an exercise's figures on its collapsed history card, as domain/workout-summary.ts
 * summarizeExercises reduces its sets read in order (set number, then creation): the first
 * completed set (its place and spelling), and among the completed working sets (warm-ups out,
 * reps 0 in) the first with the best Epley estimate (exact, as the client compares), and
 * the first heaviest, most reps on a tie.
 */
const inSetOrder = 's.set_number, s.created_at'
const first = (column: string, filter: string, order = '') =>
  `(array_agg(s.${column} order by ${order}${inSetOrder}) filter (where ${filter}))[1]`
const working = countingSetSql
/** The select list over one workout's sets `s` of one exercise (also bench/seed.ts's). */
export const summaryFiguresSql = `min(s.created_at) as first_set_at,
  ${first('set_number', 's.completed')} as first_completed_number,
  ${first('created_at', 's.completed')} as first_completed_at,
  ${first('exercise_name', 's.completed')} as first_completed_name,
  ${first('weight', working, `${epleySql} desc, `)} as record_set_weight,
  ${first('reps', working, `${epleySql} desc, `)} as record_set_reps,
  ${first('weight', working, 's.weight::float8 desc, s.reps desc, ')} as top_set_weight,
  ${first('reps', working, 's.weight::float8 desc, s.reps desc, ')} as top_set_reps`

/**
 * docs/product/set-kinds.md, docs/product/progression.md, the one home of "which sets a rule measures" in SQL: the completed
 * working and failure sets of one workout's sets `s` of one exercise (domain/progression.ts
 * PROGRESSION_KINDS), in set order, each as [weight, reps, kind, rpe]; null without one. Warm-up
 * and drop sets are not read. refreshRecords keeps it per completed workout and exercise in
 * workout_exercise_records.counted_sets (as bench/seed.ts and migration 0020 fill it in), which
 * queries/progressions.ts reads.
 */
export const countedSetsSql = `json_agg(json_build_array(s.weight::text, s.reps, s.kind, s.rpe)
    order by s.set_number, s.created_at)
  filter (where s.completed and s.kind in (${PROGRESSION_KINDS.map((kind) => `'${kind}'`).join(', ')}))`
