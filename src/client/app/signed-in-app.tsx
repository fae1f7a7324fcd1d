import { lazy, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import type { User } from '#shared/contract/auth.ts'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'
import { AppProvider } from './provider.tsx'
import { screens } from './screens.ts'

const HomeScreen = lazy(screens.home)
const SessionScreen = lazy(screens.session)
const HistoryScreen = lazy(screens.history)
const SettingsScreen = lazy(screens.settings)
const SharesScreen = lazy(screens.shares)
const NotFoundScreen = lazy(screens.notFound)

/** Every signed-in route; each screen is its own chunk. */
export default function SignedInApp({ user }: { user: User }) {
  return (
    <AppProvider user={user}>
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
    </AppProvider>
  )
}
