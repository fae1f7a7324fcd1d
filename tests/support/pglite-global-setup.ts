import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
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
 * PGlite data directories for the api-pglite project, made once and copied by each test file
 * (test-database.ts): a copy opens in half a second, while initdb alone takes 3–4 s on a quiet
 * machine and half a minute on a loaded one. `empty` has run initdb and no migration (for the
 * tests that migrate a database themselves); `template` is `empty` migrated. The copies live
 * under the same root, removed at the end.
 */
export default async function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'ironlog-pglite-tests-'))
  const noMigrations = path.join(root, 'no-migrations')
  mkdirSync(path.join(noMigrations, 'meta'), { recursive: true })
  writeFileSync(
    path.join(noMigrations, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries: [] }),
  )
  const empty = path.join(root, 'empty')
  await (await openDatabase({ dataDir: empty, migrationsFolder: noMigrations })).close()
  const template = path.join(root, 'template')
  cpSync(empty, template, { recursive: true })
  await (await openDatabase({ dataDir: template })).close()
  project.provide('pgliteRoot', root)
  return () => rmSync(root, { recursive: true, force: true })
}
