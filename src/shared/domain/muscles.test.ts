import { describe, expect, it } from 'vitest'
import { CATALOG } from '../data/catalog.ts'
import {
  indexCatalog,
  muscleWindowStart,
  matchExercise,
  MUSCLES,
  looseNameKey,
  resolveMuscles,
  setsPerMuscle,
  suggestExercises,
} from './muscles.ts'

const index = indexCatalog(CATALOG)
const keyOf = (name: string) => matchExercise(name, index)?.key ?? null

describe('the exercise catalogue (docs/product/body-weight-and-muscles.md)', () => {
  it('holds at least 120 exercises with unique keys, names, equipment and muscles', () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(120)
    expect(new Set(CATALOG.map((entry) => entry.key)).size).toBe(CATALOG.length)
    for (const entry of CATALOG) {
      expect(entry.key, entry.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(entry.name.trim(), entry.key).toBe(entry.name)
      expect(entry.equipment, entry.key).toMatch(/^[a-z ]+$/)
      expect(entry.primary.length, entry.key).toBeGreaterThan(0)
      const muscles = [...entry.primary, ...entry.secondary]
      // A muscle is primary or secondary, once.
      expect(new Set(muscles).size, entry.key).toBe(muscles.length)
      for (const muscle of muscles) expect(MUSCLES, entry.key).toContain(muscle)
    }
  })

  it('uses every muscle of the fixed list as a primary muscle somewhere', () => {
    const primaries = new Set(CATALOG.flatMap((entry) => entry.primary))
    expect(MUSCLES.filter((muscle) => !primaries.has(muscle))).toEqual([])
  })

  it('gives each name and alias to one entry only, case and hyphens aside', () => {
    const owners = new Map<string, string[]>()
    for (const entry of CATALOG) {
      for (const name of new Set([entry.name, ...entry.aliases].map(looseNameKey))) {
        owners.set(name, [...(owners.get(name) ?? []), entry.key])
      }
    }
    expect([...owners].filter(([, keys]) => keys.length > 1)).toEqual([])
  })

  it('maps the common lifts as a lifter would expect, in Strong’s and Hevy’s names too', () => {
    const expected: Record<string, string | null> = {
      'Bench Press': 'bench-press',
      'bench press': 'bench-press',
      '  Bench   Press ': 'bench-press',
      'Flat Bench Press': 'bench-press',
      'Bench Press (Barbell)': 'bench-press',
      'Bench Press (Smith Machine)': 'smith-machine-bench-press',
      'Bench Press (Dumbbell)': 'dumbbell-bench-press',
      'Incline Bench Press (Dumbbell)': 'incline-dumbbell-press',
      'Squat (Barbell)': 'squat',
      'Back Squat': 'squat',
      'Front Squat (Barbell)': 'front-squat',
      'Deadlift (Barbell)': 'deadlift',
      'Deadlift (Trap bar)': 'trap-bar-deadlift',
      'Romanian Deadlift (Barbell)': 'romanian-deadlift',
      'Romanian Deadlift (Dumbbell)': 'dumbbell-romanian-deadlift',
      RDL: 'romanian-deadlift',
      rdl: 'romanian-deadlift',
      'Overhead Press (Barbell)': 'overhead-press',
      OHP: 'overhead-press',
      'Military Press': 'overhead-press',
      'Overhead Press (Dumbbell)': 'dumbbell-shoulder-press',
      'Shoulder Press (Machine)': 'machine-shoulder-press',
      'Pull Up': 'pull-up',
      'pull-up': 'pull-up',
      'Pull Up (Assisted)': 'assisted-pull-up',
      'Chin Up': 'chin-up',
      'Lat Pulldown (Cable)': 'lat-pulldown',
      'Bent Over Row (Barbell)': 'barbell-row',
      'Bent Over Row (Dumbbell)': 'dumbbell-row',
      'Seated Row (Cable)': 'seated-cable-row',
      'Bicep Curl (Dumbbell)': 'dumbbell-curl',
      'Bicep Curl (Barbell)': 'barbell-curl',
      'Bicep Curl (Cable)': 'cable-curl',
      'Triceps Pushdown (Cable - Straight Bar)': 'triceps-pushdown',
      'Skullcrusher (Barbell)': 'skull-crusher',
      'Lateral Raise (Dumbbell)': 'lateral-raise',
      'Lateral Raise (Cable)': 'cable-lateral-raise',
      'Reverse Fly (Machine)': 'reverse-pec-deck',
      'Chest Fly (Machine)': 'pec-deck',
      'Leg Press': 'leg-press',
      'Leg Extension (Machine)': 'leg-extension',
      'Seated Leg Curl (Machine)': 'seated-leg-curl',
      'Hip Thrust (Barbell)': 'hip-thrust',
      'Calf Raise (Machine)': 'standing-calf-raise',
      'Crunch (Cable)': 'cable-crunch',
      'Face Pull (Cable)': 'face-pull',
      'Hammer Curl (Dumbbell)': 'hammer-curl',
      "Farmer's Walk": 'farmers-walk',
      Plank: 'plank',
      'Barbell Row': 'barbell-row',
      'Zottman Wobble': null,
      'Treadmill (Running)': 'running',
      '(Barbell)': null,
      '': null,
    }
    const actual = Object.fromEntries(Object.keys(expected).map((name) => [name, keyOf(name)]))
    expect(actual).toEqual(expected)
  })

  it('every name and alias matches its own entry, with or without an equipment suffix', () => {
    for (const entry of CATALOG) {
      for (const name of [entry.name, ...entry.aliases]) {
        expect(keyOf(name), name).toBe(entry.key)
        expect(keyOf(`${name.toUpperCase()} (${entry.equipment})`), name).toBe(entry.key)
      }
    }
  })
})

describe('an exercise name’s muscles', () => {
  it('are the lifter’s own setting, else the automatic match, else none', () => {
    expect(resolveMuscles('Squat (Barbell)', null, index)).toEqual({
      catalogKey: 'squat',
      primary: ['quads', 'glutes'],
      secondary: ['adductors', 'hamstrings', 'lower-back'],
      source: 'catalog',
    })
    expect(resolveMuscles('Zottman Wobble', null, index)).toEqual({
      catalogKey: null,
      primary: [],
      secondary: [],
      source: 'none',
    })
    const own = { catalogKey: null, primary: ['forearms'], secondary: ['biceps'] } as const
    expect(resolveMuscles('Squat', own, index)).toEqual({ ...own, source: 'custom' })
    // A chosen entry is read from the catalogue as it is now.
    expect(
      resolveMuscles('Squat', { catalogKey: 'front-squat', primary: [], secondary: [] }, index),
    ).toEqual({
      catalogKey: 'front-squat',
      primary: ['quads'],
      secondary: ['glutes', 'abs', 'upper-back'],
      source: 'custom',
    })
  })
})

describe('sets per muscle', () => {
  it('counts 1 a set for each primary muscle and 0.5 for each secondary, every muscle in order', () => {
    const counts = setsPerMuscle([
      { sets: 3, muscles: { primary: ['chest'], secondary: ['front-delts', 'triceps'] } },
      { sets: 2, muscles: { primary: ['triceps'], secondary: [] } },
      { sets: 1, muscles: { primary: ['quads', 'glutes'], secondary: ['chest'] } },
    ])
    expect(counts.map((count) => count.muscle)).toEqual([...MUSCLES])
    expect(Object.fromEntries(counts.filter((c) => c.sets).map((c) => [c.muscle, c.sets]))).toEqual(
      {
        chest: 3.5,
        'front-delts': 1.5,
        triceps: 3.5,
        quads: 1,
        glutes: 1,
      },
    )
  })
})

describe('suggestions as the lifter types', () => {
  it('offers the lifter’s own names first, then the catalogue’s, by name or alias', () => {
    const own = ['Bench Press (Barbell)', 'Paused Bench', 'Squat']
    expect(suggestExercises('ben', own, CATALOG)).toEqual({
      own: ['Bench Press (Barbell)', 'Paused Bench'],
      catalog: expect.arrayContaining([
        'Bench Press',
        'Dumbbell Bench Press',
        'Bench Dip',
      ]) as never,
    })
    const suggested = suggestExercises('ben', own, CATALOG).catalog
    // Names that start with the letters first.
    expect(suggested.slice(0, 3)).toEqual(['Bench Dip', 'Bench Press', 'Close-Grip Bench Press'])
    // An alias finds its entry: nobody types "Romanian Deadlift" in full.
    expect(suggestExercises('rdl', [], CATALOG).catalog.slice(0, 1)).toEqual(['Romanian Deadlift'])
    expect(suggestExercises('rom', [], CATALOG).catalog[0]).toBe('Romanian Deadlift')
    // A catalogue name the lifter already has is not offered twice.
    expect(suggestExercises('squ', own, CATALOG).catalog).not.toContain('Squat')
    expect(suggestExercises('', own, CATALOG)).toEqual({ own, catalog: [] })
  })
})

describe('muscleWindowStart', () => {
  it('starts the week of sets per muscle 6 days before its last day', () => {
    expect(muscleWindowStart('2026-03-07')).toBe('2026-03-01')
    expect(muscleWindowStart('2024-03-01')).toBe('2024-02-24')
  })
})
