import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    app.decorate('db', opts.db)
  },
  { name: 'db' },
)
