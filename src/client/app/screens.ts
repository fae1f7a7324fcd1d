// Each signed-in screen is its own chunk. The loaders live here, apart from signed-in-app.tsx,
// so the router can start the current screen's chunk together with the app's rather than after
// it (issue 7: no entry → app → screen waterfall). A module is fetched once, whoever asks first.
export const screens = {
  home: () => import('#client/features/home/home-screen.tsx'),
  session: () => import('#client/features/session/session-screen.tsx'),
  history: () => import('#client/features/history/history-screen.tsx'),
  settings: () => import('#client/features/settings/settings-screen.tsx'),
  shares: () => import('#client/features/shares/shares-screen.tsx'),
  notFound: () => import('#client/features/not-found/not-found-screen.tsx'),
}

export const loadSignedInApp = () => import('./signed-in-app.tsx')

/** The screen signed-in-app.tsx's routes show at this path (kept in step with them). */
export function screenAt(path: string): keyof typeof screens | null {
  if (path === '/signin') return null // redirects elsewhere
  if (path === '/') return 'home'
  if (/^\/workout\/[^/]+\/?$/.test(path)) return 'session'
  if (path === '/history') return 'history'
  if (path === '/settings') return 'settings'
  if (path === '/shares') return 'shares'
  return 'notFound'
}

/** Starts downloading the signed-in app and the screen at `path`, in parallel. */
export function preloadSignedIn(path: string) {
  void loadSignedInApp()
  const screen = screenAt(path)
  if (screen) void screens[screen]()
}
