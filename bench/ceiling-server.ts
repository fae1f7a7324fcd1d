/**
 * The HTTP ceiling: a bare node:http server answering each route with a pre-built JSON body of
 * the app's size (the app's own answer, captured by bench/run.ts). No database, no work: what
 * loopback HTTP alone allows on this machine, with the load generator on the same cores.
 *
 * Env: PORT, BODIES (a JSON file of { method, pattern, status, body }).
 */
import { readFileSync } from 'node:fs'
import http from 'node:http'

type Canned = { method: string; pattern: string; status: number; body: string }

const routes = (JSON.parse(readFileSync(process.env.BODIES!, 'utf8')) as Canned[]).map((route) => ({
  method: route.method,
  pattern: new RegExp(route.pattern),
  status: route.status,
  body: Buffer.from(route.body),
}))
// A pattern with a query (`\?`) is matched against the whole URL, and before the plain ones.
routes.sort((a, b) => Number(withQuery(b)) - Number(withQuery(a)))
function withQuery(route: { pattern: RegExp }) {
  return route.pattern.source.includes('\\?')
}
const notFound = Buffer.from('{"message":"Not found"}')

const server = http.createServer((request, response) => {
  request.resume()
  const url = request.url ?? '/'
  const path = url.split('?')[0]!
  const route = routes.find(
    (r) => r.method === request.method && r.pattern.test(withQuery(r) ? url : path),
  )
  const body = route?.body ?? notFound
  response.writeHead(route?.status ?? 404, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  })
  response.end(body)
})
server.keepAliveTimeout = 72_000
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ceiling ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
