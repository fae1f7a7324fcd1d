import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DISPLAYS,
  expectAccessible,
  goInApp,
  launchBrowser,
  newContext,
  screenshot,
  seededLifter,
} from '../support/browser.ts'
import { expectAllTranslated, inPseudoLanguage } from '../support/languages.ts'

/*
 * docs/product/languages.md, docs/decisions/029: every signed-in screen in the tests'
 * pseudo-language shows no word of plain English (a text that skipped translation), and in
 * German (about 30 % longer than English) no screen grows wider than a phone.
 */
let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function api(context: BrowserContext, method: string, url: string, data?: object) {
  const res = await context.request.fetch(url, { method, ...(data && { data }) })
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300)
  return res.status() === 204 ? null : ((await res.json()) as Record<string, unknown>)
}

/** What the lifter made, which a screen shows as it is: names, not texts. */
const DAY = 'Pxsh'
const OWN_EXERCISE = 'Zottman Cxrl'
const DATA = [DAY, OWN_EXERCISE, 'Sam Strong', 'Sam', 'SS']

/** A day, one finished workout, a body weight and an exercise without muscles. */
async function seedScreens(context: BrowserContext) {
  const working = { isWarmup: false, kind: 'working' }
  const day = await api(context, 'POST', '/api/workout-days', {
    name: DAY,
    icon: 'dumbbell',
    exercises: [{ name: OWN_EXERCISE, sets: [working, working] }],
  })
  const workout = await api(context, 'POST', '/api/workouts', { workoutDayId: day!.id })
  await api(context, 'POST', '/api/workout-sets', {
    workoutId: workout!.id,
    exerciseName: OWN_EXERCISE,
    setNumber: 1,
    weight: '50',
    reps: 10,
    completed: true,
  })
  await api(context, 'POST', `/api/workouts/${workout!.id}/complete`)
  // A second one left running: home's draft card.
  await api(context, 'POST', '/api/workouts', { workoutDayId: day!.id })
  const today = new Date().toLocaleDateString('sv')
  await api(context, 'PUT', `/api/body-weights/${today}`, { weight: '180.5' })
  return { dayId: day!.id as string }
}

/**
 * The programs' day and exercise names: the lifter's own once a program starts (stored in
 * English, as every exercise name is).
 */
const PROGRAM_NAMES = [
  ...['Workout A', 'Workout B', 'Squat Day', 'Bench Day', 'Deadlift Day', 'Press Day'],
  ...['Upper A', 'Lower A', 'Upper B', 'Lower B'],
  ...['Barbell Row', 'Bench Press', 'Deadlift', 'Overhead Press', 'Squat', 'Lat Pulldown'],
  ...['Romanian Deadlift', 'Leg Curl', 'Calf Raise', 'Incline Dumbbell Press'],
  ...['Seated Cable Row', 'Lateral Raise', 'Biceps Curl', 'Leg Press', 'Walking Lunge'],
  'Leg Extension',
]

const DAY_PATH = '/workout/:day'

/** Each screen, and the names it shows as they are besides the lifter's. */
const SCREENS: ReadonlyArray<{ path: string; name: string; names?: readonly string[] }> = [
  { path: '/', name: 'home' },
  { path: '/history', name: 'history' },
  { path: '/records', name: 'records' },
  { path: `/progress/${encodeURIComponent(OWN_EXERCISE)}`, name: 'progress' },
  // The signed-in sessions' browser and system (Chrome on Linux), and what a token is sent as.
  { path: '/settings', name: 'settings', names: ['Chrome', 'Linux', 'DELETE'] },
  { path: '/shares', name: 'shares' },
  { path: '/programs', name: 'programs', names: PROGRAM_NAMES },
  { path: '/muscles', name: 'muscles' },
  { path: '/body-weight', name: 'body-weight' },
  { path: '/no-such-page', name: 'not-found' },
  // The day's session, resumed from its draft (DAY_PATH: the seeded day's id).
  { path: DAY_PATH, name: 'session' },
]

/** Loading states gone (skeletons, busy regions): the screen's data has arrived. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle')
  await expect.poll(() => page.locator('[aria-busy="true"], .animate-pulse').count()).toBe(0)
}

/** A quotation stays in its published words in every language (docs/product/quotes.md). */
async function quotations(page: Page): Promise<string[]> {
  const quoted = await page.locator('figure:has(blockquote)').allInnerTexts()
  return quoted
    .flatMap((text) => text.split('\n'))
    .map((line) => line.trim())
    .filter(Boolean)
}

async function loaded(page: Page) {
  // A visible text of the screen itself (the tab bar's names may be screen readers' only).
  await page.locator('main :visible', { hasText: '⟦' }).first().waitFor()
  await settled(page)
}

/** A lifter seeded once for the file's tests, which only read. */
type Lifter = Awaited<ReturnType<typeof seededLifter<{ dayId: string }>>>

/**
 * One page for each way a describe looks at the screens, opened on its first screen and taken to
 * the next ones inside the app (goInApp), as a lifter moves between them: the tests only read.
 */
function screenWalk(open: (index: number) => Promise<BrowserContext>) {
  const pages = new Map<number, Page>()
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close()
  })
  return async (index: number, path: string): Promise<Page> => {
    let page = pages.get(index)
    if (!page) pages.set(index, (page = await (await open(index)).newPage()))
    await goInApp(page, path)
    return page
  }
}

describe('every screen in the pseudo-language', () => {
  const lifters: Lifter[] = []
  beforeAll(async () => {
    for (const display of DISPLAYS) lifters.push(await seededLifter(browser, seedScreens, display))
  })

  const screen = screenWalk(async (index) => {
    const context = await newContext(browser, DISPLAYS[index])
    await context.addCookies(lifters[index]!.cookies)
    await inPseudoLanguage(context)
    return context
  })

  it.each(SCREENS)('translates every text of $path', async ({ path, name, names = [] }) => {
    for (const [index, display] of DISPLAYS.entries()) {
      const { account, dayId } = lifters[index]!
      const page = await screen(index, path.replace(':day', dayId))
      await loaded(page)
      await screenshot(page, `pseudo-${name}-${display.size}-${display.theme}`)
      await expectAllTranslated(page, [
        ...DATA,
        ...names,
        account.email,
        ...(await quotations(page)),
      ])
    }
  })
})

describe('German', () => {
  const GERMAN = { locale: 'de-DE', viewport: { width: 390, height: 844 } }
  let lifter: Lifter
  beforeAll(async () => {
    lifter = await seededLifter(
      browser,
      async (context) => {
        await api(context, 'PATCH', '/api/auth/user', { language: 'de' })
        return seedScreens(context)
      },
      GERMAN,
    )
  })

  const screen = screenWalk(async () => {
    const context = await newContext(browser, GERMAN)
    await context.addCookies(lifter.cookies)
    return context
  })

  it.each(SCREENS)('fits $path on a phone, axe clean', async ({ path, name }) => {
    const page = await screen(0, path.replace(':day', lifter.dayId))
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
    await settled(page)
    await screenshot(page, `de-${name}-390`)
    // Nothing wider than the phone: a long German word would push the page sideways.
    const overflowing = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName} “${element.textContent?.slice(0, 40)}”`),
    )
    expect(overflowing).toEqual([])
    await expectAccessible(page)
  })
})
