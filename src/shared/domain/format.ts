/** Spec §2/§9: volume in thousands with one decimal and a 'K' suffix, or 0. */
export function formatVolume(volume: number): string {
  if (!volume) return '0'
  return `${(volume / 1000).toFixed(1)}K`
}

/** Spec §2: 'exercise' for exactly one, otherwise 'exercises'. */
export function exerciseCount(count: number): string {
  return `${count} ${count === 1 ? 'exercise' : 'exercises'}`
}

/** Spec §2: full name, or 'User' if either name is missing. */
export function displayName(user: { firstName: string | null; lastName: string | null }): string {
  return user.firstName && user.lastName ? `${user.firstName} ${user.lastName}` : 'User'
}

/** Spec §2: first letters of first and last name, else of the e-mail, else 'U'. */
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
