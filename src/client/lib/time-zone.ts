/** The browser's IANA time zone: a lifter's calendar days and local times are in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
