import quotes from '../data/quotes.json' with { type: 'json' }

/** docs/product/quotes.md: 52 published quotations, each with its source. Never invent one. */
export type Quote = { text: string; author: string; source: string }

export const QUOTES: readonly Quote[] = quotes

export function randomQuote(random: () => number = Math.random): Quote {
  return QUOTES[Math.floor(random() * QUOTES.length)]!
}
