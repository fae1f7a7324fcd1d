import { lazy, Suspense } from 'react'
import { LandingScreen } from '#client/features/landing/landing-screen.tsx'
import { useAuth } from '#client/lib/auth-state.ts'
import { hasSessionHint } from '#client/lib/session-hint.ts'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'

// The signed-in app and the sign-in page load on demand: the landing page downloads neither.
export const loadSignedInApp = () => import('./signed-in-app.tsx')
const SignedInApp = lazy(loadSignedInApp)
const SignInScreen = lazy(() => import('#client/features/auth/signin-screen.tsx'))
const ResetPasswordScreen = lazy(() => import('#client/features/auth/reset-password-screen.tsx'))

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
  if (window.location.pathname === '/signin' && auth.status !== 'signed-in') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignInScreen />
      </Suspense>
    )
  }
  if (auth.status === 'signed-in') {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignedInApp user={auth.user} />
      </Suspense>
    )
  }
  // Spec §2: logged out (or while the session is checked) every path shows the landing page.
  if (auth.status === 'pending' && hasSessionHint()) return <FullPageSpinner />
  return <LandingScreen />
}
