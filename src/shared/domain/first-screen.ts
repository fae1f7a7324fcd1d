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

/**
 * The UTC offsets (minutes) of `timeZone` at `now` and half a year on: what the server rendered a
 * first screen's dates by. The browser compares them with its own (`localUtcOffsets`) instead of
 * asking Intl its zone's name, which costs ICU's start-up, the first load's longest task.
 */
export function zoneUtcOffsets(timeZone: string, now: number): [number, number] {
  return [offsetAt(timeZone, now), offsetAt(timeZone, now + HALF_YEAR_MS)]
}

/** This process's (the browser's) UTC offsets at `now` and half a year on, as `zoneUtcOffsets`. */
export function localUtcOffsets(now: number): [number, number] {
  // 0 - x, not -x: UTC's offset is 0, not -0.
  return [
    0 - new Date(now).getTimezoneOffset(),
    0 - new Date(now + HALF_YEAR_MS).getTimezoneOffset(),
  ]
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

function offsetAt(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetFormats.set(timeZone, format)
  }
  // 'GMT+05:30', 'GMT-03:00', or 'GMT' for UTC itself.
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')!.value
  const match = /([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}
