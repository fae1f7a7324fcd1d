import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { CATALOG } from '#shared/data/catalog.ts'
import { queryRows, type Db } from '../db/client.ts'
import { figureRules } from '../db/schema.ts'
import { ALL_TIME, refreshFigures } from './exercise-figures.ts'

/**
 * The rules the kept figures (workout_exercise_figures, decision 004) are counted by. Raise it
 * when a change to refreshFigures or set-figures.ts counts existing sets differently; a change
 * to the catalogue's names, aliases or types (which decide a name's type,
 * docs/product/exercise-types.md) changes the fingerprint by itself. Version 2 keeps the
 * records (exercise_records, decision 036) and each workout's summary
 * (workouts.exercise_summary): counted again, the figures fill them. Both are kept as the
 * JSON the routes answer: raise it too when a record or a summary's exercises change shape.
 */
const FIGURE_RULES_VERSION = 2

/** This code's rules: the version and a fingerprint of the catalogue's names and types. */
export function figureRulesFingerprint(): string {
  const names = JSON.stringify(CATALOG.map((entry) => [entry.name, entry.aliases, entry.type]))
  return `${FIGURE_RULES_VERSION}:${createHash('sha256').update(names).digest('hex').slice(0, 16)}`
}

// Any constant: the same for every process starting against one database.
const FIGURE_RULES_LOCK = 7_305_114

/**
 * At start, before a request is answered: when the database's figures were counted by other
 * rules than this code's (or never, after the migration that made the table), every lifter's
 * are counted again, lifter by lifter, by the code that keeps them (refreshFigures), and the
 * fingerprint written, in one transaction: all of it or none. One process does it while any
 * other starting at once waits. Answers how many lifters were counted.
 */
export async function ensureFigureRules(db: Db): Promise<number> {
  const fingerprint = figureRulesFingerprint()
  const current = async (tx: Db) => {
    const [kept] = await tx.select({ version: figureRules.version }).from(figureRules)
    return kept?.version === fingerprint
  }
  if (await current(db)) return 0
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FIGURE_RULES_LOCK})`)
    // A process that started at once may have done it meanwhile.
    if (await current(tx)) return 0
    // Across lifters: every lifter's figures are counted again by the code's rules.
    const lifters = await queryRows<{ id: string }>(
      tx,
      sql`select distinct user_id as id from workouts where completed_at is not null`,
    )
    for (const { id } of lifters) {
      const keys = await queryRows<{ key: string }>(
        tx,
        sql`select distinct s.exercise_key as key from workout_sets s
            join workouts w on w.id = s.workout_id
            where w.user_id = ${id} and s.user_id = ${id} and w.completed_at is not null`,
      )
      await refreshFigures(
        tx,
        id,
        keys.map((row) => row.key),
        ALL_TIME,
      )
    }
    await tx
      .insert(figureRules)
      .values({ id: 1, version: fingerprint })
      .onConflictDoUpdate({ target: figureRules.id, set: { version: fingerprint } })
    return lifters.length
  })
}
