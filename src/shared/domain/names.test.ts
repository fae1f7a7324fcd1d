import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameKey, sameName } from './names.ts'

describe('names', () => {
  it('are one name whatever their case', () => {
    expect(sameName('Bench Press', 'bench press')).toBe(true)
    expect(sameName('SQUAT', 'Squat')).toBe(true)
    expect(nameKey('Überzug')).toBe('überzug')
  })

  it('differ in anything but case', () => {
    expect(sameName('Bench Press', 'Bench  Press')).toBe(false)
    expect(sameName('Squat', 'Squat (Barbell)')).toBe(false)
  })

  it('are one name in every script, whichever form a letter takes', () => {
    // Greek final sigma: a lower-cased capital Σ ends a word as ς, and a lifter may type σ.
    expect(nameKey('Row ΠΙΕΣΕΙΣ')).toBe(nameKey('row πιεσεισ'))
    expect(sameName('Straße', 'STRASSE')).toBe(true)
    expect(sameName('STRAẞE', 'strasse')).toBe(true)
    // é as one code point and as e with a combining accent.
    expect(sameName('D\u00e9velopp\u00e9', 'De\u0301veloppe\u0301')).toBe(true)
    // Turkish dotted İ lowers to i with a dot above: another name than ix.
    expect(sameName('İx', 'İX')).toBe(true)
    expect(sameName('İx', 'ix')).toBe(false)
  })

  it('keys a key to itself, and a name in either case to its key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 12 }), (name) => {
        const key = nameKey(name)
        expect(nameKey(key)).toBe(key)
        expect(nameKey(name.toUpperCase())).toBe(key)
        expect(nameKey(name.toLowerCase())).toBe(key)
      }),
      { numRuns: 2000 },
    )
  })
})
