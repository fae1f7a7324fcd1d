import { lazy, Suspense } from 'react'
import { LandingScreen } from '#client/features/landing/landing-screen.tsx'
import { useAuth } from '#client/lib/auth-state.ts'
import { hasSignedInHint } from '#client/lib/signed-in-hint.ts'
import { lazyLoaded } from '#client/lib/lazy-loaded.tsx'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'
import { withMessages } from '#client/lib/i18n.ts'
import { NeedsMessages } from './in-language.tsx'
import type { FirstRender } from '#client/lib/first-screen.ts'
import type { AppContext } from './provider.tsx'
import type { User } from '#shared/contract/auth.ts'

// The signed-in app and the sign-in page load on demand: the landing page downloads neither.
const signedInApp = lazyLoaded(() => import('./signed-in-app.tsx'))
export const loadSignedInApp = signedInApp.load
// Each screen's chunk comes with its messages (docs/decisions/029).
const SignInScreen = lazy(
  withMessages('auth', () => import('#client/features/auth/signin-screen.tsx')),
)
const ResetPasswordScreen = lazy(
  withMessages('auth', () => import('#client/features/auth/reset-password-screen.tsx')),
)
const LinkAccountScreen = lazy(
  withMessages('auth', () => import('#client/features/auth/link-account-screen.tsx')),
)

/** A first screen rendered by the server: what its render agreed on (main.tsx sets it). */
let firstRender: FirstRender | undefined
export function hydratingFirstScreen(first: FirstRender) {
  firstRender = first
}

/**
 * The signed-in app, the same tree on the server (src/client/entry-server.tsx) and in the
 * browser. Once its chunk is in (always when hydrating: main.tsx loads it first), rendered
 * without suspending, so a hydration keeps the server's HTML.
 */
export function SignedInRoute({
  user,
  first,
  context,
}: {
  user: User
  first?: FirstRender
  context?: AppContext
}) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <signedInApp.Component user={user} first={first} context={context} />
    </Suspense>
  )
}

export function AppRouter() {
  const auth = useAuth()

  // Read, not watched: until the signed-in app takes over, the path changes only with a full
  // page load (every link on the landing and sign-in pages is a plain <a>). wouter stays out of
  // the landing page's bundle (issue 7).
  // A reset link works signed in or out: it is about the account it was sent for.
  if (window.location.pathname === '/reset-password') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <ResetPasswordScreen />
      </Suspense>
    )
  }
  // docs/product/trust-accounts-and-devices.md: an OIDC sign-in waiting to join the account of its e-mail.
  if (window.location.pathname === '/signin/link') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <LinkAccountScreen />
      </Suspense>
    )
  }
  if (window.location.pathname === '/signin' && auth.status !== 'signed-in') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignInScreen />
      </Suspense>
    )
  }
  if (auth.status === 'signed-in') return <SignedInRoute user={auth.user} first={firstRender} />
  // docs/product/screens.md: logged out (or while the session is checked) every path shows the landing page.
  if (auth.status === 'pending' && hasSignedInHint()) return <FullPageSpinner />
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <NeedsMessages part="landing">
        <LandingScreen />
      </NeedsMessages>
    </Suspense>
  )
}
