import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client.ts'
import { startPostgres } from './postgres-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
    /** A migrated database each file's database is created from (test-database.ts). */
    postgresTemplate?: string
  }
}

/**
 * One PostgreSQL server for the api-postgres project; each test file makes its own database, a
 * copy of one migrated here once (as pglite-global-setup.ts does for PGlite): copying is faster
 * than running every migration in every file.
 */
export default async function setup(project: TestProject) {
  const server = await startPostgres()
  const template = 'ironlog_template'
  const admin = new pg.Client({ connectionString: server.url('postgres') })
  await admin.connect()
  await admin.query(`create database ${template}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: server.url(template), dataDir: '' })
  await database.close()
  project.provide('postgresUrl', server.url('postgres'))
  project.provide('postgresTemplate', template)
  return () => server.stop()
}
