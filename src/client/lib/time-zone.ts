import { TIME_ZONE_COOKIE } from '#shared/domain/first-screen.ts'
import { afterPaint } from './after-paint.ts'

/**
 * The browser's IANA time zone: a lifter's calendar days and local times are in it. The first
 * call in a page costs ICU's start-up (35–80 ms in a fresh renderer), so a first load never
 * asks it on its way to the screen (issue 18).
 */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

let remembered = false

/**
 * Keeps the lifter's zone in the cookie the server renders a signed-in first screen's dates in
 * (issue 18), once a page: `timeZone` when the page knows it already (a first screen whose zone
 * has this browser's offsets), else the browser's, asked after the first paint.
 */
export function rememberTimeZone(timeZone?: string) {
  if (remembered) return
  remembered = true
  const write = (zone: string) => {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`
  }
  if (timeZone) write(timeZone)
  else void afterPaint().then(() => write(browserTimeZone()))
}
