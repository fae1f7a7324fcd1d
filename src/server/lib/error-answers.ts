import { ErrorSchema } from '#shared/contract/common.ts'

/** What each error status of the API means, as the OpenAPI document tells a client. */
const MEANINGS = {
  400: 'The request is not valid: the message names the field',
  401: 'Not signed in, or the sign-in failed: the message says which',
  403: 'Refused: a state-changing request from another origin, what an API token may not do (a read token writing, any token on the account’s own routes), or an act that needs a fresh proof (the password, or a sign-in in the last 10 minutes): the message says which',
  404: 'Not found, or not this lifter’s',
  409: 'Conflicts with what is stored: the message says how',
  410: 'Gone: it was deleted',
  413: 'The request body is larger than this route takes',
  414: 'A path parameter is longer than the router takes (100 characters)',
  415: 'The request body must be JSON',
  429: 'Too many requests: Retry-After says in how many seconds to try again',
  503: 'The database is not answering',
} as const

export type ErrorStatus = keyof typeof MEANINGS

/**
 * The `{"message"}` answers (docs/product/api.md) of these statuses, for a route's `response`: every
 * status a route can answer is declared there, so the OpenAPI document lists it (issue 29).
 */
export function errorAnswers<const S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: typeof ErrorSchema } {
  return Object.fromEntries(
    statuses.map((status) => [status, ErrorSchema.describe(MEANINGS[status])]),
  ) as { [K in S]: typeof ErrorSchema }
}

/**
 * What any route that takes a JSON body can answer about it: a body that fails its schema or is
 * not JSON (400), too large (413, error-handler.ts), sent as another type (415).
 */
export const BODY_ERRORS = [400, 413, 415] as const

/** For a public route's schema: no session needed (the document's global security is the cookie or a token). */
export const PUBLIC = { security: [] }

/** For the account's own routes (docs/product/tokens-and-restore.md): the session cookie only, never an API token. */
export const SESSION_ONLY = { security: [{ session: [] }] }
