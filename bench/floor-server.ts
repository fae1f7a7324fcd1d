/**
 * The floor: what the benchmarked routes cost with no framework at all. A bare node:http server
 * that does the same SQL as the app for each route (the same queries, the same round trips, the
 * session lookup included) through the plain driver, and writes the same JSON. No validation, no
 * hooks, no ORM. Started by bench/run.ts as its own process, like the app.
 *
 * Env: PORT, SESSION_SECRET, and DATABASE_URL (plain pg, pool of 10 like the app) or PGLITE_DIR.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import pg from 'pg'
import { pgliteOptions } from '#server/db/client.ts'
import {
  DAY_PLAN_SQL,
  PLAN_SQL,
  toDayPlan,
  toPlan,
  type DayPlanRow,
  type PlanRow,
} from '#server/queries/progressions.ts'
import { CATALOG_ANSWER } from '#server/lib/catalog-answer.ts'
import { DAY_LAST_SETS_SQL, LAST_SETS_SQL } from '#server/queries/last-sets.ts'
import { STATS_SQL } from '#server/queries/stats.ts'
import { nameKey } from '#shared/domain/names.ts'
import { STATS_WEEKS } from '#shared/contract/workouts.ts'
import { CATALOG_INDEX } from '#shared/data/catalog.ts'
import { addCalendarDays } from '#shared/domain/body-weight.ts'
import { canonicalMetres } from '#shared/domain/measures.ts'
import { resolveMuscles, setsPerMuscle, type Muscle } from '#shared/domain/muscles.ts'
import { DEFAULT_AHEAD } from '#shared/domain/progression.ts'
import { progressBests } from '#shared/domain/progress.ts'
import { percentChange } from '#shared/domain/trend.ts'

type Rows = Record<string, unknown>[]
type Query = (text: string, params: unknown[]) => Promise<Rows>
/** Plain pg (a pool of 10, like the app) or PGlite; no transaction is needed on the bench's routes. */
async function connect(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
    return async (text, params) => (await pool.query(text, params)).rows
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(process.env.PGLITE_DIR!, pgliteOptions(PGlite))
  return async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows
}

const query = await connect()
const secret = process.env.SESSION_SECRET!

/** @fastify/cookie's signed value: `value.base64(HMAC-SHA256)` without padding (cookie-signature). */
function unsign(signed: string): string | null {
  const dot = signed.lastIndexOf('.')
  if (dot < 0) return null
  const value = signed.slice(0, dot)
  const expected = Buffer.from(
    `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`,
  )
  const given = Buffer.from(signed)
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null
}

function sessionToken(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (part.slice(0, eq).trim() === 'ironlog_session') {
      return unsign(decodeURIComponent(part.slice(eq + 1).trim()))
    }
  }
  return null
}

async function sessionUser(header: string | undefined): Promise<string | null> {
  const token = sessionToken(header)
  if (!token) return null
  const rows = await query(
    `select users.id, users.email, users.first_name, users.last_name, users.profile_image_url
     from sessions inner join users on users.id = sessions.user_id
     where (sessions.token_hash = $1 and sessions.expires_at > now()) limit $2`,
    [createHash('sha256').update(token).digest('base64url'), 1],
  )
  return rows[0] ? String(rows[0].id) : null
}

const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null)
const decimal = (value: unknown) => String(Number(value))
/** A distance as the app answers it: canonical metres, or null. */
const metres = (value: unknown) => (value === null ? null : canonicalMetres(String(value)))

const toSet = (r: Record<string, unknown>) => ({
  id: r.id,
  workoutId: r.workout_id,
  exerciseName: r.exercise_name,
  setNumber: r.set_number,
  weight: decimal(r.weight),
  reps: r.reps,
  completed: r.completed,
  isWarmup: r.is_warmup,
  kind: r.kind,
  rpe: r.rpe === null ? null : Number(r.rpe),
  superset: r.superset,
  additionalMode: r.additional_mode,
  additionalWeight: decimal(r.additional_weight),
  duration: r.duration,
  distance: metres(r.distance),
  notes: r.notes,
})

const SET_COLUMNS = `"id", "workout_id", "exercise_name", "set_number", "weight", "reps", "completed",
  "is_warmup", "kind", "rpe", "superset", "additional_mode", "additional_weight", "duration",
  "distance", "notes"`

async function workoutDays(userId: string) {
  const rows = await query(
    `select "id", "name", "icon", "archived", "exercises", "updated_at", (
       select max(w.completed_at) from workouts w
       where w.workout_day_id = workout_days.id and w.completed_at is not null
     ) from "workout_days" where ("workout_days"."user_id" = $1 and "workout_days"."archived" = $2)
     order by "workout_days"."seq" asc`,
    [userId, false],
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    icon: r.icon,
    archived: r.archived,
    exercises: r.exercises,
    lastWorkout: iso(r.max),
    updatedAt: iso(r.updated_at),
  }))
}

async function personalRecords(ids: unknown[]) {
  const rows = await query(
    `select "workout_id", "exercise_key" from "workout_exercise_figures"
     where ("workout_exercise_figures"."workout_id" = any($1::uuid[])
       and "workout_exercise_figures"."is_pr" = $2)`,
    [ids, true],
  )
  return new Set(rows.map((r) => `${r.workout_id}:${r.exercise_key}`))
}

/** queries/date-range.ts inCalendarDays, with its parameters appended to `params`. */
function calendarDays(column: string, url: URL, params: unknown[]): string {
  const tz = url.searchParams.get('tz') ?? 'UTC'
  const bounds = ['true']
  for (const [key, bound] of [
    ['from', (n: number) => `${column} >= ($${n}::date::timestamp at time zone $${n + 1}::text)`],
    [
      'to',
      (n: number) => `${column} < (($${n}::date + 1)::timestamp at time zone $${n + 1}::text)`,
    ],
  ] as const) {
    const value = url.searchParams.get(key)
    if (value) bounds.push(bound(params.push(value, tz) - 1))
  }
  return bounds.join(' and ')
}

async function ownsDay(userId: string, dayId: string): Promise<boolean> {
  const rows = await query(
    `select "id" from "workout_days" where ("workout_days"."id" = $1 and "workout_days"."user_id" = $2)`,
    [dayId, userId],
  )
  return rows.length > 0
}

/** queries/history.ts completedPage: a page, filtered by day and calendar days; null for a foreign day. */
async function completedPage(userId: string, url: URL): Promise<Rows | null> {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 200)
  const dayId = url.searchParams.get('dayId')
  if (dayId && !(await ownsDay(userId, dayId))) return null
  const params: unknown[] = [userId]
  const day = dayId ? ` and "workouts"."workout_day_id" = $${params.push(dayId)}` : ''
  const range = calendarDays('"workouts"."completed_at"', url, params)
  return query(
    `select "id", "workout_day_id", "workout_day_name", "started_at", "completed_at", "total_volume"
     from "workouts" where ("workouts"."user_id" = $1 and "workouts"."completed_at" is not null${day}
       and ${range})
     order by "workouts"."completed_at" desc, "workouts"."id" desc limit $${params.push(limit)}`,
    params,
  )
}

const toWorkout = (w: Record<string, unknown>) => ({
  id: w.id,
  workoutDayId: w.workout_day_id,
  workoutDayName: w.workout_day_name,
  startedAt: iso(w.started_at),
  completedAt: iso(w.completed_at),
  totalVolume: Number(w.total_volume),
})

const pageSets = (ids: unknown[]) =>
  query(
    `select ${SET_COLUMNS} from "workout_sets" where "workout_sets"."workout_id" = any($1::uuid[])
     order by "workout_sets"."workout_id",
       min("workout_sets"."created_at") over (partition by "workout_sets"."workout_id", "workout_sets"."exercise_key"),
       "workout_sets"."set_number", "workout_sets"."created_at"`,
    [ids],
  )

async function workoutsWithSets(userId: string, url: URL) {
  const page = await completedPage(userId, url)
  if (!page) return null
  if (page.length === 0) return []
  const ids = page.map((w) => w.id)
  const [sets, records] = await Promise.all([pageSets(ids), personalRecords(ids)])
  type Out = Record<string, unknown> & {
    sets: unknown[]
    exercises: { name: string; isPR: boolean }[]
  }
  const byWorkout = new Map<unknown, Out>(
    page.map((w) => [w.id, { ...toWorkout(w), sets: [], exercises: [] }]),
  )
  for (const row of sets) {
    const workout = byWorkout.get(row.workout_id)!
    workout.sets.push(toSet(row))
    const name = String(row.exercise_name)
    const key = name.toLowerCase()
    if (row.completed && !workout.exercises.some((e) => e.name.toLowerCase() === key)) {
      workout.exercises.push({ name, isPR: records.has(`${row.workout_id}:${key}`) })
    }
  }
  return [...byWorkout.values()]
}

/** An answer already written as JSON, sent as it is. */
class WrittenJson {
  constructor(readonly text: string) {}
}

/** queries/history.ts summaryPageJson: the page with each workout's kept exercises put in. */
async function workoutSummaries(userId: string, url: URL) {
  const dayId = url.searchParams.get('dayId')
  if (dayId && !(await ownsDay(userId, dayId))) return null
  const params: unknown[] = [userId]
  const day = dayId ? ` and "workouts"."workout_day_id" = $${params.push(dayId)}` : ''
  const range = calendarDays('"workouts"."completed_at"', url, params)
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 200)
  const rows = await query(
    `select "id", "workout_day_id", "workout_day_name", "started_at", "completed_at",
         "total_volume", coalesce("exercise_summary", '[]') as "exercises"
       from "workouts" where ("workouts"."user_id" = $1 and "workouts"."completed_at" is not null${day}
         and ${range})
       order by "workouts"."completed_at" desc, "workouts"."id" desc limit $${params.push(limit)}`,
    params,
  )
  const workouts = rows.map(
    (w) => `${JSON.stringify(toWorkout(w)).slice(0, -1)},"exercises":${w.exercises}}`,
  )
  return new WrittenJson(`[${workouts.join(',')}]`)
}

/** queries/muscle-volume.ts readMuscleVolume: one statement, the catalogue in code. */
async function muscleVolume(userId: string, url: URL) {
  const to = url.searchParams.get('to')!
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10)
  const range = new URL(url)
  range.searchParams.set('from', from)
  const params: unknown[] = [userId]
  const rows = await query(
    `select counted.name, counted.sets, custom.name_key is not null as custom,
       custom.catalog_key as "catalogKey", custom.primary_muscles as primary,
       custom.secondary_muscles as secondary
     from (
       select r.exercise_key as key, min(r.exercise_name) as name, sum(r.counting_sets)::int as sets
       from workouts w
       cross join lateral (
         select r.exercise_key, r.exercise_name, r.counting_sets from workout_exercise_figures r
         where r.workout_id = w.id and r.counting_sets > 0 offset 0
       ) as r
       where w.user_id = $1 and w.completed_at is not null
         and ${calendarDays('w.completed_at', range, params)}
       group by r.exercise_key
     ) as counted
     left join exercise_muscles custom
       on custom.user_id = $1 and custom.name_key = counted.key
     order by counted.key`,
    params,
  )
  const exercises = rows.map((row) => ({
    name: String(row.name),
    sets: Number(row.sets),
    muscles: resolveMuscles(
      String(row.name),
      row.custom
        ? {
            catalogKey: row.catalogKey as string | null,
            primary: (row.primary ?? []) as Muscle[],
            secondary: (row.secondary ?? []) as Muscle[],
          }
        : null,
      CATALOG_INDEX,
    ),
  }))
  return {
    from,
    to,
    muscles: setsPerMuscle(exercises),
    unassigned: exercises
      .filter(({ muscles }) => muscles.primary.length + muscles.secondary.length === 0)
      .map((exercise) => exercise.name),
  }
}

/** queries/body-weights.ts listBodyWeights. */
async function bodyWeights(userId: string, url: URL) {
  const rows = await query(
    `select "date"::text as "date", "weight"::text as "weight" from "body_weights"
     where ("body_weights"."user_id" = $1 and "body_weights"."date" >= $2)
     order by "body_weights"."date" asc`,
    [userId, url.searchParams.get('from')],
  )
  return rows.map((r) => ({ date: r.date, weight: r.weight }))
}

/** queries/stats.ts readStats: the same statement. */
async function stats(userId: string, url: URL) {
  const ages = Array.from({ length: STATS_WEEKS }, (_, ago) => ago)
  const [row] = await query(STATS_SQL, [userId, url.searchParams.get('tz') ?? 'UTC'])
  const n = (key: string) => Number(row![key])
  const weeks = ages.toReversed().map((ago) => ({
    start: addCalendarDays(String(row!.today), -7 * ago - 6),
    workouts: n(`week${ago}Workouts`),
    volume: n(`week${ago}Volume`),
  }))
  const [earlier, current] = [weeks.at(-2)!, weeks.at(-1)!]
  return {
    totalWorkouts: n('monthWorkouts'),
    totalVolume: n('monthVolume'),
    workoutsTrend: percentChange(current.workouts, earlier.workouts),
    volumeTrend: percentChange(current.volume, earlier.volume),
    weeks,
  }
}

/** The fields of a last set (queries/last-sets.ts LAST_SET_COLUMNS) as the API answers them. */
const toLastSet = (row: Record<string, unknown>) => ({
  setNumber: row.setNumber,
  weight: decimal(row.weight),
  reps: row.reps,
  isWarmup: row.isWarmup,
  kind: row.kind,
  rpe: row.rpe,
  additionalMode: row.additionalMode,
  additionalWeight: decimal(row.additionalWeight),
  duration: row.duration,
  distance: metres(row.distance),
  notes: row.notes,
})

/** queries/last-sets.ts findLastSets: one statement. */
async function lastSets(userId: string, dayId: string, exerciseName: string) {
  const rows = await query(`${LAST_SETS_SQL} order by "setNumber", "setCreatedAt"`, [
    dayId,
    userId,
    nameKey(exerciseName),
  ])
  if (rows.length === 0) return null
  return rows.filter((row) => row.hasSet).map(toLastSet)
}

/** queries/last-sets.ts findDayLastSets: every exercise of the day in one statement. */
async function dayLastSets(userId: string, dayId: string) {
  const rows = await query(`${DAY_LAST_SETS_SQL} order by "ord", "setNumber", "setCreatedAt"`, [
    dayId,
    userId,
  ])
  if (rows.length === 0) return (await ownsDay(userId, dayId)) ? [] : null
  const byExercise = new Map<unknown, { exerciseName: unknown; sets: unknown[] }>()
  for (const row of rows) {
    let entry = byExercise.get(row.ord)
    if (!entry) byExercise.set(row.ord, (entry = { exerciseName: row.exerciseName, sets: [] }))
    if (row.hasSet) {
      entry.sets.push(toLastSet(row))
    }
  }
  return [...byExercise.values()]
}

const tenth = (value: unknown) => Math.round(Number(value) * 10) / 10

/** queries/progress.ts readProgress. */
async function progress(userId: string, exerciseName: string, url: URL) {
  const params: unknown[] = [userId, exerciseName.toLowerCase()]
  const range = calendarDays('"completed_at"', url, params)
  // With `last`, the newest points only, read newest first.
  const last = url.searchParams.get('last')
  const order = last ? 'desc' : 'asc'
  const selected = await query(
    `select "workout_id", "completed_at", "exercise_name", "best", "top_weight", "top_reps",
       "volume", "sets", "longest_duration", "total_distance", "body_weight"
     from "workout_exercise_figures"
     where ("user_id" = $1 and "exercise_key" = $2 and "counting_sets" > 0 and ${range})
     order by "completed_at" ${order}, "workout_id" ${order}${last ? ` limit ${Number(last)}` : ''}`,
    params,
  )
  const rows = last ? selected.toReversed() : selected
  const points = rows.map((r) => ({
    workoutId: r.workout_id,
    date: iso(r.completed_at)!,
    e1rm: tenth(r.best),
    topWeight: tenth(r.top_weight),
    topReps: r.top_reps,
    volume: tenth(r.volume),
    sets: r.sets,
    duration: r.longest_duration === null ? null : Number(r.longest_duration),
    distance: r.total_distance === null ? null : tenth(r.total_distance),
    bodyWeight: r.body_weight === null ? null : tenth(r.body_weight),
  }))
  return {
    exerciseName: rows.at(-1)?.exercise_name || exerciseName,
    points,
    best: progressBests(points),
  }
}

/** queries/exercise-notes.ts listNotes: the lifter's notes by key. */
async function exerciseNotes(userId: string) {
  const rows = await query(
    `select exercise_name, note, updated_at from exercise_notes where user_id = $1
     order by exercise_key`,
    [userId],
  )
  return rows.map((r) => ({
    exerciseName: r.exercise_name,
    note: r.note,
    updatedAt: iso(r.updated_at),
  }))
}

/** The bench's lifters weigh in pounds (the default unit), which a plan's success is read in. */
const BENCH_UNIT = 'lbs'

/** queries/progressions.ts readPlan: the rule and the sessions it sees, in one statement. */
async function plan(userId: string, exerciseName: string) {
  const [row] = await query(PLAN_SQL, [userId, exerciseName.toLowerCase()])
  return row ? toPlan(row as PlanRow, DEFAULT_AHEAD, BENCH_UNIT) : null
}

/** queries/progressions.ts readDayPlan: the day's exercises, rules and sessions in one statement. */
async function dayPlan(userId: string, dayId: string) {
  const rows = (await query(DAY_PLAN_SQL, [dayId, userId])) as DayPlanRow[]
  if (rows.length === 0 && !(await ownsDay(userId, dayId))) return null
  return toDayPlan(dayId, rows, DEFAULT_AHEAD, BENCH_UNIT)
}

/** queries/exercise-records.ts readRecordsJson: the lifter's kept records, put in as they are. */
async function records(userId: string) {
  const rows = await query(
    `select answer from exercise_records where user_id = $1
     order by last_trained_at desc, exercise_key`,
    [userId],
  )
  return new WrittenJson(`[${rows.map((row) => row.answer).join(',')}]`)
}

/**
 * routes/workout-sets.ts: the bench writes into open workouts (drafts), which the app does in one
 * statement; the app's transaction for completed workouts is not mirrored (the floor answers 404).
 */
async function createSet(userId: string, body: Record<string, unknown>) {
  const [row] = await query(
    `insert into workout_sets (id, workout_id, user_id, exercise_name, exercise_key, set_number,
       weight, reps, completed, kind, is_warmup, additional_mode, additional_weight, notes)
     select coalesce($12::uuid, gen_random_uuid()), w.id, w.user_id, $1::text, $13::text, $2::int,
       $3::numeric, $4::int, $5::boolean, case when $6::boolean then 'warmup' else 'working' end,
       $6::boolean, $7::text, $8::numeric, $9::text
     from workouts w
     where w.id = $10 and w.user_id = $11 and w.completed_at is null
       and not exists (select 1 from tombstones where id = $12::uuid)
     for share
     on conflict (id) do nothing
     returning ${SET_COLUMNS}`,
    [
      body.exerciseName,
      body.setNumber,
      String(body.weight ?? '0'),
      body.reps ?? 0,
      body.completed ?? false,
      body.isWarmup ?? false,
      body.additionalMode ?? null,
      String(body.additionalWeight ?? '0'),
      body.notes ?? null,
      body.workoutId,
      userId,
      body.id ?? null,
      nameKey(String(body.exerciseName)),
    ],
  )
  return row ? toSet(row) : null
}

const UPDATABLE: Record<string, string> = {
  exerciseName: 'exercise_name',
  setNumber: 'set_number',
  weight: 'weight',
  reps: 'reps',
  completed: 'completed',
  isWarmup: 'is_warmup',
  additionalMode: 'additional_mode',
  additionalWeight: 'additional_weight',
  notes: 'notes',
}

async function updateSet(userId: string, id: string, body: Record<string, unknown>) {
  const keys = Object.keys(body).filter((key) => key in UPDATABLE)
  if (keys.length === 0 || 'exerciseName' in body) {
    throw new Error('floor: only set edits without a rename are mirrored')
  }
  const assignments = keys.map((key, i) => `"${UPDATABLE[key]}" = $${i + 1}`).join(', ')
  const [row] = await query(
    `update "workout_sets" set ${assignments}
     where ("workout_sets"."id" = $${keys.length + 1} and "workout_sets"."user_id" = $${keys.length + 2}
       and exists (select 1 from workouts w
                   where w.id = workout_sets.workout_id and w.completed_at is null for share))
     returning ${SET_COLUMNS}`,
    [...keys.map((key) => body[key]), id, userId],
  )
  return row ? toSet(row) : null
}

function readBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'))
      } catch (error) {
        reject(error)
      }
    })
    request.on('error', reject)
  })
}

function send(response: http.ServerResponse, status: number, body: unknown) {
  const text = body instanceof WrittenJson ? body.text : JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

function found(response: http.ServerResponse, body: unknown, message: string) {
  return body === null ? send(response, 404, { message }) : send(response, 200, body)
}

const DAY_LAST_SETS = /^\/api\/workout-days\/([^/]+)\/last-sets$/
const PLAN = /^\/api\/progressions\/([^/]+)\/plan$/
const DAY_PLAN = /^\/api\/workout-days\/([^/]+)\/plan$/
const PROGRESS = /^\/api\/progress\/([^/]+)$/
const LAST_SETS = /^\/api\/workout-days\/([^/]+)\/last-sets\/([^/]+)$/
const SET_ID = /^\/api\/workout-sets\/([^/]+)$/

async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://floor')
  const userId = await sessionUser(request.headers.cookie)
  if (!userId) return send(response, 401, { message: 'Unauthorized' })
  const path = url.pathname
  let match: RegExpExecArray | null
  if (request.method === 'GET' && path === '/api/workout-days') {
    return send(response, 200, await workoutDays(userId))
  }
  if (request.method === 'GET' && path === '/api/workouts-with-sets') {
    return found(response, await workoutsWithSets(userId, url), 'Workout day not found')
  }
  if (request.method === 'GET' && path === '/api/workout-summaries') {
    return found(response, await workoutSummaries(userId, url), 'Workout day not found')
  }
  if (request.method === 'GET' && (match = DAY_LAST_SETS.exec(path))) {
    return found(response, await dayLastSets(userId, match[1]!), 'Workout day not found')
  }
  if (request.method === 'GET' && (match = PLAN.exec(path))) {
    const answer = await plan(userId, decodeURIComponent(match[1]!))
    return found(response, answer, 'No progression rule for this exercise')
  }
  if (request.method === 'GET' && (match = DAY_PLAN.exec(path))) {
    return found(response, await dayPlan(userId, match[1]!), 'Workout day not found')
  }
  if (request.method === 'GET' && (match = PROGRESS.exec(path))) {
    return send(response, 200, await progress(userId, decodeURIComponent(match[1]!), url))
  }
  if (request.method === 'GET' && path === '/api/records') {
    return send(response, 200, await records(userId))
  }
  if (request.method === 'GET' && path === '/api/muscle-volume') {
    return send(response, 200, await muscleVolume(userId, url))
  }
  if (request.method === 'GET' && path === '/api/exercise-notes') {
    return send(response, 200, await exerciseNotes(userId))
  }
  if (request.method === 'GET' && path === '/api/body-weights') {
    return send(response, 200, await bodyWeights(userId, url))
  }
  if (request.method === 'GET' && path === '/api/catalog') {
    // The app's own bytes (lib/catalog-answer.ts).
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': CATALOG_ANSWER.length,
    })
    return response.end(CATALOG_ANSWER)
  }
  if (request.method === 'GET' && path === '/api/stats') {
    return send(response, 200, await stats(userId, url))
  }
  if (request.method === 'GET' && (match = LAST_SETS.exec(path))) {
    const sets = await lastSets(userId, match[1]!, decodeURIComponent(match[2]!))
    return sets
      ? send(response, 200, sets)
      : send(response, 404, { message: 'Workout day not found' })
  }
  if (request.method === 'POST' && path === '/api/workout-sets') {
    const set = await createSet(userId, await readBody(request))
    return set ? send(response, 201, set) : send(response, 404, { message: 'Workout not found' })
  }
  if (request.method === 'PATCH' && (match = SET_ID.exec(path))) {
    const set = await updateSet(userId, match[1]!, await readBody(request))
    return set ? send(response, 200, set) : send(response, 404, { message: 'Set not found' })
  }
  send(response, 404, { message: 'Not found' })
}

const server = http.createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error(error)
    send(response, 500, { message: 'Internal error' })
  })
})
server.keepAliveTimeout = 72_000
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
