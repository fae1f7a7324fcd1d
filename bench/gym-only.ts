/**
 * `npx tsx bench/gym-only.ts`: the bench's small gym on the embedded default alone (issue 35),
 * against the current build (`npm run build` first). Env: BENCH_GYM_LIFTERS (20),
 * BENCH_DURATION seconds of load (10).
 */
import os from 'node:os'
import { gymSection, runGym } from './gym.ts'
import { f1 } from './report.ts'

const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)
log(`load average ${os.loadavg().map(f1).join(' / ')}`)
const result = await runGym(
  {
    lifters: Number(process.env.BENCH_GYM_LIFTERS ?? 20),
    seconds: Number(process.env.BENCH_DURATION ?? 10),
    logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
  },
  log,
)
log(`load average ${os.loadavg().map(f1).join(' / ')}`)
console.log(`\n${gymSection(result)}`)
