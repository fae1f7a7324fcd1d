import type { FastifyReply } from 'fastify'
import ipaddr from 'ipaddr.js'

/**
 * docs/product/sign-in-and-processes.md: how often a client address (or an account) may try what,
 * in one place; counted by queries/rate-limits.ts takeTry, refused by `sendLimited`. No sign-in
 * limit counts an account alone, so someone guessing from elsewhere never keeps its owner out:
 * the owner's own address has its own count.
 */
export const LIMITS = {
  /** Failed sign-ins from one address, whatever accounts they name (a gym's Wi-Fi is one address). */
  loginPerAddress: { kind: 'login', max: 100, windowSeconds: 15 * 60 },
  /** Failed sign-ins from one address to one account. */
  loginPerAddressAndAccount: { kind: 'login', max: 5, windowSeconds: 15 * 60 },
  /** Accounts one address may try to create. */
  registerPerAddress: { kind: 'register', max: 20, windowSeconds: 60 * 60 },
  /** Reset e-mails one address may ask for. */
  resetPerAddress: { kind: 'reset', max: 10, windowSeconds: 60 * 60 },
  /** Reset e-mails one account is sent, whoever asks: no mailbox is flooded. */
  resetPerAccount: { kind: 'reset', max: 3, windowSeconds: 60 * 60 },
  /** docs/product/trust-accounts-and-devices.md: e-mails that link an OIDC sign-in to an account, asked from one address. */
  linkMailPerAddress: { kind: 'link', max: 10, windowSeconds: 60 * 60 },
  /** …and sent to one account, whoever asks. */
  linkMailPerAccount: { kind: 'link', max: 3, windowSeconds: 60 * 60 },
  /**
   * Shares one account sends: each can e-mail any address, so plenty for a lifter, too few to
   * use the server as a spam relay.
   */
  sharesPerAccount: { kind: 'share', max: 50, windowSeconds: 60 * 60 },
} as const

export type RateLimit = (typeof LIMITS)[keyof typeof LIMITS]
export type RateLimitKind = RateLimit['kind']

/** The longest window: rows older than this count for nothing. */
export const LONGEST_WINDOW_SECONDS = Math.max(
  ...Object.values(LIMITS).map((limit) => limit.windowSeconds),
)

/** The answer's text for a wait of `seconds`, in whole minutes (at least one). */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** docs/product/api.md: 429, saying `what` and when to come back (Retry-After, in seconds). */
export function sendLimited(reply: FastifyReply, seconds: number, what: string) {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: `${what} ${tryAgainIn(seconds)}` })
}

/**
 * docs/product/trust-accounts-and-devices.md: the address a limit counts. An IPv6 client is its
 * /64, the block one household or phone is given and can pick any address from; IPv4 (also
 * mapped into IPv6) as is. Read by ipaddr.js; what it cannot read is counted as it is.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip
  if (!ipaddr.IPv6.isValid(ip)) return ip
  const address = ipaddr.IPv6.parse(ip)
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString()
  return `${address.parts
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
