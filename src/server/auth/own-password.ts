import type { FastifyReply } from 'fastify'
import type { Db } from '../db/client.ts'
import { clearHits, recordHit, secondsUntilAllowed } from '../queries/rate-limits.ts'
import { LIMITS, tryAgainIn } from './limits.ts'
import { verifyPassword } from './passwords.ts'

/** decisions.md §4, §11: 429, and when to come back (Retry-After, in seconds). */
export function sendLimited(reply: FastifyReply, seconds: number, what: string) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: `${what} ${tryAgainIn(seconds)}` })
}

export type PasswordCheck = { ok: true } | { ok: false; retryAfter: number | null }

/**
 * Checks a password typed at `address` for the account of `email`, under the sign-in limits
 * (decisions.md §11): a limited address is refused before any check, a wrong password counts
 * as a failed sign-in, a right one forgets that address's failures at the account.
 */
export async function checkPassword(
  db: Db,
  address: string,
  email: string,
  passwordHash: string | null,
  password: string,
): Promise<PasswordCheck> {
  const account = email.toLowerCase()
  const wait = await secondsUntilAllowed(db, [
    { limit: LIMITS.loginPerAddress, address },
    { limit: LIMITS.loginPerAddressAndAccount, address, account },
  ])
  if (wait > 0) return { ok: false, retryAfter: wait }
  if (!(await verifyPassword(passwordHash, password)) || passwordHash === null) {
    await recordHit(db, 'login', address, account)
    return { ok: false, retryAfter: null }
  }
  await clearHits(db, 'login', address, account)
  return { ok: true }
}
