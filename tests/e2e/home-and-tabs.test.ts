import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  axeViolations,
  DESKTOP,
  DISPLAYS,
  eventually,
  expectAccessible,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  signUpViaApi,
} from '../support/browser.ts'

// Issue 12, around the session: home phone first, and the phones' bottom tab bar.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function seedDay(context: BrowserContext, name: string, exercises: string[]) {
  const res = await context.request.post('/api/workout-days', {
    data: { name, exercises: exercises.map((n) => ({ name: n, sets: [{ isWarmup: false }] })) },
  })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}

async function seedDraft(context: BrowserContext, dayId: string) {
  const res = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
  expect(res.status()).toBe(201)
}

async function sharePending(recipientEmail: string, count: number) {
  const sender = await newContext(browser)
  await signUpViaApi(sender)
  for (let i = 0; i < count; i++) {
    const res = await sender.request.post('/api/shares', {
      data: {
        recipientEmail,
        workoutDayData: [
          { name: `Day ${i}`, exercises: [{ name: 'Row', sets: [{ isWarmup: false }] }] },
        ],
      },
    })
    expect(res.status()).toBe(201)
  }
  await sender.close()
}

const box = async (page: Page, selector: ReturnType<Page['locator']>) => {
  const b = await selector.boundingBox()
  if (!b) throw new Error('not visible')
  return b
}

describe('home, phone first', () => {
  it('puts a draft first as a full-width Resume card, then the days, then stats, the quote last', async () => {
    const context = await newContext(browser, { viewport: PHONE })
    await signUpViaApi(context)
    const pull = await seedDay(context, 'Pull', ['Deadlift', 'Barbell Row'])
    await seedDay(context, 'Push', ['Bench Press'])
    await seedDraft(context, pull.id)
    const page = await context.newPage()
    // 35 minutes after the draft started (timers keep running).
    await page.clock.setFixedTime(new Date(Date.now() + 35 * 60_000 + 10_000))
    await page.goto('/')
    const resume = page.getByRole('link', { name: 'Resume Pull · 35 min' })
    await resume.waitFor()
    const drafts = page.getByRole('region', { name: 'Draft Workouts' })
    expect(await drafts.getByTestId('draft-count').innerText()).toBe('1')
    const card = drafts.getByRole('listitem')
    expect(await card.innerText()).toContain('2 exercises · Started 35 minutes ago')
    // Full width: the card spans the main column (16 px margins at 390).
    const cardBox = await box(page, card)
    expect(cardBox.x).toBe(16)
    expect(cardBox.width).toBe(PHONE.width - 32)

    // The order down the page: drafts, Start a Workout, Your Stats, and the quote last.
    const tops = await Promise.all(
      ['Draft Workouts', 'Start a Workout', 'Your Stats'].map(
        async (name) => (await box(page, page.getByRole('region', { name }))).y,
      ),
    )
    expect([...tops].sort((a, b) => a - b)).toEqual(tops)
    const quote = page.locator('blockquote')
    const statsCard = page.getByRole('heading', { name: 'Total Volume' })
    expect((await box(page, quote)).y).toBeGreaterThan((await box(page, statsCard)).y)
    // Clamped to two lines, whichever quote came.
    const lines = await quote.evaluate((node) => {
      const style = getComputedStyle(node)
      return node.clientHeight / parseFloat(style.lineHeight)
    })
    expect(lines).toBeLessThanOrEqual(2.05)
    const more = page.getByRole('button', { name: 'Show more' })
    if (await more.count()) {
      const clamped = (await box(page, quote)).height
      await more.click()
      await eventually(async () => (await box(page, quote)).height).toBeGreaterThan(clamped)
      await page.getByRole('button', { name: 'Show less' }).click()
      await eventually(async () => (await box(page, quote)).height).toBe(clamped)
    }

    // The whole card resumes: a tap anywhere on it (off the delete button) opens the session.
    await card.click({ position: { x: cardBox.width / 2, y: cardBox.height - 8 } })
    await page.waitForURL((url) => url.pathname === `/workout/${pull.id}`)
    await context.close()
  })

  it.each(DISPLAYS)('looks right with a draft at $size px, $theme', async ({ viewport, theme }) => {
    const context = await newContext(browser, { viewport, theme })
    const me = await signUpViaApi(context)
    const pull = await seedDay(context, 'Pull', ['Deadlift', 'Barbell Row', 'Face Pull'])
    await seedDay(context, 'Push', ['Bench Press', 'Overhead Press'])
    await seedDay(context, 'Legs', ['Back Squat'])
    await seedDraft(context, pull.id)
    await sharePending(me.email, 2)
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('link', { name: /^Resume Pull · \d+ min$/ }).waitFor()
    await eventually(() => page.getByRole('article').count()).toBe(3)
    await page.getByRole('heading', { name: 'Total Volume' }).waitFor()
    await expectAccessible(page)
    // docs/product/screens.md's three cards line up on desktop: same top and same height (the week's card,
    // issue 32, has the row above to itself).
    if (viewport === DESKTOP) {
      const cards = page
        .getByRole('region', { name: 'Your Stats' })
        .locator('[data-slot=card], .rounded-xl')
        .filter({ hasNotText: 'This Week' })
      const boxes = await Promise.all((await cards.all()).map((c) => c.boundingBox()))
      const tops = new Set(boxes.map((b) => Math.round(b!.y)))
      const heights = new Set(boxes.map((b) => Math.round(b!.height)))
      expect(tops.size).toBe(1)
      expect(heights.size).toBe(1)
    }
    await screenshot(page, `home-draft-${viewport.width}-${theme}`)
    await context.close()
  })
})

describe('the tab bar on phones', () => {
  it('navigates Home, History, Progress and Settings, Shares with its badge above, with visible focus', async () => {
    const context = await newContext(browser, { viewport: PHONE })
    const me = await signUpViaApi(context)
    await sharePending(me.email, 2)
    const page = await context.newPage()
    await page.goto('/')
    const tabs = page.getByRole('navigation', { name: 'Tabs' })
    await tabs.waitFor()
    // In thumb reach: along the bottom edge, across the whole width.
    const bar = await box(page, tabs)
    expect(bar.y + bar.height).toBe(PHONE.height)
    expect(bar.width).toBe(PHONE.width)
    const names = await tabs
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.textContent))
    // Issue 32: Progress has a tab; Shares, used now and then, is the header's, with its count.
    expect(names).toEqual(['Home', 'History', 'Progress', 'Settings'])
    const header = page.getByRole('navigation', { name: 'Main' })
    const shares = header.getByRole('link', { name: 'Shares 2 pending', exact: true })
    await eventually(() => shares.count()).toBe(1)
    expect(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
    // The header keeps Shares and the account button on phones: the rest moved.
    expect(await header.getByRole('link').count()).toBe(1)
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Switch to/ })
        .count(),
    ).toBe(0)
    expect(
      await page.getByRole('banner').getByRole('button', { name: 'SS, account menu' }).count(),
    ).toBe(1)
    await expectAccessible(page)
    await screenshot(page, 'tabs-home-390-dark')

    await tabs.getByRole('link', { name: 'History' }).click()
    await page.waitForURL('**/history')
    await page.getByRole('heading', { name: 'Workout History', level: 1 }).waitFor()
    expect(await tabs.getByRole('link', { name: 'History' }).getAttribute('aria-current')).toBe(
      'page',
    )
    expect(await tabs.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()

    await shares.click()
    await page.waitForURL('**/shares')
    await page.getByRole('heading', { name: 'Shared Workouts', level: 1 }).waitFor()
    expect(await shares.getAttribute('aria-current')).toBe('page')
    expect(await tabs.locator('[aria-current]').count()).toBe(0)
    await expectAccessible(page)

    await tabs.getByRole('link', { name: 'Progress' }).click()
    await page.waitForURL('**/records')
    await page.getByRole('heading', { name: 'Progress', level: 1 }).waitFor()
    expect(await tabs.getByRole('link', { name: 'Progress' }).getAttribute('aria-current')).toBe(
      'page',
    )

    await tabs.getByRole('link', { name: 'Settings' }).click()
    await page.waitForURL('**/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    // The theme toggle lives in Settings on phones.
    await page.getByRole('switch', { name: 'Dark Mode' }).waitFor()
    // Nothing hides behind the bar: the page's end scrolls clear of it.
    const last = page.locator('main > *').last()
    const tabsTop = (await box(page, tabs)).y
    await eventually(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const end = await box(page, last)
      return end.y + end.height
    }).toBeLessThanOrEqual(tabsTop)
    await screenshot(page, 'tabs-settings-390-dark')

    // Keyboard: a focused tab shows its focus ring.
    await tabs.getByRole('link', { name: 'Home' }).focus()
    await page.keyboard.press('Tab')
    const focused = tabs.getByRole('link', { name: 'History' })
    expect(await focused.evaluate((node) => node === document.activeElement)).toBe(true)
    const outline = await focused.evaluate((node) => getComputedStyle(node).outlineStyle)
    expect(outline).toBe('solid')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/history')
    await context.close()
  })

  it('stays out of the live session and off larger screens', async () => {
    const context = await newContext(browser, { viewport: PHONE })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Legs', ['Back Squat'])
    const page = await context.newPage()
    await page.goto(`/workout/${day.id}`)
    await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
      true,
    )
    // The session's own footer (Finish Workout, the rest timer) has the bottom to itself.
    expect(await page.getByRole('navigation', { name: 'Tabs' }).count()).toBe(0)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.getByRole('navigation', { name: 'Tabs' }).waitFor()

    await page.setViewportSize(DESKTOP)
    await eventually(() => page.getByRole('navigation', { name: 'Tabs' }).count()).toBe(0)
    const header = page.getByRole('navigation', { name: 'Main' })
    // Home's first visit may wait a moment for its data (issue 18) before its header is in.
    await eventually(() => header.getByRole('link', { name: 'History' }).count()).toBe(1)
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /Switch to (light|dark) theme/ })
        .count(),
    ).toBe(1)
    await context.close()
  })

  it('names the account button with the initials it shows', async () => {
    const context = await newContext(browser, { viewport: DESKTOP })
    await signUpViaApi(context, { firstName: 'Ada', lastName: 'Lovelace' })
    const page = await context.newPage()
    await page.goto('/')
    const account = page.getByRole('button', { name: 'AL, account menu' })
    expect(await account.innerText()).toBe('AL')
    const violations = await axeViolations(page, {
      runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
    })
    expect(violations.map((v) => v.id)).toEqual([])
    await context.close()
  })

  it('ends a long e-mail address in an ellipsis rather than breaking it mid-word', async () => {
    const context = await newContext(browser, { viewport: PHONE })
    const me = await signUpViaApi(context)
    const sender = await newContext(browser)
    const longAddress = `a-very-long-mailbox-name-for-a-lifter-${Date.now()}@example-training-club.com`
    await signUpViaApi(sender, { email: longAddress })
    const res = await sender.request.post('/api/shares', {
      data: {
        recipientEmail: me.email,
        workoutDayData: [
          { name: 'Push', exercises: [{ name: 'Dips', sets: [{ isWarmup: false }] }] },
        ],
      },
    })
    expect(res.status()).toBe(201)
    await sender.close()
    const page = await context.newPage()
    await page.goto('/shares')
    const who = page.getByText(longAddress, { exact: true })
    await who.waitFor()
    // One line, cut with an ellipsis; the whole address on hover and for screen readers.
    const shape = await who.evaluate((node) => ({
      lines: Math.round(node.clientHeight / parseFloat(getComputedStyle(node).lineHeight)),
      cut: node.scrollWidth > node.clientWidth,
      overflow: getComputedStyle(node).textOverflow,
      title: node.getAttribute('title'),
    }))
    expect(shape).toEqual({ lines: 1, cut: true, overflow: 'ellipsis', title: longAddress })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width)
    await expectAccessible(page)
    await screenshot(page, 'shares-long-email-390-dark')
    await context.close()
  })
})
