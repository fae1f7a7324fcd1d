import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import type { User } from '#shared/contract/auth.ts'
import { authQueries } from '#client/api/auth.ts'
import { sendWrite } from '#client/api/workouts.ts'
import { refreshDay } from '#client/api/day-edits.ts'
import type { DayEdit } from '#shared/domain/day-edits.ts'
import { LazyToaster } from '#client/components/lazy-toaster.tsx'
import { Outbox, type OutboxWrite } from '#client/lib/outbox.ts'
import { afterPaint } from '#client/lib/after-paint.ts'
import {
  api,
  isUnauthorizedError,
  noteReadBeforeWorker,
  takeReadsBeforeWorker,
} from '#client/lib/api-client.ts'
import { getConnectivity } from '#client/lib/connectivity.ts'
import { LifterOnDevice, lifterHere, setLifterHere } from '#client/lib/lifter-device.ts'
import { OutboxContext } from '#client/lib/outbox-context.ts'
import { registerServiceWorker } from '#client/lib/service-worker.ts'
import { persistQueries } from '#client/lib/query-persister.ts'
import { createQueryClient } from '#client/lib/query-client.ts'
import { toast } from '#client/lib/toast-store.ts'
import { deviceLanguage, rememberLanguage, showLanguage } from '#client/lib/i18n.ts'
import { handleUnauthorized } from '#client/lib/unauthorized.ts'
import type { FirstScreen } from '#client/lib/first-screen.ts'
import { keepDaysForOffline, prefetchScreenData } from './prefetch.ts'

/** docs/product/errors.md's failure toasts, for a write the server refused for good. */
const REFUSED: Record<Exclude<OutboxWrite['kind'], 'editDay'>, MessageDescriptor> = {
  createWorkout: msg`Failed to create workout session`,
  deleteWorkout: msg`Failed to delete draft workout`,
  completeWorkout: msg`Failed to complete workout`,
  createSet: msg`Failed to save set data`,
  updateSet: msg`Failed to save set data`,
  deleteSet: msg`Failed to save set data`,
}
const REFUSED_DAY_EDIT: Record<DayEdit['kind'], MessageDescriptor> = {
  addExercise: msg`Failed to save exercise to workout day`,
  rememberRest: msg`Failed to save the rest`,
  replaceExercise: msg`Failed to update workout day`,
  moveExercise: msg`Failed to update workout day`,
}

function refusedTitle(write: OutboxWrite) {
  return i18n._(write.kind === 'editDay' ? REFUSED_DAY_EDIT[write.edit.kind] : REFUSED[write.kind])
}

/**
 * One query client and one lifter (its outbox) per page load and lifter, made outside React's
 * state: a first render that suspends before it commits is thrown away with its state, and the
 * retry would make a second client (its start-up reads asked again, home's wait for its first
 * data started anew on every retry: seen offline as an endless loop of reads under the spinner).
 * Signing out loads the page anew, which drops them.
 */
export type AppContext = { queryClient: QueryClient; outbox: Outbox; lifter?: LifterOnDevice }
const appContexts = new Map<string, AppContext>()

function appContext(user: User) {
  let context = appContexts.get(user.id)
  if (!context) {
    const queryClient = createQueryClient()
    queryClient.setQueryData(authQueries.user().queryKey, user)
    prefetchScreenData(queryClient, window.location.pathname)
    context = lifterContext(user, queryClient)
    appContexts.set(user.id, context)
  }
  return context
}

function lifterContext(user: User, queryClient: QueryClient): AppContext {
  const lifter = new LifterOnDevice(user.id, lifterOutbox(user, queryClient))
  return { queryClient, outbox: lifter.outbox, lifter }
}

/**
 * Issue 18: the app's context for a screen the server rendered, its query cache seeded with the
 * answers the server rendered it from (lib/first-screen.ts), so that the first render is the
 * server's. Called once, before hydrating.
 */
export function seedAppContext(user: User, queries: FirstScreen['queries']) {
  const queryClient = createQueryClient()
  queryClient.setQueryData(authQueries.user().queryKey, user)
  // Read again through the service worker once it takes over, as if the page had read them: the
  // session check's answer too, which the server made in its place (an offline start needs it).
  noteReadBeforeWorker('/api/auth/user')
  for (const { url, queryKey, data } of queries) {
    queryClient.setQueryData(queryKey, data)
    noteReadBeforeWorker(url)
  }
  appContexts.set(user.id, lifterContext(user, queryClient))
}

/** Who is signed in now, asked of the server (never a saved answer); undefined offline. */
async function signedInNow(): Promise<string | null | undefined> {
  try {
    return (await api<User>('/api/auth/user', { fresh: true })).id
  } catch (error) {
    return isUnauthorizedError(error) ? null : undefined
  }
}

function lifterOutbox(user: User, queryClient: QueryClient) {
  return new Outbox({
    lifter: user.id,
    send: async (write) => {
      const answer = await sendWrite(write, user.id)
      if (write.kind === 'editDay') refreshDay(queryClient, write.dayId)
      return answer
    },
    // docs/product/trust-accounts-and-devices.md: a 401 is a sign-out, or another lifter signed in on this device (another
    // tab): the writes stay for this lifter either way, and the page follows whoever is here.
    onUnauthorized: () => {
      void signedInNow().then((now) => {
        if (now === null) handleUnauthorized()
        else if (now !== undefined && now !== user.id) void lifterHere()?.leave()
      })
    },
    stillSignedIn: async () => {
      const now = await signedInNow()
      if (now === undefined) throw new TypeError('Offline')
      return now === user.id
    },
    onRejected: (write) => {
      toast({ title: refusedTitle(write), variant: 'destructive' })
      // The session showed the edit before it was sent: the day as the server has it again.
      if (write.kind === 'editDay') refreshDay(queryClient, write.dayId)
    },
  })
}

/** The signed-in app's context: its query cache starts with the user the session check found. */
export function AppProvider({
  user,
  context,
  children,
}: {
  user: User
  /** The server's render brings its own (src/client/entry-server.tsx): nothing shared. */
  context?: AppContext
  children: ReactNode
}) {
  const { queryClient, outbox, lifter } = context ?? appContext(user)
  // Issue 16: the app opens offline from now on (registered after the first paint).
  useEffect(() => {
    registerServiceWorker(() => {
      // What this visit read before is read again through it, so it is kept for offline: plain
      // reads, the screens keep the answers they have (issue 18: an invalidation here fetched
      // every query again into the cache, rendered the screen again and saved the kept cache,
      // inside the first load's measured window).
      // One after another, each in a task of its own (not one long task of ~10 requests).
      void (async () => {
        for (const path of takeReadsBeforeWorker()) {
          // The body is read to its end: an answer left unread stays an open request.
          await fetch(path, { credentials: 'include' })
            .then((response) => response.arrayBuffer())
            .catch(() => {})
        }
      })()
    })
  }, [])
  // The days' last-time numbers for offline wait until home has painted (issue 18).
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void afterPaint().then(() => {
      if (!cancelled) stop = keepDaysForOffline(queryClient)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [queryClient])
  useEffect(
    () => lifter?.keepQueries(() => persistQueries(queryClient, user.id)),
    [lifter, queryClient, user.id],
  )
  // Back online after showing saved answers: the screens ask the server again.
  useEffect(() => {
    const refresh = () => {
      if (getConnectivity().saved) void queryClient.invalidateQueries()
    }
    window.addEventListener('online', refresh)
    return () => window.removeEventListener('online', refresh)
  }, [queryClient])
  // docs/product/nothing-lost.md: the outbox drains from any screen, from start-up on.
  useEffect(() => {
    outbox.start()
    return () => outbox.stop()
  }, [outbox])
  // docs/product/trust-accounts-and-devices.md: this page is this lifter's (saved answers claimed, other tabs told). Last:
  // a sign-out it starts at once (/?signout) stops what the effects above started.
  useEffect(() => {
    if (!lifter) return
    setLifterHere(lifter)
    const stop = lifter.start()
    return () => {
      stop()
      setLifterHere(null)
    }
  }, [lifter])
  return (
    <QueryClientProvider client={queryClient}>
      <OutboxContext value={outbox}>
        <FollowLanguage />
        {children}
        <LazyToaster />
      </OutboxContext>
    </QueryClientProvider>
  )
}

/**
 * docs/product/languages.md: the app in the lifter's language, whichever device chose it last;
 * this device remembers it for its next first paint.
 */
function FollowLanguage() {
  const language = useQuery(authQueries.user()).data?.language
  useEffect(() => {
    if (!language) return
    rememberLanguage(language)
    void showLanguage(deviceLanguage(language))
  }, [language])
  return null
}
