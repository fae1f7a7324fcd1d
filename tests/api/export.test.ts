import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ExportDocumentSchema } from '#shared/contract/imports.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'

const exportOf = (user: TestUser, query: string) =>
  t.injectAs(user, { method: 'GET', url: `/api/export${query}` })

const history = (user: TestUser) =>
  f.call<WorkoutWithSets[]>(user, 'GET', '/api/workouts-with-sets?limit=200')

const today = () => new Date().toISOString().slice(0, 10)

/** A lifter with two completed workouts (warm-ups, notes, bodyweight, an open set) and a draft. */
async function lifterWithHistory() {
  const lifter = await t.register()
  const push = await f.createDay(lifter, { name: 'Push, "heavy"' })
  const legs = await f.createDay(lifter, { name: 'Legs' })
  const first = await f.completedWorkout(lifter, push.id, '2025-03-01T10:45:30.000Z', [
    { exerciseName: 'Bench Press', weight: '95', reps: 10, isWarmup: true },
    { exerciseName: 'Bench Press', weight: '137.5', reps: 8, notes: 'Paused, "slow"\nthen fast' },
    { exerciseName: 'Bench Press', weight: '137.5', reps: 7 },
    { exerciseName: 'Dips', weight: '0', reps: 12 },
    { exerciseName: 'Dips', weight: '25', reps: 8, completed: false },
  ])
  await f.patchWorkout(lifter, first.id, { startedAt: '2025-03-01T09:31:12.000Z' })
  const second = await f.completedWorkout(lifter, legs.id, '2025-03-03T19:00:00.000Z', [
    { exerciseName: 'Squat', weight: '45', reps: 5, isWarmup: true },
    { exerciseName: 'Squat', weight: '45', reps: 5, isWarmup: true },
    { exerciseName: 'Squat', weight: '225.125', reps: 5 },
    { exerciseName: 'Leg Curl', weight: '90', reps: 12 },
  ])
  await f.patchWorkout(lifter, second.id, { startedAt: '2025-03-03T18:00:00.000Z' })
  // A draft: not in the CSV, in the JSON.
  const draft = await f.startWorkout(lifter, legs.id)
  await f.logSet(lifter, { workoutId: draft.id, exerciseName: 'Squat', weight: '135', reps: 3 })
  return { lifter, push, legs, draft }
}

describe('GET /api/export?format=csv (docs/product/import-export.md)', () => {
  it('writes completed workouts in Strong’s 12-column layout as a dated download', async () => {
    const { lifter } = await lifterWithHistory()
    const res = await exportOf(lifter, '?format=csv')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="ironlog-${today()}.csv"`)
    expect(res.body).toBe(
      [
        HEADER,
        '2025-03-01 09:31:12,"Push, ""heavy""",1h 14m,"Bench Press",W,95,10,0,0,"","",',
        '2025-03-01 09:31:12,"Push, ""heavy""",1h 14m,"Bench Press",1,137.5,8,0,0,"Paused, ""slow""\nthen fast","",',
        '2025-03-01 09:31:12,"Push, ""heavy""",1h 14m,"Bench Press",2,137.5,7,0,0,"","",',
        '2025-03-01 09:31:12,"Push, ""heavy""",1h 14m,"Dips",1,0,12,0,0,"","",',
        '2025-03-03 18:00:00,"Legs",1h,"Squat",W,45,5,0,0,"","",',
        '2025-03-03 18:00:00,"Legs",1h,"Squat",W,45,5,0,0,"","",',
        '2025-03-03 18:00:00,"Legs",1h,"Squat",1,225.125,5,0,0,"","",',
        '2025-03-03 18:00:00,"Legs",1h,"Leg Curl",1,90,12,0,0,"","",',
        '',
      ].join('\n'),
    )
  })

  it('writes local times in tz', async () => {
    const { lifter } = await lifterWithHistory()
    const res = await exportOf(lifter, '?format=csv&tz=America/New_York')
    expect(res.body.split('\n')[1]).toMatch(/^2025-03-01 04:31:12,/)
  })

  it('round trip: export, import into an empty account with unit=lbs, same workouts, sets and volumes', async () => {
    const { lifter } = await lifterWithHistory()
    const csv = (await exportOf(lifter, '?format=csv&tz=Europe/Berlin')).body
    const empty = await t.register()
    const imported = await t.injectAs(empty, {
      method: 'POST',
      url: '/api/imports?unit=lbs&tz=Europe/Berlin',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    })
    expect(imported.statusCode).toBe(201)
    expect(imported.json()).toMatchObject({ format: 'strong', workouts: 2, sets: 8 })

    const shape = (workouts: WorkoutWithSets[]) =>
      workouts.map((w) => ({
        name: w.workoutDayName,
        startedAt: w.startedAt,
        // Strong writes durations in whole minutes (seconds only under a minute).
        minutes: Math.floor((Date.parse(w.completedAt!) - Date.parse(w.startedAt)) / 60_000),
        totalVolume: w.totalVolume,
        sets: w.sets
          .filter((s) => s.completed)
          .map((s) => [s.exerciseName, s.weight, s.reps, s.kind, s.isWarmup, s.rpe, s.notes]),
      }))
    expect(shape(await history(empty))).toEqual(shape(await history(lifter)))
    // Exporting the imported history again gives the same file.
    expect((await exportOf(empty, '?format=csv&tz=Europe/Berlin')).body).toBe(csv)
  })

  it('keeps a completed workout without sets through a round trip', async () => {
    const lifter = await t.register()
    const day = await f.createDay(lifter, { name: 'Rest day walk' })
    await f.completedWorkout(lifter, day.id, '2025-04-01T08:00:00.000Z', [])
    const csv = (await exportOf(lifter, '?format=csv')).body
    expect(csv).toBe(`${HEADER}\n2025-04-01 08:00:00,"Rest day walk",0s,"",,0,0,0,0,"","",\n`)
    const empty = await t.register()
    const res = await t.injectAs(empty, {
      method: 'POST',
      url: '/api/imports?unit=lbs',
      headers: { 'content-type': 'text/csv' },
      payload: csv,
    })
    expect(res.json()).toMatchObject({ workouts: 1, sets: 0, skippedRows: 1 })
  })

  it('streams a long history whole, oldest first', async () => {
    const lifter = await t.register()
    const rows = Array.from({ length: 600 }, (_, i) => {
      const date = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)
      return `${date} 07:00:00,"Day ${i}",1h,"Squat",1,${100 + (i % 50)},5,0,0,"","",`
    })
    const file = `${HEADER}\n${rows.join('\n')}`
    const res = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/imports?unit=lbs',
      headers: { 'content-type': 'text/csv' },
      payload: file,
    })
    expect(res.json()).toMatchObject({ workouts: 600, sets: 600 })
    expect((await exportOf(lifter, '?format=csv')).body).toBe(`${file}\n`)
  })

  it('shows a lifter only their own workouts', async () => {
    await lifterWithHistory()
    const other = await t.register()
    expect((await exportOf(other, '?format=csv')).body).toBe(`${HEADER}\n`)
  })
})

describe('GET /api/export?format=json (docs/product/import-export.md)', () => {
  it('holds the profile, every day, every workout with its sets, and the shares', async () => {
    const { lifter, push, legs, draft } = await lifterWithHistory()
    await f.call(lifter, 'PATCH', `/api/workout-days/${legs.id}/archive`)
    const friend = await t.register()
    await f.call(
      lifter,
      'POST',
      '/api/shares',
      { recipientEmail: friend.email, workoutDayData: [{ name: 'Push', exercises: [] }] },
      201,
    )
    await f.call(
      friend,
      'POST',
      '/api/shares',
      { recipientEmail: lifter.email, workoutDayData: [{ name: 'Pull', exercises: [] }] },
      201,
    )

    const res = await exportOf(lifter, '?format=json')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ironlog-${today()}.json"`,
    )
    const doc = ExportDocumentSchema.parse(res.json())
    expect(doc.profile).toEqual({
      id: lifter.id,
      email: lifter.email,
      firstName: 'Test',
      lastName: 'Lifter',
      profileImageUrl: null,
      unit: 'lbs',
      distanceUnit: 'mi',
      plates: null,
      language: 'en',
    })
    expect(res.body).not.toMatch(/password|argon/i)
    expect(doc.days.map((d) => [d.id, d.name, d.archived])).toEqual([
      [push.id, 'Push, "heavy"', false],
      [legs.id, 'Legs', true],
    ])
    expect(
      doc.workouts.map((w) => [w.workoutDayName, w.completedAt !== null, w.sets.length]),
    ).toEqual([
      ['Push, "heavy"', true, 5],
      ['Legs', true, 4],
      ['Legs', false, 1],
    ])
    expect(doc.workouts[2]!.id).toBe(draft.id)
    // Open sets too: the JSON holds everything.
    expect(doc.workouts[0]!.sets[4]).toMatchObject({ exerciseName: 'Dips', completed: false })
    expect(doc.shares.outgoing.map((s) => [s.recipientEmail, s.workoutDayData[0]!.name])).toEqual([
      [friend.email, 'Push'],
    ])
    expect(doc.shares.incoming.map((s) => [s.senderEmail, s.workoutDayData[0]!.name])).toEqual([
      [friend.email, 'Pull'],
    ])
  })

  it('holds the body weights, oldest first, and the muscles the lifter set (issue 33)', async () => {
    const lifter = await t.register()
    await f.call(lifter, 'PUT', '/api/body-weights/2026-03-09', { weight: '180.5' })
    await f.call(lifter, 'PUT', '/api/body-weights/2026-03-02', { weight: '182' })
    await f.call(lifter, 'PUT', '/api/exercise-muscles/Zottman%20Wobble', {
      primary: ['forearms'],
      secondary: ['biceps'],
    })
    await f.call(lifter, 'PUT', '/api/exercise-muscles/Bench', { catalogKey: 'floor-press' })
    const doc = ExportDocumentSchema.parse((await exportOf(lifter, '?format=json')).json())
    expect(doc.bodyWeights).toEqual([
      { date: '2026-03-02', weight: '182' },
      { date: '2026-03-09', weight: '180.5' },
    ])
    expect(doc.exerciseMuscles).toEqual([
      {
        exerciseName: 'Bench',
        catalogKey: 'floor-press',
        primary: ['chest', 'triceps'],
        secondary: ['front-delts'],
        source: 'custom',
      },
      {
        exerciseName: 'Zottman Wobble',
        catalogKey: null,
        primary: ['forearms'],
        secondary: ['biceps'],
        source: 'custom',
      },
    ])
  })

  it('is an empty document for a new lifter', async () => {
    const lifter = await t.register()
    const doc = ExportDocumentSchema.parse((await exportOf(lifter, '?format=json')).json())
    expect(doc).toMatchObject({
      days: [],
      workouts: [],
      shares: { outgoing: [], incoming: [] },
      bodyWeights: [],
      exerciseMuscles: [],
    })
  })
})

describe('GET /api/export, refused', () => {
  it('names a bad format', async () => {
    const lifter = await t.register()
    const res = await exportOf(lifter, '?format=xml')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/^format: /)
  })

  it('needs a signed-in lifter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/export?format=json' })
    expect(res.statusCode).toBe(401)
  })
})
