/**
 * The values a set holds (docs/product/api.md) and how a typed field becomes one (docs/product/validation.md): the one
 * home of these rules for the contract, the session and the history edit form.
 */
export const MAX_WEIGHT = 10_000
export const MAX_REPS = 1_000
/** Weights are kept to 3 decimals (fine enough for kilograms stored in pounds). */
export const WEIGHT_DECIMALS = 3

export const ADDITIONAL_MODE_VALUES = ['eccentric', 'chains', 'inverseChains'] as const
export type AdditionalModeValue = (typeof ADDITIONAL_MODE_VALUES)[number]

export const MODE_LABELS: Record<AdditionalModeValue, string> = {
  eccentric: 'Eccentric',
  chains: 'Chains',
  inverseChains: 'Inverse Chains',
}

/** docs/product/states.md: the label of a set's extra-weight mode, 'None' without one. */
export function modeLabel(mode: AdditionalModeValue | null): string {
  return mode ? MODE_LABELS[mode] : 'None'
}

/**
 * docs/product/states.md, docs/product/validation.md, the one rule for a set's extra-weight mode, in the session and the history edit
 * alike: choosing a mode starts its additional weight at 0 (what another mode carried is not
 * this one's), choosing None clears mode and weight, choosing the mode it has changes nothing.
 */
export function withAdditionalMode<
  T extends { additionalMode: AdditionalModeValue | null; additionalWeight: string },
>(set: T, mode: AdditionalModeValue | null): T {
  if (mode === set.additionalMode) return set
  return { ...set, additionalMode: mode, additionalWeight: '0' }
}

/**
 * A typed decimal in any of the app's languages (docs/product/languages.md): "117,5" and "117.5"
 * alike, written with a point ("117.5"), its digits as typed. With both marks the last is the
 * decimal one and the other groups ("1,002.5", "1.002,5"); a lone comma is a decimal comma. Null
 * when it is no number.
 */
export function decimalText(text: string): string | null {
  let value = text.trim().replace(/\s/g, '')
  const comma = value.lastIndexOf(',')
  const point = value.lastIndexOf('.')
  if (comma >= 0 && point >= 0) {
    value = comma > point ? value.replaceAll('.', '').replace(',', '.') : value.replaceAll(',', '')
  } else {
    value = value.replace(',', '.')
  }
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(value) ? value : null
}

/** The same as a number: NaN when it is no number. */
export function parseDecimal(text: string): number {
  const value = decimalText(text)
  return value === null ? Number.NaN : Number(value)
}

/**
 * docs/product/validation.md: a weight is parsed as a decimal (a decimal comma too) and anything invalid becomes
 * 0; past the API's range it is clamped to it, and rounded to its decimals, rather than sent
 * to be refused.
 */
export function parseWeight(text: string): number {
  const value = parseDecimal(text)
  if (!Number.isFinite(value) || value < 0) return 0
  const factor = 10 ** WEIGHT_DECIMALS
  return Math.round(Math.min(value, MAX_WEIGHT) * factor) / factor
}

/** docs/product/validation.md: reps are parsed as a whole number and anything invalid becomes 0. */
export function parseReps(text: string): number {
  const value = Number.parseInt(text.trim(), 10)
  if (!Number.isFinite(value) || value < 0) return 0
  return Math.min(value, MAX_REPS)
}
