import { and, count, eq, gt, lt, or } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { loginFailures } from '../db/schema.ts'

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000
export const MAX_FAILURES_PER_EMAIL = 5
export const MAX_FAILURES_PER_IP = 30

/**
 * Failed sign-ins are rows, not process memory, so every app process behind a load balancer
 * sees the same count (decisions.md §2).
 */
export async function isThrottled(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - THROTTLE_WINDOW_MS)
  const [byEmail, byIp] = await Promise.all([
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email.toLowerCase()), gt(loginFailures.createdAt, since))),
    db
      .select({ n: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.ip, ip), gt(loginFailures.createdAt, since))),
  ])
  return (byEmail[0]?.n ?? 0) >= MAX_FAILURES_PER_EMAIL || (byIp[0]?.n ?? 0) >= MAX_FAILURES_PER_IP
}

export async function recordFailure(db: Db, email: string, ip: string): Promise<void> {
  const key = email.toLowerCase()
  const expired = new Date(Date.now() - THROTTLE_WINDOW_MS)
  await db.insert(loginFailures).values({ email: key, ip })
  // Old rows go when their e-mail or address fails again; both lookups use an index.
  await db
    .delete(loginFailures)
    .where(
      and(
        or(eq(loginFailures.email, key), eq(loginFailures.ip, ip)),
        lt(loginFailures.createdAt, expired),
      ),
    )
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()))
}
