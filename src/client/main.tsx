import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppRouter, hydratingFirstScreen, loadSignedInApp } from './app/router.tsx'
import { InLanguage } from './app/in-language.tsx'
import { checkSession, signedIn } from './lib/auth-state.ts'
import { deviceLanguage, messagesReady, showLanguage } from './lib/i18n.ts'
import { localUtcOffsets } from '#shared/domain/first-screen.ts'
import { takeFirstScreen } from './lib/first-screen.ts'
import { hasSignedInHint } from './lib/signed-in-hint.ts'
import { rememberTimeZone } from './lib/time-zone.ts'
import './index.css'

const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <InLanguage render={() => <AppRouter />} />
  </StrictMode>
)

// Issue 18: the server renders a signed-in first screen's dates in the lifter's time zone (the
// cookie rememberTimeZone keeps; UTC before it is kept). The app takes it over when this
// browser's zone has the same UTC offsets (now and half a year on): a check that costs nothing,
// where asking Intl the zone's name would cost ICU's start-up, the load's longest task. Its dates
// are then this browser's local ones (no Intl either). In another zone the app renders the
// screen itself over the server's HTML, from the same data (issue 35): no spinner in between,
// only the dates move to this browser's zone.
const first = takeFirstScreen()
if (first && first.path === window.location.pathname) {
  const sameZone = first.utcOffsets?.join() === localUtcOffsets(Date.now()).join()
  if (sameZone) rememberTimeZone(first.timeZone)
  // The server checked the session and rendered the screen with its data: no session check to
  // wait for (a later 401 still signs out).
  // The language the server rendered in, its catalogue loading alongside the app's code.
  const language = showLanguage(first.language ?? deviceLanguage(first.user.language))
  void loadSignedInApp().then(async ({ seedAppContext, loadFirstScreen }) => {
    // The screen's own chunk too (history's), so that it renders at once, as on the server.
    await Promise.all([loadFirstScreen(first.path), language])
    // Answers the server read in its zone (the stats' month and weeks) are read again in this.
    seedAppContext(
      first.user,
      sameZone ? first.queries : first.queries.filter(({ url }) => !/[?&]tz=/.test(url)),
    )
    hydratingFirstScreen({ now: first.now, quote: first.quote })
    signedIn(first.user)
    // In a transition: React renders in slices, yielding between them, instead of one long
    // task (the screen is already painted; a tap meanwhile is handled first).
    startTransition(() => {
      if (sameZone) hydrateRoot(root, app)
      else createRoot(root).render(app)
    })
  })
} else {
  // A returning lifter's app loads alongside the session check, not after it (issue 7), and so
  // does this device's language (docs/product/languages.md); a signed-in lifter's own follows.
  if (hasSignedInHint()) void loadSignedInApp()
  const deviceCatalogue = showLanguage(deviceLanguage())
  // Likely signed out: the landing page's messages come with the first ones.
  if (!hasSignedInHint()) void messagesReady('landing')
  const session = checkSession().then((auth) => {
    if (auth.status !== 'signed-in') return deviceCatalogue
    void loadSignedInApp()
    return showLanguage(deviceLanguage(auth.user.language))
  })

  // The first render waits for the session check (index.html starts it together with this
  // script, so it is usually answered already): a signed-in lifter then never sees the landing
  // page flash by. A slow answer waits no longer than FIRST_RENDER_WAIT_MS; after that the
  // landing page shows while the check goes on (docs/product/screens.md).
  const FIRST_RENDER_WAIT_MS = 500
  void Promise.race([session, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))])
    // Never before a catalogue is in: the first render is in a language.
    .then(() => deviceCatalogue)
    .then(() => {
      createRoot(root).render(app)
    })
}
