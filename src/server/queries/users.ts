import { eq } from 'drizzle-orm'
import type { UpdateUserBody, User } from '#shared/contract/auth.ts'
import { userColumns } from '../auth/sessions.ts'
import type { Db } from '../db/client.ts'
import { rateLimitHits, users } from '../db/schema.ts'

/** Saves a lifter's preferences (decisions.md §10) and answers the user as it now is. */
export async function updateUserPreferences(
  db: Db,
  userId: string,
  preferences: UpdateUserBody,
): Promise<User> {
  const [user] = await db
    .update(users)
    .set(preferences)
    .where(eq(users.id, userId))
    .returning(userColumns)
  return user!
}

export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  return row?.passwordHash ?? null
}

/**
 * decisions.md §9: the account and everything it owns, in one transaction. The foreign keys
 * cascade to its sessions, days, workouts, sets, records and the shares it sent
 * (docs/decisions/008-account-deletion-and-shares.md); the tries counted against its e-mail go too.
 */
export async function deleteAccount(db: Db, user: { id: string; email: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(rateLimitHits).where(eq(rateLimitHits.account, user.email.toLowerCase()))
    await tx.delete(users).where(eq(users.id, user.id))
  })
}
