import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from '#server/db/client.ts'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'
import { newTestDatabase } from '../support/test-database.ts'

const apps: TestApp[] = []
afterAll(() => Promise.all(apps.map((t) => t.close())))

async function app(options: Parameters<typeof buildTestApp>[0] = {}) {
  const t = await buildTestApp(options)
  apps.push(t)
  return t
}

describe('Strict-Transport-Security', () => {
  // Two apps, two databases: built in the hook, whose time limit allows for a busy machine.
  let secure: TestApp
  let plain: TestApp
  beforeAll(async () => {
    ;[secure, plain] = await Promise.all([app({ secureCookies: true }), app()])
  })

  it('is sent behind HTTPS (COOKIE_SECURE=true) and not otherwise', async () => {
    const res = await secure.app.inject({ url: '/api/auth/user' })
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const res2 = await plain.app.inject({ url: '/api/auth/user' })
    expect(res2.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('migrations', () => {
  it('a failing migration rejects the start and leaves nothing locked for the next process', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ironlog-broken-migrations-'))
    mkdirSync(path.join(folder, 'meta'))
    writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({
        version: '7',
        dialect: 'postgresql',
        entries: [{ idx: 0, version: '7', when: 1, tag: '0000_broken', breakpoints: true }],
      }),
    )
    writeFileSync(path.join(folder, '0000_broken.sql'), 'select * from no_such_table;')
    const location = await newTestDatabase({ empty: true })
    await expect(openDatabase({ ...location, migrationsFolder: folder })).rejects.toThrow(
      /no_such_table/,
    )
    rmSync(folder, { recursive: true })
    // The next start on the same database migrates (it would wait forever on a held lock).
    const database = await openDatabase(location)
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from users`,
    )
    expect(rows).toEqual([{ n: 0 }])
    await database.close()
    // Two on-disk databases migrated from scratch: room for a busy machine.
  }, 60_000)
})
