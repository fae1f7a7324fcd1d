/*
 * One number format across the app (issue 32): every figure a lifter reads comes from here.
 * Weights are grouped with at most two decimals ("1,002.5"), estimated 1RMs whole ("247"), and
 * every volume, wherever it shows, in docs/product/constants.md's thousands with one decimal ("12.3K").
 */

// One formatter per precision, made once: toLocaleString with options builds a new one on every
// call (about a millisecond each on a throttled phone, and a session tap formats a dozen
// weights). Made on the first figure shown, not when this module loads: a page's first Intl
// formatter costs ICU's start-up, which home's first load (no weights) then never pays.
const numberFormats: Intl.NumberFormat[] = []

/** A number with its digits grouped and at most `decimals` decimals. */
export function formatNumber(value: number, decimals = 0): string {
  numberFormats[decimals] ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals })
  return numberFormats[decimals].format(value)
}

const fixedFormats: Intl.NumberFormat[] = []

/** A number with its digits grouped and exactly `decimals` decimals ("5.00", "1,609.34"). */
export function formatFixed(value: number, decimals: number): string {
  fixedFormats[decimals] ??= new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  return fixedFormats[decimals].format(value)
}

/** A weight for display: at most 2 decimals, digits grouped ("1,102.5"). */
export function formatWeight(weight: number): string {
  return formatNumber(weight, 2)
}

/** An estimated one-rep max: a whole unit, as a lifter says it ("247"). */
export function formatE1rm(value: number): string {
  return formatNumber(Math.round(value))
}

/** docs/product/screens.md, docs/product/constants.md: volume in thousands with one decimal and a 'K' suffix, or 0. */
export function formatVolume(volume: number): string {
  if (!volume) return '0'
  return `${(volume / 1000).toFixed(1)}K`
}

// docs/product/constants.md's 'MMM d, yyyy' ('Jan 5, 2024'), as date-fns wrote it. In `timeZone` by Intl (a first
// screen the server renders in the lifter's zone, issue 18), one formatter per zone; in this
// process's own zone by the Date's fields: a browser's first Intl formatter costs ICU's start-up
// (35–80 ms in a fresh renderer), which home and history's first loads then never pay.
const calendarDates = new Map<string, Intl.DateTimeFormat>()
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** docs/product/constants.md: the calendar day of `date` as 'MMM d, yyyy', in `timeZone` or the local zone. */
export function formatCalendarDate(date: Date, timeZone?: string): string {
  if (!timeZone) return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
  let format = calendarDates.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone,
    })
    calendarDates.set(timeZone, format)
  }
  return format.format(date)
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const LONG_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** docs/product/constants.md's other format, the session's date: 'EEEE, MMMM d, yyyy' in the local zone. */
export function formatLongDate(date: Date): string {
  return `${DAYS[date.getDay()]}, ${LONG_MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}

/** A moment (a session's sign-in): 'MMM d, yyyy, HH:mm' in the local zone. */
export function formatDateTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${formatCalendarDate(date)}, ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A calendar day 'YYYY-MM-DD' (a body weight's date) as 'MMM d, yyyy'. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return formatCalendarDate(new Date(year!, month! - 1, date))
}

/** Two calendar days as a range, the year once when they share it: 'Mar 3 – Mar 9, 2026'. */
export function formatDayRange(from: string, to: string): string {
  const last = formatCalendarDay(to)
  const first = formatCalendarDay(from)
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${first.slice(0, first.lastIndexOf(','))} – ${last}`
    : `${first} – ${last}`
}

/** docs/product/screens.md: 'exercise' for exactly one, otherwise 'exercises'. */
export function exerciseCount(count: number): string {
  return `${count} ${count === 1 ? 'exercise' : 'exercises'}`
}

/** docs/product/screens.md: full name, or 'User' if either name is missing. */
export function displayName(user: { firstName: string | null; lastName: string | null }): string {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : 'User'
}

/** docs/product/screens.md: first letters of first and last name, else of the e-mail, else 'U'. */
export function initials(user: {
  firstName: string | null
  lastName: string | null
  email: string | null
}): string {
  if (user.firstName && user.lastName) {
    return `${user.firstName[0]}${user.lastName[0]}`.toUpperCase()
  }
  return (user.email?.[0] ?? 'U').toUpperCase()
}

const MINUTES_IN_DAY = 1440
const MINUTES_IN_MONTH = 43200

/** Local time's offset from UTC at `date`, in ms (as date-fns reads it, DST included). */
function zoneOffsetMs(date: Date): number {
  const utc = new Date(
    Date.UTC(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      date.getHours(),
      date.getMinutes(),
      date.getSeconds(),
      date.getMilliseconds(),
    ),
  )
  utc.setUTCFullYear(date.getFullYear())
  return date.getTime() - utc.getTime()
}

/** Whole calendar months from `earlier` to `later` (date-fns's differenceInMonths, later ≥ earlier). */
function wholeMonths(later: Date, earlier: Date): number {
  const difference =
    (later.getFullYear() - earlier.getFullYear()) * 12 + later.getMonth() - earlier.getMonth()
  if (difference < 1) return 0
  const working = new Date(later)
  if (working.getMonth() === 1 && working.getDate() > 27) working.setDate(30)
  working.setMonth(working.getMonth() - difference)
  let lastMonthNotFull = working.getTime() < earlier.getTime()
  const lastDayOfMonth =
    new Date(later.getFullYear(), later.getMonth(), later.getDate() + 1).getDate() === 1
  if (lastDayOfMonth && difference === 1 && later.getTime() > earlier.getTime()) {
    lastMonthNotFull = false
  }
  return difference - Number(lastMonthNotFull)
}

/**
 * docs/product/screens.md's relative 'Started' time of a draft: exactly date-fns's
 * `formatDistanceToNow(date, { addSuffix: true })` in English ('less than a minute ago',
 * '35 minutes ago', 'about 2 hours ago', '3 days ago', …; format.test.ts compares the two),
 * without date-fns and its locale on home's first load (issue 18).
 */
export function formatTimeAgo(date: Date, now: Date): string {
  const future = date.getTime() > now.getTime()
  const [from, to] = future ? [now, date] : [date, now]
  const seconds = Math.trunc((to.getTime() - from.getTime()) / 1000)
  const minutes = Math.round((seconds - (zoneOffsetMs(to) - zoneOffsetMs(from)) / 1000) / 60)
  const plural = (count: number, one: string, other: string) =>
    count === 1 ? one : other.replace('#', String(count))
  let distance: string
  if (minutes < 2) {
    distance = minutes === 0 ? 'less than a minute' : plural(minutes, '1 minute', '# minutes')
  } else if (minutes < 45) distance = `${minutes} minutes`
  else if (minutes < 90) distance = 'about 1 hour'
  else if (minutes < MINUTES_IN_DAY) {
    distance = plural(Math.round(minutes / 60), 'about 1 hour', 'about # hours')
  } else if (minutes < 2520) distance = '1 day'
  else if (minutes < MINUTES_IN_MONTH) {
    distance = plural(Math.round(minutes / MINUTES_IN_DAY), '1 day', '# days')
  } else if (minutes < MINUTES_IN_MONTH * 2) {
    distance = plural(Math.round(minutes / MINUTES_IN_MONTH), 'about 1 month', 'about # months')
  } else {
    const months = wholeMonths(to, from)
    if (months < 12) {
      distance = plural(Math.round(minutes / MINUTES_IN_MONTH), '1 month', '# months')
    } else {
      const years = Math.trunc(months / 12)
      const rest = months % 12
      distance =
        rest < 3
          ? plural(years, 'about 1 year', 'about # years')
          : rest < 9
            ? plural(years, 'over 1 year', 'over # years')
            : plural(years + 1, 'almost 1 year', 'almost # years')
    }
  }
  return future ? `in ${distance}` : `${distance} ago`
}

/**
 * How long a draft has been running, for home's 'Resume Pull · 35 min' card (issue 12): whole
 * minutes under an hour, then hours and minutes, then days (a draft left overnight or longer).
 */
export function formatDraftAge(startedAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return `${days} ${days === 1 ? 'day' : 'days'}`
}
