import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '#server/app.ts'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'
import { newTestDatabase } from '../support/test-database.ts'
import { openDatabase } from '#server/db/client.ts'

/** docs/product/sign-in-and-processes.md: what an operator's load balancer and logs rely on. */
let t: TestApp
const lines: Array<Record<string, unknown>> = []

beforeAll(async () => {
  t = await buildTestApp({
    logger: {
      level: 'info',
      stream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
          done()
        },
      }),
    },
  })
})
afterAll(() => t.close())

describe('GET /api/health', () => {
  it('answers 200 {"status":"ok"} while the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 once the database does not', async () => {
    const database = await openDatabase(await newTestDatabase())
    const app = await buildApp({
      db: database.db,
      sessionSecret: 'test-secret-that-is-long-enough',
      appUrl: 'http://localhost:3000',
    })
    try {
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200)
      await database.close()
      const res = await app.inject({ url: '/api/health' })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ message: 'The database is not answering' })
    } finally {
      await app.close()
    }
  })
})

describe('request ids', () => {
  it('one JSON log line per request, carrying the id the answer names in X-Request-Id', async () => {
    const res = await t.app.inject({ url: '/api/auth/user' })
    const id = res.headers['x-request-id'] as string
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const mine = lines.filter((line) => line.reqId === id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ method: 'GET', url: '/api/auth/user', statusCode: 401 })
    const other = await t.app.inject({ url: '/api/auth/user' })
    expect(other.headers['x-request-id']).not.toBe(id)
  })

  it('keeps a proxy’s plain request id, never an odd one', async () => {
    const kept = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-1a2b' },
    })
    expect(kept.headers['x-request-id']).toBe('nginx-1a2b')
    const odd = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'a b"<script>' },
    })
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
