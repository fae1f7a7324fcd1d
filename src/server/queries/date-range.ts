import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { DateRangeQuery } from '#shared/contract/common.ts'

/** The range's values, or placeholders for them in a prepared statement. */
type Range = { [K in keyof DateRangeQuery]: DateRangeQuery[K] | Placeholder }

/**
 * `column` within the inclusive calendar days `from`–`to` in the time zone `tz`
 * (docs/product/nothing-lost.md): from the start of `from` to the start of the day after `to`, as instants, so an index on
 * the column bounds the scan. An absent end leaves that side open.
 */
export function inCalendarDays(column: SQLWrapper, range: Range): SQL {
  const bounds: SQL[] = [sql`true`]
  if (range.from) {
    bounds.push(sql`${column} >= (${range.from}::date::timestamp at time zone ${range.tz}::text)`)
  }
  if (range.to) {
    bounds.push(
      sql`${column} < ((${range.to}::date + 1)::timestamp at time zone ${range.tz}::text)`,
    )
  }
  return sql.join(bounds, sql` and `)
}
