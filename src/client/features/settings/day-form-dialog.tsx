import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { resolveIconKey, type IconKey } from '#shared/domain/icons.ts'
import { MAX_NAME_LENGTH } from '#shared/domain/text.ts'
import { IconPicker } from '#client/components/icon-picker.tsx'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'

export type DayFormValues = { name: string; icon: IconKey }

/**
 * Create/Edit Workout Day (docs/product/screens.md, docs/product/validation.md): 'Day Name' and an icon. Save stays disabled while the
 * trimmed name is empty; Enter submits. Mount it with a `key` so each opening starts fresh.
 */
export function DayFormDialog({
  open,
  onOpenChange,
  initial,
  pending,
  onSubmit,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The day being edited; absent when creating. */
  initial?: { name: string; icon: string }
  pending: boolean
  onSubmit: (values: DayFormValues) => void
}) {
  const [name, setName] = useState(initial?.name ?? '')
  // An unknown stored icon shows, and saves, as the default (docs/product/entities.md).
  const [icon, setIcon] = useState<IconKey>(resolveIconKey(initial?.icon))
  const nameId = useId()
  const iconLabelId = useId()
  const iconId = useId()
  const editing = initial !== undefined
  const canSave = name.trim().length > 0 && !pending

  function submit(event: FormEvent) {
    event.preventDefault()
    if (canSave) onSubmit({ name: name.trim(), icon })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {editing ? <Trans>Edit Workout Day</Trans> : <Trans>Create Workout Day</Trans>}
          </DialogTitle>
          <DialogDescription>
            {editing ? (
              <Trans>Rename the day or give it another icon.</Trans>
            ) : (
              <Trans>Name the day, e.g. Push, Pull or Legs, and pick an icon.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={nameId}>
              <Trans>Day Name</Trans>
            </Label>
            <Input
              id={nameId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder={t`e.g. Push Day`}
              maxLength={MAX_NAME_LENGTH}
              autoComplete="off"
              enterKeyHint="done"
            />
          </div>
          <div className="grid gap-2">
            <span id={iconLabelId} className="text-sm leading-none font-medium">
              <Trans>Icon</Trans>
            </span>
            <IconPicker id={iconId} aria-labelledby={iconLabelId} value={icon} onChange={setIcon} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={!canSave}>
              {pending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
