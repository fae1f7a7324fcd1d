import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm'
import type { BodyWeight, BodyWeightsQuery } from '#shared/contract/body-weights.ts'
import type { Db } from '../db/client.ts'
import { bodyWeights } from '../db/schema.ts'
import { refreshAfterBodyWeight } from './exercise-figures.ts'

const columns = { date: bodyWeights.date, weight: bodyWeights.weight }

/**
 * docs/product/body-weight-and-muscles.md: one weight a date; a second PUT of a date replaces the first. docs/product/exercise-types.md: the figures of
 * the workouts it applies to follow, in the same transaction.
 */
export async function putBodyWeight(
  db: Db,
  userId: string,
  entry: BodyWeight,
): Promise<BodyWeight> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(bodyWeights)
      .values({ userId, ...entry })
      .onConflictDoUpdate({
        target: [bodyWeights.userId, bodyWeights.date],
        set: { weight: entry.weight, updatedAt: sql`now()` },
      })
      .returning(columns)
    await refreshAfterBodyWeight(tx, userId, entry.date)
    return saved!
  })
}

/**
 * The lifter's weights within the inclusive days, oldest first (the primary key's order); with
 * `last`, the newest `last` of them, read backwards along the key: the cost is the weights
 * answered, not the history kept.
 */
export async function listBodyWeights(
  db: Db,
  userId: string,
  { last, ...range }: BodyWeightsQuery,
): Promise<BodyWeight[]> {
  const query = db
    .select(columns)
    .from(bodyWeights)
    .where(
      and(
        eq(bodyWeights.userId, userId),
        range.from ? gte(bodyWeights.date, range.from) : undefined,
        range.to ? lte(bodyWeights.date, range.to) : undefined,
      ),
    )
  return last
    ? (await query.orderBy(desc(bodyWeights.date)).limit(last)).toReversed()
    : query.orderBy(asc(bodyWeights.date))
}

/**
 * Whether the lifter had a weight on that date (it is gone now, and the figures of the workouts
 * it applied to follow).
 */
export async function deleteBodyWeight(db: Db, userId: string, date: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(bodyWeights)
      .where(and(eq(bodyWeights.userId, userId), eq(bodyWeights.date, date)))
      .returning({ date: bodyWeights.date })
    if (deleted.length === 0) return false
    await refreshAfterBodyWeight(tx, userId, date)
    return true
  })
}
