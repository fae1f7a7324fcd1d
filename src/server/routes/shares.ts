import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ErrorSchema, IdParams } from '#shared/contract/common.ts'
import {
  CreateShareBody,
  PendingCountSchema,
  ShareSchema,
  type Share,
  type SharedDay,
  type ShareStatus,
} from '#shared/contract/shares.ts'
import { DEFAULT_ICON } from '#shared/domain/icons.ts'
import type { Db } from '../db/client.ts'
import { shares, workoutDays } from '../db/schema.ts'
import { tryAgainIn } from '../auth/limits.ts'
import { badRequest, conflict, notFound } from '../lib/http-error.ts'
import type { MailMessage, Mailer } from '../lib/mailer.ts'
import { iso } from '../lib/timestamps.ts'

type ShareRow = typeof shares.$inferSelect

/**
 * Each share can send an e-mail to any address, so one account may send only this many an hour:
 * plenty for a lifter, too few to use the server as a spam relay.
 */
export const SHARES_PER_HOUR = 50
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const toShare = (row: ShareRow): Share => ({
  id: row.id,
  senderEmail: row.senderEmail,
  recipientEmail: row.recipientEmail,
  workoutDayData: row.workoutDayData,
  status: row.status,
  createdAt: iso(row.createdAt),
})

// Recipients are matched by e-mail, not account, so a share sent before sign-up still arrives
// (decisions.md §4); e-mail is compared case-insensitively (decisions.md §3).
const sentTo = (email: string) => sql`lower(${shares.recipientEmail}) = lower(${email})`

/** Shares sent to this e-mail, newest first. */
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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export function shareMail(
  share: { senderEmail: string; recipientEmail: string; days: SharedDay[] },
  appUrl: string,
): MailMessage {
  const link = `${appUrl}/shares`
  const count = share.days.length
  const what = count === 1 ? 'a workout day' : `${count} workout days`
  const intro = `${share.senderEmail} shared ${what} with you on Ironlog:`
  const outro =
    'Open Ironlog to accept or reject them. Accepted days are added to your workout days.'
  return {
    to: share.recipientEmail,
    subject: `${share.senderEmail} shared ${what} with you`,
    text: [intro, '', ...share.days.map((d) => `- ${d.name}`), '', outro, link, ''].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${share.days.map((d) => `<li>${escapeHtml(d.name)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(outro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join('\n'),
  }
}

/**
 * Moves a pending share addressed to `email` to `status`, or explains why not: 404 when there is
 * no such share for this recipient (senders included: never reveal it exists), 409 when it was
 * already answered (decisions.md §4).
 */
async function settle(
  db: Db | Tx,
  id: string,
  email: string,
  status: ShareStatus,
): Promise<ShareRow> {
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

export const shareRoutes: FastifyPluginAsyncZod<{ mailer: Mailer | null; appUrl: string }> = async (
  app,
  opts,
) => {
  const actionResponse = { 200: ShareSchema, 404: ErrorSchema, 409: ErrorSchema }

  app.post(
    '/',
    {
      schema: {
        body: CreateShareBody,
        response: { 201: ShareSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { recipientEmail, workoutDayData } = request.body
      const sender = request.user
      if (recipientEmail.toLowerCase() === sender.email.toLowerCase()) {
        throw badRequest('recipientEmail: you cannot share workout days with yourself')
      }
      const [recent] = await app.db
        .select({
          count: count(),
          // When the oldest of them leaves the hour, freeing a share (Retry-After).
          wait: sql<number>`ceil(extract(epoch from min(${shares.createdAt}) + interval '1 hour' - now()))::int`,
        })
        .from(shares)
        .where(
          and(eq(shares.senderId, sender.id), gt(shares.createdAt, sql`now() - interval '1 hour'`)),
        )
      if ((recent?.count ?? 0) >= SHARES_PER_HOUR) {
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, recent!.wait)))
          .send({ message: `Too many shares sent. ${tryAgainIn(recent!.wait)}` })
      }
      const [row] = await app.db
        .insert(shares)
        .values({
          senderId: sender.id,
          senderEmail: sender.email,
          recipientEmail,
          workoutDayData,
        })
        .returning()
      // The share stands whatever the mail server does: send after the insert, without waiting.
      if (opts.mailer) {
        const message = shareMail(
          { senderEmail: sender.email, recipientEmail, days: workoutDayData },
          opts.appUrl,
        )
        opts.mailer.send(message).catch((error: unknown) => {
          request.log.warn({ err: error, shareId: row!.id }, 'share e-mail could not be sent')
        })
      }
      return reply.code(201).send(toShare(row!))
    },
  )

  app.get('/incoming', { schema: { response: { 200: ShareSchema.array() } } }, async (request) =>
    incomingShares(app.db, request.user.email),
  )

  app.get('/outgoing', { schema: { response: { 200: ShareSchema.array() } } }, async (request) =>
    outgoingShares(app.db, request.user.id),
  )

  app.get(
    '/pending-count',
    { schema: { response: { 200: PendingCountSchema } } },
    async (request, reply) => {
      const [row] = await app.db
        .select({ count: count() })
        .from(shares)
        .where(and(sentTo(request.user.email), eq(shares.status, 'pending')))
      return reply.send({ count: row?.count ?? 0 })
    },
  )

  app.post(
    '/:id/accept',
    { schema: { params: IdParams, response: actionResponse } },
    async (request) => {
      const user = request.user
      // One transaction: the status change and the copied days land together or not at all.
      const row = await app.db.transaction(async (tx) => {
        const accepted = await settle(tx, request.params.id, user.email, 'accepted')
        await tx.insert(workoutDays).values(
          accepted.workoutDayData.map((day) => ({
            userId: user.id,
            name: day.name,
            icon: day.icon ?? DEFAULT_ICON,
            exercises: day.exercises,
          })),
        )
        return accepted
      })
      return toShare(row)
    },
  )

  app.post(
    '/:id/reject',
    { schema: { params: IdParams, response: actionResponse } },
    async (request) =>
      toShare(await settle(app.db, request.params.id, request.user.email, 'rejected')),
  )
}
