import { sql } from 'drizzle-orm'
import { nameKey } from '#shared/domain/names.ts'
import { queryRows, textArray, type Db } from '../db/client.ts'
import { nameKeyVersion } from '../db/schema.ts'
import { refreshFigures } from './exercise-figures.ts'
import { refreshRecords } from './exercise-records.ts'

/**
 * The version of nameKey (shared/domain/names.ts) the stored keys are computed with. Raise it
 * with any change to nameKey: the next start computes every stored key again (rekeyNames).
 */
export const NAME_KEY_VERSION = 1

/**
 * The tables that keep one row per lifter and name key, with the name as written: a new key
 * that two of a lifter's rows now share keeps the newest (`newest`, a column). A table keyed by
 * a name joins this list (docs/product/trust-tokens-and-values.md: one name key everywhere).
 */
const KEYED_BY_NAME = [
  { table: 'progression_rules', key: 'exercise_key', name: 'exercise_name', newest: 'since' },
  { table: 'exercise_muscles', key: 'name_key', name: 'exercise_name', newest: 'updated_at' },
  { table: 'exercise_notes', key: 'exercise_key', name: 'exercise_name', newest: 'updated_at' },
  { table: 'exercise_types', key: 'exercise_key', name: 'exercise_name', newest: 'updated_at' },
] as const

/** The advisory lock around a rekeying (any constant). */
const REKEY_LOCK = 7_305_113

const current = async (db: Db) => {
  const [stored] = await db.select().from(nameKeyVersion)
  return stored !== undefined && stored.version >= NAME_KEY_VERSION
}

type Rekeyed = { name: string; key: string }

/** The pairs whose key is not nameKey(name), each with the key it should have. */
const stale = (rows: Rekeyed[]) =>
  rows.flatMap((row) => (nameKey(row.name) === row.key ? [] : [{ ...row, key: nameKey(row.name) }]))

/**
 * docs/product/trust-tokens-and-values.md: every stored name key computed again, as the code
 * computes it, when the database's keys are of an older nameKey (or were the database's own
 * lower(), before migration 0022). Runs as the app is built, before it answers anything, in one
 * transaction; it reads every distinct name once and writes only the rows whose key changes.
 * Figures are counted again for the exercises whose key changed. Across lifters: once per new nameKey,
 * every stored name (docs/operations.md: a Citus cluster runs it on every shard).
 */
export async function rekeyNames(db: Db): Promise<void> {
  if (await current(db)) return
  await db.transaction(async (tx) => {
    // One process at a time (several may start at once on one PostgreSQL); a later one finds
    // the work done.
    await tx.execute(sql`select pg_advisory_xact_lock(${REKEY_LOCK})`)
    if (await current(tx)) return
    const setNames = stale(
      await queryRows<Rekeyed>(
        tx,
        sql`select distinct exercise_name as name, exercise_key as key from workout_sets`,
      ),
    )
    if (setNames.length > 0) {
      await tx.execute(sql`
        update workout_sets s set exercise_key = n.key
        from unnest(${textArray(setNames.map((n) => n.name))}::text[],
                    ${textArray(setNames.map((n) => n.key))}::text[]) as n(name, key)
        where s.exercise_name = n.name`)
    }

    const days = await queryRows<{ id: string; names: string[]; keys: string[] }>(
      tx,
      sql`select id, array(select e->>'name' from jsonb_array_elements(exercises) as e) as names,
                 exercise_keys as keys
          from workout_days`,
    )
    const staleDays = days.flatMap(({ id, names, keys }) => {
      const fresh = names.map(nameKey)
      return fresh.some((key, i) => key !== keys[i]) ? [{ id, keys: fresh }] : []
    })
    if (staleDays.length > 0) {
      await tx.execute(sql`
        update workout_days d set exercise_keys = array(select jsonb_array_elements_text(x.keys))
        from jsonb_to_recordset(${JSON.stringify(staleDays)}::jsonb) as x(id uuid, keys jsonb)
        where d.id = x.id`)
    }

    for (const { table, key, name, newest } of KEYED_BY_NAME) {
      const rows = await queryRows<Rekeyed & { userId: string }>(
        tx,
        sql`select user_id as "userId", ${sql.identifier(name)} as name, ${sql.identifier(key)} as key
            from ${sql.identifier(table)}`,
      )
      const changed = stale(rows)
      if (changed.length === 0) continue
      const pairs = sql`jsonb_to_recordset(${JSON.stringify(changed)}::jsonb)
        as c("userId" uuid, name text, key text)`
      const [t, keyColumn, nameColumn] = [
        sql.identifier(table),
        sql.identifier(key),
        sql.identifier(name),
      ]
      // Of the rows one new key gathers, the newest stays; then each changed row takes its key.
      await tx.execute(sql`
        delete from ${t} where ctid in (
          select row from (
            select t.ctid as row, row_number() over (
                     partition by t.user_id, coalesce(c.key, t.${keyColumn})
                     order by t.${sql.identifier(newest)} desc) as rank
            from ${t} t left join ${pairs} on t.user_id = c."userId" and t.${nameColumn} = c.name
            where t.user_id in (select c."userId" from ${pairs})
          ) as ranked
          where rank > 1)`)
      await tx.execute(sql`
        update ${t} t set ${keyColumn} = c.key from ${pairs}
        where t.user_id = c."userId" and t.${nameColumn} = c.name`)
    }

    const records = await queryRows<Rekeyed & { userId: string; from: string }>(
      tx,
      sql`select user_id as "userId", exercise_name as name, exercise_key as key,
                 min(completed_at)::text as "from"
          from workout_exercise_figures group by user_id, exercise_name, exercise_key`,
    )
    const byLifter = new Map<string, { keys: Set<string>; old: Set<string>; from: number }>()
    for (const row of records) {
      const fresh = nameKey(row.name)
      if (fresh === row.key) continue
      let lifter = byLifter.get(row.userId)
      if (!lifter)
        byLifter.set(row.userId, (lifter = { keys: new Set(), old: new Set(), from: Infinity }))
      lifter.keys.add(fresh)
      lifter.old.add(row.key)
      lifter.from = Math.min(lifter.from, new Date(row.from).getTime())
    }
    for (const [userId, { keys, old, from }] of byLifter) {
      await tx.execute(sql`
        delete from workout_exercise_figures
        where user_id = ${userId} and exercise_key = any(${textArray([...old])}::text[])`)
      await refreshFigures(tx, userId, [...keys], new Date(from))
      await refreshRecords(tx, userId, [...old])
    }

    await tx.delete(nameKeyVersion)
    await tx.insert(nameKeyVersion).values({ version: NAME_KEY_VERSION })
  })
}
