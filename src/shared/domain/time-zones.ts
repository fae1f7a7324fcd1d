/**
 * docs/product/trust-accounts-and-devices.md: the IANA time zone names requests send (`?tz=`, the `ironlog-tz` cookie),
 * each checked with Intl once (building a formatter costs far more than the query it serves)
 * and answered in its canonical spelling. Intl reads names case-insensitively, so the table is
 * keyed by the lower-cased name: `AMERICA/new_york` and `America/New_York` are one entry, and it
 * holds at most the zones Intl knows, whatever spellings arrive. A name Intl refuses is not kept.
 * The bound below only guards against an Intl that would take unbounded names.
 */
const canonical = new Map<string, string>()
const MAX_ENTRIES = 1000

/** `name`'s canonical spelling (`america/new_york` → `America/New_York`), or null if it is none. */
export function canonicalTimeZone(name: string): string | null {
  const key = name.toLowerCase()
  const known = canonical.get(key)
  if (known !== undefined) return known
  let zone: string
  try {
    zone = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    return null
  }
  if (canonical.size >= MAX_ENTRIES) canonical.delete(canonical.keys().next().value!)
  canonical.set(key, zone)
  return zone
}

/** How many names are kept (a test holds it against the spellings sent). */
export const timeZoneCacheSize = () => canonical.size
