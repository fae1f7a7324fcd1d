import type { SharedDay } from '#shared/contract/shares.ts'
import { JOIN_TTL_MINUTES } from '../auth/oidc-link.ts'
import type { MailMessage } from './mailer.ts'

/** Every e-mail Ironlog sends, in one place: a share, a password reset, an OIDC join. */

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

/** docs/product/sign-in-and-processes.md: a password reset link. */
export function resetMail(email: string, link: string): MailMessage {
  return linkMail({
    to: email,
    subject: 'Reset your Ironlog password',
    intro:
      'Someone, hopefully you, asked to reset the password of your Ironlog account. Open this link within 30 minutes to choose a new one:',
    link,
    outro:
      'If it was not you, ignore this e-mail: your password stays as it is. The link works only once.',
  })
}

/** docs/product/trust-accounts-and-devices.md: the link that joins an OIDC sign-in to the account of its e-mail. */
export function joinMail(email: string, link: string): MailMessage {
  return linkMail({
    to: email,
    subject: 'Join your sign-in to your Ironlog account',
    intro: `Someone, hopefully you, signed in to Ironlog through an identity provider with this address, which already has an Ironlog account. Open this link within ${JOIN_TTL_MINUTES} minutes, in the browser you signed in with, to join the two:`,
    link,
    outro:
      'Joining removes the account’s password (whoever chose it may not own this address) and signs out its other devices; you can choose a new password in Settings. If it was not you, ignore this e-mail: nothing changes.',
  })
}
