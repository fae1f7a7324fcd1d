import { EllipsisVerticalIcon, Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#client/components/ui/button.tsx'
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx'

/**
 * The session's menu in the header, away from the thumb: Cancel lives here and asks
 * "Discard this workout?" before it clears the session (decisions.md §12).
 */
export function SessionMenu({
  disabled,
  keepsDraft,
  onCancel,
}: {
  disabled: boolean
  /** Whether completed sets stay in a draft (decisions.md §6) rather than being thrown away. */
  keepsDraft: boolean
  onCancel: () => void
}) {
  const [confirmOpen, setConfirmOpen] = useState(false)
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label="Workout options" disabled={disabled}>
            <EllipsisVerticalIcon className="size-5!" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => setConfirmOpen(true)}
          >
            <Trash2Icon aria-hidden="true" />
            Cancel Workout
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Discard this workout?"
        description={
          keepsDraft
            ? 'The sets you completed stay in a draft on the home screen; nothing else is kept.'
            : 'Nothing you entered in this session is kept.'
        }
        cancelLabel="Keep Logging"
        confirmLabel="Discard"
        onConfirm={() => {
          setConfirmOpen(false)
          onCancel()
        }}
      />
    </>
  )
}
