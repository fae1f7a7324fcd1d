import { execFileSync, spawnSync } from 'node:child_process'
import { chmodSync, chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'

export type PostgresServer = { url: (database: string) => string; stop: () => void }

/**
 * A throwaway PostgreSQL 15 cluster on a loopback port, for one test run.
 * As root the server runs as the postgres OS user (initdb refuses root).
 */
export async function startPostgres(): Promise<PostgresServer> {
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
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c max_connections=200`,
    'start',
  ])
  const url = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`
  return {
    url,
    stop: () => {
      try {
        run(path.join(PG_BIN, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
