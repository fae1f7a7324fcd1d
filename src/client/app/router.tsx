import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useEffect } from 'react'
import { useLocation } from 'wouter'
import { authQueries } from '#client/api/auth.ts'
import { LandingScreen } from '#client/features/landing/landing-screen.tsx'
import { hasSessionHint, setSessionHint } from '#client/lib/session-hint.ts'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'

// The signed-in app and the sign-in page load on demand: the landing page downloads neither.
const SignedInApp = lazy(() => import('./signed-in-app.tsx'))
const SignInScreen = lazy(() => import('#client/features/auth/signin-screen.tsx'))

export function AppRouter() {
  const [location] = useLocation()
  const { data: user, isPending } = useQuery(authQueries.user())

  useEffect(() => {
    if (!isPending) setSessionHint(Boolean(user))
  }, [isPending, user])

  if (location === '/signin' && !user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignInScreen />
      </Suspense>
    )
  }
  if (user) {
    return (
      <Suspense fallback={<FullPageSpinner />}>
        <SignedInApp />
      </Suspense>
    )
  }
  // Spec §2: logged out (or while the session is checked) every path shows the landing page.
  if (isPending && hasSessionHint()) return <FullPageSpinner />
  return <LandingScreen />
}
