import { and, asc, eq, gte, lte, sql } from 'drizzle-orm'
import type { BodyWeight, BodyWeightsQuery } from '#shared/contract/body-weights.ts'
import type { Db } from '../db/client.ts'
import { bodyWeights } from '../db/schema.ts'

const columns = { date: bodyWeights.date, weight: bodyWeights.weight }

/** docs/product/body-weight-and-muscles.md: one weight a date; a second PUT of a date replaces the first. */
export async function putBodyWeight(
  db: Db,
  userId: string,
  entry: BodyWeight,
): Promise<BodyWeight> {
  const [saved] = await db
    .insert(bodyWeights)
    .values({ userId, ...entry })
    .onConflictDoUpdate({
      target: [bodyWeights.userId, bodyWeights.date],
      set: { weight: entry.weight, updatedAt: sql`now()` },
    })
    .returning(columns)
  return saved!
}

/** The lifter's weights within the inclusive days, oldest first (the primary key's order). */
export function listBodyWeights(
  db: Db,
  userId: string,
  range: BodyWeightsQuery,
): Promise<BodyWeight[]> {
  return db
    .select(columns)
    .from(bodyWeights)
    .where(
      and(
        eq(bodyWeights.userId, userId),
        range.from ? gte(bodyWeights.date, range.from) : undefined,
        range.to ? lte(bodyWeights.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(bodyWeights.date))
}

/** Whether the lifter had a weight on that date (it is gone now). */
export async function deleteBodyWeight(db: Db, userId: string, date: string): Promise<boolean> {
  const deleted = await db
    .delete(bodyWeights)
    .where(and(eq(bodyWeights.userId, userId), eq(bodyWeights.date, date)))
    .returning({ date: bodyWeights.date })
  return deleted.length > 0
}
