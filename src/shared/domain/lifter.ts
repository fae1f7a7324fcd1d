/**
 * docs/product/trust-accounts-and-devices.md: every queued write carries the lifter who made it in this header; the server
 * answers 401 when another lifter is signed in, so a stale tab never writes into the wrong
 * account (src/server/plugins/auth.ts), and the outbox keeps the write for its lifter.
 */
export const LIFTER_HEADER = 'x-ironlog-lifter'

/**
 * docs/product/trust-accounts-and-devices.md: set by the page when a lifter signs out offline (the session cookie is
 * HttpOnly, out of its reach); the server's first request with it ends that session.
 */
export const SIGNED_OUT_COOKIE = 'ironlog-signed-out'
