import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Issue 35, docs/decisions/026: the ETag of a lifter's read. Its `version` is the lifter's data
 * version (lifter_versions, moved by the database on every write of theirs); the hash names
 * whose answer it is, to which URL, from which build of the server, and (for a read that
 * depends on today) in which quarter hour, so no other lifter, URL, release or day can match it.
 */
export function readEtag(read: {
  build: string
  userId: string
  url: string
  version: string
  /** Date.now() for an answer that depends on the day (stats, the default week), else null. */
  now: number | null
}): string {
  const hash = createHash('sha256')
    .update(`${read.build}\n${read.userId}\n${read.url}\n${quarterHour(read.now)}`)
    .digest('base64url')
    .slice(0, 22)
  return `W/"${read.version}-${hash}"`
}

/**
 * Every time zone's midnight is a whole quarter hour of UTC: within one quarter hour no
 * lifter's day, week or month changes, so an answer that depends on today holds in it.
 */
export const quarterHour = (now: number | null) =>
  now === null ? '' : String(Math.floor(now / 900_000))

/**
 * Whether an If-None-Match header names this ETag (weak comparison, RFC 9110 §13.1.2: a GET
 * compares W/"x" and "x" alike). `*` names none: it is checked before the route reads anything,
 * so it cannot know whether the resource exists, and a missing one must stay a 404
 * (docs/product/trust-tokens-and-values.md).
 */
export function noneMatchHas(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  const wanted = opaque(etag)
  return header.split(',').some((tag) => opaque(tag) === wanted)
}

let build: string | undefined

/**
 * The running server's own code, hashed once: a release that answers differently never takes
 * an earlier release's ETag as its own. (Bundled, this module is the whole server.)
 */
export function serverBuild(): string {
  build ??= createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .digest('base64url')
    .slice(0, 16)
  return build
}
