import { describe, expect, it } from 'vitest'
import { CATALOG } from './catalog.ts'
import { INSTRUCTIONS } from './instructions.ts'

describe('the catalogue’s instructions (docs/product/exercises.md)', () => {
  it('gives every entry 2 to 6 short steps, each a sentence', () => {
    const wrong = CATALOG.filter((entry) => {
      const steps = INSTRUCTIONS[entry.key]
      return !steps || steps.length < 2 || steps.length > 6
    }).map((entry) => entry.key)
    expect(wrong).toEqual([])
    for (const steps of Object.values(INSTRUCTIONS)) {
      for (const step of steps) {
        expect(step.length, step).toBeLessThanOrEqual(120)
        expect(step, step).toMatch(/^[A-Z].*[.]$/)
        expect(step.trim(), step).toBe(step)
      }
    }
  })

  it('speaks only of entries the catalogue has', () => {
    const keys = new Set(CATALOG.map((entry) => entry.key))
    expect(Object.keys(INSTRUCTIONS).filter((key) => !keys.has(key))).toEqual([])
  })
})
