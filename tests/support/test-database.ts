import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type Database } from '#server/db/client.ts'

export type DatabaseLocation = { databaseUrl?: string; dataDir: string }

/**
 * Where a new database lives: on the run's PostgreSQL server when TEST_DB=postgres (the
 * api-postgres project), else a PGlite data directory. Either a copy of the run's migrated one
 * (pglite-global-setup.ts, postgres-global-setup.ts), or with `empty` one no migration has run in.
 */
export async function newTestDatabase(
  options: { empty?: boolean } = {},
): Promise<DatabaseLocation> {
  if (process.env.TEST_DB !== 'postgres') {
    const root = inject('pgliteRoot')
    const dataDir = mkdtempSync(path.join(root, 'db-'))
    cpSync(path.join(root, options.empty ? 'empty' : 'template'), dataDir, { recursive: true })
    return { dataDir }
  }
  const adminUrl = inject('postgresUrl')
  const name = `ironlog_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const template = inject('postgresTemplate')
  await admin.query(
    `create database ${name}${template && !options.empty ? ` template ${template}` : ''}`,
  )
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { databaseUrl: url.href, dataDir: '' }
}

/** A fresh, migrated database for one test file; a PGlite copy is removed once closed. */
export async function openTestDatabase(): Promise<Database> {
  const location = await newTestDatabase()
  const database = await openDatabase(location)
  return {
    ...database,
    close: async () => {
      await database.close()
      if (location.dataDir) rmSync(location.dataDir, { recursive: true, force: true })
    },
  }
}
