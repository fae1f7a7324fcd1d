import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { isAfter } from 'date-fns'
import type { Workout } from '#shared/contract/workouts.ts'
import { formatLongDate } from '#shared/domain/format.ts'
import { updateWorkout, workoutQueries } from '#client/api/workouts.ts'
import { DayCalendar } from '#client/components/calendar.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
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
 * docs/product/screens.md, docs/product/states.md: the workout's date line ('EEEE, MMMM d, yyyy',
 * under the header: session-line.tsx) opens a calendar; future dates are disabled and picking a
 * day changes the workout's startedAt. A dialog, centred (a bottom sheet on phones): it cannot land beside its anchor.
 * react-day-picker gives the keyboard of docs/product/constants.md.
 */
export function WorkoutDateDialog({
  workout,
  open,
  onOpenChange,
}: {
  workout: Workout
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const queryClient = useQueryClient()
  const call = useApiCall()
  const startedAt = new Date(workout.startedAt)

  async function pick(day: Date) {
    onOpenChange(false)
    try {
      const updated = await call(() =>
        updateWorkout(workout.id, { startedAt: moveToDay(startedAt, day).toISOString() }),
      )
      queryClient.setQueryData(workoutQueries.detail(workout.id).queryKey, updated)
      void queryClient.invalidateQueries({ queryKey: workoutQueries.drafts().queryKey })
      toast({ title: t`Date updated`, description: t`Workout date has been changed` })
    } catch {
      toast({ title: t`Failed to update workout date`, variant: 'destructive' })
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="w-auto sm:max-w-fit"
        // The focus on the workout's day, where docs/product/constants.md's keys move it from.
        onOpenAutoFocus={(event) => {
          event.preventDefault()
          const content = event.currentTarget as HTMLElement
          content.querySelector<HTMLElement>('[aria-selected="true"] button')?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>Workout date</Trans>
          </DialogTitle>
          <DialogDescription>{formatLongDate(startedAt)}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center">
          <DayCalendar selected={startedAt} onSelect={(day) => void pick(day)} />
        </div>
      </DialogContent>
    </Dialog>
  )
}
