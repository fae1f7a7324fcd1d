import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { WEIGHT_UNITS, type WeightUnit } from '#shared/domain/units.ts'
import { cn } from '#client/lib/cn.ts'

const UNIT_NAMES: Record<WeightUnit, MessageDescriptor> = {
  lbs: msg`Pounds (lbs)`,
  kg: msg`Kilograms (kg)`,
}

/**
 * Pounds or kilograms as a segmented pair of radios; the caller's element carries the
 * radiogroup role and its label.
 */
export function WeightUnitRadios({
  name,
  value,
  onChange,
  disabled = false,
  className,
}: {
  name: string
  value: WeightUnit | null
  onChange: (unit: WeightUnit) => void
  disabled?: boolean
  className?: string
}) {
  return (
    <div className={cn('flex rounded-lg border bg-muted p-1', className)}>
      {WEIGHT_UNITS.map((option) => (
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
          {i18n._(UNIT_NAMES[option])}
        </label>
      ))}
    </div>
  )
}
