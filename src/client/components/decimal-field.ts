/**
 * A weight, distance or bar field (docs/product/languages.md): "102,5" and "102.5" read alike
 * (parseDecimal). A text field with the decimal keypad: a number field refuses a comma in most
 * browsers (its value is then empty), and a point in some languages' keyboards.
 */
export const DECIMAL_FIELD = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const
