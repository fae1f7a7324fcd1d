import { describe, expect, it } from 'vitest'
import { formatDecimal, parseDecimal, percentRounded, roundToStep } from './decimal.ts'

const d = (text: string) => parseDecimal(text)!

describe('decimals', () => {
  it.each([
    ['5', '5'],
    ['5.0', '5'],
    ['0137.50', '137.5'],
    ['5.51155655', '5.51155655'],
    ['0.00000001', '0.00000001'],
  ])('%s reads back as %s', (text, canonical) => {
    expect(formatDecimal(d(text))).toBe(canonical)
  })

  it.each(['', '.5', '5.', '-5', '1e3', 'five', '0.123456789'])('%j is not a decimal', (text) => {
    expect(parseDecimal(text)).toBeNull()
  })

  it('adds exactly where floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3)
    expect(formatDecimal(d('0.1') + d('0.2'))).toBe('0.3')
  })

  it.each([
    ['166.5', '5', '165'],
    ['167.5', '5', '170'],
    ['162.5', '5', '165'],
    ['191.25', '2.5', '192.5'],
    ['1.25', '2.5', '2.5'],
    ['1.2', '2.5', '0'],
  ])('%s rounds to a multiple of %s as %s (halves up)', (value, step, rounded) => {
    expect(formatDecimal(roundToStep(d(value), d(step)))).toBe(rounded)
  })

  it.each([
    ['185', 90, '5', '165'],
    ['175', 90, '5', '160'],
    ['250', 65, '5', '165'],
    ['200', 72.5, '5', '145'],
    ['220.462', 65, '5.51155655', '143.30047030'],
  ])('%s × %s %% rounded to %s is %s, in one exact step', (value, percent, step, rounded) => {
    expect(formatDecimal(percentRounded(d(value), percent, d(step)))).toBe(
      formatDecimal(d(rounded)),
    )
  })
})
