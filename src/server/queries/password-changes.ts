import type { Language } from '#shared/domain/languages.ts'
import { and, eq, lt, sql } from 'drizzle-orm'
import { endSessions, hashToken, newToken } from './sign-in-sessions.ts'
import type { Db } from '../db/client.ts'
import { revokeAllTokens } from './tokens.ts'
import { passwordResetTokens, users } from '../db/schema.ts'

/** docs/product/sign-in-and-processes.md / issue 13: a reset link works for 30 minutes, once. */
export const RESET_TOKEN_TTL_MINUTES = 30

/**
 * Sets a lifter's password, in one transaction with what must go with it: every session but
 * `keepSessionToken`'s (all when null) ends, every API token is deleted
 * (docs/product/trust-tokens-and-values.md: a token ends with the proof it was made under), and
 * every reset link still out stops working.
 */
export async function setPassword(
  db: Db,
  userId: string,
  passwordHash: string,
  keepSessionToken: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await endSessions(tx as unknown as Db, userId, keepSessionToken)
    await revokeAllTokens(tx as unknown as Db, userId)
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId))
  })
}

/**
 * A reset link's token for the account of `email` (any case), or null when there is none.
 * Only its hash is stored; the lifter's expired tokens go at the same time.
 */
export async function createResetToken(
  db: Db,
  email: string,
): Promise<{ token: string; email: string; language: Language } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
  if (!user) return null
  const token = newToken()
  await db.insert(passwordResetTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: sql`now() + make_interval(mins => ${RESET_TOKEN_TTL_MINUTES})`,
  })
  await db
    .delete(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, sql`now()`)),
    )
  return { token, email: user.email, language: user.language }
}

/** Uses up a reset token: its lifter's id while it is live, else null. Never works twice. */
export async function consumeResetToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .returning({
      userId: passwordResetTokens.userId,
      live: sql<boolean>`${passwordResetTokens.expiresAt} > now()`,
    })
  return row?.live ? row.userId : null
}
