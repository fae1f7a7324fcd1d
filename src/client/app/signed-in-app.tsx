import { lazy, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'
import { safeReturnTo } from '#shared/contract/auth.ts'

const HomeScreen = lazy(() => import('#client/features/home/home-screen.tsx'))
const SessionScreen = lazy(() => import('#client/features/session/session-screen.tsx'))
const HistoryScreen = lazy(() => import('#client/features/history/history-screen.tsx'))
const SettingsScreen = lazy(() => import('#client/features/settings/settings-screen.tsx'))
const SharesScreen = lazy(() => import('#client/features/shares/shares-screen.tsx'))
const NotFoundScreen = lazy(() => import('#client/features/not-found/not-found-screen.tsx'))

/** Every signed-in route; each screen is its own chunk. */
export default function SignedInApp() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/workout/:dayId" component={SessionScreen} />
        <Route path="/history" component={HistoryScreen} />
        <Route path="/settings" component={SettingsScreen} />
        <Route path="/shares" component={SharesScreen} />
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
