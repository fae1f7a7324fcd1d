import type { I18n } from '@lingui/core'
import type { SharedDay } from '#shared/contract/shares.ts'
import { JOIN_TTL_MINUTES } from '../auth/oidc-link.ts'
import type { MailMessage } from './mailer.ts'

/**
 * Every e-mail Ironlog sends, in one place: a share, a password reset, an OIDC join; each in the
 * language `i18n` speaks (mailTranslator, docs/product/languages.md). Explicit message ids: this code runs
 * without the build that compiles Lingui's macros.
 */

/** Text made safe to place in an e-mail's HTML. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** An e-mail that brings a link: what it is for, the link, and what to do if it was not asked for. */
function linkMail(mail: {
  to: string
  subject: string
  intro: string
  link: string
  outro: string
}): MailMessage {
  const { to, subject, intro, link, outro } = mail
  return {
    to,
    subject,
    text: `${intro}\n\n${link}\n\n${outro}\n`,
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(outro)}</p>`,
    ].join('\n'),
  }
}

/** docs/product/history-and-prs.md: a share tells its recipient what was shared and where to accept it. */
export function shareMail(
  share: { senderEmail: string; recipientEmail: string; days: SharedDay[] },
  appUrl: string,
  i18n: I18n,
): MailMessage {
  const link = `${appUrl}/shares`
  const values = { sender: share.senderEmail, count: share.days.length }
  const intro = i18n._({
    id: 'mail.share.intro',
    message:
      '{sender} shared {count, plural, one {a workout day} other {# workout days}} with you on Ironlog:',
    values,
  })
  const outro = i18n._({
    id: 'mail.share.outro',
    message: 'Open Ironlog to accept or reject them. Accepted days are added to your workout days.',
  })
  return {
    to: share.recipientEmail,
    subject: i18n._({
      id: 'mail.share.subject',
      message:
        '{sender} shared {count, plural, one {a workout day} other {# workout days}} with you',
      values,
    }),
    text: [intro, '', ...share.days.map((d) => `- ${d.name}`), '', outro, link, ''].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${share.days.map((d) => `<li>${escapeHtml(d.name)}</li>`).join('')}</ul>`,
      `<p>${escapeHtml(outro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    ].join('\n'),
  }
}

/** docs/product/sign-in-and-processes.md: a password reset link. */
export function resetMail(email: string, link: string, i18n: I18n): MailMessage {
  return linkMail({
    to: email,
    subject: i18n._({ id: 'mail.reset.subject', message: 'Reset your Ironlog password' }),
    intro: i18n._({
      id: 'mail.reset.intro',
      message:
        'Someone, hopefully you, asked to reset the password of your Ironlog account. Open this link within 30 minutes to choose a new one:',
    }),
    link,
    outro: i18n._({
      id: 'mail.reset.outro',
      message:
        'If it was not you, ignore this e-mail: your password stays as it is. The link works only once.',
    }),
  })
}

/** docs/product/trust-accounts-and-devices.md: the link that joins an OIDC sign-in to the account of its e-mail. */
export function joinMail(email: string, link: string, i18n: I18n): MailMessage {
  return linkMail({
    to: email,
    subject: i18n._({
      id: 'mail.join.subject',
      message: 'Join your sign-in to your Ironlog account',
    }),
    intro: i18n._({
      id: 'mail.join.intro',
      message:
        'Someone, hopefully you, signed in to Ironlog through an identity provider with this address, which already has an Ironlog account. Open this link within {minutes} minutes, in the browser you signed in with, to join the two:',
      values: { minutes: JOIN_TTL_MINUTES },
    }),
    link,
    outro: i18n._({
      id: 'mail.join.outro',
      message:
        'Joining removes the account’s password (whoever chose it may not own this address) and signs out its other devices; you can choose a new password in Settings. If it was not you, ignore this e-mail: nothing changes.',
    }),
  })
}
