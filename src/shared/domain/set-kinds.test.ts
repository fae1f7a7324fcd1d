import { describe, expect, it } from 'vitest'
import {
  countsForRecords,
  formatRpe,
  isRpe,
  kindAfterWrite,
  kindsDisagree,
  RPE_CHOICES,
  SET_KINDS,
  setMark,
} from './set-kinds.ts'

describe('set kinds (docs/product/set-kinds.md)', () => {
  it('applies a write’s kind and isWarmup to the kind a set has', () => {
    for (const current of SET_KINDS) {
      // A kind named wins; isWarmup: true makes a warm-up; neither leaves the kind.
      expect(kindAfterWrite(current, { kind: 'drop' })).toBe('drop')
      expect(kindAfterWrite(current, { isWarmup: true })).toBe('warmup')
      expect(kindAfterWrite(current, {})).toBe(current)
    }
    // isWarmup: false turns a warm-up into a working set, and leaves the others.
    expect(SET_KINDS.map((current) => kindAfterWrite(current, { isWarmup: false }))).toEqual([
      'working',
      'working',
      'drop',
      'failure',
    ])
  })

  it('tells a kind and an isWarmup that disagree', () => {
    expect(kindsDisagree({ kind: 'warmup', isWarmup: false })).toBe(true)
    expect(kindsDisagree({ kind: 'failure', isWarmup: true })).toBe(true)
    expect(kindsDisagree({ kind: 'warmup', isWarmup: true })).toBe(false)
    expect(kindsDisagree({ kind: 'drop', isWarmup: false })).toBe(false)
    expect(kindsDisagree({ kind: 'drop' })).toBe(false)
    expect(kindsDisagree({ isWarmup: true })).toBe(false)
  })

  it('marks sets W, D and F as Strong and Hevy do, and working sets by their number', () => {
    const kinds = ['warmup', 'working', 'drop', 'failure', 'working'] as const
    expect(kinds.map((kind, i) => setMark(kind, i + 1))).toEqual(['W', '2', 'D', 'F', '5'])
  })

  it('counts every kind but warm-up for records', () => {
    expect(SET_KINDS.filter(countsForRecords)).toEqual(['working', 'drop', 'failure'])
  })

  it('keeps an RPE from 1 to 10 by halves, and writes it @8.5', () => {
    expect([1, 1.5, 8.5, 10].every(isRpe)).toBe(true)
    expect([0, 0.5, 8.25, 10.5, 11, Number.NaN].some(isRpe)).toBe(false)
    expect(RPE_CHOICES.every(isRpe)).toBe(true)
    expect(RPE_CHOICES).toEqual([6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10])
    expect(formatRpe(8.5)).toBe('@8.5')
    expect(formatRpe(9)).toBe('@9')
  })
})
