/**
 * Issue 18: a signed-in first screen rendered by the server comes with the data it was rendered
 * from, in a non-executable JSON block of the HTML (docs/decisions/015). Shared by the server,
 * which writes it, and the client, which reads it (src/client/lib/first-screen.ts).
 */
export const FIRST_SCREEN_ID = 'ironlog-first-screen'

/** The cookie the client keeps its IANA time zone in: the server renders dates in it. */
export const TIME_ZONE_COOKIE = 'ironlog-tz'

/** docs/product/nothing-lost.md: a history page holds this many workouts. */
export const HISTORY_PAGE_SIZE = 20

/**
 * The first screens, the one table of them: each path the server renders with its data, and the
 * reads it makes first, each exactly as the client asks for it (src/client/api/*.ts). The server
 * announces them as preloads (server/first-screen/hints.ts) and the render reads them
 * (src/client/entry-server.tsx). Home's stats are not listed: their URL carries the lifter's
 * time zone, which the render adds. History only unfiltered (a filter is in the query string).
 */
export const FIRST_SCREEN_READS = {
  '/': ['/api/workouts/drafts', '/api/workout-days', '/api/shares/pending-count'],
  '/history': [
    `/api/workout-summaries?limit=${HISTORY_PAGE_SIZE}`,
    '/api/workout-days?includeArchived=true',
  ],
} as const satisfies Record<string, readonly string[]>

export type FirstScreenPath = keyof typeof FIRST_SCREEN_READS

/** A half year (ms): one of two instants, so that a zone with summer time and one without differ. */
const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000

/** This process's (the browser's) UTC offsets at `now` and half a year on, as `zoneUtcOffsets`. */
export function localUtcOffsets(now: number): [number, number] {
  return utcOffsets(now, (instant) => new Date(instant))
}

/**
 * The UTC offsets (minutes) at `now` and half a year on of the zone `dateAt` makes dates in: the
 * server's render writes a first screen's (first-screen-zone.ts), the browser compares its own.
 */
export function utcOffsets(now: number, dateAt: (instant: number) => Date): [number, number] {
  // 0 - x, not -x: UTC's offset is 0, not -0.
  return [0 - dateAt(now).getTimezoneOffset(), 0 - dateAt(now + HALF_YEAR_MS).getTimezoneOffset()]
}
