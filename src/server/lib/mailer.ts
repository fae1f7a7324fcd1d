import type { Transporter } from 'nodemailer'

export type MailMessage = { to: string; subject: string; text: string; html: string }

/** Text made safe to place in an e-mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** An e-mail that brings a link: what it is for, the link, and what to do if it was not asked for. */
export function linkMail(mail: {
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

/** Sends e-mail; the app holds one only when SMTP_URL is set (decisions.md §1). */
export type Mailer = { send: (message: MailMessage) => Promise<void> }

/**
 * An SMTP mailer from a connection URL such as `smtps://user:pass@host:465` or
 * `smtp://host:25?ignoreTLS=true` (nodemailer reads its options from the query string).
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  // nodemailer loads with the first e-mail (issue 18, memory: ~13 MB resident).
  let transport: Promise<Transporter> | null = null
  const connect = async () => {
    const nodemailer = (await import('nodemailer')).default
    return nodemailer.createTransport({
      url: options.url,
      // A slow or dead mail server must not keep sockets around for nodemailer's 2-minute default.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
  }
  return {
    send: async (message) => {
      transport ??= connect().catch((error: unknown) => {
        transport = null
        throw error
      })
      await (await transport).sendMail({ from: options.from, ...message })
    },
  }
}
