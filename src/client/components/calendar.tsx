import { useLingui } from '@lingui/react/macro'
import { format } from 'date-fns'
import { formatCalendarDate, formatLocale, formatLongDate } from '#shared/domain/format.ts'
import { formatLanguage } from '#shared/domain/languages.ts'
import { CalendarDaysIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { DayPicker, labelDayButton, type DayPickerProps } from 'react-day-picker'
import 'react-day-picker/style.css'
import './calendar.css'
import { Button } from './ui/button.tsx'
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover.tsx'

/**
 * One calendar everywhere a workout's day is chosen (issue 12): the session's date line and the
 * Edit Workout dialog. react-day-picker on the app's tokens, with the keyboard of docs/product/constants.md; days
 * after today are disabled (docs/product/screens.md: future dates are disabled).
 */
export function DayCalendar({
  selected,
  onSelect,
  min,
  max,
}: {
  selected: Date | null
  onSelect: (day: Date) => void
  /** The first day that can be picked; none by default. */
  min?: Date
  /** The last day that can be picked; today by default. */
  max?: Date
}) {
  const last = max ?? new Date()
  const language = useCalendarLanguage()
  return (
    <DayPicker
      {...language}
      mode="single"
      required
      selected={selected ?? undefined}
      defaultMonth={selected ?? last}
      onSelect={(day) => day && onSelect(day)}
      disabled={min ? [{ after: last }, { before: min }] : { after: last }}
      endMonth={last}
      autoFocus
      className="ironlog-calendar"
    />
  )
}

/**
 * The calendar in the language shown (docs/product/languages.md): month and day names from Intl, the week from
 * Monday but in English and Portuguese, and every label of the grid translated. Each day's name
 * starts with the number it shows (WCAG 2.5.3; axe 4.14 checks it).
 */
function useCalendarLanguage(): Pick<DayPickerProps, 'labels' | 'formatters' | 'weekStartsOn'> {
  const { t } = useLingui()
  if (formatLanguage() === 'en') {
    return {
      labels: {
        labelDayButton: (date, modifiers, options, dateLib) =>
          `${date.getDate()}, ${labelDayButton(date, modifiers, options, dateLib)}`,
      },
    }
  }
  const locale = formatLocale()
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' })
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' })
  return {
    weekStartsOn: formatLanguage() === 'pt-BR' ? 0 : 1,
    formatters: {
      formatCaption: (month) => monthYear.format(month),
      formatWeekdayName: (day) => weekday.format(day),
    },
    labels: {
      labelDayButton: (date, modifiers) => {
        const day = `${date.getDate()}, ${formatLongDate(date)}`
        const today = modifiers.today ? t`today, ${day}` : day
        return modifiers.selected ? t`${today}, selected` : today
      },
      labelGrid: (month) => monthYear.format(month),
      labelWeekday: (day) => weekdayLong.format(day),
      labelNext: () => t`Go to the next month`,
      labelPrevious: () => t`Go to the previous month`,
    },
  }
}

/**
 * A form's day field: a button reading the day ('Monday, March 2, 2026') that opens the
 * calendar under it, aligned to its start. Named by its label and the day it shows. With
 * `placeholder` the field may be empty (a filter's open end) and the calendar offers Clear.
 */
export function DayField({
  label,
  value,
  onChange,
  placeholder,
  min,
  max,
  invalid,
  describedBy,
}: {
  label: string
  value: Date | null
  onChange: (day: Date | null) => void
  placeholder?: string
  min?: Date
  max?: Date
  invalid?: boolean
  describedBy?: string
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const id = useId()
  const pick = (day: Date | null) => {
    setOpen(false)
    onChange(day)
  }
  return (
    <div className="grid gap-2">
      <span id={`${id}-label`} className="text-sm leading-none font-medium">
        {label}
      </span>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <button
            type="button"
            aria-labelledby={`${id}-label ${id}-value`}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            // The look of the form's inputs (ui/input.tsx).
            className="flex h-11 w-full min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-base shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring aria-invalid:border-destructive md:text-sm"
          >
            <CalendarDaysIcon
              className="size-4 shrink-0 text-muted-foreground"
              aria-hidden="true"
            />
            {value ? (
              <time id={`${id}-value`} className="truncate" dateTime={format(value, 'yyyy-MM-dd')}>
                {placeholder ? formatCalendarDate(value) : formatLongDate(value)}
              </time>
            ) : (
              <span id={`${id}-value`} className="truncate text-muted-foreground">
                {placeholder}
              </span>
            )}
          </button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-auto p-2" aria-label={t`${label}: choose a day`}>
          <DayCalendar selected={value} onSelect={pick} min={min} max={max} />
          {placeholder && value && (
            <Button variant="ghost" className="w-full" onClick={() => pick(null)}>
              {t`Clear`}
            </Button>
          )}
        </PopoverContent>
      </Popover>
    </div>
  )
}
