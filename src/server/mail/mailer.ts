import type { Transporter } from 'nodemailer'

export type MailMessage = { to: string; subject: string; text: string; html: string }

/** Sends e-mail; the app holds one only when SMTP_URL is set (docs/product/running.md). */
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
