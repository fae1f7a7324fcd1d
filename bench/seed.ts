import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { openDatabase, queryRows, type Db } from '#server/db/client.ts'
import { ensureFigureRules } from '#server/queries/figure-rules.ts'
import type { ProgressionRule } from '#shared/contract/progressions.ts'

/**
 * Bench data through the real schema (the app's own migrations), inserted set-wise in SQL so
 * a million sets take seconds, not minutes. Every lifter trains Push/Pull/Legs; workouts are
 * 1.825 days apart (≈ 200 a year) and have 5 exercises × 5 sets (1 warm-up + 4 working) = 25 sets.
 */

export type Lifter = {
  email: string
  userId: string
  /** Session token known to the bench; the database holds only its hash, like a real sign-in. */
  token: string
  /** Push, Pull, Legs in creation order. */
  dayIds: [string, string, string]
  /** An open (not completed) workout on Push: the session screen's draft, target of the writes. */
  draftId: string
  draftSetId: string
}

export type SeedGroup = { prefix: string; lifters: number; workoutsEach: number }

const SECONDS_BETWEEN_WORKOUTS = 157_680 // 1.825 days: 200 workouts a year

export const SPLIT = [
  {
    name: 'Push',
    icon: 'chest',
    exercises: [
      'Bench Press',
      'Overhead Press',
      'Incline Dumbbell Press',
      'Lateral Raise',
      'Triceps Pushdown',
    ],
  },
  {
    name: 'Pull',
    icon: 'back',
    exercises: ['Deadlift', 'Barbell Row', 'Pull-up', 'Face Pull', 'Biceps Curl'],
  },
  {
    name: 'Legs',
    icon: 'legs',
    exercises: ['Squat', 'Romanian Deadlift', 'Leg Press', 'Leg Curl', 'Calf Raise'],
  },
] as const

const BASE_WEIGHTS = [135, 95, 60, 20, 50]

/** Each Push exercise's rule, one of every type (GET /api/workout-days/{push}/plan reads all). */
const PUSH_RULES: Array<[string, ProgressionRule]> = [
  [
    'Bench Press',
    {
      type: 'linear',
      weight: '135',
      sets: 3,
      reps: 5,
      increment: '2.5',
      deloadAfter: 3,
      deloadPercent: 10,
      maxRpe: null,
      roundTo: '5',
    },
  ],
  [
    'Overhead Press',
    { type: 'double', weight: '95', sets: 4, repsMin: 5, repsMax: 8, increment: '5', roundTo: '5' },
  ],
  [
    'Incline Dumbbell Press',
    {
      type: 'wave',
      trainingMax: '80',
      weeks: [
        [
          { percent: 65, reps: 5, amrap: false },
          { percent: 75, reps: 5, amrap: false },
          { percent: 85, reps: 5, amrap: true },
        ],
        [
          { percent: 70, reps: 3, amrap: false },
          { percent: 80, reps: 3, amrap: false },
          { percent: 90, reps: 3, amrap: true },
        ],
      ],
      increment: '5',
      roundTo: '2.5',
    },
  ],
  [
    'Lateral Raise',
    {
      type: 'linear',
      weight: '20',
      sets: 4,
      reps: 8,
      increment: '2.5',
      deloadAfter: 2,
      deloadPercent: 20,
      maxRpe: 8,
      roundTo: '2.5',
    },
  ],
  [
    'Triceps Pushdown',
    {
      type: 'double',
      weight: '50',
      sets: 4,
      repsMin: 6,
      repsMax: 10,
      increment: '5',
      roundTo: '5',
    },
  ],
]

export const tokenFor = (email: string) => `bench-token-${email}`
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

function groupStatements({ prefix, lifters, workoutsEach }: SeedGroup): string[] {
  const inGroup = `user_id in (select id from users where email like ${literal(`bench-${prefix}-%`)})`
  const days = SPLIT.map((day, k) => {
    const exercises = day.exercises.map((name) => ({
      name,
      sets: [
        { isWarmup: true, kind: 'warmup' },
        ...Array.from({ length: 4 }, () => ({ isWarmup: false, kind: 'working' })),
      ],
    }))
    return `(${k}, ${literal(day.name)}, ${literal(day.icon)}, ${literal(JSON.stringify(exercises))})`
  })
  return [
    `insert into users (email, first_name, last_name)
     select 'bench-${prefix}-' || i || '@bench.ironlog.test', 'Lifter', '${prefix} ' || i
     from generate_series(0, ${lifters - 1}) i`,
    // The same hash as src/server/queries/sign-in-sessions.ts (hashToken): sha256 of the token, base64url, no padding.
    `insert into sessions (token_hash, user_id, expires_at)
     select translate(rtrim(encode(sha256(convert_to('bench-token-' || email, 'UTF8')), 'base64'), '='), '+/', '-_'),
            id, now() + interval '30 days'
     from users where email like ${literal(`bench-${prefix}-%`)}`,
    // The names are ASCII: their key (shared/domain/names.ts nameKey) is lower().
    `insert into workout_days (user_id, name, icon, exercises, exercise_keys)
     select u.id, d.name, d.icon, d.exercises::jsonb,
            array(select lower(e->>'name') from jsonb_array_elements(d.exercises::jsonb) e)
     from users u cross join (values ${days.join(', ')}) d(k, name, icon, exercises)
     where u.email like ${literal(`bench-${prefix}-%`)}
     order by u.id, d.k`,
    // Workout k of n completes (n - k) × 1.825 days + 1 hour ago, rotating Push, Pull, Legs.
    `insert into workouts (user_id, workout_day_id, workout_day_name, started_at, completed_at)
     select d.user_id, d.id, d.name,
            now() - make_interval(secs => (${workoutsEach} - k)::float8 * ${SECONDS_BETWEEN_WORKOUTS} + 3600 + 4200),
            now() - make_interval(secs => (${workoutsEach} - k)::float8 * ${SECONDS_BETWEEN_WORKOUTS} + 3600)
     from generate_series(1, ${workoutsEach}) k
     join (select id, user_id, name, row_number() over (partition by user_id order by seq) - 1 as pos
           from workout_days where ${inGroup}) d on d.pos = (k - 1) % 3`,
    // A body weight on each workout's day (issue 35: the body weight screen reads a year).
    `insert into body_weights (user_id, date, weight)
     select user_id, (completed_at at time zone 'UTC')::date,
            trim_scale(round((180 + 6 * sin(extract(epoch from completed_at) / 3e6))::numeric, 1))
     from workouts where ${inGroup} and completed_at is not null
     on conflict do nothing`,
    // 5 exercises × (1 warm-up + 4 working sets); weights climb in 24-step cycles so PRs come and go.
    `insert into workout_sets
       (workout_id, user_id, exercise_name, exercise_key, set_number, weight, reps, completed,
        is_warmup, kind, created_at)
     select w.id, w.user_id, ex.value ->> 'name', lower(ex.value ->> 'name'), s,
            (case when s = 1 then 0.5 else 1 end)
              * ((array[${BASE_WEIGHTS.join(', ')}])[ex.ordinality]
                 + 2.5 * (floor(extract(epoch from w.completed_at) / ${SECONDS_BETWEEN_WORKOUTS * 3})::int % 24)),
            case when s = 1 then 10 else 9 - s end,
            true, s = 1, case when s = 1 then 'warmup' else 'working' end,
            w.started_at + make_interval(mins => (ex.ordinality::int - 1) * 12 + s * 2)
     from workouts w
     join workout_days d on d.id = w.workout_day_id
     cross join lateral jsonb_array_elements(d.exercises) with ordinality ex
     cross join generate_series(1, 5) s
     where w.${inGroup} and w.completed_at is not null`,
    // docs/product/progression.md: a progression rule for each Push exercise, set 12 weeks ago, so a plan
    // sees the sessions of those weeks (a lifter's whole history before stays unread).
    `insert into progression_rules (user_id, exercise_key, exercise_name, rule, since)
     select u.id, lower(r.name), r.name, r.rule::jsonb, now() - interval '84 days'
     from users u cross join (values ${PUSH_RULES.map(
       ([name, rule]) => `(${literal(name)}, ${literal(JSON.stringify(rule))})`,
     ).join(', ')}) r(name, rule)
     where u.email like ${literal(`bench-${prefix}-%`)}`,
    // A note pinned to each Push exercise (GET /api/exercise-notes, the exercise page).
    `insert into exercise_notes (user_id, exercise_key, exercise_name, note)
     select u.id, lower(e.name), e.name, 'Elbows in, pause at the bottom, drive through the heels.'
     from users u cross join (values ${SPLIT[0].exercises.map((name) => `(${literal(name)})`).join(', ')}) e(name)
     where u.email like ${literal(`bench-${prefix}-%`)}`,
    // The open workout the write routes log into: two exercises started, like mid-session.
    `insert into workouts (user_id, workout_day_id, workout_day_name, started_at)
     select user_id, id, name, now() - interval '20 minutes'
     from (select id, user_id, name, row_number() over (partition by user_id order by seq) as pos
           from workout_days where ${inGroup}) d
     where pos = 1`,
    `insert into workout_sets
       (workout_id, user_id, exercise_name, exercise_key, set_number, weight, reps, completed,
        is_warmup, kind, created_at)
     select w.id, w.user_id, e.name, lower(e.name), s, 100, 8, s <= 2, s = 1,
            case when s = 1 then 'warmup' else 'working' end, w.started_at + make_interval(mins => s)
     from workouts w
     cross join (values ('Bench Press'), ('Overhead Press')) e(name)
     cross join generate_series(1, 3) s
     where w.${inGroup} and w.completed_at is null`,
  ]
}

async function readLifters(db: Db, prefix: string): Promise<Lifter[]> {
  const rows = await queryRows<{
    email: string
    user_id: string
    day_ids: string[] | string
    draft_id: string
    draft_set_id: string
  }>(
    db,
    sql`
    select u.email, u.id::text as user_id,
           (select json_agg(d.id::text order by d.seq) from workout_days d where d.user_id = u.id)::text as day_ids,
           w.id::text as draft_id,
           (select s.id::text from workout_sets s where s.workout_id = w.id
            order by s.exercise_name, s.set_number limit 1) as draft_set_id
    from users u
    join workouts w on w.user_id = u.id and w.completed_at is null
    where u.email like ${`bench-${prefix}-%`}
    order by u.email
  `,
  )
  return rows.map((row) => ({
    email: row.email,
    userId: row.user_id,
    token: tokenFor(row.email),
    dayIds: JSON.parse(String(row.day_ids)) as [string, string, string],
    draftId: row.draft_id,
    draftSetId: row.draft_set_id,
  }))
}

/**
 * Issue 46: each open workout grown to `setsEach` sets straight in SQL, as the write routes grow
 * it (POST /api/workout-sets: the first three Push exercises in turn, set numbers 1–100), then
 * a steady state as autovacuum would leave it.
 */
export async function growDrafts(
  target: { databaseUrl?: string; dataDir: string },
  setsEach: number,
) {
  const database = await openDatabase(target)
  try {
    const names = `array[${SPLIT[0].exercises.slice(0, 3).map(literal).join(', ')}]`
    await database.db.execute(
      sql.raw(`insert into workout_sets
         (workout_id, user_id, exercise_name, exercise_key, set_number, weight, reps, completed,
          is_warmup, kind)
       select w.id, w.user_id, (${names})[1 + n % 3], lower((${names})[1 + n % 3]), n % 100 + 1,
              135, 8, true, false, 'working'
       from workouts w
       cross join generate_series(1, greatest(0, ${setsEach} - (
         select count(*) from workout_sets s where s.workout_id = w.id))::int) n
       where w.completed_at is null`),
    )
    await database.db.execute(sql.raw('vacuum analyze'))
  } finally {
    await database.close()
  }
}

export type Seeded = { groups: Record<string, Lifter[]>; seconds: number; sets: number }

/** Migrates (the app's migrations) and seeds a fresh database; answers the lifters per group. */
export async function seed(
  target: { databaseUrl?: string; dataDir: string },
  groups: SeedGroup[],
): Promise<Seeded> {
  const started = performance.now()
  const database = await openDatabase(target)
  if (process.env.BENCH_VERBOSE) console.log(`${(performance.now() - started).toFixed(0)} ms open`)
  try {
    // Bulk load the way pg_restore does: indexes built once afterwards from their own definitions
    // (read back from the catalogue, so the schema stays the migrations'), and no per-row foreign
    // key triggers (the rows are consistent by construction).
    const indexes = await queryRows<{ name: string; definition: string }>(
      database.db,
      sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
          join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
          where i.schemaname = 'public'
            and i.tablename in ('workouts', 'workout_sets', 'workout_exercise_figures')
            and not x.indisprimary`,
    )
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('set local session_replication_role = replica'))
      for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`))
      for (const group of groups) {
        for (const statement of groupStatements(group)) {
          const t = performance.now()
          await tx.execute(sql.raw(statement))
          if (process.env.BENCH_VERBOSE) {
            console.log(`${(performance.now() - t).toFixed(0)} ms ${statement.slice(0, 60)}`)
          }
        }
      }
      for (const index of indexes) await tx.execute(sql.raw(index.definition))
    })
    // Every figure and total volume the app keeps (decision 004), counted by the app's own code
    // (queries/exercise-figures.ts), as a start by new rules does.
    const counted = performance.now()
    await database.db.execute(sql.raw('delete from figure_rules'))
    await ensureFigureRules(database.db)
    if (process.env.BENCH_VERBOSE) {
      console.log(`${(performance.now() - counted).toFixed(0)} ms figures`)
    }
    // A steady state as autovacuum would leave it: statistics and visibility map.
    const t = performance.now()
    await database.db.execute(sql.raw('vacuum analyze'))
    if (process.env.BENCH_VERBOSE) console.log(`${(performance.now() - t).toFixed(0)} ms vacuum`)
    const result: Record<string, Lifter[]> = {}
    for (const group of groups) result[group.prefix] = await readLifters(database.db, group.prefix)
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from workout_sets`,
    )
    return {
      groups: result,
      seconds: (performance.now() - started) / 1000,
      sets: Number(count!.n),
    }
  } finally {
    await database.close()
  }
}
