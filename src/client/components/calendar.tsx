import { format } from 'date-fns'
import { CalendarDaysIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import './calendar.css'
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover.tsx'

/**
 * One calendar everywhere a workout's day is chosen (issue 12): the session's date line and the
 * Edit Workout dialog. react-day-picker on the app's tokens, with the keyboard of spec §9; days
 * after today are disabled (spec §2: future dates are disabled).
 */
export function DayCalendar({
  selected,
  onSelect,
}: {
  selected: Date
  onSelect: (day: Date) => void
}) {
  const today = new Date()
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      defaultMonth={selected}
      onSelect={(day) => day && onSelect(day)}
      disabled={{ after: today }}
      endMonth={today}
      autoFocus
      className="ironlog-calendar"
    />
  )
}

/**
 * A form's day field: a button reading the day ('Monday, March 2, 2026') that opens the
 * calendar under it, aligned to its start. Named by its label and the day it shows.
 */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string
  value: Date
  onChange: (day: Date) => void
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
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
            // The look of the form's inputs (ui/input.tsx).
            className="flex h-11 w-full min-w-0 items-center gap-2 rounded-md border border-input bg-background px-3 text-left text-base shadow-xs transition-colors focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring md:text-sm"
          >
            <CalendarDaysIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <time id={`${id}-value`} dateTime={format(value, 'yyyy-MM-dd')}>
              {format(value, 'EEEE, MMMM d, yyyy')}
            </time>
          </button>
        </PopoverTrigger>
        <PopoverContent
          align="start"
          className="w-auto p-2"
          aria-label={`Choose the ${label.toLowerCase()}`}
        >
          <DayCalendar
            selected={value}
            onSelect={(day) => {
              setOpen(false)
              onChange(day)
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  )
}
