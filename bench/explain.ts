/**
 * `npx tsx bench/explain.ts`: EXPLAIN (ANALYZE, BUFFERS) of the scale-curve queries on
 * PostgreSQL 15 for one lifter at 1× and 100× a year of training (BENCH_SCALE to change), among
 * BENCH_LIFTERS (200) others. The SQL is the app's (as bench/floor-server.ts mirrors it), with the
 * parameters a real request would bind. Prints the plans; writes are rolled back.
 */
import pg from 'pg'
import { startPostgres } from '../tests/support/postgres-server.ts'
import { DAY_LAST_SETS_SQL, LAST_SETS_SQL } from '#server/queries/last-sets.ts'
import { nameKey } from '#shared/domain/names.ts'
import { DAY_PLAN_SQL, PLAN_SQL } from '#server/queries/progressions.ts'
import { seed, SPLIT, type Lifter } from './seed.ts'

const lifters = Number(process.env.BENCH_LIFTERS ?? 200)
const factors = (process.env.BENCH_SCALE ?? '1,100').split(',').map(Number)

const server = await startPostgres()
try {
  const admin = new pg.Client(server.url('postgres'))
  await admin.connect()
  await admin.query('create database ironlog_explain')
  await admin.end()
  const url = server.url('ironlog_explain')
  const seeded = await seed({ databaseUrl: url, dataDir: 'unused' }, [
    { prefix: 'lifter', lifters, workoutsEach: 24 },
    ...factors.map((f) => ({ prefix: `x${f}`, lifters: 1, workoutsEach: f * 200 })),
  ])
  console.log(`seeded ${seeded.sets} sets in ${seeded.seconds.toFixed(1)} s`)
  const client = new pg.Client(url)
  await client.connect()

  const explain = async (title: string, text: string, params: unknown[]) => {
    await client.query('begin')
    try {
      const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params)
      console.log(`\n--- ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`)
    } finally {
      await client.query('rollback')
    }
  }
  const inList = (from: number, n: number) =>
    `(${Array.from({ length: n }, (_, i) => `$${from + i}`).join(', ')})`

  for (const factor of factors) {
    const lifter: Lifter = seeded.groups[`x${factor}`]![0]!
    const tag = `${factor}×`
    const userId = lifter.userId
    const [push] = lifter.dayIds

    const { rows: page } = await client.query(
      `select id, completed_at from workouts where user_id = $1 and completed_at is not null
       order by completed_at desc, id desc limit 20`,
      [userId],
    )
    const ids = page.map((w) => w.id as string)
    await explain(
      `${tag} history: page of workouts`,
      `select "id", "workout_day_id", "workout_day_name", "started_at", "completed_at", "total_volume"
       from "workouts" where ("workouts"."user_id" = $1 and "workouts"."completed_at" is not null)
       order by "workouts"."completed_at" desc, "workouts"."id" desc limit $2`,
      [userId, 20],
    )
    await explain(
      `${tag} history: sets of the page`,
      `select * from "workout_sets" where "workout_sets"."workout_id" in ${inList(1, ids.length)}
       order by "workout_sets"."workout_id",
         min("workout_sets"."created_at") over (partition by "workout_sets"."workout_id", "workout_sets"."exercise_key"),
         "workout_sets"."set_number", "workout_sets"."created_at"`,
      ids,
    )
    await explain(
      `${tag} history: PR flags of the page`,
      `select "workout_id", "exercise_key" from "workout_exercise_figures"
       where ("workout_id" in ${inList(1, ids.length)} and "is_pr" = $${ids.length + 1})`,
      [...ids, true],
    )
    await explain(
      `${tag} history summaries: the page, its exercises' kept figures aggregated per workout`,
      `with "page" as (select "id", "workout_day_id", "workout_day_name", "started_at",
           "completed_at", "total_volume"
         from "workouts" where ("workouts"."user_id" = $1 and "workouts"."completed_at" is not null)
         order by "workouts"."completed_at" desc, "workouts"."id" desc limit $2)
       select "id", "workout_day_id", "workout_day_name", "started_at", "completed_at",
         "total_volume", coalesce((
           select json_agg(json_build_array("first_completed_name", "is_pr", "sets",
               "record_set", "top_set", "exercise_type", "body_weight")
             order by "first_set_at", "first_completed_number", "first_completed_at")
           from "workout_exercise_figures"
           where "workout_exercise_figures"."workout_id" = "page"."id"
             and "workout_exercise_figures"."sets" > 0), '[]')
       from "page" order by "page"."completed_at" desc, "page"."id" desc`,
      [userId, 20],
    )
    await explain(
      `${tag} stats (this month, Europe/Berlin)`,
      `select count(*)::int as total_workouts, coalesce(sum(total_volume), 0)::text as total_volume
       from workouts where user_id = $1
         and completed_at >= (date_trunc('month', now() at time zone $2) at time zone $3)
         and completed_at < (date_trunc('month', now() at time zone $4) at time zone $5) + interval '1 month'`,
      [userId, 'Europe/Berlin', 'Europe/Berlin', 'Europe/Berlin', 'Europe/Berlin'],
    )
    await explain(`${tag} last-sets: Bench Press on Push (findLastSets)`, LAST_SETS_SQL, [
      push,
      userId,
      nameKey(SPLIT[0].exercises[0]),
    ])
    await explain(
      `${tag} last-sets: exercise never done on this day (Squat on Push: the day's probe finds nothing, then any day's)`,
      LAST_SETS_SQL,
      [push, userId, 'squat'],
    )
    await explain(
      `${tag} last-sets: an exercise the lifter never did (a new exercise on the day)`,
      LAST_SETS_SQL,
      [push, userId, 'cable fly'],
    )
    await explain(
      `${tag} last-sets of a whole day: every exercise of Push in one statement (findDayLastSets)`,
      DAY_LAST_SETS_SQL,
      [push, userId],
    )
    await explain(`${tag} plan: a rule and the sessions since it was set (readPlan)`, PLAN_SQL, [
      userId,
      'bench press',
    ])
    await explain(
      `${tag} day plan: every exercise of Push with its rule's sessions, one statement (readDayPlan)`,
      DAY_PLAN_SQL,
      [push, userId],
    )
    const today = new Date().toISOString().slice(0, 10)
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)
    await explain(
      `${tag} muscle volume: the 7 days that end today, Europe/Berlin (readMuscleVolume)`,
      `select counted.name, counted.sets, custom.name_key is not null as custom
       from (
         select r.exercise_key as key, min(r.exercise_name) as name,
           sum(r.counting_sets)::int as sets
         from workouts w
         cross join lateral (
           select r.exercise_key, r.exercise_name, r.counting_sets from workout_exercise_figures r
           where r.workout_id = w.id and r.counting_sets > 0 offset 0
         ) as r
         where w.user_id = $1 and w.completed_at is not null
           and w.completed_at >= ($2::date::timestamp at time zone $3::text)
           and w.completed_at < (($4::date + 1)::timestamp at time zone $5::text)
         group by r.exercise_key
       ) as counted
       left join exercise_muscles custom
         on custom.user_id = $1 and custom.name_key = counted.key
       order by counted.key`,
      [userId, weekAgo, 'Europe/Berlin', today, 'Europe/Berlin'],
    )
    await explain(
      `${tag} exercises: the lifter's names, a skip scan over the logged ones (listExerciseNames)`,
      `with recursive logged(key, name) as (
         (select exercise_key, exercise_name from workout_sets where user_id = $1
          order by exercise_key, exercise_name limit 1)
         union all
         select next.key, next.name from logged cross join lateral (
           select exercise_key as key, exercise_name as name from workout_sets
           where user_id = $1 and exercise_key > logged.key
           order by exercise_key, exercise_name limit 1) as next)
       select min(name) as name from (
         select exercise->>'name' as name from workout_days, jsonb_array_elements(exercises) as exercise
         where user_id = $1
         union all select name from logged) as names
       group by lower(name) order by lower(name), min(name)`,
      [userId],
    )
    await explain(
      `${tag} workout-days: the home screen's list with each day's last workout`,
      `select "id", "name", "icon", "archived", "exercises", (
         select max(w.completed_at) from workouts w
         where w.workout_day_id = workout_days.id and w.completed_at is not null
       ) from "workout_days" where ("workout_days"."user_id" = $1 and "workout_days"."archived" = $2)
       order by "workout_days"."seq" asc`,
      [userId, false],
    )

    // refreshFigures after completing today's workout (from = its completion time) and after an
    // edit of the oldest workout (from = the start of history: every later row is recomputed).
    const refresh = `
      insert into workout_exercise_figures
        (workout_id, user_id, exercise_key, completed_at, best, score_so_far, is_pr)
      select workout_id, $1, exercise_key, completed_at, best, greatest(best, prior), best > 0 and best > prior
      from (
        select bests.*, greatest(coalesce(base.score_so_far, 0), coalesce(max(bests.best) over (
                 partition by bests.exercise_key order by bests.completed_at, bests.workout_id
                 rows between unbounded preceding and 1 preceding), 0)) as prior
        from (
          select w.id as workout_id, s.exercise_key, w.completed_at,
                 coalesce(max(s.weight * (1 + s.reps / 30.0))
                   filter (where s.completed and s.kind <> 'warmup' and s.reps > 0), 0)::float8 as best
          from workouts w join workout_sets s on s.workout_id = w.id
          where w.user_id = $2 and w.completed_at >= $3::timestamptz
            and s.user_id = $2 and s.exercise_key in ($4, $5)
          group by w.id, s.exercise_key, w.completed_at
        ) as bests
        left join lateral (
          select r.score_so_far from workout_exercise_figures r
          where r.user_id = $6 and r.exercise_key = bests.exercise_key and r.completed_at < $7::timestamptz
          order by r.completed_at desc limit 1
        ) as base on true
      ) as ranked`
    const { rows: bounds } = await client.query(
      `select min(completed_at) as oldest, max(completed_at) as newest from workouts
       where user_id = $1 and completed_at is not null`,
      [userId],
    )
    for (const [label, from] of [
      ['newest workout completed', bounds[0].newest],
      ['oldest workout edited', bounds[0].oldest],
    ] as const) {
      const since = (from as Date).toISOString()
      await client.query('begin')
      try {
        await client.query(
          `delete from workout_exercise_figures where user_id = $1 and exercise_key in ($2, $3) and completed_at >= $4::timestamptz`,
          [userId, 'bench press', 'overhead press', since],
        )
        const { rows } = await client.query(`explain (analyze, buffers) ${refresh}`, [
          userId,
          userId,
          since,
          'bench press',
          'overhead press',
          userId,
          since,
        ])
        console.log(
          `\n--- ${tag} PR refresh (refreshFigures insert, its PR part), ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`,
        )
      } finally {
        await client.query('rollback')
      }
    }
  }
  await client.end()
} finally {
  server.stop()
}
