import { t } from '@lingui/core/macro'
import type { z } from 'zod'
import { ApiError } from './api-client.ts'
import { currentLanguage } from './i18n.ts'

/*
 * docs/product/languages.md: the API's own messages stay English; a screen shows the translated text of the
 * failures it knows. In English the server's message shows as it always has (docs/product/errors.md).
 */

/** A message of the server's in English, else `translated` (in the language shown). */
export function serverText(server: string | null | undefined, translated: string): string {
  return server && currentLanguage() === 'en' ? server : translated
}

/** A failure's server message in English, else `fallback` (in the language shown). */
export function failureText(error: unknown, fallback: string): string {
  return serverText(error instanceof ApiError ? error.serverMessage : null, fallback)
}

/**
 * A form field's problem, from the shared contract's check: "{label} {message}" in English,
 * else said in the language shown from what the check found (too short, too long, no e-mail).
 */
export function issueText(label: string, issue: z.core.$ZodIssue): string {
  if (currentLanguage() === 'en') return `${label} ${issue.message}`
  if (issue.code === 'too_small' && issue.origin === 'string') {
    const minimum = Number(issue.minimum)
    return minimum <= 1
      ? t`${label} is required`
      : t`${label} must be at least ${minimum} characters`
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    const maximum = Number(issue.maximum)
    return t`${label} must be at most ${maximum} characters`
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') {
    return t`${label} must be a valid e-mail address`
  }
  return t`${label} is not valid`
}
