import { z } from 'zod'
import { ExportDocumentSchema } from '#shared/contract/imports.ts'

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema | JsonSchema[]
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  $ref?: string
  $defs?: Record<string, JsonSchema>
}

/** How many objects and arrays deep a value of `schema` nests at most (its $defs resolved). */
function schemaDepth(schema: JsonSchema, defs: Record<string, JsonSchema> = {}): number {
  if (schema.$ref) {
    const def = defs[schema.$ref.replace('#/$defs/', '')]
    return def ? schemaDepth(def, defs) : 0
  }
  const inner = (schemas: JsonSchema[]) => Math.max(0, ...schemas.map((s) => schemaDepth(s, defs)))
  const alternatives = inner([
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ])
  const children = [
    ...Object.values(schema.properties ?? {}),
    ...(typeof schema.additionalProperties === 'object' ? [schema.additionalProperties] : []),
    ...(Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []),
    ...(schema.prefixItems ?? []),
  ]
  const types = [schema.type].flat()
  const container = types.includes('object') || types.includes('array') ? 1 : 0
  return Math.max(alternatives, container + inner(children))
}

const exportSchema = z.toJSONSchema(ExportDocumentSchema, {
  io: 'output',
  unrepresentable: 'any',
}) as JsonSchema

/**
 * docs/product/trust-tokens-and-values.md: how deep a JSON body may nest: as deep as Ironlog's
 * own export (its shares hold days, which hold exercises, which hold sets), the deepest document
 * any route takes. A body is measured before it is parsed, so ten megabytes of nested arrays
 * under a key nobody reads cost one pass over the text, not a parse.
 */
export const JSON_MAX_DEPTH = schemaDepth(exportSchema, exportSchema.$defs)

/**
 * Whether the JSON text opens more than `max` objects and arrays inside one another, read as
 * text (brackets inside strings do not count). Malformed text is left to JSON.parse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) {
      inString = true
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) return true
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--
    }
  }
  return false
}

/** The 400 of a body that nests too deep. */
export const tooDeep = () =>
  Object.assign(
    new Error(`body: nests deeper than ${JSON_MAX_DEPTH} levels of objects and arrays`),
    {
      statusCode: 400,
    },
  )
