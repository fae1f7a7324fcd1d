import { and, eq, lt, or, sql } from 'drizzle-orm'
import { LONGEST_WINDOW_SECONDS, type RateLimit } from '../auth/limits.ts'
import { queryRows, type Db } from '../db/client.ts'
import { rateLimitHits } from '../db/schema.ts'

/** A limit on an address, an (address, account) pair, or an account from anywhere. */
export type LimitCheck =
  | { limit: RateLimit; address: string; account?: string }
  | { limit: RateLimit; address?: undefined; account: string }

const windowStart = (limit: RateLimit) => sql`now() - make_interval(secs => ${limit.windowSeconds})`

/**
 * Seconds until every check allows another try: 0 when none is used up. One query; each
 * check reads the hit whose expiry frees a try (the max-th newest in its window), through
 * the address or the account index. Times are the database's, so every process agrees.
 */
export async function secondsUntilAllowed(db: Db, checks: LimitCheck[]): Promise<number> {
  const waits = checks.map(
    ({ limit, address, account }) => sql`(
      select ceil(extract(epoch from ${rateLimitHits.createdAt}
               + make_interval(secs => ${limit.windowSeconds}) - now()))::int
      from ${rateLimitHits}
      where ${rateLimitHits.kind} = ${limit.kind}
        ${address === undefined ? sql`` : sql`and ${rateLimitHits.address} = ${address}`}
        ${account === undefined ? sql`` : sql`and ${rateLimitHits.account} = ${account}`}
        and ${rateLimitHits.createdAt} > ${windowStart(limit)}
      order by ${rateLimitHits.createdAt} desc
      offset ${limit.max - 1} limit 1)`,
  )
  const [row] = await queryRows<{ wait: number }>(
    db,
    sql`select greatest(0, ${sql.join(waits, sql`, `)})::int as wait`,
  )
  return row?.wait ?? 0
}

/** Counts one try; rows of this address or account older than any window go at the same time. */
export async function recordHit(
  db: Db,
  kind: RateLimit['kind'],
  address: string,
  account: string | null = null,
): Promise<void> {
  await db.insert(rateLimitHits).values({ kind, address, account })
  await db
    .delete(rateLimitHits)
    .where(
      and(
        account === null
          ? eq(rateLimitHits.address, address)
          : or(eq(rateLimitHits.address, address), eq(rateLimitHits.account, account)),
        lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`),
      ),
    )
}

/** Forgets an address's tries at an account (after it signed in). */
export async function clearHits(
  db: Db,
  kind: RateLimit['kind'],
  address: string,
  account: string,
): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.address, address),
        eq(rateLimitHits.kind, kind),
        eq(rateLimitHits.account, account),
      ),
    )
}
