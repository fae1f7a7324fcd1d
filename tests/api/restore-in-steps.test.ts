import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/client.ts'
import { ALL_TIME, refreshFigures } from '#server/queries/exercise-figures.ts'
import { nameKey } from '#shared/domain/names.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'

/**
 * docs/product/trust-tokens-and-values.md: while a restore runs, other lifters are answered. On
 * the embedded database, which runs one statement at a time for everyone, the restore writes in
 * short steps and others' reads are answered between them (seen as a read answered while the
 * restorer's workouts are partly written); on PostgreSQL the restore is one transaction (nothing
 * of it seen until the end) and others' reads go on meanwhile. Neither depends on the machine's
 * speed (the largest allowed restore, timed, is the bench's: a test of it took 12 minutes on a
 * busy machine).
 */
let t: TestApp
let reader: TestUser
beforeAll(async () => {
  t = await buildTestApp()
  reader = await t.register()
  await t.injectAs(reader, { method: 'POST', url: '/api/workout-days', payload: { name: 'Push' } })
})
afterAll(() => t.close())

const WORKOUTS = 150

/** A restore of WORKOUTS completed workouts of 5 sets each, one a day from 2000, and body weights. */
function restoreFile(): string {
  const start = Date.UTC(2000, 0, 1)
  const workouts = Array.from({ length: WORKOUTS }, (_, i) => ({
    workoutDayName: 'Push',
    startedAt: new Date(start + i * 86_400_000).toISOString(),
    completedAt: new Date(start + i * 86_400_000 + 3_600_000).toISOString(),
    sets: Array.from({ length: 5 }, (_, n) => ({
      exerciseName: ['Bench Press', 'Dips', 'Fly'][n % 3],
      setNumber: n + 1,
      weight: String(100 + (i % 50)),
      reps: 5,
      completed: true,
    })),
  }))
  // Body weights make the restore count its bodyweight exercises (Dips) again, all their history.
  const bodyWeights = [
    { date: '2000-01-01', weight: '180' },
    { date: '2000-03-01', weight: '185.5' },
  ]
  return JSON.stringify({ format: 'ironlog', version: 1, workouts, bodyWeights })
}

const workoutsOf = async (user: TestUser) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from workouts where user_id = ${user.id}`,
    )
  )[0]!.n

/** Every figure kept of the lifter's workouts, and their total volumes, in a fixed order. */
const figuresOf = async (user: TestUser) => ({
  figures: await queryRows<{ is_pr: boolean; body_weight: string | null }>(
    t.db,
    sql`select * from workout_exercise_figures where user_id = ${user.id}
        order by exercise_key, completed_at, workout_id`,
  ),
  volumes: await queryRows(
    t.db,
    sql`select id, total_volume::text from workouts where user_id = ${user.id} order by id`,
  ),
})

describe('a restore and another lifter', () => {
  let restorer: TestUser

  it('reads are answered while it runs; on the embedded database between its steps', async () => {
    restorer = await t.register()
    let done = false
    const restoring = t
      .injectAs(restorer, {
        method: 'POST',
        url: '/api/imports',
        headers: { 'content-type': 'application/json' },
        payload: restoreFile(),
      })
      .finally(() => (done = true))
    // What the reader saw while the restore ran: how many of the restorer's workouts were written.
    const seen: number[] = []
    while (!done) {
      // A lifter's reads come now and then, not back to back.
      await new Promise((resolve) => setTimeout(resolve, 20))
      const read = await t.injectAs(reader, { url: '/api/workout-days' })
      expect(read.statusCode).toBe(200)
      const written = await workoutsOf(restorer)
      if (!done) seen.push(written)
    }
    const answer = await restoring
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(201)
    expect(await workoutsOf(restorer)).toBe(WORKOUTS)
    expect(seen.length).toBeGreaterThan(0)
    if (t.dbKind === 'pglite') {
      expect(seen.some((n) => n > 0 && n < WORKOUTS)).toBe(true)
    } else {
      expect(seen.every((n) => n === 0 || n === WORKOUTS)).toBe(true)
    }
  }, 120_000)

  it('writes the figures a stretch of time a step, as one count of them all would', async () => {
    // On the embedded database the figures of the restore above (750 sets) were written in
    // stretches of a few hundred sets, each going on from the last, and its bodyweight exercise
    // counted again with the body weights the same way; counted again at once, they are the same
    // (PR flags, running bests, tallies, body weights, volumes).
    const written = await figuresOf(restorer)
    expect(written.figures).toHaveLength(WORKOUTS * 3)
    expect(written.figures.filter((row) => row.is_pr).length).toBeGreaterThan(3)
    expect(new Set(written.figures.map((row) => row.body_weight))).toEqual(
      new Set([null, '180', '185.5']),
    )
    const keys = ['Bench Press', 'Dips', 'Fly'].map(nameKey)
    await t.db.transaction((tx) => refreshFigures(tx as never, restorer.id, keys, ALL_TIME))
    expect(await figuresOf(restorer)).toEqual(written)
  })
})
