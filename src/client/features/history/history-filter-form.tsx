import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { parseISO } from 'date-fns'
import { DayField } from '#client/components/calendar.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Label } from '#client/components/ui/label.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import {
  dayKey,
  isFilterActive,
  NO_FILTER,
  type DayOption,
  type HistoryFilter,
} from './history-model.ts'

const ALL_DAYS = 'all'

/**
 * The filter popover's form (docs/product/history-and-prs.md): workout day and date range. Its own chunk
 * (issue 18), loaded by history-filter.tsx once the list is up.
 */
export default function FilterForm({
  id,
  filter,
  options,
  onChange,
}: {
  /** The popover's id prefix: the form's fields and error are named after it. */
  id: string
  filter: HistoryFilter
  options: DayOption[]
  onChange: (filter: HistoryFilter) => void
}) {
  const today = dayKey(new Date())
  const active = isFilterActive(filter)
  const backwards = filter.from !== '' && filter.to !== '' && filter.from > filter.to
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-day`}>
          <Trans>Workout day</Trans>
        </Label>
        <Select
          value={filter.day?.key ?? ALL_DAYS}
          onValueChange={(key) =>
            onChange({ ...filter, day: options.find((option) => option.key === key) ?? null })
          }
        >
          <SelectTrigger id={`${id}-day`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_DAYS}>
              <Trans>All days</Trans>
            </SelectItem>
            {options.map((option) => (
              <SelectItem key={option.key} value={option.key}>
                {option.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {/* The same calendar as the session and Edit Workout (issue 12); an end left empty is open. */}
      <div className="grid grid-cols-2 gap-3">
        <DayField
          label={t`From`}
          placeholder={t`Any day`}
          value={filter.from ? parseISO(filter.from) : null}
          max={parseISO(filter.to || today)}
          invalid={backwards}
          describedBy={backwards ? `${id}-range-error` : undefined}
          onChange={(day) => onChange({ ...filter, from: day ? dayKey(day) : '' })}
        />
        <DayField
          label={t`To`}
          placeholder={t`Any day`}
          value={filter.to ? parseISO(filter.to) : null}
          min={filter.from ? parseISO(filter.from) : undefined}
          invalid={backwards}
          describedBy={backwards ? `${id}-range-error` : undefined}
          onChange={(day) => onChange({ ...filter, to: day ? dayKey(day) : '' })}
        />
      </div>
      {backwards && (
        <p id={`${id}-range-error`} role="alert" className="text-sm text-destructive">
          <Trans>‘From’ must be on or before ‘To’.</Trans>
        </p>
      )}
      <Button variant="outline" disabled={!active} onClick={() => onChange(NO_FILTER)}>
        <Trans>Clear filters</Trans>
      </Button>
    </>
  )
}
