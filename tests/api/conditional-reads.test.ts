import { sql } from 'drizzle-orm'
import type { RouteOptions } from 'fastify'
import { queryRows } from '#server/db/client.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { Workout } from '#shared/contract/workouts.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * Issue 35, docs/decisions/026: a lifter's reads carry an ETag of their data version; the same
 * ETag back is a 304 without a body, to that lifter only, until anything they write changes it.
 */

const registered: RouteOptions[] = []
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => registered.push(route) })
  f = factories(t)
})
afterAll(() => t.close())

const read = (user: TestUser, url: string, etag?: string) =>
  t.injectAs(user, {
    method: 'GET',
    url,
    ...(etag !== undefined && { headers: { 'if-none-match': etag } }),
  })

/** The ETag of a read, which must answer 200. */
async function etagOf(user: TestUser, url: string): Promise<string> {
  const res = await read(user, url)
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  expect(res.headers['cache-control']).toBe('private, no-cache')
  return String(res.headers.etag)
}

const BENCH: WorkoutDay['exercises'] = [
  { name: 'Bench Press', sets: [{ isWarmup: false, kind: 'working' }] },
]

/** A lifter with a day, a completed workout of it and a rule: every screen read has data. */
async function lifterWithHistory() {
  const lifter = await t.register()
  const day = await f.createDay(lifter, { name: 'Push', exercises: BENCH })
  await f.completedWorkout(lifter, day.id, '2026-01-05T10:00:00.000Z', [
    { exerciseName: 'Bench Press', weight: '135', reps: 5 },
  ])
  await f.call(lifter, 'PUT', '/api/progressions/Bench%20Press', {
    type: 'linear',
    weight: '135',
    sets: 3,
    reps: 5,
    increment: '5',
    deloadAfter: 3,
    deloadPercent: 10,
    maxRpe: null,
    roundTo: '5',
  })
  await f.call(lifter, 'PUT', '/api/body-weights/2026-01-05', { weight: '180' })
  return { lifter, day }
}

/** The reads of every screen (each route marked conditional). */
const screenReads = (dayId: string) => [
  '/api/workout-days',
  `/api/workout-days/${dayId}`,
  `/api/workout-days/${dayId}/last-sets`,
  `/api/workout-days/${dayId}/last-sets/Bench%20Press`,
  `/api/workout-days/${dayId}/records`,
  `/api/workout-days/${dayId}/plan`,
  '/api/exercises',
  '/api/workouts?limit=20',
  '/api/workouts/drafts',
  '/api/workouts-with-sets?limit=20',
  '/api/workout-summaries?limit=20',
  '/api/stats?tz=Europe%2FBerlin',
  '/api/progress/Bench%20Press',
  '/api/records',
  '/api/progressions',
  '/api/progressions/Bench%20Press',
  '/api/progressions/Bench%20Press/plan',
  '/api/body-weights',
  '/api/exercise-muscles',
  '/api/exercise-types',
  '/api/muscle-volume?tz=Europe%2FBerlin',
  '/api/exercise-notes',
  '/api/exercise-alternatives/Bench%20Press',
]

describe('conditional reads (issue 35)', () => {
  it('answer every screen read with an ETag, and that ETag back with a 304 and no body', async () => {
    const { lifter, day } = await lifterWithHistory()
    const completed = (await f.call<Workout[]>(lifter, 'GET', '/api/workouts'))[0]!
    const urls = [
      ...screenReads(day.id),
      `/api/workouts/${completed.id}`,
      `/api/workouts/${completed.id}/sets`,
    ]
    // Every route marked conditional is among them.
    const marked = registered.filter(
      (route) => route.config?.conditional && route.method === 'GET',
    ).length
    expect(urls.length).toBe(marked)
    for (const url of urls) {
      const etag = await etagOf(lifter, url)
      expect(etag, url).toMatch(/^W\/"\d+-[\w-]{22}"$/)
      const again = await read(lifter, url, etag)
      expect(again.statusCode, url).toBe(304)
      expect(again.body, url).toBe('')
      expect(again.headers.etag, url).toBe(etag)
      // Another URL's ETag, or an old one, gets the answer.
      expect((await read(lifter, url, 'W/"0-x"')).statusCode, url).toBe(200)
    }
  })

  it('never answers a 304 to another lifter, whatever ETag they send', async () => {
    const a = await lifterWithHistory()
    const b = await lifterWithHistory()
    for (const url of screenReads(b.day.id).filter((u) => !u.includes(b.day.id))) {
      const etagOfA = await etagOf(a.lifter, url)
      const res = await read(b.lifter, url, etagOfA)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers.etag, url).not.toBe(etagOfA)
    }
    // A's day read by B is not found, with no ETag to keep.
    const foreign = await read(b.lifter, `/api/workout-days/${a.day.id}/last-sets`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.headers.etag).toBeUndefined()
  })

  it("leaves another lifter's ETags current when one lifter writes", async () => {
    const a = await lifterWithHistory()
    const b = await lifterWithHistory()
    const etagOfB = await etagOf(b.lifter, '/api/records')
    await f.call(a.lifter, 'PUT', '/api/body-weights/2026-01-06', { weight: '181' })
    expect((await read(b.lifter, '/api/records', etagOfB)).statusCode).toBe(304)
  })

  it('moves the ETag with every write route: an old one then gets the new answer', async () => {
    const { lifter, day } = await lifterWithHistory()
    const sender = await t.register()
    const walked = new Set<string>()
    const probes = ['/api/workout-days?includeArchived=true', '/api/records']
    /** Runs one write (it must succeed) and holds every probe's ETag to having moved. */
    async function write(operationId: string, run: () => Promise<unknown>) {
      const before = await Promise.all(probes.map((url) => etagOf(lifter, url)))
      await run()
      for (const [i, url] of probes.entries()) {
        const res = await read(lifter, url, before[i])
        expect(res.statusCode, `${url} after ${operationId}`).toBe(200)
        expect(res.headers.etag, `${url} after ${operationId}`).not.toBe(before[i])
      }
      walked.add(operationId)
    }

    let other!: WorkoutDay
    await write('createWorkoutDay', async () => (other = await f.createDay(lifter)))
    await write('openDayDraft', () =>
      f.call(lifter, 'POST', `/api/workout-days/${other.id}/draft`, {}, 201),
    )
    await write('updateWorkoutDay', () =>
      f.call(lifter, 'PATCH', `/api/workout-days/${other.id}`, { name: 'Pull' }),
    )
    await write('appendExercise', () =>
      f.call(lifter, 'POST', `/api/workout-days/${other.id}/exercises`, BENCH[0], 201),
    )
    await write('archiveWorkoutDay', () =>
      f.call(lifter, 'PATCH', `/api/workout-days/${other.id}/archive`),
    )
    await write('unarchiveWorkoutDay', () =>
      f.call(lifter, 'PATCH', `/api/workout-days/${other.id}/unarchive`),
    )
    await write('deleteWorkoutDay', () =>
      f.call(lifter, 'DELETE', `/api/workout-days/${other.id}`, undefined, 204),
    )
    let workout!: Workout
    await write('createWorkout', async () => (workout = await f.startWorkout(lifter, day.id)))
    let set!: WorkoutSet
    await write('createWorkoutSet', async () => {
      set = await f.logSet(lifter, {
        workoutId: workout.id,
        exerciseName: 'Bench Press',
        weight: '140',
        reps: 5,
        completed: true,
      })
    })
    await write('updateWorkoutSet', () =>
      f.call(lifter, 'PATCH', `/api/workout-sets/${set.id}`, { reps: 6 }),
    )
    await write('completeWorkout', () => f.complete(lifter, workout.id))
    await write('updateWorkout', () =>
      f.patchWorkout(lifter, workout.id, { completedAt: '2026-01-07T11:00:00.000Z' }),
    )
    await write('deleteWorkoutSet', () =>
      f.call(lifter, 'DELETE', `/api/workout-sets/${set.id}`, undefined, 204),
    )
    await write('deleteWorkout', () =>
      f.call(lifter, 'DELETE', `/api/workouts/${workout.id}`, undefined, 204),
    )
    await write('putBodyWeight', () =>
      f.call(lifter, 'PUT', '/api/body-weights/2026-01-07', { weight: '179.5' }),
    )
    await write('deleteBodyWeight', () =>
      f.call(lifter, 'DELETE', '/api/body-weights/2026-01-07', undefined, 204),
    )
    await write('putExerciseMuscles', () =>
      f.call(lifter, 'PUT', '/api/exercise-muscles/Bench%20Press', { primary: ['chest'] }),
    )
    await write('deleteExerciseMuscles', () =>
      f.call(lifter, 'DELETE', '/api/exercise-muscles/Bench%20Press', undefined, 204),
    )
    await write('putExerciseType', () =>
      f.call(lifter, 'PUT', '/api/exercise-types/Bench%20Press', { type: 'reps_only' }),
    )
    await write('deleteExerciseType', () =>
      f.call(lifter, 'DELETE', '/api/exercise-types/Bench%20Press', undefined, 204),
    )
    await write('putExerciseNote', () =>
      f.call(lifter, 'PUT', '/api/exercise-notes/Bench%20Press', { note: 'Grip 81' }),
    )
    await write('deleteExerciseNote', () =>
      f.call(lifter, 'DELETE', '/api/exercise-notes/Bench%20Press', undefined, 204),
    )
    await write('putProgression', () =>
      f.call(lifter, 'PUT', '/api/progressions/Bench%20Press', {
        type: 'double',
        weight: '135',
        sets: 3,
        repsMin: 5,
        repsMax: 8,
        increment: '5',
        roundTo: '5',
      }),
    )
    await write('deleteProgression', () =>
      f.call(lifter, 'DELETE', '/api/progressions/Bench%20Press', undefined, 204),
    )
    await write('startProgram', () => f.call(lifter, 'POST', '/api/programs/5x5/start', {}, 201))
    await write('importWorkouts', async () => {
      const res = await t.injectAs(lifter, {
        method: 'POST',
        url: '/api/imports?unit=lbs',
        headers: { 'content-type': 'text/csv' },
        payload:
          'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
          '2025-02-01 10:00:00,"Legs",1h,"Squat (Barbell)",1,300,5,0,0,"","",\n',
      })
      expect(res.statusCode, res.body).toBe(201)
    })
    await write('updateUser', () => f.call(lifter, 'PATCH', '/api/auth/user', { unit: 'kg' }))
    await write('acceptShare', async () => {
      const share = await f.call<{ id: string }>(
        sender,
        'POST',
        '/api/shares',
        { recipientEmail: lifter.email, workoutDayData: [{ name: 'Shared', exercises: [] }] },
        201,
      )
      await f.call(lifter, 'POST', `/api/shares/${share.id}/accept`)
    })

    // Every write route of the API is walked above, or changes nothing a conditional read
    // answers: a new write route fails here until it is one or the other.
    const changesNoRead = new Set([
      'register',
      'login',
      'changePassword',
      'endOtherSessions',
      'requestPasswordReset',
      'confirmPasswordReset',
      'joinOidcWithPassword',
      'mailOidcJoinLink',
      'confirmOidcJoin',
      // The sender's own reads: a share is the recipient's until accepted (walked above).
      'createShare',
      'rejectShare',
      // The lifter and every read of theirs are gone.
      'deleteAccount',
      // API tokens sign a script in; no screen read answers from them.
      'createToken',
      'revokeToken',
    ])
    const operations = registered
      .filter((route) => route.url.startsWith('/api/'))
      .filter((route) => [route.method].flat().some((m) => !['GET', 'HEAD'].includes(m)))
      .map((route) => (route.schema as { operationId?: string }).operationId ?? route.url)
    expect(operations.filter((op) => !walked.has(op) && !changesNoRead.has(op))).toEqual([])
  })

  it("moves the version in the database's own commit: a rolled-back write leaves it", async () => {
    const { lifter } = await lifterWithHistory()
    const etag = await etagOf(lifter, '/api/records')
    // A refused write (a day that is not the lifter's) writes nothing and moves nothing.
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workouts',
      payload: { workoutDayId: '00000000-0000-4000-8000-000000000000' },
    })
    expect(res.statusCode).toBe(404)
    expect((await read(lifter, '/api/records', etag)).statusCode).toBe(304)
  })

  it('has a trigger on every table of lifter data (a new table fails here until it has one)', async () => {
    const tables = await queryRows<{ table: string; triggered: boolean }>(
      t.db,
      sql`select c.table_name as "table",
                 exists (select 1 from pg_trigger g
                         where g.tgrelid = (quote_ident(c.table_name))::regclass
                           and g.tgname = c.table_name || '_version') as triggered
          from information_schema.columns c
          where c.table_schema = 'public' and c.column_name = 'user_id'
          order by 1`,
    )
    // What no conditional read answers from: sign-ins and API tokens, tombstones, the version itself.
    const notData = [
      'api_tokens',
      'lifter_versions',
      'oidc_identities',
      'password_reset_tokens',
      'sessions',
      'tombstones',
    ]
    expect(tables.filter((row) => !row.triggered).map((row) => row.table)).toEqual(notData)
  })
})
