import { JOIN_TTL_MINUTES } from '#shared/contract/auth.ts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { OidcProfile } from './oidc.ts'

/**
 * docs/product/trust-accounts-and-devices.md: an OIDC sign-in waiting to join the account of its e-mail, in a signed,
 * HttpOnly cookie of its own (nothing of it is stored on the server): the provider's profile,
 * the account it may join, where to go afterwards and, once a link was mailed, the hash of its
 * token. Only the browser that signed in with the provider holds it, so a mailed link joins
 * only there.
 */
export type PendingJoin = {
  profile: OidcProfile
  userId: string
  returnTo: string
  /** SHA-256 of the mailed link's token, once one was sent. */
  tokenHash?: string
  /** Epoch ms after which it no longer joins. */
  expiresAt: number
}

export { JOIN_TTL_MINUTES }

export const JOIN_COOKIE = 'ironlog_oidc_join'
const JOIN_PATH = '/api/auth/oidc-link'

export function keepPendingJoin(
  reply: FastifyReply,
  join: Omit<PendingJoin, 'expiresAt'> & { expiresAt?: number },
  secure: boolean,
) {
  const expiresAt = join.expiresAt ?? Date.now() + JOIN_TTL_MINUTES * 60_000
  reply.setCookie(JOIN_COOKIE, JSON.stringify({ ...join, expiresAt }), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: JOIN_PATH,
    maxAge: Math.max(0, Math.ceil((expiresAt - Date.now()) / 1000)),
  })
}

/** The request's pending join while its cookie is validly signed and not expired, else null. */
export function pendingJoin(request: FastifyRequest): PendingJoin | null {
  const raw = request.cookies[JOIN_COOKIE]
  const unsigned = raw ? request.unsignCookie(raw) : null
  if (!unsigned?.valid || !unsigned.value) return null
  try {
    const join = JSON.parse(unsigned.value) as PendingJoin
    return join.expiresAt > Date.now() ? join : null
  } catch {
    return null
  }
}

export function forgetPendingJoin(reply: FastifyReply) {
  reply.clearCookie(JOIN_COOKIE, { path: JOIN_PATH })
}
