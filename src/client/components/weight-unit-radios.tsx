import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { WEIGHT_UNITS, type WeightUnit } from '#shared/domain/units.ts'
import { SegmentedRadios } from './segmented-radios.tsx'

const UNIT_NAMES: Record<WeightUnit, MessageDescriptor> = {
  lbs: msg`Pounds (lbs)`,
  kg: msg`Kilograms (kg)`,
}

/** Pounds or kilograms as a segmented pair of radios (see SegmentedRadios). */
export function WeightUnitRadios(props: {
  name: string
  value: WeightUnit | null
  onChange: (unit: WeightUnit) => void
  disabled?: boolean
  className?: string
}) {
  const { i18n } = useLingui()
  const options = WEIGHT_UNITS.map((unit) => ({ value: unit, label: i18n._(UNIT_NAMES[unit]) }))
  return <SegmentedRadios options={options} {...props} />
}
