/**
 * `npm test` and `npm run test:quick` (docs/decisions/017-test-run-time.md): the checks as steps
 * that run side by side where nothing orders them — the build alone first, then the browser
 * tests, the unit and API suites, the typecheck and the lint together — and the two-process test
 * once the unit and API suites are done, beside the browser run's last minute.
 * Each step's output is printed whole when it ends; the run closes with the time of each step
 * and of each test project. Exits non-zero when any step fails.
 *
 *   tsx scripts/test.ts           typecheck, lint, build; unit, API (PGlite, PostgreSQL), browser, scale
 *   tsx scripts/test.ts --quick   typecheck; unit and API on PGlite
 */
import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statfsSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { projectLine, seconds, type ProjectTime } from '../tests/support/project-times.ts'

type Step = {
  name: string
  command: string[]
  /** Steps that must have passed first. */
  needs?: string[]
  /** Steps that must have ended first, passed or not. */
  after?: string[]
  /**
   * Runs at a lower CPU priority: it has no tight timing, and takes what the browser suites leave
   * (their pages wait on time-outs) rather than slowing them.
   */
  background?: boolean
}

const vitest = (...projects: string[]) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((project) => ['--project', project]),
]

/** `npm run typecheck`: package.json names the compiler (TypeScript 7's, decision 017). */
const TYPECHECK = ['npm', 'run', 'typecheck', '--silent']

const quick = process.argv.includes('--quick')

const steps: Step[] = quick
  ? [
      { name: 'typecheck', command: TYPECHECK },
      { name: 'unit + api', command: vitest('unit', 'api-pglite') },
    ]
  : [
      { name: 'build', command: ['npm', 'run', 'build', '--silent'] },
      // The browser suites are the longest: they start as soon as the build is there, and the
      // rest runs beside them.
      { name: 'e2e', command: vitest('e2e'), needs: ['build'] },
      // The rest once the build has ended: it takes 13 s alone and 18 s beside them, and the
      // browser run waits for it; they have a minute to spare (decision 017, wave nine).
      {
        name: 'unit + api',
        command: vitest('unit', 'api-pglite', 'api-postgres'),
        after: ['build'],
        background: true,
      },
      { name: 'typecheck', command: TYPECHECK, after: ['build'], background: true },
      {
        name: 'lint',
        command: ['npx', 'eslint', '.', '--max-warnings=0'],
        after: ['build'],
        background: true,
      },
      // Kill and SIGTERM timings: not beside the API suites, which take both cores; once they are
      // done, the browser run leaves a core free for its last minute (decision 017, wave eight).
      { name: 'scale', command: vitest('scale'), needs: ['build'], after: ['unit + api'] },
    ]

/**
 * The steps' scratch files (TMPDIR) in memory where the machine has room there: each API test
 * file copies a 40 MB PGlite data directory and the PostgreSQL server writes its own, Chromium its
 * profiles. On /dev/shm a copy costs a fifth of the CPU it costs on disk, and nothing is written
 * back (decision 017, wave eight: the API suites' CPU 215 → 186 s).
 */
function scratchDir(): string {
  const ROOM = 4 * 1024 ** 3
  let dir: string | undefined
  try {
    const shm = statfsSync('/dev/shm')
    if (shm.bavail * shm.bsize >= ROOM) dir = mkdtempSync('/dev/shm/ironlog-test-')
  } catch {
    // No /dev/shm: the disk's temporary directory.
  }
  dir ??= mkdtempSync(path.join(tmpdir(), 'ironlog-test-'))
  // Open to every user as /tmp is: PostgreSQL's server runs as the postgres user under root.
  chmodSync(dir, 0o1777)
  return dir
}

const scratch = scratchDir()
const timesFile = path.join(scratch, 'projects.jsonl')
const started = Date.now()
const results = new Map<string, { ok: boolean; ms: number }>()

function run(step: Step): Promise<boolean> {
  const begun = Date.now()
  console.log(`▶ ${step.name}`)
  return new Promise((resolve) => {
    const [command, ...args] = step.command
    const child = spawn(command!, args, {
      env: { ...process.env, TEST_TIMES_FILE: timesFile, TMPDIR: scratch },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // Inherited by what it starts (vitest's workers, PostgreSQL).
    if (step.background && child.pid) os.setPriority(child.pid, 10)
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (code) => {
      const ms = Date.now() - begun
      const ok = code === 0
      results.set(step.name, { ok, ms })
      const mark = ok ? '✓' : '✗'
      console.log(
        `\n${mark} ${step.name} (${seconds(ms)})${output.trim() ? `\n${output.trimEnd()}` : ''}`,
      )
      resolve(ok)
    })
  })
}

// Every step starts once those it needs have passed (skipped if one failed) and those it comes
// after have ended.
const done = new Map<string, Promise<boolean>>()
function schedule(step: Step): Promise<boolean> {
  let promise = done.get(step.name)
  if (!promise) {
    const named = (names: string[] = []) =>
      names.map((name) => schedule(steps.find((s) => s.name === name)!))
    promise = Promise.all([Promise.all(named(step.needs)), Promise.all(named(step.after))]).then(
      ([oks]) => {
        if (oks.every(Boolean)) return run(step)
        console.log(`\n– ${step.name}: skipped, a step it needs failed`)
        return false
      },
    )
    done.set(step.name, promise)
  }
  return promise
}

const oks = await Promise.all(steps.map(schedule))

const projects = (existsSync(timesFile) ? readFileSync(timesFile, 'utf8') : '')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as ProjectTime)
rmSync(scratch, { recursive: true, force: true })

console.log('\nTime per step (wall, steps overlap):')
for (const step of steps) {
  const result = results.get(step.name)
  console.log(
    `  ${step.name.padEnd(14)} ${result ? seconds(result.ms).padStart(7) : 'skipped'.padStart(7)}${result && !result.ok ? '  FAILED' : ''}`,
  )
}
console.log('Time per test project (first file started to last file ended):')
for (const p of projects) console.log(projectLine(p))
console.log(`Total: ${seconds(Date.now() - started)}`)
process.exit(oks.every(Boolean) ? 0 : 1)
