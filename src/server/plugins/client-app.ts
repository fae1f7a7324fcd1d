import { existsSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every other
 * non-API path (the client router takes it from there).
 */
export const clientApp = fp(async (app: FastifyInstance, opts: { root: string | undefined }) => {
  const root = opts.root
  const hasBuild = root !== undefined && existsSync(path.join(root, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? `public, max-age=${YEAR_SECONDS}, immutable`
            : 'no-cache',
        )
      },
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api' || !hasBuild) {
      return reply.code(404).send({ message: 'Not found' })
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: 'Not found' })
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
})
