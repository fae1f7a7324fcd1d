import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BodyWeight } from '#shared/contract/body-weights.ts'
import { addCalendarDays } from '#shared/domain/body-weight.ts'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser
beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
})
afterAll(() => t.close())

const put = (user: TestUser, date: string, weight: unknown, status = 200) =>
  f.call<BodyWeight>(user, 'PUT', `/api/body-weights/${date}`, { weight }, status)
const list = (user: TestUser, query = '') =>
  f.call<BodyWeight[]>(user, 'GET', `/api/body-weights${query}`)
const todayUtc = () => new Date().toISOString().slice(0, 10)

describe('PUT /api/body-weights/{date} (docs/product/body-weight-and-muscles.md)', () => {
  it('sets one weight a date, in pounds as a decimal string; a second PUT replaces it', async () => {
    const user = await t.register()
    expect(await put(user, '2026-03-02', '181.50')).toEqual({ date: '2026-03-02', weight: '181.5' })
    // A weight entered in kilograms arrives as pounds to 3 decimals, and reads back exactly.
    expect(await put(user, '2026-03-02', 82.345)).toEqual({ date: '2026-03-02', weight: '82.345' })
    expect(await list(user)).toEqual([{ date: '2026-03-02', weight: '82.345' }])
  })

  it('takes dates from 1900 to tomorrow in UTC', async () => {
    const user = await t.register()
    const tomorrow = addCalendarDays(todayUtc(), 1)
    await put(user, tomorrow, '180')
    await put(user, '1900-01-01', '180')
    for (const date of [
      addCalendarDays(todayUtc(), 2),
      '1899-12-31',
      '2026-02-30',
      'today',
      '2026-3-1',
    ]) {
      const res = await t.injectAs(user, {
        method: 'PUT',
        url: `/api/body-weights/${date}`,
        payload: { weight: '180' },
      })
      expect(res.statusCode, date).toBe(400)
      expect(res.json().message, date).toMatch(/^date: /)
    }
    expect((await list(user)).map((entry) => entry.date)).toEqual(['1900-01-01', tomorrow])
  })

  it('answers 400 naming weight for a weight out of 20–1500 lbs or not a number, and writes nothing', async () => {
    const user = await t.register()
    for (const weight of [
      '19.99',
      '1500.001',
      '1501',
      '-80',
      'eighty',
      '',
      null,
      true,
      '80.1234',
    ]) {
      const res = await t.injectAs(user, {
        method: 'PUT',
        url: '/api/body-weights/2026-03-02',
        payload: { weight },
      })
      expect(res.statusCode, String(weight)).toBe(400)
      expect(res.json().message, String(weight)).toMatch(/^weight: /)
    }
    const missing = await t.injectAs(user, {
      method: 'PUT',
      url: '/api/body-weights/2026-03-02',
      payload: {},
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toMatch(/^weight: /)
    await put(user, '2026-03-03', '20')
    await put(user, '2026-03-04', 1500)
    expect(await list(user)).toEqual([
      { date: '2026-03-03', weight: '20' },
      { date: '2026-03-04', weight: '1500' },
    ])
  })
})

describe('GET /api/body-weights', () => {
  beforeAll(async () => {
    // Written out of order: answered oldest first.
    for (const [date, weight] of [
      ['2026-03-09', '180'],
      ['2026-03-01', '182'],
      ['2026-02-28', '183'],
      ['2026-03-05', '181'],
    ] as const) {
      await put(lifter, date, weight)
    }
  })

  it('answers every weight oldest first, or those within inclusive days', async () => {
    expect((await list(lifter)).map((entry) => entry.date)).toEqual([
      '2026-02-28',
      '2026-03-01',
      '2026-03-05',
      '2026-03-09',
    ])
    expect(await list(lifter, '?from=2026-03-01&to=2026-03-05')).toEqual([
      { date: '2026-03-01', weight: '182' },
      { date: '2026-03-05', weight: '181' },
    ])
    expect((await list(lifter, '?from=2026-03-02')).map((entry) => entry.date)).toEqual([
      '2026-03-05',
      '2026-03-09',
    ])
    expect((await list(lifter, '?to=2026-02-28')).map((entry) => entry.date)).toEqual([
      '2026-02-28',
    ])
  })

  it('answers only the newest `last` of them, oldest first, within the days too', async () => {
    expect(await list(lifter, '?last=2')).toEqual([
      { date: '2026-03-05', weight: '181' },
      { date: '2026-03-09', weight: '180' },
    ])
    expect((await list(lifter, '?to=2026-03-04&last=1')).map((entry) => entry.date)).toEqual([
      '2026-03-01',
    ])
    expect((await list(lifter, '?last=50')).map((entry) => entry.date)).toHaveLength(4)
  })

  it('answers 400 naming a bad from, to or last', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['to=soon', 'to'],
      ['last=0', 'last'],
      ['last=51', 'last'],
      ['last=two', 'last'],
    ]) {
      const res = await t.injectAs(lifter, { method: 'GET', url: `/api/body-weights?${query}` })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(new RegExp(`^${field}: `))
    }
  })
})

describe('DELETE /api/body-weights/{date}', () => {
  it('removes the date’s weight (204), then answers 404', async () => {
    const user = await t.register()
    await put(user, '2026-03-02', '180')
    await put(user, '2026-03-03', '179')
    await f.call(user, 'DELETE', '/api/body-weights/2026-03-02', undefined, 204)
    expect(await list(user)).toEqual([{ date: '2026-03-03', weight: '179' }])
    await f.call(user, 'DELETE', '/api/body-weights/2026-03-02', undefined, 404)
    await f.call(user, 'DELETE', '/api/body-weights/2026-02-30', undefined, 400)
  })
})

describe('another lifter', () => {
  it('never sees, replaces or deletes your weights', async () => {
    const mine = await t.register()
    const other = await t.register()
    await put(mine, '2026-03-02', '180')
    expect(await list(other)).toEqual([])
    await f.call(other, 'DELETE', '/api/body-weights/2026-03-02', undefined, 404)
    // Their own weight of the same date is theirs alone.
    await put(other, '2026-03-02', '150')
    expect(await list(mine)).toEqual([{ date: '2026-03-02', weight: '180' }])
    expect(await list(other)).toEqual([{ date: '2026-03-02', weight: '150' }])
  })

  it('is not signed in: 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/body-weights'],
      ['PUT', '/api/body-weights/2026-03-02'],
      ['DELETE', '/api/body-weights/2026-03-02'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: { weight: '180' } })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})
