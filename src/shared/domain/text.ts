/** docs/product/api.md: names (days, exercises, people) are 1–100 characters after trimming. */
export const MAX_NAME_LENGTH = 100
/** docs/product/api.md: a note is at most 2000 characters. */
export const MAX_NOTES_LENGTH = 2000
/** docs/product/accounts.md: a new password is at least 8 characters (and at most 200). */
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 200
/** docs/product/exercises.md: an exercise's pinned note is 1–500 characters after trimming. */
export const MAX_PINNED_NOTE_LENGTH = 500

/**
 * Whether PostgreSQL can store a text as it is: no NUL character (text and jsonb refuse it) and
 * no half of a UTF-16 surrogate pair (jsonb refuses it; text would turn it into U+FFFD).
 */
export function isStorableText(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0) return false
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1)
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false
      i++
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return false
    }
  }
  return true
}
