import { lazy, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import type { User } from '#shared/contract/auth.ts'
import { safeReturnTo } from '#shared/domain/return-to.ts'
import { FullPageSpinner } from '#client/components/full-page-spinner.tsx'
import { loadToaster } from '#client/components/lazy-toaster.tsx'
import { TabBar, useTabBarShown } from '#client/components/tab-bar.tsx'
// Home is part of this chunk, not one of its own: it is the first screen of nearly every
// signed-in visit, so it comes with the app instead of one round trip later (issue 7).
import HomeScreen from '#client/features/home/home-screen.tsx'
import { FirstRenderContext, type FirstRender } from '#client/lib/first-screen.ts'
import { useHydrated } from '#client/lib/hydrated.ts'
import { lazyLoaded } from '#client/lib/lazy-loaded.tsx'
import { withMessages } from '#client/lib/i18n.ts'
import { AppProvider, type AppContext } from './provider.tsx'
export { seedAppContext } from './provider.tsx'

// The session screen toasts while offline: the toaster loads with it, not with its first toast.
// Each screen's chunk comes with its messages (docs/decisions/029-languages-with-lingui.md).
const SessionScreen = lazy(
  withMessages('session', () =>
    Promise.all([
      import('#client/features/session/session-screen.tsx'),
      loadToaster().catch(() => {}),
    ]).then(([module]) => module),
  ),
)
// History can be a first screen the server renders (issue 18): once its chunk is in (on the
// server, and in the browser before it hydrates: loadFirstScreen), it renders without suspending.
const historyScreen = lazyLoaded(
  withMessages('history', () => import('#client/features/history/history-screen.tsx')),
)
const HistoryScreen = historyScreen.Component

/** The chunk of a first screen the server renders at `path` (home's is this one). */
export async function loadFirstScreen(path: string): Promise<void> {
  if (path === '/history') await historyScreen.load()
}
const SettingsScreen = lazy(
  withMessages('settings', () => import('#client/features/settings/settings-screen.tsx')),
)
const SharesScreen = lazy(
  withMessages('shares', () => import('#client/features/shares/shares-screen.tsx')),
)
const ProgressScreen = lazy(
  withMessages('progress', () => import('#client/features/progress/progress-screen.tsx')),
)
const ProgressTabScreen = lazy(
  withMessages('progress', () => import('#client/features/progress/progress-tab-screen.tsx')),
)
const ProgramsScreen = lazy(
  withMessages('programs', () => import('#client/features/programs/programs-screen.tsx')),
)
const BodyWeightScreen = lazy(
  withMessages('progress', () => import('#client/features/progress/body-weight-screen.tsx')),
)
const MusclesScreen = lazy(
  withMessages('muscles', () => import('#client/features/muscles/muscles-screen.tsx')),
)
const ExerciseScreen = lazy(
  // The exercise page shows progress's plan and the muscles' map (their index.ts).
  withMessages(
    ['exercise', 'progress', 'muscles'],
    () => import('#client/features/exercise/exercise-screen.tsx'),
  ),
)
const NotFoundScreen = lazy(
  withMessages('not-found', () => import('#client/features/not-found/not-found-screen.tsx')),
)

/**
 * Every signed-in route; each screen but home is its own chunk. `first` and `context`: a first
 * screen rendered by the server (issue 18, lib/first-screen.ts), `context` on the server only.
 */
export default function SignedInApp({
  user,
  first = NOT_RENDERED,
  context,
}: {
  user: User
  first?: FirstRender
  context?: AppContext
}) {
  return (
    <FirstRenderContext value={first}>
      <SignedInScreens user={user} context={context} />
    </FirstRenderContext>
  )
}

const NOT_RENDERED: FirstRender = {}

/** Already signed in: go where the sign-in was meant to lead. */
function AlreadySignedIn() {
  return (
    <Redirect
      to={safeReturnTo(new URLSearchParams(window.location.search).get('returnTo'))}
      replace
    />
  )
}

function SignedInScreens({ user, context }: { user: User; context?: AppContext }) {
  const tabBar = useTabBarShown()
  const hydrated = useHydrated()
  return (
    <AppProvider user={user} context={context}>
      {/*
        A page the server rendered shows before its code runs (decision 015): its controls are
        disabled until React has taken it over, so a tap or a typed value in that moment waits
        for them (a browser test's too) instead of being lost; they do not look disabled.
      */}
      <fieldset
        disabled={!hydrated}
        data-hydrating={hydrated ? undefined : ''}
        className="contents"
      >
        {/* Room for the phones' tab bar under every screen that shows it (components/tab-bar.tsx). */}
        <div
          className={
            tabBar
              ? 'max-sm:pb-[calc(4rem_+_env(safe-area-inset-bottom))] max-sm:*:min-h-[calc(100dvh_-_4rem_-_env(safe-area-inset-bottom))]'
              : undefined
          }
        >
          <Suspense fallback={<FullPageSpinner />}>
            <Switch>
              <Route path="/" component={HomeScreen} />
              <Route path="/workout/:dayId" component={SessionScreen} />
              <Route path="/history" component={HistoryScreen} />
              <Route path="/settings" component={SettingsScreen} />
              <Route path="/shares" component={SharesScreen} />
              <Route path="/records" component={ProgressTabScreen} />
              <Route path="/programs" component={ProgramsScreen} />
              <Route path="/progress/:exerciseName" component={ProgressScreen} />
              <Route path="/body-weight" component={BodyWeightScreen} />
              <Route path="/muscles" component={MusclesScreen} />
              <Route path="/exercises/:exerciseName" component={ExerciseScreen} />
              <Route path="/signin" component={AlreadySignedIn} />
              <Route component={NotFoundScreen} />
            </Switch>
          </Suspense>
        </div>
        <TabBar />
      </fieldset>
    </AppProvider>
  )
}
