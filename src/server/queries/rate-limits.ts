import { and, eq, lt, or, sql } from 'drizzle-orm'
import { addressKey, LONGEST_WINDOW_SECONDS, type RateLimit } from '../auth/limits.ts'
import { queryRows, type Db } from '../db/client.ts'
import { rateLimitHits } from '../db/schema.ts'

/** A limit on an address, an (address, account) pair, or an account from anywhere. */
export type LimitCheck =
  | { limit: RateLimit; address: string; account?: string }
  | { limit: RateLimit; address?: undefined; account: string }

/** The try to count: its kind, the client address and the account it names, if any. */
export type Try = { kind: RateLimit['kind']; address: string; account?: string }

const windowStart = (limit: RateLimit) => sql`now() - make_interval(secs => ${limit.windowSeconds})`

/**
 * docs/product/sign-in-and-processes.md, docs/product/trust-accounts-and-devices.md: counts one try unless a check is used up, and answers the seconds until
 * every check allows another (0: this try was counted and may go on). The reading and the
 * counting are one statement, under a transaction lock per address (and per account, for a limit
 * on an account from anywhere), so a burst sent at once is counted one by one on every process:
 * 50 guesses at once get no more answers than 5 in a row. A refused try is not counted, so
 * hammering a used-up limit never grows the table. Times are the database's.
 */
export async function takeTry(db: Db, attempt: Try, checks: LimitCheck[]): Promise<number> {
  const address = addressKey(attempt.address)
  const lockKeys = [
    ...new Set(
      checks.map((c) => (c.address === undefined ? `@${c.account}` : addressKey(c.address))),
    ),
  ]
    // Addresses before accounts, each kind in one order: two tries never wait on each other.
    .sort((a, b) => Number(a.startsWith('@')) - Number(b.startsWith('@')) || a.localeCompare(b))
  const waits = checks.map(({ limit, address: checked, account }) => {
    const at = checked === undefined ? undefined : addressKey(checked)
    return sql`(
      select ceil(extract(epoch from ${rateLimitHits.createdAt}
               + make_interval(secs => ${limit.windowSeconds}) - now()))::int
      from ${rateLimitHits}
      where ${rateLimitHits.kind} = ${limit.kind}
        ${at === undefined ? sql`` : sql`and ${rateLimitHits.address} = ${at}`}
        ${account === undefined ? sql`` : sql`and ${rateLimitHits.account} = ${account}`}
        and ${rateLimitHits.createdAt} > ${windowStart(limit)}
      order by ${rateLimitHits.createdAt} desc
      offset ${limit.max - 1} limit 1)`
  })
  const wait = await db.transaction(async (tx) => {
    for (const key of lockKeys) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`limit:${key}`}, 0))`)
    }
    // After the locks: this statement's snapshot holds every try counted before ours.
    const [row] = await queryRows<{ wait: number }>(
      tx as unknown as Db,
      sql`with waited as (select greatest(0, ${sql.join(waits, sql`, `)})::int as wait),
           counted as (
             insert into ${rateLimitHits} (kind, address, account)
             select ${attempt.kind}, ${address}, ${attempt.account ?? null} from waited
             where waited.wait = 0
             returning 1)
         select wait from waited`,
    )
    return row?.wait ?? 0
  })
  if (wait === 0) {
    // Rows of this address or account older than any window go now: the table stays small.
    await db
      .delete(rateLimitHits)
      .where(
        and(
          attempt.account === undefined
            ? eq(rateLimitHits.address, address)
            : or(eq(rateLimitHits.address, address), eq(rateLimitHits.account, attempt.account)),
          lt(
            rateLimitHits.createdAt,
            sql`now() - make_interval(secs => ${LONGEST_WINDOW_SECONDS})`,
          ),
        ),
      )
  }
  return wait
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
        eq(rateLimitHits.address, addressKey(address)),
        eq(rateLimitHits.kind, kind),
        eq(rateLimitHits.account, account),
      ),
    )
}
