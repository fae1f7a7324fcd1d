import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../support/build-test-app.ts'

type Operation = {
  parameters?: Array<{ in: string; name: string }>
  requestBody?: { content: Record<string, { schema?: object }> }
  responses: Record<string, { content?: Record<string, { schema?: object }> }>
}
type Spec = { openapi: string; paths: Record<string, Record<string, Operation>> }

const routes: RouteOptions[] = []
let t: TestApp
let spec: Spec
beforeAll(async () => {
  t = await buildTestApp({ onRoute: (route) => routes.push(route) })
  const res = await t.app.inject({ url: '/api/openapi.json' })
  expect(res.statusCode).toBe(200)
  spec = res.json()
})
afterAll(() => t.close())

/** The API's own routes as registered: every method but HEAD, docs and hidden ones aside. */
function apiRoutes() {
  return routes.flatMap((route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs') || schema.hide) {
      return []
    }
    const methods = [route.method].flat().filter((method) => method !== 'HEAD')
    return methods.map((method) => ({
      method: method.toLowerCase(),
      path: route.url.replace(/:(\w+)/g, '{$1}'),
      schema,
    }))
  })
}

const keysOf = (zod: unknown) => Object.keys((zod as { shape?: object } | undefined)?.shape ?? {})

describe('OpenAPI (issue 15)', () => {
  it('is OpenAPI 3.1 with every route of the API, and nothing else', () => {
    expect(spec.openapi).toBe('3.1.0')
    const registered = apiRoutes().map((r) => `${r.method} ${r.path}`)
    expect(registered.length).toBeGreaterThan(40)
    const documented = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    )
    expect(documented.sort()).toEqual([...new Set(registered)].sort())
  })

  it('documents each route’s parameters, request body and success answers', () => {
    const problems: string[] = []
    for (const { method, path, schema } of apiRoutes()) {
      const op = spec.paths[path]![method]!
      const name = `${method.toUpperCase()} ${path}`
      const parameters = (op.parameters ?? []).map((p) => `${p.in}:${p.name}`)
      for (const key of keysOf(schema.params)) {
        if (!parameters.includes(`path:${key}`)) problems.push(`${name}: path parameter ${key}`)
      }
      for (const key of keysOf(schema.querystring)) {
        if (!parameters.includes(`query:${key}`)) problems.push(`${name}: query parameter ${key}`)
      }
      if (schema.body && !Object.values(op.requestBody?.content ?? {}).some((c) => c.schema)) {
        problems.push(`${name}: request body`)
      }
      const declared = Object.keys((schema.response ?? {}) as object)
      const success = declared.filter((status) => /^[23]/.test(status))
      if (success.length === 0) problems.push(`${name}: no success answer declared`)
      for (const status of success) {
        const answer = op.responses[status]
        if (!answer) problems.push(`${name}: answer ${status} missing`)
        else if (!['204', '302', '304'].includes(status) && !answer.content) {
          problems.push(`${name}: answer ${status} has no schema`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('serves the browsable docs from this server', async () => {
    const page = await t.app.inject({ url: '/api/docs/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('swagger-ui-bundle.js')
    const bundle = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' })
    expect(bundle.statusCode).toBe(200)
  })
})
