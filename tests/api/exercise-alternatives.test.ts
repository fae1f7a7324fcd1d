import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Alternative } from '#shared/contract/exercise-alternatives.ts'
import { CATALOG } from '#shared/data/catalog.ts'
import { MAX_ALTERNATIVES } from '#shared/domain/alternatives.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/** docs/product/exercises.md: what can take an exercise's place, best first. */
let t: TestApp
let f: ReturnType<typeof factories>

beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const alternatives = (user: TestUser, name: string) =>
  f.call<Alternative[]>(user, 'GET', `/api/exercise-alternatives/${encodeURIComponent(name)}`)
const names = (list: Alternative[]) => list.map((each) => each.name)
const day = (user: TestUser, ...exercises: string[]) =>
  f.createDay(user, {
    name: 'Day',
    exercises: exercises.map((name) => ({ name, sets: [{ isWarmup: false }] })),
  })
const setMuscles = (user: TestUser, name: string, body: object) =>
  f.call(user, 'PUT', `/api/exercise-muscles/${encodeURIComponent(name)}`, body)

/**
 * The rule's three steps for `candidate` against `exercise`, as the page says them: shares all of
 * its primary muscles, then the same type, then other equipment before the same (0 first).
 */
const steps = (exercise: Alternative, candidate: Alternative) => [
  exercise.primary.every((muscle) => candidate.primary.includes(muscle)) ? 0 : 1,
  candidate.type === exercise.type ? 0 : 1,
  exercise.equipment !== null && candidate.equipment === exercise.equipment ? 1 : 0,
]
const before = (a: number[], b: number[]) => {
  const at = a.findIndex((value, index) => value !== b[index])
  return at >= 0 && a[at]! < b[at]!
}
const fromCatalog = (key: string): Alternative => {
  const entry = CATALOG.find((each) => each.key === key)!
  return {
    name: entry.name,
    catalogKey: entry.key,
    type: entry.type,
    equipment: entry.equipment,
    primary: [...entry.primary],
    secondary: [...entry.secondary],
  }
}

describe('GET /api/exercise-alternatives/{exerciseName} (docs/product/exercises.md)', () => {
  it('answers catalogue entries sharing a primary muscle, ranked by the rule, at most 10', async () => {
    const lifter = await t.register()
    for (const key of ['bench-press', 'squat', 'pull-up', 'romanian-deadlift']) {
      const exercise = fromCatalog(key)
      const answer = await alternatives(lifter, exercise.name)
      expect(answer.length, key).toBe(MAX_ALTERNATIVES)
      const sharing = CATALOG.map((entry) => fromCatalog(entry.key)).filter(
        (candidate) =>
          candidate.catalogKey !== key &&
          candidate.primary.some((muscle) => exercise.primary.includes(muscle)),
      )
      // Each answered item is a catalogue entry as the catalogue has it, never the exercise.
      for (const item of answer) {
        expect(sharing, item.name).toContainEqual(item)
      }
      // In the rule's order, and nothing the rule puts first is left out.
      const ranks = answer.map((item) => steps(exercise, item))
      for (let i = 1; i < ranks.length; i++) expect(before(ranks[i]!, ranks[i - 1]!)).toBe(false)
      const last = ranks.at(-1)!
      const better = sharing.filter((candidate) => before(steps(exercise, candidate), last))
      expect(names(answer)).toEqual(expect.arrayContaining(names(better)))
    }
  })

  it('finds the same whatever the case or the app’s spelling of the name', async () => {
    const lifter = await t.register()
    const bench = await alternatives(lifter, 'Bench Press')
    expect(bench[0]!.name).toBe('Dumbbell Bench Press')
    expect(await alternatives(lifter, 'bench press')).toEqual(bench)
    expect(await alternatives(lifter, 'Bench Press (Barbell)')).toEqual(bench)
  })

  it('answers [] for a name with no muscles: unknown, or the lifter’s own without any', async () => {
    const lifter = await t.register()
    expect(await alternatives(lifter, 'Underwater Basket Weaving')).toEqual([])
    await day(lifter, 'Zottman Wobble')
    expect(await alternatives(lifter, 'Zottman Wobble')).toEqual([])
  })

  it('lets the lifter’s own muscles and names take part', async () => {
    const lifter = await t.register()
    await day(lifter, 'Zottman Wobble', 'DB Bench Press', 'Hammer Press')
    // An own name with its own muscles is answered and offered.
    await setMuscles(lifter, 'Zottman Wobble', { primary: ['biceps'], secondary: ['forearms'] })
    const wobble = await alternatives(lifter, 'Zottman Wobble')
    expect(wobble.length).toBeGreaterThan(0)
    for (const item of wobble) expect(item.primary).toContain('biceps')
    expect(names(await alternatives(lifter, 'Barbell Curl'))).toContain('Zottman Wobble')
    // A name the lifter writes for a catalogue entry is offered as they write it, once.
    const bench = await alternatives(lifter, 'Bench Press')
    expect(bench[0]).toEqual({ ...fromCatalog('dumbbell-bench-press'), name: 'DB Bench Press' })
    expect(names(bench)).not.toContain('Dumbbell Bench Press')
    // A mapping changes what a catalogue name counts for, and so what it is like.
    await setMuscles(lifter, 'Hammer Press', { catalogKey: 'bench-press' })
    expect(names(await alternatives(lifter, 'Dumbbell Bench Press'))).toContain('Hammer Press')
    await setMuscles(lifter, 'Bench Press', { primary: ['triceps'], secondary: [] })
    const triceps = await alternatives(lifter, 'Bench Press')
    expect(triceps.length).toBeGreaterThan(0)
    for (const item of triceps) expect(item.primary).toContain('triceps')
  })

  it('ranks by the lifter’s type of a name: the same type first', async () => {
    const lifter = await t.register()
    await day(lifter, 'Cable Crossover')
    // Dip is of Push-Up's type; Cable Crossover, weight × reps, comes after it.
    const before = names(await alternatives(lifter, 'Push-Up'))
    expect(before[0]).toBe('Dip')
    expect(before.indexOf('Cable Crossover')).toBeGreaterThan(0)
    await f.call(lifter, 'PUT', '/api/exercise-types/Cable%20Crossover', {
      type: 'bodyweight_reps',
    })
    // Now of the same type and of other equipment, it comes first.
    expect((await alternatives(lifter, 'Push-Up'))[0]).toEqual({
      ...fromCatalog('cable-crossover'),
      type: 'bodyweight_reps',
    })
  })

  it('never answers another lifter’s names, nor their muscles', async () => {
    const [mine, theirs] = [await t.register(), await t.register()]
    await day(theirs, 'Bench Press Zeta')
    await setMuscles(theirs, 'Bench Press Zeta', {
      primary: ['chest'],
      secondary: ['front-delts', 'triceps'],
    })
    await setMuscles(theirs, 'Squat', { primary: ['chest'], secondary: [] })
    // Theirs has it first; mine has never heard of it.
    expect(names(await alternatives(theirs, 'Bench Press'))[0]).toBe('Bench Press Zeta')
    expect(names(await alternatives(mine, 'Bench Press'))).not.toContain('Bench Press Zeta')
    expect(await alternatives(mine, 'Bench Press Zeta')).toEqual([])
    const squat = await alternatives(mine, 'Squat')
    expect(squat.length).toBeGreaterThan(0)
    for (const item of squat) expect(item.primary).not.toContain('chest')
  })

  it('answers 401 to no one signed in', async () => {
    const res = await t.app.inject({ url: '/api/exercise-alternatives/Squat' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ message: expect.any(String) })
  })
})
