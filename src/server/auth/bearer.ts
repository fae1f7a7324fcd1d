import type { IncomingHttpHeaders } from 'node:http'

/**
 * docs/product/tokens-and-restore.md: the personal access token of an `Authorization: Bearer <token>` header, or
 * null. A request that carries one is signed in by it alone, never by a cookie.
 */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(headers.authorization ?? '')
  return match ? match[1]! : null
}
