import { readFileSync } from 'node:fs'
import {
  parseImport,
  type ImportedSet,
  type ImportedWorkout,
  type ImportOptions,
} from '#server/formats/import.ts'

/** An import fixture's bytes (tests/fixtures/imports/). */
export const importFixture = (name: string) =>
  readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url))

/** The readers' tests' now, zone and distance unit, unless a test says otherwise. */
const READ_OPTIONS: ImportOptions = {
  tz: 'UTC',
  now: Date.parse('2026-11-26T12:00:00Z'),
  distanceUnit: 'km',
}

/** A fixture read as `POST /api/imports` reads it, without the database. */
export const parseFixture = (name: string, options: Partial<ImportOptions> = {}) =>
  parseImport(importFixture(name), { ...READ_OPTIONS, ...options })

/** A file given as text, read the same way. */
export const parseText = (csv: string, options: Partial<ImportOptions> = {}) =>
  parseImport(Buffer.from(csv), { ...READ_OPTIONS, ...options })

const MARKER = { warmup: 'W ', working: '', failure: 'F ', drop: 'D ' } as const

/**
 * A set in one line: `2. Squat: W 135×5, 60 s, 402.336 m @8.5 [A] "note"` (time, distance, RPE,
 * superset and note only where the set has them), so that a test reads as the file does.
 */
export function setLine(
  set: Pick<
    ImportedSet,
    'setNumber' | 'exerciseName' | 'kind' | 'weight' | 'reps' | 'rpe' | 'superset' | 'notes'
  > & { duration?: number | null | undefined; distance?: string | null | undefined },
): string {
  return (
    `${set.setNumber}. ${set.exerciseName}: ${MARKER[set.kind]}${set.weight}×${set.reps}` +
    (set.duration ? `, ${set.duration} s` : '') +
    (set.distance ? `, ${set.distance} m` : '') +
    (set.rpe === null ? '' : ` @${set.rpe}`) +
    (set.superset ? ` [${set.superset}]` : '') +
    (set.notes === null ? '' : ` ${JSON.stringify(set.notes)}`)
  )
}

/** A workout as its name, start and end (ISO, UTC) and its sets, one line each. */
export function workoutSummary(workout: ImportedWorkout) {
  return {
    name: workout.name,
    startedAt: workout.startedAt.toISOString(),
    completedAt: workout.completedAt.toISOString(),
    sets: workout.sets.map(setLine),
  }
}

/** The status and message of what `run` throws (a test fails when it throws nothing). */
export function refusalOf(run: () => unknown): { status: number | undefined; message: string } {
  try {
    run()
  } catch (error) {
    return {
      status: (error as { statusCode?: number }).statusCode,
      message: (error as Error).message,
    }
  }
  throw new Error('expected the file to be refused')
}
