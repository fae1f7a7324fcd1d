import { IMPORT_MAX_BYTES } from '#shared/contract/imports.ts'
import { cookieFor } from './load.ts'
import { SPLIT, type Lifter } from './seed.ts'

/** Rows in the bench's import file (issue 15: "a 10,000-row file imports in seconds"). */
export const IMPORT_ROWS = 10_000

/** Every 2.5 days. */
export const WORKOUT_EVERY_MS = 2.5 * 86_400_000

const HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'

/**
 * A Strong export (S7, the current layout) of `rows` rows: Push/Pull/Legs every 2–3 days,
 * 5 exercises × (1 warm-up + 3 working sets + 1 rest-timer row) = 25 rows a workout, with
 * Strong's float noise and a note now and then; the first workout at `firstAt`.
 */
export function strongFile(
  rows = IMPORT_ROWS,
  firstAt = Date.UTC(2021, 0, 1, 7, 30),
): { csv: string; workouts: number; sets: number } {
  const lines = [HEADER]
  let workout = 0
  let sets = 0
  while (lines.length - 1 < rows) {
    const day = SPLIT[workout % SPLIT.length]!
    const start = new Date(firstAt + workout * WORKOUT_EVERY_MS)
    const date = start.toISOString().slice(0, 19).replace('T', ' ')
    const head = `${date},"${day.name}",1h 4m`
    for (const [index, exercise] of day.exercises.entries()) {
      const weight = 50 + index * 20 + (workout % 20) * 2.5
      lines.push(`${head},"${exercise}",W,${(weight / 2).toFixed(1)},10.0,0,0.0,"","",`)
      for (let set = 1; set <= 3; set++) {
        const note = set === 3 && workout % 7 === 0 ? '"Last rep slow, ""grindy"""' : ''
        lines.push(`${head},"${exercise}",${set},${weight - 1e-14},${8 - set}.0,0,0.0,${note},,`)
      }
      lines.push(`${head},"${exercise}",Rest Timer,0,0.0,0,120.0,,,`)
      sets += 4
    }
    workout++
  }
  return { csv: lines.slice(0, rows + 1).join('\n'), workouts: workout, sets }
}

export type ImportTimes = {
  rows: number
  bytes: number
  workouts: number
  sets: number
  dryRunMs: number
  importMs: number
  againMs: number
}

/** One dry run, one import and the same file again (all duplicates), by one lifter, timed. */
export async function measureImport(baseUrl: string, lifter: Lifter): Promise<ImportTimes> {
  const file = strongFile()
  const post = async (query: string, status: number) => {
    const started = performance.now()
    const response = await fetch(`${baseUrl}/api/imports?unit=lbs${query}`, {
      method: 'POST',
      headers: { cookie: cookieFor(lifter), 'content-type': 'text/csv' },
      body: file.csv,
    })
    const body = (await response.json()) as { workouts: number; sets: number; message?: string }
    const ms = performance.now() - started
    if (response.status !== status) {
      throw new Error(`import answered ${response.status}: ${body.message ?? ''}`)
    }
    return { ms, body }
  }
  const dryRun = await post('&dryRun=true', 200)
  const imported = await post('', 201)
  const again = await post('', 201)
  if (imported.body.workouts !== file.workouts || again.body.workouts !== 0) {
    throw new Error(`import counted ${imported.body.workouts} then ${again.body.workouts} workouts`)
  }
  return {
    rows: IMPORT_ROWS,
    bytes: Buffer.byteLength(file.csv),
    workouts: imported.body.workouts,
    sets: imported.body.sets,
    dryRunMs: dryRun.ms,
    importMs: imported.ms,
    againMs: again.ms,
  }
}

/**
 * Issue 46: the largest file an import takes (IMPORT_MAX_BYTES), a Strong export cut at a line,
 * its last workout a day ago (none may lie ahead).
 */
export function largestStrongFile(): { csv: string; workouts: number } {
  const rows = Math.floor(IMPORT_MAX_BYTES / 70)
  const { csv } = strongFile(rows, Date.now() - (rows / 25 + 1) * WORKOUT_EVERY_MS)
  const body =
    csv.length > IMPORT_MAX_BYTES ? csv.slice(0, csv.lastIndexOf('\n', IMPORT_MAX_BYTES - 1)) : csv
  return {
    csv: body,
    workouts: new Set(body.split('\n').map((line) => line.slice(0, 19))).size - 1,
  }
}

/**
 * Issue 46: the largest restore a body can hold, the JSON export of `lifter` (years of history)
 * with its oldest workouts left out until it is within IMPORT_MAX_BYTES.
 */
export async function largestRestore(
  baseUrl: string,
  lifter: Lifter,
): Promise<{ json: string; workouts: number }> {
  const response = await fetch(`${baseUrl}/api/export?format=json`, {
    headers: { cookie: cookieFor(lifter) },
  })
  const exported = (await response.json()) as { workouts: unknown[] }
  let json = JSON.stringify(exported)
  while (Buffer.byteLength(json) > IMPORT_MAX_BYTES) {
    exported.workouts.splice(0, Math.ceil(exported.workouts.length / 50))
    json = JSON.stringify(exported)
  }
  return { json, workouts: exported.workouts.length }
}
