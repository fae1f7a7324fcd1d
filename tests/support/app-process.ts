import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'

export type AppProcess = {
  url: string
  port: number
  child: ChildProcess
  /** The exit code (null when ended by a signal), once the process has exited. */
  exited: Promise<number | null>
  output: () => string
}

/**
 * The production build (`npm run build` first; `npm test` does) started as `npm start` starts
 * it, on 127.0.0.1:`port`; resolves once `GET /api/health` answers 200. Generous: on a loaded
 * 2-core machine a start can take tens of seconds.
 */
export async function startAppProcess(
  port: number,
  env: Record<string, string>,
): Promise<AppProcess> {
  if (!existsSync('dist/server/index.js') || !existsSync('dist/client/index.html')) {
    throw new Error('No production build: run `npm run build` first (npm test does).')
  }
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))

  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`)
    const status = await fetch(`${url}/api/health`).then(
      (res) => res.status,
      () => 0,
    )
    if (status === 200) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not start in 120 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, port, child, exited, output: () => output }
}
