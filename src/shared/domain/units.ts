import { formatWeight } from './format.ts'

/**
 * Weight units (docs/product/storage.md, docs/product/progress-and-gym-floor.md): storage and the API are in pounds; a lifter sees and
 * enters their chosen unit. A weight entered in kilograms is stored in pounds to 3 decimals,
 * which is fine enough that it reads back exactly as entered to 0.01 kg.
 */
export const WEIGHT_UNITS = ['lbs', 'kg'] as const
export type WeightUnit = (typeof WEIGHT_UNITS)[number]

export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'lbs'

/** The international avoirdupois pound: 1 kg = 2.20462262 lb. */
export const LBS_PER_KG = 2.20462262

/** The step of a weight stepper: plates come in 5 lb and 2.5 kg pairs. */
export const WEIGHT_STEP: Record<WeightUnit, number> = { lbs: 5, kg: 2.5 }

function roundTo(value: number, decimals: number) {
  const factor = 10 ** decimals
  return Math.round(value * factor) / factor
}

/** A weight the lifter entered in `unit`, as stored: pounds to 3 decimals. */
export function toStoredPounds(weight: number, unit: WeightUnit): number {
  return unit === 'lbs' ? weight : roundTo(weight * LBS_PER_KG, 3)
}

/**
 * A progression step (an increment, a rounding) the lifter entered in `unit`, in pounds to 8
 * decimals: exact enough that a kilogram step stays a whole kilogram step however often it is
 * added (2.5 kg = 5.51155655 lb), where a set's 3 decimals would drift.
 */
export function toStoredStep(step: number, unit: WeightUnit): number {
  return unit === 'lbs' ? step : roundTo(step * LBS_PER_KG, 8)
}

/** A stored weight in pounds, in `unit` to 0.01 (what the lifter entered, when they used kg). */
export function fromStoredPounds(pounds: number, unit: WeightUnit): number {
  return unit === 'lbs' ? pounds : roundTo(pounds / LBS_PER_KG, 2)
}

/** A stored weight (pounds, as the API sends it) in `unit`, with the unit: "100 kg". */
export function formatStoredWeight(pounds: number | string, unit: WeightUnit): string {
  return `${formatWeight(fromStoredPounds(Number(pounds), unit))} ${unit}`
}
