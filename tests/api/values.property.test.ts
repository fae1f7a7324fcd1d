import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CalendarDaySchema } from '#shared/contract/common.ts'
import { CreateWorkoutSetBody, type WorkoutSet } from '#shared/contract/workout-sets.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-tokens-and-values.md: every value the contract accepts can be stored, read
 * back and served, on both databases (fast-check): a set's numbers are answered as the contract
 * made them, by the create and by a later read; a calendar day in a query is answered 200 when
 * the contract takes it and 400 when not, never a 5xx.
 */
let t: TestApp
let lifter: TestUser
let workoutId: string

beforeAll(async () => {
  t = await buildTestApp()
  const f = factories(t)
  lifter = await t.register()
  const day = await f.createDay(lifter, { name: 'Push' })
  workoutId = (await f.startWorkout(lifter, day.id)).id
})
afterAll(() => t.close())

/** Numbers near the edges: halves and their rounding errors, large and small, as text too. */
const rpe = fc.oneof(
  fc.integer({ min: 0, max: 22 }).map((n) => n / 2),
  fc.integer({ min: 2, max: 20 }).map((n) => n / 2 + Number.EPSILON * 8 * (n % 3 ? 1 : -1)),
  fc.double({ min: 0, max: 11, noNaN: true }),
  fc.constant(null),
)
const weight = fc.oneof(
  fc.double({ min: 0, max: 100_000, noNaN: true }),
  fc.stringMatching(/^\d{1,6}(\.\d{1,4})?$/),
)
const reps = fc.oneof(fc.integer({ min: -1, max: 10_000 }), fc.double({ noNaN: true }))

describe('a set’s values', () => {
  it('are stored and served as the contract accepted them, or refused with a 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        rpe,
        weight,
        reps,
        weight,
        async (rpeValue, weightValue, repsValue, additional) => {
          const body = {
            workoutId,
            exerciseName: 'Bench Press',
            setNumber: 1,
            rpe: rpeValue,
            weight: weightValue,
            reps: repsValue,
            additionalMode: 'added',
            additionalWeight: additional,
          }
          const accepted = CreateWorkoutSetBody.safeParse(body)
          const res = await t.injectAs(lifter, {
            method: 'POST',
            url: '/api/workout-sets',
            payload: body,
          })
          if (!accepted.success) {
            expect(res.statusCode, res.body).toBe(400)
            return
          }
          expect(res.statusCode, res.body).toBe(201)
          const { weight, reps, rpe, additionalWeight } = accepted.data
          const expected = { weight, reps, rpe, additionalWeight }
          expect(res.json()).toMatchObject(expected)
          const read = await t.injectAs(lifter, { url: `/api/workouts/${workoutId}/sets` })
          const stored = (read.json() as WorkoutSet[]).find((set) => set.id === res.json().id)
          expect(stored).toMatchObject(expected)
        },
      ),
      { numRuns: 40 },
    )
  }, 240_000)
})

describe('calendar days in a query', () => {
  const day = fc
    .date({
      min: new Date('0000-01-01T00:00:00Z'),
      max: new Date('9999-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString().slice(0, 10))
  const route = fc.constantFrom(
    '/api/workouts',
    '/api/workout-summaries',
    '/api/progress/Bench%20Press',
    '/api/body-weights',
    '/api/muscle-volume',
  )

  it('answer 200 when the contract takes them, 400 when not, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(route, day, day, async (url, a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a]
        const res = await t.injectAs(lifter, { url: `${url}?from=${from}&to=${to}` })
        const takes = CalendarDaySchema.safeParse(from).success
        expect(res.statusCode, `${url}?from=${from}&to=${to}: ${res.body}`).toBe(takes ? 200 : 400)
      }),
      { numRuns: 40 },
    )
  }, 240_000)
})
