import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteRoot: string
  }
}

/**
 * One migrated PGlite data directory for the api-pglite project, which each test file copies
 * (test-database.ts): a copy opens in half a second, a new database takes 3–4 s of initdb and
 * migrations. The copies live under the same root, removed at the end.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'ironlog-pglite-tests-'))
  const database = await openDatabase({ dataDir: path.join(root, 'template') })
  await database.close()
  project.provide('pgliteRoot', root)
  return () => rmSync(root, { recursive: true, force: true })
}
