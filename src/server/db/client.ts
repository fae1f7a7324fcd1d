import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { mkdir } from 'node:fs/promises'
import { promisify } from 'node:util'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql, type SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

const embedded = new WeakSet<object>()

/**
 * Issue 35: how many workouts one statement reads of a long answer (a history page, the
 * export). The embedded database runs one statement at a time for every request, so there a
 * long read goes in short statements, each awaited before the next, and other lifters' requests
 * are answered between them; PostgreSQL serves them on its other connections, and fewer round
 * trips cost it less.
 */
export const workoutsPerStatement = (db: Db) => (embedded.has(db) ? 25 : 250)

/** Whether `db` is the embedded database, which runs one statement at a time for everyone. */
export const isEmbedded = (db: Db) => embedded.has(db)

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close: () => Promise<void>
}

// Resolved next to this module: src/server/db/migrations in development, dist/server/migrations when bundled.
const ownMigrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// Any constant works; it only has to be the same for every process migrating one database.
const MIGRATION_LOCK_ID = 7_305_112

/**
 * docs/product/storage.md: PostgreSQL when DATABASE_URL is set, else embedded PGlite in dataDir
 * (`memory://` keeps it in memory). Migrations run before the database is handed out.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir: string
  /** Tests point it at a broken migration; the app always uses its own. */
  migrationsFolder?: string
}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? ownMigrationsFolder
  if (options.databaseUrl) {
    // JIT compilation only pays off for long analytical queries; ours are short lookups where
    // an inflated estimate would otherwise switch it on and cost a second.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: '-c jit=off',
    })
    try {
      const client = await pool.connect()
      try {
        // Several app processes may start at once against one server.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        try {
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
        } finally {
          // A failed migration must not leave the lock held: the next process would wait forever.
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID])
        }
      } finally {
        client.release()
      }
    } catch (error) {
      await pool.end()
      throw error
    }
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return { db, kind: 'postgres', close: () => pool.end() }
  }

  const inMemory = options.dataDir.startsWith('memory://')
  const dataPath = inMemory ? 'memory://' : path.resolve(options.dataDir, 'pglite')
  if (!inMemory && !existsSync(path.join(dataPath, 'PG_VERSION'))) {
    await mkdir(dataPath, { recursive: true })
    await initPgliteApart(dataPath)
  }
  // Loaded only here: a process on PostgreSQL never holds PGlite's modules (issue 18, memory).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const client = await PGlite.create(dataPath, pgliteOptions(PGlite))
  const db = drizzlePglite(client, { schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (error) {
    await client.close()
    throw error
  }
  embedded.add(db)
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() }
}

/**
 * The embedded database's memory (issue 18). PGlite's PostgreSQL keeps its shared buffers inside
 * the WebAssembly memory, which never shrinks: PostgreSQL's default 128 MB became resident as the
 * data was read. The operating system's page cache still holds the files behind these buffers.
 */
const PGLITE_START_PARAMS = ['-c', 'shared_buffers=32MB']

export const pgliteOptions = (pglite: typeof PGlite) => ({
  startParams: [...pglite.defaultStartParams, ...PGLITE_START_PARAMS],
})

/**
 * Creates a new PGlite data directory in a short-lived process of its own. initdb's WebAssembly
 * instances stay reachable from the PGlite that ran them, and even once collected their memory
 * is not handed back to the system: done in this process, a fresh start held about 800 MB.
 */
async function initPgliteApart(dataPath: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const script = `const { PGlite } = require(${JSON.stringify(pglite)}); PGlite.create(process.env.PGLITE_DIR, { startParams: [...PGlite.defaultStartParams, ...${JSON.stringify(PGLITE_START_PARAMS)}] }).then((db) => db.close())`
  await promisify(execFile)(process.execPath, ['-e', script], {
    env: { ...process.env, PGLITE_DIR: dataPath },
  })
}

/** A json column's value: node-postgres parses it, PGlite may hand over the text. */
export const jsonColumn = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/**
 * A PostgreSQL array literal of texts, to bind as one `::text[]` parameter (drizzle would expand
 * a JS array into one parameter per element). Every element is quoted, `"` and `\` escaped.
 */
export const textArray = (values: readonly string[]) =>
  `{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`

/**
 * A hot query built once per database and prepared (a named statement on PostgreSQL, so each
 * connection parses and plans it once). Use it outside transactions only: it runs on the pool.
 */
export function preparedQuery<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>()
  return (db) => {
    let query = built.get(db)
    if (!query) built.set(db, (query = build(db)))
    return query
  }
}

/**
 * preparedQuery for a request whose optional conditions change the statement: one prepared
 * statement per shape (which conditions it uses), named `<kind>_<suffix(shape)>`, built the first
 * time a shape is asked for. Only for a handful of shapes: each is a statement on every connection.
 */
export function preparedPerShape<Shape, T>(
  kind: string,
  suffix: (shape: Shape) => string,
  build: (db: Db, shape: Shape, name: string) => T,
): (db: Db, shape: Shape) => T {
  const statements = new Map<string, (db: Db) => T>()
  return (db, shape) => {
    const name = `${kind}_${suffix(shape)}`
    let statement = statements.get(name)
    if (!statement) {
      statements.set(name, (statement = preparedQuery((each) => build(each, shape, name))))
    }
    return statement(db)
  }
}

/**
 * A statement written with $1, $2… (its text shared with bench/) as a prepared one named `name`,
 * its `$n` the placeholder `params[n - 1]`, answering `columns` in the order `orderBy` names.
 * Prepared (issue 35): planning a plan's statement cost PostgreSQL 0.13–0.19 ms a request, about
 * half of running a rule's plan (EXPLAIN ANALYZE), and binding it cost the app a drizzle build
 * per request. Only for a statement whose generic plan is its custom one: probes by key.
 */
export function preparedText(
  name: string,
  text: string,
  params: string[],
  columns: string[],
  orderBy: string[] = [],
) {
  const parts = text.split(/\$(\d+)/)
  const statement = sql.join(
    parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql.placeholder(params[Number(part) - 1]!),
    ),
  )
  return preparedQuery((db) => {
    const query = db
      .select(Object.fromEntries(columns.map((column) => [column, sql`${sql.identifier(column)}`])))
      .from(sql`(${statement}) as ${sql.identifier(name)}`)
    return (
      orderBy.length
        ? query.orderBy(...orderBy.map((column) => sql`${sql.identifier(column)}`))
        : query
    ).prepare(name)
  })
}
