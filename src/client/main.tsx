import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppRouter, loadSignedInApp } from './app/router.tsx'
import { checkSession } from './lib/auth-state.ts'
import { hasSessionHint } from './lib/session-hint.ts'
import './index.css'

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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  )
})
