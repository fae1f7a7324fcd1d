import { decimalMark } from '#shared/domain/format.ts'

/**
 * A weight, distance or bar field's kind (docs/product/languages.md: "102,5" and "102.5" read
 * alike, parseDecimal). In a language that writes a decimal point, the number field
 * docs/product/validation.md describes — minimum 0, the unit's step, the decimal keypad. In one
 * that writes a comma, a text field with the decimal keypad: a number field refuses a comma unless
 * the browser's own locale writes one (its value is then empty), and the lifter's language need
 * not be the browser's.
 */
export function decimalField(number: { step: number; max?: number }) {
  return decimalMark() === '.'
    ? ({ type: 'number', inputMode: 'decimal', min: 0, ...number } as const)
    : ({ type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const)
}
