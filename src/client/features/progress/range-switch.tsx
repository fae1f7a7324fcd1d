import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Segmented } from '#client/components/segmented.tsx'
import type { RangeKey } from './progress-model.ts'

const LABELS = {
  '3m': msg`3 months`,
  '1y': msg`1 year`,
  all: msg`All`,
} satisfies Record<RangeKey, unknown>

/** The period a progress chart covers: 3 months, 1 year or all. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: RangeKey
  onChange: (range: RangeKey) => void
}) {
  const { t } = useLingui()
  const options = (Object.keys(LABELS) as RangeKey[]).map((key) => ({
    value: key,
    label: t(LABELS[key]),
  }))
  return (
    <Segmented
      label={t`Period`}
      options={options}
      value={value}
      onChange={onChange}
      className="inline-flex w-fit"
      itemClassName="h-10 px-4"
    />
  )
}
