/**
 * Issue 18: a signed-in first screen rendered by the server comes with the data it was rendered
 * from, in a non-executable JSON block of the HTML (docs/decisions/015). Shared by the server,
 * which writes it, and the client, which reads it (src/client/lib/first-render.ts).
 */
export const FIRST_SCREEN_ID = 'ironlog-first-screen'

/** The cookie the client keeps its IANA time zone in: the server renders dates in it. */
export const TIME_ZONE_COOKIE = 'ironlog-tz'

/**
 * JSON for the HTML: `<` escaped, so no text in it (a day named `</script>…`) can end the
 * script element or open a comment; JSON.parse reads `\u003c` back as `<`.
 */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** A half year (ms): one of two instants, so that a zone with summer time and one without differ. */
const HALF_YEAR_MS = 182 * 24 * 60 * 60 * 1000

/** This process's (the browser's) UTC offsets at `now` and half a year on, as `zoneUtcOffsets`. */
export function localUtcOffsets(now: number): [number, number] {
  return utcOffsets(now, (instant) => new Date(instant))
}

/**
 * The UTC offsets (minutes) at `now` and half a year on of the zone `dateAt` makes dates in: the
 * server's render writes a first screen's (zone-offsets.ts), the browser compares its own.
 */
export function utcOffsets(now: number, dateAt: (instant: number) => Date): [number, number] {
  // 0 - x, not -x: UTC's offset is 0, not -0.
  return [0 - dateAt(now).getTimezoneOffset(), 0 - dateAt(now + HALF_YEAR_MS).getTimezoneOffset()]
}
