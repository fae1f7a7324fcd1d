import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appStarted,
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

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function expectToast(page: Page, ...texts: string[]) {
  const region = page.getByRole('region', { name: /Notifications/ })
  for (const text of texts) await eventually(() => region.innerText()).toContain(text)
}

async function seedDay(
  context: BrowserContext,
  name: string,
  exercises: { name: string; sets: { isWarmup: boolean }[] }[],
  icon = 'dumbbell',
): Promise<{ id: string }> {
  const res = await context.request.post('/api/workout-days', { data: { name, icon, exercises } })
  expect(res.status()).toBe(201)
  return res.json()
}

async function seedDraft(context: BrowserContext, dayId: string) {
  const res = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
  expect(res.status()).toBe(201)
  return (await res.json()) as { id: string }
}

const statCard = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'Your Stats' })
    .getByRole('heading', { name: title, exact: true })
    .locator('../..')

describe('home dashboard', () => {
  it('welcomes an empty account: zero stats, a quote, no drafts, a way to the first day', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/')
    const stats = page.getByRole('region', { name: 'Your Stats' })
    await eventually(() => statCard(page, 'Total Workouts').innerText()).toMatch(
      /^Total Workouts\s+0\s+This month$/,
    )
    // docs/product/screens.md's subtitle, and the period it counts (issue 32).
    expect(await statCard(page, 'Total Volume').innerText()).toMatch(
      /^Total Volume\s+0\s+lbs lifted · this month$/,
    )
    expect(await stats.locator('figcaption').filter({ hasText: '—' }).innerText()).toMatch(
      /^— (Mike Mentzer|Arthur Jones|Dorian Yates)$/,
    )
    expect(await page.getByRole('heading', { name: 'Draft Workouts' }).count()).toBe(0)
    await page.getByText('No workout days configured yet').waitFor()
    const create = page.getByRole('link', { name: 'Create Your First Workout Day' })
    expect(await create.getAttribute('href')).toBe('/settings')
    // On a phone the links are the tab bar's, Shares the header's (all the header's from sm up).
    const nav = page.getByRole('navigation', { name: 'Tabs' })
    const header = page.getByRole('banner')
    expect(await header.getByRole('link', { name: 'Shares' }).getAttribute('href')).toBe('/shares')
    expect(await nav.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/history')
    expect(await nav.getByRole('link', { name: 'Progress' }).getAttribute('href')).toBe('/records')
    expect(await nav.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings')
    await expectAccessible(page)
    await screenshot(page, 'home-empty-390-dark')
    await create.click()
    await page.waitForURL((url) => url.pathname === '/settings')
    await context.close()
  })

  it("shows each stat's trend against the week before, up in green and down in red", async () => {
    for (const [viewport, theme, size] of [
      [PHONE, 'dark', '390'],
      [DESKTOP, 'light', '1280'],
    ] as const) {
      const context = await newContext(browser, { viewport, theme })
      await signUpViaApi(context)
      const day = await seedDay(context, 'Push', [{ name: 'Press', sets: [{ isWarmup: false }] }])
      // Two workouts this week against one the week before (+100%), but a lighter week (-50%).
      for (const [daysAgo, weight] of [
        [0, '50'],
        [1, '50'],
        [9, '200'],
      ] as const) {
        const workout = await seedDraft(context, day.id)
        const set = await context.request.post('/api/workout-sets', {
          data: {
            workoutId: workout.id,
            exerciseName: 'Press',
            setNumber: 1,
            weight,
            reps: 1,
            completed: true,
          },
        })
        expect(set.status()).toBe(201)
        const at = new Date(Date.now() - daysAgo * 86_400_000 - 60_000).toISOString()
        const done = await context.request.patch(`/api/workouts/${workout.id}`, {
          data: { startedAt: at, completedAt: at },
        })
        expect(done.status()).toBe(200)
      }
      const page = await context.newPage()
      await page.goto('/')
      // docs/product/progress-and-gym-floor.md: the trends are the week's, on its own card, never beside the month's
      // totals (issue 32).
      const week = page.getByRole('heading', { name: /^This Week/ }).locator('../..')
      await eventually(() => week.innerText()).toMatch(/2\s+workouts\s+\+100%\s*vs last week/)
      expect(await week.innerText()).toMatch(/0\.1K\s+lbs lifted\s+-50%\s*vs last week/)
      for (const title of ['Total Workouts', 'Total Volume']) {
        expect(await statCard(page, title).innerText()).not.toContain('vs last week')
      }
      const [up, down] = await week
        .getByText('vs last week')
        .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node.parentElement!).color))
      expect(up).not.toBe(down)
      await expectAccessible(page)
      await screenshot(page, `home-trends-${size}-${theme}`)
      await context.close()
    }
  })

  it('badges the shares button with the pending count, only above 0', async () => {
    const context = await newContext(browser, { viewport: DESKTOP })
    const recipient = await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const shares = nav.getByRole('link', { name: /^Shares/ })
    await page.getByText('No workout days configured yet').waitFor()
    // Named by what it shows, the count after it (issue 32).
    expect(await nav.getByRole('link', { name: 'Shares', exact: true }).count()).toBe(1)
    expect(await shares.innerText()).toBe('Shares')

    const sender = await newContext(browser)
    await signUpViaApi(sender)
    for (const name of ['Push', 'Pull']) {
      const res = await sender.request.post('/api/shares', {
        data: {
          recipientEmail: recipient.email,
          workoutDayData: [{ name, exercises: [{ name: 'Row', sets: [{ isWarmup: false }] }] }],
        },
      })
      expect(res.status()).toBe(201)
    }
    await sender.close()
    await page.reload()
    await eventually(() =>
      nav.getByRole('link', { name: 'Shares 2 pending', exact: true }).count(),
    ).toBe(1)
    expect((await shares.innerText()).replace(/\s+/g, ' ')).toBe('Shares 2 pending')
    await expectAccessible(page)
    await screenshot(page, 'home-badge-1280-dark')
    await context.close()
  })

  it('goes from a day card through a whole session back to updated stats', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    await seedDay(context, 'Legs', [
      { name: 'Back Squat', sets: [{ isWarmup: false }, { isWarmup: false }] },
      { name: 'Leg Curl', sets: [{ isWarmup: false }] },
    ])
    const page = await context.newPage()
    await page.goto('/')
    const card = page.getByRole('article').filter({ hasText: 'Legs' })
    await eventually(() => card.innerText()).toContain('Back Squat')
    expect(await card.innerText()).toContain('Leg Curl')
    expect(await card.innerText()).toContain('2 exercises')
    await card.getByRole('link', { name: 'Legs' }).click()
    await page.waitForURL(/\/workout\//)
    await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
      true,
    )
    for (const [exercise, set, weight, reps] of [
      ['Back Squat', 1, '200', '5'],
      ['Back Squat', 2, '200', '5'],
      ['Leg Curl', 1, '100', '12'],
    ] as const) {
      await page.getByLabel(`${exercise} set ${set} Weight (lbs)`).fill(weight)
      await page.getByLabel(`${exercise} set ${set} Reps`).fill(reps)
      await page.getByRole('button', { name: `Complete ${exercise} set ${set}` }).click()
    }
    await page.getByRole('button', { name: 'Finish Workout' }).click()
    await expectToast(page, 'Workout Complete!', 'Great job! Your workout has been saved.')
    await page.waitForURL((url) => url.pathname === '/')
    // 200×5 + 200×5 + 100×12 = 3,200 lbs.
    await eventually(() => statCard(page, 'Total Volume').innerText()).toContain('3.2K')
    expect(await statCard(page, 'Total Workouts').innerText()).toMatch(/^Total Workouts\s+1\s/)
    await eventually(() => card.innerText()).toMatch(/Last: [A-Z][a-z]{2} \d{1,2}, \d{4}/)
    expect(await page.getByRole('heading', { name: 'Draft Workouts' }).count()).toBe(0)
    await context.close()
  })

  it('lists drafts, resumes one and deletes one after confirmation', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const push = await seedDay(context, 'Push', [
      { name: 'Bench Press', sets: [{ isWarmup: false }] },
      { name: 'Dips', sets: [{ isWarmup: false }] },
    ])
    const page = await context.newPage()
    // A session started in the browser leaves a draft and stored entries.
    await page.goto(`/workout/${push.id}`)
    await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
      true,
    )
    await page.getByRole('link', { name: 'Back to home' }).click()
    const drafts = page.getByRole('region', { name: 'Draft Workouts' })
    await eventually(() => drafts.count()).toBe(1)
    expect(await drafts.getByTestId('draft-count').innerText()).toBe('1')
    const text = await drafts.getByRole('listitem').innerText()
    expect(text).toContain('Push')
    expect(text).toContain('2 exercises')
    expect(text).toContain('Started less than a minute ago')
    await drafts.getByRole('link', { name: 'Resume' }).click()
    await page.waitForURL((url) => url.pathname === `/workout/${push.id}`)
    await page.getByRole('link', { name: 'Back to home' }).click()

    await drafts.getByRole('button', { name: 'Delete draft Push' }).click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await drafts.count()).toBe(1)
    await drafts.getByRole('button', { name: 'Delete draft Push' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Draft Deleted', 'The draft workout has been removed')
    await eventually(() => drafts.count()).toBe(0)
    expect(await (await context.request.get('/api/workouts/drafts')).json()).toEqual([])
    const stored = await page.evaluate((prefix) => {
      return Object.keys(localStorage).filter((key) => key.startsWith(prefix))
    }, `workout-session-${push.id}-`)
    expect(stored).toEqual([])
    await context.close()
  })

  it('highlights the day whose session is in progress, in words as well as colour', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const push = await seedDay(context, 'Push', [
      { name: 'Bench Press', sets: [{ isWarmup: false }] },
    ])
    await seedDay(context, 'Pull', [{ name: 'Row', sets: [{ isWarmup: false }] }])
    await seedDraft(context, push.id)
    const page = await context.newPage()
    await page.goto('/')
    const card = (name: string) =>
      page.getByRole('region', { name: 'Start a Workout' }).locator('article', { hasText: name })
    await eventually(() => card('Push').getAttribute('data-active')).toBe('true')
    expect(await card('Push').innerText()).toContain('In progress')
    expect(await card('Pull').getAttribute('data-active')).toBeNull()
    expect(await card('Pull').innerText()).not.toContain('In progress')
    await context.close()
  })

  it('names icon-only buttons in a tooltip after 700 ms on hover, and on keyboard focus', async () => {
    // The header's theme toggle is there from sm up (on phones it is in Settings).
    const context = await newContext(browser, { viewport: DESKTOP })
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/')
    // Server-rendered (issue 35): hover and taps wait for React to have taken the page.
    await appStarted(page)
    const tooltip = page.getByRole('tooltip')
    const account = page.getByRole('button', { name: 'Account menu' })
    await account.hover()
    await page.waitForTimeout(400)
    expect(await tooltip.count()).toBe(0)
    await eventually(() => tooltip.first().innerText()).toBe('SS, account menu')

    // Moving on to the next button within 300 ms skips the delay. Straight on, by raw pointer
    // moves: a wait for the first to close, or hover()'s own checks, could outlast the window.
    // A machine too busy to move the pointer within the window gets another try; without the
    // skip every try fails (the tooltip then takes 700 ms).
    const theme = page.getByRole('button', { name: /Switch to (light|dark) theme/ })
    const box = (await theme.boundingBox())!
    const skipped = async () => {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 2 })
      return tooltip
        .filter({ hasText: /Switch to (light|dark) theme/ })
        .waitFor({ timeout: 500 })
        .then(() => true)
        .catch(() => false)
    }
    let shown = await skipped()
    for (let tries = 1; !shown && tries < 3; tries += 1) {
      await page.mouse.move(0, 400, { steps: 5 })
      await eventually(() => tooltip.count()).toBe(0)
      await page.waitForTimeout(400)
      await account.hover()
      await eventually(() => tooltip.first().innerText()).toBe('SS, account menu')
      shown = await skipped()
    }
    expect(shown).toBe(true)

    await page.mouse.move(0, 400, { steps: 5 })
    await eventually(() => tooltip.count()).toBe(0)
    await page.waitForTimeout(400)
    await theme.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await eventually(() => tooltip.first().innerText()).toMatch(/Switch to (light|dark) theme/)

    // Escape closes it; a link drawn as an icon button is named the same way.
    await page.keyboard.press('Escape')
    await eventually(() => tooltip.count()).toBe(0)
    await page.getByRole('link', { name: 'Settings' }).hover()
    await eventually(() => tooltip.first().innerText()).toBe('Settings')
    await context.close()
  })

  it('says so when a draft cannot be deleted', async () => {
    const context = await newContext(browser, { serviceWorkers: 'block' })
    await signUpViaApi(context)
    const day = await seedDay(context, 'Pull', [{ name: 'Row', sets: [{ isWarmup: false }] }])
    await seedDraft(context, day.id)
    const page = await context.newPage()
    await page.route('**/api/workouts/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.continue(),
    )
    await page.goto('/')
    await appStarted(page)
    const drafts = page.getByRole('region', { name: 'Draft Workouts' })
    await drafts.getByRole('button', { name: 'Delete draft Pull' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Error', 'Failed to delete draft workout')
    expect(await drafts.count()).toBe(1)
    await context.close()
  })

  it.each(DISPLAYS)(
    'is accessible and looks right at $size px, $theme',
    async ({ viewport, theme }) => {
      const context = await newContext(browser, { viewport, theme })
      await signUpViaApi(context)
      const days = [
        await seedDay(
          context,
          'Push',
          [
            { name: 'Bench Press', sets: [{ isWarmup: false }] },
            { name: 'Overhead Press', sets: [{ isWarmup: false }] },
            { name: 'Dips', sets: [{ isWarmup: false }] },
          ],
          'chest',
        ),
        await seedDay(
          context,
          'Pull',
          [
            { name: 'Deadlift', sets: [{ isWarmup: false }] },
            { name: 'Barbell Row', sets: [{ isWarmup: false }] },
          ],
          'back',
        ),
        await seedDay(
          context,
          'Legs',
          [{ name: 'Back Squat', sets: [{ isWarmup: false }] }],
          'legs',
        ),
      ]
      const done = await seedDraft(context, days[1]!.id)
      await context.request.post('/api/workout-sets', {
        data: {
          workoutId: done.id,
          exerciseName: 'Deadlift',
          setNumber: 1,
          weight: '405',
          reps: 5,
          completed: true,
        },
      })
      await context.request.post(`/api/workouts/${done.id}/complete`)
      await seedDraft(context, days[0]!.id)
      const page = await context.newPage()
      await page.goto('/')
      await page.getByRole('region', { name: 'Draft Workouts' }).waitFor()
      await eventually(() => page.getByRole('article').count()).toBe(3)
      await eventually(() => statCard(page, 'Total Volume').innerText()).toContain('2.0K')
      await expectAccessible(page)
      await screenshot(page, `home-${viewport.width}-${theme}`)
      await context.close()
    },
  )
})
