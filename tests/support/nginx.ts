import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'

export type Nginx = { url: string; stop: () => Promise<void> }

/**
 * docs/operations.md's nginx configuration, exactly as an operator would copy it, with only
 * what a test machine needs changed: the upstream ports, plain HTTP on a loopback port, and an
 * `X-Upstream` answer header naming the process (or processes) that answered.
 */
export function documentedNginxConfig(upstreamPorts: number[], listenPort: number): string {
  const doc = readFileSync('docs/operations.md', 'utf8')
  const recipe = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1]
  if (!recipe) throw new Error('docs/operations.md has no ```nginx block')
  const servers = [...recipe.matchAll(/^( *)server 127\.0\.0\.1:\d+ (.*);$/gm)]
  if (servers.length === 0) throw new Error('the nginx recipe names no upstream server')
  const [indent, parameters] = [servers[0]![1], servers[0]![2]]
  const upstreams = upstreamPorts
    .map((port) => `${indent}server 127.0.0.1:${port} ${parameters};`)
    .join('\n')
  return recipe
    .replace(/^ *server 127\.0\.0\.1:\d+ .*;\n/gm, '')
    .replace(/^(upstream \w+ \{\n)/m, `$1${upstreams}\n`)
    .replace(/^( *)listen 443 ssl;$/m, `$1listen 127.0.0.1:${listenPort};`)
    .replace(/^( *)server_name .*;$/m, `$&\n$1add_header X-Upstream $upstream_addr always;`)
}

/**
 * Debian's nginx on a loopback port, in front of the given app ports: a throwaway prefix
 * directory under the system's tmp dir holds the configuration, pid file, logs and temp
 * files, and the server runs in the foreground (`daemon off`), one worker.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: apt-get install nginx (.ci/run does)`)
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'ironlog-nginx-'))
  // Started as root, nginx's worker runs as nobody and must reach its temp dirs here.
  chmodSync(dir, 0o755)
  const port = await freePort()
  const at = (name: string) => path.join(dir, name)
  const config = `
daemon off;
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
${documentedNginxConfig(upstreamPorts, port)}
}
`
  writeFileSync(at('nginx.conf'), config)
  const nginx = spawn(NGINX, ['-p', dir, '-c', at('nginx.conf'), '-e', at('error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  nginx.stdout.on('data', (chunk: Buffer) => (output += chunk))
  nginx.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise((resolve) => nginx.once('exit', resolve))
  const errorLog = () => (existsSync(at('error.log')) ? readFileSync(at('error.log'), 'utf8') : '')

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (nginx.exitCode !== null) {
      throw new Error(`nginx exited:\n${output}\n${errorLog()}\n${config}`)
    }
    const listening = await fetch(`${url}/nginx-is-up`).then(
      () => true,
      () => false,
    )
    if (listening) break
    if (Date.now() > deadline) {
      nginx.kill('SIGKILL')
      throw new Error(`nginx did not listen in 30 s:\n${output}\n${errorLog()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    stop: async () => {
      if (nginx.exitCode === null) {
        nginx.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
