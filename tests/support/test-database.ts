import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '#server/db/client.ts'

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * run's PostgreSQL server when TEST_DB=postgres (the api-postgres project).
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    return openDatabase({ dataDir: 'memory://' })
  }
  const adminUrl = inject('postgresUrl')
  const name = `ironlog_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return openDatabase({ databaseUrl: url.href, dataDir: '' })
}
