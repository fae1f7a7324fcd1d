import { describe, expect, it } from 'vitest'
import type { LANGUAGES } from '../../domain/languages.ts'
import { CATALOG } from '../catalog.ts'
import { INSTRUCTIONS as english } from '../instructions.ts'
import { INSTRUCTIONS as de } from './de.ts'
import { INSTRUCTIONS as es } from './es.ts'
import { INSTRUCTIONS as fr } from './fr.ts'
import { INSTRUCTIONS as ptBR } from './pt-BR.ts'

/*
 * docs/product/languages.md: the catalogue's instructions in every language the app speaks,
 * step for step as the English source (../instructions.ts), which every new entry extends first.
 */
const TRANSLATIONS: Record<
  Exclude<(typeof LANGUAGES)[number], 'en'>,
  Readonly<Record<string, readonly string[]>>
> = { de, es, fr, 'pt-BR': ptBR }

describe.each(Object.entries(TRANSLATIONS))('the catalogue’s instructions in %s', (_, steps) => {
  it('gives every entry with English steps as many steps, none empty', () => {
    const wrong = CATALOG.filter((entry) => {
      const source = english[entry.key]
      return source !== undefined && steps[entry.key]?.length !== source.length
    }).map((entry) => entry.key)
    expect(wrong).toEqual([])
    for (const [key, translated] of Object.entries(steps)) {
      for (const step of translated) {
        expect(step.trim(), key).toBe(step)
        expect(step, key).toMatch(/^\p{Lu}.*[.]$/u)
      }
    }
  })

  it('speaks only of entries the catalogue has, and translates each step', () => {
    const keys = new Set(CATALOG.map((entry) => entry.key))
    expect(Object.keys(steps).filter((key) => !keys.has(key))).toEqual([])
    // A step left in English is a step not translated.
    const untranslated = Object.entries(steps).filter(([key, translated]) =>
      translated.some((step, index) => step === english[key]?.[index]),
    )
    expect(untranslated.map(([key]) => key)).toEqual([])
  })
})
