import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { MAX_NOTES_LENGTH } from '#shared/domain/text.ts'
import { Button } from '#client/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'

/** Adds or edits one set's note. docs/product/states.md: saving an empty note stores none. */
export function NoteDialog({
  target,
  onOpenChange,
  onSave,
}: {
  target: { label: string; notes: string | null } | null
  onOpenChange: (open: boolean) => void
  onSave: (notes: string | null) => void
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {target && (
          <NoteForm
            // A fresh form per set, so the draft text starts from that set's note.
            key={target.label}
            target={target}
            onCancel={() => onOpenChange(false)}
            onSave={onSave}
          />
        )}
      </DialogContent>
    </Dialog>
  )
}

function NoteForm({
  target,
  onCancel,
  onSave,
}: {
  target: { label: string; notes: string | null }
  onCancel: () => void
  onSave: (notes: string | null) => void
}) {
  const [text, setText] = useState(target.notes ?? '')
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        onSave(text.trim() ? text : null)
      }}
    >
      <DialogHeader>
        <DialogTitle>
          {target.notes ? <Trans>Edit Note</Trans> : <Trans>Add Note</Trans>}
        </DialogTitle>
        <DialogDescription>{target.label}</DialogDescription>
      </DialogHeader>
      <Textarea
        aria-label={t`Note`}
        value={text}
        maxLength={MAX_NOTES_LENGTH}
        onChange={(event) => setText(event.target.value)}
        placeholder={t`How did it feel? Grip, tempo, form cues…`}
        autoFocus
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit">
          <Trans>Save Note</Trans>
        </Button>
      </DialogFooter>
    </form>
  )
}
