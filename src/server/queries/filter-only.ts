import { sql, type SQL } from 'drizzle-orm'

/**
 * `condition` as a filter PostgreSQL cannot make an index condition (`is true`), for the lifter's
 * condition on rows a statement reaches by another key (a workout's, a day's). As a plain
 * `user_id = …` next to that key, prepared statements' generic plans chose an index that leads
 * with the lifter and walked the lifter's whole range of it per row, or ANDed that range into a
 * bitmap: reads that grew with the history (issue 46, docs/performance.md). The other key's
 * index alone reads only the rows answered; the condition still holds each of them to the lifter.
 */
export function filterOnly(condition: SQL): SQL
/** The same in a statement written as text (db/client.ts preparedText). */
export function filterOnly(condition: string): string
export function filterOnly(condition: SQL | string): SQL | string {
  return typeof condition === 'string' ? `(${condition}) is true` : sql`(${condition}) is true`
}
