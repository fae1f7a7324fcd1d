import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'

/**
 * Debian's chromium, the whole browser: for what only it does (Lighthouse's runs, Chromium's own
 * install check, drawing the icons). Started so that it never reaches for the network on its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/**
 * The browser tests' Chromium: Debian's build of Chromium's headless shell
 * (`apt-get install chromium-headless-shell`), the same Blink and V8 at the same version as
 * /usr/bin/chromium without the desktop browser around them, as Playwright runs headless itself.
 * Its processes take a tenth less CPU on the same tests, and the browser run alone went from 882
 * to 632 s of CPU with wave eight's other changes (docs/decisions/017-test-run-time.md). The
 * whole browser where the shell is not installed.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Chromium's omnibox popups: web pages it renders for every new window (each context's page)
 * although a headless browser never shows them, each costing more CPU than the app's first
 * screen (docs/decisions/017-test-run-time.md).
 */
const UNSEEN_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']

const DISABLE_FEATURES = '--disable-features='

/**
 * CHROMIUM_ARGS, with UNSEEN_FEATURES turned off beside the features Playwright turns off.
 * Chromium reads only the last --disable-features switch, so a switch of ours alone would turn
 * Playwright's back on: a first launch shows the switch Playwright passes, and ours extends it.
 */
export async function chromiumArgs(): Promise<string[]> {
  const probe = await chromium.launchServer({
    executablePath: TEST_CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  })
  const spawned = probe.process().spawnargs
  await probe.close()
  const playwrights = spawned
    .filter((arg) => arg.startsWith(DISABLE_FEATURES))
    .flatMap((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean)
  return [...CHROMIUM_ARGS, DISABLE_FEATURES + [...playwrights, ...UNSEEN_FEATURES].join(',')]
}
