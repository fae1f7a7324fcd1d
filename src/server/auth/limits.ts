/**
 * decisions.md §11: how often a client address may try what, in one place. No limit counts
 * an account alone, so someone guessing from elsewhere never keeps its owner out: the owner's
 * own address has its own count.
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
