import { Segmented } from '#client/components/segmented.tsx'
import { RANGES, type RangeKey } from './progress-model.ts'

const OPTIONS = RANGES.map((range) => ({ value: range.key, label: range.label }))

/** The period a progress chart covers: 3 months, 1 year or all. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: RangeKey
  onChange: (range: RangeKey) => void
}) {
  return (
    <Segmented
      label="Period"
      options={OPTIONS}
      value={value}
      onChange={onChange}
      className="inline-flex w-fit"
      itemClassName="h-10 px-4"
    />
  )
}
