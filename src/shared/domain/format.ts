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
