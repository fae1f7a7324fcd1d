import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appStarted,
  DESKTOP,
  DISPLAYS,
  eventually,
  expectAccessible,
  goInApp,
  launchBrowser,
  newContext,
  PHONE,
  screenshot,
  seededLifter,
  signUpViaApi,
  storedValue,
} from '../support/browser.ts'
import { gapBetween, textContrast } from '../support/contrast.ts'

// Issue 32: the screens, measured — the session's density and its one bar, contrast, navigation.

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

const working = { isWarmup: false }
const warmup = { isWarmup: true }
/** A typical Push day. */
const PUSH_DAY = [
  { name: 'Bench Press', sets: [warmup, warmup, working, working, working] },
  { name: 'Incline Dumbbell Press', sets: [working, working, working] },
  { name: 'Overhead Press', sets: [working, working, working] },
  { name: 'Lateral Raise', sets: [working, working, working] },
  { name: 'Triceps Pushdown', sets: [working, working, working] },
]
const LAST_TIME: Record<string, [string, number][]> = {
  'Bench Press': [
    ['95', 10],
    ['135', 5],
    ['185', 5],
    ['185', 5],
    ['185', 4],
  ],
  'Incline Dumbbell Press': [
    ['60', 10],
    ['60', 9],
    ['60', 8],
  ],
  'Overhead Press': [
    ['115', 6],
    ['115', 6],
    ['115', 5],
  ],
  'Lateral Raise': [
    ['20', 15],
    ['20', 12],
    ['20', 12],
  ],
  'Triceps Pushdown': [
    ['50', 12],
    ['50', 12],
    ['50', 10],
  ],
}

async function ok(response: { status(): number; text(): Promise<string> }) {
  expect(response.status(), await response.text()).toBeLessThan(300)
}

/** The Push day, done once before, so the session has last time's numbers to plan with. */
async function seedPushDay(context: BrowserContext): Promise<string> {
  const day = await context.request.post('/api/workout-days', {
    data: { name: 'Push', exercises: PUSH_DAY },
  })
  await ok(day)
  const { id } = (await day.json()) as { id: string }
  const workout = await context.request.post('/api/workouts', { data: { workoutDayId: id } })
  const { id: workoutId } = (await workout.json()) as { id: string }
  for (const exercise of PUSH_DAY) {
    for (const [index, [weight, reps]] of LAST_TIME[exercise.name]!.entries()) {
      await ok(
        await context.request.post('/api/workout-sets', {
          data: {
            workoutId,
            exerciseName: exercise.name,
            setNumber: index + 1,
            weight,
            reps,
            isWarmup: exercise.sets[index]!.isWarmup,
            completed: true,
          },
        }),
      )
    }
  }
  await ok(await context.request.post(`/api/workouts/${workoutId}/complete`))
  return id
}

async function openSession(page: Page, dayId: string) {
  await page.goto(`/workout/${dayId}`)
  await eventually(() => page.getByRole('button', { name: 'Finish Workout' }).isEnabled()).toBe(
    true,
  )
  // Last time's numbers have arrived: the first set plans them.
  await eventually(() =>
    page.getByLabel('Bench Press set 1 Weight (lbs)').getAttribute('placeholder'),
  ).toBe('95')
  // The bar has brought the first set into view (it does after the frame that shows it).
  await page.waitForTimeout(300)
}

/** Set rows wholly between the header and the bar, as the lifter sees them. */
async function setsInSight(page: Page): Promise<number> {
  const header = (await page.locator('header').first().boundingBox())!
  const bar = (await page.getByRole('contentinfo').boundingBox())!
  const top = header.y + header.height
  return page.locator('[aria-label$=" sets"] > li').evaluateAll(
    (rows, [top, bottom]) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect()
        return box.height > 0 && box.top >= top! - 0.5 && box.bottom <= bottom! + 0.5
      }).length,
    [top, bar.y],
  )
}

const rest = (page: Page) => page.getByRole('timer', { name: 'Rest' })
const bar = (page: Page) => page.getByRole('region', { name: 'Next set' })
const finish = (page: Page) => page.getByRole('button', { name: 'Finish Workout' })
const logButton = (page: Page) => bar(page).getByRole('button', { name: /^Log / })

describe('the session at 390 × 844', () => {
  it('shows 8 or more sets on arrival in rows of at most 48 px; resting, the set’s name stays, the countdown is the largest text, and Finish is away from Log', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'dark' })
    await signUpViaApi(context)
    const dayId = await seedPushDay(context)
    const page = await context.newPage()
    await openSession(page, dayId)

    // Issue 42: Strong and Hevy show 8–9 sets on arrival.
    expect(await setsInSight(page)).toBeGreaterThanOrEqual(8)
    const heights = await page
      .locator('[aria-label$=" sets"] > li')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height))
    expect(heights).toHaveLength(17)
    expect(heights.filter((height) => height > 48)).toEqual([])
    // The label in full, never cut.
    const label = bar(page).locator('p[aria-live]')
    expect(await label.innerText()).toBe('Bench Press · Set 1 (Warm-up) · 95 × 10')
    expect(await label.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
    const footer = page.getByRole('contentinfo')
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(140)
    // Finish can be reached, but not hit for Log: a line above the steppers and Log.
    const finishBox = (await finish(page).boundingBox())!
    const stepperBox = (await bar(page)
      .getByRole('group', { name: /^Weight/ })
      .boundingBox())!
    expect(finishBox.y + finishBox.height).toBeLessThanOrEqual(stepperBox.y)
    expect(await gapBetween(finish(page), logButton(page))).toBeGreaterThanOrEqual(24)
    await screenshot(page, 'density-arrival-390-dark')

    await logButton(page).click()
    await rest(page).waitFor()
    await eventually(() => bar(page).innerText()).toContain('Bench Press · Set 2 (Warm-up)')
    await page.waitForTimeout(300)
    // Resting: the set's name stays in sight beside the steppers.
    expect((await label.boundingBox())!.width).toBeGreaterThan(100)
    expect(await label.innerText()).toContain('Bench Press')
    // The countdown is the largest text on the screen.
    const sizes = await page.evaluate(() => {
      const remaining = document.querySelector('[data-testid="rest-remaining"]')!
      let largest = 0
      for (const element of document.querySelectorAll('body *')) {
        if (element === remaining || !(element instanceof HTMLElement)) continue
        const text = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
        if (!text || element.getClientRects().length === 0) continue
        largest = Math.max(largest, parseFloat(getComputedStyle(element).fontSize))
      }
      return { countdown: parseFloat(getComputedStyle(remaining).fontSize), largest }
    })
    expect(sizes.countdown).toBeGreaterThan(sizes.largest * 1.5)
    // Finish stays apart from what the thumb does between sets: the steppers, Log, the rest's.
    expect(await gapBetween(finish(page), logButton(page))).toBeGreaterThanOrEqual(24)
    expect((await footer.boundingBox())!.height).toBeLessThanOrEqual(160)
    expect(await setsInSight(page)).toBeGreaterThanOrEqual(6)
    // The timer's buttons fit, none cut.
    const cut = await rest(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((b) => b.scrollWidth > b.clientWidth).length)
    expect(cut).toBe(0)
    await screenshot(page, 'density-resting-390-dark')
    await expectAccessible(page)
    await context.close()
  })

  it.each(['dark', 'light'] as const)(
    'reads the planned values at 4.5:1 or more, marks the one next tap and fits 1,002.5 (%s)',
    async (theme) => {
      const context = await newContext(browser, { viewport: PHONE, theme })
      await signUpViaApi(context)
      const dayId = await seedPushDay(context)
      const page = await context.newPage()
      await openSession(page, dayId)

      // Planned values (last time's, in the inputs), on the current row and the others.
      for (const set of [1, 2, 3]) {
        for (const field of ['Weight (lbs)', 'Reps']) {
          const input = page.getByLabel(`Bench Press set ${set} ${field}`)
          expect(await textContrast(input, { placeholder: true })).toBeGreaterThanOrEqual(4.5)
        }
      }
      // The header's date line and summary, last time's set in each row.
      expect(await textContrast(page.locator('header time').first())).toBeGreaterThanOrEqual(4.5)
      expect(
        await textContrast(page.locator('header').getByText(/lbs$/).first()),
      ).toBeGreaterThanOrEqual(4.5)
      const previous = page
        .getByRole('list', { name: 'Bench Press sets' })
        .getByRole('listitem')
        .first()
        .getByText('95×10')
      expect(await textContrast(previous)).toBeGreaterThanOrEqual(4.5)

      // One filled action: the next set's check; the others outlined; done is green.
      const check = (set: number) =>
        page.getByRole('button', { name: `Complete Bench Press set ${set}` })
      const look = (locator: Locator) =>
        locator.evaluate((node) => {
          const style = getComputedStyle(node)
          return {
            fill: style.backgroundColor,
            border: style.borderTopWidth,
            shadow: style.boxShadow,
          }
        })
      const next = await look(check(1))
      const pending = await look(check(2))
      expect(next.fill).not.toBe('rgba(0, 0, 0, 0)')
      expect(pending.fill).toBe('rgba(0, 0, 0, 0)')
      expect(pending.border).toBe('2px')
      // No glow to smear over the bar.
      expect([next.shadow, pending.shadow]).toEqual(['none', 'none'])
      await check(1).click()
      await eventually(async () => (await look(check(1))).fill).not.toBe(next.fill)
      expect((await look(check(1))).fill).not.toBe('rgba(0, 0, 0, 0)')

      // A weight of four digits and a half is seen whole.
      const weight = page.getByLabel('Bench Press set 3 Weight (lbs)')
      await weight.fill('1002.5')
      expect(await weight.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
      expect(await weight.evaluate((node) => getComputedStyle(node).fontVariantNumeric)).toBe(
        'tabular-nums',
      )
      await expectAccessible(page)
      await context.close()
    },
  )

  it('keeps the bars opaque, offers Plates on the current set, and plans last time’s chains', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'light' })
    await signUpViaApi(context)
    const day = await context.request.post('/api/workout-days', {
      data: { name: 'Pull', exercises: [{ name: 'Deadlift', sets: [working, working] }] },
    })
    const { id: dayId } = (await day.json()) as { id: string }
    const before = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
    const { id: beforeId } = (await before.json()) as { id: string }
    for (const setNumber of [1, 2]) {
      await ok(
        await context.request.post('/api/workout-sets', {
          data: {
            workoutId: beforeId,
            exerciseName: 'Deadlift',
            setNumber,
            weight: '315',
            reps: 5,
            completed: true,
            additionalMode: 'chains',
            additionalWeight: '40',
          },
        }),
      )
    }
    await ok(await context.request.post(`/api/workouts/${beforeId}/complete`))
    const page = await context.newPage()
    await page.goto(`/workout/${dayId}`)
    await eventually(() => finish(page).isEnabled()).toBe(true)

    // Nothing scrolled under the header or the bar shows through them.
    const opacity = (locator: Locator) =>
      locator.evaluate((node) => {
        const canvas = document.createElement('canvas').getContext('2d')!
        canvas.fillStyle = getComputedStyle(node).backgroundColor
        canvas.fillRect(0, 0, 1, 1)
        return canvas.getImageData(0, 0, 1, 1).data[3]
      })
    expect(await opacity(page.locator('header').first())).toBe(255)
    expect(await opacity(page.getByRole('contentinfo'))).toBe(255)

    // Last time's chains: the set plans them, with last time's weight, and logs them.
    const chains = page.getByLabel('Deadlift set 1 Chains: additional weight (lbs)')
    await eventually(() => chains.getAttribute('placeholder')).toBe('40')
    expect(await textContrast(chains, { placeholder: true })).toBeGreaterThanOrEqual(4.5)

    // The plate calculator: a visible control on the set that is next, one tap away.
    const plates = page.getByRole('button', { name: 'Plates for Deadlift set 1' })
    expect(await plates.innerText()).toBe('Plates')
    await plates.click()
    const calculator = page.getByRole('dialog', { name: 'Plate Calculator' })
    await eventually(() => calculator.innerText()).toContain('Deadlift · Set 1 · 315 lbs')
    await page.keyboard.press('Escape')
    await calculator.waitFor({ state: 'hidden' })

    await logButton(page).click()
    const workoutId = await storedValue(page, `workout-session-${dayId}-`, '-workoutId')
    await eventually(async () => {
      const res = await context.request.get(`/api/workouts/${workoutId}/sets`)
      return ((await res.json()) as Record<string, unknown>[]).map((set) => [
        set.weight,
        set.reps,
        set.additionalMode,
        set.additionalWeight,
      ])
    }).toEqual([['315', 5, 'chains', '40']])

    // Scrolled under the bars: still opaque, and the tab bar too on a tab's screen.
    await page.mouse.wheel(0, 400)
    expect(await opacity(page.getByRole('contentinfo'))).toBe(255)
    await page.goto('/')
    expect(await opacity(page.getByRole('navigation', { name: 'Tabs' }))).toBe(255)
    await context.close()
  })

  it('shows the date line under the header, and its calendar whole on the screen', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'dark' })
    await signUpViaApi(context)
    const dayId = await seedPushDay(context)
    const page = await context.newPage()
    await openSession(page, dayId)
    const today = new Date()
    const long = today.toLocaleDateString('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    })
    const item = page.getByRole('banner').getByRole('button', {
      name: `${long}, change workout date`,
    })
    expect(await item.innerText()).toBe(long)
    await item.click()
    const dialog = page.getByRole('dialog', { name: 'Workout date' })
    await dialog.waitFor()
    const grid = dialog.getByRole('grid')
    await grid.waitFor()
    const box = (await grid.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width)
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height)
    // Centred in its sheet.
    expect(Math.abs(box.x + box.width / 2 - PHONE.width / 2)).toBeLessThan(4)
    await expectAccessible(page)
    await screenshot(page, 'session-date-390-dark')
    await context.close()
  })
})

describe('the session on a desktop', () => {
  it('keeps a logged row on the table’s grid', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, theme: 'light' })
    await signUpViaApi(context)
    const dayId = await seedPushDay(context)
    const page = await context.newPage()
    await openSession(page, dayId)
    await page.getByRole('button', { name: 'Complete Bench Press set 1' }).click()
    const rows = page.getByRole('list', { name: 'Bench Press sets' }).getByRole('listitem')
    await eventually(() => rows.first().innerText()).toContain('95 lbs × 10')
    // The cells of the logged row and of an open one, column by column.
    const cells = (row: Locator) =>
      row.evaluate((node) =>
        [...node.firstElementChild!.children]
          .filter((cell) => getComputedStyle(cell).position !== 'absolute')
          .map((cell) => {
            const box = cell.getBoundingClientRect()
            return Math.round(box.left)
          }),
      )
    const [logged, open] = [await cells(rows.nth(0)), await cells(rows.nth(2))]
    // Number, type, the weight and reps pair, then the extra, the menu and the check (the
    // open row has one cell more: weight and reps are two inputs).
    expect(logged[0]).toBe(open[0])
    expect(logged[1]).toBeLessThanOrEqual(open[2]!)
    expect(logged[2]).toBe(open[2])
    expect(logged.slice(-2)).toEqual(open.slice(-2))
    // The values sit in the inputs' columns.
    const value = rows.nth(0).getByText('95', { exact: true })
    const input = page.getByLabel('Bench Press set 3 Weight (lbs)')
    const [a, b] = [(await value.boundingBox())!, (await input.boundingBox())!]
    expect(Math.abs(a.x + a.width / 2 - (b.x + b.width / 2))).toBeLessThan(2)
    await expectAccessible(page)
    await context.close()
  })
})

const SECTIONS = [
  ['/', 'Home'],
  ['/programs', 'Home'],
  ['/history', 'History'],
  ['/records', 'Progress'],
  ['/progress/Bench%20Press', 'Progress'],
  ['/body-weight', 'Progress'],
  ['/muscles', 'Progress'],
  ['/settings', 'Settings'],
] as const

describe('navigation', () => {
  it('marks the current tab on every screen of a phone, with Shares and its badge in the header', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'light' })
    const me = await signUpViaApi(context)
    const other = await newContext(browser)
    await signUpViaApi(other)
    await ok(
      await other.request.post('/api/shares', {
        data: {
          recipientEmail: me.email,
          workoutDayData: [{ name: 'Arms', exercises: [{ name: 'Curl', sets: [working] }] }],
        },
      }),
    )
    await other.close()
    const page = await context.newPage()
    for (const [path, tab] of SECTIONS) {
      // The first screen loaded, the rest reached from it as a tab would.
      await goInApp(page, path)
      const tabs = page.getByRole('navigation', { name: 'Tabs' })
      await eventually(() => tabs.getByRole('link').allInnerTexts()).toEqual([
        'Home',
        'History',
        'Progress',
        'Settings',
      ])
      const current = tabs.locator('[aria-current="page"]')
      await eventually(() => current.allInnerTexts()).toEqual([tab])
      // Shares from every tab, its count in its name.
      const shares = page
        .getByRole('banner')
        .getByRole('link', { name: 'Shares 1 pending', exact: true })
      await eventually(() => shares.isVisible()).toBe(true)
    }
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Shares/ })
      .click()
    await page.waitForURL((url) => url.pathname === '/shares')
    expect(
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Shares/ })
        .getAttribute('aria-current'),
    ).toBe('page')
    await expectAccessible(page)
    await context.close()
  })

  it('has labelled links to every section on every signed-in screen of a desktop', async () => {
    const context = await newContext(browser, { viewport: DESKTOP, theme: 'dark' })
    await signUpViaApi(context)
    const dayId = await seedPushDay(context)
    const page = await context.newPage()
    for (const [path, section] of [
      ...SECTIONS,
      ['/shares', 'Shares'],
      [`/workout/${dayId}`, null],
    ] as const) {
      await goInApp(page, path)
      const nav = page.getByRole('navigation', { name: 'Main' })
      // Visible words, not icons alone.
      await eventually(() => nav.innerText()).toMatch(
        /Home\s+History\s+Progress\s+Settings\s+Shares/,
      )
      await eventually(() => nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(
        section ? [section] : [],
      )
      expect(await page.getByRole('navigation', { name: 'Tabs' }).count()).toBe(0)
    }
    await context.close()
  })
})

describe('home’s stats', () => {
  it.each(DISPLAYS)(
    'say what they count and over which period, with eight weeks ($size px, $theme)',
    async ({ viewport, theme, size }) => {
      const context = await newContext(browser, { viewport, theme })
      await signUpViaApi(context)
      await seedPushDay(context)
      const page = await context.newPage()
      await page.goto('/')
      const stats = page.getByRole('region', { name: 'Your Stats' })
      const week = stats.getByRole('heading', { name: /^This Week/ }).locator('../..')
      await eventually(() => week.innerText()).toMatch(/This Week · last 7 days/)
      const text = (await week.innerText()).replace(/\s+/g, ' ')
      // The Push day above: 1 workout, 10,270 lbs, none the week before.
      expect(text).toContain('1 workout 10.3K lbs lifted')
      expect(text).toContain('Last week: 0 workouts · 0 lbs')
      expect(await week.getByRole('listitem').count()).toBe(8)
      expect(await week.getByRole('listitem').last().innerText()).toBe(
        'This week: 1 workout, 10.3K lbs',
      )
      // docs/product/screens.md's cards keep their texts; no week-on-week trend beside a month's total.
      const card = (title: string) => stats.getByRole('heading', { name: title }).locator('../..')
      expect(await card('Total Workouts').innerText()).toMatch(/Total Workouts\s+1\s+This month/)
      expect(await card('Total Volume').innerText()).toMatch(/10\.3K\s+lbs lifted · this month/)
      expect(await card('Total Volume').getByText('lbs lifted', { exact: true }).count()).toBe(1)
      for (const title of ['Total Workouts', 'Total Volume']) {
        expect(await card(title).innerText()).not.toContain('vs last week')
      }
      await expectAccessible(page)
      await screenshot(page, `home-stats-${size}-${theme}`)
      await context.close()
    },
  )
})

describe('records and progress', () => {
  it('lists records as table rows, units in the headers, e1RM whole; the chart keeps its period', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'dark' })
    await signUpViaApi(context)
    const day = await context.request.post('/api/workout-days', {
      data: { name: 'Legs', exercises: [{ name: 'Leg Press', sets: [working] }] },
    })
    const { id: dayId } = (await day.json()) as { id: string }
    // Three workouts in the last two weeks: 380 × 10 (e1RM 506.7), then 390 and 400.
    for (const [daysAgo, weight] of [
      [12, '380'],
      [6, '390'],
      [1, '400'],
    ] as const) {
      const workout = await context.request.post('/api/workouts', {
        data: { workoutDayId: dayId },
      })
      const { id } = (await workout.json()) as { id: string }
      await ok(
        await context.request.post('/api/workout-sets', {
          data: {
            workoutId: id,
            exerciseName: 'Leg Press',
            setNumber: 1,
            weight,
            reps: 10,
            completed: true,
          },
        }),
      )
      await ok(await context.request.post(`/api/workouts/${id}/complete`))
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString()
      await ok(
        await context.request.patch(`/api/workouts/${id}`, {
          data: { startedAt: at, completedAt: at },
        }),
      )
    }
    const page = await context.newPage()
    await page.goto('/records')
    const table = page.getByRole('table')
    await eventually(() => table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Exercise',
      'e1RM\nlbs',
      'Heaviest\nlbs × reps',
      'Volume\nlbs',
    ])
    const row = table.getByRole('row', { name: /Leg Press/ })
    // 400 × (1 + 10/30) = 533.3: a whole pound. Units only in the headers, nothing split.
    expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Leg Press .* 533 400 × 10 4\.0K/)
    const lines = await row.getByRole('cell').evaluateAll((cells) =>
      cells.slice(1).map((cell) => {
        const range = document.createRange()
        range.selectNodeContents(cell)
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
      }),
    )
    expect(lines).toEqual([1, 1, 1])
    await expectAccessible(page)

    // The row leads to the exercise's page (issue 43), and that to its charts.
    await row.getByRole('link', { name: 'Leg Press' }).click()
    await page.waitForURL((url) => url.pathname === '/exercises/Leg%20Press')
    await page.getByRole('link', { name: 'Progress charts' }).click()
    await page.waitForURL((url) => url.pathname === '/progress/Leg%20Press')
    const figure = page.locator('figure').first()
    await eventually(() => figure.locator('canvas').count()).toBeGreaterThan(0)
    // The latest point's value reads above the chart, and the later two are PRs.
    const readout = figure.locator('p[aria-hidden="true"]').first()
    expect(await readout.innerText()).toMatch(/533 lbs · PR/)
    const shortDate = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      })
    // Twelve days of history open on all of it, spread across the chart (issue 42: not in a
    // corner of 3 months): in the middle of the plot, the nearest point is the second.
    const period = page.getByRole('radiogroup', { name: 'Period' })
    expect(await period.getByRole('radio', { name: 'All' }).getAttribute('aria-checked')).toBe(
      'true',
    )
    const plot = (await figure.locator('.u-over').boundingBox())!
    await page.mouse.move(plot.x + plot.width / 2, plot.y + plot.height / 2)
    await eventually(() => readout.innerText()).toContain(`${shortDate(6)} · 520 lbs`)
    // 3 months chosen, the axis spans them: in the middle, the nearest point is the first.
    await period.getByRole('radio', { name: '3 months' }).click()
    await page.mouse.move(plot.x + plot.width / 2 + 1, plot.y + plot.height / 2)
    await eventually(() => readout.innerText()).toContain(`${shortDate(12)} · 507 lbs`)
    // The table says its units once, in its headers.
    await page.getByText('Every workout as a table').click()
    expect(await page.getByRole('table').getByRole('columnheader').allInnerTexts()).toEqual([
      'Date',
      'e1RM (lbs)',
      'Top set (lbs × reps)',
      'Volume (lbs)',
      'Sets',
    ])
    await expectAccessible(page)
    await context.close()
  })
})

describe('history', () => {
  it('picks the top set by estimated 1RM, counts its PRs, and edits or deletes from a menu', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'light' })
    await signUpViaApi(context)
    const day = await context.request.post('/api/workout-days', {
      data: {
        name: 'Legs',
        exercises: [
          { name: 'Squat', sets: [working] },
          { name: 'Leg Press', sets: [working] },
        ],
      },
    })
    const { id: dayId } = (await day.json()) as { id: string }
    const workout = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
    const { id } = (await workout.json()) as { id: string }
    // Squat 315 × 5 (367.5) over the heavier Leg Press 340 × 2 (362.7).
    for (const [exerciseName, weight, reps] of [
      ['Squat', '315', 5],
      ['Leg Press', '340', 2],
    ] as const) {
      await ok(
        await context.request.post('/api/workout-sets', {
          data: { workoutId: id, exerciseName, setNumber: 1, weight, reps, completed: true },
        }),
      )
    }
    await ok(await context.request.post(`/api/workouts/${id}/complete`))
    const page = await context.newPage()
    await page.goto('/history')
    // Server-rendered (issue 35): the menu's tap waits for React to have taken the page.
    await appStarted(page)
    const card = page.getByRole('article').first()
    const header = card.getByRole('button', { name: /^Legs/ })
    await eventually(() => header.innerText()).toContain('Top set Squat 315×5')
    // Both exercises' first time: "2 PRs", which they are, on hover and to screen readers.
    expect(await header.innerText()).toContain('2 PRs')
    expect(await card.getByText('2 PRs').getAttribute('title')).toBe(
      '2 PRs: Squat 315×5, Leg Press 340×2',
    )
    // No pencil and bin on the card: one menu.
    expect(await card.getByRole('button').count()).toBe(2)
    await card.getByRole('button', { name: /^Workout options: Legs/ }).click()
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'Edit Workout',
      'Delete Workout',
    ])
    await page.getByRole('menuitem', { name: 'Edit Workout' }).click()
    await page.getByRole('dialog', { name: 'Edit Workout' }).waitFor()
    await page.keyboard.press('Escape')
    await card.getByRole('button', { name: /^Workout options: Legs/ }).click()
    await page.getByRole('menuitem', { name: 'Delete Workout' }).click()
    await page.getByRole('alertdialog', { name: 'Delete Workout' }).waitFor()
    await expectAccessible(page)
    await context.close()
  })
})

describe('settings’ dialogs', () => {
  it('says where Strong and Hevy keep the export, and takes a dropped file', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'dark' })
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Import from another app' }).click()
    const dialog = page.getByRole('dialog', { name: 'Import from another app' })
    await dialog.getByText('How to export from each app').click()
    const howTo = await dialog.locator('dl > div').allInnerTexts()
    expect(howTo.slice(0, 2)).toEqual([
      expect.stringMatching(/^Strong\s+.*Export Strong Data/),
      expect.stringMatching(/^Hevy\s+.*Export Workouts/),
    ])
    const csv = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      '2026-03-02 07:00:00,Push,45m,Bench Press (Barbell),1,135,5,0,0,,,',
    ].join('\n')
    // A file dropped on the box, as from a file manager.
    const drop = dialog.getByTestId('import-drop')
    const transfer = await page.evaluateHandle((text) => {
      const data = new DataTransfer()
      data.items.add(new File([text], 'strong.csv', { type: 'text/csv' }))
      return data
    }, csv)
    await drop.dispatchEvent('dragover', { dataTransfer: transfer })
    await drop.dispatchEvent('drop', { dataTransfer: transfer })
    await eventually(() => dialog.innerText()).toContain('strong.csv')
    // Strong names no unit: the lifter says which, and the preview follows.
    await dialog
      .getByRole('radiogroup', { name: 'Weight unit of this file' })
      .getByText('Pounds (lbs)')
      .click()
    await eventually(() => dialog.innerText()).toContain('Strong export')
    expect(await dialog.getByRole('button', { name: 'Import 1 workout' }).isEnabled()).toBe(true)
    await expectAccessible(page)
    await screenshot(page, 'import-drop-390-dark')
    await context.close()
  })

  it('mentions identity-provider sign-in only to an account that has one; dates read one way', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'light' })
    await signUpViaApi(context)
    const page = await context.newPage()
    await page.goto('/settings')
    // The session's sign-in time, in the app's one date format.
    const signedIn = page.getByText(/^Signed in /).first()
    await eventually(() => signedIn.innerText()).toMatch(
      /^Signed in [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}$/,
    )
    await page.getByRole('button', { name: 'Delete Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete Account' })
    await dialog.getByLabel('Password').waitFor()
    await page.waitForLoadState('networkidle')
    expect(await dialog.innerText()).not.toMatch(/identity provider/i)
    await expectAccessible(page)
    await context.close()
  })
})

describe('names start with what they show', () => {
  it('the account button, the rest’s steps and the RPE chip', async () => {
    const context = await newContext(browser, { viewport: PHONE, theme: 'dark' })
    await signUpViaApi(context)
    const dayId = await seedPushDay(context)
    const page = await context.newPage()
    await openSession(page, dayId)
    const account = page.getByRole('button', { name: 'SS, account menu' })
    expect(await account.innerText()).toBe('SS')
    await logButton(page).click()
    // What a sighted lifter reads: the text but what is there for screen readers alone.
    const shown = (locator: Locator) =>
      locator.evaluate((node) => {
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
        let text = ''
        while (walker.nextNode()) {
          const box = walker.currentNode.parentElement!.getBoundingClientRect()
          if (box.width > 1 && box.height > 1) text += walker.currentNode.textContent
        }
        return text
      })
    for (const [text, name] of [
      ['−15', '−15 s of rest'],
      ['+15', '+15 s of rest'],
      ['Skip', 'Skip rest'],
    ]) {
      const button = rest(page).getByRole('button', { name: name!, exact: true })
      expect(await shown(button)).toBe(text)
    }
    // A warm-up is not rated (issue 42); a working set is.
    expect(await page.getByRole('button', { name: /^RPE of Bench Press set 1/ }).count()).toBe(0)
    await page.getByRole('button', { name: 'Complete Overhead Press set 1' }).click()
    const rpe = page.getByRole('button', { name: 'RPE of Overhead Press set 1, rate' })
    expect(await shown(rpe)).toBe('RPE')
    const shares = page.getByRole('banner').getByRole('link', { name: /^Shares/ })
    expect(await shares.count()).toBe(0)
    await page.setViewportSize(DESKTOP)
    expect(await shown(shares)).toBe('Shares')
    await expectAccessible(page)
    await context.close()
  })
})

/** Pull and Legs beside the Push day, for a lifter with weeks of history. */
const OTHER_DAYS = [
  {
    name: 'Pull',
    exercises: [
      { name: 'Deadlift', sets: [working, working, working] },
      { name: 'Barbell Row', sets: [working, working, working] },
    ],
  },
  {
    name: 'Legs',
    exercises: [
      { name: 'Squat', sets: [warmup, working, working, working] },
      { name: 'Leg Press', sets: [working, working, working] },
    ],
  },
]

/** Eight weeks of Push, Pull and Legs, a Legs draft, body weights and a pending share. */
async function seedEveryScreen(context: BrowserContext, email: string) {
  const pushId = await seedPushDay(context)
  const ids: string[] = []
  for (const day of OTHER_DAYS) {
    const res = await context.request.post('/api/workout-days', { data: day })
    await ok(res)
    ids.push(((await res.json()) as { id: string }).id)
  }
  const plan: [string, { name: string; sets: [string, number][] }[]][] = [
    [
      pushId,
      [
        {
          name: 'Bench Press',
          sets: [
            ['135', 5],
            ['185', 5],
            ['185', 5],
          ],
        },
        {
          name: 'Overhead Press',
          sets: [
            ['115', 6],
            ['115', 6],
          ],
        },
      ],
    ],
    [
      ids[0]!,
      [
        {
          name: 'Deadlift',
          sets: [
            ['315', 5],
            ['315', 5],
          ],
        },
        {
          name: 'Barbell Row',
          sets: [
            ['155', 8],
            ['155', 8],
          ],
        },
      ],
    ],
    [
      ids[1]!,
      [
        {
          name: 'Squat',
          sets: [
            ['225', 5],
            ['245', 5],
            ['245', 5],
          ],
        },
        {
          name: 'Leg Press',
          sets: [
            ['380', 10],
            ['380', 10],
          ],
        },
      ],
    ],
  ]
  const day = 24 * 3600 * 1000
  for (let week = 7; week >= 1; week--) {
    for (const [index, [dayId, exercises]] of plan.entries()) {
      if ((week + index) % 3 === 0) continue
      const at = new Date(Date.now() - (week * 7 - index * 2) * day).toISOString()
      const workout = await context.request.post('/api/workouts', { data: { workoutDayId: dayId } })
      await ok(workout)
      const { id: workoutId } = (await workout.json()) as { id: string }
      for (const exercise of exercises) {
        for (const [setIndex, [weight, reps]] of exercise.sets.entries()) {
          // A little more each week.
          const more = String(Number(weight) + (7 - week) * 5)
          await ok(
            await context.request.post('/api/workout-sets', {
              data: {
                workoutId,
                exerciseName: exercise.name,
                setNumber: setIndex + 1,
                weight: more,
                reps,
                completed: true,
              },
            }),
          )
        }
      }
      await ok(await context.request.post(`/api/workouts/${workoutId}/complete`))
      await ok(
        await context.request.patch(`/api/workouts/${workoutId}`, {
          data: { startedAt: at, completedAt: at },
        }),
      )
    }
  }
  await ok(await context.request.post('/api/workouts', { data: { workoutDayId: ids[1] } }))
  for (const [daysAgo, weight] of [
    [20, '182.5'],
    [13, '181'],
    [6, '180.5'],
    [1, '179.5'],
  ] as const) {
    const date = new Date(Date.now() - daysAgo * day).toISOString().slice(0, 10)
    await ok(await context.request.put(`/api/body-weights/${date}`, { data: { weight } }))
  }
  const sender = await newContext(browser)
  await signUpViaApi(sender)
  await ok(
    await sender.request.post('/api/shares', {
      data: { recipientEmail: email, workoutDayData: [{ name: 'Arms', exercises: PUSH_DAY }] },
    }),
  )
  await sender.close()
  return pushId
}

describe('every screen', () => {
  // One lifter for both displays, seeded once.
  let lifter: Awaited<ReturnType<typeof seededLifter<{ pushId: string }>>>
  beforeAll(async () => {
    lifter = await seededLifter(browser, async (context, { email }) => ({
      pushId: await seedEveryScreen(context, email),
    }))
  }, 120_000)

  for (const { viewport, theme, size } of DISPLAYS) {
    it(`is axe-clean with the current axe-core — ${size} px ${theme}`, async () => {
      const context = await newContext(browser, { viewport, theme })
      await context.addCookies(lifter.cookies)
      const { pushId } = lifter
      const page = await context.newPage()
      const look = async (name: string) => {
        await page.waitForLoadState('networkidle')
        await expectAccessible(page)
        await screenshot(page, `${name}-${size}-${theme}`)
      }
      const visit = async (name: string, path: string, ready: string) => {
        await goInApp(page, path)
        await page.getByText(ready, { exact: false }).first().waitFor()
        await look(name)
      }
      await visit('home', '/', 'This Week')
      await visit('history', '/history', 'Bench Press')
      await visit('records', '/records', 'Deadlift')
      await visit('progress', '/progress/Bench%20Press', 'Bench Press')
      await visit('body-weight', '/body-weight', '179.5')
      await visit('muscles', '/muscles', 'Muscles')
      await visit('programs', '/programs', 'Programs')
      await visit('shares', '/shares', 'Arms')
      await visit('settings', '/settings', 'Workout Days')
      await page.getByRole('button', { name: 'Import from another app' }).click()
      await page.getByRole('dialog').waitFor()
      await look('import')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Delete Account' }).click()
      await page.getByRole('dialog').getByLabel('Password').waitFor()
      await look('delete-account')
      await visit('not-found', '/no-such-page', 'not found')
      // The first display starts the Push session; the second resumes it a set further on.
      await goInApp(page, `/workout/${pushId}`)
      await eventually(() => finish(page).isEnabled()).toBe(true)
      await logButton(page).waitFor()
      await look('session')
      await logButton(page).click()
      await rest(page).waitFor()
      await look('session-resting')
      await context.close()
      // Twelve screens, each loaded and checked: a minute alone, longer beside the other suites.
    }, 180_000)
  }
})
