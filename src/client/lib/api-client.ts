import { LIFTER_HEADER } from '#shared/domain/lifter.ts'
import { keepRead, keptEtag, keptText } from './conditional-reads.ts'
import { noteAnswer, SAVED_ANSWER_HEADER } from './connectivity.ts'
import { SAVED_DATA_MAX_AGE_MS } from './lifter-device.ts'

/** docs/product/errors.md: any non-success answer becomes the error "{status}: {body or status text}". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`)
  }

  /** The server's `{"message"}`, for toasts that show it (docs/product/errors.md shares and history). */
  get serverMessage(): string | null {
    try {
      const parsed: unknown = JSON.parse(this.body)
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        return String(parsed.message)
      }
    } catch {
      // Not JSON: no server message.
    }
    return null
  }
}

/** docs/product/errors.md: an error starting '401: ' and containing 'Unauthorized' means logged out. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message)
}

/**
 * The reads this page made before a service worker controlled it (issue 16): when the first
 * version takes the page over, it reads them again (provider.tsx) so that they are kept for
 * offline. Only while no worker controls the page, and a page's worth at most.
 */
const readsBeforeWorker = new Set<string>()
const MAX_READS_BEFORE_WORKER = 100

export function takeReadsBeforeWorker(): string[] {
  const paths = [...readsBeforeWorker]
  readsBeforeWorker.clear()
  return paths
}

/** A read the page has (from the server or, issue 18, in its server-rendered HTML). */
export function noteReadBeforeWorker(path: string) {
  if (
    'serviceWorker' in navigator &&
    !navigator.serviceWorker.controller &&
    readsBeforeWorker.size < MAX_READS_BEFORE_WORKER
  ) {
    readsBeforeWorker.add(path)
  }
}

export async function api<T>(
  path: string,
  options: {
    method?: string
    body?: unknown
    /** A file sent as the body as it is (an import, docs/product/import-export.md, or a restore, docs/product/tokens-and-restore.md). */
    file?: Blob
    /** The file's type: a CSV unless told (a restore's JSON). */
    fileType?: 'text/csv' | 'application/json'
    signal?: AbortSignal
    /**
     * Only the server's answer of now will do: one the service worker saved earlier fails as
     * the network would (issue 16; session entry decides on what the server holds now).
     */
    fresh?: boolean
    /** docs/product/trust-accounts-and-devices.md: the lifter a queued write belongs to; refused (401) for another. */
    lifter?: string
  } = {},
): Promise<T> {
  const hasBody = options.body !== undefined
  const method = options.method ?? 'GET'
  const headers: Record<string, string> = {}
  if (options.file) headers['Content-Type'] = options.fileType ?? 'text/csv'
  else if (hasBody) headers['Content-Type'] = 'application/json'
  if (options.lifter) headers[LIFTER_HEADER] = options.lifter
  // Issue 35: a read of an answer kept with its ETag asks whether it changed (304 if not).
  const etag = method === 'GET' ? keptEtag(path) : undefined
  if (etag) headers['If-None-Match'] = etag
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: options.file ?? (hasBody ? JSON.stringify(options.body) : undefined),
    signal: options.signal ?? null,
  })
  const saved = response.headers.has(SAVED_ANSWER_HEADER)
  // docs/product/trust-accounts-and-devices.md: saved answers expire; an old one counts as none (offline, no data).
  if (
    saved &&
    Date.now() - Date.parse(response.headers.get('date') ?? '') > SAVED_DATA_MAX_AGE_MS
  ) {
    throw new TypeError('Offline: the saved answer is too old')
  }
  noteAnswer(response)
  if (options.fresh && saved) {
    throw new TypeError('Offline: only a saved answer')
  }
  const unchanged = response.status === 304 ? keptText(path) : undefined
  if (unchanged !== undefined) {
    noteReadBeforeWorker(path)
    return JSON.parse(unchanged) as T
  }
  if (!response.ok) {
    throw new ApiError(response.status, (await response.text()) || response.statusText)
  }
  if (response.status === 204) return undefined as T
  if (method !== 'GET') return (await response.json()) as T
  noteReadBeforeWorker(path)
  const text = await response.text()
  // A saved answer (offline) is no answer of the server's now: what is kept stays as it was.
  if (!saved) keepRead(path, response.headers.get('etag'), text)
  return JSON.parse(text) as T
}
