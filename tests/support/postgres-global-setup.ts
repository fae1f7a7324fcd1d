import type { TestProject } from 'vitest/node'
import { startPostgres } from './postgres-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string
  }
}

/** One PostgreSQL server for the api-postgres project; each test file makes its own database. */
export default async function setup(project: TestProject) {
  const server = await startPostgres()
  project.provide('postgresUrl', server.url('postgres'))
  return () => server.stop()
}
