import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISTANCE_UNITS, type DistanceUnit } from '#shared/domain/measures.ts'
import { WEIGHT_UNITS, type WeightUnit } from '#shared/domain/units.ts'
import { cn } from '#client/lib/cn.ts'

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
 * Pounds or kilograms as a segmented pair of radios; the caller's element carries the
 * radiogroup role and its label.
 */
export function WeightUnitRadios(props: RadiosProps<WeightUnit>) {
  return <UnitRadios {...props} options={WEIGHT_UNITS} names={UNIT_NAMES} />
}

/** Kilometres or miles, as WeightUnitRadios. */
export function DistanceUnitRadios(props: RadiosProps<DistanceUnit>) {
  return <UnitRadios {...props} options={DISTANCE_UNITS} names={DISTANCE_UNIT_NAMES} />
}

function UnitRadios<Unit extends string>({
  name,
  value,
  onChange,
  disabled = false,
  className,
  options,
  names,
}: RadiosProps<Unit> & {
  options: readonly Unit[]
  names: Record<Unit, MessageDescriptor>
}) {
  return (
    <div className={cn('flex rounded-lg border bg-muted p-1', className)}>
      {options.map((option) => (
        <label
          key={option}
          className={cn(
            'relative flex min-h-10 grow cursor-pointer items-center justify-center whitespace-nowrap rounded-md px-4 text-sm font-semibold text-muted-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === option && 'bg-background text-foreground shadow-sm',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            disabled={disabled}
            onChange={() => onChange(option)}
            className="sr-only"
          />
          {i18n._(names[option])}
        </label>
      ))}
    </div>
  )
}
