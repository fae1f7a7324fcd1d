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
