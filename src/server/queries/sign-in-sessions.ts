import { createHash, randomBytes } from 'node:crypto'
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm'
import type { SessionInfo, User } from '#shared/contract/auth.ts'
import { DEFAULT_DISTANCE_UNIT, type DistanceUnit } from '#shared/domain/measures.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { lifterVersions, sessions, users } from '../db/schema.ts'

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** Session and reset tokens are stored as their SHA-256: a leaked table does not leak them. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A new random token (256 bits) for a cookie or a link. */
export const newToken = () => randomBytes(32).toString('base64url')

export const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  unit: users.unit,
  // docs/product/exercise-types.md: the lifter's choice, else the one that follows the weight unit.
  distanceUnit: sql<DistanceUnit>`coalesce(${users.distanceUnit}, case ${users.unit}
    when 'kg' then ${sql.raw(`'${DEFAULT_DISTANCE_UNIT.kg}'`)}
    else ${sql.raw(`'${DEFAULT_DISTANCE_UNIT.lbs}'`)} end)`,
  plates: users.plates,
  language: users.language,
}

/** Starts a session and answers the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  userAgent: string | null = null,
): Promise<string> {
  const token = newToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    // Only shown to the lifter, to tell their sessions apart.
    userAgent: userAgent?.slice(0, 300) || null,
  })
  // Housekeeping rides on sign-in rather than a timer, so no process has to own it.
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())))
  return token
}

/** The lifter's data version as text (docs/decisions/026): 0 before their first write. */
const dataVersion = sql<string>`coalesce(${lifterVersions.version}, 0)::text`

// Every request runs it: no query building in JS, no parsing and planning in the database. The
// data version comes with it, read before the route's own reads (an ETag never names newer data
// than it was made with), for no round trip of its own.
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({ ...userColumns, dataVersion })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(lifterVersions, eq(lifterVersions.userId, users.id))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('session_user'),
)

/** The signed-in user of a token and their data version, in one query. */
export async function findSessionUser(
  db: Db,
  token: string,
): Promise<(User & { dataVersion: string }) | null> {
  const [row] = await sessionUserQuery(db).execute({ tokenHash: hashToken(token) })
  return row ?? null
}

/** A lifter's data version, for a request signed in without the session query. */
export async function readDataVersion(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ dataVersion })
    .from(users)
    .leftJoin(lifterVersions, eq(lifterVersions.userId, users.id))
    .where(eq(users.id, userId))
  return row?.dataVersion ?? '0'
}

/**
 * When a token's session began: a fresh sign-in vouches for a lifter who has no password.
 * Across lifters: a session is found by its token.
 */
export async function findSessionStart(db: Db, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  return row?.createdAt ?? null
}

/** Across lifters: a session is found by its token. */
export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}

/** docs/product/sign-in-and-processes.md: the lifter's signed-in sessions: the asking one (marked), then newest first. */
export async function listSessions(
  db: Db,
  userId: string,
  currentToken: string,
): Promise<SessionInfo[]> {
  const current = sql<boolean>`${sessions.tokenHash} = ${hashToken(currentToken)}`
  const rows = await db
    .select({ signedInAt: sessions.createdAt, userAgent: sessions.userAgent, current })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(current), desc(sessions.createdAt))
    .limit(100)
  return rows.map((row) => ({ ...row, signedInAt: row.signedInAt.toISOString() }))
}

/** Ends every session of the lifter but `keepToken`'s (every one when null); answers how many. */
export async function endSessions(
  db: Db,
  userId: string,
  keepToken: string | null,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepToken === null ? undefined : ne(sessions.tokenHash, hashToken(keepToken)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash })
  return ended.length
}
