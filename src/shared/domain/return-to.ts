// A C0 or C1 control character (tab, CR and LF among them): browsers drop some of these from a
// URL before resolving it, so `/<TAB>/evil.example` would become `//evil.example`.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/

/** How many layers of percent-encoding are looked through: more is not a path of ours. */
const MAX_DECODINGS = 3

/**
 * docs/product/accounts.md, docs/product/trust-accounts-and-devices.md: where a sign-in may lead. A path that starts with one `/`, with no
 * backslash and no control character anywhere, as sent or once percent-decoded (every layer);
 * anything else is `/`. The one rule for the server (`/api/login`, the OIDC callback) and the
 * browser (the sign-in page, an already signed-in visit to it).
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/'
  let text = value
  for (let layer = 0; ; layer++) {
    if (!/^\/(?!\/)/.test(text) || text.includes('\\') || CONTROL.test(text)) return '/'
    let decoded: string
    try {
      decoded = decodeURIComponent(text)
    } catch {
      return '/'
    }
    if (decoded === text) return value
    if (layer === MAX_DECODINGS) return '/'
    text = decoded
  }
}
