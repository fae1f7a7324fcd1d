import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { freePort } from './free-port.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/**
 * Browser and smoke tests run against the production build, started as `npm start` would
 * (node dist/server/index.js), on a fresh in-memory database.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
    throw new Error('No production build: run `npm run build` first (npm test does).')
  }
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // As behind a reverse proxy on this machine: tests that create many accounts say they
      // come from many addresses (X-Forwarded-For), as real lifters do.
      TRUST_PROXY: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk))
  server.stderr.on('data', (chunk: Buffer) => (output += chunk))

  // Generous: on a loaded 2-core machine PGlite's start alone can take tens of seconds.
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    try {
      const res = await fetch(`${baseUrl}/api/auth/user`)
      if (res.status === 401) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill('SIGKILL')
      throw new Error(`server did not start in 120 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  project.provide('baseUrl', baseUrl)
  return async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => server.once('exit', resolve))
  }
}
