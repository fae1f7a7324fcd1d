import type { FastifyReply } from 'fastify'

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
 * docs/product/trust-accounts-and-devices.md: the address a limit counts. An IPv6 client is its /64, the block one
 * household or phone is given and can pick any address from; IPv4 (also mapped into IPv6) as is.
 */
export function addressKey(ip: string): string {
  if (!ip.includes(':')) return ip
  let text = ip.split('%')[0]!.toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (mapped) return mapped[1]!
  // An IPv4 tail (64:ff9b::192.0.2.1) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  const head = halves[0] ? halves[0].split(':') : []
  const tail = halves[1] ? halves[1].split(':') : []
  const groups = [
    ...head,
    ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'),
    ...tail,
  ]
  if (halves.length > 2 || groups.length !== 8 || groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) {
    // Not an address we can read: counted as it is.
    return ip
  }
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`
}
