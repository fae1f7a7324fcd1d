import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { openDatabase, queryRows } from '#server/db/client.ts'
import type { ExerciseMuscles } from '#shared/contract/muscles.ts'
import type { DayPlan, PlanOutcome } from '#shared/contract/progressions.ts'
import type { DayLastSets, LastSet } from '#shared/contract/workout-sets.ts'
import { nameKey } from '#shared/domain/names.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'
import { newTestDatabase } from '../support/test-database.ts'

/**
 * docs/product/trust-tokens-and-values.md, one name key everywhere: the code and the database
 * compare names the same way for every Unicode name. The database's lower() (PGlite's, or a
 * PostgreSQL's in its locale) keeps σ where the code writes a final ς, and lowers İ to a plain
 * i where the code keeps its dot: each of these disagreed before names were keyed by the code.
 */
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const ROW = 'Row ΠΙΕΣΕΙΣ'
const rule = { type: 'linear', weight: '100', sets: 1, reps: 5, increment: '5' }

describe('a Greek name with a final sigma', () => {
  let lifter: TestUser
  let dayId: string
  beforeAll(async () => {
    lifter = await t.register()
    dayId = (
      await f.createDay(lifter, {
        name: 'Pull',
        exercises: [{ name: ROW, sets: [{ kind: 'working' }] }],
      })
    ).id
    await f.call(lifter, 'PUT', `/api/progressions/${encodeURIComponent(ROW)}`, rule)
    // Logged as another device spells it: all lower case, σ at the end.
    await f.completedWorkout(lifter, dayId, new Date().toISOString(), [
      { exerciseName: 'row πιεσεισ', weight: '100', reps: 5 },
    ])
  })

  it('reaches the rule’s plan, by name and in the day’s plan', async () => {
    const plan = await f.call<PlanOutcome>(
      lifter,
      'GET',
      `/api/progressions/${encodeURIComponent(ROW)}/plan`,
    )
    expect(plan.history).toHaveLength(1)
    expect(plan.next.weight).toBe('105')
    const day = await f.call<DayPlan>(lifter, 'GET', `/api/workout-days/${dayId}/plan`)
    expect(day.exercises[0]!.plan!.history).toHaveLength(1)
  })

  it('is one exercise in the lifter’s list, progress, muscles and last sets', async () => {
    const names = await f.call<string[]>(lifter, 'GET', '/api/exercises')
    expect(names).toHaveLength(1)
    const progress = await f.call<{ points: unknown[] }>(
      lifter,
      'GET',
      `/api/progress/${encodeURIComponent('ROW ΠΙΕΣΕΙΣ')}`,
    )
    expect(progress.points).toHaveLength(1)
    await f.call(lifter, 'PUT', `/api/exercise-muscles/${encodeURIComponent('row πιεσεις')}`, {
      primary: ['lats'],
    })
    const muscles = await f.call<ExerciseMuscles[]>(lifter, 'GET', '/api/exercise-muscles')
    expect(muscles).toHaveLength(1)
    expect(muscles[0]!.primary).toEqual(['lats'])
    const last = await f.call<LastSet[]>(
      lifter,
      'GET',
      `/api/workout-days/${dayId}/last-sets/${encodeURIComponent(ROW)}`,
    )
    expect(last).toHaveLength(1)
    const dayLast = await f.call<DayLastSets>(lifter, 'GET', `/api/workout-days/${dayId}/last-sets`)
    expect(dayLast[0]!.sets).toHaveLength(1)
  })

  it('is one exercise a day cannot take twice', async () => {
    await f.call(
      lifter,
      'POST',
      `/api/workout-days/${dayId}/exercises`,
      { name: 'ROW ΠΙΕΣΕΙΣ', sets: [{ kind: 'working' }] },
      409,
    )
  })
})

describe('a restore with "İx" and "ix"', () => {
  it('keeps two names where the code sees two, never a 500', async () => {
    const lifter = await t.register()
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/imports',
      headers: { 'content-type': 'application/json' },
      payload: {
        format: 'ironlog',
        version: 1,
        progressions: [
          { ...rule, exerciseName: 'İx', since: new Date().toISOString() },
          { ...rule, exerciseName: 'ix', since: new Date().toISOString() },
        ],
        exerciseMuscles: [
          { exerciseName: 'İx', catalogKey: null, primary: ['chest'], secondary: [] },
          { exerciseName: 'ix', catalogKey: null, primary: ['lats'], secondary: [] },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const rules = await f.call<Array<{ exerciseName: string }>>(lifter, 'GET', '/api/progressions')
    expect(rules.map((r) => r.exerciseName).sort()).toEqual(['ix', 'İx'])
    const muscles = await f.call<ExerciseMuscles[]>(lifter, 'GET', '/api/exercise-muscles')
    expect(muscles.map((m) => [m.exerciseName, m.primary])).toEqual(
      expect.arrayContaining([
        ['İx', ['chest']],
        ['ix', ['lats']],
      ]),
    )
  })
})

describe('the migration (0022_name_keys)', () => {
  it('keys every stored name as the code does, records rebuilt, rules and muscles merged', async () => {
    const migrations = fileURLToPath(new URL('../../src/server/db/migrations', import.meta.url))
    const before = mkdtempSync(path.join(tmpdir(), 'migrations-'))
    cpSync(migrations, before, { recursive: true })
    const journalPath = path.join(before, 'meta/_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
      entries: Array<{ tag: string }>
    }
    const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_name_keys'))
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    )
    const location = await newTestDatabase({ empty: true })
    const old = await openDatabase({ ...location, migrationsFolder: before })
    // As the app wrote them then: the rule keyed by JavaScript's toLowerCase, the muscles and
    // the records by the database's lower(), which disagree on the final sigma.
    const days = JSON.stringify([{ name: ROW, sets: [{ kind: 'working' }] }])
    const ruleJson = JSON.stringify(rule)
    await old.db.execute(sql`
      with u as (insert into users (email) values ('old@example.com') returning id),
      d as (insert into workout_days (user_id, name, exercises)
            select id, 'Pull', ${days}::jsonb from u returning id, user_id),
      w as (insert into workouts (user_id, workout_day_id, workout_day_name, started_at,
                                  completed_at)
            select user_id, id, 'Pull', now() - interval '1 hour', now() from d
            returning id, user_id, completed_at),
      s as (insert into workout_sets (workout_id, user_id, exercise_name, set_number, weight,
                                      reps, completed)
            select id, user_id, ${ROW}, 1, 100, 5, true from w returning workout_id),
      r as (insert into workout_exercise_records
              (workout_id, user_id, exercise_key, completed_at, best, best_so_far, is_pr,
               exercise_name, counted_sets)
            select id, user_id, lower(${ROW}), completed_at, 116.7, 116.7, true, ${ROW},
                   '[["100", 5, "working", null]]'::json from w),
      p as (insert into progression_rules (user_id, exercise_key, exercise_name, rule, since)
            select id, ${ROW.toLowerCase()}, ${ROW}, ${ruleJson}::jsonb,
                   now() - interval '1 day' from u),
      n as (insert into exercise_notes (user_id, exercise_key, exercise_name, note)
            select id, lower(${ROW}), ${ROW}, 'Seat 4' from u)
      insert into exercise_muscles (user_id, name_key, exercise_name, primary_muscles)
      select id, lower(k.name), k.name, '["lats"]'::jsonb from u,
             (values (${ROW}), ('row πιεσεις')) as k(name)`)
    await old.close()
    rmSync(before, { recursive: true, force: true })

    const database = await openDatabase(location)
    try {
      const app = await buildApp({
        db: database.db,
        sessionSecret: 'test-secret-that-is-long-enough',
        appUrl: 'http://localhost:3000',
      })
      await app.close()
      const key = nameKey(ROW)
      expect(
        await queryRows(
          database.db,
          sql`select
                (select array_agg(distinct exercise_key) from workout_sets) as sets,
                (select exercise_keys from workout_days) as days,
                (select array_agg(exercise_key) from workout_exercise_figures) as records,
                (select array_agg(exercise_key) from progression_rules) as rules,
                (select array_agg(name_key) from exercise_muscles) as muscles,
                (select array_agg(exercise_key) from exercise_notes) as notes,
                (select version from name_key_version) as version`,
        ),
      ).toEqual([
        {
          sets: [key],
          days: [key],
          records: [key],
          rules: [key],
          muscles: [key],
          notes: [key],
          version: 1,
        },
      ])
    } finally {
      await database.close()
      if (location.dataDir) rmSync(location.dataDir, { recursive: true, force: true })
    }
  })
})
