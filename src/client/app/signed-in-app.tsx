import { lazy, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'
import { safeReturnTo } from '#shared/contract/auth.ts'

const HomeScreen = lazy(() => import('#client/features/home/home-screen.tsx'))
const NotFoundScreen = lazy(() => import('#client/features/not-found/not-found-screen.tsx'))

/** Every signed-in route; each screen is its own chunk. */
export default function SignedInApp() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/signin">
          {/* Already signed in: go where the sign-in was meant to lead. */}
          <Redirect
            to={safeReturnTo(new URLSearchParams(window.location.search).get('returnTo'))}
            replace
          />
        </Route>
        <Route component={NotFoundScreen} />
      </Switch>
    </Suspense>
  )
}
