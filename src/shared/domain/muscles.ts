import { addCalendarDays } from './body-weight.ts'
import type { ExerciseType } from './exercise-types.ts'
import { nameKey } from './names.ts'

/**
 * docs/product/body-weight-and-muscles.md: the fixed list of muscles a catalogue entry, a lifter's own assignment and
 * the weekly sets per muscle speak of, in the order the screens list them (front, top to
 * bottom, then back).
 */
export const MUSCLES = [
  'chest',
  'front-delts',
  'side-delts',
  'rear-delts',
  'triceps',
  'biceps',
  'forearms',
  'lats',
  'upper-back',
  'traps',
  'lower-back',
  'abs',
  'obliques',
  'glutes',
  'quads',
  'hamstrings',
  'adductors',
  'abductors',
  'calves',
] as const
export type Muscle = (typeof MUSCLES)[number]

export const MUSCLE_LABELS: Record<Muscle, string> = {
  chest: 'Chest',
  'front-delts': 'Front delts',
  'side-delts': 'Side delts',
  'rear-delts': 'Rear delts',
  triceps: 'Triceps',
  biceps: 'Biceps',
  forearms: 'Forearms',
  lats: 'Lats',
  'upper-back': 'Upper back',
  traps: 'Traps',
  'lower-back': 'Lower back',
  abs: 'Abs',
  obliques: 'Obliques',
  glutes: 'Glutes',
  quads: 'Quads',
  hamstrings: 'Hamstrings',
  adductors: 'Adductors',
  abductors: 'Abductors',
  calves: 'Calves',
}

export const isMuscle = (value: string): value is Muscle =>
  (MUSCLES as readonly string[]).includes(value)

/** One exercise of the catalogue (src/shared/data/catalog.ts). */
export type CatalogEntry = {
  key: string
  name: string
  aliases: readonly string[]
  primary: readonly Muscle[]
  secondary: readonly Muscle[]
  equipment: string
  /** docs/product/exercise-types.md: how its sets are logged and counted. */
  type: ExerciseType
}

/**
 * The form a name is matched to the catalogue in (docs/product/body-weight-and-muscles.md): the app's name key, and
 * blind to what lifters and apps write differently for the same lift: "Pull-Up", "Pull Up",
 * "pull  up".
 */
export function looseNameKey(name: string): string {
  return nameKey(name).replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim()
}

/** "Bench Press (Barbell)": the name and the equipment in its trailing brackets. */
const TRAILING_BRACKETS = /^(.*\S)\s*\(([^()]*)\)\s*$/

/** The catalogue's entries by the key form of every name and alias, and by key; built once. */
export type CatalogIndex = {
  byName: ReadonlyMap<string, CatalogEntry>
  byKey: ReadonlyMap<string, CatalogEntry>
}

export function indexCatalog(catalog: readonly CatalogEntry[]): CatalogIndex {
  const byName = new Map<string, CatalogEntry>()
  for (const entry of catalog) {
    for (const name of [entry.name, ...entry.aliases]) byName.set(looseNameKey(name), entry)
  }
  return { byName, byKey: new Map(catalog.map((entry) => [entry.key, entry])) }
}

/**
 * docs/product/body-weight-and-muscles.md: the catalogue entry a lifter's exercise name stands for, or null. By name or
 * alias, case-insensitively; a trailing "(Equipment)" as Strong and Hevy write it is first read
 * as the equipment of the lift ("Bench Press (Dumbbell)" is Dumbbell Bench Press) and, failing
 * that, dropped ("Bench Press (Barbell)" is Bench Press).
 */
export function matchExercise(name: string, index: CatalogIndex): CatalogEntry | null {
  const whole = index.byName.get(looseNameKey(name))
  if (whole) return whole
  const bracketed = TRAILING_BRACKETS.exec(name)
  if (!bracketed) return null
  const [, base = '', equipment = ''] = bracketed
  return (
    index.byName.get(looseNameKey(`${equipment} ${base}`)) ??
    index.byName.get(looseNameKey(base)) ??
    null
  )
}

/** What a lifter set for one of their names: a catalogue entry, or muscles of their own. */
export type CustomMuscles = {
  catalogKey: string | null
  primary: readonly Muscle[]
  secondary: readonly Muscle[]
}

export type ResolvedMuscles = {
  catalogKey: string | null
  primary: Muscle[]
  secondary: Muscle[]
  source: 'catalog' | 'custom' | 'none'
}

/**
 * The muscles an exercise name counts for: the lifter's own setting when there is one (an entry
 * they chose is read from the catalogue as it is now), else the automatic match, else none.
 */
export function resolveMuscles(
  name: string,
  custom: CustomMuscles | null,
  index: CatalogIndex,
): ResolvedMuscles {
  if (custom) {
    const chosen = custom.catalogKey === null ? null : index.byKey.get(custom.catalogKey)
    return {
      catalogKey: chosen?.key ?? null,
      primary: [...(chosen?.primary ?? custom.primary)],
      secondary: [...(chosen?.secondary ?? custom.secondary)],
      source: 'custom',
    }
  }
  const matched = matchExercise(name, index)
  return matched
    ? {
        catalogKey: matched.key,
        primary: [...matched.primary],
        secondary: [...matched.secondary],
        source: 'catalog',
      }
    : { catalogKey: null, primary: [], secondary: [], source: 'none' }
}

/** An exercise's muscles as the weekly count reads them. */
export type MuscleAssignment = { primary: readonly Muscle[]; secondary: readonly Muscle[] }

/**
 * docs/product/body-weight-and-muscles.md, sets per muscle: each of `sets` hard sets counts 1 for each primary muscle
 * and 0.5 for each secondary. Every muscle of the list is answered, in the list's order.
 */
export function setsPerMuscle(
  exercises: Iterable<{ sets: number; muscles: MuscleAssignment }>,
): { muscle: Muscle; sets: number }[] {
  const totals = new Map<Muscle, number>(MUSCLES.map((muscle) => [muscle, 0]))
  for (const { sets, muscles } of exercises) {
    for (const muscle of muscles.primary) totals.set(muscle, totals.get(muscle)! + sets)
    for (const muscle of muscles.secondary) totals.set(muscle, totals.get(muscle)! + sets / 2)
  }
  return MUSCLES.map((muscle) => ({ muscle, sets: totals.get(muscle)! }))
}

/** docs/product/body-weight-and-muscles.md: sets per muscle count a week, 7 calendar days. */
export const MUSCLE_WINDOW_DAYS = 7

/** The first day of the week of sets per muscle that ends on `to` (YYYY-MM-DD): `to` − 6 days. */
export function muscleWindowStart(to: string): string {
  return addCalendarDays(to, 1 - MUSCLE_WINDOW_DAYS)
}

/**
 * How well a typed `key` finds an entry, best first: its name starts with it, a word of its name
 * does, an alias does, a word of an alias does, it is somewhere inside; null when nowhere.
 */
function matchRank(key: string, name: string, aliases: string[]): number | null {
  const wordStart = (text: string) => ` ${text}`.includes(` ${key}`)
  if (name.startsWith(key)) return 0
  if (wordStart(name)) return 1
  if (aliases.some((alias) => alias.startsWith(key))) return 2
  if (aliases.some(wordStart)) return 3
  if (name.includes(key) || aliases.some((alias) => alias.includes(key))) return 4
  return null
}

/** A name as the pickers compare it: its key, and blind to accents ("bankdrucken" finds "Bankdrücken"). */
const searchKey = (name: string) => looseNameKey(name).normalize('NFD').replace(/\p{M}/gu, '')

/**
 * What the exercise pickers suggest for `term`: the lifter's own names that contain it, then
 * the catalogue's names whose name or an alias contains it (names that start with it first),
 * never a name twice. An empty term suggests the lifter's own names only. `shown`: the
 * catalogue's names as the screen shows them, by key (docs/product/languages.md), found by
 * their shown name first and by their English names too; the answer is the English name.
 */
export function suggestExercises(
  term: string,
  ownNames: readonly string[],
  catalog: readonly CatalogEntry[],
  { limit = 30, shown }: { limit?: number; shown?: ReadonlyMap<string, string> } = {},
): { own: string[]; catalog: string[] } {
  const key = searchKey(term)
  if (!key) return { own: [...ownNames], catalog: [] }
  const own = ownNames.filter((name) => searchKey(name).includes(key))
  const taken = new Set(ownNames.map(looseNameKey))
  const ranked: { name: string; order: string; rank: number }[] = []
  for (const entry of catalog) {
    if (taken.has(looseNameKey(entry.name))) continue
    const translated = shown?.get(entry.key)
    const names = translated ? [translated, entry.name] : [entry.name]
    const [first, ...others] = names.map(searchKey)
    const rank = matchRank(key, first!, [...others, ...entry.aliases.map(searchKey)])
    if (rank !== null) ranked.push({ name: entry.name, order: translated ?? entry.name, rank })
  }
  ranked.sort((a, b) => a.rank - b.rank || a.order.localeCompare(b.order))
  return { own, catalog: ranked.slice(0, limit).map((each) => each.name) }
}
