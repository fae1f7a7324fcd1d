import { format } from 'date-fns'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type Account,
  appStarted,
  eventually,
  goInApp,
  launchBrowser,
  newContext,
  signUpViaApi,
} from '../support/browser.ts'

/**
 * Every promise of docs/product/screens.md, states.md and errors.md that a person can see, walked
 * screen by screen: each quoted text, and each visible rule (the date line, disabled future
 * dates, previous sets, Finish disabled until the workout exists, the confirm dialogs, toasts,
 * empty states, the 404 page, the landing page, share validation). Whatever form a screen takes,
 * these stay, or this fails. Lean on purpose: one lifter per part, no screenshots, no sleeps.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

/** The toasts' region (found by CSS: a modal dialog hides the rest of the page from roles). */
const toasts = (page: Page) => page.locator('[aria-label^="Notifications"]')

/** The toast (one at a time, docs/product/constants.md) says all of `texts`. */
async function expectToast(page: Page, ...texts: string[]) {
  // Each read bounded: a page that has no toast region must fail the poll, not hang it.
  for (const text of texts) {
    await eventually(() =>
      toasts(page)
        .innerText({ timeout: 1_000 })
        .catch(() => ''),
    ).toContain(text)
  }
}

const mainText = (page: Page) => page.getByRole('main').innerText()

async function post(context: BrowserContext, path: string, data?: object) {
  const res = await context.request.post(path, data ? { data } : {})
  expect(res.status(), `${path}: ${await res.text()}`).toBeLessThan(300)
  return res.status() === 204 ? null : await res.json()
}

type Day = { id: string; name: string }

/** A workout of the day, done `daysAgo` days ago, with these sets (all completed). */
async function seedWorkout(context: BrowserContext, day: Day, daysAgo: number, sets: object[]) {
  const workout = await post(context, '/api/workouts', { workoutDayId: day.id })
  for (const set of sets) {
    await post(context, '/api/workout-sets', { workoutId: workout.id, completed: true, ...set })
  }
  await post(context, `/api/workouts/${workout.id}/complete`)
  // Finished `daysAgo` days ago to the minute, an hour after it began: the day the screens show
  // is the finish's, whatever the hour this runs at.
  const completedAt = new Date(Date.now() - daysAgo * 86_400_000)
  const res = await context.request.patch(`/api/workouts/${workout.id}`, {
    data: {
      startedAt: new Date(completedAt.getTime() - 3_600_000).toISOString(),
      completedAt: completedAt.toISOString(),
    },
  })
  expect(res.status()).toBe(200)
  return workout.id as string
}

describe('signed out (docs/product/screens.md)', () => {
  it('shows the landing page on every path: its texts, theme toggle, and login buttons', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    for (const path of ['/', '/history', '/workout/anything']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: 'Track Your Strength Journey' }).waitFor()
      const header = page.getByRole('banner')
      expect(await header.innerText()).toContain('Ironlog')
      expect(await header.getByRole('button', { name: /theme/ }).count()).toBe(1)
      const text = await page.locator('body').innerText()
      for (const expected of [
        'Quick Logging',
        'Track Progress',
        'Workout Days',
        'Exercise Library',
        'Built for Serious Training',
        'One-Handed Operation',
        'Previous Sets Visible',
        'Volume Tracking',
        'Advanced Weight Modes',
        'Workout History',
        'Dark Mode',
        'Ready to Level Up Your Training?',
      ]) {
        expect(text).toContain(expected)
      }
      expect(await page.getByRole('contentinfo').innerText()).toMatch(/©\s*2024/)
      for (const name of ['Log In', 'Start Training', 'Get Started Free']) {
        expect(await page.getByRole('link', { name }).getAttribute('href')).toBe('/api/login')
      }
    }
    await context.close()
  })

  it('offers a way to reset a forgotten password from sign-in', async () => {
    const context = await newContext(browser)
    const page = await context.newPage()
    await page.goto('/api/login')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await context.close()
  })
})

describe('a new lifter: every empty state, then a day made and unmade (docs/product/screens.md)', () => {
  let context: BrowserContext
  let page: Page
  let account: Account
  beforeAll(async () => {
    context = await newContext(browser)
    account = await signUpViaApi(context, { firstName: 'Sam', lastName: 'Strong' })
    page = await context.newPage()
  })
  afterAll(() => context.close())

  it('home: stats, the user menu, no drafts, and the way to a first day', async () => {
    await page.goto('/')
    const stats = page.getByRole('region', { name: 'Your Stats' })
    await stats.waitFor()
    await eventually(() => stats.innerText()).toContain('Total Workouts')
    const statsText = await stats.innerText()
    for (const text of ['Total Workouts', 'This month', 'Total Volume', 'lbs lifted']) {
      expect(statsText).toContain(text)
    }
    expect(await page.getByText('Draft Workouts').count()).toBe(0)
    const start = page.getByRole('region', { name: 'Start a Workout' })
    expect(await start.innerText()).toContain('No workout days configured yet')
    expect(
      await start.getByRole('link', { name: 'Create Your First Workout Day' }).getAttribute('href'),
    ).toBe('/settings')
    // The header leads to shares (no badge while none is pending), history and settings.
    const banner = page.getByRole('banner')
    for (const path of ['/shares', '/history', '/settings']) {
      expect(await page.locator(`a[href="${path}"]`).count()).toBeGreaterThan(0)
    }
    expect(await banner.getByText(/^\d+$/).count()).toBe(0)
    await banner.getByRole('button', { name: 'SS, account menu' }).click()
    const menu = page.getByRole('menu')
    expect(await menu.innerText()).toContain('Sam Strong')
    expect(await menu.innerText()).toContain(account.email)
    expect(await menu.getByRole('menuitem', { name: 'Log out' }).count()).toBe(1)
    await page.keyboard.press('Escape')
  })

  it('history, shares and settings say they are empty', async () => {
    await page.goto('/history')
    await page.getByRole('heading', { name: 'Workout History' }).waitFor()
    await eventually(() => mainText(page)).toContain('No workout history yet.')
    expect(await page.getByRole('link', { name: 'Start Your First Workout' }).count()).toBe(1)

    await goInApp(page, '/shares')
    await page.getByRole('heading', { name: 'Shared Workouts' }).waitFor()
    await eventually(() => mainText(page)).toContain('No outgoing shares')
    const shares = await mainText(page)
    for (const text of ['Incoming Shares', 'No incoming shares', 'Outgoing Shares']) {
      expect(shares).toContain(text)
    }
    expect(await page.getByRole('button', { name: 'Share Workout Days' }).isDisabled()).toBe(true)

    await goInApp(page, '/settings')
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor()
    await eventually(() => mainText(page)).toContain('No active workout days yet.')
    expect(await page.getByRole('button', { name: 'Create Your First Day' }).count()).toBe(1)
    expect(
      await page
        .getByRole('button', { name: /^Share/ })
        .first()
        .isDisabled(),
    ).toBe(true)
    await page.getByRole('button', { name: 'Show Archived' }).click()
    await eventually(() => mainText(page)).toContain('No archived workout days.')
    await page.getByRole('button', { name: 'Show Active' }).click()
    expect(await mainText(page)).toContain('Preferences')
  })

  it('settings: a day created, renamed, archived, unarchived and deleted, each with its toast', async () => {
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Add Day' }).click()
    const dialog = page.getByRole('dialog')
    const name = dialog.getByLabel('Day Name')
    const save = dialog.getByRole('button', { name: /^(Save|Create)/ })
    expect(await save.isDisabled()).toBe(true)
    await name.fill('   ')
    expect(await save.isDisabled()).toBe(true)
    // The icon picker: five columns, closes once an icon is chosen.
    await dialog.getByRole('button', { name: /^Icon/ }).click()
    const picker = page.getByRole('dialog', { name: 'Choose an icon' })
    const icons = picker.getByRole('group', { name: 'Icons' })
    expect(
      await icons.evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length),
    ).toBe(5)
    await icons.getByRole('button', { name: 'Chest' }).click()
    await eventually(() => picker.count()).toBe(0)
    await name.fill('Push')
    await name.press('Enter')
    await expectToast(page, 'Day Created')
    const card = page.getByRole('article').filter({ hasText: 'Push' })
    await eventually(() => card.innerText()).toContain('0 exercises')

    await card.getByRole('button', { name: 'Edit Push' }).click()
    await page.getByRole('dialog').getByLabel('Day Name').fill('Push Day')
    await page.getByRole('dialog').getByLabel('Day Name').press('Enter')
    await expectToast(page, 'Day Updated')
    const renamed = page.getByRole('article').filter({ hasText: 'Push Day' })
    await renamed.getByRole('button', { name: 'Archive Push Day' }).click()
    await expectToast(page, 'Day Archived')
    await page.getByRole('button', { name: 'Show Archived' }).click()
    await renamed.getByRole('button', { name: 'Unarchive Push Day' }).click()
    await expectToast(page, 'Day Unarchived')
    await page.getByRole('button', { name: 'Show Active' }).click()
    // docs/product/states.md: deleting asks the browser's confirmation.
    page.once('dialog', (confirm) => void confirm.accept())
    await renamed.getByRole('button', { name: 'Delete Push Day' }).click()
    await expectToast(page, 'Day Deleted')
  })

  it('shows the 404 page on any other path', async () => {
    await page.goto('/no/such/page')
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor()
  })
})

describe('a lifter with history: home, the session, history, drafts (docs/product/screens.md)', () => {
  let context: BrowserContext
  let page: Page
  let push: Day
  const longNote =
    'Paused every rep on the chest, elbows tucked, and the bar path felt straight today — keep it'

  beforeAll(async () => {
    context = await newContext(browser)
    await signUpViaApi(context)
    push = await post(context, '/api/workout-days', {
      name: 'Push',
      icon: 'chest',
      exercises: [
        {
          name: 'Bench Press',
          sets: [{ isWarmup: true }, { isWarmup: false }, { isWarmup: false }],
        },
        { name: 'Overhead Press', sets: [{ isWarmup: false }] },
      ],
    })
    await seedWorkout(context, push, 3, [
      { exerciseName: 'Bench Press', setNumber: 1, weight: '95', reps: 10, isWarmup: true },
      { exerciseName: 'Bench Press', setNumber: 2, weight: '185', reps: 5, notes: longNote },
      {
        exerciseName: 'Bench Press',
        setNumber: 3,
        weight: '185',
        reps: 4,
        additionalMode: 'chains',
        additionalWeight: '20',
      },
      { exerciseName: 'Overhead Press', setNumber: 1, weight: '115', reps: 5 },
    ])
    // A rule plans other numbers than last time's: last time's still show (issue 42).
    const rule = await context.request.put('/api/progressions/Bench%20Press', {
      data: { type: 'linear', weight: '200', sets: 2, reps: 3, increment: '5' },
    })
    expect(rule.status()).toBe(200)
    page = await context.newPage()
  })
  afterAll(() => context.close())

  it('home: the day card with its exercise count and last date', async () => {
    await page.goto('/')
    const card = page
      .getByRole('region', { name: 'Start a Workout' })
      .getByRole('article')
      .filter({ hasText: 'Push' })
    await card.waitFor()
    const text = await card.innerText()
    expect(text).toContain('2 exercises')
    expect(text).toContain(`Last: ${format(new Date(Date.now() - 3 * 86_400_000), 'MMM d, yyyy')}`)
    expect(text).toContain('Overhead Press')
    expect(await card.getByRole('link', { name: 'Push' }).getAttribute('href')).toBe(
      `/workout/${push.id}`,
    )
  })

  it('session: Finish waits for the workout; the header, agenda, quote and collapsible cards', async () => {
    // Finish Workout stays disabled until the workout id exists.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/workouts/drafts', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/workout/${push.id}`)
    const finish = page.getByRole('button', { name: 'Finish Workout' })
    await finish.waitFor()
    expect(await finish.isDisabled()).toBe(true)
    release()
    await eventually(() => finish.isEnabled()).toBe(true)
    await page.unroute('**/api/workouts/drafts')
    // The footer holds it (docs/product/session-form.md).
    expect(
      await page.getByRole('contentinfo').getByRole('button', { name: 'Finish Workout' }).count(),
    ).toBe(1)

    const banner = page.getByRole('banner')
    expect(await banner.getByRole('link', { name: 'Back to home' }).count()).toBe(1)
    expect(await banner.getByRole('heading', { name: 'Push' }).count()).toBe(1)
    expect(await banner.getByRole('button', { name: /theme/ }).count()).toBe(1)
    expect(await banner.getByRole('button', { name: /account menu/ }).count()).toBe(1)

    // A numbered agenda, the daily quote.
    const agenda = page.getByRole('navigation', { name: 'Agenda' })
    expect(
      (await agenda.getByRole('listitem').allInnerTexts()).map((t) => t.trim().slice(0, 1)),
    ).toEqual(['1', '2'])
    expect(await page.getByRole('figure').or(page.getByRole('blockquote')).count()).toBeGreaterThan(
      0,
    )

    // Cards collapse and expand.
    const benchToggle = page.getByRole('button', { name: /Bench Press/, expanded: true }).first()
    await benchToggle.click()
    await eventually(() => page.getByRole('list', { name: 'Bench Press sets' }).count()).toBe(0)
    await page
      .getByRole('button', { name: /Bench Press/, expanded: false })
      .first()
      .click()
    await page.getByRole('list', { name: 'Bench Press sets' }).waitFor()
  })

  it('session: the date line under the header opens the calendar, future dates disabled', async () => {
    const banner = page.getByRole('banner')
    // The date line under the header: 'EEEE, MMMM d, yyyy', a button that opens the calendar.
    const today = format(new Date(), 'EEEE, MMMM d, yyyy')
    const dateLine = banner.getByRole('button', { name: new RegExp(`^${today}`) })
    await dateLine.waitFor()
    expect(await dateLine.innerText()).toContain(today)
    await dateLine.click()
    const calendar = page.getByRole('dialog', { name: 'Workout date' })
    await calendar.waitFor()
    // Future dates are disabled: tomorrow cannot be picked, today can.
    const tomorrow = new Date(Date.now() + 86_400_000)
    const dayButton = (date: Date) =>
      calendar.locator(
        `[data-day="${format(date, 'yyyy-MM-dd')}"] button, button[data-day="${format(date, 'yyyy-MM-dd')}"]`,
      )
    if (tomorrow.getMonth() === new Date().getMonth()) {
      expect(await dayButton(tomorrow).isDisabled()).toBe(true)
    }
    expect(await dayButton(new Date()).isDisabled()).toBe(false)
    await page.keyboard.press('Escape')
  })

  it('session: previous sets for each position — weight and reps whatever the plan says, mode, notes', async () => {
    // Previous sets for the same position: weight and reps (whatever the plan says), mode and
    // weight, notes.
    const sets = page.getByRole('list', { name: 'Bench Press sets' }).getByRole('listitem')
    const rows = await sets.allInnerTexts()
    expect(rows[0]).toMatch(/95\s*×\s*10/)
    expect(rows[1]).toMatch(/185\s*×\s*5/)
    expect(rows[2]).toMatch(/185\s*×\s*4/)
    expect(rows[2]).toMatch(/Chains\s*\+\s*20/)
    expect(rows[1]).toContain('Paused every rep')
    expect(await page.getByRole('list', { name: 'Overhead Press sets' }).innerText()).toMatch(
      /115\s*×\s*5/,
    )
  })

  it('session: the exercise picker, a completed set, notes, and finishing with open sets', async () => {
    await page.getByRole('button', { name: 'Add Exercise' }).click()
    const picker = page.getByRole('dialog', { name: 'Add Exercise' })
    const search = picker.getByLabel('Search or name a new exercise')
    const add = picker.getByRole('button', { name: 'Add', exact: true })
    expect(await add.isDisabled()).toBe(true)
    await search.fill('   ')
    expect(await add.isDisabled()).toBe(true)
    expect(
      await picker
        .getByRole('list', { name: 'Exercises', exact: true })
        .evaluate(
          (list) =>
            list.closest('[data-slot="scroll-area"], [style*="300"]')?.getBoundingClientRect()
              .height ?? getComputedStyle(list.parentElement!).maxHeight,
        ),
    ).toBeTruthy()
    await search.fill('zzzz')
    await picker.getByText('No exercises found').waitFor()
    await search.fill('bench PRESS')
    await add.click()
    await expectToast(page, 'Exercise Already Added', 'is already in this workout session')

    // A completed set: read-only values, 'Warm-up' or 'Working' with its mode; inputs gone.
    await page.getByRole('button', { name: 'Complete Bench Press set 1' }).click()
    await page.getByRole('button', { name: 'Complete Bench Press set 3' }).click()
    const rows = page.getByRole('list', { name: 'Bench Press sets' }).getByRole('listitem')
    await eventually(() => rows.nth(0).innerText()).toContain('Warm-up')
    expect(await rows.nth(0).getByRole('spinbutton').count()).toBe(0)
    await eventually(() => rows.nth(2).innerText()).toContain('Working')
    expect(await rows.nth(2).innerText()).toContain('Chains')

    // A note: its box at least 8rem high; a long one shows two lines with Show more / less.
    await page.getByRole('button', { name: 'Set options for Bench Press set 2' }).click()
    await page.getByRole('menuitem', { name: 'Add Note' }).click()
    const noteDialog = page.getByRole('dialog')
    const box = noteDialog.getByRole('textbox')
    expect(
      await box.evaluate((el) => parseFloat(getComputedStyle(el).minHeight)),
    ).toBeGreaterThanOrEqual(128)
    await box.fill(`${longNote} and again, ${longNote}`)
    await noteDialog.getByRole('button', { name: 'Save' }).click()
    await page.getByRole('button', { name: 'Show more' }).first().click()
    await page.getByRole('button', { name: 'Show less' }).first().click()

    // Finishing with open sets asks first.
    await page.getByRole('button', { name: 'Finish Workout' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Incomplete Sets Detected' })
    expect(await confirm.innerText()).toContain(
      'Some sets have not been completed or have zero weight/reps. Are you sure you want to finish this workout?',
    )
    await confirm.getByRole('button', { name: 'Go Back' }).click()
    await eventually(() => confirm.count()).toBe(0)
    await page.getByRole('button', { name: 'Finish Workout' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish Anyway' }).click()
    await expectToast(page, 'Workout Complete!', 'Great job! Your workout has been saved.')
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('session: loading, and a day that is not there', async () => {
    // A day this page has not read yet, its read held: 'Loading workout...' until it comes.
    const legs: Day = await post(context, '/api/workout-days', { name: 'Legs', exercises: [] })
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/workout-days/${legs.id}`, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`/workout/${legs.id}`)
    await page.getByText('Loading workout...').waitFor()
    release()
    await page.getByRole('button', { name: 'Add Exercise' }).waitFor()
    await page.unroute(`**/api/workout-days/${legs.id}`)
    await page.goto('/workout/00000000-0000-4000-8000-000000000000')
    await page.getByRole('heading', { name: 'Workout day not found' }).waitFor()
    await page.getByRole('link', { name: 'Go Home' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('history: a card per workout, its completed sets, the edit and delete dialogs', async () => {
    await page.goto('/history')
    await page.getByRole('heading', { name: 'Workout History' }).waitFor()
    const cards = page.getByRole('list', { name: 'Workouts' }).locator(':scope > li')
    await eventually(() => cards.count()).toBe(2)
    const last = cards.nth(1)
    const text = await last.innerText()
    expect(text).toContain('Push')
    expect(text).toContain(format(new Date(Date.now() - 3 * 86_400_000), 'MMM d, yyyy'))
    expect(text).toMatch(/PR/)
    await last.getByRole('button', { name: /^Push/, expanded: false }).click()
    await eventually(() => last.innerText()).toContain('Set 3')
    const open = await last.innerText()
    for (const expected of ['Set 1', 'Warm-up', 'Working', 'Chains', 'Paused every rep']) {
      expect(open).toContain(expected)
    }
    expect(open).toMatch(/95 lbs × 10 reps/)
    expect(open).toMatch(/\+\s*20 lbs/)
    // Today's workout, finished above with open sets, shows only its completed ones.
    await cards.nth(0).getByRole('button', { name: /^Push/, expanded: false }).click()
    await eventually(() => cards.nth(0).innerText()).toContain('Set 3')
    expect(await cards.nth(0).innerText()).not.toContain('Overhead Press')

    const options = (card: typeof last, item: string) =>
      card
        .getByRole('button', { name: /^Workout options/ })
        .click()
        .then(() => page.getByRole('menuitem', { name: item }).click())
    await options(last, 'Edit Workout')
    const edit = page.getByRole('dialog', { name: 'Edit Workout' })
    await edit.waitFor()
    // The date; per set its type, weight, reps, mode with its weight, and notes.
    const form = await edit.innerText()
    for (const text of ['Date', 'Type', 'lbs', 'Reps', 'Chains']) expect(form).toContain(text)
    expect(await edit.getByRole('button', { name: /^Warm-up set type of/ }).count()).toBe(1)
    expect(await edit.getByLabel('Weight (lbs)', { exact: true }).count()).toBe(4)
    expect(await edit.getByLabel('Reps', { exact: true }).count()).toBe(4)
    expect(await edit.getByRole('spinbutton', { name: /additional weight/ }).count()).toBe(1)
    expect(await edit.getByRole('textbox', { name: /Notes/ }).count()).toBeGreaterThan(0)
    await edit.getByLabel('Reps').first().fill('9')
    await edit.getByRole('button', { name: /^Save/ }).click()
    await expectToast(page, 'Workout updated successfully')

    await options(last, 'Delete Workout')
    const del = page.getByRole('alertdialog', { name: 'Delete Workout' })
    await del.getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Workout deleted successfully')
    await eventually(() => cards.count()).toBe(1)
  })

  it('home: a draft with its count, day, exercises and start, resumed or deleted', async () => {
    await post(context, '/api/workouts', { workoutDayId: push.id })
    await page.goto('/')
    const drafts = page.getByRole('region', { name: /Draft Workouts/ })
    await drafts.waitFor()
    const text = await drafts.innerText()
    // Its count badge says how many there are.
    const count = await drafts.getByRole('link', { name: /^Resume/ }).count()
    expect(text).toMatch(new RegExp(`^Draft Workouts\\s*${count}\\b`))
    expect(text).toContain('Push')
    expect(text).toContain('2 exercises')
    expect(text).toContain('Started')
    expect(
      await drafts
        .getByRole('link', { name: /^Resume/ })
        .first()
        .getAttribute('href'),
    ).toBe(`/workout/${push.id}`)
    for (let left = count; left > 0; left--) {
      await drafts
        .getByRole('button', { name: /^Delete draft/ })
        .first()
        .click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
      await expectToast(page, 'Draft Deleted', 'The draft workout has been removed')
      await eventually(() => drafts.getByRole('link', { name: /^Resume/ }).count()).toBe(left - 1)
    }
    await eventually(() => drafts.count()).toBe(0)
  })
})

describe('shares between two lifters (docs/product/screens.md, errors.md)', () => {
  it('validates, sends, counts and answers shares, with every toast', async () => {
    const senderContext = await newContext(browser)
    const sender = await signUpViaApi(senderContext)
    const recipientContext = await newContext(browser)
    const recipient = await signUpViaApi(recipientContext)
    await post(senderContext, '/api/workout-days', {
      name: 'Legs',
      exercises: [{ name: 'Squat', sets: [{ isWarmup: false }] }],
    })
    const page = await senderContext.newPage()
    await page.goto('/shares')
    await page.getByRole('button', { name: 'Share Workout Days' }).click()
    const dialog = page.getByRole('dialog', { name: 'Share Workout Days' })
    await dialog
      .getByRole('button', { name: /^Share/ })
      .last()
      .click()
    await eventually(() => dialog.innerText()).toContain('Please enter a recipient email')
    await dialog.getByLabel(/e-?mail/i).fill(recipient.email)
    await dialog
      .getByRole('checkbox')
      .first()
      .uncheck()
      .catch(() => {})
    await dialog
      .getByRole('button', { name: /^Share/ })
      .last()
      .click()
    await eventually(() => dialog.innerText()).toContain(
      'Please select at least one workout day to share',
    )
    await dialog.getByRole('checkbox').first().check()
    await dialog
      .getByRole('button', { name: /^Share/ })
      .last()
      .click()
    await expectToast(page, 'Share Sent', `Workout days shared with ${recipient.email}`)
    await eventually(() => mainText(page)).toContain(recipient.email)
    expect(
      await page
        .getByRole('main')
        .getByRole('button', { name: /Accept|Reject/ })
        .count(),
    ).toBe(0)

    // The recipient: a badge with the count, the incoming share, accept and reject.
    await post(senderContext, '/api/shares', {
      recipientEmail: recipient.email,
      workoutDayData: [{ name: 'Arms', exercises: [] }],
    })
    const theirs = await recipientContext.newPage()
    await theirs.goto('/')
    await eventually(() => theirs.locator('a[href="/shares"]').first().innerText()).toContain('2')
    await theirs.goto('/shares')
    await eventually(() => mainText(theirs)).toContain(sender.email)
    const incoming = await mainText(theirs)
    for (const text of ['Legs', '1 exercise', 'pending'])
      expect(incoming.toLowerCase()).toContain(text.toLowerCase())
    await theirs
      .getByRole('button', { name: /^Accept/ })
      .first()
      .click()
    await expectToast(theirs, 'Share Accepted')
    await theirs
      .getByRole('button', { name: /^Reject/ })
      .first()
      .click()
    await expectToast(theirs, 'Share Rejected')
    await eventually(() => theirs.getByRole('button', { name: /^(Accept|Reject)/ }).count()).toBe(0)
    await senderContext.close()
    await recipientContext.close()
  })
})

describe('errors (docs/product/errors.md, states.md)', () => {
  it('toasts each failure the screens name, one toast at a time', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const day: Day = await post(context, '/api/workout-days', { name: 'Pull', exercises: [] })
    await seedWorkout(context, day, 1, [
      { exerciseName: 'Row', setNumber: 1, weight: '135', reps: 8 },
    ])
    await post(context, '/api/workouts', { workoutDayId: day.id })
    const page = await context.newPage()
    const failWrites = (path: string) =>
      page.route(path, (route) =>
        route.request().method() === 'GET'
          ? route.continue()
          : route.fulfill({ status: 500, body: '{"message":"Server down"}' }),
      )
    await failWrites('**/api/workout-days**')
    await failWrites('**/api/workouts/**')
    await failWrites('**/api/shares**')

    await page.goto('/settings')
    const dayCard = page.getByRole('article').filter({ hasText: 'Pull' })
    await dayCard.getByRole('button', { name: 'Archive Pull' }).click()
    await expectToast(page, 'Failed to archive workout day')
    await page.getByRole('button', { name: 'Add Day' }).click()
    await page.getByRole('dialog').getByLabel('Day Name').fill('Legs')
    await page.getByRole('dialog').getByLabel('Day Name').press('Enter')
    await expectToast(page, 'Failed to create workout day')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    await dayCard.getByRole('button', { name: 'Edit Pull' }).click()
    await page.getByRole('dialog').getByLabel('Day Name').fill('Pull Day')
    await page.getByRole('dialog').getByLabel('Day Name').press('Enter')
    await expectToast(page, 'Failed to update workout day')
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
    page.once('dialog', (confirm) => void confirm.accept())
    await dayCard.getByRole('button', { name: 'Delete Pull' }).click()
    await expectToast(page, 'Failed to delete workout day')
    // One toast at a time.
    expect(await toasts(page).locator('li').count()).toBe(1)

    await page.goto('/')
    await page.getByRole('button', { name: 'Delete draft Pull' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expectToast(page, 'Error', 'Failed to delete draft workout')

    await page.goto('/history')
    const card = page.getByRole('list', { name: 'Workouts' }).getByRole('listitem').first()
    const options = async (item: string) => {
      await card.getByRole('button', { name: /^Workout options/ }).click()
      await page.getByRole('menuitem', { name: item }).click()
    }
    await options('Delete Workout')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    // The server's message, where it gives one.
    await expectToast(page, 'Server down')
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click()
    await options('Edit Workout')
    const edit = page.getByRole('dialog', { name: 'Edit Workout' })
    await edit.getByLabel('Reps').first().fill('9')
    await edit.getByRole('button', { name: /^Save/ }).click()
    await expectToast(page, 'Failed to update workout')

    // A device that has not read the days before: this one may have kept them (the query cache
    // the app persists), and kept reads are not made again.
    const fresh = await newContext(browser)
    await fresh.addCookies(await context.cookies())
    await context.close()
    const firstVisit = await fresh.newPage()
    await firstVisit.route('**/api/workout-days?*', (route) =>
      route.fulfill({ status: 500, body: '' }),
    )
    await firstVisit.route('**/api/workout-days', (route) =>
      route.fulfill({ status: 500, body: '' }),
    )
    await firstVisit.goto('/settings')
    await expectToast(firstVisit, 'Failed to fetch workout days')
    await fresh.close()
  })

  it('toasts the session’s failures: entry, a set, an exercise, the date, finishing', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const legs: Day = await post(context, '/api/workout-days', {
      name: 'Legs',
      exercises: [{ name: 'Squat', sets: [{ isWarmup: false }] }],
    })
    const page = await context.newPage()
    // A write the server refuses for good is dropped, and the lifter told.
    const refuse = (path: string, method: string, status = 400) =>
      page.route(path, (route) =>
        route.request().method() === method
          ? route.fulfill({ status, body: '{"message":"Refused"}' })
          : route.continue(),
      )
    // Entry makes the workout by the day's draft, failing that through the outbox: both refused.
    await refuse('**/api/workout-days/*/draft', 'POST')
    await refuse('**/api/workouts', 'POST')
    await page.goto(`/workout/${legs.id}`)
    await expectToast(page, 'Failed to create workout session')
    await page.unroute('**/api/workout-days/*/draft')
    await page.unroute('**/api/workouts')
    await page.reload()
    const finish = page.getByRole('button', { name: 'Finish Workout' })
    await eventually(() => finish.isEnabled()).toBe(true)

    await refuse('**/api/workout-sets', 'POST')
    await page.getByRole('button', { name: 'Complete Squat set 1' }).click()
    await expectToast(page, 'Failed to save set data')

    await refuse('**/api/workout-days/*/exercises', 'POST')
    await page.getByRole('button', { name: 'Add Exercise' }).click()
    const picker = page.getByRole('dialog', { name: 'Add Exercise' })
    await picker.getByLabel('Search or name a new exercise').fill('Lunge')
    await picker.getByRole('button', { name: 'Add', exact: true }).click()
    await expectToast(page, 'Failed to save exercise to workout day')

    await refuse('**/api/workouts/*', 'PATCH', 500)
    await page
      .getByRole('banner')
      .getByRole('button', { name: /, change workout date$/ })
      .click()
    const calendar = page.getByRole('dialog', { name: 'Workout date' })
    await calendar.locator('button:not([disabled])').filter({ hasText: /^1$/ }).first().click()
    await expectToast(page, 'Failed to update workout date')

    await refuse('**/api/workouts/*/complete', 'POST', 500)
    await finish.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Finish Anyway' }).click()
    await expectToast(page, 'Failed to complete workout')
    await context.close()
  })

  it('on a 401 while signed in: the toast, then /api/login after 500 ms', async () => {
    const context = await newContext(browser)
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/')
    await appStarted(page)

    // The toast lives until /api/login's page replaces this one: on a loaded machine the test
    // could read too late, so that page waits until the toast has been read.
    let toastRead = () => {}
    let read = new Promise<void>((resolve) => (toastRead = resolve))
    await page.route('**/api/login', async (route) => {
      await read
      await route.continue()
    })

    // The session ended (cookies gone), then a move inside the app.
    await context.clearCookies()
    const refused = page
      .waitForResponse((response) => response.status() === 401)
      .then(() => Date.now())
    const login = page
      .waitForRequest((request) => new URL(request.url()).pathname === '/api/login')
      .then(() => Date.now())
    await page.getByRole('link', { name: 'History' }).first().click()
    await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...')
    expect((await login) - (await refused)).toBeGreaterThanOrEqual(400)
    toastRead()
    await page.waitForURL((url) => url.pathname === '/signin')

    // And on a page load: this browser was signed in, the session is gone.
    read = new Promise<void>((resolve) => (toastRead = resolve))
    await signUpViaApi(context)
    await page.goto('/')
    await appStarted(page)
    await context.clearCookies()
    const again = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login')
    // Not to its load event: on a loaded machine the 401 can come first, and /api/login's page
    // is held until the toast is read.
    await page.goto('/history', { waitUntil: 'commit' })
    await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...')
    await again
    toastRead()
    await context.close()
  })
})
