import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Share, SharedDay, ShareStatus } from '#shared/contract/shares.ts'
import { DEFAULT_ICON } from '#shared/domain/icons.ts'
import type { Db } from '../db/client.ts'
import { shares, workoutDays } from '../db/schema.ts'
import { conflict, notFound } from '../lib/http-error.ts'
import { iso } from '../lib/timestamps.ts'
import { dayExerciseColumns, makeRoomForDays } from './workout-days.ts'

type ShareRow = typeof shares.$inferSelect

const toShare = (row: ShareRow): Share => ({
  id: row.id,
  senderEmail: row.senderEmail,
  recipientEmail: row.recipientEmail,
  workoutDayData: row.workoutDayData,
  status: row.status,
  createdAt: iso(row.createdAt),
})

// Recipients are matched by e-mail, not account, so a share sent before sign-up still arrives
// (docs/product/api.md); e-mail is compared case-insensitively (docs/product/accounts.md).
export const sentTo = (email: string) => sql`lower(${shares.recipientEmail}) = lower(${email})`

/** Shares sent to this e-mail, newest first. Across lifters: a recipient's inbox is by e-mail. */
export async function incomingShares(db: Db, email: string): Promise<Share[]> {
  const rows = await db.select().from(shares).where(sentTo(email)).orderBy(desc(shares.createdAt))
  return rows.map(toShare)
}

/** Shares this lifter sent, newest first. */
export async function outgoingShares(db: Db, userId: string): Promise<Share[]> {
  const rows = await db
    .select()
    .from(shares)
    .where(eq(shares.senderId, userId))
    .orderBy(desc(shares.createdAt))
  return rows.map(toShare)
}

export async function createShare(
  db: Db,
  sender: { id: string; email: string },
  recipientEmail: string,
  workoutDayData: SharedDay[],
): Promise<Share> {
  const [row] = await db
    .insert(shares)
    .values({ senderId: sender.id, senderEmail: sender.email, recipientEmail, workoutDayData })
    .returning()
  return toShare(row!)
}

/** Across lifters: a recipient's inbox is by e-mail. */
export async function pendingShareCount(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(shares)
    .where(and(sentTo(email), eq(shares.status, 'pending')))
  return row?.count ?? 0
}

/**
 * Moves a pending share addressed to `email` to `status`, or explains why not: 404 when there is
 * no such share for this recipient (senders included: never reveal it exists), 409 when it was
 * already answered (docs/product/api.md). Across lifters: a recipient's inbox is by e-mail.
 */
async function settle(db: Db, id: string, email: string, status: ShareStatus): Promise<ShareRow> {
  const [updated] = await db
    .update(shares)
    .set({ status })
    .where(and(eq(shares.id, id), sentTo(email), eq(shares.status, 'pending')))
    .returning()
  if (updated) return updated
  const [existing] = await db
    .select({ id: shares.id })
    .from(shares)
    .where(and(eq(shares.id, id), sentTo(email)))
  throw existing ? conflict('This share is no longer pending') : notFound('Share not found')
}

/** Accepting copies the shared days into the recipient's account, with the status, or not at all. */
export async function acceptShare(
  db: Db,
  user: { id: string; email: string },
  id: string,
): Promise<Share> {
  return db.transaction(async (tx) => {
    const accepted = await settle(tx, id, user.email, 'accepted')
    await makeRoomForDays(tx, user.id, accepted.workoutDayData.length)
    await tx.insert(workoutDays).values(
      accepted.workoutDayData.map((day) => ({
        userId: user.id,
        name: day.name,
        icon: day.icon ?? DEFAULT_ICON,
        ...dayExerciseColumns(day.exercises),
      })),
    )
    return toShare(accepted)
  })
}

export async function rejectShare(db: Db, email: string, id: string): Promise<Share> {
  return toShare(await settle(db, id, email, 'rejected'))
}
