import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '../tests/support/free-port.ts'

export type Running = {
  name: string
  url: string
  pid: number
  /** Resident memory of the server process now, in MB (VmRSS). */
  rssMb: () => number
  /** CPU time the server process has used so far, in ms (user + system). */
  cpuMs: () => number
  stop: () => Promise<void>
}

// /proc/<pid>/stat fields 14 and 15 (utime, stime) in clock ticks; Linux uses 100 a second.
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/** Spawns a server process and waits until it answers HTTP on its port. */
export async function startServer(
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<Running> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, args, {
    env: { ...process.env, NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited during start-up:\n${stderr}`)
    try {
      await fetch(`${url}/api/ping`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`${name} did not start:\n${stderr}`)
      await sleep(100)
    }
  }
  return {
    name,
    url,
    pid: child.pid!,
    rssMb: () => rssOf(child.pid!),
    cpuMs: () => cpuMsOf(child.pid!),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        await exited
        clearTimeout(timer)
      }
    },
  }
}

const TSX = ['--import', 'tsx']

export type DbTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string }

export const SESSION_SECRET = 'ironlog-bench-session-secret-0123456789'

/**
 * The node flags `npm start` gives the app (package.json's start script, their one home), so the
 * bench measures the process a lifter runs.
 */
function startFlags(): string[] {
  const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: { start: string }
  }
  const command = /\bnode ((?:--\S+ )*)dist\/server\/index\.js/.exec(packageJson.scripts.start)
  if (!command)
    throw new Error('package.json start script: expected node [flags] dist/server/index.js')
  return command[1]!.split(' ').filter(Boolean)
}

export function startApp(db: DbTarget, logLevel: string) {
  return startServer('app', [...startFlags(), 'dist/server/index.js'], {
    HOST: '127.0.0.1',
    SESSION_SECRET,
    LOG_LEVEL: logLevel,
    ...(db.kind === 'postgres' ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir }),
  })
}

export function startFloor(db: DbTarget) {
  return startServer('floor', [...TSX, 'bench/floor-server.ts'], {
    SESSION_SECRET,
    ...(db.kind === 'postgres'
      ? { DATABASE_URL: db.url }
      : { PGLITE_DIR: `${db.dataDir.replace(/\/$/, '')}/pglite` }),
  })
}

export function startCeiling(bodiesFile: string) {
  return startServer('ceiling', [...TSX, 'bench/ceiling-server.ts'], { BODIES: bodiesFile })
}
