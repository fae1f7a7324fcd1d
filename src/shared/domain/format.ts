import { formatLanguage, type DisplayLanguage } from './languages.ts'

/*
 * One number format across the app (issue 32): every figure a lifter reads comes from here.
 * Weights are grouped with at most two decimals ("1,002.5"), estimated 1RMs whole ("247"), and
 * every volume, wherever it shows, in docs/product/constants.md's thousands with one decimal ("12.3K").
 * In the lifter's language (docs/product/languages.md): "117,5" in de, es, fr and pt-BR, their
 * own dates; English exactly as docs/product/constants.md writes it.
 */

/**
 * The Intl locale of each language. The tests' pseudo-language formats as Russian: a comma
 * decimal, and month and day names with no Latin letter, so that a date or unit word left in
 * English stands out on its screens.
 */
const INTL_LOCALES: Record<DisplayLanguage, string> = {
  en: 'en-US',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  'pt-BR': 'pt-BR',
  'en-XA': 'ru-RU',
}

export { setFormatLanguage } from './languages.ts'

/** The Intl locale of the language figures are formatted in now. */
export function formatLocale(): string {
  return INTL_LOCALES[formatLanguage()]
}

const english = () => formatLanguage() === 'en'

// Intl formatters for the languages other than English, made once per options.
const intlFormats = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat
>()
function cachedFormat<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  const languageKey = `${formatLanguage()} ${key}`
  let format = intlFormats.get(languageKey)
  if (!format) {
    format = make()
    intlFormats.set(languageKey, format)
  }
  return format as T
}

// One formatter per precision, made once: toLocaleString with options builds a new one on every
// call (about a millisecond each on a throttled phone, and a session tap formats a dozen
// weights). Made on the first figure shown, not when this module loads: a page's first Intl
// formatter costs ICU's start-up, which home's first load (no weights) then never pays.
const numberFormats = new Map<string, Intl.NumberFormat>()

/** A number with its digits grouped and at most `decimals` decimals. */
export function formatNumber(value: number, decimals = 0): string {
  const key = `${formatLanguage()} ${decimals}`
  let format = numberFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(formatLocale(), { maximumFractionDigits: decimals })
    numberFormats.set(key, format)
  }
  return format.format(value)
}

/**
 * A number with its digits grouped and exactly `decimals` decimals ("5.00", "1,609.34"; "5,00"
 * in de).
 */
export function formatFixed(value: number, decimals: number): string {
  return cachedFormat(
    `fixed ${decimals}`,
    () =>
      new Intl.NumberFormat(formatLocale(), {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }),
  ).format(value)
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
  if (english()) return `${(volume / 1000).toFixed(1)}K`
  const thousands = cachedFormat(
    'volume',
    () =>
      new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  )
  return `${thousands.format(volume / 1000)}K`
}

/**
 * A number as a field shows it for editing: the language's decimal mark, no grouping ("117,5"
 * in German). parseDecimal reads it back, and the other mark alike.
 */
export function formatInputNumber(value: number, decimals = 2): string {
  const factor = 10 ** decimals
  const text = String(Math.round(value * factor) / factor)
  return decimalMark() === ',' ? text.replace('.', ',') : text
}

/** The language's decimal mark: '.' or ','. */
export function decimalMark(): string {
  return english() ? '.' : formatNumber(1.5, 1).charAt(1)
}

// docs/product/constants.md's 'MMM d, yyyy' ('Jan 5, 2024'), as date-fns wrote it. In `timeZone` by Intl (a first
// screen the server renders in the lifter's zone, issue 18), one formatter per zone; in this
// process's own zone by the Date's fields: a browser's first Intl formatter costs ICU's start-up
// (35–80 ms in a fresh renderer), which home and history's first loads then never pay.
const calendarDates = new Map<string, Intl.DateTimeFormat>()
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** docs/product/constants.md: the calendar day of `date` as 'MMM d, yyyy', in `timeZone` or the local zone. */
export function formatCalendarDate(date: Date, timeZone?: string): string {
  if (!english()) {
    return cachedFormat(
      `calendar ${timeZone ?? ''}`,
      () =>
        new Intl.DateTimeFormat(formatLocale(), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone,
        }),
    ).format(date)
  }
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
  if (!english()) {
    // docs/product/languages.md: "Sonntag, 6. Dezember 2026" in German.
    return cachedFormat(
      'long',
      () =>
        new Intl.DateTimeFormat(formatLocale(), {
          weekday: 'long',
          day: 'numeric',
          month: 'long',
          year: 'numeric',
        }),
    ).format(date)
  }
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

/**
 * A calendar day 'YYYY-MM-DD' as 'MMM d' ("Oct 12"; "12. Okt." in German) when it falls in
 * `year` (today's, say); else whole, 'MMM d, yyyy' (docs/product/constants.md): in January, eight
 * weeks back is last year's November, and 'Nov 16' alone would read as this year's.
 */
export function formatCalendarDayIn(day: string, year: number): string {
  const [dayYear, month, date] = day.split('-').map(Number)
  if (dayYear !== year) return formatCalendarDay(day)
  if (english()) return `${MONTHS[month! - 1]} ${date}`
  return cachedFormat(
    'calendar in year',
    () => new Intl.DateTimeFormat(formatLocale(), { day: 'numeric', month: 'short' }),
  ).format(new Date(dayYear, month! - 1, date))
}

/** Two calendar days as a range, the year once when they share it: 'Mar 3 – Mar 9, 2026'. */
export function formatDayRange(from: string, to: string): string {
  if (!english()) {
    const day = (text: string) => {
      const [year, month, date] = text.split('-').map(Number)
      return new Date(year!, month! - 1, date)
    }
    return cachedFormat(
      'range',
      () =>
        new Intl.DateTimeFormat(formatLocale(), {
          day: 'numeric',
          month: 'short',
          year: 'numeric',
        }),
    ).formatRange(day(from), day(to))
  }
  const last = formatCalendarDay(to)
  const first = formatCalendarDay(from)
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${first.slice(0, first.lastIndexOf(','))} – ${last}`
    : `${first} – ${last}`
}

/** Names joined as the language lists them ("Bench Press, Squat, and Deadlift"; "… y …" in es). */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(formatLocale(), { type: 'conjunction' }).format(items)
}

/** docs/product/screens.md: 'exercise' for exactly one, otherwise 'exercises'. */
export function exerciseCount(count: number): string {
  return `${count} ${count === 1 ? 'exercise' : 'exercises'}`
}

/** docs/product/screens.md: full name, or 'User' (`fallback`, in the language shown) if either name is missing. */
export function displayName(
  user: { firstName: string | null; lastName: string | null },
  fallback = 'User',
): string {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : fallback
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
  if (!english()) return relativeTime(date, now)
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
  if (!english()) return durationInUnits(minutes)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`
  const days = Math.floor(hours / 24)
  return `${days} ${days === 1 ? 'day' : 'days'}`
}

/** The same steps as formatTimeAgo's, in the language's own words ("vor 35 Minuten"). */
function relativeTime(date: Date, now: Date): string {
  const format = cachedFormat(
    'relative',
    () => new Intl.RelativeTimeFormat(formatLocale(), { numeric: 'always' }),
  )
  const sign = date.getTime() > now.getTime() ? 1 : -1
  const minutes = Math.max(1, Math.round(Math.abs(now.getTime() - date.getTime()) / 60_000))
  if (minutes < 45) return format.format(sign * minutes, 'minute')
  if (minutes < MINUTES_IN_DAY)
    return format.format(sign * Math.max(1, Math.round(minutes / 60)), 'hour')
  if (minutes < MINUTES_IN_MONTH)
    return format.format(sign * Math.round(minutes / MINUTES_IN_DAY), 'day')
  const months = Math.round(minutes / MINUTES_IN_MONTH)
  if (months < 12) return format.format(sign * months, 'month')
  return format.format(sign * Math.round(months / 12), 'year')
}

/** formatDraftAge's steps with the language's unit words ("2 Std. 5 Min.", "3 Tage"). */
function durationInUnits(minutes: number): string {
  const unit = (name: 'minute' | 'hour' | 'day', display: 'short' | 'long') =>
    cachedFormat(
      `${name} ${display}`,
      () =>
        new Intl.NumberFormat(formatLocale(), { style: 'unit', unit: name, unitDisplay: display }),
    ) as Intl.NumberFormat
  if (minutes < 60) return unit('minute', 'short').format(minutes)
  const hours = Math.floor(minutes / 60)
  if (hours >= 24) return unit('day', 'long').format(Math.floor(hours / 24))
  const hoursText = unit('hour', 'short').format(hours)
  return minutes % 60 ? `${hoursText} ${unit('minute', 'short').format(minutes % 60)}` : hoursText
}
