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

/**
 * docs/product/trust-tokens-and-values.md: what a name may not hold, being plain text: C0 and C1
 * control characters and the bidirectional embeddings, overrides and isolates, which would
 * reorder what other lifters read (a shared day's names).
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it finds
const NOT_PLAIN = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

/** Whether a name is plain text (no control or bidirectional-override character). */
export const isPlainName = (name: string) => !NOT_PLAIN.test(name)

/** A name from a file made plain: each run of what a name may not hold becomes one space. */
export const plainName = (name: string) =>
  name.replace(new RegExp(`${NOT_PLAIN.source}+`, 'g'), ' ')
