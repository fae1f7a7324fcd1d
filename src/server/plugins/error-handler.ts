import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** Statuses whose Fastify message is already fit for a client; everything else is rephrased. */
const KNOWN_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Request body must be JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Request body length does not match Content-Length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'body: must be a JSON object'],
}

/** The first key a strict object did not take, from its issue's params. */
function unknownKey(params: unknown): string | null {
  const keys = (params as { keys?: unknown }).keys
  return Array.isArray(keys) && typeof keys[0] === 'string' ? keys[0] : null
}

/** One error shape for every failure: `{"message": "…"}`; no stack trace ever leaves the server. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id that is not even a UUID cannot be one of the caller's records.
      if (error.validationContext === 'params') {
        return reply.code(404).send({ message: 'Not found' })
      }
      const issue = error.validation[0]!
      const at = issue.instancePath.slice(1).replaceAll('/', '.')
      // docs/product/trust-tokens-and-values.md: a field the route would ignore is named.
      const unknown = issue.keyword === 'unrecognized_keys' ? unknownKey(issue.params) : null
      if (unknown !== null) {
        const field = at ? `${at}.${unknown}` : unknown
        return reply.code(400).send({ message: `${field}: is not a field this route takes` })
      }
      const field = at || error.validationContext
      const message =
        field === 'body' && issue.keyword === 'invalid_type'
          ? 'must be a JSON object'
          : issue.message
      return reply.code(400).send({ message: `${field}: ${message}` })
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Most routes take 1 MiB; an import takes 10 (docs/product/import-export.md).
      const mib = request.routeOptions.bodyLimit / (1024 * 1024)
      return reply.code(413).send({ message: `Request body is larger than ${mib} MiB` })
    }
    const known = error.code ? KNOWN_CODES[error.code] : undefined
    if (known) return reply.code(known[0]).send({ message: known[1] })
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: 'body: is not valid JSON' })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ message: 'Internal Server Error' })
  })
})
