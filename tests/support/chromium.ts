/** Debian's chromium, started so that it never reaches for the network on its own. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium's own omnibox popups, web pages it renders for every new window (a context's page)
  // that a headless browser never shows: each cost more CPU than the app's first screen
  // (docs/decisions/017-test-run-time.md).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
