/**
 * Exact decimal arithmetic for progression weights (docs/product/progression.md): increments are added
 * exactly and rounding halves up, which binary floating point cannot promise (0.1 + 0.2). A
 * decimal is a bigint of hundred-millionths: fine enough for a kilogram step in pounds
 * (2.5 kg = 5.51155655 lb), so a kilogram lifter's plan lands on whole kilogram steps.
 */
export const DECIMAL_PLACES = 8
const SCALE = 10n ** BigInt(DECIMAL_PLACES)

/** A decimal string ("137.5", "5.51155655"), or null when it is not one or has too many places. */
export function parseDecimal(text: string, places = DECIMAL_PLACES): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(text)
  if (!match) return null
  const fraction = match[2] ?? ''
  if (fraction.length > places) return null
  return BigInt(match[1]!) * SCALE + BigInt(fraction.padEnd(DECIMAL_PLACES, '0'))
}

/** The canonical string of a decimal: no trailing zeros, no point for a whole number. */
export function formatDecimal(value: bigint): string {
  const sign = value < 0n ? '-' : ''
  const magnitude = value < 0n ? -value : value
  const whole = magnitude / SCALE
  const fraction = (magnitude % SCALE).toString().padStart(DECIMAL_PLACES, '0').replace(/0+$/, '')
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`
}

/** `numerator / denominator` to the nearest whole number, halves up (both positive). */
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator)
}

/** A percent given with at most 3 decimals, in thousandths of a percent. */
const milliPercent = (percent: number) => BigInt(Math.round(percent * 1000))

/**
 * `value × percent / 100` rounded to the nearest multiple of `step`, halves up, in one exact
 * division (no intermediate rounding).
 */
export function percentRounded(value: bigint, percent: number, step: bigint): bigint {
  return divideHalfUp(value * milliPercent(percent), 100_000n * step) * step
}

/** `value` rounded to the nearest multiple of `step`, halves up. */
export function roundToStep(value: bigint, step: bigint): bigint {
  return divideHalfUp(value, step) * step
}

/** A decimal with `places` decimals at most, as a step for roundToStep (0.001 for 3). */
export const placesStep = (places: number) => 10n ** BigInt(DECIMAL_PLACES - places)

/** A whole or decimal number (a JSON number) as a decimal, rounded to the scale. */
export const decimalOf = (value: number | string): bigint =>
  parseDecimal(typeof value === 'string' ? value : value.toFixed(DECIMAL_PLACES)) ?? 0n
