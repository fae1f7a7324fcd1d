/**
 * `npx tsx bench/memory.ts [build.js]` (issue 46): what holds the embedded default's memory. The
 * production server on PGlite (`npm start`'s flags), its resident memory split by what holds it
 * (/proc/<pid>/smaps: PGlite's WebAssembly memory, malloc's arenas, V8's heap, the node binary)
 * and V8's own count (process.memoryUsage() through the inspector), right after start on an
 * empty DATA_DIR, then on the outsider's data (bench/outsider.ts) after start, after every
 * screen's read and the writes at 50 connections for BENCH_DURATION s (3) each, and after the
 * largest import and restore allowed (bench/import.ts).
 * Env: BENCH_NODE_FLAGS (extra node flags to try), BENCH_ENV (extra env, `A=1,B=2`).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '../tests/support/free-port.ts'
import { largestRestore, largestStrongFile } from './import.ts'
import { cookieFor, load } from './load.ts'
import { OUTSIDER_ROUTES, outsiderConfig, outsiderGroups, outsiderLifters } from './outsider.ts'
import { seed } from './seed.ts'
import { SESSION_SECRET, startServer, type Running } from './servers.ts'

// Node 20 has WebSocket behind a flag (22 has it on): this script runs again with it.
if (typeof WebSocket === 'undefined') {
  const again = spawnSync(
    process.execPath,
    ['--experimental-websocket', ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  )
  process.exit(again.status ?? 1)
}

const env = process.env
const build = process.argv[2] ?? 'dist/server/index.js'
const seconds = Number(env.BENCH_DURATION ?? 3)
const extraFlags = env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []
const extraEnv = Object.fromEntries(
  (env.BENCH_ENV ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=') as [string, string]),
)

/** The flags `npm start` gives node (package.json's start script). */
function startFlags(): string[] {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } })
    .scripts.start
  return (/\bnode ((?:--\S+ )*)dist\/server\/index\.js/.exec(start)?.[1] ?? '')
    .split(' ')
    .filter(Boolean)
}

/**
 * Resident MB by what holds it, from /proc/<pid>/smaps. An anonymous mapping that a reservation
 * of gigabytes follows is WebAssembly memory (PGlite's); one at a 64 MB boundary, glibc's
 * arena of a thread (malloc); other anonymous memory is mostly V8's heap.
 */
function smaps(pid: number): Record<string, number> {
  type Mapping = { start: number; end: number; mode: string; name: string; rss: number }
  const mappings: Mapping[] = []
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (head) {
      const [start, end] = [parseInt(head[1]!, 16), parseInt(head[2]!, 16)]
      mappings.push({ start, end, mode: head[3]!, name: head[4]!.trim(), rss: 0 })
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss) mappings.at(-1)!.rss += Number(rss[1]) / 1024
  }
  const parts: Record<string, number> = {}
  mappings.forEach((m, i) => {
    const next = mappings[i + 1]
    const key = m.name.endsWith('/node')
      ? 'node binary'
      : /\.so|\.node$/.test(m.name)
        ? 'shared libraries'
        : m.name === '[heap]'
          ? 'malloc (main)'
          : m.name !== ''
            ? m.name
            : next &&
                next.start === m.end &&
                next.mode === '---p' &&
                next.end - next.start >= 2 ** 32
              ? 'WebAssembly memory'
              : m.start % 2 ** 26 === 0 && m.end - m.start <= 2 ** 26
                ? 'malloc (thread arenas)'
                : 'V8 heap and other anonymous'
    parts[key] = (parts[key] ?? 0) + m.rss
  })
  return parts
}

/** V8's and WebAssembly's own figures, read in the server through the inspector. */
async function inside(port: number, gc: boolean): Promise<Record<string, number>> {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string
  }>
  const socket = new WebSocket(target!.webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  let id = 0
  const call = (method: string, params: object = {}) =>
    new Promise<{ result?: { value?: string } }>((resolve) => {
      const mine = ++id
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
        if (message.id !== mine) return
        socket.removeEventListener('message', onMessage)
        resolve(message.result as { result?: { value?: string } })
      }
      socket.addEventListener('message', onMessage)
      socket.send(JSON.stringify({ id: mine, method, params }))
    })
  try {
    if (gc) await call('HeapProfiler.collectGarbage')
    const answer = await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })
    const usage = JSON.parse(answer.result!.value!) as Record<string, number>
    return Object.fromEntries(Object.entries(usage).map(([k, v]) => [k, v / 2 ** 20]))
  } finally {
    socket.close()
  }
}

async function report(label: string, app: Running, inspectPort: number) {
  await sleep(2000)
  const before = await inside(inspectPort, false)
  const after = await inside(inspectPort, true)
  const parts = Object.entries(smaps(app.pid))
    .filter(([, mb]) => mb >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([name, mb]) => `${name} ${mb.toFixed(0)}`)
  const f = (usage: Record<string, number>) =>
    `heap ${usage.heapUsed!.toFixed(0)}/${usage.heapTotal!.toFixed(0)}, external ${usage.external!.toFixed(0)} (array buffers ${usage.arrayBuffers!.toFixed(0)})`
  console.log(
    `${label}: RSS ${app.rssMb()} MB — ${parts.join(', ')}\n  V8: ${f(before)}; after a full GC: ${f(after)}, RSS ${app.rssMb()} MB`,
  )
}

async function startOn(dataDir: string) {
  const inspectPort = await freePort()
  const app = await startServer(
    'app',
    [...startFlags(), ...extraFlags, `--inspect=127.0.0.1:${inspectPort}`, build],
    {
      HOST: '127.0.0.1',
      SESSION_SECRET,
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ...extraEnv,
    },
  )
  return { app, inspectPort }
}

const empty = mkdtempSync(path.join(os.tmpdir(), 'ironlog-memory-empty-'))
const seeded = mkdtempSync(path.join(os.tmpdir(), 'ironlog-memory-'))
try {
  {
    const { app, inspectPort } = await startOn(empty)
    try {
      await report('empty DATA_DIR, after start', app, inspectPort)
    } finally {
      await app.stop()
    }
  }
  const data = await seed({ dataDir: seeded }, [
    ...outsiderGroups(outsiderConfig()),
    { prefix: 'exporter', lifters: 1, workoutsEach: 2400 },
    { prefix: 'importer', lifters: 1, workoutsEach: 0 },
    { prefix: 'restorer', lifters: 1, workoutsEach: 0 },
  ])
  const lifters = outsiderLifters(data.groups)
  const { app, inspectPort } = await startOn(seeded)
  try {
    await report('outsider data, after start', app, inspectPort)
    for (const route of OUTSIDER_ROUTES) {
      await load(app.url, route, lifters, { connections: 50, seconds })
    }
    await report('after the load', app, inspectPort)
    const restore = await largestRestore(app.url, data.groups.exporter![0]!)
    for (const [lifter, type, body] of [
      [data.groups.importer![0]!, 'text/csv', largestStrongFile().csv],
      [data.groups.restorer![0]!, 'application/json', restore.json],
    ] as const) {
      const response = await fetch(`${app.url}/api/imports?unit=lbs`, {
        method: 'POST',
        headers: { cookie: cookieFor(lifter), 'content-type': type },
        body,
      })
      if (!response.ok)
        throw new Error(`import answered ${response.status}: ${await response.text()}`)
    }
    await report('after the largest import and restore', app, inspectPort)
  } finally {
    await app.stop()
  }
} finally {
  rmSync(empty, { recursive: true, force: true })
  rmSync(seeded, { recursive: true, force: true })
}
