/** docs/product/entities.md: a day's live-session entries are stored under keys beginning with this prefix. */
export function workoutSessionKeyPrefix(dayId: string): string {
  return `workout-session-${dayId}-`
}

/**
 * Removes every stored session entry of a day (docs/product/states.md: after the day is updated, deleted,
 * archived or unarchived, and when a session ends). Storage failures are only logged (docs/product/errors.md).
 */
export function clearStoredSession(dayId: string): void {
  const prefix = workoutSessionKeyPrefix(dayId)
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key?.startsWith(prefix)) keys.push(key)
    }
    for (const key of keys) localStorage.removeItem(key)
  } catch (error) {
    console.error('Could not clear the stored workout session', error)
  }
}
