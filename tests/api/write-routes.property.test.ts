import fc from 'fast-check'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '#server/db/client.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * Every write route, thrown generated bodies and ids (fast-check): never a 5xx, and a refused
 * request leaves the database exactly as it was. Also: text PostgreSQL cannot store is a 400
 * naming its field on every text field.
 */
let t: TestApp
let owner: TestUser
let fixture: { dayId: string; workoutId: string; setId: string; shareId: string }

beforeAll(async () => {
  t = await buildTestApp()
  const f = factories(t)
  owner = await t.register()
  const sender = await t.register()
  const day = await f.createDay(owner, {
    name: 'Push',
    exercises: [{ name: 'Bench Press', sets: [{ isWarmup: false }] }],
  })
  const workout = await f.startWorkout(owner, day.id)
  const set = await f.logSet(owner, { workoutId: workout.id, exerciseName: 'Bench Press' })
  const share = await f.call<{ id: string }>(
    sender,
    'POST',
    '/api/shares',
    { recipientEmail: owner.email, workoutDayData: [{ name: 'Legs', exercises: [] }] },
    201,
  )
  fixture = { dayId: day.id, workoutId: workout.id, setId: set.id, shareId: share.id }
})
afterAll(() => t.close())

/**
 * Every table's rows, except the ones a refused request is meant to write (failed sign-ins and
 * the limits' counters), in one query. Tables come from the catalogue, so ones added later are
 * covered too.
 */
let snapshotQuery: ReturnType<typeof sql> | undefined
async function snapshot(): Promise<string> {
  if (!snapshotQuery) {
    const tables = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name <> 'rate_limit_hits'
          order by table_name`,
    )
    const dumps = tables.map(
      ({ name }) =>
        sql`(select coalesce(json_agg(row_to_json(x)::text order by row_to_json(x)::text), '[]')
             from ${sql.identifier(name)} x)`,
    )
    snapshotQuery = sql`select json_build_array(${sql.join(dumps, sql`, `)})::text as rows`
  }
  const [row] = await queryRows<{ rows: string }>(t.db, snapshotQuery)
  return row!.rows
}

const UNSTORABLE = ['\u0000', 'Bench\u0000Press', '\ud83d', 'Squat\udcaa', '\udcaa\ud83d']

/** Text a client might send: anything at all, or something PostgreSQL cannot store. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...UNSTORABLE),
  fc.string({ maxLength: 3 }).map((s) => `${s}\u0000${s}`),
  fc.constant('x'.repeat(2001)),
)
const name = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), anyText)
const email = fc.oneof(fc.emailAddress(), anyText)
const weight = fc.oneof(
  fc.double({ noNaN: true }),
  fc.stringMatching(/^\d{1,5}(\.\d{1,3})?$/),
  anyText,
)
const time = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString())
const mode = fc.constantFrom('eccentric', 'chains', 'inverseChains', null, 'bogus')
const exercises = fc.array(
  fc.record(
    { name, sets: fc.array(fc.record({ isWarmup: fc.boolean(), mode }), { maxLength: 3 }) },
    { requiredKeys: [] },
  ),
  { maxLength: 3 },
)

/** A field's value: usually of its own kind, sometimes any JSON at all. */
const field = <T>(own: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: own }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) })

/** A body: usually shaped like the route's, sometimes any JSON at all. */
const body = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 5, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  )

const shape = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  Object.fromEntries(Object.entries(fields).map(([key, own]) => [key, field(own)]))

/** An id in a path: the fixture's, someone else's or none, or not an id at all. */
const id = (own: () => string) =>
  fc.oneof(
    fc.constant(null).map(() => own()),
    fc.uuid(),
    fc.string({ maxLength: 10 }).map(encodeURIComponent),
    fc.constantFrom('%00', '%ZZ', '..', '%F0%9F'),
  )

const setFields = {
  workoutId: fc.oneof(
    fc.uuid(),
    fc.constant(null).map(() => fixture.workoutId),
  ),
  exerciseName: name,
  setNumber: fc.integer({ min: -2, max: 120 }),
  weight,
  reps: fc.oneof(fc.integer({ min: -5, max: 1100 }), fc.double()),
  completed: fc.boolean(),
  isWarmup: fc.boolean(),
  additionalMode: mode,
  additionalWeight: weight,
  notes: fc.oneof(anyText, fc.constant(null)),
}
const dayFields = { name, icon: fc.constantFrom('dumbbell', 'heart', 'nope', ''), exercises }
/** An exercise name in a path: the lifter's, any, or one that is not even valid escaping. */
const exerciseInPath = fc
  .oneof(
    fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
    fc.constantFrom('Squat', '%00', '%ZZ', '%F0%9F', '%20'),
  )
  .map((exercise) => `/api/progressions/${exercise}`)
const ruleReps = fc.oneof(fc.integer({ min: -2, max: 120 }), fc.double())
const ruleFields = {
  type: fc.constantFrom('linear', 'double', 'wave', 'pyramid'),
  weight,
  trainingMax: weight,
  sets: ruleReps,
  reps: ruleReps,
  repsMin: ruleReps,
  repsMax: ruleReps,
  increment: weight,
  roundTo: weight,
  deloadAfter: ruleReps,
  deloadPercent: fc.double(),
  maxRpe: fc.oneof(fc.double(), fc.constant(null)),
  weeks: fc.array(
    fc.array(fc.record(shape({ percent: fc.double(), reps: ruleReps, amrap: fc.boolean() })), {
      maxLength: 3,
    }),
    { maxLength: 3 },
  ),
}

type Route = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  name: string
  path: fc.Arbitrary<string>
  body?: fc.Arbitrary<unknown>
  signedIn?: false
}

const ROUTES: Route[] = [
  {
    method: 'POST',
    name: '/api/auth/register',
    path: fc.constant('/api/auth/register'),
    body: body(shape({ email, password: anyText, firstName: anyText, lastName: anyText })),
    signedIn: false,
  },
  {
    method: 'POST',
    name: '/api/auth/login',
    path: fc.constant('/api/auth/login'),
    body: body(shape({ email, password: anyText })),
    signedIn: false,
  },
  {
    method: 'PATCH',
    name: '/api/auth/user',
    path: fc.constant('/api/auth/user'),
    body: body(
      shape({
        unit: fc.constantFrom('lbs', 'kg', 'stone'),
        plates: fc.jsonValue({ maxDepth: 3 }),
      }),
    ),
  },
  {
    method: 'POST',
    name: '/api/workout-days',
    path: fc.constant('/api/workout-days'),
    body: body(shape(dayFields)),
  },
  {
    method: 'PATCH',
    name: '/api/workout-days/:id',
    path: id(() => fixture.dayId).map((i) => `/api/workout-days/${i}`),
    body: body(shape(dayFields)),
  },
  {
    method: 'PATCH',
    name: '/api/workout-days/:id/(un)archive',
    path: fc
      .tuple(
        id(() => fixture.dayId),
        fc.constantFrom('archive', 'unarchive'),
      )
      .map(([i, action]) => `/api/workout-days/${i}/${action}`),
    body: fc.option(fc.jsonValue({ maxDepth: 2 })),
  },
  {
    method: 'DELETE',
    name: '/api/workout-days/:id',
    path: id(() => crypto.randomUUID()).map((i) => `/api/workout-days/${i}`),
  },
  {
    method: 'POST',
    name: '/api/workouts',
    path: fc.constant('/api/workouts'),
    body: body(
      shape({
        workoutDayId: fc.oneof(
          fc.uuid(),
          fc.constant(null).map(() => fixture.dayId),
        ),
        workoutDayName: name,
      }),
    ),
  },
  {
    method: 'PATCH',
    name: '/api/workouts/:id',
    path: id(() => fixture.workoutId).map((i) => `/api/workouts/${i}`),
    body: body(
      shape({
        startedAt: time,
        completedAt: time,
        totalVolume: fc.double(),
        sets: fc.array(
          fc.record(
            shape({
              ...setFields,
              id: fc.oneof(
                fc.uuid(),
                fc.constant(null).map(() => fixture.setId),
              ),
            }),
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
      }),
    ),
  },
  {
    method: 'POST',
    name: '/api/workouts/:id/complete',
    path: id(() => crypto.randomUUID()).map((i) => `/api/workouts/${i}/complete`),
    body: fc.option(fc.jsonValue({ maxDepth: 2 })),
  },
  {
    method: 'DELETE',
    name: '/api/workouts/:id',
    path: id(() => crypto.randomUUID()).map((i) => `/api/workouts/${i}`),
  },
  {
    method: 'POST',
    name: '/api/workout-sets',
    path: fc.constant('/api/workout-sets'),
    body: body(shape(setFields)),
  },
  {
    method: 'PATCH',
    name: '/api/workout-sets/:id',
    path: id(() => fixture.setId).map((i) => `/api/workout-sets/${i}`),
    body: body(shape(setFields)),
  },
  {
    method: 'DELETE',
    name: '/api/workout-sets/:id',
    path: id(() => crypto.randomUUID()).map((i) => `/api/workout-sets/${i}`),
  },
  {
    method: 'POST',
    name: '/api/shares',
    path: fc.constant('/api/shares'),
    body: body(
      shape({
        recipientEmail: email,
        workoutDayData: fc.array(fc.record(shape({ name, exercises })), { maxLength: 2 }),
      }),
    ),
  },
  {
    method: 'POST',
    name: '/api/shares/:id/accept|reject',
    path: fc
      .tuple(
        id(() => crypto.randomUUID()),
        fc.constantFrom('accept', 'reject'),
      )
      .map(([i, action]) => `/api/shares/${i}/${action}`),
    body: fc.option(fc.jsonValue({ maxDepth: 2 })),
  },
  {
    method: 'POST',
    name: '/api/workout-days/:id/exercises',
    path: id(() => fixture.dayId).map((i) => `/api/workout-days/${i}/exercises`),
    body: body(
      shape({
        name,
        sets: fc.array(fc.record({ isWarmup: fc.boolean(), mode }), { maxLength: 3 }),
      }),
    ),
  },
  {
    method: 'PUT',
    name: '/api/progressions/:exerciseName',
    path: exerciseInPath,
    body: body(shape(ruleFields)),
  },
  {
    method: 'DELETE',
    name: '/api/progressions/:exerciseName',
    path: exerciseInPath,
  },
  {
    method: 'POST',
    name: '/api/programs/:key/start',
    path: fc
      .oneof(fc.constantFrom('5x5', '531', 'upper-lower'), fc.string({ maxLength: 8 }))
      .map((key) => `/api/programs/${encodeURIComponent(key)}/start`),
    body: fc.option(
      body(shape({ weights: fc.dictionary(fc.oneof(name, fc.constant('Squat')), weight) })),
    ),
  },
  {
    method: 'DELETE',
    name: '/api/auth/user',
    path: fc.constant('/api/auth/user'),
    body: body(shape({ password: anyText })),
  },
  {
    method: 'POST',
    name: '/api/auth/password',
    path: fc.constant('/api/auth/password'),
    body: body(shape({ currentPassword: anyText, newPassword: anyText })),
  },
  {
    method: 'POST',
    name: '/api/auth/sessions/end-others',
    path: fc.constant('/api/auth/sessions/end-others'),
    body: fc.option(fc.jsonValue({ maxDepth: 2 })),
  },
  {
    method: 'POST',
    name: '/api/auth/password-reset',
    path: fc.constant('/api/auth/password-reset'),
    body: body(shape({ email })),
    signedIn: false,
  },
  {
    method: 'POST',
    name: '/api/auth/password-reset/confirm',
    path: fc.constant('/api/auth/password-reset/confirm'),
    body: body(shape({ token: anyText, password: anyText })),
    signedIn: false,
  },
]

describe('every write route, thrown generated input', () => {
  it.each(ROUTES.map((route) => [`${route.method} ${route.name}`, route] as const))(
    '%s: never a 5xx, and a refused request writes nothing',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(route.path, route.body ?? fc.constant(undefined), async (url, payload) => {
          const before = await snapshot()
          const res = await t.app.inject({
            method: route.method,
            url,
            headers: {
              ...(route.signedIn === false ? {} : { cookie: owner.cookie }),
              ...(payload !== undefined && payload !== null
                ? { 'content-type': 'application/json' }
                : {}),
            },
            ...(payload !== undefined && payload !== null && { payload: JSON.stringify(payload) }),
          })
          expect(res.statusCode, `${route.method} ${url} ${res.body}`).toBeLessThan(500)
          if (res.statusCode >= 400) {
            expect(Object.keys(res.json() as object)).toEqual(['message'])
            expect(await snapshot(), `${route.method} ${url} ${res.body}`).toBe(before)
          }
        }),
        { numRuns: 25 },
      )
    },
  )
})

describe('text PostgreSQL cannot store', () => {
  const valid = () => ({
    day: { name: 'Pull', exercises: [{ name: 'Row', sets: [] }] },
    set: { workoutId: fixture.workoutId, exerciseName: 'Row', setNumber: 2, notes: 'ok' },
  })
  const cases: Array<[string, string, () => string, (text: string) => object, string, boolean?]> = [
    [
      'POST',
      '/api/auth/register',
      () => '',
      (x) => ({ email: `a${x}@b.co`, password: 'long enough' }),
      'email',
      false,
    ],
    [
      'POST',
      '/api/auth/register',
      () => '',
      (x) => ({ email: 'c@d.co', password: 'long enough', firstName: x }),
      'firstName',
      false,
    ],
    [
      'POST',
      '/api/auth/register',
      () => '',
      (x) => ({ email: 'e@f.co', password: 'long enough', lastName: `L${x}` }),
      'lastName',
      false,
    ],
    [
      'POST',
      '/api/auth/login',
      () => '',
      (x) => ({ email: `${x}a@b.co`, password: 'whatever' }),
      'email',
      false,
    ],
    ['POST', '/api/workout-days', () => '', (x) => ({ ...valid().day, name: `Day ${x}` }), 'name'],
    [
      'POST',
      '/api/workout-days',
      () => '',
      (x) => ({ name: 'Day', exercises: [{ name: x, sets: [] }] }),
      'exercises.0.name',
    ],
    ['PATCH', '/api/workout-days/', () => fixture.dayId, (x) => ({ name: x }), 'name'],
    [
      'PATCH',
      '/api/workout-days/',
      () => fixture.dayId,
      (x) => ({ exercises: [{ name: `Row${x}`, sets: [] }] }),
      'exercises.0.name',
    ],
    [
      'POST',
      '/api/workouts',
      () => '',
      (x) => ({ workoutDayId: fixture.dayId, workoutDayName: x }),
      'workoutDayName',
    ],
    [
      'POST',
      '/api/workout-sets',
      () => '',
      (x) => ({ ...valid().set, exerciseName: x }),
      'exerciseName',
    ],
    [
      'POST',
      '/api/workout-sets',
      () => '',
      (x) => ({ ...valid().set, notes: `note ${x}` }),
      'notes',
    ],
    [
      'PATCH',
      '/api/workout-sets/',
      () => fixture.setId,
      (x) => ({ exerciseName: x }),
      'exerciseName',
    ],
    ['PATCH', '/api/workout-sets/', () => fixture.setId, (x) => ({ notes: x }), 'notes'],
    [
      'POST',
      '/api/shares',
      () => '',
      (x) => ({ recipientEmail: `z${x}@y.co`, workoutDayData: [{ name: 'A', exercises: [] }] }),
      'recipientEmail',
    ],
    [
      'POST',
      '/api/shares',
      () => '',
      (x) => ({ recipientEmail: 'z@y.co', workoutDayData: [{ name: x, exercises: [] }] }),
      'workoutDayData.0.name',
    ],
    [
      'POST',
      '/api/shares',
      () => '',
      (x) => ({
        recipientEmail: 'z@y.co',
        workoutDayData: [{ name: 'A', exercises: [{ name: x, sets: [] }] }],
      }),
      'workoutDayData.0.exercises.0.name',
    ],
  ]

  it.each(
    cases.flatMap(([method, url, id, make, fieldName, signedIn]) =>
      UNSTORABLE.map(
        (text) => [method, url, fieldName, JSON.stringify(text), id, make, text, signedIn] as const,
      ),
    ),
  )(
    '%s %s: %s with %s is a 400 naming the field, nothing written',
    async (method, url, fieldName, _, id, make, text, signedIn) => {
      const before = await snapshot()
      const res = await t.app.inject({
        method: method as 'POST',
        url: url + id(),
        headers: signedIn === false ? {} : { cookie: owner.cookie },
        payload: make(text),
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().message).toMatch(new RegExp(`^${fieldName.replaceAll('.', '\\.')}: `))
      expect(await snapshot()).toBe(before)
    },
  )

  it('GET last-sets with such an exercise name is a 4xx, not a 500', async () => {
    const last = (name: string) =>
      t.injectAs(owner, { url: `/api/workout-days/${fixture.dayId}/last-sets/${name}` })
    // A path that names nothing, like any other.
    const nul = await last('Row%00')
    expect(nul.statusCode).toBe(404)
    expect(nul.json()).toEqual({ message: 'Not found' })
    // Not UTF-8 at all: not a valid URL.
    const broken = await last('Row%ED%A0%80')
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toEqual({ message: 'URL is not valid' })
  })
})
