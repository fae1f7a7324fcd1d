import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../domain/languages.ts'
import { shownNames, typedExerciseName } from '../../domain/exercise-names.ts'
import { suggestExercises } from '../../domain/muscles.ts'
import { CATALOG } from '../catalog.ts'
import { NAMES as de } from './de.ts'
import { NAMES as es } from './es.ts'
import { NAMES as fr } from './fr.ts'
import { NAMES as ptBR } from './pt-BR.ts'

/*
 * docs/product/languages.md: the catalogue's names in every language the app speaks (shown
 * translated; stored, matched and exported in English; a lifter's own names never translated).
 */
const TRANSLATIONS: Record<Exclude<(typeof LANGUAGES)[number], 'en'>, Record<string, string>> = {
  de,
  es,
  fr,
  'pt-BR': ptBR,
}

describe.each(Object.entries(TRANSLATIONS))('the catalogue’s names in %s', (_, names) => {
  it('names every entry, and only entries the catalogue has', () => {
    expect(CATALOG.filter((entry) => !names[entry.key]?.trim()).map((e) => e.key)).toEqual([])
    const keys = new Set(CATALOG.map((entry) => entry.key))
    expect(Object.keys(names).filter((key) => !keys.has(key))).toEqual([])
  })

  it('gives no two entries the same name, nor one another entry’s English name', () => {
    const shown = CATALOG.map((entry) => names[entry.key]!.toLowerCase())
    expect(shown.filter((name, index) => shown.indexOf(name) !== index)).toEqual([])
    const english = new Map(CATALOG.map((entry) => [entry.name.toLowerCase(), entry.key]))
    const taken = CATALOG.filter((entry) => {
      const owner = english.get(names[entry.key]!.toLowerCase())
      return owner !== undefined && owner !== entry.key
    })
    expect(taken.map((entry) => entry.key)).toEqual([])
  })
})

describe('which name a screen shows', () => {
  const german = shownNames(CATALOG, de)

  it('translates the catalogue’s names, spelled as the catalogue spells them, only', () => {
    expect(german.shown('Bench Press')).toBe('Bankdrücken')
    expect(german.shown('Deadlift')).toBe('Kreuzheben')
    // A lifter's own names, and their own spelling of a catalogue name, stay as they are.
    expect(german.shown('Zottman Curl')).toBe('Zottman Curl')
    expect(german.shown('bench press')).toBe('bench press')
    expect(german.shown('Barbell Bench Press')).toBe('Barbell Bench Press')
  })

  it('finds an entry by its shown name, accents or not, and answers its English name', () => {
    const search = (term: string) =>
      suggestExercises(term, [], CATALOG, { shown: german.byKey }).catalog
    expect(search('bankdrü')[0]).toBe('Bench Press')
    expect(search('bankdru')[0]).toBe('Bench Press')
    expect(search('kreuzheben')).toContain('Romanian Deadlift')
    // The English names still find it.
    expect(search('bench')).toContain('Bench Press')
    expect(typedExerciseName('bankdrücken', [], CATALOG, german)).toBe('Bench Press')
    expect(typedExerciseName('Bench press', ['Bench press'], CATALOG, german)).toBe('Bench press')
    expect(typedExerciseName('Zottman Curl', [], CATALOG, german)).toBe('Zottman Curl')
  })
})
