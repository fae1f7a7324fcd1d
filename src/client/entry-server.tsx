import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import type { User } from '#shared/contract/auth.ts'
import { QUOTES } from '#shared/domain/quotes.ts'
import { zoneUtcOffsets } from '#shared/domain/zone-offsets.ts'
import { authQueries } from './api/auth.ts'
import { shareQueries } from './api/shares.ts'
import { dayQueries } from './api/workout-days.ts'
import { HISTORY_PAGE_SIZE, statsQueries, workoutQueries } from './api/workouts.ts'
import { loadSignedInApp, SignedInRoute } from './app/router.tsx'
import { firstScreenJson, type FirstScreen } from './lib/first-render.ts'
import { Outbox } from './lib/outbox.ts'
import { createQueryClient } from './lib/query-client.ts'

/**
 * Issue 18: the signed-in first screen rendered on the server, built by Vite's SSR build into
 * dist/ssr and loaded by the server on its first signed-in page (src/server/lib/first-screen.ts).
 * The same tree as the browser's (app/router.tsx SignedInRoute), with a query cache seeded with
 * the answers the screen reads, each read by the server exactly as the browser would read it.
 * See docs/decisions/015-server-rendered-first-screen.md.
 */

/** A read of a screen: its URL, the client's query key, and the answer as that query holds it. */
type ScreenRead = { url: string; queryKey: unknown[]; data?: (answer: unknown) => unknown }

/** Each screen rendered here: what it reads first, as the browser asks (src/client/api/*.ts). */
const SCREENS: Record<string, (timeZone: string) => ScreenRead[]> = {
  '/': (timeZone) => [
    { url: '/api/workouts/drafts', queryKey: [...workoutQueries.drafts().queryKey] },
    { url: '/api/workout-days', queryKey: [...dayQueries.list().queryKey] },
    { url: '/api/shares/pending-count', queryKey: [...shareQueries.pendingCount().queryKey] },
    {
      url: `/api/stats?tz=${encodeURIComponent(timeZone)}`,
      queryKey: [...statsQueries.current().queryKey],
    },
  ],
  // Only unfiltered (the server renders no path with a query string but home's): the first page.
  '/history': () => [
    {
      url: `/api/workout-summaries?limit=${HISTORY_PAGE_SIZE}`,
      queryKey: [...workoutQueries.summaries().queryKey],
      // An infinite query's data: its pages and the cursor each was read from.
      data: (page) => ({ pages: [page], pageParams: [null] }),
    },
    {
      url: '/api/workout-days?includeArchived=true',
      queryKey: [...dayQueries.list(true).queryKey],
    },
  ],
}

/** A GET of the API as the visitor (their cookie): its JSON, or a throw for any other answer. */
export type Read = (url: string) => Promise<unknown>

/**
 * The screen at `path` as HTML for #root, and the JSON the browser hydrates it with; null for a
 * screen not rendered here, a throw when it cannot be rendered whole (the browser then renders
 * it, as without this).
 */
export async function renderFirstScreen({
  path,
  timeZone,
  read,
  now = Date.now(),
}: {
  path: string
  timeZone: string
  read: Read
  now?: number
}): Promise<{ html: string; json: string } | null> {
  const screen = SCREENS[path]
  if (!screen) return null
  const reads = screen(timeZone)
  const [user, ...answers] = await Promise.all([
    read('/api/auth/user') as Promise<User>,
    ...reads.map((each) => read(each.url)),
  ])
  const queries = reads.map(({ url, queryKey, data }, i) => ({
    url,
    queryKey,
    data: data ? data(answers[i]) : answers[i],
  }))
  const queryClient = createQueryClient()
  queryClient.setQueryData(authQueries.user().queryKey, user)
  for (const { queryKey, data } of queries) queryClient.setQueryData(queryKey, data)
  // Nothing is written from the server: an outbox that never opens or sends.
  const outbox = new Outbox({
    lifter: user.id,
    send: () => Promise.reject(new Error('No writes from the server')),
    storage: null,
  })
  const first: FirstScreen = {
    path,
    user,
    queries,
    now,
    timeZone,
    utcOffsets: zoneUtcOffsets(timeZone, now),
    quote: Math.floor(Math.random() * QUOTES.length),
  }
  const app = await loadSignedInApp()
  await app.loadFirstScreen(path)
  const html = renderToString(
    <StrictMode>
      <Router ssrPath={path}>
        <SignedInRoute
          user={user}
          first={{ now: first.now, timeZone: first.timeZone, quote: first.quote }}
          context={{ queryClient, outbox }}
        />
      </Router>
    </StrictMode>,
  )
  // A part failed or suspended (React leaves its boundary to the browser): not the whole screen.
  if (html.includes('<!--$!') || html.includes('<!--$?')) {
    throw new Error('The screen could not be rendered whole on the server')
  }
  queryClient.clear()
  return { html, json: firstScreenJson(first) }
}
