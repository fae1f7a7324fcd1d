/**
 * `npx tsx bench/gym-only.ts`: the bench's small gym on the embedded default alone (issue 35),
 * against the current build (`npm run build` first), then (issue 46) the gym while the largest
 * allowed import and restore run. Env: BENCH_GYM_LIFTERS (20), BENCH_DURATION seconds of load
 * (10), BENCH_GYM_IMPORTS (1; 0 leaves the imports out, `only` the gym alone out).
 */
import os from 'node:os'
import { gymSection, gymUnderImportsSection, runGym, runGymUnderImports } from './gym.ts'
import { f1 } from './report.ts'

const started = Date.now()
const log = (message: string) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`)
log(`load average ${os.loadavg().map(f1).join(' / ')}`)
const options = {
  lifters: Number(process.env.BENCH_GYM_LIFTERS ?? 20),
  seconds: Number(process.env.BENCH_DURATION ?? 10),
  logLevel: process.env.BENCH_LOG_LEVEL ?? 'info',
}
const imports = process.env.BENCH_GYM_IMPORTS ?? '1'
const result = imports === 'only' ? undefined : await runGym(options, log)
const underImports = imports === '0' ? undefined : await runGymUnderImports(options, log)
log(`load average ${os.loadavg().map(f1).join(' / ')}`)
console.log(`\n${gymSection(result)}\n\n${gymUnderImportsSection(underImports)}`)
