import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { WorkoutDay } from '#shared/contract/workout-days.ts'
import {
  DESKTOP,
  DISPLAYS,
  PHONE,
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  signUpViaApi,
  type Account,
} from '../support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const PUSH = {
  name: 'Push Day',
  icon: 'chest',
  exercises: [
    { name: 'Bench Press', sets: [{ isWarmup: true }, { isWarmup: false }] },
    { name: 'Overhead Press', sets: [{ isWarmup: false }] },
  ],
}
const PULL = {
  name: 'Pull Day',
  icon: 'back',
  exercises: [{ name: 'Barbell Row', sets: [{ isWarmup: false }] }],
}

/** A signed-in lifter in their own browser context, with the given workout days. */
async function lifter(
  options: { viewport?: typeof PHONE; theme?: 'light' | 'dark'; days?: object[] } = {},
) {
  const context = await newContext(browser, options)
  const account = await signUpViaApi(context)
  for (const day of options.days ?? []) {
    const res = await context.request.post('/api/workout-days', { data: day })
    expect(res.status()).toBe(201)
  }
  const page = await context.newPage()
  return { context, account, page }
}

async function shareViaApi(from: BrowserContext, to: Account, days: object[]) {
  const res = await from.request.post('/api/shares', {
    data: { recipientEmail: to.email, workoutDayData: days },
  })
  expect(res.status()).toBe(201)
}

async function daysOf(context: BrowserContext) {
  return (await (await context.request.get('/api/workout-days')).json()) as WorkoutDay[]
}

async function openShares(page: Page) {
  await page.goto('/shares')
  await page.getByRole('heading', { name: 'Shared Workouts', level: 1 }).waitFor()
  // Wait until both lists have loaded (no skeletons left).
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Loading/ })
        .count(),
    )
    .toBe(0)
}

const section = (page: Page, name: 'Incoming Shares' | 'Outgoing Shares') =>
  page.getByRole('region', { name })

describe('sharing workout days between two lifters', () => {
  it('sends from one account and accepts into the other', async () => {
    const sender = await lifter({ days: [PUSH, PULL] })
    const recipient = await lifter({ viewport: DESKTOP })

    await openShares(sender.page)
    expect(await section(sender.page, 'Incoming Shares').innerText()).toContain(
      'No incoming shares',
    )
    expect(await section(sender.page, 'Outgoing Shares').innerText()).toContain(
      'No outgoing shares',
    )

    await sender.page.getByRole('button', { name: 'Share Workout Days' }).click()
    const dialog = sender.page.getByRole('dialog', { name: 'Share Workout Days' })
    await dialog.waitFor()

    // docs/product/validation.md: both messages for an empty form, then only the one still true.
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()
    await dialog.getByText('Please enter a recipient email').waitFor()
    await dialog.getByText('Please select at least one workout day to share').waitFor()
    await dialog.getByLabel('Recipient Email').fill(recipient.account.email)
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()
    await dialog.getByText('Please select at least one workout day to share').waitFor()
    expect(await dialog.getByText('Please enter a recipient email').count()).toBe(0)

    await dialog.getByRole('checkbox', { name: /Push Day/ }).check()
    await expect
      .poll(() => dialog.getByText('Please select at least one workout day to share').count())
      .toBe(0)
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()

    // docs/product/errors.md: 'Share Sent' / 'Workout days shared with {email}'.
    await sender.page.getByText('Share Sent', { exact: true }).waitFor()
    await sender.page
      .getByText(`Workout days shared with ${recipient.account.email}`, { exact: true })
      .waitFor()
    await dialog.waitFor({ state: 'detached' })

    const outgoing = section(sender.page, 'Outgoing Shares')
    await outgoing.getByText(recipient.account.email).waitFor()
    const outgoingText = await outgoing.innerText()
    expect(outgoingText).toContain('Push Day')
    expect(outgoingText).toContain('2 exercises')
    expect(outgoingText).not.toContain('Pull Day')
    expect(outgoingText).toContain('Pending')
    // The sender never gets to answer their own share.
    expect(await sender.page.getByRole('button', { name: 'Accept' }).count()).toBe(0)

    await openShares(recipient.page)
    const incoming = section(recipient.page, 'Incoming Shares')
    await incoming.getByText(sender.account.email).waitFor()
    const incomingText = await incoming.innerText()
    expect(incomingText).toContain('Push Day')
    expect(incomingText).toContain('2 exercises')
    expect(incomingText).toContain('Pending')
    expect(incomingText).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(await section(recipient.page, 'Outgoing Shares').innerText()).toContain(
      'No outgoing shares',
    )

    await incoming.getByRole('button', { name: 'Accept' }).click()
    await recipient.page.getByText('Share Accepted', { exact: true }).waitFor()
    await incoming.getByText('Accepted', { exact: true }).waitFor()
    expect(await incoming.getByRole('button', { name: 'Accept' }).count()).toBe(0)
    expect(await incoming.getByRole('button', { name: 'Reject' }).count()).toBe(0)

    // The day is now the recipient's own, exercises and all, and shows in their settings.
    const days = await daysOf(recipient.context)
    expect(days.map((d) => [d.name, d.icon, d.exercises.length])).toEqual([
      ['Push Day', 'chest', 2],
    ])
    await recipient.page.goto('/settings')
    const settingsDays = recipient.page.getByRole('region', { name: 'Workout Days' })
    await settingsDays.getByText('Push Day', { exact: true }).waitFor()
    expect(await settingsDays.innerText()).toContain('2 exercises')

    await openShares(sender.page)
    await section(sender.page, 'Outgoing Shares').getByText('Accepted', { exact: true }).waitFor()

    await sender.context.close()
    await recipient.context.close()
  })

  it('shares from the settings screen too', async () => {
    const sender = await lifter({ days: [PUSH, PULL] })
    const recipient = await lifter()
    await sender.page.goto('/settings')
    await sender.page.getByRole('button', { name: 'Share', exact: true }).click()
    const dialog = sender.page.getByRole('dialog', { name: 'Share Workout Days' })
    await dialog.getByLabel('Recipient Email').fill(recipient.account.email)
    await dialog.getByRole('button', { name: 'Select all' }).click()
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()
    await sender.page.getByText('Share Sent', { exact: true }).waitFor()

    const [share] = (await (
      await recipient.context.request.get('/api/shares/incoming')
    ).json()) as [{ workoutDayData: { name: string }[] }]
    expect(share.workoutDayData.map((d) => d.name)).toEqual(['Push Day', 'Pull Day'])
    await sender.context.close()
    await recipient.context.close()
  })

  it('rejects a share, adding nothing', async () => {
    const sender = await lifter({ days: [PULL] })
    const recipient = await lifter({ theme: 'light' })
    await shareViaApi(sender.context, recipient.account, [PULL])

    await openShares(recipient.page)
    const incoming = section(recipient.page, 'Incoming Shares')
    await incoming.getByText('Pull Day').waitFor()
    await incoming.getByRole('button', { name: 'Reject' }).click()
    await recipient.page.getByText('Share Rejected', { exact: true }).waitFor()
    await incoming.getByText('Rejected', { exact: true }).waitFor()
    expect(await incoming.getByRole('button', { name: 'Accept' }).count()).toBe(0)
    expect(await daysOf(recipient.context)).toEqual([])

    await sender.context.close()
    await recipient.context.close()
  })

  it("shows the server's message when it refuses a share", async () => {
    const me = await lifter({ days: [PUSH] })
    await openShares(me.page)
    await me.page.getByRole('button', { name: 'Share Workout Days' }).click()
    const dialog = me.page.getByRole('dialog', { name: 'Share Workout Days' })
    await dialog.getByLabel('Recipient Email').fill(me.account.email.toUpperCase())
    await dialog.getByRole('checkbox', { name: /Push Day/ }).check()
    await dialog.getByRole('button', { name: 'Share', exact: true }).click()
    await me.page
      .getByText('recipientEmail: you cannot share workout days with yourself', { exact: true })
      .waitFor()
    // The dialog stays open so the lifter can correct the address.
    expect(await dialog.isVisible()).toBe(true)
    await me.context.close()
  })

  it('shows the server message when a share was answered elsewhere, and refreshes it', async () => {
    const sender = await lifter({ days: [PULL] })
    const recipient = await lifter()
    await shareViaApi(sender.context, recipient.account, [PULL])
    await openShares(recipient.page)
    const incoming = section(recipient.page, 'Incoming Shares')
    await incoming.getByRole('button', { name: 'Accept' }).waitFor()

    // Rejected in another tab while this one still shows it pending.
    const [share] = (await (
      await recipient.context.request.get('/api/shares/incoming')
    ).json()) as [{ id: string }]
    const res = await recipient.context.request.post(`/api/shares/${share.id}/reject`)
    expect(res.status()).toBe(200)

    await incoming.getByRole('button', { name: 'Accept' }).click()
    await recipient.page.getByText('This share is no longer pending', { exact: true }).waitFor()
    await incoming.getByText('Rejected', { exact: true }).waitFor()
    expect(await incoming.getByRole('button', { name: 'Accept' }).count()).toBe(0)
    expect(await daysOf(recipient.context)).toEqual([])
    await sender.context.close()
    await recipient.context.close()
  })

  it('disables sharing for a lifter without workout days', async () => {
    const me = await lifter()
    await openShares(me.page)
    const share = me.page.getByRole('button', { name: 'Share Workout Days' })
    await expect.poll(() => share.isDisabled()).toBe(true)
    await screenshot(me.page, 'shares-no-days-390-dark')
    await expectAccessible(me.page)
    await me.context.close()
  })

  it('scrolls the day list past 300 px', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `Day ${i + 1}`, exercises: [] }))
    const me = await lifter({ days: many })
    await openShares(me.page)
    await me.page.getByRole('button', { name: 'Share Workout Days' }).click()
    const list = me.page.getByRole('dialog').getByRole('list')
    await list.waitFor()
    const box = await list.evaluate((ul) => {
      const viewport = ul.parentElement!
      return { height: viewport.clientHeight, scrollHeight: viewport.scrollHeight }
    })
    expect(box.height).toBeLessThanOrEqual(300)
    expect(box.height).toBeGreaterThan(290)
    expect(box.scrollHeight).toBeGreaterThan(box.height)
    await me.context.close()
  })
})

describe('looks and accessibility', () => {
  it.each(DISPLAYS)(
    'has no serious accessibility violations on /shares and the dialog at $size px, $theme',
    async ({ viewport, theme, size }) => {
      const name = `${size}-${theme}`
      const partner = await lifter({ days: [PULL] })
      const me = await lifter({ viewport, theme, days: [PUSH, PULL] })

      await openShares(me.page)
      await screenshot(me.page, `shares-empty-${name}`)
      await expectAccessible(me.page)

      await shareViaApi(partner.context, me.account, [PULL])
      await shareViaApi(me.context, partner.account, [PUSH, PULL])
      await openShares(me.page)
      await section(me.page, 'Incoming Shares').getByRole('button', { name: 'Accept' }).waitFor()
      await screenshot(me.page, `shares-${name}`)
      await expectAccessible(me.page)

      await me.page.getByRole('button', { name: 'Share Workout Days' }).click()
      const dialog = me.page.getByRole('dialog', { name: 'Share Workout Days' })
      await dialog.getByRole('button', { name: 'Share', exact: true }).click()
      await dialog.getByText('Please enter a recipient email').waitFor()
      await screenshot(me.page, `share-dialog-${name}`)
      await expectAccessible(me.page)

      await partner.context.close()
      await me.context.close()
    },
  )
})
