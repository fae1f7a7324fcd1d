import fc from 'fast-check'

/**
 * Generated training logs and the Strong (S7) and Hevy CSV files those apps would export for
 * them, written here as import-formats.md describes the real files, independently of the
 * importer, so that an import can be checked against the log it came from.
 */
export type LoggedSet = { weight: number; reps: number; isWarmup: boolean; notes: string | null }
export type LoggedExercise = { name: string; sets: LoggedSet[] }
export type LoggedWorkout = {
  name: string
  /** Epoch ms, whole minutes (Hevy keeps no seconds). */
  startedAt: number
  minutes: number
  exercises: LoggedExercise[]
}

const text = (characters: string[], maxLength: number) =>
  fc
    .string({ unit: fc.constantFrom(...characters), minLength: 1, maxLength })
    .map((value) => value.trim())
    .filter((value) => value.length > 0)

// Free text as lifters type it: commas, quotes, semicolons, other scripts, emoji.
const NAME_CHARACTERS = [...'abcXYZ019 ,;"\'()-é', 'Я', 'д', '🦵', '💪', '杠']
const name = text(NAME_CHARACTERS, 24)
const notes = fc.option(text([...NAME_CHARACTERS, '\n'], 40), { nil: null })

const set = fc.record({
  // Pounds in half steps (the unit is given with the file), bodyweight 0 included.
  weight: fc.integer({ min: 0, max: 1200 }).map((halves) => halves / 2),
  reps: fc.integer({ min: 1, max: 30 }),
  isWarmup: fc.boolean(),
  notes,
})

const exercises = fc.uniqueArray(
  fc.record({
    name,
    // Warm-ups come first, as the apps log them.
    sets: fc
      .array(set, { minLength: 1, maxLength: 4 })
      .map((sets) => [...sets.filter((s) => s.isWarmup), ...sets.filter((s) => !s.isWarmup)]),
  }),
  { minLength: 1, maxLength: 3, selector: (exercise) => exercise.name.toLowerCase() },
)

const FROM = Date.UTC(2019, 0, 1)
const MINUTES = 6 * 365 * 24 * 60

/** One to three workouts at different minutes between 2019 and 2024. */
export const trainingLog: fc.Arbitrary<LoggedWorkout[]> = fc
  .uniqueArray(fc.integer({ min: 0, max: MINUTES }), { minLength: 1, maxLength: 3 })
  .chain((starts) =>
    fc.tuple(
      ...starts.map((start) =>
        fc.record({
          name,
          startedAt: fc.constant(FROM + start * 60_000),
          minutes: fc.integer({ min: 1, max: 240 }),
          exercises,
        }),
      ),
    ),
  )

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`
const pad = (n: number) => String(n).padStart(2, '0')

/** A file's lines: `cells[i]` becomes a record; its first line number is kept for errors. */
export type ExportFile = {
  csv: string
  /** For each record after the header: its cells, and the line it starts on. */
  records: Array<{ cells: string[]; line: number }>
  separator: string
}

function toFile(header: string, rows: string[][], separator = ','): ExportFile {
  const records: ExportFile['records'] = []
  let line = 1 + header.split('\n').length
  for (const cells of rows) {
    records.push({ cells, line })
    line += cells.join(separator).split('\n').length
  }
  return {
    csv: [header, ...rows.map((cells) => cells.join(separator))].join('\n'),
    records,
    separator,
  }
}

/** The file again with one record's cell replaced (already encoded as the file writes it). */
export function withCell(file: ExportFile, record: number, cell: number, value: string) {
  const rows = file.records.map(({ cells }, index) =>
    index === record ? cells.map((old, i) => (i === cell ? value : old)) : cells,
  )
  const [header] = file.csv.split('\n', 1)
  return toFile(header!, rows, file.separator)
}

export const STRONG_S7_HEADER =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE'

/** Strong's current export (S7), oldest first, weights as the lifter logged them. */
export function strongFile(log: LoggedWorkout[]): ExportFile {
  const rows = [...log]
    .sort((a, b) => a.startedAt - b.startedAt)
    .flatMap((workout) => {
      const d = new Date(workout.startedAt)
      const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`
      const hours = Math.floor(workout.minutes / 60)
      const duration = hours ? `${hours}h ${workout.minutes % 60}m` : `${workout.minutes}m`
      return workout.exercises.flatMap((exercise) => {
        let number = 0
        return exercise.sets.map((set) => [
          date,
          quoted(workout.name),
          duration,
          quoted(exercise.name),
          set.isWarmup ? 'W' : String(++number),
          set.weight.toFixed(1),
          `${set.reps}.0`,
          '0',
          '0.0',
          quoted(set.notes ?? ''),
          '""',
          '',
        ])
      })
    })
  return toFile(STRONG_S7_HEADER, rows)
}

export const HEVY_HEADER =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const hevyDate = (ms: number) => {
  const d = new Date(ms)
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/**
 * Hevy's export (English, 24-hour dates), newest first. An exercise's notes are the first
 * set's and repeat on every row, as Hevy writes them.
 */
export function hevyFile(log: LoggedWorkout[]): ExportFile {
  const rows = [...log]
    .sort((a, b) => b.startedAt - a.startedAt)
    .flatMap((workout) =>
      workout.exercises.flatMap((exercise) =>
        exercise.sets.map((set, index) => [
          quoted(workout.name),
          quoted(hevyDate(workout.startedAt)),
          quoted(hevyDate(workout.startedAt + workout.minutes * 60_000)),
          '""',
          quoted(exercise.name),
          '',
          quoted(exercise.sets[0]!.notes ?? ''),
          String(index),
          quoted(set.isWarmup ? 'warmup' : 'normal'),
          String(set.weight),
          String(set.reps),
          '',
          '',
          '',
        ]),
      ),
    )
  return toFile(HEVY_HEADER, rows)
}
