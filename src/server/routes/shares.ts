import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams } from '#shared/contract/common.ts'
import { CreateShareBody, PendingCountSchema, ShareSchema } from '#shared/contract/shares.ts'
import { LIMITS, sendLimited } from '../auth/limits.ts'
import { BODY_ERRORS, errorAnswers } from '../lib/error-answers.ts'
import { badRequest } from '../lib/http-error.ts'
import type { Mailer } from '../mail/mailer.ts'
import { shareMail } from '../mail/messages.ts'
import { mailTranslator } from '../mail/translations.ts'
import { languageOfEmail } from '../queries/users.ts'
import {
  acceptShare,
  createShare,
  incomingShares,
  outgoingShares,
  pendingShareCount,
  rejectShare,
} from '../queries/shares.ts'
import { takeTry } from '../queries/rate-limits.ts'

export const shareRoutes: FastifyPluginAsyncZod<{ mailer: Mailer | null; appUrl: string }> = async (
  app,
  opts,
) => {
  const actionResponse = { 200: ShareSchema, ...errorAnswers(401, 404, 409) }

  app.post(
    '/',
    {
      schema: {
        operationId: 'createShare',
        summary: 'Shares workout days with another lifter by e-mail',
        body: CreateShareBody,
        response: { 201: ShareSchema, ...errorAnswers(...BODY_ERRORS, 401, 429) },
      },
    },
    async (request, reply) => {
      const { recipientEmail, workoutDayData } = request.body
      const sender = request.user
      if (recipientEmail.toLowerCase() === sender.email.toLowerCase()) {
        throw badRequest('recipientEmail: you cannot share workout days with yourself')
      }
      const account = sender.email.toLowerCase()
      const wait = await takeTry(app.db, { kind: 'share', address: request.ip, account }, [
        { limit: LIMITS.sharesPerAccount, account },
      ])
      if (wait > 0) return sendLimited(reply, wait, 'Too many shares sent.')
      const share = await createShare(app.db, sender, recipientEmail, workoutDayData)
      // The share stands whatever the mail server does: send after the insert, without waiting.
      if (opts.mailer) {
        const mailer = opts.mailer
        // docs/product/languages.md: in the recipient's language, else (no account yet) the sender's.
        const language = await languageOfEmail(app.db, recipientEmail)
        const message = mailTranslator(language ?? sender.language).then((i18n) =>
          shareMail(
            { senderEmail: sender.email, recipientEmail, days: workoutDayData },
            opts.appUrl,
            i18n,
          ),
        )
        message
          .then((mail) => mailer.send(mail))
          .catch((error: unknown) => {
            request.log.warn({ err: error, shareId: share.id }, 'share e-mail could not be sent')
          })
      }
      return reply.code(201).send(share)
    },
  )

  const list = { 200: ShareSchema.array(), ...errorAnswers(401) }

  app.get(
    '/incoming',
    {
      schema: {
        operationId: 'listIncomingShares',
        summary: 'Shares sent to the lifter’s e-mail',
        response: list,
      },
    },
    async (request) => incomingShares(app.db, request.user.email),
  )

  app.get(
    '/outgoing',
    {
      schema: {
        operationId: 'listOutgoingShares',
        summary: 'Shares the lifter sent',
        response: list,
      },
    },
    async (request) => outgoingShares(app.db, request.user.id),
  )

  app.get(
    '/pending-count',
    {
      schema: {
        operationId: 'countPendingShares',
        summary: 'How many shares wait for the lifter’s answer',
        response: { 200: PendingCountSchema, ...errorAnswers(401) },
      },
    },
    async (request) => ({ count: await pendingShareCount(app.db, request.user.email) }),
  )

  app.post(
    '/:id/accept',
    {
      schema: {
        operationId: 'acceptShare',
        summary: 'Accepts a share: its days are added to the lifter’s',
        params: IdParams,
        response: actionResponse,
      },
    },
    async (request) => acceptShare(app.db, request.user, request.params.id),
  )

  app.post(
    '/:id/reject',
    {
      schema: {
        operationId: 'rejectShare',
        summary: 'Rejects a share',
        params: IdParams,
        response: actionResponse,
      },
    },
    async (request) => rejectShare(app.db, request.user.email, request.params.id),
  )
}
