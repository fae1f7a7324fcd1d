import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { DISTANCE_UNITS, type DistanceUnit } from '#shared/domain/measures.ts'
import { WEIGHT_UNITS, type WeightUnit } from '#shared/domain/units.ts'
import { SegmentedRadios } from './segmented-radios.tsx'

const UNIT_NAMES: Record<WeightUnit, MessageDescriptor> = {
  lbs: msg`Pounds (lbs)`,
  kg: msg`Kilograms (kg)`,
}

/** docs/product/exercise-types.md: the units distances are shown and entered in. */
const DISTANCE_UNIT_NAMES: Record<DistanceUnit, MessageDescriptor> = {
  km: msg`Kilometres (km)`,
  mi: msg`Miles (mi)`,
}

type RadiosProps<Unit> = {
  name: string
  value: Unit | null
  onChange: (unit: Unit) => void
  disabled?: boolean
  className?: string
}

/**
 * Pounds or kilograms as a segmented pair of radios (SegmentedRadios); the caller's element
 * carries the radiogroup role and its label.
 */
export function WeightUnitRadios(props: RadiosProps<WeightUnit>) {
  return <UnitRadios {...props} options={WEIGHT_UNITS} names={UNIT_NAMES} />
}

/** Kilometres or miles, as WeightUnitRadios. */
export function DistanceUnitRadios(props: RadiosProps<DistanceUnit>) {
  return <UnitRadios {...props} options={DISTANCE_UNITS} names={DISTANCE_UNIT_NAMES} />
}

function UnitRadios<Unit extends string>({
  options,
  names,
  ...props
}: RadiosProps<Unit> & { options: readonly Unit[]; names: Record<Unit, MessageDescriptor> }) {
  const { i18n } = useLingui()
  const labelled = options.map((unit) => ({ value: unit, label: i18n._(names[unit]) }))
  return <SegmentedRadios {...props} options={labelled} />
}
