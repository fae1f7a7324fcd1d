import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { formatCalendarDay, formatDayRange } from '#shared/domain/format.ts'
import { FunnelIcon, XIcon } from 'lucide-react'
import { lazy, Suspense, useEffect, useId } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx'
import { Skeleton } from '#client/components/ui/skeleton.tsx'
import { afterPaint } from '#client/lib/after-paint.ts'
import { isFilterActive, NO_FILTER, type DayOption, type HistoryFilter } from './history-model.ts'

const loadFilterForm = () => import('./history-filter-form.tsx')
const FilterForm = lazy(loadFilterForm)

/** The form's place while its code loads (only if the popover opens before it has). */
function FormSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the filter" className="grid gap-4">
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-full" />
    </div>
  )
}

/** docs/product/history-and-prs.md: the filter button filters by workout day and by date range. */
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
  const active = isFilterActive(filter)
  // Issue 18: the form's code (Radix Select, the calendar) is off the list's first paint; it
  // loads once the list has painted, so the popover opens with it in place.
  useEffect(() => {
    void afterPaint().then(loadFilterForm)
  }, [])
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant={active ? 'secondary' : 'outline'}>
          <FunnelIcon aria-hidden="true" />
          <Trans>Filter</Trans>
          {active && (
            <span className="sr-only">
              {' '}
              <Trans>(active)</Trans>
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        align="end"
        aria-labelledby={`${id}-title`}
        className="w-[min(22rem,calc(100vw-2rem))] p-4"
      >
        <div className="grid gap-4">
          <h2 id={`${id}-title`} className="font-semibold">
            <Trans>Filter workouts</Trans>
          </h2>
          <Suspense fallback={<FormSkeleton />}>
            <FilterForm id={id} filter={filter} options={options} onChange={onChange} />
          </Suspense>
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
    chips.push({ label: filter.day.name || t`Workout day`, remove: { ...filter, day: null } })
  }
  if (filter.from && filter.to) {
    chips.push({
      label: formatDayRange(filter.from, filter.to),
      remove: { ...filter, from: '', to: '' },
    })
  } else if (filter.from) {
    const from = formatCalendarDay(filter.from)
    chips.push({ label: t`From ${from}`, remove: { ...filter, from: '' } })
  } else if (filter.to) {
    const to = formatCalendarDay(filter.to)
    chips.push({ label: t`Until ${to}`, remove: { ...filter, to: '' } })
  }
  return (
    <div role="group" aria-label={t`Active filters`} className="flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <Button
          key={chip.label}
          variant="secondary"
          className="rounded-full pr-3"
          aria-label={t`Remove filter: ${chip.label}`}
          onClick={() => onChange(chip.remove)}
        >
          {chip.label}
          <XIcon aria-hidden="true" />
        </Button>
      ))}
      <Button variant="ghost" className="px-3" onClick={() => onChange(NO_FILTER)}>
        <Trans>Clear all</Trans>
      </Button>
    </div>
  )
}
