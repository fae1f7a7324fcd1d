import { describe, expect, it } from 'vitest'
import {
  MAX_REPS,
  MAX_WEIGHT,
  modeLabel,
  parseReps,
  parseDecimal,
  parseWeight,
  withAdditionalMode,
} from './set-values.ts'

describe('parseWeight', () => {
  it('reads decimals, with a point or a comma', () => {
    expect(parseWeight('135')).toBe(135)
    expect(parseWeight(' 102.5 ')).toBe(102.5)
    expect(parseWeight('102,5')).toBe(102.5)
  })

  it('makes anything invalid 0 and keeps to the allowed range and decimals', () => {
    for (const text of ['', 'abc', '-5', '.']) expect(parseWeight(text)).toBe(0)
    expect(parseWeight('99999')).toBe(MAX_WEIGHT)
    expect(parseWeight('1.23456')).toBe(1.235)
  })
})

describe('parseReps', () => {
  it('reads whole numbers and makes anything invalid 0', () => {
    expect(parseReps('8')).toBe(8)
    expect(parseReps('8.7')).toBe(8)
    for (const text of ['', 'x', '-1']) expect(parseReps(text)).toBe(0)
    expect(parseReps('5000')).toBe(MAX_REPS)
  })
})

describe('modeLabel', () => {
  it('names each mode, and None without one', () => {
    expect(modeLabel('inverseChains')).toBe('Inverse Chains')
    expect(modeLabel(null)).toBe('None')
  })
})

describe('withAdditionalMode', () => {
  const chains = { additionalMode: 'chains', additionalWeight: '40', reps: 5 } as const

  it('starts a chosen mode at 0, switching modes too', () => {
    const plain = { ...chains, additionalMode: null, additionalWeight: '0' }
    expect(withAdditionalMode(plain, 'chains')).toEqual({ ...plain, additionalMode: 'chains' })
    expect(withAdditionalMode(chains, 'eccentric')).toEqual({
      ...chains,
      additionalMode: 'eccentric',
      additionalWeight: '0',
    })
  })

  it('clears mode and weight with None, and keeps a set whose mode is chosen again', () => {
    expect(withAdditionalMode(chains, null)).toEqual({
      ...chains,
      additionalMode: null,
      additionalWeight: '0',
    })
    expect(withAdditionalMode(chains, 'chains')).toBe(chains)
  })
})

describe('parseDecimal (docs/product/languages.md: a comma or a point alike)', () => {
  it.each([
    ['117,5', 117.5],
    ['117.5', 117.5],
    ['102,5', 102.5],
    [' 0,25 ', 0.25],
    ['1.002,5', 1002.5],
    ['1,002.5', 1002.5],
    ['1 002,5', 1002.5],
    ['20', 20],
  ])('reads %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value)
    expect(parseWeight(text)).toBe(value)
  })

  it.each(['', 'abc', '12abc', '1,2,3x', '.', ','])('reads %j as no number', (text) => {
    expect(parseDecimal(text)).toBeNaN()
  })
})
