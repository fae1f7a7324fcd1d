/**
 * Issue 35, docs/decisions/026: the last answer of each read with its ETag, so that a screen
 * reading it again sends `If-None-Match` and the server answers 304 (no body, no query) when the
 * lifter's data has not changed since. Kept as the answer's text: a 304 means "the answer you
 * have", which is this text, not whatever the query cache holds now (an optimistic update may
 * have changed that). Kept in memory, and with the kept query cache (query-persister.ts) so the
 * app reopened on a phone asks the same way; forgotten with the lifter (lifter-device.ts).
 */

export type KeptRead = { path: string; etag: string; text: string }

/** A screen's reads are few: the newest answers, and none so large it crowds the rest out. */
const MAX_READS = 40
const MAX_TEXT = 256 * 1024

const kept = new Map<string, KeptRead>()

/** The ETag to send with a read of `path`, if its answer is kept. */
export function keptEtag(path: string): string | undefined {
  return kept.get(path)?.etag
}

/** The kept answer of `path` (a 304 said it is current), moved to the newest place. */
export function keptText(path: string): string | undefined {
  const read = kept.get(path)
  if (!read) return undefined
  kept.delete(path)
  kept.set(path, read)
  return read.text
}

/** Keeps an answer that came with an ETag (the oldest goes beyond MAX_READS). */
export function keepRead(path: string, etag: string | null, text: string) {
  kept.delete(path)
  if (!etag || text.length > MAX_TEXT) return
  kept.set(path, { path, etag, text })
  if (kept.size > MAX_READS) kept.delete(kept.keys().next().value!)
}

/** What is kept, oldest first, for the kept query cache. */
export function keptReads(): KeptRead[] {
  return [...kept.values()]
}

/** Puts back what the kept query cache had (never over an answer of this page's own). */
export function restoreKeptReads(reads: readonly KeptRead[]) {
  for (const read of reads) {
    if (!kept.has(read.path)) keepRead(read.path, read.etag, read.text)
  }
}

/** The lifter signs out on this device: nothing of theirs stays. */
export function forgetKeptReads() {
  kept.clear()
}
