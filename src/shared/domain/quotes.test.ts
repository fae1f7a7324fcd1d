import { describe, expect, it } from 'vitest'
import { QUOTES, randomQuote } from './quotes.ts'

describe('quotes', () => {
  it('holds 52 sourced quotations from the three named figures', () => {
    expect(QUOTES).toHaveLength(52)
    for (const quote of QUOTES) {
      expect(['Mike Mentzer', 'Arthur Jones', 'Dorian Yates']).toContain(quote.author)
      expect(quote.text.length).toBeGreaterThan(10)
      expect(quote.source).toMatch(/^https?:\/\//)
    }
  })

  it('picks any of them', () => {
    expect(randomQuote(() => 0)).toBe(QUOTES[0])
    expect(randomQuote(() => 0.9999)).toBe(QUOTES[51])
  })
})
