import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WorkoutSet } from '#shared/contract/workout-sets.ts'
import type { WorkoutSummary, WorkoutWithSets } from '#shared/contract/workouts.ts'
import { ensureFigureRules } from '#server/queries/figure-rules.ts'
import { summarizeExercises } from '#shared/domain/workout-summary.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const history = (user: TestUser, query = '') =>
  f.call<WorkoutWithSets[]>(user, 'GET', `/api/workouts-with-sets${query}`)

const prs = (workout: WorkoutWithSets) =>
  Object.fromEntries(workout.exercises.map((e) => [e.name, e.isPR]))

describe('GET /api/workouts-with-sets', () => {
  it('answers completed workouts newest first, each with every set and its completed flag', async () => {
    const user = await t.register()
    const day = await f.createDay(user, { name: 'Push' })
    const older = await f.completedWorkout(user, day.id, '2026-03-01T10:00:00.000Z', [
      { exerciseName: 'Bench', weight: '100', reps: 5 },
    ])
    const newer = await f.startWorkout(user, day.id)
    await f.logSet(user, {
      workoutId: newer.id,
      exerciseName: 'Bench',
      weight: '105',
      reps: 5,
      completed: true,
    })
    await f.logSet(user, {
      workoutId: newer.id,
      exerciseName: 'Fly',
      setNumber: 1,
      weight: '20',
      reps: 10,
      completed: false,
    })
    await f.complete(user, newer.id)
    await f.startWorkout(user, day.id)

    const [first, second, ...rest] = await history(user)
    expect(rest).toEqual([])
    expect(first!.id).toBe(newer.id)
    expect(second!.id).toBe(older.id)
    expect(first!.totalVolume).toBe(525)
    expect(first!.sets.map((s) => [s.exerciseName, s.completed])).toEqual([
      ['Bench', true],
      ['Fly', false],
    ])
    // Exercises list those with completed sets, for the history card.
    expect(first!.exercises.map((e) => e.name)).toEqual(['Bench'])
  })

  it('pages by limit and before without gaps or repeats', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const times = Array.from(
      { length: 7 },
      (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}T09:00:00.000Z`,
    )
    for (const time of times)
      await f.completedWorkout(user, day.id, time, [
        { exerciseName: 'Squat', weight: '100', reps: 5 },
      ])
    const seen: string[] = []
    let before: string | undefined
    for (;;) {
      const page = await history(
        user,
        `?limit=3${before ? `&before=${encodeURIComponent(before)}` : ''}`,
      )
      seen.push(...page.map((w) => w.completedAt!))
      if (page.length < 3) break
      before = page.at(-1)!.completedAt!
    }
    expect(seen).toEqual([...times].reverse())
  })
})

describe('personal records (isPR)', () => {
  it('flags the first time, a beaten estimate, never an equal one, and ignores warm-ups', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    // Epley: 200 × (1 + 5/30) ≈ 233.3
    await f.completedWorkout(user, day.id, '2026-05-01T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '200', reps: 5 },
      { exerciseName: 'Curl', weight: '40', reps: 10, isWarmup: true },
    ])
    // 210 × (1 + 1/30) = 217: lower estimate despite heavier weight; a warm-up at 400 does not count.
    await f.completedWorkout(user, day.id, '2026-05-03T10:00:00.000Z', [
      { exerciseName: 'squat', weight: '210', reps: 1 },
      { exerciseName: 'Squat', weight: '400', reps: 5, isWarmup: true, setNumber: 2 },
    ])
    // 175 × (1 + 10/30) ≈ 233.3: equal to the best, not a PR.
    await f.completedWorkout(user, day.id, '2026-05-05T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '175', reps: 10 },
    ])
    // 205 × (1 + 5/30) ≈ 239.2: a PR. An incomplete heavier set changes nothing.
    await f.completedWorkout(user, day.id, '2026-05-07T10:00:00.000Z', [
      { exerciseName: 'SQUAT', weight: '205', reps: 5 },
      { exerciseName: 'Curl', weight: '45', reps: 10 },
    ])

    const [may7, may5, may3, may1] = await history(user)
    expect(prs(may1!)).toEqual({ Squat: true, Curl: false })
    expect(prs(may3!)).toEqual({ squat: false })
    expect(prs(may5!)).toEqual({ Squat: false })
    expect(prs(may7!)).toEqual({ SQUAT: true, Curl: true })

    // The flags are the same when the earlier workouts lie on other pages.
    const [page2first] = await history(
      user,
      `?limit=1&before=${encodeURIComponent(may5!.completedAt!)}`,
    )
    expect(prs(page2first!)).toEqual({ squat: false })
  })

  it("compares only with the user's own earlier workouts", async () => {
    const strong = await t.register()
    const novice = await t.register()
    const strongDay = await f.createDay(strong)
    const noviceDay = await f.createDay(novice)
    await f.completedWorkout(strong, strongDay.id, '2026-06-01T10:00:00.000Z', [
      { exerciseName: 'Deadlift', weight: '600', reps: 1 },
    ])
    await f.completedWorkout(novice, noviceDay.id, '2026-06-02T10:00:00.000Z', [
      { exerciseName: 'Deadlift', weight: '135', reps: 5 },
    ])
    const [mine] = await history(novice)
    expect(prs(mine!)).toEqual({ Deadlift: true })
  })

  it('keeps the flags true when history is edited, deleted or re-dated', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const jan = await f.completedWorkout(user, day.id, '2026-01-10T10:00:00.000Z', [
      { exerciseName: 'Press', weight: '100', reps: 5 },
    ])
    const feb = await f.completedWorkout(user, day.id, '2026-02-10T10:00:00.000Z', [
      { exerciseName: 'Press', weight: '110', reps: 5 },
    ])
    const flags = async () =>
      Object.fromEntries((await history(user)).map((w) => [w.id, w.exercises[0]?.isPR]))
    expect(await flags()).toEqual({ [jan.id]: true, [feb.id]: true })

    // January's set edited above February's: February is no longer a PR.
    const [janSet] = await f.call<Array<{ id: string }>>(
      user,
      'GET',
      `/api/workouts/${jan.id}/sets`,
    )
    await f.call(user, 'PATCH', `/api/workout-sets/${janSet!.id}`, { weight: '120' })
    expect(await flags()).toEqual({ [jan.id]: true, [feb.id]: false })

    // January re-dated after February: the order flips, and so do the flags.
    await f.patchWorkout(user, jan.id, { completedAt: '2026-03-10T10:00:00.000Z' })
    expect(await flags()).toEqual({ [jan.id]: true, [feb.id]: true })

    // Renaming the set moves it to another exercise, which is new and so a PR.
    await f.call(user, 'PATCH', `/api/workout-sets/${janSet!.id}`, { exerciseName: 'Push Press' })
    const renamed = (await history(user)).find((w) => w.id === jan.id)!
    expect(renamed.exercises).toEqual([{ name: 'Push Press', isPR: true }])

    // Deleting February leaves the remaining workout's flags right.
    await f.call(user, 'DELETE', `/api/workouts/${feb.id}`, undefined, 204)
    expect(await flags()).toEqual({ [jan.id]: true })
  })

  it('a workout whose only set becomes a warm-up or incomplete loses its PR', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const workout = await f.completedWorkout(user, day.id, '2026-07-01T10:00:00.000Z', [
      { exerciseName: 'Row', weight: '150', reps: 8 },
    ])
    const [set] = await f.call<Array<{ id: string }>>(
      user,
      'GET',
      `/api/workouts/${workout.id}/sets`,
    )
    await f.call(user, 'PATCH', `/api/workout-sets/${set!.id}`, { isWarmup: true })
    const [after] = await history(user)
    expect(after!.exercises).toEqual([{ name: 'Row', isPR: false }])
  })
})

describe('personal records under concurrent writes (docs/product/history-and-prs.md, issue 11)', () => {
  it('never fails with a key clash nor leaves a stale flag when edits race', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const workouts = []
    for (let i = 0; i < 6; i += 1) {
      workouts.push(
        await f.completedWorkout(user, day.id, `2026-06-0${i + 1}T10:00:00.000Z`, [
          { exerciseName: 'Bench', weight: String(100 + i), reps: 5 },
          { exerciseName: 'Squat', weight: String(200 + i), reps: 5 },
        ]),
      )
    }
    const sets = await Promise.all(
      workouts.map((w) =>
        f.call<Array<{ id: string; exerciseName: string }>>(
          user,
          'GET',
          `/api/workouts/${w.id}/sets`,
        ),
      ),
    )
    // Every workout edited at once, each refresh starting at a different time: the oldest
    // becomes the heaviest Bench, so every later Bench PR must go; Squat only via set PATCHes.
    const weights = [150, 90, 91, 92, 93, 94]
    const answers = await Promise.all([
      ...workouts.map((w, i) =>
        t.injectAs(user, {
          method: 'PATCH',
          url: `/api/workouts/${w.id}`,
          payload: { sets: [{ id: sets[i]![0]!.id, weight: String(weights[i]) }] },
        }),
      ),
      ...workouts.map((_, i) =>
        t.injectAs(user, {
          method: 'PATCH',
          url: `/api/workout-sets/${sets[i]![1]!.id}`,
          payload: { weight: String(300 - i) },
        }),
      ),
    ])
    expect(
      answers.map((res) => `${res.statusCode} ${res.statusCode === 200 ? '' : res.body}`),
    ).toEqual(answers.map(() => '200 '))
    const listed = (await history(user)).reverse()
    expect(listed.map((w) => prs(w))).toEqual([
      { Bench: true, Squat: true },
      ...Array.from({ length: 5 }, () => ({ Bench: false, Squat: false })),
    ])
  })
})

describe('paging on (completedAt desc, id desc) and the server-side filter (docs/product/nothing-lost.md)', () => {
  type Row = { id: string; completedAt: string }

  /** Every page, following before + beforeId from each page's last row. */
  async function allPages(user: TestUser, path: string, query: string, limit: number) {
    const seen: Row[] = []
    for (let page = 0; page < 50; page += 1) {
      const last = seen.at(-1)
      const cursor = last
        ? `&before=${encodeURIComponent(last.completedAt)}&beforeId=${last.id}`
        : ''
      const rows = await f.call<Row[]>(user, 'GET', `${path}?limit=${limit}${query}${cursor}`)
      seen.push(...rows)
      if (rows.length < limit) return seen
    }
    throw new Error('paging did not end')
  }

  it('pages five workouts sharing a completion time: every row once, in order', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const at = '2026-05-01T10:00:00.000Z'
    const shared = []
    for (let i = 0; i < 5; i += 1) shared.push(await f.completedWorkout(user, day.id, at, []))
    const newer = await f.completedWorkout(user, day.id, '2026-05-02T10:00:00.000Z', [])
    const older = await f.completedWorkout(user, day.id, '2026-04-30T10:00:00.000Z', [])
    const expected = [
      newer.id,
      ...shared
        .map((w) => w.id)
        .sort()
        .reverse(),
      older.id,
    ]
    for (const path of ['/api/workouts', '/api/workouts-with-sets', '/api/workout-summaries']) {
      for (const limit of [1, 2, 3]) {
        const rows = await allPages(user, path, '', limit)
        expect(rows.map((w) => w.id)).toEqual(expected)
      }
    }
  })

  it('keeps times to the millisecond, so a time sent back matches exactly', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const ids: string[] = []
    for (let i = 0; i < 4; i += 1) {
      const workout = await f.startWorkout(user, day.id)
      await f.complete(user, workout.id)
      ids.push(workout.id)
    }
    const listed = await f.call<Row[]>(user, 'GET', '/api/workouts')
    for (const row of listed) {
      expect(row.completedAt).toMatch(/\.\d{3}Z$/)
      // The time as answered is the time as stored: the workout itself is not "before" it.
      const same = await f.call<Row[]>(
        user,
        'GET',
        `/api/workouts?before=${encodeURIComponent(row.completedAt)}`,
      )
      expect(same.some((w) => w.id === row.id)).toBe(false)
      expect(same.every((w) => w.completedAt < row.completedAt)).toBe(true)
      // With an id after every id, the row itself is the first one after (its time, that id).
      const from = await f.call<Row[]>(
        user,
        'GET',
        `/api/workouts?limit=1&before=${encodeURIComponent(row.completedAt)}&beforeId=ffffffff-ffff-4fff-bfff-ffffffffffff`,
      )
      expect(from.map((w) => w.id)).toEqual([row.id])
    }
    const paged = await allPages(user, '/api/workouts', '', 1)
    expect(paged.map((w) => w.id).sort()).toEqual([...ids].sort())
  })

  it('filters by day and by calendar days in a time zone, combined with paging', async () => {
    const user = await t.register()
    const push = await f.createDay(user, { name: 'Push' })
    const pull = await f.createDay(user, { name: 'Pull' })
    // 23:30 UTC on 1 March is 2 March in Tokyo (UTC+9) and still 1 March in New York.
    const late = await f.completedWorkout(user, push.id, '2026-03-01T23:30:00.000Z', [])
    const morning = await f.completedWorkout(user, push.id, '2026-03-02T08:00:00.000Z', [])
    const pullSame = await f.completedWorkout(user, pull.id, '2026-03-02T08:00:00.000Z', [])
    const marchThird = await f.completedWorkout(user, push.id, '2026-03-03T12:00:00.000Z', [])
    const april = await f.completedWorkout(user, push.id, '2026-04-10T12:00:00.000Z', [])
    const ids = async (query: string, limit = 1) =>
      (await allPages(user, '/api/workouts-with-sets', query, limit)).map((w) => w.id)

    expect(await ids(`&dayId=${pull.id}`)).toEqual([pullSame.id])
    expect(await ids(`&dayId=${push.id}`)).toEqual([april.id, marchThird.id, morning.id, late.id])
    expect(await ids(`&dayId=${push.id}&from=2026-03-02&to=2026-03-02`)).toEqual([morning.id])
    expect(await ids(`&dayId=${push.id}&from=2026-03-02&to=2026-03-02&tz=Asia/Tokyo`)).toEqual([
      morning.id,
      late.id,
    ])
    expect(await ids(`&from=2026-03-01&to=2026-03-01&tz=America/New_York`, 2)).toEqual([late.id])
    expect(await ids(`&from=2026-03-03`)).toEqual([april.id, marchThird.id])
    expect(await ids(`&to=2026-03-02`, 2)).toEqual(
      [pullSame.id, morning.id].sort().reverse().concat(late.id),
    )
    expect(await ids(`&from=2026-03-04&to=2026-03-01`)).toEqual([])
    const plain = await f.call<Row[]>(
      user,
      'GET',
      `/api/workouts?dayId=${push.id}&from=2026-03-01&to=2026-03-31`,
    )
    expect(plain.map((w) => w.id)).toEqual([marchThird.id, morning.id, late.id])
  })

  it('answers 400 for a bad from, to, tz or beforeId, and 404 for a day not the lifter’s', async () => {
    const user = await t.register()
    const stranger = await t.register()
    const theirs = await f.createDay(stranger)
    await f.completedWorkout(stranger, theirs.id, '2026-03-01T10:00:00.000Z', [])
    for (const path of ['/api/workouts', '/api/workouts-with-sets', '/api/workout-summaries']) {
      for (const [query, field] of [
        ['from=2026-13-01', 'from'],
        ['to=yesterday', 'to'],
        ['from=2026-03-01&tz=Mars/Olympus', 'tz'],
        ['beforeId=00000000-0000-4000-8000-000000000000', 'beforeId'],
        ['before=2026-03-01T00:00:00.000Z&beforeId=abc', 'beforeId'],
        ['dayId=abc', 'dayId'],
      ]) {
        const res = await t.injectAs(user, { method: 'GET', url: `${path}?${query}` })
        expect(res.statusCode, `${path}?${query}`).toBe(400)
        expect(res.json().message.startsWith(`${field}: `), res.json().message).toBe(true)
      }
      for (const dayId of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await t.injectAs(user, { method: 'GET', url: `${path}?dayId=${dayId}` })
        expect(res.statusCode).toBe(404)
      }
    }
  })
})

describe('GET /api/workout-summaries (issue 18)', () => {
  const summaries = (user: TestUser, query = '') =>
    f.call<WorkoutSummary[]>(user, 'GET', `/api/workout-summaries${query}`)

  it('answers the page of workouts-with-sets without the sets: same workouts, exercises, names and PR flags', async () => {
    const user = await t.register()
    const stranger = await t.register()
    const day = await f.createDay(user)
    await f.completedWorkout(
      stranger,
      (await f.createDay(stranger)).id,
      '2026-05-02T10:00:00.000Z',
      [{ exerciseName: 'Squat', weight: '500', reps: 5 }],
    )
    await f.completedWorkout(user, day.id, '2026-05-01T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '200', reps: 5 },
      { exerciseName: 'Curl', weight: '40', reps: 10, isWarmup: true },
    ])
    await f.completedWorkout(user, day.id, '2026-05-03T10:00:00.000Z', [
      { exerciseName: 'Row', weight: '100', reps: 8, completed: false },
      { exerciseName: 'squat', weight: '210', reps: 1 },
      { exerciseName: 'SQUAT', weight: '180', reps: 3, setNumber: 2 },
      { exerciseName: 'Press', weight: '90', reps: 5 },
      { exerciseName: 'Press', weight: '95', reps: 5, setNumber: 2, completed: false },
      // Epley ties 200×5 and 175×10 exactly (7000 / 30): the first in set order makes the record.
      { exerciseName: 'Press', weight: '175', reps: 10, setNumber: 6 },
      { exerciseName: 'Press', weight: '200', reps: 5, setNumber: 8 },
      { exerciseName: 'Press', weight: '200', reps: 5, setNumber: 7 },
      { exerciseName: 'Squat', weight: '400', reps: 5, isWarmup: true, setNumber: 3 },
    ])
    await f.completedWorkout(user, day.id, '2026-05-07T10:00:00.000Z', [
      { exerciseName: 'Curl', weight: '45', reps: 10 },
      { exerciseName: 'SQUAT', weight: '205', reps: 5 },
    ])
    await f.completedWorkout(user, day.id, '2026-05-08T10:00:00.000Z', [
      { exerciseName: 'Squat', weight: '100', reps: 5, completed: false },
    ])
    await f.startWorkout(user, day.id)

    const full = await history(user)
    const light = await summaries(user)
    // What the history card shows, worked out from the full page's sets.
    const firstBest = (sets: WorkoutSet[], better: (a: WorkoutSet, b: WorkoutSet) => boolean) => {
      const best = sets.reduce<WorkoutSet | null>(
        (kept, set) => (!kept || better(set, kept) ? set : kept),
        null,
      )
      return best ? { weight: best.weight, reps: best.reps, duration: null, distance: null } : null
    }
    const epley = (set: WorkoutSet) => (set.reps > 0 ? Number(set.weight) * (30 + set.reps) : 0)
    expect(light).toEqual(
      full.map(({ sets, exercises, ...workout }) => ({
        ...workout,
        exercises: exercises.map((exercise) => {
          const completed = sets
            .filter(
              (set) =>
                set.completed && set.exerciseName.toLowerCase() === exercise.name.toLowerCase(),
            )
            .toSorted((a, b) => a.setNumber - b.setNumber)
          const working = completed.filter((set) => !set.isWarmup)
          return {
            ...exercise,
            type: 'weight_reps',
            bodyWeight: null,
            completedSets: completed.length,
            recordSet: firstBest(working, (a, b) => epley(a) > epley(b)),
            topSet: firstBest(
              working,
              (a, b) =>
                Number(a.weight) > Number(b.weight) ||
                (Number(a.weight) === Number(b.weight) && a.reps > b.reps),
            ),
          }
        }),
      })),
    )
    expect(light.map((w) => w.exercises.map((e) => [e.name, e.isPR, e.completedSets]))).toEqual([
      [],
      [
        ['Curl', true, 1],
        ['SQUAT', true, 1],
      ],
      [
        ['squat', false, 3],
        ['Press', true, 4],
      ],
      [
        ['Squat', true, 1],
        ['Curl', false, 1],
      ],
    ])
    expect(light[2]!.exercises[1]).toMatchObject({
      recordSet: { weight: '175', reps: 10 },
      topSet: { weight: '200', reps: 5 },
    })
    expect(light[3]!.exercises[1]).toMatchObject({ recordSet: null, topSet: null })
    // Paged and filtered like workouts-with-sets.
    const second = await summaries(
      user,
      `?limit=2&before=${encodeURIComponent(light[1]!.completedAt!)}&beforeId=${light[1]!.id}`,
    )
    expect(second.map((w) => w.id)).toEqual([light[2]!.id, light[3]!.id])
    expect(await summaries(user, '?from=2026-05-07&to=2026-05-07&tz=UTC')).toEqual([light[1]])
  })

  /**
   * The summaries page as it was when it was reduced from the page's sets: workouts-with-sets'
   * sets, in their reading order, through the client's summarizeExercises with the page's PR
   * flags. The server now reads figures kept per workout and exercise; they must say the same.
   */
  async function expectSummariesOfSets(user: TestUser, query = '?limit=200') {
    const full = await history(user, query)
    const light = await summaries(user, query)
    // Each exercise's type and body weight as the summaries say (docs/product/exercise-types.md); its
    // figures reduced from the sets.
    const facts = new Map(
      light.flatMap((w) => w.exercises.map((e) => [`${w.id}:${e.name.toLowerCase()}`, e])),
    )
    expect(light).toEqual(
      full.map(({ sets, exercises, ...workout }) => {
        const prs = new Set(exercises.filter((e) => e.isPR).map((e) => e.name.toLowerCase()))
        return {
          ...workout,
          exercises: summarizeExercises(sets, (key) => ({
            isPR: prs.has(key),
            type: facts.get(`${workout.id}:${key}`)!.type,
            bodyWeight: facts.get(`${workout.id}:${key}`)!.bodyWeight,
          })),
        }
      }),
    )
    return light
  }

  it('answers what the sets say after every kind of write: warm-ups only, reps 0, ties, spellings, edits, deletes', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const old = await f.completedWorkout(user, day.id, '2026-06-01T10:00:00.000Z', [
      // Warm-ups only: counted, no record set, no top set.
      { exerciseName: 'Curl', weight: '20', reps: 10, isWarmup: true },
      { exerciseName: 'Curl', weight: '25', reps: 10, isWarmup: true },
      // Reps 0: a working set all the same; the heavier 0-rep set is the top set, not the record.
      { exerciseName: 'Dip', weight: '50', reps: 0 },
      { exerciseName: 'Dip', weight: '10', reps: 5 },
      // Ties: the first by set number holds both the record and the top set.
      { exerciseName: 'Row', weight: '102.50', reps: 5, setNumber: 4 },
      { exerciseName: 'Row', weight: '102.5', reps: 5, setNumber: 2 },
      { exerciseName: 'Row', weight: '90', reps: 8, setNumber: 3 },
      // Equal estimates in double precision (82.666…67 both), not in PostgreSQL's numeric.
      { exerciseName: 'Fly', weight: '80', reps: 1, setNumber: 1 },
      { exerciseName: 'Fly', weight: '77.5', reps: 2, setNumber: 2 },
    ])
    // Spellings: the name comes from the first completed set in set order, whatever was logged first.
    const mixed = await f.startWorkout(user, day.id)
    const logged = async (exerciseName: string, setNumber: number, extra: object = {}) =>
      f.logSet(user, {
        workoutId: mixed.id,
        exerciseName,
        setNumber,
        weight: '100',
        reps: 5,
        completed: true,
        ...extra,
      })
    const openRow = await logged('row', 1, { completed: false })
    await logged('Press', 1)
    const rowSet = await logged('ROW', 3)
    await logged('Row', 2, { weight: '190', reps: 1 })
    await f.complete(user, mixed.id)
    await f.patchWorkout(user, mixed.id, {
      startedAt: '2026-06-03T09:00:00.000Z',
      completedAt: '2026-06-03T10:00:00.000Z',
    })
    await f.completedWorkout(user, day.id, '2026-06-05T10:00:00.000Z', [
      { exerciseName: 'Row', weight: '100', reps: 5 },
    ])
    const light = await expectSummariesOfSets(user)
    const sets = (weight: string, reps: number) => ({
      weight,
      reps,
      duration: null,
      distance: null,
    })
    expect(light.map((w) => w.exercises)).toEqual([
      [
        {
          name: 'Row',
          type: 'weight_reps',
          bodyWeight: null,
          isPR: false,
          completedSets: 1,
          recordSet: sets('100', 5),
          topSet: sets('100', 5),
        },
      ],
      [
        {
          name: 'Row',
          type: 'weight_reps',
          bodyWeight: null,
          isPR: true,
          completedSets: 2,
          recordSet: sets('190', 1),
          topSet: sets('190', 1),
        },
        {
          name: 'Press',
          type: 'weight_reps',
          bodyWeight: null,
          isPR: true,
          completedSets: 1,
          recordSet: sets('100', 5),
          topSet: sets('100', 5),
        },
      ],
      [
        {
          name: 'Curl',
          type: 'weight_reps',
          bodyWeight: null,
          isPR: false,
          completedSets: 2,
          recordSet: null,
          topSet: null,
        },
        {
          name: 'Dip',
          // docs/product/exercise-types.md: the catalogue's bodyweight dip; no body weight, so the added weight counts.
          type: 'bodyweight_reps',
          bodyWeight: null,
          isPR: true,
          completedSets: 2,
          recordSet: sets('10', 5),
          topSet: sets('50', 0),
        },
        {
          name: 'Row',
          type: 'weight_reps',
          bodyWeight: null,
          isPR: true,
          completedSets: 3,
          recordSet: sets('102.5', 5),
          topSet: sets('102.5', 5),
        },
        {
          name: 'Fly',
          type: 'weight_reps',
          bodyWeight: null,
          isPR: true,
          completedSets: 2,
          recordSet: sets('80', 1),
          topSet: sets('80', 1),
        },
      ],
    ])

    // An old workout's set completed, renamed in case, edited and deleted: every figure follows.
    await f.call(user, 'PATCH', `/api/workout-sets/${openRow.id}`, {
      completed: true,
      exerciseName: 'rOW',
      weight: '200',
      reps: 3,
    })
    expect((await expectSummariesOfSets(user))[1]!.exercises[0]).toMatchObject({
      name: 'rOW',
      completedSets: 3,
      recordSet: sets('200', 3),
    })
    await f.call(user, 'PATCH', `/api/workout-sets/${rowSet.id}`, { isWarmup: true })
    await f.call(user, 'DELETE', `/api/workout-sets/${openRow.id}`, undefined, 204)
    const [oldSets] = (await history(user, '?limit=1&before=2026-06-02T00:00:00.000Z')).map(
      (w) => w.sets,
    )
    const [dip, curl] = [oldSets!.find((s) => s.reps === 0)!, oldSets![0]!]
    await f.patchWorkout(user, old.id, {
      sets: [
        { id: dip.id, reps: 6 },
        { id: curl.id, isWarmup: false, weight: '22.5' },
      ],
    })
    await f.call(
      user,
      'POST',
      '/api/workout-sets',
      {
        workoutId: old.id,
        exerciseName: 'Squat',
        setNumber: 1,
        weight: '0',
        reps: 0,
        completed: true,
      },
      201,
    )
    const edited = await expectSummariesOfSets(user)
    // The row's first set gone, Press's sets now start before the row's.
    expect(edited[1]!.exercises.map((e) => [e.name, e.completedSets])).toEqual([
      ['Press', 1],
      ['Row', 2],
    ])
    expect(edited[2]!.exercises.map((e) => [e.name, e.recordSet, e.topSet])).toEqual([
      ['Curl', sets('22.5', 10), sets('22.5', 10)],
      ['Dip', sets('50', 6), sets('50', 6)],
      ['Row', sets('102.5', 5), sets('102.5', 5)],
      ['Fly', sets('80', 1), sets('80', 1)],
      ['Squat', sets('0', 0), sets('0', 0)],
    ])
    // A completion moved before another workout, then the workout deleted.
    await f.patchWorkout(user, mixed.id, {
      startedAt: '2026-05-30T09:00:00.000Z',
      completedAt: '2026-05-30T10:00:00.000Z',
    })
    await expectSummariesOfSets(user)
    await f.call(user, 'DELETE', `/api/workouts/${old.id}`, undefined, 204)
    expect(await expectSummariesOfSets(user)).toHaveLength(2)
  })

  it('answers what the sets say for an imported history', async () => {
    const user = await t.register()
    for (const name of ['strong-s1.csv', 'strong-s7.csv', 'hevy-kg-km.csv']) {
      const res = await t.injectAs(user, {
        method: 'POST',
        url: '/api/imports?unit=lbs',
        headers: { 'content-type': 'text/csv' },
        payload: readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url)),
      })
      expect(res.statusCode, res.body).toBe(201)
    }
    const light = await expectSummariesOfSets(user)
    expect(light.length).toBeGreaterThan(5)
    expect(light.some((w) => w.exercises.some((e) => e.recordSet?.weight.includes('.')))).toBe(true)
    // Counted again from nothing at a start by new rules (figure-rules.ts), they say the same.
    await t.db.execute(sql`delete from workout_exercise_figures`)
    await t.db.execute(sql`update workouts set exercise_summary = null`)
    await t.db.execute(sql`delete from figure_rules`)
    expect(await ensureFigureRules(t.db)).toBeGreaterThan(0)
    expect(await summaries(user, '?limit=200')).toEqual(light)
  })

  it('follows a PR that moves to a later workout its figures were not counted again for', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    // Pull-ups count the body weight of the workout's day: 80 from Apr 1, 70 from Apr 5.
    await f.call(user, 'PUT', '/api/body-weights/2026-04-01', { weight: '80' })
    await f.call(user, 'PUT', '/api/body-weights/2026-04-05', { weight: '70' })
    for (const date of ['2026-04-02', '2026-04-09']) {
      await f.completedWorkout(user, day.id, `${date}T10:00:00.000Z`, [
        { exerciseName: 'Pull-Up', weight: '10', reps: 8 },
      ])
    }
    const isPR = async () => (await expectSummariesOfSets(user)).map((w) => w.exercises[0]!.isPR)
    expect(await isPR()).toEqual([false, true])
    // Only Apr 2's figures are counted again; Apr 9's flag follows from the kept scores.
    await f.call(user, 'PUT', '/api/body-weights/2026-04-01', { weight: '60' })
    expect(await isPR()).toEqual([true, true])
  })

  it('is a fraction of the full page', async () => {
    const user = await t.register()
    const day = await f.createDay(user)
    const names = ['Bench', 'Press']
    for (let i = 0; i < 4; i++) {
      await f.completedWorkout(
        user,
        day.id,
        `2026-02-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
        names.flatMap((exerciseName) =>
          [1, 2, 3, 4, 5].map((setNumber) => ({ exerciseName, setNumber, weight: '100', reps: 5 })),
        ),
      )
    }
    const full = await t.injectAs(user, { method: 'GET', url: '/api/workouts-with-sets' })
    const light = await t.injectAs(user, { method: 'GET', url: '/api/workout-summaries' })
    expect(light.json()).toHaveLength(4)
    // 10 sets a workout: the sets are most of the bytes.
    expect(light.body.length * 5).toBeLessThan(full.body.length)
  })

  it('answers 401 signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/workout-summaries' })
    expect(res.statusCode).toBe(401)
  })
})
