import { execFileSync, spawnSync } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export type PostgresServer = {
  url: (database: string) => string
  /** The server's own log (what auto_explain writes, for the bench). */
  logFile: string
  /** CPU time the server's processes have used so far, in ms (the bench's cost per answer). */
  cpuMs: () => number
  stop: () => void
}

/**
 * A throwaway PostgreSQL 15 cluster on a loopback port, for one test run.
 * As root the server runs as the postgres OS user (initdb refuses root). Commits skip the disk
 * flush unless `durable` (the bench's outside measurement runs PostgreSQL as it is installed).
 */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ironlog-pg-'))
  const port = await freePort()
  const password = 'ironlog-test'
  const asRoot = process.getuid?.() === 0
  const run = (command: string, args: string[]) => {
    const [cmd, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args]
    const result = spawnSync(cmd, argv, { encoding: 'utf8' })
    if (result.status !== 0) {
      throw new Error(`${command} failed: ${result.stderr || result.stdout}`)
    }
  }
  writeFileSync(path.join(dir, 'pw'), password)
  chmodSync(dir, 0o700)
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
    chownSync(path.join(dir, 'pw'), uid, gid)
  }
  const data = path.join(dir, 'data')
  run(path.join(PG_BIN, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    `--pwfile=${path.join(dir, 'pw')}`,
    '--auth-local=trust',
    '--auth-host=scram-sha-256',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ])
  run(path.join(PG_BIN, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200${options.durable ? '' : ' -c fsync=off -c synchronous_commit=off'}`,
    'start',
  ])
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`
  return {
    url,
    logFile: path.join(dir, 'log'),
    cpuMs: () => clusterCpuMs(data),
    stop: () => {
      try {
        run(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** /proc/<pid>/stat: the parent's pid, and CPU in ms (user, system, and reaped children's). */
function statOf(pid: string) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  // Fields 4 (ppid) and 14–17 (utime, stime, cutime, cstime), in clock ticks of 10 ms.
  const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0)
  return { parent: fields[1]!, ms: ticks * 10 }
}

/** The postmaster's CPU and its live backends': a backend gone is in the postmaster's. */
function clusterCpuMs(data: string): number {
  const postmaster = readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!
  let ms = statOf(postmaster).ms
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    try {
      const stat = statOf(pid)
      if (stat.parent === postmaster) ms += stat.ms
    } catch {
      // The process ended meanwhile.
    }
  }
  return ms
}
