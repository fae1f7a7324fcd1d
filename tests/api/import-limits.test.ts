import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '#server/db/schema.ts'
import { refreshFigures } from '#server/queries/exercise-figures.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-accounts-and-devices.md, imports within reason: a workout more than a day ahead or before 1900, a
 * two-digit year, or more than 5,000 distinct exercise names is 400 naming the line or the
 * count, for a dry run as for an import, and nothing is written; a dry run takes the import lock.
 */
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const STRONG =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'
const HEVY =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_kg","reps","distance_km","duration_seconds","rpe"'
const strongRow = (date: string, exercise = 'Squat') =>
  `${date},"Legs",1h,"${exercise}",1,100,5,0,0,"","",`
const hevyRow = (start: string) => `"Legs","${start}","${start}","","Squat",,"",0,"normal",100,5,,,`
const file = (...lines: string[]) => `${lines.join('\n')}\n`

const post = (user: TestUser, body: string, query: string) =>
  t.injectAs(user, {
    method: 'POST',
    url: `/api/imports?unit=lbs${query}`,
    headers: { 'content-type': 'text/csv' },
    payload: body,
  })

/** The local date and time, `days` from now, as Strong writes it (the file's zone is UTC). */
const strongDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')

async function expectRefused(body: string, message: RegExp | string) {
  const lifter = await t.register()
  for (const query of ['&dryRun=true', '']) {
    const res = await post(lifter, body, query)
    expect(res.statusCode, query).toBe(400)
    expect(res.json().message, query).toMatch(message)
  }
  expect(await f.call(lifter, 'GET', '/api/workouts')).toEqual([])
  expect(await f.call(lifter, 'GET', '/api/exercises')).toEqual([])
}

describe('an import’s dates', () => {
  it('refuses a workout more than a day ahead, naming its line', () =>
    expectRefused(
      file(STRONG, strongRow('2025-01-01 10:00:00'), strongRow(strongDate(1.1))),
      /^line 3: .*more than a day from now/,
    ))

  it('refuses the year 9999 (it would sit on top of history forever)', () =>
    expectRefused(
      file(STRONG, strongRow('9999-01-01 10:00:00')),
      /^line 2: .*9999-01-01 10:00 UTC.*more than a day from now/,
    ))

  it('refuses a year before 1900, and 0024 is never read as 1924', () =>
    expectRefused(
      file(STRONG, strongRow('2025-01-01 10:00:00'), strongRow('0024-05-01 10:00:00')),
      /^line 3: .*0024-05-01 10:00 UTC.*before 1900/,
    ))

  it('refuses a two-digit year', () =>
    expectRefused(
      file(HEVY, hevyRow('7 Apr 2025, 10:14'), hevyRow('7 Apr 25, 10:14')),
      /^line 3: .*0025-04-07.*four digits/,
    ))

  it('takes a workout of today, and one of 1900', async () => {
    const lifter = await t.register()
    const res = await post(
      lifter,
      file(STRONG, strongRow('1900-01-01 00:00:00'), strongRow(strongDate(0))),
      '',
    )
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({ workouts: 2, firstDate: '1900-01-01T00:00:00.000Z' })
  })
})

describe('an import’s exercise names', () => {
  const names = (count: number) =>
    file(
      STRONG,
      ...Array.from({ length: count }, (_, i) => strongRow('2025-01-01 10:00:00', `Lift ${i}`)),
    )

  it('refuses more than 5,000 distinct names, naming the count', () =>
    expectRefused(
      names(5001),
      'the file has 5001 distinct exercise names; at most 5000 can be imported at once',
    ))

  it('imports 5,000', async () => {
    const lifter = await t.register()
    const res = await post(lifter, names(5000), '')
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().exercises).toHaveLength(5000)
  })

  it('the figures refresh binds the names as one parameter, however many (PostgreSQL takes 65,535)', async () => {
    const lifter = await t.register()
    const keys = Array.from({ length: 70_000 }, (_, i) => `lift "${i}" \\ {x}`)
    await expect(
      t.db.transaction((tx) => refreshFigures(tx as never, lifter.id, keys, new Date(0))),
    ).resolves.toEqual([])
  })
})

describe('a dry run', () => {
  it('waits for the lifter’s import lock, as an import does', async () => {
    const lifter = await t.register()
    const body = file(STRONG, strongRow('2025-01-01 10:00:00'))
    let answered = false
    let dryRun: Promise<unknown> = Promise.resolve()
    // An import of this lifter holds the lock (its transaction's row lock on the lifter).
    await t.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, lifter.id)).for('update')
      dryRun = post(lifter, body, '&dryRun=true').then((res) => {
        answered = true
        return res
      })
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(answered).toBe(false)
    })
    const res = (await dryRun) as Awaited<ReturnType<typeof post>>
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ workouts: 1, duplicates: 0 })
  })
})
