import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogEntryBody, ExerciseMuscles, MuscleVolume } from '#shared/contract/muscles.ts'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import { MUSCLES, type Muscle } from '#shared/domain/muscles.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser
let dayId: string

/**
 * One lifter's week, Mar 3–9 2026 in UTC:
 * - Mar 4: Bench Press (Barbell): 2 warm-ups, 2 working sets, a drop set, a failure set and one
 *   left open; Squat 1 set; Zottman Wobble (no catalogue entry) 2 sets.
 * - Mar 9 03:00 UTC (Mar 8 in New York): Pull Up 2 sets.
 * Outside it: Feb 20 Squat, and a draft with Bench sets.
 */
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
  dayId = (await f.createDay(lifter)).id
  await f.completedWorkout(lifter, dayId, '2026-03-04T12:00:00.000Z', [
    { exerciseName: 'Bench Press (Barbell)', weight: '95', reps: 10, isWarmup: true },
    { exerciseName: 'Bench Press (Barbell)', weight: '135', reps: 5, isWarmup: true },
    { exerciseName: 'Bench Press (Barbell)', weight: '185', reps: 5 },
    { exerciseName: 'bench press (barbell)', weight: '185', reps: 5 },
    // Kinds of set other than warm-up count (docs/product/set-kinds.md): a drop and a failure set.
    { exerciseName: 'Bench Press (Barbell)', weight: '135', reps: 8, kind: 'drop' },
    { exerciseName: 'Bench Press (Barbell)', weight: '135', reps: 6, kind: 'failure' },
    { exerciseName: 'Bench Press (Barbell)', weight: '185', reps: 5, completed: false },
    { exerciseName: 'Squat', weight: '225', reps: 5 },
    { exerciseName: 'Zottman Wobble', weight: '20', reps: 12 },
    { exerciseName: 'Zottman Wobble', weight: '20', reps: 12 },
  ])
  await f.completedWorkout(lifter, dayId, '2026-03-09T03:00:00.000Z', [
    { exerciseName: 'Pull Up', weight: '0', reps: 8 },
    { exerciseName: 'Pull Up', weight: '0', reps: 7 },
  ])
  await f.completedWorkout(lifter, dayId, '2026-02-20T12:00:00.000Z', [
    { exerciseName: 'Squat', weight: '225', reps: 5 },
  ])
  const draft = await f.startWorkout(lifter, dayId)
  await f.logSet(lifter, {
    workoutId: draft.id,
    exerciseName: 'Bench Press (Barbell)',
    weight: '185',
    reps: 5,
    completed: true,
  })
})
afterAll(() => t.close())

const volume = (user: TestUser, query: string) =>
  f.call<MuscleVolume>(user, 'GET', `/api/muscle-volume${query}`)
/** The muscles with sets, as a record. */
const trained = (answer: MuscleVolume) =>
  Object.fromEntries(answer.muscles.filter((m) => m.sets > 0).map((m) => [m.muscle, m.sets]))

const WEEK = '?from=2026-03-03&to=2026-03-09'
// Bench 4 hard sets: chest 4, front delts and triceps 2; Squat 1: quads and glutes 1,
// adductors, hamstrings and lower back 0.5; Pull Up 2: lats 2, biceps, upper back, forearms 1.
const WEEK_SETS = {
  chest: 4,
  'front-delts': 2,
  triceps: 2,
  quads: 1,
  glutes: 1,
  adductors: 0.5,
  hamstrings: 0.5,
  'lower-back': 0.5,
  lats: 2,
  biceps: 1,
  'upper-back': 1,
  forearms: 1,
}

describe('GET /api/muscle-volume (docs/product/body-weight-and-muscles.md)', () => {
  it('counts hard sets per muscle: 1 a primary, 0.5 a secondary, warm-ups and open sets aside', async () => {
    const answer = await volume(lifter, WEEK)
    expect(answer.from).toBe('2026-03-03')
    expect(answer.to).toBe('2026-03-09')
    // Every muscle of the fixed list, in its order.
    expect(answer.muscles.map((m) => m.muscle)).toEqual([...MUSCLES])
    expect(trained(answer)).toEqual(WEEK_SETS)
    expect(answer.unassigned).toEqual(['Zottman Wobble'])
  })

  it('keeps to calendar days of completedAt in the time zone given', async () => {
    expect(trained(await volume(lifter, '?from=2026-03-09&to=2026-03-09'))).toEqual({
      lats: 2,
      biceps: 1,
      'upper-back': 1,
      forearms: 1,
    })
    // 03:00 UTC on Mar 9 is Mar 8 in New York.
    const newYork = await volume(lifter, '?from=2026-03-09&to=2026-03-09&tz=America/New_York')
    expect(trained(newYork)).toEqual({})
    expect(newYork.unassigned).toEqual([])
    expect(
      trained(await volume(lifter, '?from=2026-03-08&to=2026-03-08&tz=America/New_York')).lats,
    ).toBe(2)
    // `to` alone: the 7 days that end on it.
    const week = await volume(lifter, '?to=2026-03-09')
    expect([week.from, week.to]).toEqual(['2026-03-03', '2026-03-09'])
    expect(trained(week)).toEqual(WEEK_SETS)
  })

  it('follows edits of a finished workout: a set’s kind, a removed set, a new name, the date', async () => {
    const editor = await t.register()
    const day = (await f.createDay(editor)).id
    const workout = await f.completedWorkout(editor, day, '2026-03-04T12:00:00.000Z', [
      { exerciseName: 'Squat', weight: '225', reps: 5 },
      { exerciseName: 'Squat', weight: '225', reps: 5 },
      { exerciseName: 'Squat', weight: '225', reps: 5 },
      { exerciseName: 'Pull Up', weight: '0', reps: 8 },
    ])
    const [first, second, , pullUp] = await f.call<WorkoutSet[]>(
      editor,
      'GET',
      `/api/workouts/${workout.id}/sets`,
    )
    const week = async () => trained(await volume(editor, WEEK))
    expect((await week()).quads).toBe(3)
    await f.call(editor, 'PATCH', `/api/workout-sets/${first!.id}`, {
      kind: 'warmup',
      isWarmup: true,
    })
    expect((await week()).quads).toBe(2)
    await f.call(editor, 'DELETE', `/api/workout-sets/${second!.id}`, undefined, 204)
    expect((await week()).quads).toBe(1)
    await f.call(editor, 'PATCH', `/api/workout-sets/${pullUp!.id}`, { exerciseName: 'Chin Up' })
    const renamed = await volume(editor, WEEK)
    expect(trained(renamed).lats).toBe(1)
    expect(renamed.unassigned).toEqual([])
    await f.patchWorkout(editor, workout.id, {
      startedAt: '2026-02-20T12:00:00.000Z',
      completedAt: '2026-02-20T12:00:00.000Z',
    })
    expect(await week()).toEqual({})
    expect(trained(await volume(editor, '?to=2026-02-20')).quads).toBe(1)
  })

  it('defaults to the 7 days that end today in tz', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const workout = await f.startWorkout(user, day.id)
    await f.logSet(user, {
      workoutId: workout.id,
      exerciseName: 'Leg Press',
      weight: '300',
      reps: 10,
      completed: true,
    })
    await f.complete(user, workout.id)
    const answer = await volume(user, '?tz=Pacific/Kiritimati')
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(
      new Date(),
    )
    expect(answer.to).toBe(today)
    expect(answer.from).toBe(
      new Date(Date.parse(`${today}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10),
    )
    expect(trained(answer)).toEqual({ quads: 1, glutes: 1, adductors: 0.5, hamstrings: 0.5 })
  })

  it('answers 400 naming a bad date, range or time zone', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=monday', 'to'],
      ['from=2026-03-10&to=2026-03-09', 'from'],
      ['tz=Mars/Olympus', 'tz'],
    ]) {
      const res = await t.injectAs(lifter, { method: 'GET', url: `/api/muscle-volume?${query}` })
      expect(res.statusCode, query).toBe(400)
      expect(res.json().message, query).toMatch(new RegExp(`^${field}: `))
    }
  })

  it('shows another lifter none of your sets', async () => {
    const other = await t.register()
    const answer = await volume(other, WEEK)
    expect(trained(answer)).toEqual({})
    expect(answer.unassigned).toEqual([])
  })
})

describe('exercise muscles (docs/product/body-weight-and-muscles.md)', () => {
  const muscles = (user: TestUser) =>
    f.call<ExerciseMuscles[]>(user, 'GET', '/api/exercise-muscles')
  const put = (user: TestUser, name: string, body: object, status = 200) =>
    f.call<ExerciseMuscles>(
      user,
      'PUT',
      `/api/exercise-muscles/${encodeURIComponent(name)}`,
      body,
      status,
    )

  it('lists each of the lifter’s names with its automatic match, or none', async () => {
    const list = await muscles(lifter)
    expect(list.map((entry) => entry.exerciseName)).toEqual([
      'Bench Press (Barbell)',
      'Pull Up',
      'Squat',
      'Zottman Wobble',
    ])
    expect(list[0]).toEqual({
      exerciseName: 'Bench Press (Barbell)',
      catalogKey: 'bench-press',
      primary: ['chest'],
      secondary: ['front-delts', 'triceps'],
      source: 'catalog',
    })
    expect(list[3]).toEqual({
      exerciseName: 'Zottman Wobble',
      catalogKey: null,
      primary: [],
      secondary: [],
      source: 'none',
    })
  })

  it('sets muscles of the lifter’s own or a catalogue entry’s; the weekly count follows; DELETE goes back', async () => {
    const user = await t.register()
    const day = await f.createDay(user, {
      name: 'Arms',
      exercises: [{ name: 'Zottman Wobble', sets: [{ isWarmup: false }] }],
    })
    await f.completedWorkout(user, day.id, '2026-03-05T12:00:00.000Z', [
      { exerciseName: 'Zottman Wobble', weight: '20', reps: 12 },
      { exerciseName: 'Zottman Wobble', weight: '20', reps: 12 },
      { exerciseName: 'Bench Press (Barbell)', weight: '185', reps: 5 },
    ])
    expect((await volume(user, WEEK)).unassigned).toEqual(['Zottman Wobble'])

    expect(
      await put(user, 'zottman wobble', { primary: ['forearms'], secondary: ['biceps'] }),
    ).toEqual({
      exerciseName: 'zottman wobble',
      catalogKey: null,
      primary: ['forearms'],
      secondary: ['biceps'],
      source: 'custom',
    })
    // A catalogue entry chosen for a name: that entry's muscles.
    expect(
      await put(user, 'Bench Press (Barbell)', { catalogKey: 'close-grip-bench-press' }),
    ).toEqual({
      exerciseName: 'Bench Press (Barbell)',
      catalogKey: 'close-grip-bench-press',
      primary: ['triceps', 'chest'],
      secondary: ['front-delts'],
      source: 'custom',
    })
    const after = await volume(user, WEEK)
    expect(after.unassigned).toEqual([])
    expect(trained(after)).toEqual({
      forearms: 2,
      biceps: 1,
      triceps: 1,
      chest: 1,
      'front-delts': 0.5,
    })
    expect((await muscles(user)).map((entry) => [entry.exerciseName, entry.source])).toEqual([
      ['Bench Press (Barbell)', 'custom'],
      ['Zottman Wobble', 'custom'],
    ])
    // A second PUT replaces the first.
    await put(user, 'Zottman Wobble', { primary: ['forearms', 'biceps'] })
    expect(trained(await volume(user, WEEK)).biceps).toBe(2)

    await f.call(user, 'DELETE', '/api/exercise-muscles/BENCH%20PRESS%20(BARBELL)', undefined, 204)
    expect((await muscles(user))[0]).toMatchObject({ catalogKey: 'bench-press', source: 'catalog' })
    await f.call(user, 'DELETE', '/api/exercise-muscles/Bench%20Press%20(Barbell)', undefined, 404)
  })

  it('keeps a name set before it is ever used', async () => {
    const user = await t.register()
    await put(user, 'Sandbag Carry', { primary: ['traps', 'forearms'], secondary: ['abs'] })
    expect(await muscles(user)).toEqual([
      {
        exerciseName: 'Sandbag Carry',
        catalogKey: null,
        primary: ['traps', 'forearms'],
        secondary: ['abs'],
        source: 'custom',
      },
    ])
  })

  it('answers 400 naming the field for a bad body or name, and writes nothing', async () => {
    const user = await t.register()
    for (const [body, field] of [
      [{ catalogKey: 'no-such-lift' }, 'catalogKey'],
      [{ catalogKey: 'bench-press', primary: ['chest'] }, 'catalogKey'],
      [{}, 'primary'],
      [{ primary: [] }, 'primary'],
      [{ primary: ['neck'] }, 'primary.0'],
      [{ primary: ['chest', 'chest'] }, 'primary'],
      [{ primary: ['chest'], secondary: ['chest'] }, 'secondary'],
      [{ primary: ['chest'], secondary: 'triceps' }, 'secondary'],
    ] as const) {
      const res = await t.injectAs(user, {
        method: 'PUT',
        url: '/api/exercise-muscles/Dips',
        payload: body,
      })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message, JSON.stringify(body)).toMatch(new RegExp(`^${field}: `))
    }
    for (const name of ['%20%20', 'Dips%00']) {
      const res = await t.injectAs(user, {
        method: 'PUT',
        url: `/api/exercise-muscles/${name}`,
        payload: { primary: ['chest'] },
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/^exerciseName: /)
    }
    expect(await muscles(user)).toEqual([])
  })

  it('another lifter never sees, changes or deletes your muscles', async () => {
    const mine = await t.register()
    const other = await t.register()
    await put(mine, 'Zottman Wobble', { primary: ['forearms'] })
    expect(await muscles(other)).toEqual([])
    await f.call(other, 'DELETE', '/api/exercise-muscles/Zottman%20Wobble', undefined, 404)
    await put(other, 'Zottman Wobble', { primary: ['biceps'] })
    expect((await muscles(mine))[0]!.primary).toEqual(['forearms'])
    expect((await muscles(other))[0]!.primary).toEqual(['biceps'])
  })
})

describe('GET /api/catalog', () => {
  it('answers the catalogue, cacheable: an ETag, and 304 when it is current', async () => {
    const res = await t.injectAs(lifter, { method: 'GET', url: '/api/catalog' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('private, max-age=86400')
    const catalog = res.json<CatalogEntryBody[]>()
    expect(catalog.length).toBeGreaterThanOrEqual(120)
    const squat = catalog.find((entry) => entry.key === 'squat')!
    expect(squat).toMatchObject({
      name: 'Squat',
      equipment: 'barbell',
      primary: ['quads', 'glutes'],
    })
    expect(squat.aliases).toContain('Back Squat')
    const used = new Set<Muscle>(catalog.flatMap((entry) => [...entry.primary, ...entry.secondary]))
    expect(used.size).toBe(MUSCLES.length)

    const again = await t.injectAs(lifter, {
      method: 'GET',
      url: '/api/catalog',
      headers: { 'if-none-match': res.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('needs a signed-in lifter, as every route of its kind', async () => {
    for (const url of ['/api/catalog', '/api/exercise-muscles', '/api/muscle-volume']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(401)
    }
  })
})
