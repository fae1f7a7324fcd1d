import fastJson from 'fast-json-stringify'
import type { FastifyReply } from 'fastify'
import type { FastifySerializerCompiler } from 'fastify/types/schema.ts'
import { z } from 'zod'

type JsonSchema = { [key: string]: unknown }

const isPlainTypeBranch = (branch: unknown): branch is { type: string } =>
  typeof branch === 'object' &&
  branch !== null &&
  Object.keys(branch).every((key) => key === 'type' || key === 'enum') &&
  typeof (branch as { type?: unknown }).type === 'string'

const isNullBranch = (branch: unknown) =>
  isPlainTypeBranch(branch) && branch.type === 'null' && Object.keys(branch).length === 1

/** A branch fast-json-stringify writes by its own code, with no validator to choose it. */
const isPlainBranch = (branch: unknown) =>
  typeof branch === 'object' &&
  branch !== null &&
  !['anyOf', 'oneOf', 'allOf', '$ref', 'if'].some((key) => key in branch)

/**
 * zod writes `.nullable()` as `anyOf: [schema, {type: 'null'}]`, which fast-json-stringify can
 * only serialize by validating the answer against each branch at run time (with every date-time
 * format checked: a tenth of a day's plan's CPU). For writing JSON an enum's branches are just a
 * type list, and any other schema or null is that schema marked `nullable`.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify)
  if (typeof schema !== 'object' || schema === null) return schema
  const node = schema as JsonSchema
  if (Array.isArray(node.anyOf) && node.anyOf.every(isPlainTypeBranch)) {
    const { anyOf, ...rest } = node
    return { ...rest, type: anyOf.map((branch) => branch.type) }
  }
  if (Array.isArray(node.anyOf) && node.anyOf.length === 2 && node.anyOf.some(isNullBranch)) {
    const { anyOf, ...rest } = node
    const value = anyOf.find((branch) => !isNullBranch(branch))
    if (isPlainBranch(value)) return simplify({ ...(value as JsonSchema), ...rest, nullable: true })
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
export function jsonWriter<T>(schema: z.ZodType<T>): (data: T) => string {
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

export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) =>
  jsonWriter(schema)

/**
 * Writes objects of `schema` whose `field` is kept already written (by jsonWriter of that
 * field's schema, so exactly as the route's serializer would write it): the rest is written,
 * the field's text put in as it is. For an answer most of whose bytes are kept as JSON
 * (decision 036), which would otherwise be parsed and written again for every answer.
 */
export function jsonWriterWithWritten<Shape extends z.ZodRawShape, Field extends keyof Shape>(
  schema: z.ZodObject<Shape>,
  field: Field,
) {
  const writeRest = jsonWriter(schema.omit({ [field]: true } as never)) as (
    data: Omit<z.output<z.ZodObject<Shape>>, Field>,
  ) => string
  const name = JSON.stringify(field)
  return (rest: Omit<z.output<z.ZodObject<Shape>>, Field>, written: string) => {
    const json = writeRest(rest)
    // An object's JSON ends with its closing brace; the field goes last, before it.
    return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}${name}:${written}}`
  }
}

/**
 * Answers JSON already written (kept written, or encoded once), as it is: no serializer runs.
 * The route's schema still says what it holds; the type provider only knows the answer as the
 * schema's objects, hence the cast.
 */
export const sendWritten = (reply: FastifyReply, json: string | Buffer) =>
  reply.type('application/json; charset=utf-8').send(json as never)
