import { TZDate } from '@date-fns/tz'
import { utcOffsets } from './first-screen.ts'

// Its own module, apart from first-screen.ts: the browser's entry imports that one, and must not
// load @date-fns/tz with it.

/**
 * The UTC offsets (minutes) of `timeZone` at `now` and half a year on: what the server rendered a
 * first screen's dates by. The browser compares them with its own (`localUtcOffsets`) instead of
 * asking Intl its zone's name, which costs ICU's start-up, the first load's longest task.
 */
export function zoneUtcOffsets(timeZone: string, now: number): [number, number] {
  return utcOffsets(now, (instant) => new TZDate(instant, timeZone))
}
