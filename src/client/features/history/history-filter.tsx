import { format, parseISO } from 'date-fns'
import { FunnelIcon, XIcon } from 'lucide-react'
import { useId } from 'react'
import { DayField } from '#client/components/calendar.tsx'
import { Button } from '#client/components/ui/button.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx'
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

const shortDate = (day: string) => format(parseISO(day), 'MMM d, yyyy')

/** 'Mar 6 – Mar 8, 2026' within one year, else both dates in full. */
function dateRange(from: string, to: string) {
  const sameYear = from.slice(0, 4) === to.slice(0, 4)
  return `${sameYear ? format(parseISO(from), 'MMM d') : shortDate(from)} – ${shortDate(to)}`
}

/** decisions.md §6: the filter button filters by workout day and by date range. */
export function FilterButton({
  filter,
  options,
  onChange,
}: {
  filter: HistoryFilter
  options: DayOption[]
  onChange: (filter: HistoryFilter) => void
}) {
  const id = useId()
  const today = dayKey(new Date())
  const active = isFilterActive(filter)
  const backwards = filter.from !== '' && filter.to !== '' && filter.from > filter.to
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant={active ? 'secondary' : 'outline'}>
          <FunnelIcon aria-hidden="true" />
          Filter
          {active && <span className="sr-only"> (active)</span>}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={`${id}-title`}
        className="w-[min(22rem,calc(100vw-2rem))] p-4"
      >
        <div className="grid gap-4">
          <h2 id={`${id}-title`} className="font-semibold">
            Filter workouts
          </h2>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-day`}>Workout day</Label>
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
                <SelectItem value={ALL_DAYS}>All days</SelectItem>
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
              label="From"
              placeholder="Any day"
              value={filter.from ? parseISO(filter.from) : null}
              max={parseISO(filter.to || today)}
              invalid={backwards}
              describedBy={backwards ? `${id}-range-error` : undefined}
              onChange={(day) => onChange({ ...filter, from: day ? dayKey(day) : '' })}
            />
            <DayField
              label="To"
              placeholder="Any day"
              value={filter.to ? parseISO(filter.to) : null}
              min={filter.from ? parseISO(filter.from) : undefined}
              invalid={backwards}
              describedBy={backwards ? `${id}-range-error` : undefined}
              onChange={(day) => onChange({ ...filter, to: day ? dayKey(day) : '' })}
            />
          </div>
          {backwards && (
            <p id={`${id}-range-error`} role="alert" className="text-sm text-destructive">
              ‘From’ must be on or before ‘To’.
            </p>
          )}
          <Button variant="outline" disabled={!active} onClick={() => onChange(NO_FILTER)}>
            Clear filters
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  )
}

/** The active filter, always visible, each part removable on its own. */
export function ActiveFilters({
  filter,
  onChange,
}: {
  filter: HistoryFilter
  onChange: (filter: HistoryFilter) => void
}) {
  if (!isFilterActive(filter)) return null
  const chips: { label: string; remove: HistoryFilter }[] = []
  if (filter.day) {
    // A day id from the address before the days list has loaded has no name yet.
    chips.push({ label: filter.day.name || 'Workout day', remove: { ...filter, day: null } })
  }
  if (filter.from && filter.to) {
    chips.push({
      label: dateRange(filter.from, filter.to),
      remove: { ...filter, from: '', to: '' },
    })
  } else if (filter.from) {
    chips.push({ label: `From ${shortDate(filter.from)}`, remove: { ...filter, from: '' } })
  } else if (filter.to) {
    chips.push({ label: `Until ${shortDate(filter.to)}`, remove: { ...filter, to: '' } })
  }
  return (
    <div role="group" aria-label="Active filters" className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <Button
          key={chip.label}
          variant="secondary"
          className="rounded-full pr-3"
          aria-label={`Remove filter: ${chip.label}`}
          onClick={() => onChange(chip.remove)}
        >
          {chip.label}
          <XIcon aria-hidden="true" />
        </Button>
      ))}
      <Button variant="ghost" className="px-3" onClick={() => onChange(NO_FILTER)}>
        Clear all
      </Button>
    </div>
  )
}
