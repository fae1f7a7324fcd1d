import { useQueryClient } from '@tanstack/react-query'
import { format, isAfter } from 'date-fns'
import { CalendarDaysIcon } from 'lucide-react'
import { memo, useState } from 'react'
import type { Workout } from '#shared/contract/workouts.ts'
import { updateWorkout, workoutQueries } from '#client/api/workouts.ts'
import { DayCalendar } from '#client/components/calendar.tsx'
import { Popover, PopoverContent, PopoverTrigger } from '#client/components/ui/popover.tsx'
import { toast } from '#client/lib/toast-store.ts'
import { useApiCall } from '#client/lib/use-api-call.ts'

/** The chosen day at the workout's original time of day, never later than now. */
function moveToDay(startedAt: Date, day: Date): Date {
  const moved = new Date(day)
  moved.setHours(
    startedAt.getHours(),
    startedAt.getMinutes(),
    startedAt.getSeconds(),
    startedAt.getMilliseconds(),
  )
  const now = new Date()
  return isAfter(moved, now) ? now : moved
}

/**
 * Spec §2/§4: the date line under the header opens a calendar; future dates are disabled and
 * picking a day changes the workout's startedAt. react-day-picker gives the keyboard of §9.
 */
export const DateLine = memo(function DateLine({ workout }: { workout: Workout | undefined }) {
  const queryClient = useQueryClient()
  const call = useApiCall()
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const startedAt = workout ? new Date(workout.startedAt) : new Date()
  const label = format(startedAt, 'EEEE, MMMM d, yyyy')

  async function pick(day: Date) {
    if (!workout) return
    setOpen(false)
    setSaving(true)
    try {
      const updated = await call(() =>
        updateWorkout(workout.id, { startedAt: moveToDay(startedAt, day).toISOString() }),
      )
      queryClient.setQueryData(workoutQueries.detail(workout.id).queryKey, updated)
      void queryClient.invalidateQueries({ queryKey: workoutQueries.drafts().queryKey })
      toast({ title: 'Date updated', description: 'Workout date has been changed' })
    } catch {
      toast({ title: 'Failed to update workout date', variant: 'destructive' })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <button
          type="button"
          disabled={!workout || saving}
          className="-mx-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground disabled:cursor-default disabled:hover:bg-transparent"
        >
          <CalendarDaysIcon className="size-4" aria-hidden="true" />
          <time dateTime={workout?.startedAt}>{label}</time>
          <span className="sr-only">, change workout date</span>
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-2" aria-label="Choose the workout date">
        <DayCalendar selected={startedAt} onSelect={(day) => void pick(day)} />
      </PopoverContent>
    </Popover>
  )
})
