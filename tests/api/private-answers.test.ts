import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'
import { factories } from '../support/factories.ts'

/**
 * docs/product/trust-tokens-and-values.md: every answer about a lifter is private (no-store, or
 * no-cache for a conditional read), `If-None-Match: *` never turns a 404 into a 304, and the API
 * docs page keeps no pasted token.
 */
let t: TestApp
let f: ReturnType<typeof factories>
let lifter: TestUser

beforeAll(async () => {
  t = await buildTestApp()
  f = factories(t)
  lifter = await t.register()
  const sender = await t.register()
  await f.call(
    sender,
    'POST',
    '/api/shares',
    { recipientEmail: lifter.email, workoutDayData: [{ name: 'Legs', exercises: [] }] },
    201,
  )
})
afterAll(() => t.close())

describe('Cache-Control', () => {
  it.each([
    '/api/shares/incoming',
    '/api/shares/outgoing',
    '/api/shares/pending-count',
    '/api/tokens',
    '/api/auth/user',
    '/api/auth/security',
  ])('%s is private, no-store', async (url) => {
    const res = await t.injectAs(lifter, { url })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  it('a conditional read is private, no-cache; its 404 and a refused write private, no-store', async () => {
    const list = await t.injectAs(lifter, { url: '/api/workout-days' })
    expect(list.headers['cache-control']).toBe('private, no-cache')
    const missing = await t.injectAs(lifter, { url: `/api/workout-days/${crypto.randomUUID()}` })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers['cache-control']).toBe('private, no-store')
    const refused = await t.injectAs(lifter, {
      method: 'POST',
      url: '/api/workout-days',
      payload: {},
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.headers['cache-control']).toBe('private, no-store')
  })

  it('the catalogue, the same for every lifter, keeps its private max-age', async () => {
    const res = await t.injectAs(lifter, { url: '/api/catalog' })
    expect(res.headers['cache-control']).toBe('private, max-age=86400')
  })
})

describe('If-None-Match: *', () => {
  it('never answers 304 for a missing resource, nor for an existing one unread', async () => {
    const missing = await t.injectAs(lifter, {
      url: `/api/workout-days/${crypto.randomUUID()}`,
      headers: { 'if-none-match': '*' },
    })
    expect(missing.statusCode).toBe(404)
    const day = await f.createDay(lifter, { name: 'Push' })
    const present = await t.injectAs(lifter, {
      url: `/api/workout-days/${day.id}`,
      headers: { 'if-none-match': '*' },
    })
    expect(present.statusCode).toBe(200)
    expect(present.json().name).toBe('Push')
  })
})

describe('the API docs page', () => {
  it('keeps a pasted token only while it is open (no persistAuthorization)', async () => {
    const res = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/"persistAuthorization":\s*false/)
  })
})
