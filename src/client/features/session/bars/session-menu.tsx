import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { BellIcon, EllipsisVerticalIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
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

/**
 * The session's menu in the header, away from the thumb (issue 32): the rest's notification, and
 * Cancel, which asks "Discard this workout?" before it clears the session
 * (docs/product/session-form.md).
 */
export function SessionMenu({
  disabled,
  keepsDraft,
  onCancel,
}: {
  disabled: boolean
  /** Whether completed sets stay in a draft (docs/product/history-and-prs.md) rather than being thrown away. */
  keepsDraft: boolean
  onCancel: () => void
}) {
  const [confirming, setConfirming] = useState(false)
  const { lifter } = useOutbox()
  const [notify, setNotify] = useState(() => restNotificationsOn(lifter))
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
          // The dialog opened from the menu keeps the focus it gives.
          onCloseAutoFocus={(event) => confirming && event.preventDefault()}
        >
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
            onSelect={() => setConfirming(true)}
          >
            <Trash2Icon aria-hidden="true" />
            <Trans>Cancel Workout</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Discard this workout?`}
        description={
          keepsDraft
            ? t`The sets you completed stay in a draft on the home screen; nothing else is kept.`
            : t`Nothing you entered in this session is kept.`
        }
        cancelLabel={t`Keep Logging`}
        confirmLabel={t`Discard`}
        onConfirm={() => {
          setConfirming(false)
          onCancel()
        }}
      />
    </>
  )
}
