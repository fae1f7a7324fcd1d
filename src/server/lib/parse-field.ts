import type { z } from 'zod'
import { badRequest } from './http-error.ts'

/**
 * A path parameter read with its shared schema in the route, where a bad value is a 400 naming
 * it: the path schema's own failures answer 404 (plugins/error-handler.ts), right for an id but
 * not for a date or name the lifter is writing to.
 */
export function parseField<T extends z.ZodType>(
  schema: T,
  field: string,
  value: unknown,
): z.output<T> {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw badRequest(`${field}: ${parsed.error.issues[0]!.message}`)
  return parsed.data
}
