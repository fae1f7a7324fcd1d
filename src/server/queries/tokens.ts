import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { User } from '#shared/contract/auth.ts'
import {
  MAX_LIVE_TOKENS,
  type ApiToken,
  type CreatedToken,
  type TokenScope,
} from '#shared/contract/tokens.ts'
import { preparedQuery, type Db } from '../db/client.ts'
import { apiTokens, users } from '../db/schema.ts'
import { conflict } from '../lib/http-error.ts'
import { endSessions, hashToken, newToken, userColumns } from './sign-in-sessions.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** How stale `lastUsedAt` may be: a busy script writes it once a minute, not once a request. */
export const LAST_USED_PRECISION_MS = 60_000

/** A prefix says what the secret is (to a secret scanner, to a lifter reading a script). */
const TOKEN_PREFIX = 'ironlog_'

const tokenColumns = {
  id: apiTokens.id,
  name: apiTokens.name,
  scope: apiTokens.scope,
  createdAt: apiTokens.createdAt,
  expiresAt: apiTokens.expiresAt,
  lastUsedAt: apiTokens.lastUsedAt,
}

type TokenRow = {
  id: string
  name: string
  scope: TokenScope
  createdAt: Date
  expiresAt: Date | null
  lastUsedAt: Date | null
}

const toToken = (row: TokenRow): ApiToken => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
})

const live = () => or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`))

/**
 * docs/product/tokens-and-restore.md: a new token; its secret is answered this once and stored as
 * its hash. docs/product/trust-tokens-and-values.md: at most MAX_LIVE_TOKENS live ones, counted
 * under a lock on the lifter, so two creates at once cannot both pass the count (409).
 */
export async function createToken(
  db: Db,
  userId: string,
  body: { name: string; scope: TokenScope; expiresInDays?: number | null | undefined },
): Promise<CreatedToken> {
  const token = `${TOKEN_PREFIX}${newToken()}`
  const expiresAt = body.expiresInDays ? new Date(Date.now() + body.expiresInDays * DAY_MS) : null
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    // Housekeeping rides on a create, as the sessions' does on a sign-in.
    await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.userId, userId), lt(apiTokens.expiresAt, sql`now()`)))
    const [held] = await tx
      .select({ live: count() })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), live()))
    if (held!.live >= MAX_LIVE_TOKENS) {
      throw conflict(
        `You have ${MAX_LIVE_TOKENS} live tokens, the most an account holds: revoke one to make another`,
      )
    }
    const [created] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: body.name,
        scope: body.scope,
        tokenHash: hashToken(token),
        expiresAt,
      })
      .returning(tokenColumns)
    return created!
  })
  const { id, name, scope, createdAt, expiresAt: expires, lastUsedAt } = toToken(row)
  return { id, name, scope, token, createdAt, expiresAt: expires, lastUsedAt }
}

/**
 * docs/product/trust-tokens-and-values.md: every token of the lifter deleted, in the transaction
 * that ends their sign-in sessions (a reset, a join by mailed link, a password change, or
 * "sign out other sessions" asked to); how many.
 */
export async function revokeAllTokens(db: Db, userId: string): Promise<number> {
  const gone = await db
    .delete(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .returning({ id: apiTokens.id })
  return gone.length
}

/**
 * docs/product/trust-tokens-and-values.md, "sign out other sessions": every session of the
 * lifter but `keepToken`'s ends and, asked to, every token goes with them, in one transaction.
 */
export async function endOtherSignIns(
  db: Db,
  userId: string,
  keepToken: string,
  revokeTokens: boolean,
): Promise<{ ended: number; revokedTokens: number }> {
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db
    const ended = await endSessions(tx, userId, keepToken)
    return { ended, revokedTokens: revokeTokens ? await revokeAllTokens(tx, userId) : 0 }
  })
}

/** The lifter's live tokens, newest first, without secrets. */
export async function listTokens(db: Db, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select(tokenColumns)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), live()))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
  return rows.map(toToken)
}

/** Revokes one of the lifter's tokens; false when it is not theirs (or not there). */
export async function revokeToken(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id })
  return gone.length > 0
}

// Every request with a token runs it, as every request with a cookie runs the session's.
const tokenUserQuery = preparedQuery((db) =>
  db
    .select({
      user: userColumns,
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')), live()))
    .limit(1)
    .prepare('token_user'),
)

/**
 * The lifter a live token signs in, and what it may do; null for a revoked, expired or unknown
 * one. Notes the use when the last one noted is over a minute old.
 */
export async function findTokenUser(
  db: Db,
  token: string,
): Promise<{ user: User; scope: TokenScope } | null> {
  const [row] = await tokenUserQuery(db).execute({ tokenHash: hashToken(token) })
  if (!row) return null
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    // The condition again in SQL: of several processes answering at once, one writes.
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, row.tokenId),
          eq(apiTokens.userId, row.user.id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(
              apiTokens.lastUsedAt,
              sql`now() - make_interval(secs => ${LAST_USED_PRECISION_MS / 1000})`,
            ),
          ),
        ),
      )
  }
  return { user: row.user, scope: row.scope }
}
