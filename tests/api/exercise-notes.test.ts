import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExerciseNote } from '#shared/contract/exercise-notes.ts'
import type { ExportDocument } from '#shared/contract/imports.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/** docs/product/exercises.md: the notes a lifter pins to an exercise name. */
let t: TestApp
let f: ReturnType<typeof factories>

beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
})
afterAll(() => t.close())

const path = (name: string) => `/api/exercise-notes/${encodeURIComponent(name)}`
const put = (user: TestUser, name: string, body: object, status = 200) =>
  f.call<ExerciseNote>(user, 'PUT', path(name), body, status)
const notes = (user: TestUser) => f.call<ExerciseNote[]>(user, 'GET', '/api/exercise-notes')

describe('pinned notes (docs/product/exercises.md)', () => {
  it('pins a note to a name, answers it with its time, lists and replaces it whatever the case', async () => {
    const lifter = await t.register()
    expect(await notes(lifter)).toEqual([])
    const before = Date.now()
    const pinned = await put(lifter, 'Leg Press', { note: '  Seat 4, pins at 7\nFeet high  ' })
    expect(pinned).toEqual({
      exerciseName: 'Leg Press',
      note: 'Seat 4, pins at 7\nFeet high',
      updatedAt: expect.any(String),
    })
    expect(Date.parse(pinned.updatedAt)).toBeGreaterThanOrEqual(before - 1000)
    await put(lifter, 'Bench Press', { note: 'Grip at the rings' })
    expect((await notes(lifter)).map((note) => note.exerciseName)).toEqual([
      'Bench Press',
      'Leg Press',
    ])

    // One note a name: another case replaces it, and the name is written as last given.
    const replaced = await put(lifter, 'leg press', { note: 'Seat 5' })
    expect(replaced).toMatchObject({ exerciseName: 'leg press', note: 'Seat 5' })
    expect(Date.parse(replaced.updatedAt)).toBeGreaterThanOrEqual(Date.parse(pinned.updatedAt))
    expect(await notes(lifter)).toEqual([
      expect.objectContaining({ exerciseName: 'Bench Press' }),
      replaced,
    ])
  })

  it('takes 1 to 500 characters after trimming, else 400 naming the field, and writes nothing', async () => {
    const lifter = await t.register()
    const longest = 'x'.repeat(500)
    expect((await put(lifter, 'Squat', { note: ` ${longest}\n` })).note).toBe(longest)
    for (const body of [
      { note: 'y'.repeat(501) },
      { note: ' \n\t ' },
      { note: '' },
      { note: 5 },
      { note: 'a\u0000b' },
      {},
    ]) {
      const res = await t.injectAs(lifter, { method: 'PUT', url: path('Squat'), payload: body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json<{ message: string }>().message).toMatch(/^note: /)
    }
    for (const name of [' ', 'a\u0000b']) {
      const res = await t.injectAs(lifter, {
        method: 'PUT',
        url: path(name),
        payload: { note: 'fine' },
      })
      expect(res.statusCode, name).toBe(400)
      expect(res.json<{ message: string }>().message).toMatch(/^exerciseName: /)
    }
    expect(await notes(lifter)).toEqual([
      expect.objectContaining({ exerciseName: 'Squat', note: longest }),
    ])
  })

  it('DELETE unpins it (204), and answers 404 for a name without one', async () => {
    const lifter = await t.register()
    await put(lifter, 'Deadlift', { note: 'Hook grip' })
    await f.call(lifter, 'DELETE', path('DEADLIFT'), undefined, 204)
    expect(await notes(lifter)).toEqual([])
    await f.call(lifter, 'DELETE', path('Deadlift'), undefined, 404)
    await f.call(lifter, 'DELETE', path('Never Noted'), undefined, 404)
  })

  it('keeps lifters apart: another lifter sees, replaces and deletes none of your notes', async () => {
    const mine = await t.register()
    const other = await t.register()
    await put(mine, 'Row', { note: 'Mine' })
    expect(await notes(other)).toEqual([])
    await f.call(other, 'DELETE', path('Row'), undefined, 404)
    await put(other, 'Row', { note: 'Theirs' })
    expect((await notes(mine)).map((note) => note.note)).toEqual(['Mine'])
    expect((await notes(other)).map((note) => note.note)).toEqual(['Theirs'])
  })

  it('needs a signed-in lifter', async () => {
    expect((await t.app.inject({ url: '/api/exercise-notes' })).statusCode).toBe(401)
    const res = await t.app.inject({ method: 'PUT', url: path('Row'), payload: { note: 'x' } })
    expect(res.statusCode).toBe(401)
  })
})

describe('pinned notes in the JSON export and a restore', () => {
  const exportOf = async (user: TestUser) =>
    (await t.injectAs(user, { url: '/api/export?format=json' })).json<ExportDocument>()
  const restore = (user: TestUser, file: unknown) =>
    t.injectAs(user, {
      method: 'POST',
      url: '/api/imports',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(file),
    })

  it('carries them, and a restore brings them back with their time, keeping a note the account has', async () => {
    const source = await t.register()
    const hack = await put(source, 'Hack Squat', { note: 'Shoulder pads at 3' })
    const press = await put(source, 'Leg Press', { note: 'Seat 4' })
    const file = await exportOf(source)
    expect(file.exerciseNotes).toEqual([hack, press])

    const target = await t.register()
    const own = await put(target, 'LEG PRESS', { note: 'My own seat' })
    const res = await restore(target, file)
    expect(res.statusCode, res.body).toBe(201)
    expect(await notes(target)).toEqual([hack, own])
    // Once more: nothing changes.
    expect((await restore(target, file)).statusCode).toBe(201)
    expect(await notes(target)).toEqual([hack, own])
  })

  it('refuses a note out of bounds or a name twice, 400 naming it, and restores nothing', async () => {
    const target = await t.register()
    const base = { format: 'ironlog', version: 1 }
    for (const [exerciseNotes, field] of [
      [[{ exerciseName: 'Row', note: 'n'.repeat(501) }], 'exerciseNotes.0.note'],
      [[{ exerciseName: 'Row', note: '  ' }], 'exerciseNotes.0.note'],
      [[{ exerciseName: '', note: 'x' }], 'exerciseNotes.0.exerciseName'],
      [
        [
          { exerciseName: 'Row', note: 'a' },
          { exerciseName: 'ROW', note: 'b' },
        ],
        'exerciseNotes.1',
      ],
    ] as const) {
      const res = await restore(target, { ...base, exerciseNotes })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json<{ message: string }>().message).toContain(field)
    }
    expect(await notes(target)).toEqual([])
  })
})
