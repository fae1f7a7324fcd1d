import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSmtpMailer } from '#server/mail/mailer.ts'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'
import { readable, startSmtpServer } from '../support/smtp-server.ts'

const APP_URL = 'https://ironlog.example'
const FROM = 'Ironlog <no-reply@ironlog.test>'
const DAYS = [
  { name: 'Push Day', icon: 'chest', exercises: [{ name: 'Bench Press', sets: [] }] },
  { name: 'Leg Day', exercises: [] },
]

/** A port on which nothing listens (taken, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The app's log lines, parsed, for checking what it reported. */
function captureLogs() {
  const lines: { level: number; msg: string; shareId?: string }[] = []
  return {
    lines,
    logger: { level: 'warn', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  }
}

describe('with a working SMTP server', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
    t = await buildTestApp({
      appUrl: APP_URL,
      mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`, from: FROM }),
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('e-mails the recipient the sender, the day names and a link to the shares page', async () => {
    const sender = await t.register()
    const res = await t.injectAs(sender, {
      method: 'POST',
      url: '/api/shares',
      payload: { recipientEmail: 'Partner@example.com', workoutDayData: DAYS },
    })
    expect(res.statusCode).toBe(201)

    await expect.poll(() => smtp.received.length).toBe(1)
    const [mail] = smtp.received
    expect(mail!.from).toBe('no-reply@ironlog.test')
    expect(mail!.to).toEqual(['Partner@example.com'])
    const message = readable(mail!.raw)
    expect(message).toMatch(/^To: Partner@example\.com\r?$/m)
    expect(message).toMatch(/^From: Ironlog <no-reply@ironlog\.test>\r?$/m)
    expect(message).toMatch(
      new RegExp(`^Subject: ${sender.email.replace('.', '\\.')} shared 2`, 'm'),
    )
    expect(message).toContain(`${sender.email} shared 2 workout days with you`)
    expect(message).toContain('- Push Day')
    expect(message).toContain('- Leg Day')
    expect(message).toContain(`${APP_URL}/shares`)
    expect(message).toContain(`<a href="${APP_URL}/shares">`)
  })

  it('writes in the recipient’s language, else the sender’s (docs/product/languages.md)', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const setLanguage = (lifter: typeof sender, language: string) =>
      t.injectAs(lifter, { method: 'PATCH', url: '/api/auth/user', payload: { language } })
    await setLanguage(recipient, 'de')
    await setLanguage(sender, 'fr')
    const share = (recipientEmail: string) =>
      t.injectAs(sender, {
        method: 'POST',
        url: '/api/shares',
        payload: { recipientEmail, workoutDayData: DAYS.slice(0, 1) },
      })
    const before = smtp.received.length
    expect((await share(recipient.email)).statusCode).toBe(201)
    await expect.poll(() => smtp.received.length).toBe(before + 1)
    expect(readable(smtp.received.at(-1)!.raw)).toContain(
      `${sender.email} hat auf Ironlog einen Trainingstag mit dir geteilt:`,
    )
    // No account yet: the sender's language.
    expect((await share('newcomer@example.com')).statusCode).toBe(201)
    await expect.poll(() => smtp.received.length).toBe(before + 2)
    // readable() gives the body's bytes one character each: read back as UTF-8.
    const french = Buffer.from(readable(smtp.received.at(-1)!.raw), 'latin1').toString('utf8')
    expect(french).toContain(
      `${sender.email} a partagé un jour d’entraînement avec toi sur Ironlog :`,
    )
  })

  it('sends nothing for a share the API refuses', async () => {
    const sender = await t.register()
    const before = smtp.received.length
    const res = await t.injectAs(sender, {
      method: 'POST',
      url: '/api/shares',
      payload: { recipientEmail: sender.email, workoutDayData: DAYS },
    })
    expect(res.statusCode).toBe(400)
    // A following valid share's mail arrives alone: the refused one never went out.
    await t.injectAs(sender, {
      method: 'POST',
      url: '/api/shares',
      payload: { recipientEmail: 'next@example.com', workoutDayData: DAYS },
    })
    await expect.poll(() => smtp.received.length).toBe(before + 1)
    expect(smtp.received.at(-1)!.to).toEqual(['next@example.com'])
  })
})

describe('with the SMTP server down', () => {
  let t: TestApp
  const logs = captureLogs()
  beforeAll(async () => {
    t = await buildTestApp({
      appUrl: APP_URL,
      logger: logs.logger,
      mailer: createSmtpMailer({
        url: `smtp://127.0.0.1:${await closedPort()}?ignoreTLS=true`,
        from: FROM,
      }),
    })
  })
  afterAll(() => t.close())

  it('still creates the share, and logs the failed e-mail', async () => {
    const sender = await t.register()
    const recipient = await t.register()
    const res = await t.injectAs(sender, {
      method: 'POST',
      url: '/api/shares',
      payload: { recipientEmail: recipient.email, workoutDayData: DAYS },
    })
    expect(res.statusCode).toBe(201)
    const { id } = res.json()

    const incoming = await t.injectAs(recipient, { method: 'GET', url: '/api/shares/incoming' })
    expect(incoming.json().map((s: { id: string }) => s.id)).toEqual([id])

    await expect
      .poll(() => logs.lines.find((line) => line.msg === 'share e-mail could not be sent'))
      .toMatchObject({ level: 40, shareId: id })
  })
})

describe('with an SMTP server that never answers', () => {
  let t: TestApp
  let silent: net.Server
  const sockets = new Set<net.Socket>()
  beforeAll(async () => {
    // Accepts connections and then says nothing, like a mail server that hangs.
    silent = net.createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    t = await buildTestApp({
      appUrl: APP_URL,
      mailer: createSmtpMailer({ url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, from: FROM }),
    })
  })
  afterAll(async () => {
    await t.close()
    for (const socket of sockets) socket.destroy()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('answers the share without waiting for the mail', async () => {
    const sender = await t.register()
    const started = Date.now()
    const res = await t.injectAs(sender, {
      method: 'POST',
      url: '/api/shares',
      payload: { recipientEmail: 'friend@example.com', workoutDayData: DAYS },
    })
    expect(res.statusCode).toBe(201)
    // nodemailer would wait 10 s for the greeting; the share must not.
    expect(Date.now() - started).toBeLessThan(3000)
    await expect.poll(() => sockets.size).toBe(1)
  })
})
