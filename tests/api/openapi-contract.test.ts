import { randomUUID } from 'node:crypto'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { LightMyRequestResponse, RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp, type TestUser } from '../support/build-test-app.ts'

/**
 * Issue 29: the OpenAPI document as a contract a client can be generated from. Every route the
 * app registers is called for real — signed out, and signed in with a bad body, query or path
 * parameter — and each answer must be one its operation lists, its body matching the listed
 * schema. A new route is walked like the others: only its own declarations are needed.
 */

type JsonSchema = {
  type?: string | string[]
  format?: string
  maxLength?: number
  examples?: unknown[]
}
type Parameter = { in: string; name: string; schema: JsonSchema }
type Operation = {
  operationId?: string
  summary?: string
  security?: unknown[]
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: JsonSchema; example?: unknown }> }
  responses: Record<string, { content?: Record<string, { schema?: object }> }>
}
type Spec = { paths: Record<string, Record<string, Operation>> }

type Route = {
  /** `GET /api/workouts/{id}`, as the document names it. */
  name: string
  method: string
  /** Fastify's form, `/api/workouts/:id`. */
  url: string
  op: Operation
  bodyLimit: number
}

const DEFAULT_BODY_LIMIT = 1024 * 1024

const registered: RouteOptions[] = []
let t: TestApp
let spec: Spec
let lifter: TestUser
beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => registered.push(route) })
  spec = (await t.app.inject({ url: '/api/openapi.json' })).json()
  lifter = await t.register()
})
afterAll(() => t.close())

/** Every operation of the API as registered (HEAD, the docs and hidden routes aside). */
function routes(): Route[] {
  return registered.flatMap((route) => {
    const schema = (route.schema ?? {}) as { hide?: boolean }
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || schema.hide) {
      return []
    }
    const path = route.url.replace(/:(\w+)/g, '{$1}')
    return [route.method]
      .flat()
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        name: `${method} ${path}`,
        method,
        url: route.url,
        op: spec.paths[path]![method.toLowerCase()]!,
        bodyLimit: route.bodyLimit ?? DEFAULT_BODY_LIMIT,
      }))
  })
}

const isPublic = (route: Route) => route.op.security?.length === 0
/** The account's own routes (docs/product/tokens-and-restore.md): the session cookie, never an API token. */
const isSessionOnly = (route: Route) =>
  JSON.stringify(route.op.security) === JSON.stringify([{ session: [] }])
const parametersIn = (route: Route, where: string) =>
  (route.op.parameters ?? []).filter((p) => p.in === where)

/** A value a path parameter may take: a fresh id, or a name. */
const goodValue = (schema: JsonSchema) => (schema.format === 'uuid' ? randomUUID() : 'Bench Press')

/** A value it may not take: not an id, or text no database stores. */
const badValue = (schema: JsonSchema) => (schema.format === 'uuid' ? 'not-an-id' : '\u0000')

/** Longer than the router takes (app.ts: a 414 whatever the route). */
const tooLong = () => 'x'.repeat(101)

/** The route's URL with every path parameter given a value. */
function urlOf(route: Route, value: (schema: JsonSchema) => string = goodValue) {
  return parametersIn(route, 'path').reduce(
    (url, p) => url.replace(`:${p.name}`, encodeURIComponent(value(p.schema))),
    route.url,
  )
}

const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
const validators = new Map<object, ValidateFunction>()

/**
 * The answer checked against the document: its status is one the operation lists, and a JSON
 * body matches that answer's schema. Problems are collected, so one run names them all.
 */
function check(route: Route, res: LightMyRequestResponse, problems: string[], doing: string) {
  const answer = route.op.responses[String(res.statusCode)]
  if (!answer) {
    problems.push(`${route.name} ${doing}: answered ${res.statusCode}, not listed (${res.body})`)
    return
  }
  const schema = answer.content?.['application/json']?.schema
  if (!schema || !String(res.headers['content-type']).startsWith('application/json')) return
  const validate = validators.get(schema) ?? ajv.compile(schema)
  validators.set(schema, validate)
  if (!validate(res.json())) {
    problems.push(
      `${route.name} ${doing}: ${res.statusCode} body does not match: ${ajv.errorsText(validate.errors)}`,
    )
  }
}

describe('the OpenAPI document as a contract (issue 29)', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(spec)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('names and summarises every operation, each name once', () => {
    const all = routes()
    expect(all.length).toBeGreaterThan(40)
    expect(all.filter((r) => !r.op.operationId || !r.op.summary).map((r) => r.name)).toEqual([])
    const ids = all.map((r) => r.op.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('asks no session of public routes, and signed out every other answers its listed 401', async () => {
    const problems: string[] = []
    for (const route of routes()) {
      if (!isPublic(route) && !route.op.responses['401']) problems.push(`${route.name}: no 401`)
      // A body that passes where validation comes before the session check: the example, if any.
      const body = route.op.requestBody?.content['application/json']
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        ...(body ? { payload: (body.example ?? body.schema?.examples?.[0] ?? {}) as object } : {}),
      })
      check(route, res, problems, 'signed out')
      if (isPublic(route) && res.statusCode === 401) problems.push(`${route.name}: public, but 401`)
      if (!isPublic(route) && res.statusCode !== 401) {
        problems.push(`${route.name}: signed out answered ${res.statusCode}, not 401`)
      }
    }
    expect(problems).toEqual([])
  })

  it('answers a revoked API token with 401, and refuses a read token’s writes and any token on the account’s own routes with 403', async () => {
    const create = (scope: string) =>
      t.injectAs(lifter, { method: 'POST', url: '/api/tokens', payload: { name: scope, scope } })
    const read = (await create('read')).json() as { token: string }
    const revoked = (await create('write')).json() as { id: string; token: string }
    await t.injectAs(lifter, { method: 'DELETE', url: `/api/tokens/${revoked.id}` })
    const problems: string[] = []
    for (const route of routes().filter((r) => !isPublic(r))) {
      const send = (token: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          headers: { authorization: `Bearer ${token}` },
        })
      const expected = isSessionOnly(route) ? 403 : 401
      const byRevoked = await send(revoked.token)
      check(route, byRevoked, problems, 'with a revoked token')
      if (byRevoked.statusCode !== expected) {
        problems.push(`${route.name} revoked token: ${byRevoked.statusCode}, not ${expected}`)
      }
      const byReader = await send(read.token)
      check(route, byReader, problems, 'with a read token')
      const refused = isSessionOnly(route) || route.method !== 'GET'
      if (refused !== (byReader.statusCode === 403)) {
        problems.push(`${route.name} read token: ${byReader.statusCode}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('answers a bad body with 400, one too large with 413 and one of another type with 415', async () => {
    const problems: string[] = []
    for (const route of routes().filter((r) => r.op.requestBody)) {
      const send = (payload: string, contentType: string) =>
        t.injectAs(lifter, {
          method: route.method as 'POST',
          url: urlOf(route),
          headers: { 'content-type': contentType },
          payload,
        })
      const types = Object.keys(route.op.requestBody!.content)
      const json = types.includes('application/json')
      const type = json ? 'application/json' : types[0]!
      const expectations: Array<[string, number, LightMyRequestResponse]> = [
        // A JSON array where an object (or an export file) belongs.
        ['a bad body', 400, await send('[]', type)],
        ['a body over its limit', 413, await send('x'.repeat(route.bodyLimit + 1), type)],
      ]
      // A route that takes JSON alone refuses another type; one that takes several (the import:
      // CSV or JSON) reads any other as the first.
      if (types.length === 1 && json) {
        expectations.push(['XML', 415, await send('<set/>', 'application/xml')])
      }
      for (const [doing, status, res] of expectations) {
        check(route, res, problems, doing)
        if (res.statusCode !== status) problems.push(`${route.name} ${doing}: ${res.statusCode}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('answers a bad query with 400', async () => {
    const problems: string[] = []
    for (const route of routes()) {
      const query = parametersIn(route, 'query')
      if (query.length === 0) continue
      const statuses: number[] = []
      for (const parameter of query) {
        for (const value of ['\u0000', 'x'.repeat(5000), 'not-valid']) {
          const url = `${urlOf(route)}?${new URLSearchParams({ [parameter.name]: value })}`
          const res = await t.injectAs(lifter, { method: route.method as 'GET', url })
          check(route, res, problems, `?${parameter.name}=${value.slice(0, 10)}`)
          statuses.push(res.statusCode)
        }
      }
      if (!statuses.includes(400)) problems.push(`${route.name}: no bad query answered 400`)
    }
    expect(problems).toEqual([])
  })

  it('answers a path parameter that names no record with 404 (or 400), and one too long with 414', async () => {
    const problems: string[] = []
    for (const route of routes()) {
      if (parametersIn(route, 'path').length === 0) continue
      // A parameter that cannot name a record is not found (error-handler.ts), or a 400 naming it.
      const long = await t.injectAs(lifter, {
        method: route.method as 'GET',
        url: urlOf(route, tooLong),
      })
      check(route, long, problems, 'with a path parameter too long')
      if (long.statusCode !== 414) problems.push(`${route.name} too long: ${long.statusCode}`)
      const bad = await t.injectAs(lifter, {
        method: route.method as 'GET',
        url: urlOf(route, badValue),
      })
      check(route, bad, problems, 'with a bad path parameter')
      if (![400, 404].includes(bad.statusCode)) {
        problems.push(`${route.name} bad parameter: ${bad.statusCode}`)
      }
      if (route.op.requestBody) continue
      // A fresh id of the right shape: nobody's, or another lifter's, alike.
      const unknown = await t.injectAs(lifter, { method: route.method as 'GET', url: urlOf(route) })
      check(route, unknown, problems, 'with an unknown id')
    }
    expect(problems).toEqual([])
  })
})
