import type { WeightUnit } from './units.ts'

/** The plates a gym stocks, heaviest first, in the unit the gym loads. */
export const PLATE_WEIGHTS = {
  lbs: [45, 35, 25, 10, 5, 2.5],
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
} as const satisfies Record<WeightUnit, readonly number[]>

/** A bar and the plates there are for it, in one unit. */
export type BarSetup = { barWeight: number; plates: readonly number[] }

/** What a gym has, per unit, until the lifter says otherwise (remembered on the server). */
export const DEFAULT_PLATE_SETTINGS = {
  lbs: { barWeight: 45, plates: [...PLATE_WEIGHTS.lbs] },
  kg: { barWeight: 20, plates: [...PLATE_WEIGHTS.kg] },
}

export type BarLoad = {
  /** Plates for one side, heaviest first. */
  perSide: number[]
  /** Weight that could not be loaded (both sides together); negative when below the bar. */
  leftover: number
}

// Hundredths keep 1.25 kg and 2.5 lb plates exact.
const hundredths = (weight: number) => Math.round(weight * 100)

/** What to load on each side for `total`, greedily from the heaviest plate available. */
export function loadBar(total: number, { barWeight, plates }: BarSetup): BarLoad {
  const remaining = hundredths(total) - hundredths(barWeight)
  if (remaining < 0) return { perSide: [], leftover: remaining / 100 }
  let side = Math.floor(remaining / 2)
  const perSide: number[] = []
  for (const plate of [...plates].sort((a, b) => b - a)) {
    const weight = hundredths(plate)
    while (weight > 0 && side >= weight) {
      perSide.push(plate)
      side -= weight
    }
  }
  const loaded = perSide.reduce((sum, plate) => sum + hundredths(plate), 0) * 2
  return { perSide, leftover: (remaining - loaded) / 100 }
}

/** The lifter's bar and plates for `unit`: what they saved, else the defaults. */
export function barSetup(
  saved: Partial<Record<WeightUnit, BarSetup>> | null | undefined,
  unit: WeightUnit,
): BarSetup {
  return saved?.[unit] ?? DEFAULT_PLATE_SETTINGS[unit]
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * The heaviest total at or under `total` that the bar and pairs of the plates make (any number
 * of each plate), never under the bar: what "rounded down to the lifter's plates" means
 * (docs/product/exercises.md, warm-ups). Exact, not greedy: with 25s and 10s a side of 30 is
 * three 10s, not a 25.
 */
export function heaviestLoadable(total: number, { barWeight, plates }: BarSetup): number {
  const side = Math.floor((hundredths(total) - hundredths(barWeight)) / 2)
  const sizes = plates.map(hundredths).filter((plate) => plate > 0)
  if (side <= 0 || sizes.length === 0) return barWeight
  // Every side load is a multiple of the plates' greatest common divisor: count in those steps.
  const step = sizes.reduce(gcd)
  const steps = Math.floor(side / step)
  const units = sizes.map((plate) => plate / step)
  const makes = new Uint8Array(steps + 1)
  makes[0] = 1
  for (let load = 1; load <= steps; load++) {
    makes[load] = units.some((unit) => unit <= load && makes[load - unit] === 1) ? 1 : 0
  }
  let best = steps
  while (makes[best] === 0) best--
  return (hundredths(barWeight) + 2 * best * step) / 100
}
