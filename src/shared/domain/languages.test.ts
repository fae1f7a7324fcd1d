import { describe, expect, it } from 'vitest'
import { acceptedLanguages, bestLanguage, cookieLanguage } from './languages.ts'

describe('choosing a language (docs/product/languages.md)', () => {
  it.each([
    [['de-DE', 'en'], 'de'],
    [['de-AT'], 'de'],
    [['pt-BR'], 'pt-BR'],
    [['pt-PT', 'pt'], 'pt-BR'],
    [['fr-CA'], 'fr'],
    [['es-MX'], 'es'],
    [['en-GB', 'de'], 'en'],
    [['ja', 'zh', 'es'], 'es'],
    [['ja'], 'en'],
    [[], 'en'],
    [['*'], 'en'],
  ])('picks the best of %j: %s', (preferred, language) => {
    expect(bestLanguage(preferred)).toBe(language)
  })

  it('reads Accept-Language by quality, then order', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CA, de;q=0.9, ja;q=0')).toEqual(['fr-CA', 'de', 'en'])
    expect(bestLanguage(acceptedLanguages('ja, es;q=0.3, fr;q=0.4'))).toBe('fr')
    expect(acceptedLanguages(undefined)).toEqual([])
  })

  it('takes a cookie of ours only', () => {
    expect(cookieLanguage('pt-BR')).toBe('pt-BR')
    expect(cookieLanguage('en-XA')).toBe('en-XA')
    expect(cookieLanguage('pt')).toBeNull()
    expect(cookieLanguage(undefined)).toBeNull()
  })
})
