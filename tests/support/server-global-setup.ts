import type { TestProject } from 'vitest/node'
import { startAppProcess } from './app-process.ts'
import { chromiumArgs } from './chromium.ts'
import { freePort } from './free-port.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The switches each worker's Chromium starts with (browser.ts, launchBrowser). */
    chromiumArgs?: string[]
  }
}

/**
 * Browser and smoke tests run against the production build, started as `npm start` would
 * (node dist/server/index.js), on a fresh in-memory database. Chromium's switches are found
 * once here, for each worker's Chromium (browser.ts, launchBrowser).
 */
export default async function setup(project: TestProject) {
  const args = chromiumArgs()
  const server = await startAppProcess(await freePort(), {
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // As behind a reverse proxy on this machine: tests that create many accounts say they
    // come from many addresses (X-Forwarded-For), as real lifters do.
    TRUST_PROXY: '127.0.0.1',
  })
  project.provide('baseUrl', server.url)
  project.provide('chromiumArgs', await args)
  return async () => {
    server.child.kill('SIGTERM')
    await server.exited
  }
}
