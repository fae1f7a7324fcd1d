import { WEIGHT_UNITS, type WeightUnit } from '#shared/domain/units.ts'
import { SegmentedRadios } from './segmented-radios.tsx'

export const UNIT_NAMES: Record<WeightUnit, string> = {
  lbs: 'Pounds (lbs)',
  kg: 'Kilograms (kg)',
}

const OPTIONS = WEIGHT_UNITS.map((unit) => ({ value: unit, label: UNIT_NAMES[unit] }))

/** Pounds or kilograms as a segmented pair of radios (see SegmentedRadios). */
export function WeightUnitRadios(props: {
  name: string
  value: WeightUnit | null
  onChange: (unit: WeightUnit) => void
  disabled?: boolean
  className?: string
}) {
  return <SegmentedRadios options={OPTIONS} {...props} />
}
