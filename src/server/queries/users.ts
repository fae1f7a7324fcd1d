import { eq } from 'drizzle-orm'
import type { UpdateUserBody, User } from '#shared/contract/auth.ts'
import { userColumns } from '../auth/sessions.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema.ts'

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
