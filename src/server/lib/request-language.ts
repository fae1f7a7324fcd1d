import type { FastifyRequest } from 'fastify'
import {
  acceptedLanguages,
  bestLanguage,
  cookieLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type DisplayLanguage,
  type Language,
} from '#shared/domain/languages.ts'

/**
 * docs/product/languages.md: a signed-out visitor's language, the cookie their switch set, else the best
 * match of the browser's Accept-Language, else English. A new account takes it.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const chosen = request.cookies[LANGUAGE_COOKIE]
  if (isLanguage(chosen)) return chosen
  return bestLanguage(acceptedLanguages(request.headers['accept-language']))
}

/**
 * The language a page is shown in: the tests' pseudo-language when the cookie holds it, else the
 * signed-in lifter's, else the visitor's (requestLanguage).
 */
export function pageLanguage(request: FastifyRequest, lifter?: Language): DisplayLanguage {
  const cookie = cookieLanguage(request.cookies[LANGUAGE_COOKIE])
  if (cookie && !isLanguage(cookie)) return cookie
  return lifter ?? requestLanguage(request)
}
