import type { FastifyInstance } from 'fastify'
import { clearHits, takeTry } from '../queries/rate-limits.ts'
import { LIMITS } from './limits.ts'

export type PasswordCheck = { ok: true } | { ok: false; retryAfter: number | null }

/**
 * Checks a password typed at `address` for the account of `email`, under the sign-in limits
 * (docs/product/sign-in-and-processes.md, docs/product/trust-accounts-and-devices.md): every guess is counted before the password is looked at, so a burst
 * is refused as a row of guesses would be; a limited address is refused without a check; a right
 * password forgets that address's guesses at the account.
 */
export async function checkPassword(
  app: FastifyInstance,
  address: string,
  email: string,
  passwordHash: string | null,
  password: string,
): Promise<PasswordCheck> {
  const account = email.toLowerCase()
  const wait = await takeTry(app.db, { kind: 'login', address, account }, [
    { limit: LIMITS.loginPerAddress, address },
    { limit: LIMITS.loginPerAddressAndAccount, address, account },
  ])
  if (wait > 0) return { ok: false, retryAfter: wait }
  if (!(await app.passwords.verify(passwordHash, password)) || passwordHash === null) {
    return { ok: false, retryAfter: null }
  }
  await clearHits(app.db, 'login', address, account)
  return { ok: true }
}
