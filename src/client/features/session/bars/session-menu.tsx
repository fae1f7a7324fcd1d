import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { BellIcon, CalendarDaysIcon, EllipsisVerticalIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import type { Workout } from '#shared/contract/workouts.ts'
import { formatLongDate } from '#shared/domain/format.ts'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx'
import { useOutbox } from '#client/lib/outbox-context.ts'
import {
  notificationsSupported,
  restNotificationsOn,
  setRestNotifications,
} from '../timer/rest-signal.ts'
import { WorkoutDateDialog } from './workout-date-dialog.tsx'

/**
 * The session's menu in the header, away from the thumb (issue 32): the workout's date, which
 * opens its calendar (docs/product/screens.md's date line), the rest's notification, and Cancel, which asks
 * "Discard this workout?" before it clears the session (docs/product/session-form.md).
 */
export function SessionMenu({
  workout,
  disabled,
  keepsDraft,
  onCancel,
}: {
  /** Until it is known (or offline, before the server has it) the date cannot change. */
  workout: Workout | undefined
  disabled: boolean
  /** Whether completed sets stay in a draft (docs/product/history-and-prs.md) rather than being thrown away. */
  keepsDraft: boolean
  onCancel: () => void
}) {
  const [dialog, setDialog] = useState<'date' | 'cancel' | null>(null)
  const { lifter } = useOutbox()
  const [notify, setNotify] = useState(() => restNotificationsOn(lifter))
  const startedAt = workout ? new Date(workout.startedAt) : new Date()
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t`Workout options`} disabled={disabled}>
            <EllipsisVerticalIcon className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          // A dialog opened from the menu keeps the focus it gives (the calendar's day).
          onCloseAutoFocus={(event) => dialog !== null && event.preventDefault()}
        >
          <DropdownMenuItem
            disabled={!workout}
            onSelect={() => setDialog('date')}
            aria-label={t`${formatLongDate(startedAt)}, change workout date`}
          >
            <CalendarDaysIcon aria-hidden="true" />
            <time dateTime={workout?.startedAt}>{formatLongDate(startedAt)}</time>
          </DropdownMenuItem>
          {notificationsSupported() && (
            // A check item: the menu stays open so the lifter sees it take.
            <DropdownMenuCheckboxItem
              checked={notify}
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(on) => void setRestNotifications(on, lifter).then(setNotify)}
            >
              <BellIcon aria-hidden="true" />
              <Trans>Notify me when rest ends</Trans>
            </DropdownMenuCheckboxItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => setDialog('cancel')}
          >
            <Trash2Icon aria-hidden="true" />
            <Trans>Cancel Workout</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {workout && (
        <WorkoutDateDialog
          workout={workout}
          open={dialog === 'date'}
          onOpenChange={(open) => setDialog(open ? 'date' : null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={t`Discard this workout?`}
        description={
          keepsDraft
            ? t`The sets you completed stay in a draft on the home screen; nothing else is kept.`
            : t`Nothing you entered in this session is kept.`
        }
        cancelLabel={t`Keep Logging`}
        confirmLabel={t`Discard`}
        onConfirm={() => {
          setDialog(null)
          onCancel()
        }}
      />
    </>
  )
}
