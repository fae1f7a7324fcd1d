import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExportDocumentSchema, type ExportDocument } from '#shared/contract/imports.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/tokens-and-restore.md / issue 34: Ironlog's own JSON export restored by POST /api/imports with
 * Content-Type: application/json. A whole account moves to another one with nothing lost.
 */
let t: TestApp
let f: ReturnType<typeof factories>

beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

async function exportOf(user: TestUser): Promise<ExportDocument> {
  const res = await t.injectAs(user, { url: '/api/export?format=json' })
  expect(res.statusCode).toBe(200)
  return ExportDocumentSchema.parse(res.json())
}

function restore(user: TestUser, file: unknown, query = '') {
  return t.injectAs(user, {
    method: 'POST',
    url: `/api/imports${query}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(file),
  })
}

/**
 * The document as the round trip compares it: everything but ids, exportedAt, the profile and
 * shares. A workout's day is named by its place in `days`, so the link itself is compared.
 */
function comparable(doc: ExportDocument) {
  const { exportedAt: _at, profile: _profile, shares: _shares, days, workouts, ...rest } = doc
  const dayIndex = new Map(days.map((day, index) => [day.id, index]))
  return {
    ...rest,
    days: days.map(({ id: _, ...day }) => day),
    workouts: workouts.map(({ id: _, workoutDayId, sets, ...workout }) => ({
      ...workout,
      day: workoutDayId === null ? null : dayIndex.get(workoutDayId),
      sets: sets.map(({ id: _id, workoutId: _workout, ...set }) => set),
    })),
  }
}

/** An account that uses everything the export carries. */
async function fullAccount() {
  const lifter = await t.register()
  const push = await f.createDay(lifter, {
    name: 'Push',
    icon: 'chest',
    exercises: [
      {
        name: 'Bench Press',
        sets: [{ kind: 'warmup' }, { kind: 'working', mode: 'chains' }, { kind: 'drop' }],
        restSeconds: 150,
      },
      { name: 'Cable Fly', sets: [{ kind: 'working' }], superset: 'A' },
      { name: 'Dips', sets: [{ kind: 'failure' }], superset: 'A' },
    ],
  })
  const legs = await f.createDay(lifter, {
    name: 'Legs',
    icon: 'legs',
    exercises: [{ name: 'Squat', sets: [{ isWarmup: true }, { isWarmup: false }] }],
  })
  // Two days of one name: both come back.
  const pullA = await f.createDay(lifter, { name: 'Pull' })
  await f.createDay(lifter, { name: 'Pull' })
  await f.call(lifter, 'PATCH', `/api/workout-days/${legs.id}/archive`)

  await f.call(lifter, 'PUT', '/api/progressions/Bench%20Press', {
    type: 'linear',
    weight: '135',
    sets: 3,
    reps: 5,
    increment: '5',
    maxRpe: 9,
  })
  await f.call(lifter, 'PUT', '/api/progressions/Squat', {
    type: 'wave',
    trainingMax: '300',
    weeks: [
      [
        { percent: 65, reps: 5 },
        { percent: 85, reps: 5, amrap: true },
      ],
      [{ percent: 70, reps: 3 }],
    ],
    increment: '10',
  })
  await f.call(lifter, 'PUT', '/api/body-weights/2025-03-01', { weight: '181.5' })
  await f.call(lifter, 'PUT', '/api/body-weights/2025-03-08', { weight: '180.25' })
  await f.call(lifter, 'PUT', '/api/exercise-muscles/Cable%20Fly', {
    primary: ['chest'],
    secondary: ['front-delts'],
  })
  await f.call(lifter, 'PUT', '/api/exercise-muscles/My%20Press', { catalogKey: 'bench-press' })
  await f.call(lifter, 'PUT', '/api/exercise-notes/Bench%20Press', { note: 'Feet flat\nGrip 81' })

  await f.completedWorkout(lifter, push.id, '2025-03-01T10:45:30.123Z', [
    { exerciseName: 'Bench Press', weight: '95', reps: 10, kind: 'warmup' },
    { exerciseName: 'Bench Press', weight: '137.5', reps: 5, rpe: 8.5, notes: 'Paused' },
    {
      exerciseName: 'Bench Press',
      weight: '135',
      reps: 5,
      additionalMode: 'chains',
      additionalWeight: '40',
    },
    { exerciseName: 'Bench Press', weight: '95', reps: 12, kind: 'drop' },
    { exerciseName: 'Cable Fly', weight: '30', reps: 12, superset: 'A' },
    { exerciseName: 'Dips', weight: '0', reps: 15, kind: 'failure', superset: 'A' },
    // Left open in the session: kept, counting for nothing.
    { exerciseName: 'Dips', weight: '25', reps: 8, completed: false, superset: 'A' },
  ])
  await f.completedWorkout(lifter, legs.id, '2025-03-03T19:00:00.000Z', [
    { exerciseName: 'Squat', weight: '225.125', reps: 5 },
  ])
  // Two that start together: their order (by start, then id) comes back too.
  for (const day of [pullA, push]) {
    const workout = await f.completedWorkout(lifter, day.id, '2025-03-05T18:30:00.000Z', [
      { exerciseName: 'Row', weight: '155', reps: 8 },
    ])
    await f.patchWorkout(lifter, workout.id, { startedAt: '2025-03-05T17:30:00.000Z' })
  }
  // A workout of a deleted day keeps its name, with no day.
  const gone = await f.createDay(lifter, { name: 'Arms' })
  await f.completedWorkout(lifter, gone.id, '2025-03-06T12:00:00.000Z', [
    { exerciseName: 'Curl', weight: '30', reps: 12 },
  ])
  await f.call(lifter, 'DELETE', `/api/workout-days/${gone.id}`, undefined, 204)
  // A draft, with a logged set and an open one.
  const draft = await f.startWorkout(lifter, push.id)
  await f.logSet(lifter, {
    workoutId: draft.id,
    exerciseName: 'Bench Press',
    weight: '140',
    reps: 5,
    completed: true,
  })
  await f.logSet(lifter, { workoutId: draft.id, exerciseName: 'Bench Press', setNumber: 2 })
  return lifter
}

describe('POST /api/imports with an Ironlog JSON export (docs/product/tokens-and-restore.md)', () => {
  it('moves a whole account: export, restore into a new one, export again: equal but for ids, exportedAt, profile and shares', async () => {
    const source = await fullAccount()
    const file = await exportOf(source)
    expect(file).toMatchObject({ format: 'ironlog', version: 1 })
    expect(file.progressions).toHaveLength(2)
    expect(file.exerciseMuscles).toHaveLength(2)
    expect(file.exerciseNotes).toHaveLength(1)
    expect(file.workouts.filter((w) => w.completedAt === null)).toHaveLength(1)

    const target = await t.register()
    const preview = await restore(target, file, '?dryRun=true')
    expect(preview.statusCode, preview.body).toBe(200)
    const counts = {
      format: 'ironlog',
      workouts: 6,
      sets: 13,
      exercises: ['Bench Press', 'Cable Fly', 'Curl', 'Dips', 'Row', 'Squat'],
      duplicates: 0,
      skippedRows: 0,
      firstDate: file.workouts[0]!.startedAt,
      lastDate: file.workouts.at(-1)!.startedAt,
      days: 4,
      progressions: 2,
      bodyWeights: 2,
    }
    expect(preview.json()).toEqual(counts)
    // The dry run wrote nothing.
    const empty = await exportOf(target)
    expect([empty.days, empty.workouts, empty.progressions, empty.bodyWeights]).toEqual([
      [],
      [],
      [],
      [],
    ])

    const restored = await restore(target, file)
    expect(restored.statusCode, restored.body).toBe(201)
    expect(restored.json()).toEqual(counts)
    const again = await exportOf(target)
    expect(comparable(again)).toEqual(comparable(file))
    expect(again.profile.id).toBe(target.id)
    // New ids: nothing of the source's is reused.
    const ids = (doc: ExportDocument) => [
      ...doc.days.map((day) => day.id),
      ...doc.workouts.flatMap((w) => [w.id, ...w.sets.map((set) => set.id)]),
    ]
    expect(ids(again).filter((id) => ids(file).includes(id))).toEqual([])

    // What the restored account computes from it agrees: plans, PRs, history, muscles.
    const plan = await f.call(target, 'GET', '/api/progressions/Bench%20Press/plan')
    expect(plan).toEqual(await f.call(source, 'GET', '/api/progressions/Bench%20Press/plan'))
    const records = (user: TestUser) =>
      f
        .call(user, 'GET', '/api/records')
        .then((answer) =>
          JSON.parse(JSON.stringify(answer), (k, v: unknown) =>
            k === 'workoutId' ? undefined : v,
          ),
        )
    expect(await records(target)).toEqual(await records(source))
    const drafts = await f.call<Array<{ workoutDayName: string }>>(
      target,
      'GET',
      '/api/workouts/drafts',
    )
    expect(drafts.map((draft) => draft.workoutDayName)).toEqual(['Push'])

    // A second restore adds nothing.
    const second = await restore(target, file)
    expect(second.statusCode).toBe(201)
    expect(second.json()).toEqual({
      ...counts,
      workouts: 0,
      sets: 0,
      exercises: [],
      duplicates: 6,
      days: 0,
      progressions: 0,
      bodyWeights: 0,
    })
    expect(comparable(await exportOf(target))).toEqual(comparable(file))
  })

  it('is described by the JSON Schema the OpenAPI document publishes (IronlogExport, with its version)', async () => {
    const file = await exportOf(await fullAccount())
    const spec = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> }
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    const published = spec.components.schemas.IronlogExport!
    expect(published.properties.version).toEqual({ type: 'number', const: 1 })
    expect(spec.paths['/api/export']!.get!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/IronlogExport' } } },
    })
    const ajv = new Ajv2020({ strict: false, allErrors: true })
    addFormats(ajv)
    const validate = ajv.compile({
      $ref: '#/components/schemas/IronlogExport',
      components: spec.components,
    })
    expect(validate(file), ajv.errorsText(validate.errors)).toBe(true)
    // A document of another layout does not pass.
    expect(validate({ ...file, version: 2 })).toBe(false)
    expect(validate({ ...file, workouts: [{ ...file.workouts[0], sets: 'none' }] })).toBe(false)
  })

  it('skips a day name, a rule and a body weight the account has; the file’s workouts join its day', async () => {
    const source = await t.register()
    const day = await f.createDay(source, { name: 'Full Body', icon: 'flame' })
    await f.completedWorkout(source, day.id, '2025-04-01T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '200', reps: 5 },
    ])
    await f.call(source, 'PUT', '/api/progressions/Squat', {
      type: 'linear',
      weight: '200',
      sets: 3,
      reps: 5,
      increment: '5',
    })
    await f.call(source, 'PUT', '/api/body-weights/2025-04-01', { weight: '190' })
    const file = await exportOf(source)

    const target = await t.register()
    const own = await f.createDay(target, { name: 'full body', icon: 'dumbbell' })
    await f.call(target, 'PUT', '/api/progressions/squat', {
      type: 'double',
      weight: '150',
      sets: 3,
      repsMin: 8,
      repsMax: 12,
      increment: '5',
    })
    await f.call(target, 'PUT', '/api/body-weights/2025-04-01', { weight: '170' })
    const res = await restore(target, file)
    expect(res.json()).toMatchObject({ workouts: 1, days: 0, progressions: 0, bodyWeights: 0 })
    const after = await exportOf(target)
    expect(after.days.map((d) => [d.id, d.name, d.icon])).toEqual([
      [own.id, 'full body', 'dumbbell'],
    ])
    expect(after.workouts.map((w) => [w.workoutDayId, w.workoutDayName])).toEqual([
      [own.id, 'Full Body'],
    ])
    expect(after.progressions.map((rule) => rule.type)).toEqual(['double'])
    expect(after.bodyWeights).toEqual([{ date: '2025-04-01', weight: '170' }])
  })

  it('links a workout only to a day of the file, never to a day the file names but does not hold', async () => {
    const other = await t.register()
    const theirs = await f.createDay(other, { name: 'Theirs' })
    const lifter = await t.register()
    const res = await restore(lifter, {
      format: 'ironlog',
      version: 1,
      workouts: [
        {
          workoutDayId: theirs.id,
          workoutDayName: 'Theirs',
          startedAt: '2025-05-01T10:00:00.000Z',
          completedAt: '2025-05-01T11:00:00.000Z',
          sets: [{ exerciseName: 'Squat', setNumber: 1, weight: '100', reps: 5, completed: true }],
        },
      ],
    })
    expect(res.statusCode, res.body).toBe(201)
    const [workout] = (await exportOf(lifter)).workouts
    expect(workout).toMatchObject({
      workoutDayId: null,
      workoutDayName: 'Theirs',
      totalVolume: 500,
    })
    expect((await exportOf(other)).workouts).toEqual([])
  })

  it('restores with a write token too', async () => {
    const lifter = await t.register()
    const { token } = (
      await t.injectAs(lifter, {
        method: 'POST',
        url: '/api/tokens',
        payload: { name: 'Backup', scope: 'write' },
      })
    ).json()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        format: 'ironlog',
        version: 1,
        bodyWeights: [{ date: '2025-01-01', weight: '200' }],
      }),
    })
    expect(res.statusCode, res.body).toBe(201)
    expect((await exportOf(lifter)).bodyWeights).toEqual([{ date: '2025-01-01', weight: '200' }])
  })

  describe('a refused file writes nothing', () => {
    let file: ExportDocument
    beforeAll(async () => {
      file = await exportOf(await fullAccount())
    })

    const late = new Date(Date.now() + 3 * 86_400_000).toISOString()
    it.each<[string, (doc: ExportDocument) => unknown, RegExp]>([
      ['without format', ({ format: _, ...doc }) => doc, /^format: /],
      ['of a newer version', (doc) => ({ ...doc, version: 2 }), /^version: .*newer Ironlog/],
      ['a CSV’s answer', () => [], /^body: /],
      [
        'a bad weight in the last set',
        (doc) => {
          const workouts = structuredClone(doc.workouts)
          workouts.at(-1)!.sets.at(-1)!.weight = 'heavy'
          return { ...doc, workouts }
        },
        /^workouts\.5\.sets\.1\.weight: /,
      ],
      [
        'a workout more than a day ahead',
        (doc) => {
          const workouts = structuredClone(doc.workouts)
          workouts[2]!.startedAt = late
          return { ...doc, workouts }
        },
        /^workouts\.2\.startedAt: must not be more than a day from now/,
      ],
      [
        'a workout before 1900',
        (doc) => {
          const workouts = structuredClone(doc.workouts)
          workouts[0]!.startedAt = '1899-12-31T23:00:00.000Z'
          return { ...doc, workouts }
        },
        /^workouts\.0\.startedAt: must not be before 1900/,
      ],
      [
        'a kind that disagrees with isWarmup',
        (doc) => {
          const workouts = structuredClone(doc.workouts)
          workouts[0]!.sets[0]!.kind = 'working'
          return { ...doc, workouts }
        },
        /^workouts\.0\.sets\.0\.kind: /,
      ],
      [
        'a superset of one exercise',
        (doc) => {
          const days = structuredClone(doc.days)
          delete days[0]!.exercises[2]!.superset
          return { ...doc, days }
        },
        /^days\.0\.exercises\.1\.superset: /,
      ],
      [
        'two rules for one name',
        (doc) => ({ ...doc, progressions: [...doc.progressions, doc.progressions[0]] }),
        /^progressions\.2: repeats/,
      ],
      [
        'two body weights of one date',
        (doc) => ({ ...doc, bodyWeights: [...doc.bodyWeights, doc.bodyWeights[0]] }),
        /^bodyWeights\.2: repeats/,
      ],
      [
        'a muscle that is none',
        (doc) => ({
          ...doc,
          exerciseMuscles: [{ ...doc.exerciseMuscles[0]!, primary: ['wings'] }],
        }),
        /^exerciseMuscles\.0\.primary\.0: /,
      ],
      [
        'more than 5,000 exercise names',
        (doc) => ({
          ...doc,
          workouts: [
            {
              ...doc.workouts[0]!,
              sets: Array.from({ length: 5001 }, (_, i) => ({
                ...doc.workouts[0]!.sets[1]!,
                exerciseName: `Lift ${i}`,
              })),
            },
          ],
        }),
        /^body: the file has 50\d\d distinct exercise names; at most 5000/,
      ],
    ])('%s: 400 naming it', async (_, change, message) => {
      const lifter = await t.register()
      const before = await exportOf(lifter)
      for (const query of ['?dryRun=true', '']) {
        const res = await restore(lifter, change(file), query)
        expect(res.statusCode, res.body).toBe(400)
        expect(res.json().message).toMatch(message)
      }
      expect(comparable(await exportOf(lifter))).toEqual(comparable(before))
    })
  })
})
