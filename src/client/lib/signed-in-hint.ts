// Remembers that this browser was signed in, so a returning lifter sees a splash rather than
// the marketing page while their session is checked. Logged-out visitors never have it.
const KEY = 'ironlog-signed-in'

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(KEY) === '1'
  } catch {
    return false
  }
}

export function setSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(KEY, '1')
    else localStorage.removeItem(KEY)
  } catch {
    // Storage may be unavailable (private mode); the hint is only a nicety.
  }
}
