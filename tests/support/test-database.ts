import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '#server/db/client.ts'

export type DatabaseLocation = { databaseUrl?: string; dataDir: string }

/**
 * Where a new, empty database lives: a new database on the run's PostgreSQL server when
 * TEST_DB=postgres (the api-postgres project), else a PGlite data directory (`memory://` unless
 * it must outlive one open, e.g. to be opened again as a second process would).
 */
export async function newTestDatabase(
  options: { onDisk?: boolean } = {},
): Promise<DatabaseLocation> {
  if (process.env.TEST_DB !== 'postgres') {
    return {
      dataDir: options.onDisk ? mkdtempSync(path.join(tmpdir(), 'ironlog-pglite-')) : 'memory://',
    }
  }
  const adminUrl = inject('postgresUrl')
  const name = `ironlog_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { databaseUrl: url.href, dataDir: '' }
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<Database> {
  return openDatabase(await newTestDatabase())
}
