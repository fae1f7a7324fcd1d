import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { startAppProcess } from './app-process.ts'
import { chromiumArgs, CHROMIUM_PATH } from './chromium.ts'
import { freePort } from './free-port.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The run's one Chromium, which every file connects to (browser.ts, launchBrowser). */
    browserWsEndpoint?: string
    /** The switches it was started with, for a file that starts a Chromium of its own. */
    chromiumArgs?: string[]
  }
}

/**
 * Browser and smoke tests run against the production build, started as `npm start` would
 * (node dist/server/index.js), on a fresh in-memory database; and one Chromium for every file,
 * each file in contexts of its own (a launch per file cost about half a second of CPU).
 */
export default async function setup(project: TestProject) {
  const args = chromiumArgs()
  const browser = args.then((args) =>
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args }),
  )
  const server = await startAppProcess(await freePort(), {
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // As behind a reverse proxy on this machine: tests that create many accounts say they
    // come from many addresses (X-Forwarded-For), as real lifters do.
    TRUST_PROXY: '127.0.0.1',
  })
  project.provide('baseUrl', server.url)
  const browserServer = await browser
  project.provide('browserWsEndpoint', browserServer.wsEndpoint())
  project.provide('chromiumArgs', await args)
  return async () => {
    server.child.kill('SIGTERM')
    await Promise.all([server.exited, browserServer.close()])
  }
}
