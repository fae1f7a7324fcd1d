import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { User } from '#shared/contract/auth.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { sessions, users } from '../db/schema.ts'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  unit: users.unit,
  plates: users.plates,
}

/** Starts a session and answers the token for the cookie; only its hash is stored. */
export async function createSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  })
  // Housekeeping rides on sign-in rather than a timer, so no process has to own it.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())))
  return token
}

// Every request runs it: no query building in JS, no parsing and planning in the database.
const sessionUserQuery = preparedQuery((db) =>
  db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('session_user'),
)

/** The signed-in user of a token, in one query. */
export async function findSessionUser(db: Db, token: string): Promise<User | null> {
  const [row] = await sessionUserQuery(db).execute({ tokenHash: hashToken(token) })
  return row ?? null
}

/** When a token's session began: a fresh sign-in vouches for a lifter who has no password. */
export async function findSessionStart(db: Db, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  return row?.createdAt ?? null
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}
