import fc from 'fast-check'
import { SET_KINDS, type SetKind } from '#shared/domain/set-kinds.ts'

/**
 * Generated training logs and the Strong (S7) and Hevy CSV files those apps would export for
 * them, written here as docs/product/import-formats.md describes the real files, independently of the
 * importer, so that an import can be checked against the log it came from.
 */
export type LoggedSet = {
  weight: number
  reps: number
  kind: SetKind
  rpe: number | null
  notes: string | null
}
/** `superset`: Hevy's superset_id of the exercise (Strong writes none). */
export type LoggedExercise = { name: string; superset: number | null; sets: LoggedSet[] }
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
    // docs/product/trust-accounts-and-devices.md: a `'` before a formula's first character is the guard an export adds,
    // and the importer takes it off; a file from the apps cannot say such a text literally.
    .filter((value) => value.length > 0 && !/^'+[=+\-@\t\r]/.test(value))

// Free text as lifters type it: commas, quotes, semicolons, other scripts, emoji.
const NAME_CHARACTERS = [...'abcXYZ019 ,;"\'()-é', 'Я', 'д', '🦵', '💪', '杠']
const name = text(NAME_CHARACTERS, 24)
const notes = fc.option(text([...NAME_CHARACTERS, '\n'], 40), { nil: null })

const set = fc.record({
  // Pounds in half steps (the unit is given with the file), bodyweight 0 included.
  weight: fc.integer({ min: 0, max: 1200 }).map((halves) => halves / 2),
  reps: fc.integer({ min: 1, max: 30 }),
  kind: fc.constantFrom(...SET_KINDS),
  // The apps' pickers: 6 to 10 by halves.
  rpe: fc.option(
    fc.integer({ min: 12, max: 20 }).map((halves) => halves / 2),
    { nil: null },
  ),
  notes,
})

const exercises = fc.uniqueArray(
  fc.record({
    name,
    superset: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    // Warm-ups come first, as the apps log them.
    sets: fc
      .array(set, { minLength: 1, maxLength: 4 })
      .map((sets) => [
        ...sets.filter((s) => s.kind === 'warmup'),
        ...sets.filter((s) => s.kind !== 'warmup'),
      ]),
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

const STRONG_MARKERS = { warmup: 'W', failure: 'F', drop: 'D' } as const

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
          // W, F and D take no number: W,W,1,2,F,D.
          set.kind === 'working' ? String(++number) : STRONG_MARKERS[set.kind],
          set.weight.toFixed(1),
          `${set.reps}.0`,
          '0',
          '0.0',
          quoted(set.notes ?? ''),
          '""',
          set.rpe === null ? '' : String(set.rpe),
        ])
      })
    })
  return toFile(STRONG_S7_HEADER, rows)
}

export const HEVY_HEADER =
  '"title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps","distance_miles","duration_seconds","rpe"'

const HEVY_SET_TYPES = {
  warmup: 'warmup',
  working: 'normal',
  failure: 'failure',
  drop: 'dropset',
} as const

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
          exercise.superset === null ? '' : String(exercise.superset),
          quoted(exercise.sets[0]!.notes ?? ''),
          String(index),
          quoted(HEVY_SET_TYPES[set.kind]),
          String(set.weight),
          String(set.reps),
          '',
          '',
          set.rpe === null ? '' : String(set.rpe),
        ]),
      ),
    )
  return toFile(HEVY_HEADER, rows)
}

/**
 * Strong's header shapes (docs/product/import-formats.md): S1–S8, the translated S7 headers and a 12-column
 * header in no known language, which are read by S7's positions.
 */
export const STRONG_SHAPES = {
  S1: { header: 'Date,Workout Name,Exercise Name,Set Order,kg,Reps,km,Seconds,Notes' },
  S2: {
    header:
      'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes',
  },
  S3: {
    header:
      'Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  },
  S4: {
    header:
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes',
  },
  S5: {
    header:
      'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration',
  },
  S6: {
    header:
      '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight (kg)";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"',
  },
  S7: { header: STRONG_S7_HEADER },
  S8: {
    header: 'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE',
  },
  german: {
    header:
      'Datum,Workout-Name,Dauer,Name der Übung,Reihenfolge festlegen,Gewicht,Wiederh.,Entfernung,Sekunden,Notizen,Workout-Notizen,RPE',
  },
  french: {
    header:
      "Date,Nom de l'entraînement,Durée,Nom de l'exercice,Ordre de la série,Poids,Réps,Distance,Secondes,Notes,Notes d'entraînement,RPE",
  },
  chinese: { header: '日期,锻炼名称,时长,运动名称,设置顺序,重量,次,距离,秒,备注,锻炼备注,RPE' },
  unknown: {
    header:
      'Fecha,Entrenamiento,Duración,Ejercicio,Orden,Peso,Reps,Distancia,Segundos,Notas,Notas del entrenamiento,RPE',
  },
} as const
export type StrongShape = keyof typeof STRONG_SHAPES

/** A set as a Strong file writes it: its Set Order as written, weight in the file's unit. */
export type StrongRow = { order: string; weight: number; reps: number; rpe: number | null }

/** What each column holds, by its English name; other headers hold S7's columns in S7's order. */
const STRONG_ROLES: Record<string, string> = {
  date: 'date',
  'workout name': 'workout',
  'exercise name': 'exercise',
  'set order': 'order',
  kg: 'weight',
  weight: 'weight',
  'weight (kg)': 'weight',
  'weight unit': 'unit',
  reps: 'reps',
  rpe: 'rpe',
  'workout #': 'number',
  duration: 'duration',
  'workout duration': 'duration',
  'duration (sec)': 'seconds',
}
const S7_ROLES = ['date', 'workout', 'duration', 'exercise', 'order', 'weight', 'reps']

/** One workout of one exercise in a Strong header shape (S6 quotes every field, as it does). */
export function strongShapeFile(shape: StrongShape, rows: StrongRow[]): string {
  const { header } = STRONG_SHAPES[shape]
  const separator = header.includes(';') ? ';' : ','
  const names = header.split(separator).map((name) => name.replaceAll('"', '').toLowerCase())
  const byName = names.includes('set order')
  const roles = names.map((name, index) =>
    byName ? (STRONG_ROLES[name] ?? '') : index === 11 ? 'rpe' : (S7_ROLES[index] ?? ''),
  )
  const lines = rows.map((row) => {
    const values: Record<string, string> = {
      date: '2025-03-01 08:00:00',
      workout: 'Legs',
      exercise: 'Squat (Barbell)',
      order: row.order,
      weight: String(row.weight),
      unit: 'kg',
      reps: String(row.reps),
      rpe: row.rpe === null ? '' : String(row.rpe),
      number: '1',
      duration: '1h',
      seconds: '3600',
    }
    const cells = roles.map((role) => values[role] ?? '')
    return cells.map((cell) => (shape === 'S6' ? quoted(cell) : cell)).join(separator)
  })
  return [header, ...lines].join('\n')
}
