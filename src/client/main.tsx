import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppRouter, hydratingFirstScreen, loadSignedInApp } from './app/router.tsx'
import { checkSession, signedIn } from './lib/auth-state.ts'
import { localUtcOffsets } from '#shared/domain/first-screen.ts'
import { takeFirstScreen } from './lib/first-render.ts'
import { hasSessionHint } from './lib/session-hint.ts'
import { rememberTimeZone } from './lib/time-zone.ts'
import './index.css'

const root = document.getElementById('root')!
const app = (
  <StrictMode>
    <AppRouter />
  </StrictMode>
)

// Issue 18: the server renders a signed-in first screen's dates in the lifter's time zone (the
// cookie rememberTimeZone keeps). The app takes it over when this browser's zone has the same
// UTC offsets (now and half a year on): a check that costs nothing, where asking Intl the zone's
// name would cost ICU's start-up, the load's longest task. Its dates are then this browser's
// local ones (no Intl either); another zone gets the browser's own render.
const first = takeFirstScreen()
if (
  first &&
  first.path === window.location.pathname &&
  first.utcOffsets?.join() === localUtcOffsets(Date.now()).join()
) {
  rememberTimeZone(first.timeZone)
  // The server checked the session and rendered the screen with its data: the app takes over
  // its HTML instead of replacing it (no session check to wait for; a later 401 still signs out).
  void loadSignedInApp().then(async ({ seedAppContext, loadFirstScreen }) => {
    // The screen's own chunk too (history's), so that it renders at once, as on the server.
    await loadFirstScreen(first.path)
    seedAppContext(first.user, first.queries)
    hydratingFirstScreen({ now: first.now, quote: first.quote })
    signedIn(first.user)
    // In a transition: React hydrates in slices, yielding between them, instead of one long
    // task (the screen is already painted; a tap meanwhile is handled first).
    startTransition(() => {
      hydrateRoot(root, app)
    })
  })
} else {
  // A returning lifter's app loads alongside the session check, not after it (issue 7).
  if (hasSessionHint()) void loadSignedInApp()
  const session = checkSession().then((auth) => {
    if (auth.status === 'signed-in') void loadSignedInApp()
  })

  // The first render waits for the session check (index.html starts it together with this
  // script, so it is usually answered already): a signed-in lifter then never sees the landing
  // page flash by. A slow answer waits no longer than FIRST_RENDER_WAIT_MS; after that the
  // landing page shows while the check goes on (spec §2).
  const FIRST_RENDER_WAIT_MS = 500
  void Promise.race([
    session,
    new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]).then(() => {
    createRoot(root).render(app)
  })
}
