import fastJson from 'fast-json-stringify'
import type { FastifySerializerCompiler } from 'fastify/types/schema.ts'
import { z } from 'zod'

type JsonSchema = { [key: string]: unknown }

const isPlainTypeBranch = (branch: unknown): branch is { type: string } =>
  typeof branch === 'object' &&
  branch !== null &&
  Object.keys(branch).every((key) => key === 'type' || key === 'enum') &&
  typeof (branch as { type?: unknown }).type === 'string'

/**
 * zod writes `.nullable()` on an enum as `anyOf: [{type, enum}, {type: 'null'}]`, which
 * fast-json-stringify can only serialize by validating each branch at run time; for writing JSON
 * the branches are just a type list.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify)
  if (typeof schema !== 'object' || schema === null) return schema
  const node = schema as JsonSchema
  if (Array.isArray(node.anyOf) && node.anyOf.every(isPlainTypeBranch)) {
    const { anyOf, ...rest } = node
    return { ...rest, type: anyOf.map((branch) => branch.type) }
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplify(value)]))
}

/**
 * Each schema compiled once: the same one answers many routes and statuses (the `{message}` of
 * every 400, 401 and 404), and a serializer holds no state.
 */
const compiled = new WeakMap<z.ZodType, (data: unknown) => string>()

/**
 * Responses are written by a serializer compiled from each route's zod response schema (as its
 * JSON Schema), not by parsing the answer with zod first: the handlers' answers are already
 * typed against those schemas, so the run-time parse only cost time (a history page is 500 sets).
 * Like zod's parse, it writes only the schema's properties and fails on a missing one.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema)
  if (!serialize) {
    serialize = fastJson(
      simplify(
        z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }),
      ) as Parameters<typeof fastJson>[0],
    )
    compiled.set(schema, serialize)
  }
  return serialize
}
