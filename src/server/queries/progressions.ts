import { and, asc, eq, sql } from 'drizzle-orm'
import type {
  DayPlan,
  PlanOutcome,
  Progression,
  ProgressionRule,
} from '#shared/contract/progressions.ts'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import { planFromSessions, type SeenSession } from '#shared/domain/progression.ts'
import type { SetKind } from '#shared/domain/set-kinds.ts'
import type { WeightUnit } from '#shared/domain/units.ts'
import {
  findProgram,
  programExercises,
  workingSetCount,
  DEFAULT_PROGRAM_WEIGHT,
} from '#shared/domain/programs.ts'
import { nameKey } from '#shared/domain/names.ts'
import { jsonColumn, preparedText, type Db } from '../db/client.ts'
import { progressionRules, workoutDays } from '../db/schema.ts'
import { badRequest, notFound } from '../lib/http-error.ts'
import { iso, isoOf } from '../lib/timestamps.ts'
import { dayExerciseColumns, findDays, makeRoomForDays, ownsDay } from './workout-days.ts'

const RULE_NOT_FOUND = 'No progression rule for this exercise'

const WARMUP = { isWarmup: true, kind: 'warmup' } as const
const WORKING = { isWarmup: false, kind: 'working' } as const

const ruleColumns = {
  exerciseName: progressionRules.exerciseName,
  rule: progressionRules.rule,
  since: progressionRules.since,
}

const toProgression = (row: { exerciseName: string; rule: ProgressionRule; since: Date }) =>
  ({ ...row.rule, exerciseName: row.exerciseName, since: iso(row.since) }) as Progression

const owned = (userId: string, exerciseName: string) =>
  and(eq(progressionRules.userId, userId), eq(progressionRules.exerciseKey, nameKey(exerciseName)))

/** GET /api/progressions: the lifter's rules, by exercise name. */
export async function listRules(db: Db, userId: string): Promise<Progression[]> {
  const rows = await db
    .select(ruleColumns)
    .from(progressionRules)
    .where(eq(progressionRules.userId, userId))
    .orderBy(asc(progressionRules.exerciseKey))
  return rows.map(toProgression)
}

export async function findRule(db: Db, userId: string, exerciseName: string) {
  const [row] = await db
    .select(ruleColumns)
    .from(progressionRules)
    .where(owned(userId, exerciseName))
  if (!row) throw notFound(RULE_NOT_FOUND)
  return toProgression(row)
}

/**
 * PUT /api/progressions/{exerciseName} (docs/product/progression.md): sets the rule, in one statement. A
 * rule equal to the one kept (both with defaults filled in and decimals canonical, compared as
 * jsonb, so key order does not matter) keeps `since`; any change starts it again now.
 */
export async function putRule(
  db: Db,
  userId: string,
  exerciseName: string,
  rule: ProgressionRule,
): Promise<Progression> {
  const [row] = await db
    .insert(progressionRules)
    .values({ userId, exerciseKey: nameKey(exerciseName), exerciseName, rule })
    .onConflictDoUpdate({
      target: [progressionRules.userId, progressionRules.exerciseKey],
      set: {
        exerciseName,
        rule,
        since: sql`case when ${progressionRules.rule} = excluded.rule
                   then ${progressionRules.since} else excluded.since end`,
      },
    })
    .returning(ruleColumns)
  return toProgression(row!)
}

export async function deleteRule(db: Db, userId: string, exerciseName: string): Promise<void> {
  const [row] = await db
    .delete(progressionRules)
    .where(owned(userId, exerciseName))
    .returning({ key: progressionRules.exerciseKey })
  if (!row) throw notFound(RULE_NOT_FOUND)
}

/**
 * The sessions a rule `p` (a progression_rules row) sees, docs/product/progression.md: the lifter's
 * completed workouts since the rule was set with counted sets of its exercise, oldest first,
 * each as [workoutId, completedAt, sets]. One range of the (user, exercise, completedAt) index
 * of workout_exercise_figures (a row per completed workout and exercise, kept with every write,
 * the sets a rule reads with it), so a plan reads one row per session since `since` and none before,
 * and no sets (issue 35: their 80 probes were most of a day's plan).
 */
const seenSessionsSql = `coalesce((
  select json_agg(json_build_array(r.workout_id, r.completed_at, r.rule_sets)
                  order by r.completed_at, r.workout_id)
  from workout_exercise_figures r
  where r.user_id = p.user_id and r.exercise_key = p.exercise_key and r.completed_at >= p.since
    and r.rule_sets is not null
), '[]')`

/** GET /api/progressions/{exerciseName}/plan: the rule and its sessions; $1 user, $2 key. */
export const PLAN_SQL = `select p.exercise_name as "exerciseName", p.rule, p.since,
    ${seenSessionsSql} as sessions
  from progression_rules p
  where p.user_id = $1 and p.exercise_key = $2`

/**
 * GET /api/workout-days/{id}/plan: each exercise of the day in its order, with its rule (if
 * any) and the sessions the rule sees; $1 day, $2 user.
 */
export const DAY_PLAN_SQL = `select x.ord::int as "ord", x.exercise->>'name' as "dayExerciseName",
    p.exercise_name as "exerciseName", p.rule, p.since, ${seenSessionsSql} as sessions
  from workout_days d
  cross join lateral jsonb_array_elements(d.exercises) with ordinality as x(exercise, ord)
  left join progression_rules p
    on p.user_id = d.user_id and p.exercise_key = d.exercise_keys[x.ord]
  where d.id = $1 and d.user_id = $2
  order by x.ord`

const PLAN_COLUMNS = ['exerciseName', 'rule', 'since', 'sessions']
const planQuery = preparedText('plan', PLAN_SQL, ['userId', 'key'], PLAN_COLUMNS)
const dayPlanQuery = preparedText(
  'day_plan',
  DAY_PLAN_SQL,
  ['dayId', 'userId'],
  ['ord', 'dayExerciseName', ...PLAN_COLUMNS],
  ['ord'],
)

type SessionTuple = [string, string, Array<[string, number, SetKind, number | null, number | null]>]
export type PlanRow = {
  exerciseName: string
  rule: ProgressionRule
  since: string | Date
  sessions: SessionTuple[] | string
}

/** A plan's row (the rule and the sessions it sees) as the API answers it. */
export function toPlan(row: PlanRow, ahead: number, unit: WeightUnit): PlanOutcome {
  const sessions: SeenSession[] = jsonColumn(row.sessions).map(
    ([workoutId, completedAt, sets]) => ({
      workoutId,
      completedAt: isoOf(completedAt),
      sets: sets.map(([weight, reps, kind, rpe, duration]) => ({
        weight,
        reps,
        kind,
        rpe,
        duration,
      })),
    }),
  )
  return {
    exerciseName: row.exerciseName,
    rule: row.rule,
    since: isoOf(row.since),
    ...planFromSessions(row.rule, sessions, ahead, unit),
  }
}

/** GET /api/progressions/{exerciseName}/plan: the rule and its sessions in one statement. */
export async function readPlan(
  db: Db,
  userId: string,
  exerciseName: string,
  ahead: number,
  unit: WeightUnit,
): Promise<PlanOutcome> {
  const [row] = (await planQuery(db).execute({ userId, key: nameKey(exerciseName) })) as PlanRow[]
  if (!row) throw notFound(RULE_NOT_FOUND)
  return toPlan(row, ahead, unit)
}

export type DayPlanRow = Omit<PlanRow, 'rule'> & {
  dayExerciseName: string
  rule: ProgressionRule | null
}

/**
 * GET /api/workout-days/{id}/plan: every exercise of the day in its order with its plan, or
 * null without a rule; the day, the rules and their sessions in one statement.
 */
export async function readDayPlan(
  db: Db,
  userId: string,
  dayId: string,
  ahead: number,
  unit: WeightUnit,
): Promise<DayPlan> {
  const rows = (await dayPlanQuery(db).execute({ dayId, userId })) as DayPlanRow[]
  if (rows.length === 0 && !(await ownsDay(db, userId, dayId))) {
    throw notFound('Workout day not found')
  }
  return toDayPlan(dayId, rows, ahead, unit)
}

/** A day plan's rows as the API answers them. */
export function toDayPlan(
  dayId: string,
  rows: DayPlanRow[],
  ahead: number,
  unit: WeightUnit,
): DayPlan {
  return {
    dayId,
    exercises: rows.map(({ dayExerciseName, rule, ...row }) => ({
      exerciseName: dayExerciseName,
      plan: rule ? toPlan({ ...row, rule }, ahead, unit) : null,
    })),
  }
}

/**
 * POST /api/programs/{key}/start (docs/product/progression.md): the program's days and its rules (each
 * set as a PUT sets it, replacing the lifter's rule of that name), in one transaction.
 */
export async function startProgram(
  db: Db,
  userId: string,
  programKey: string,
  weights: Record<string, string>,
): Promise<{ days: WorkoutDay[] }> {
  const program = findProgram(programKey)
  if (!program) throw notFound('Program not found')
  const exercises = programExercises(program)
  const unknown = Object.keys(weights).find(
    (name) => !exercises.some((exercise) => nameKey(exercise.name) === nameKey(name)),
  )
  if (unknown !== undefined) {
    throw badRequest(`weights: ${program.name} has no exercise named "${unknown}"`)
  }
  const given = new Map(Object.entries(weights).map(([name, weight]) => [nameKey(name), weight]))
  return db.transaction(async (tx) => {
    await makeRoomForDays(tx, userId, program.days.length)
    const rules = new Map(
      exercises.map((exercise) => [
        nameKey(exercise.name),
        exercise.rule(given.get(nameKey(exercise.name)) ?? DEFAULT_PROGRAM_WEIGHT),
      ]),
    )
    for (const exercise of exercises) {
      await putRule(tx, userId, exercise.name, rules.get(nameKey(exercise.name))!)
    }
    const created = await tx
      .insert(workoutDays)
      .values(
        program.days.map((day) => ({
          userId,
          name: day.name,
          icon: day.icon,
          ...dayExerciseColumns(
            day.exercises.map(({ name }) => ({
              name,
              sets: [
                WARMUP,
                WARMUP,
                ...Array.from(
                  { length: workingSetCount(rules.get(nameKey(name))!) },
                  () => WORKING,
                ),
              ],
            })),
          ),
        })),
      )
      .returning({ id: workoutDays.id })
    return {
      days: await findDays(
        tx,
        userId,
        created.map((day) => day.id),
      ),
    }
  })
}
