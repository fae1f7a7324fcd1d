import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import type { User } from '#shared/contract/auth.ts'
import { FIRST_SCREEN_READS, type FirstScreenPath } from '#shared/domain/first-screen.ts'
import { QUOTES } from '#shared/domain/quotes.ts'
import { zoneUtcOffsets } from '#shared/domain/first-screen-zone.ts'
import { authQueries } from './api/auth.ts'
import { shareQueries } from './api/shares.ts'
import { dayQueries } from './api/workout-days.ts'
import { statsQueries, workoutQueries } from './api/workouts.ts'
import { loadSignedInApp, SignedInRoute } from './app/router.tsx'
import { InLanguage } from './app/in-language.tsx'
import { activate, messagesFor } from './lib/i18n.ts'
import { firstScreenJson, type FirstScreen } from './lib/first-screen.ts'
import {
  DEFAULT_LANGUAGE,
  setFormatLanguage,
  type DisplayLanguage,
} from '#shared/domain/languages.ts'
import { Outbox } from './lib/outbox.ts'
import { createQueryClient } from './lib/query-client.ts'

/**
 * Issue 18: the signed-in first screen rendered on the server, built by Vite's SSR build into
 * dist/ssr and loaded by the server on its first signed-in page (src/server/first-screen/render.ts).
 * The same tree as the browser's (app/router.tsx SignedInRoute), with a query cache seeded with
 * the answers the screen reads, each read by the server exactly as the browser would read it.
 * See docs/decisions/015-server-rendered-first-screen.md.
 */

/** A read of a screen: its URL, the client's query key, and the answer as that query holds it. */
type ScreenRead = { url: string; queryKey: unknown[]; data?: (answer: unknown) => unknown }
type FirstScreenRead = (typeof FIRST_SCREEN_READS)[FirstScreenPath][number]

/** Where each read of FIRST_SCREEN_READS goes in the client's query cache. */
const CACHED_AS: Record<FirstScreenRead, Omit<ScreenRead, 'url'>> = {
  '/api/workouts/drafts': { queryKey: [...workoutQueries.drafts().queryKey] },
  '/api/workout-days': { queryKey: [...dayQueries.list().queryKey] },
  '/api/shares/pending-count': { queryKey: [...shareQueries.pendingCount().queryKey] },
  [FIRST_SCREEN_READS['/history'][0]]: {
    queryKey: [...workoutQueries.summaries().queryKey],
    // An infinite query's data: its pages and the cursor each was read from.
    data: (page) => ({ pages: [page], pageParams: [null] }),
  },
  '/api/workout-days?includeArchived=true': { queryKey: [...dayQueries.list(true).queryKey] },
}

/** The message parts of each screen rendered here besides core (src/client/lib/i18n.ts). */
const FIRST_SCREEN_PARTS: Record<FirstScreenPath, string[]> = { '/': [], '/history': ['history'] }

/** Each screen rendered here: the table's reads, and home's stats in the lifter's zone. */
function screenReads(path: FirstScreenPath, timeZone: string): ScreenRead[] {
  const reads: ScreenRead[] = FIRST_SCREEN_READS[path].map((url) => ({ url, ...CACHED_AS[url] }))
  if (path !== '/') return reads
  return [
    ...reads,
    {
      url: `/api/stats?tz=${encodeURIComponent(timeZone)}`,
      queryKey: [...statsQueries.current().queryKey],
    },
  ]
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
  language: pageLanguage,
  now = Date.now(),
}: {
  path: string
  timeZone: string
  read: Read
  /** The pseudo-language of the tests' cookie, else the lifter's own (docs/product/languages.md). */
  language: (lifter: User['language']) => DisplayLanguage
  now?: number
}): Promise<{ html: string; json: string; language: DisplayLanguage } | null> {
  if (!Object.hasOwn(FIRST_SCREEN_READS, path)) return null
  const reads = screenReads(path as FirstScreenPath, timeZone)
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
  const language = pageLanguage(user.language)
  const first: FirstScreen = {
    path,
    user,
    language,
    queries,
    now,
    timeZone,
    utcOffsets: zoneUtcOffsets(timeZone, now),
    quote: Math.floor(Math.random() * QUOTES.length),
  }
  const [app, messages] = await Promise.all([
    loadSignedInApp(),
    messagesFor(language, FIRST_SCREEN_PARTS[path as FirstScreenPath]),
  ])
  await app.loadFirstScreen(path)
  // Renders of other lifters share this process's Lingui and formats: switched here, after the
  // last wait, so that the synchronous render below is all in this lifter's language.
  activate(language, messages)
  let html: string
  try {
    html = renderToString(
      <StrictMode>
        <InLanguage
          render={() => (
            <Router ssrPath={path}>
              <SignedInRoute
                user={user}
                first={{ now: first.now, timeZone: first.timeZone, quote: first.quote }}
                context={{ queryClient, outbox }}
              />
            </Router>
          )}
        />
      </StrictMode>,
    )
  } finally {
    // The API's own texts in this process (a plan's reason) are English.
    setFormatLanguage(DEFAULT_LANGUAGE)
  }
  // A part failed or suspended (React leaves its boundary to the browser): not the whole screen.
  if (html.includes('<!--$!') || html.includes('<!--$?')) {
    throw new Error('The screen could not be rendered whole on the server')
  }
  queryClient.clear()
  return { html, json: firstScreenJson(first), language }
}
